# 世界大戰：君主版（君主卡、主公技、寶物）、在自己回合以外自動打出的反應卡，以及版本選項。
# 用詞見 bot/games/worldwar/glossary.md。名稱選擇器在檔尾，為產生而得。

## /game new 的版本選項
opt-edition = 版本
opt-edition-desc = 世界大戰：武將版，或君主版（君主卡、主公技、寶物）
option-edition = 版本
option-edition-generals = 武將版
option-edition-monarchs = 君主版

## 事件
ww-ev-lord-card = { $seat }保留君主卡{ NAME("ww-lord", $card) }。
ww-ev-treasure = { $seat }的君主得到寶物：{ NAME("ww-treasure", $treasure) }（武力 { $might }、智力 { $intellect }、統率 { $command }、魅力 { $charm }）。
ww-ev-skill = { $skill ->
    [spy] { $seat }的君主查看了{ $target }的{ $look ->
        [mission] 祕密任務
       *[hand] 手牌
    }。
    [recruit] { $seat }的君主在{ NAME("ww-territory", $territory) }招來 { $units } 名免費士兵。
   *[escape] { $seat }的君主險些被活捉，及時脫身了。
}
ww-ev-reaction = { $card ->
    [ambush] { $seat }在{ NAME("ww-territory", $territory) }打出{ NAME("ww-card", $card) }：防守時點數最高的 2 顆骰子各 +1。下回合少 1 個行動點。
    [bodyguard] { $seat }的{ NAME("ww-card", $card) }護送君主逃往{ NAME("ww-territory", $territory) }。下回合少 1 個行動點。
   *[veto] { $seat }打出{ NAME("ww-card", $card) }：{ $against }的{ NAME("ww-card", $countered) }無效。下回合少 1 個行動點。
}
ww-ev-owed = { $seat }本回合少 { $n } 個行動點：先前在別人回合打出反應卡所欠。

## 拒絕
ww-err-lord-card-kept = 你已經保留了一張君主卡。
ww-err-lord-card-offer = 這張君主卡不是發給你的。
ww-err-skill = 你的君主已經不能再使用這個主公技。

## 動作與操作
ww-do-lordcard = 保留君主卡：{ $lord }
ww-do-skill = 對{ $target }使用主公技
ww-ui-lordcard-offer = 從兩張君主卡中保留一張（保留的那張所有人都看得到）：
ww-ui-lordcard-line = { $n }. { $lord }：武力 { $might }、智力 { $intellect }、統率 { $command }、魅力 { $charm }。{ $skills }
ww-ui-lordcard-placeholder = 保留一張君主卡……
ww-ui-lordcard-choice = { $lord }（{ $might }/{ $intellect }/{ $command }/{ $charm }）
ww-ui-skill-choice = 主公技：查看{ $target }
ww-me-lord-offer = 發給你的君主卡（保留一張）：{ $lords }
ww-me-lord-card = 你的君主卡：{ $lord }（武力 { $might }、智力 { $intellect }、統率 { $command }、魅力 { $charm }）

## Generated name selectors (event parameters hold ids)
