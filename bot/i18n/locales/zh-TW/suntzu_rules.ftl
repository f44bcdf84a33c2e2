## 孫子兵法規則引擎：名稱、拒絕理由與戰況敘述。

## 名稱
suntzu-side-0 = 吳
suntzu-side-1 = 楚
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

suntzu-phase-warlord = 選擇軍閥中
suntzu-phase-place = 擺放行動卡中
suntzu-phase-before = 戰鬥前的軍閥時機
suntzu-phase-battle = 戰鬥中
suntzu-phase-order = 選擇對戰順序中
suntzu-phase-chariots = 戰車事件選擇軍閥中
suntzu-phase-after = 戰鬥後的軍閥時機
suntzu-phase-draw = 抽取行動卡中
suntzu-phase-over = 遊戲已結束

suntzu-warlord-double_six = 雙六
suntzu-warlord-double_six-text = 戰鬥前：你的「6」在另一個區域再使用一次（該處原本的卡牌回到手牌）；每張「6」都須將1個軍隊擺到邊格。
suntzu-warlord-remove_enemy = 伏兵
suntzu-warlord-remove_enemy-text = 前6回合中的一次：將任一區域內的1個對手軍隊送回其增援區。
suntzu-warlord-plague_shield = 良醫
suntzu-warlord-plague_shield-text = 戰鬥前：所選區域的「瘟疫」對該區域的軍隊造成的傷害降為0（不移除任何軍隊）。
suntzu-warlord-plague_fury = 疫神
suntzu-warlord-plague_fury-text = 戰鬥前：所選區域的「瘟疫」改為只留下1個軍隊，而非移除一半。
suntzu-warlord-plague_recycle = 暗疫
suntzu-warlord-plague_recycle-text = 戰鬥後：你打出的「瘟疫」放回牌堆底部（牌堆頂的1張卡牌丟棄）。
suntzu-warlord-march = 急行軍
suntzu-warlord-march-text = 前6回合中的一次：將你的1個軍隊移到相鄰且無人或己方進駐的區域。
suntzu-warlord-high_six = 老將
suntzu-warlord-high_six-text = 戰鬥後：你打出的一張「7」~「10」如同「6」回到手牌（無須擺放軍隊到邊格）。
suntzu-warlord-head_start = 先聲奪人
suntzu-warlord-head_start-text = 遊戲開始時，計分指示物往吳方移動1格。
suntzu-warlord-minus_recycle = 佯攻
suntzu-warlord-minus_recycle-text = 戰鬥後：你打出的「−1」放回牌堆底部（牌堆頂的1張卡牌丟棄）。
suntzu-warlord-reinforce = 徵兵
suntzu-warlord-reinforce-text = 前6回合中的一次：從增援區拿取1個軍隊放到你已進駐的區域。

suntzu-event-epidemic = 流行病
suntzu-event-epidemic-text = 4張「瘟疫」皆已打出時：雙方各將1個軍隊移到備用區。
suntzu-event-chariots = 戰車
suntzu-event-chariots-text = 一方在3個邊格上都有軍隊時：該方再選擇1張軍閥卡。
suntzu-event-champion = 冠軍挑戰
suntzu-event-champion-text = 打出「9」卻未贏得戰鬥時：該方將1個軍隊移到備用區。
suntzu-event-hero = 英雄挑戰
suntzu-event-hero-text = 打出「10」卻未贏得戰鬥時：該方將2個軍隊移到備用區。
suntzu-event-light_infantry = 輕步兵
suntzu-event-light_infantry-text = 雙方在同一區域都打出「1」時：分數落後的一方可放置1個軍隊到該區域。

suntzu-end-track = 計分指示物到達計分軌終點
suntzu-end-rounds = 第九回合結束
suntzu-end-events = 5張事件卡皆已執行完成

