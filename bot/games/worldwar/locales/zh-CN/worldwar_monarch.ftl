# 世界大战：君主版（君主卡、主公技、宝物）、在自己回合以外自动打出的反应卡，以及版本选项。
# 用词见 bot/games/worldwar/glossary.md。名称选择器在文件末尾，为生成所得。

## /game new 的版本选项
opt-edition = 版本
opt-edition-desc = 世界大战：武将版，或君主版（君主卡、主公技、宝物）
option-edition = 版本
option-edition-generals = 武将版
option-edition-monarchs = 君主版

## 事件
ww-ev-lord-card = { $seat }留下了君主卡：{ NAME("ww-lord", $card) }。
ww-ev-treasure = { $seat }的君主得到宝物{ NAME("ww-treasure", $treasure) }（武力 { $might }，智力 { $intellect }，统率 { $command }，魅力 { $charm }）。
ww-ev-skill = { $skill ->
    [spy] { $seat }的君主用主公技偷看了{ $target }的{ $look ->
        [mission] 任务卡
       *[hand] 手牌
    }。
    [recruit] { $seat }的君主在{ NAME("ww-territory", $territory) }招来 { $units } 个小兵，一分钱没花。
   *[escape] { $seat }的君主差点被活捉，用主公技逃回了首都。
}
ww-ev-reaction = { $card ->
    [ambush] { $seat }在{ NAME("ww-territory", $territory) }亮出{ NAME("ww-card", $card) }：防守时点数最大的 2 颗骰子各加 1。下回合少 1 个行动点。
    [bodyguard] { $seat }亮出{ NAME("ww-card", $card) }，护着君主逃到{ NAME("ww-territory", $territory) }。下回合少 1 个行动点。
   *[veto] { $seat }亮出{ NAME("ww-card", $card) }，{ $against }的{ NAME("ww-card", $countered) }作废。下回合少 1 个行动点。
}
ww-ev-owed = { $seat }这回合少 { $n } 个行动点：之前在别人回合里出反应卡欠下的。

## 报错
ww-err-lord-card-kept = 君主卡你已经留过了。
ww-err-lord-card-offer = 这张君主卡没发给你。
ww-err-skill = 你君主的这个主公技已经用完了。

## 行动与操作
ww-do-lordcard = 留下君主卡：{ $lord }
ww-do-skill = 对{ $target }用主公技
ww-ui-lordcard-offer = 两张君主卡留一张（留下的那张大家都能看到）：
ww-ui-lordcard-line = { $n }. { $lord }：武力 { $might }，智力 { $intellect }，统率 { $command }，魅力 { $charm }。{ $skills }
ww-ui-lordcard-placeholder = 留哪张君主卡……
ww-ui-lordcard-choice = { $lord }（{ $might }/{ $intellect }/{ $command }/{ $charm }）
ww-ui-skill-choice = 主公技：偷看{ $target }
ww-me-lord-offer = 发给你的君主卡（留一张）：{ $lords }
ww-me-lord-card = 你的君主卡：{ $lord }（武力 { $might }，智力 { $intellect }，统率 { $command }，魅力 { $charm }）

## Generated name selectors (event parameters hold ids)
