## 孫子兵法規則引擎：名稱、拒絕行動的理由與戰況敘述（用語見 bot/games/suntzu/glossary.md）。

## 名稱：雙方寫作「吳方／楚方」，區域只寫地名，兩者不會混淆
suntzu-side-0 = 吳方
suntzu-side-1 = 楚方
suntzu-province-qin = 秦
suntzu-province-chu = 楚
suntzu-province-jin_yan = 晉-燕
suntzu-province-han_qi = 韓-齊
suntzu-province-wu = 吳
suntzu-card-name =
    { $face ->
        [plague] 瘟疫
        [minus] −1
       *[other] { $card }
    }

suntzu-phase-warlord = 選擇軍閥
suntzu-phase-place = 擺放行動卡
suntzu-phase-before = 戰鬥前使用軍閥
suntzu-phase-battle = 展開戰鬥
suntzu-phase-order = 選擇對戰順序
suntzu-phase-chariots = 戰車：選擇第二張軍閥卡
suntzu-phase-after = 戰鬥後使用軍閥
suntzu-phase-draw = 抽取行動卡
suntzu-phase-over = 遊戲結束

## 軍閥與事件的效果說明會畫在圖上並自動換行：數字前後不加空格，以免在空格處斷行
suntzu-warlord-double_six = 雙六
suntzu-warlord-double_six-text = 戰鬥前：你的「6」在另一個區域再出戰一次（該區域原本的卡牌回到手牌）；每張「6」各將 1 支軍隊擺到邊格。
suntzu-warlord-remove_enemy = 伏兵
suntzu-warlord-remove_enemy-text = 前 6 回合中的任一回合：將任一區域內的 1 支敵軍送回其增援區。
suntzu-warlord-plague_shield = 良醫
suntzu-warlord-plague_shield-text = 戰鬥前：所選區域的「瘟疫」對該區域軍隊的傷害降為 0（不移除任何軍隊）。
suntzu-warlord-plague_fury = 疫神
suntzu-warlord-plague_fury-text = 戰鬥前：所選區域的「瘟疫」改為只留下 1 支軍隊，而不是移除一半。
suntzu-warlord-plague_recycle = 暗疫
suntzu-warlord-plague_recycle-text = 戰鬥後：你打出的「瘟疫」放到牌堆底部（先丟棄牌堆頂的 1 張卡牌）。
suntzu-warlord-march = 急行軍
suntzu-warlord-march-text = 前 6 回合中的任一回合：將你的 1 支軍隊移到相鄰的區域（該區域須無人進駐或已有你的軍隊）。
suntzu-warlord-high_six = 老將
suntzu-warlord-high_six-text = 戰鬥後：你打出的 1 張「7」～「10」如同「6」回到手牌（不必擺放軍隊到邊格）。
suntzu-warlord-head_start = 先聲奪人
suntzu-warlord-head_start-text = 遊戲開始時，孫武指示物往吳方終點格移動 1 格。
suntzu-warlord-minus_recycle = 佯攻
suntzu-warlord-minus_recycle-text = 戰鬥後：你打出的「−1」放到牌堆底部（先丟棄牌堆頂的 1 張卡牌）。
suntzu-warlord-reinforce = 徵兵
suntzu-warlord-reinforce-text = 前 6 回合中的任一回合：從增援區拿 1 支軍隊，放到你已進駐的區域。

suntzu-event-epidemic = 流行病
suntzu-event-epidemic-text = 4 張「瘟疫」都已打出時：雙方各將 1 支軍隊移到備用區。
suntzu-event-chariots = 戰車
suntzu-event-chariots-text = 一方在 3 個邊格上擺有軍隊時：該方再選擇 1 張軍閥卡。
suntzu-event-champion = 冠軍挑戰
suntzu-event-champion-text = 打出「9」卻未贏得戰鬥時：該方將 1 支軍隊移到備用區。
suntzu-event-hero = 英雄挑戰
suntzu-event-hero-text = 打出「10」卻未贏得戰鬥時：該方將 2 支軍隊移到備用區。
suntzu-event-light_infantry = 輕步兵
suntzu-event-light_infantry-text = 雙方在同一區域都打出「1」時：計分軌上落後的一方在該區域放置 1 支軍隊。

suntzu-end-track = 孫武指示物抵達計分軌的終點格
suntzu-end-rounds = 第 9 回合已經結束
suntzu-end-events = 5 張事件卡都已執行完成

## 拒絕的行動
suntzu-error-players = 孫子兵法限 2 位玩家，目前有 { $players } 位。
suntzu-error-game-over = 遊戲已經結束，不能再行動。
suntzu-error-not-a-seat = 座位 { $seat } 不在這局遊戲中。
suntzu-error-unknown-action = 「{ $action }」不是孫子兵法的行動。
suntzu-error-wrong-phase = 現在不能這樣做：目前是「{ $phase }」階段。
suntzu-error-not-your-turn = 還沒輪到你：正在等待對手。
suntzu-error-bad-province = 「{ $province }」不是區域（請從 5 個區域中選擇，編號 0～4）。
suntzu-error-bad-card = 「{ $card }」不是孫子兵法的卡牌（1～10、+1、+2、+3、−1 或代表瘟疫的 P）。
suntzu-error-card-not-in-hand = 你的手牌中沒有「{ $card }」。
suntzu-error-locked = 你的擺放已鎖定。請先解除鎖定，再更換卡牌。
suntzu-error-not-locked = 你的擺放尚未鎖定，不需要解除。
suntzu-error-placement-incomplete =
    { $missing ->
       *[other] 還有 { $missing } 個區域沒有擺放卡牌：每個區域都放好卡牌後才能鎖定。
    }
