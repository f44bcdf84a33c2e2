## The platform: lobby, moderation, delivery and errors.

## Commands (names: lowercase, no spaces; descriptions: at most 100 characters)
cmd-game = game
cmd-game-desc = Host a board game in this channel
cmd-game-new = new
cmd-game-new-desc = Open a lobby for a new game in this channel (moderators)
cmd-game-join = join
cmd-game-join-desc = Take a seat in this channel's lobby
cmd-game-leave = leave
cmd-game-leave-desc = Leave this channel's lobby
cmd-game-start = start
cmd-game-start-desc = Seat the players and start the game (moderators)
cmd-game-kick = kick
cmd-game-kick-desc = Remove a player; in a running game the bot plays their seat (moderators)
cmd-game-status = status
cmd-game-status-desc = Show the board and whose turn it is
cmd-game-hand = hand
cmd-game-hand-desc = Your private information and choices (only you see it)
cmd-game-log = log
cmd-game-log-desc = What happened recently in this channel's game
cmd-game-list = list
cmd-game-list-desc = Active games in this server
cmd-game-rules = rules
cmd-game-rules-desc = A summary of a game's rules
cmd-game-end = end
cmd-game-end-desc = End this channel's game now and reveal everything (moderators)
cmd-game-config = config
cmd-game-config-desc = Set the moderator role and this channel's language (moderators)

opt-game = game
opt-game-desc = Which game
opt-seed = seed
opt-seed-desc = Fix the random seed to replay a game (hidden cards are then not secret)
opt-beginner = beginner
opt-beginner-desc = Sun Tzu: the beginner variant (21 armies, no +2/+3, no warlords)
opt-player = player
opt-player-desc = The player to remove
opt-count = count
opt-count-desc = How many moves to show
opt-reason = reason
opt-reason-desc = Why the game ends
opt-moderator-role = moderator_role
opt-moderator-role-desc = Members with this role may run games
opt-language = language
opt-language-desc = The language of this channel's game posts

option-beginner = beginner variant
language-en = English
language-zh-TW = 繁體中文
language-zh-CN = 简体中文

## Lobby
lobby-title = { $game } — lobby
lobby-body = { $count } seated ({ $min }–{ $max } players). Press **Join** to take a seat; a moderator presses **Start**.
lobby-no-players = Nobody has joined yet.
lobby-options = Options
lobby-footer = Game #{ $id }
game-seed = Seed of this game (to replay it, give it as the seed to { $cmd_game_new }): { $seed }
game-secret = Random secret of this game, kept hidden while it ran (for audits): { $secret }
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-start = Start
lobby-joined = You have a seat. { $count ->
    [one] You are the only player so far.
   *[other] { $count } players are seated.
}
lobby-left = You left the lobby.
kicked = { $player } was removed from the game.

## Play
seat-name = { $name } ({ $label })
game-started = The game begins! Seats: { $players }.
reminder = ⏰ { $game } is waiting. { $waiting }
waiting-for = Your move: { $players }
prompt-header = **{ $game }** in { $channel } — you play { $seat }.
prompt-waiting-others = Nothing to do right now; I will message you when it is your move.
private-image-alt = Your private cards and choices
board-alt = The { $game } board after move { $move }
dm-closed = { $player }, I cannot send you direct messages. Use { $cmd_game_hand } in this channel to see your private information and make your moves.
status-line = Move { $move }. { $count ->
    [0] Nobody to wait for.
   *[other] Waiting for: { $players }
}
status-lobby = waiting in the lobby
status-running = running
status-finished = finished
status-ended = ended
log-title = Recent moves
log-empty = Nothing has happened yet.
list-line = { $channel } — { $game } — { $status } — { $count ->
    [one] 1 player
   *[other] { $count } players
}
list-empty = No game is running in this server.
config-show = Moderator role: { $role } · This channel's language: { $language }

