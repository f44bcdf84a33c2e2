## Verifiable games (issue 15): commitments in the channel, the record, /game verify

## In the channel while the game runs
verify-seed-commitment = 🔒 Commitment to this game's random secret: `{ $commitment }` (SHA-256 with a hidden salt; the secret and the salt are revealed at the end).
verify-sealed-line = 🔒 Move { $number } by { $player } is sealed: `{ $commitment }`

## At the end
verify-salt-reveal = Salt of the secret's commitment: { $salt }
verify-record-note = The game's whole record (every move, the sealed moves with their salts) is attached as { $file }: check it with { $cmd_game_verify } or `python -m bot verify { $file }`.

## /game verify
cmd-game-verify = verify
cmd-game-verify-desc = Check a game's record file: replay every move and check every commitment
opt-record = record
opt-record-desc = The record-<id>.json file attached to the game's last post
verify-too-big = The file is too large for a game record (at most { $size } MB).
verify-download-failed = The file could not be downloaded from Discord; please try again.

## The report
verify-ok = ✅ The record of game #{ $game_id } ({ $game }) checks out: { $moves } moves replayed by the rules, every commitment matches.
verify-failed = ❌ The record of game #{ $game_id } does not check out:
verify-unreadable = ❌ This is not a game record the bot can check:
verify-scores = Final scores: { $scores }
verify-board-hash = Final board (hash): `{ $hash }`
verify-compare = Compare with the channel: the secret's commitment `{ $commitment }`
verify-compare-sealed = Sealed moves: { $moves }
verify-sealed-item = #{ $number } { $player } `{ $commitment }`
verify-more = and { $count } more
verify-stored-same = It is the record of game #{ $game_id } exactly as this server's bot stored it.
verify-stored-differs = It is not the record of game #{ $game_id } as this server's bot stored it: they part at move { $number } (0 is the setup).

## What can be wrong (0 is the setup)
verify-malformed = The record cannot be read: the field “{ $field }” is missing or wrong.
verify-not-json = The file is not a JSON text.
verify-unknown-game = The record is of a game this bot does not host: { $game }.
verify-secret = Setup: the revealed secret does not match its commitment.
verify-no-secret-commitment = Setup: the record has no commitment to its secret (a game from before commitments existed), so the secret cannot be checked against the start.
verify-setup = Setup: the game cannot be set up from the record's secret and options.
verify-numbering = Move { $number }: the record numbers it { $found }.
verify-illegal = Move { $number }: the rules refuse it ({ $reason }).
verify-commitment = Move { $number }: the sealed move or its salt does not match its commitment.
verify-unsealed = Move { $number }: a sealed move without its commitment.
verify-public = Move { $number }: what everybody saw after it differs from the record.
verify-after-end = Move { $number }: the game was already over.
verify-result = End, after move { $number }: the scores or winners differ from the record (the replay gives { $found }).
verify-board = End, after move { $number }: the final board differs from the record.
verify-undone-commitment = Move { $number } (taken back): it does not match its commitment.