suntzu-error-bad-warlord = 「{ $warlord }」不是你這一方的軍閥。
suntzu-error-warlord-not-yours = 「{ $warlord }」不是你的軍閥。
suntzu-error-warlord-used = 「{ $warlord }」已經使用過了；每張軍閥卡只能使用一次。
suntzu-error-warlord-not-now = 「{ $warlord }」現在無法使用（時機或回合不符，或沒有可作用的對象）。
suntzu-error-warlord-target = 「{ $warlord }」不能作用在那裡：請從提供的目標中選擇。
suntzu-error-battle-done = { $province }區的戰鬥已經進行過了；請選擇尚未對戰的區域。
suntzu-error-keep-count =
    { $count ->
       *[other] 請從抽到的卡牌中保留剛好 { $count } 張。
    }
suntzu-error-keep-not-drawn = 你沒有抽到「{ $card }」；只能保留抽到的卡牌。
suntzu-error-support-keeper = 「1」～「6」不能丟棄來換取特別支援；請丟棄其他卡牌。
suntzu-error-support-placed = 你的「{ $card }」本回合已經擺放；只能丟棄尚未擺放的卡牌。
suntzu-error-support-no-reserve = 備用區沒有你的軍隊，特別支援取不回任何軍隊。

## 戰況敘述（除標註「私人」者外皆為公開）
suntzu-ev-warlords-chosen = 雙方都已祕密選好軍閥。
# 私人
suntzu-ev-warlord-chosen = 你選擇的軍閥：{ $warlord }。
suntzu-ev-round-start = 第 { $round } 回合開始：在每個區域各擺放 1 張行動卡。
# 私人
suntzu-ev-assigned = 你在{ $province }區擺放了「{ $card }」。
# 私人
suntzu-ev-locked = 你的擺放已鎖定。
# 私人
suntzu-ev-unlocked = 你的擺放已解除鎖定，可以更換卡牌。
# 公開，僅限以 open_locks 選項開局的遊戲
suntzu-ev-locked-open = { $side }已鎖定卡牌擺放。
# 公開，僅限以 open_locks 選項開局的遊戲
suntzu-ev-unlocked-open = { $side }解除了擺放鎖定，正在更換卡牌。
suntzu-ev-reveal = 第 { $round } 回合翻開卡牌（由秦至吳）。吳方：{ $wu }。楚方：{ $chu }。
suntzu-ev-chooser = { $side }在圖板上的軍隊較少，由{ $side }決定對戰順序。
suntzu-ev-order = { $side }選擇下一場戰鬥的區域：{ $province }。
suntzu-ev-battle = { $province }：吳方「{ $wu }」對楚方「{ $chu }」，{ $side }以 { $diff } 點之差獲勝。{ $back ->
        [0] {""}
       *[other] 敗方 { $back } 支軍隊退回增援區。
    }{ $placed ->
        [0] {""}
       *[other] { $side }進駐 { $placed } 支軍隊。
    }{ $paid_wu ->
        [0] {""}
       *[other] 吳方將 { $paid_wu } 支軍隊移到備用區。
    }{ $paid_chu ->
        [0] {""}
       *[other] 楚方將 { $paid_chu } 支軍隊移到備用區。
    }{ $edge_wu ->
        [0] {""}
       *[other] 吳方的「6」將 1 支軍隊擺到邊格。
    }{ $edge_chu ->
        [0] {""}
       *[other] 楚方的「6」將 1 支軍隊擺到邊格。
    }
suntzu-ev-battle-tie = { $province }：吳方「{ $wu }」對楚方「{ $chu }」，平手，沒有軍隊移動。{ $paid_wu ->
        [0] {""}
       *[other] 吳方將 { $paid_wu } 支軍隊移到備用區。
    }{ $paid_chu ->
        [0] {""}
       *[other] 楚方將 { $paid_chu } 支軍隊移到備用區。
    }{ $edge_wu ->
        [0] {""}
       *[other] 吳方的「6」將 1 支軍隊擺到邊格。
    }{ $edge_chu ->
        [0] {""}
       *[other] 楚方的「6」將 1 支軍隊擺到邊格。
    }
suntzu-ev-plague = { $province }：吳方「{ $wu }」對楚方「{ $chu }」。瘟疫發作，本區不開戰：{ $lost ->
        [0] 沒有軍隊損失。
       *[other] { $lost } 支軍隊退回增援區。
    }
