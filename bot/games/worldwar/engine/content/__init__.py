"""The printed content of World War: the map and the decks (JSON) and their loaders."""
