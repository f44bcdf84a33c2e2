"""Sun Tzu's words and controls, built from the engine's views (Discord-free): ``prompt`` (a
seat's controls, action and seat labels, private summary, step names), ``board`` (the board in
words for the picture's alt text), ``moves`` (the ``/suntzu`` commands, declared as data),
``story`` (the chart's standing and the tie-break at the end) and ``reveal`` (what each seat
kept secret, told at the end)."""
