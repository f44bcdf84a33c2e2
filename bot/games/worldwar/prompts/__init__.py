"""World War's prompts, by job: ``prompt`` (the controls of a step), ``controls`` (selects and
buttons packed into Discord's rows), ``menus`` (one action as a menu entry), ``words`` (names,
actions, the seat's summary, the step), ``lords`` (the monarch edition's lord cards), ``board``
(the board in words), ``moves`` (the ``/ww`` commands), ``story`` (the chart and tie-breaks)
and ``reveal`` (what a seat kept secret, told at the end)."""
