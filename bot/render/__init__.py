"""Pillow renderers: a game's view -> PNG bytes. They read only the per-viewer views the engine
hands out, so an image cannot show what its viewers may not see. Call them off the event loop:
the bot draws them in worker processes (``bot.table.renderpool``), or in threads.

Each game's renderer is a package (``bot.games.<game>.render``) drawn with the shared toolkit
here: ``canvas`` (supersampled drawing), ``text`` (fonts by locale, fitting, wrapping),
``panels``, ``icons`` and ``palette``; see docs/architecture.md, "Drawing toolkit"."""
