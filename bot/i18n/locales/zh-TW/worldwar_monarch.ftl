# 世界大戰：君主版（君主卡、主公技、寶物）、在自己回合以外自動打出的反應卡，以及版本選項。
# 用詞見 docs/glossary/worldwar.md。名稱選擇器在檔尾，為產生而得。

## /game new 的版本選項
opt-edition = 版本
opt-edition-desc = 世界大戰：武將版，或君主版（君主卡、主公技、寶物）
option-edition = 版本
option-edition-generals = 武將版
option-edition-monarchs = 君主版

## 事件
ww-ev-lord-card = { $seat }保留君主卡{ ww-name-lordcard }。
ww-ev-treasure = { $seat }的君主得到寶物：{ ww-name-treasure }（武力 { $might }、智力 { $intellect }、統率 { $command }、魅力 { $charm }）。
ww-ev-skill = { $skill ->
    [spy] { $seat }的君主查看了{ $target }的{ $look ->
        [mission] 祕密任務
       *[hand] 手牌
    }。
    [recruit] { $seat }的君主在{ ww-name-territory }招來 { $units } 名免費士兵。
   *[escape] { $seat }的君主逃脫了活捉。
}
ww-ev-reaction = { $card ->
    [ambush] { $seat }在{ ww-name-territory }打出{ ww-name-card }：防守時點數最高的 2 顆骰子各 +1。欠下 1 個行動點。
    [bodyguard] { $seat }的{ ww-name-card }護送君主逃往{ ww-name-territory }。欠下 1 個行動點。
   *[veto] { $seat }打出{ ww-name-card }：{ $against }的{ ww-name-countered }無效。欠下 1 個行動點。
}
ww-ev-owed = { $seat }本回合少 { $n } 個行動點，償還打出反應卡所欠的行動點。

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
ww-name-lordcard = { $card ->
    [iron-regent] { ww-lord-iron-regent }
    [silver-oracle] { ww-lord-silver-oracle }
    [desert-khan] { ww-lord-desert-khan }
    [storm-queen] { ww-lord-storm-queen }
    [forest-warden] { ww-lord-forest-warden }
    [ember-duchess] { ww-lord-ember-duchess }
    [old-admiral] { ww-lord-old-admiral }
    [masked-chancellor] { ww-lord-masked-chancellor }
    [merchant-prince] { ww-lord-merchant-prince }
    [wandering-saint] { ww-lord-wandering-saint }
   *[other] { $card }
}
ww-name-treasure = { $treasure ->
    [war-banner] { ww-treasure-war-banner }
    [dragon-blade] { ww-treasure-dragon-blade }
    [sage-scroll] { ww-treasure-sage-scroll }
    [pearl-necklace] { ww-treasure-pearl-necklace }
    [silk-robe] { ww-treasure-silk-robe }
    [iron-helm] { ww-treasure-iron-helm }
    [star-map] { ww-treasure-star-map }
    [ruby-crown] { ww-treasure-ruby-crown }
    [golden-spurs] { ww-treasure-golden-spurs }
    [ancient-bow] { ww-treasure-ancient-bow }
    [jade-seal] { ww-treasure-jade-seal }
    [lucky-coin] { ww-treasure-lucky-coin }
    [steppe-charger] { ww-treasure-steppe-charger }
    [crystal-ball] { ww-treasure-crystal-ball }
    [gilded-armour] { ww-treasure-gilded-armour }
    [lion-mantle] { ww-treasure-lion-mantle }
    [cipher-book] { ww-treasure-cipher-book }
    [royal-signet] { ww-treasure-royal-signet }
    [phoenix-feather] { ww-treasure-phoenix-feather }
    [twin-swords] { ww-treasure-twin-swords }
    [silver-harp] { ww-treasure-silver-harp }
    [field-glass] { ww-treasure-field-glass }
    [herbal-elixir] { ww-treasure-herbal-elixir }
    [court-fan] { ww-treasure-court-fan }
    [oracle-bones] { ww-treasure-oracle-bones }
    [thunder-hammer] { ww-treasure-thunder-hammer }
    [war-elephant] { ww-treasure-war-elephant }
    [cursed-mirror] { ww-treasure-cursed-mirror }
    [powder-keg] { ww-treasure-powder-keg }
    [plague-cloak] { ww-treasure-plague-cloak }
   *[other] { $treasure }
}
ww-name-countered = { $countered ->
    [conscription] { ww-card-conscription }
    [militia] { ww-card-militia }
    [royal-guard] { ww-card-royal-guard }
    [border-levy] { ww-card-border-levy }
    [harvest] { ww-card-harvest }
    [treasury] { ww-card-treasury }
    [land-tax] { ww-card-land-tax }
    [tribute] { ww-card-tribute }
    [raid-convoy] { ww-card-raid-convoy }
    [war-levy] { ww-card-war-levy }
    [forced-march] { ww-card-forced-march }
    [supply-lines] { ww-card-supply-lines }
    [war-cry] { ww-card-war-cry }
    [ambush] { ww-card-ambush }
    [battle-plan] { ww-card-battle-plan }
    [blitz] { ww-card-blitz }
    [earthworks] { ww-card-earthworks }
    [citadel] { ww-card-citadel }
    [informant] { ww-card-informant }
    [scouts] { ww-card-scouts }
    [rally] { ww-card-rally }
    [horse-fair] { ww-card-horse-fair }
    [foundry] { ww-card-foundry }
    [siege-works] { ww-card-siege-works }
    [watch-post] { ww-card-watch-post }
    [saboteurs] { ww-card-saboteurs }
    [bombardment] { ww-card-bombardment }
    [dispatches] { ww-card-dispatches }
    [veto] { ww-card-veto }
    [envoy] { ww-card-envoy }
    [secret-passage] { ww-card-secret-passage }
    [prisoner-exchange] { ww-card-prisoner-exchange }
    [bodyguard] { ww-card-bodyguard }
   *[other] { $countered }
}