suntzu-ev-support = { $side }丟棄「{ $card }」換取特別支援：1 支軍隊從備用區回到增援區。
suntzu-ev-event-triggered = 事件發生：{ $event }！
suntzu-ev-event-up = 翻開下一張事件卡：{ $event }。
suntzu-ev-epidemic =
    { $count ->
        [0] 流行病：{ $side }沒有軍隊可以移除。
       *[other] 流行病：{ $side }將 1 支軍隊移到備用區。
    }
suntzu-ev-chariots =
    { $gains ->
        [true] 戰車：{ $side }已在 3 個邊格上擺有軍隊，可再選擇 1 張軍閥卡。
       *[other] 戰車：{ $side }已在 3 個邊格上擺有軍隊（初學模式不使用軍閥卡）。
    }
suntzu-ev-chariots-chosen = { $side }已祕密選好第二張軍閥卡。
suntzu-ev-champion = 冠軍挑戰：{ $side }的「9」未贏得戰鬥，{ $count } 支軍隊移到備用區。
suntzu-ev-hero = 英雄挑戰：{ $side }的「10」未贏得戰鬥，{ $count } 支軍隊移到備用區。
suntzu-ev-light-infantry = 輕步兵（{ $province }）：{ $side }在計分軌上落後，派 1 支軍隊進駐。
suntzu-ev-light-infantry-none = 輕步兵（{ $province }）：雙方都沒有落後，沒有任何效果。
suntzu-ev-warlord-double-six = { $side }使用「{ $warlord }」：{ $province }區也改由「6」出戰（該區原本的「{ $card }」回到手牌）。
suntzu-ev-warlord-remove-enemy = { $side }使用「{ $warlord }」：{ $province }區的 1 支敵軍退回其增援區。
suntzu-ev-warlord-plague-shield = { $side }使用「{ $warlord }」：{ $province }區的瘟疫不會讓那裡的軍隊有任何損失。
suntzu-ev-warlord-plague-fury = { $side }使用「{ $warlord }」：{ $province }區的瘟疫將只留下 1 支軍隊。
suntzu-ev-warlord-plague-recycle = { $side }使用「{ $warlord }」：打出的「瘟疫」放到牌堆底部（牌堆頂的「{ $discarded }」被丟棄）。
suntzu-ev-warlord-march = { $side }使用「{ $warlord }」：1 支軍隊從{ $province }區急行軍到{ $to }區。
suntzu-ev-warlord-high-six = { $side }使用「{ $warlord }」：打出的「{ $card }」回到手牌。
suntzu-ev-warlord-head-start = { $side }亮出「{ $warlord }」：孫武指示物往吳方終點格移動 1 格。
suntzu-ev-warlord-minus-recycle = { $side }使用「{ $warlord }」：打出的「−1」放到牌堆底部（牌堆頂的「{ $discarded }」被丟棄）。
suntzu-ev-warlord-reinforce = { $side }使用「{ $warlord }」：增援區的 1 支軍隊進駐{ $province }區。
suntzu-ev-score = 第 { $round } 回合計分：吳方 { $wu } 分，楚方 { $chu } 分。{ $marker ->
        [0] 孫武指示物位於計分軌正中央。
        [-1] 孫武指示物偏向吳方 1 格。
        [-2] 孫武指示物偏向吳方 2 格。
        [-3] 孫武指示物偏向吳方 3 格。
        [-4] 孫武指示物偏向吳方 4 格。
        [-5] 孫武指示物偏向吳方 5 格。
        [-6] 孫武指示物偏向吳方 6 格。
        [-7] 孫武指示物偏向吳方 7 格。
        [-8] 孫武指示物偏向吳方 8 格。
        [-9] 孫武指示物偏向吳方 9 格。
        [1] 孫武指示物偏向楚方 1 格。
        [2] 孫武指示物偏向楚方 2 格。
        [3] 孫武指示物偏向楚方 3 格。
        [4] 孫武指示物偏向楚方 4 格。
        [5] 孫武指示物偏向楚方 5 格。
        [6] 孫武指示物偏向楚方 6 格。
        [7] 孫武指示物偏向楚方 7 格。
        [8] 孫武指示物偏向楚方 8 格。
        [9] 孫武指示物偏向楚方 9 格。
       *[other] 孫武指示物位於 { $marker }（負數偏向吳方，正數偏向楚方）。
    }
suntzu-ev-draw =
    { $count ->
        [0] { $side }已經沒有卡牌可抽。
       *[other] { $side }抽 { $count } 張牌。
    }
# 私人
suntzu-ev-drawn = 你抽到：{ $cards }。保留 { $keep } 張，其餘放到牌堆底部。
# 私人
suntzu-ev-drawn-all = 你抽到：{ $cards }，全部保留（牌堆快用完了）。
# 私人
suntzu-ev-kept = 你保留了：{ $cards }。
suntzu-ev-game-over = 遊戲結束，{ $side }獲勝：{ $reason }。{ $tiebreak ->
        [pool] 孫武指示物位於計分軌正中央，而{ $side }增援區的軍隊較多。
       *[other] {""}
    }
suntzu-ev-game-drawn = 雙方平手：{ $reason }，孫武指示物位於計分軌正中央，且雙方增援區的軍隊一樣多。
