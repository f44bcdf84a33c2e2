# /game fork deadline_hours (issue 31 loose end): a what-if keeps the origin's deadline.
opt-fork-deadline-desc = Hours per move in the what-if (0: none; default: as in the game it comes from)