## 拒絕的行動
suntzu-error-players = 孫子兵法只能由2位玩家進行，而不是 { $players } 位。
suntzu-error-game-over = 遊戲已結束，不能再行動。
suntzu-error-not-a-seat = 座位 { $seat } 不在這場遊戲中。
suntzu-error-unknown-action = 「{ $action }」不是孫子兵法的行動。
suntzu-error-wrong-phase = 現在不能這樣做：遊戲正在{ $phase }。
suntzu-error-not-your-turn = 還沒輪到你：遊戲正在等待另一位玩家。
suntzu-error-bad-province = 「{ $province }」不是區域（請從5個區域中選擇，0 到 4）。
suntzu-error-bad-card = 「{ $card }」不是孫子兵法的卡牌（1~10、+1、+2、+3、−1 或 P）。
suntzu-error-card-not-in-hand = 你的手牌中沒有「{ $card }」。
suntzu-error-locked = 你的擺放已鎖定。請先解除鎖定再更換卡牌。
suntzu-error-not-locked = 你的擺放尚未鎖定，不需要解除。
suntzu-error-placement-incomplete =
    { $missing ->
       *[other] 還有 { $missing } 個區域沒有卡牌：每個區域都放好卡牌後才能鎖定。
    }
suntzu-error-bad-warlord = 「{ $warlord }」不是你這一方的軍閥。
suntzu-error-warlord-not-yours = { $warlord } 不是你的軍閥。
suntzu-error-warlord-used = { $warlord } 已經使用過了；每張軍閥卡只能使用一次。
suntzu-error-warlord-not-now = { $warlord } 現在無法使用（時機、回合不符或沒有可作用的對象）。
suntzu-error-warlord-target = { $warlord } 不能作用在那裡：請從提供的目標中選擇。
suntzu-error-battle-done = { $province } 的戰鬥已經進行過了；請選擇尚未對戰的區域。
suntzu-error-keep-count =
    { $count ->
       *[other] 請從抽到的卡牌中正好保留 { $count } 張。
    }
suntzu-error-keep-not-drawn = 你沒有抽到「{ $card }」；只能保留抽到的卡牌。
suntzu-error-support-keeper = 「1」~「6」不能丟棄來換取特別支援；請丟棄其他卡牌。
suntzu-error-support-placed = 你的「{ $card }」本回合已擺放；只能丟棄尚未擺放的卡牌。
suntzu-error-support-no-reserve = 備用區沒有你的軍隊，特別支援不會帶來任何軍隊。

## 戰況敘述（除標註外皆為公開）
suntzu-ev-warlords-chosen = 雙方都已秘密選好軍閥。
# 私人
suntzu-ev-warlord-chosen = 你的軍閥：{ $warlord }。
suntzu-ev-round-start = 第 { $round } 回合開始：在每個區域各擺放1張卡牌。
# 私人
suntzu-ev-assigned = { $province }：{ $card }。
# 私人
suntzu-ev-locked = 你的擺放已鎖定。
# 私人
suntzu-ev-unlocked = 你的擺放已解除鎖定，可以更換卡牌。
# public, only in games opened with the open_locks option
suntzu-ev-locked-open = { $side } 已鎖定卡牌擺放。
# public, only in games opened with the open_locks option
suntzu-ev-unlocked-open = { $side } 解除了卡牌擺放的鎖定，正在更換卡牌。
suntzu-ev-reveal = 第 { $round } 回合翻開卡牌。吳：{ $wu }。楚：{ $chu }（由秦至吳）。
suntzu-ev-chooser = { $side } 在圖板上的軍隊較少，由其決定對戰順序。
suntzu-ev-order = { $side } 選擇下一場在 { $province } 對戰。
suntzu-ev-battle = { $province }：吳 { $wu } 對 楚 { $chu }，{ $side } 以 { $diff } 點獲勝。{ $back ->
        [0] {""}
       *[other] { $back } 個軍隊退回增援區。
    }{ $placed ->
        [0] {""}
       *[other] { $side } 的 { $placed } 個軍隊進駐。
    }{ $paid_wu ->
        [0] {""}
       *[other] 吳將 { $paid_wu } 個軍隊移到備用區。
    }{ $paid_chu ->
        [0] {""}
       *[other] 楚將 { $paid_chu } 個軍隊移到備用區。
    }{ $edge_wu ->
        [0] {""}
       *[other] 吳的「6」將1個軍隊擺到邊格。
    }{ $edge_chu ->
        [0] {""}
       *[other] 楚的「6」將1個軍隊擺到邊格。
    }
suntzu-ev-battle-tie = { $province }：吳 { $wu } 對 楚 { $chu }，平手，沒有軍隊移動。{ $paid_wu ->
        [0] {""}
       *[other] 吳將 { $paid_wu } 個軍隊移到備用區。
    }{ $paid_chu ->
        [0] {""}
       *[other] 楚將 { $paid_chu } 個軍隊移到備用區。
    }{ $edge_wu ->
        [0] {""}
       *[other] 吳的「6」將1個軍隊擺到邊格。
    }{ $edge_chu ->
        [0] {""}
       *[other] 楚的「6」將1個軍隊擺到邊格。
    }
