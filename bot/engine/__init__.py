"""Pure rules engines: one package per game. Nothing here imports discord, asyncio or does I/O."""