## The end
result-normal = The game is over.
result-score-line = { $winner ->
    [yes] 🏆
   *[no] ▫️
} { $player }: { $score }
reveal-seat = Revealed, { $player }:
game-ended-by-moderator = A moderator ended the game. Reason: { $reason }
ended-ok = The game is ended.

## Refusals: say why, and what is possible instead
error-no-such-game = That game no longer exists.
error-no-game-here = There is no game in this channel. A moderator can open one with { $cmd_game_new }.
error-game-not-started = The game has not started yet. A moderator starts it with { $cmd_game_start } once enough players have joined.
error-not-moderator = Only moderators can do that (Manage Server, Manage Channels, or the moderator role set with { $cmd_game_config }).
error-unknown-game = I do not know the game "{ $game }". Pick one from the list.
error-option-not-for-game = The option "{ $option }" does not apply to { $game }.
error-channel-busy = This channel already has a game. Finish it, ask a moderator to { $cmd_game_end } it, or use another channel or a thread.
error-already-started = The game has already started; seats can no longer change.
error-already-joined = You already have a seat in this game.
error-table-full = The table is full ({ $max } players).
error-not-a-player = You are not playing in this game. Join the next one when its lobby opens.
error-target-not-a-player = That member is not seated in this game.
error-leave-after-start = The game is running, so you cannot leave it. Ask a moderator to { $cmd_game_kick } you: the bot will play your seat.
error-player-count = This game needs { $min }–{ $max } players; { $count } have joined.
error-game-not-running = This game is not running any more.
error-bad-action = I could not understand that move. Use the buttons and menus, or { $cmd_game_hand }.
error-not-your-turn = It is not your move right now. I will message you when it is.
error-not-your-prompt = These controls were made for another player of game #{ $game } in { $channel }. Use { $cmd_game_hand } there to get your own.
error-nothing-changed = That changes nothing: it is already so.
error-board-moved-on = The game moved on while you were choosing; look at your latest message or { $cmd_game_hand } and try again.
error-bad-layout = I could not read "{ $part }". Write the tokens per region as region:count pairs, e.g. `5:3 9:1`.
error-lobby-not-posted = I could not post the lobby in this channel, so no game was opened. Check that I may send messages and embeds here, then try { $cmd_game_new } again.
error-bad-input = Some of that command's values are not valid; check each option's description.
error-unexpected = Something went wrong on my side. Nothing in the game changed; please try again.

## Offline demo
demo-player = Player { $number }
demo-title = { $game } — offline demo, seed { $seed }
demo-written = Demo written to { $path }
error-controls-stale = ⏩ The board moved on since these controls were made — here are your current choices.
error-controls-unknown = These controls are no longer current. Use { $cmd_game_hand } in the game’s channel to get your current choices.
error-seat-played-by-bot = Your seat in this game is played by the bot now (or was handed to someone else), so it no longer takes your moves.
error-seat-private-played-by-bot = Your seat in this game is played by the bot now, so its hand and secrets are no longer shown to you.
error-seed-range = The seed must be a whole number from 0 to { $max }.
error-control-other-channel = These controls belong to a game in another channel.
waiting-for-step = Your move — { $step }: { $players }
step-default = make your move

## Option values the bot checks itself (a forged interaction skips the Discord client's checks)
error-option-range = The option "{ $option }" must be a whole number from { $min } to { $max }.
error-option-text = The option "{ $option }" must be text of at most { $max } characters.
error-option-choice = The option "{ $option }" must be one of: { $allowed }.
error-option-role = The option "{ $option }" must be a role of this server.
error-bad-number = I could not read "{ $value }" as a number. Write a whole number from 0 to { $max }, or pick a choice from the list.
error-layout-number = In "{ $part }", region numbers and counts must be whole numbers from 0 to { $max }.
error-layout-too-long = A layout has at most { $max } region:count pairs; you wrote { $count }.
error-config-role-needs-manage-server = Only members with the Manage Server (or Administrator) permission can set or change the moderator role.
error-config-role-everyone = `@everyone` cannot be the moderator role: it would make every member a moderator. Choose a role that only your moderators have.
