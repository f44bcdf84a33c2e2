# Refusals of hostile or mistaken input to the bot players' controls (issue 30).
error-lobby-game-over = 這是第 { $game } 局的大廳，那局已經結束，這裡的按鈕都不再有用。請用這個頻道目前開著的那局的大廳，或請管理員用 { $cmd_game_new } 開一局。
error-replace-bot-same-level = 機器人 { $number } 已經用這個難度在坐這個座位了。請選別的難度，或用「新玩家」選項把座位交給一位成員。
follow-error-seat-played-by-bot = 你在{ $game }的座位現在由機器人代打，輪到這個座位時遊戲不會再通知你；不過座位仍掛在你名下，而遊戲不能從自己的座位追蹤。請在這個頻道觀看。
notify-error-seat-played-by-bot = 你在這個頻道的遊戲裡的座位現在由機器人代打，輪到這個座位時遊戲不會通知你，所以為這局設定通知方式也沒有作用。你為這個伺服器選的通知方式（範圍：這個伺服器），在你的其他遊戲裡照樣有效。
