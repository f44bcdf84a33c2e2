# /game fork 的期限（issue 31）：推演沿用原局的期限。
opt-fork-deadline-desc = 推演每步的小時數（0：不設期限；預設：和原局相同）
