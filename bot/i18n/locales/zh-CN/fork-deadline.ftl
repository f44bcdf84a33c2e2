# /game fork 的每步限时（issue 31）：推演沿用原局的限时。
opt-fork-deadline-desc = 推演每步限时几小时（0：不限时；默认：和原局一样）
