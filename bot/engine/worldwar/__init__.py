"""World War (世界大战): the fourth game. Armies are named by colour only."""
