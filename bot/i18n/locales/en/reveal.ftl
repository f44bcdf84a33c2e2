# The end of a game: what each seat kept secret, told to everybody in the channel (issue 23).
# Said about the seat, never to it: the reader is anyone at the table.
