"""Pillow renderers: a game's view -> PNG bytes. They read only the per-viewer views the engine
hands out, so an image cannot show what its viewers may not see. Call them off the event loop
(``asyncio.to_thread``)."""
