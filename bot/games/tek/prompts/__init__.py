"""Tiny Epic Kingdoms' text for players: a module per job.

``prompt`` (the controls a seat gets at each step, the platform's entry points), ``words``
(names, ``describe_action``, ``private_summary``, ``step_label``), ``menus`` (how a legal
action reads in a menu), ``controls`` (selects and buttons packed into Discord's limits),
``moves`` (the ``/tek`` commands as data), ``board`` (the board's alt text), ``story`` (the
end-of-game chart and tie-breaks) and ``reveal`` (what the end tells about a seat).
"""
