"""Small World's words for players: the prompt and its menus (``prompt``), the board as text
(``board``), the slash commands (``moves``), the end-of-game reveal (``reveal``) and the story
chart's standing and tie-breaks (``story``)."""
