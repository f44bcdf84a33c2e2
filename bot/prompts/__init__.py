"""Discord-free descriptions of what a seat is asked to do: text, selects and buttons.

Each game has a module here that turns a seat's private view and legal actions into a
:class:`Prompt`; the Discord layer turns prompts into restart-proof components. A game's slash
commands are declared here too, as data (:mod:`bot.prompts.commands`, ``<game>_moves``).
"""