suntzu-ev-plague = { $province }：吳 { $wu } 對 楚 { $chu }。瘟疫，沒有戰爭發生：{ $lost ->
        [0] 沒有軍隊損失。
       *[other] { $lost } 個軍隊退回增援區。
    }
suntzu-ev-support = { $side } 丟棄「{ $card }」換取特別支援：1個軍隊從備用區回到增援區。
suntzu-ev-event-triggered = 事件：{ $event }！
suntzu-ev-event-up = 翻開下一張事件卡：{ $event }。
suntzu-ev-epidemic =
    { $count ->
        [0] 流行病：{ $side } 沒有軍隊可以移除。
       *[other] 流行病：{ $side } 將1個軍隊移到備用區。
    }
suntzu-ev-chariots =
    { $gains ->
        [true] 戰車：{ $side } 在3個邊格上有軍隊，可再選擇1張軍閥卡。
       *[other] 戰車：{ $side } 在3個邊格上有軍隊（初學模式沒有軍閥）。
    }
suntzu-ev-chariots-chosen = { $side } 已秘密選好第二張軍閥卡。
suntzu-ev-champion = 冠軍挑戰：{ $side } 的「9」未贏得戰鬥，{ $count } 個軍隊移到備用區。
suntzu-ev-hero = 英雄挑戰：{ $side } 的「10」未贏得戰鬥，{ $count } 個軍隊移到備用區。
suntzu-ev-light-infantry = 輕步兵：分數落後的 { $side } 派1個軍隊進入 { $province }。
suntzu-ev-light-infantry-none = { $province } 的輕步兵：雙方沒有落後的一方，沒有事發生。
suntzu-ev-warlord-double-six = { $side } 使用 { $warlord }：第二張「6」在 { $province } 作戰（該處的「{ $card }」回到手牌）。
suntzu-ev-warlord-remove-enemy = { $side } 使用 { $warlord }：{ $province } 的1個敵軍退回其增援區。
suntzu-ev-warlord-plague-shield = { $side } 使用 { $warlord }：{ $province } 的瘟疫不會讓該區域的軍隊有任何損失。
suntzu-ev-warlord-plague-fury = { $side } 使用 { $warlord }：{ $province } 的瘟疫只會留下1個軍隊。
suntzu-ev-warlord-plague-recycle = { $side } 使用 { $warlord }：打出的瘟疫放回牌堆底部（牌堆頂的「{ $discarded }」丟棄）。
suntzu-ev-warlord-march = { $side } 使用 { $warlord }：1個軍隊從 { $province } 行軍到 { $to }。
suntzu-ev-warlord-high-six = { $side } 使用 { $warlord }：打出的「{ $card }」回到手牌。
suntzu-ev-warlord-head-start = { $side } 亮出 { $warlord }：計分指示物往吳方移動1格。
suntzu-ev-warlord-minus-recycle = { $side } 使用 { $warlord }：打出的「−1」放回牌堆底部（牌堆頂的「{ $discarded }」丟棄）。
suntzu-ev-warlord-reinforce = { $side } 使用 { $warlord }：增援區的1個軍隊進駐 { $province }。
suntzu-ev-score = 第 { $round } 回合計分：吳 { $wu } 分，楚 { $chu } 分。{ $marker ->
        [0] 計分指示物位於正中央。
       *[other] 計分指示物位於 { $marker }（負數偏向吳，正數偏向楚）。
    }
suntzu-ev-draw =
    { $count ->
        [0] { $side } 已沒有卡牌可抽。
       *[other] { $side } 抽取 { $count } 張卡牌。
    }
# 私人
suntzu-ev-drawn = 你抽到 { $cards }：保留 { $keep } 張，另一張放到牌堆底部。
# 私人
suntzu-ev-drawn-all = 你抽到 { $cards }，全部保留（牌堆即將用完）。
# 私人
suntzu-ev-kept = 你保留 { $cards }。
suntzu-ev-game-over = { $side } 獲勝：{ $reason }。{ $tiebreak ->
        [pool] 計分指示物位於正中央，{ $side } 的增援區軍隊較多。
       *[other] {""}
    }
suntzu-ev-game-drawn = 遊戲以平手結束：{ $reason }，計分指示物位於正中央且雙方增援區軍隊一樣多。
