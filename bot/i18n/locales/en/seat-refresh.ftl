## /game replace bot:N for a bot the game does not have: which bots it has (issue 30, part 1).

error-replace-bot-not-in-game = No seat of this game is played by Bot { $number }. { $count ->
        [0] This game has no bots.
        [one] Its only bot is { $bots }.
       *[other] Its bots are { $bots }.
    }
