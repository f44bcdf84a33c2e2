# "Since your last move" (issue 15): the turn DM's digest, its picture and /game catchup.

cmd-game-catchup = catchup
cmd-game-catchup-desc = What happened since your last move (only you see it)

catchup-title = { $game }: since your last move
catchup-heading = { $since ->
        [0] 📜 Since the game began (up to move { $now }):
       *[other] 📜 Since your last move (move { $since } → { $now }):
    }
catchup-nothing = { $since ->
        [0] Nothing has happened since the game began.
       *[other] Nothing has happened since your last move (move { $since }).
    }
catchup-earlier = … and { $count ->
        [one] one earlier line
       *[other] { $count } earlier lines
    }
catchup-private = Only you saw:
catchup-image-alt = { $since ->
        [0] The board now, with what changed since the start outlined ({ $count ->
            [one] one area
           *[other] { $count } areas
        }).
       *[other] The board now, with what changed since move { $since } outlined ({ $count ->
            [one] one area
           *[other] { $count } areas
        }).
    }
catchup-hint = Missed something? { $cmd_game_catchup } shows you what happened since your last move.
