# 世界大战：君主版（君主卡、主公技、宝物）、在自己回合以外自动打出的反应卡，以及版本选项。
# 用词见 bot/games/worldwar/glossary.md。名称选择器在文件末尾，为生成所得。

## /game new 的版本选项
opt-edition = 版本
opt-edition-desc = 世界大战：武将版，或君主版（君主卡、主公技、宝物）
option-edition = 版本
option-edition-generals = 武将版
option-edition-monarchs = 君主版

## 事件
ww-ev-lord-card = { $seat }保留君主卡{ NAME("ww-lord", $card) }。
ww-ev-treasure = { $seat }的君主得到宝物：{ NAME("ww-treasure", $treasure) }（武力 { $might }、智力 { $intellect }、统率 { $command }、魅力 { $charm }）。
ww-ev-skill = { $skill ->
    [spy] { $seat }的君主查看了{ $target }的{ $look ->
        [mission] 秘密任务
       *[hand] 手牌
    }。
    [recruit] { $seat }的君主在{ NAME("ww-territory", $territory) }招来 { $units } 名免费士兵。
   *[escape] { $seat }的君主逃脱了活捉。
}
ww-ev-reaction = { $card ->
    [ambush] { $seat }在{ NAME("ww-territory", $territory) }打出{ NAME("ww-card", $card) }：防守时点数最高的 2 颗骰子各 +1。欠下 1 个行动点。
    [bodyguard] { $seat }的{ NAME("ww-card", $card) }护送君主逃往{ NAME("ww-territory", $territory) }。欠下 1 个行动点。
   *[veto] { $seat }打出{ NAME("ww-card", $card) }：{ $against }的{ NAME("ww-card", $countered) }无效。欠下 1 个行动点。
}
ww-ev-owed = { $seat }本回合少 { $n } 个行动点，偿还打出反应卡所欠的行动点。

## 拒绝
ww-err-lord-card-kept = 你已经保留了一张君主卡。
ww-err-lord-card-offer = 这张君主卡不是发给你的。
ww-err-skill = 你的君主已经不能再使用这个主公技。

## 动作与操作
ww-do-lordcard = 保留君主卡：{ $lord }
ww-do-skill = 对{ $target }使用主公技
ww-ui-lordcard-offer = 从两张君主卡中保留一张（保留的那张所有人都看得到）：
ww-ui-lordcard-line = { $n }. { $lord }：武力 { $might }、智力 { $intellect }、统率 { $command }、魅力 { $charm }。{ $skills }
ww-ui-lordcard-placeholder = 保留一张君主卡……
ww-ui-lordcard-choice = { $lord }（{ $might }/{ $intellect }/{ $command }/{ $charm }）
ww-ui-skill-choice = 主公技：查看{ $target }
ww-me-lord-offer = 发给你的君主卡（保留一张）：{ $lords }
ww-me-lord-card = 你的君主卡：{ $lord }（武力 { $might }、智力 { $intellect }、统率 { $command }、魅力 { $charm }）

## Generated name selectors (event parameters hold ids)
