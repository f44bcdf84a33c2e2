## 孫子兵法：呈現層（圖板、手牌、提示、行動描述）。規則引擎的訊息在 suntzu_rules.ftl。

suntzu-title = 孫子兵法
suntzu-rules =
    **孫子兵法**是兩人對戰遊戲，背景為西元前 506 年的柏舉之戰：**吳**（藍方，孫武）對抗**楚**（紅方，楚昭王），爭奪中國五大區域。遊戲最多進行 9 回合。

    **每回合**雙方同時從手牌中蓋放 5 張行動卡，每個區域 1 張，然後鎖定。之後逐區翻開對戰：數字大的一方獲勝，並依雙方差距派軍進駐該區（先把敗方的軍隊逼回其增援區）。自第 2 回合起，由圖板上軍隊較少的一方決定各區的對戰順序。回合結束時，「1」～「6」的行動卡回到手中，其餘移出遊戲；雙方各抽 2 張留 1 張（打出「1」的回合改為抽 3 張留 2 張）。

    **特殊卡**：+1、+2、+3 等於對手卡牌數值再加 1、2、3（+2、+3 須將 1 或 2 個自家軍隊移到備用區）；-1 以 1 點之差落敗；**瘟疫**使該區不發生戰鬥，區內每方軍隊各減半。打出「6」時另須把 1 個自家軍隊永久放上該區的圖板邊格。任何時候都可以丟棄 1 張非「1」～「6」的行動卡，把 1 個自家軍隊從備用區取回增援區。

    **計分**在第 3、6、9 回合結束時進行：各區軍隊較多的一方得到該區計分板塊當回合的分數，雙方分差決定孫武指示物往領先方移動的格數。指示物抵達自家終點格（9 格）立即獲勝；否則在第 9 回合計分後，或第 5 張事件卡執行完成時，指示物較接近自家終點的一方獲勝（平手時增援區軍隊較多者勝）。事件卡與軍閥卡（初學模式不使用）會帶來一次性的變化。
suntzu-seat-wu = 吳（藍）
suntzu-seat-chu = 楚（紅）
suntzu-leader-wu = 孫武
suntzu-leader-chu = 楚昭王

## 圖板上的區域名：中文名與英文音譯（內文中的區域名使用引擎的 suntzu-province-<id>）
suntzu-board-hanzi-qin = 秦
suntzu-board-hanzi-chu = 楚
suntzu-board-hanzi-jin_yan = 晉-燕
suntzu-board-hanzi-han_qi = 韓-齊
suntzu-board-hanzi-wu = 吳
suntzu-board-latin-qin = Qin
suntzu-board-latin-chu = Chu
suntzu-board-latin-jin_yan = Jin-Yan
suntzu-board-latin-han_qi = Han-Qi
suntzu-board-latin-wu = Wu

## 行動卡
suntzu-card =
    { $card ->
        [P] 瘟疫
       *[other] 「{ $card }」
    }
suntzu-card-plague-glyph = 疫
suntzu-card-caption-n1 = 抽 3 留 2
suntzu-card-caption-n6 = 1 軍上邊格
suntzu-card-caption-plus1 = 對手 + 1
suntzu-card-caption-plus2 = 對手 + 2
suntzu-card-caption-plus3 = 對手 + 3
suntzu-card-caption-minus1 = 對手 – 1
suntzu-card-caption-plague = 瘟疫

## 階段、事件與軍閥的名稱和效果由引擎提供（suntzu_rules.ftl）。

## 圖板標籤
suntzu-board-status = 第 { $round } 回合 · { $phase }
suntzu-board-beginner = 初學模式
suntzu-board-waiting = 等待：{ $seats }
suntzu-board-round = 回合
suntzu-board-scoring-rounds = ◎ 計分回合
suntzu-board-score-even = 目前雙方平分
suntzu-board-score-lead = { $side }領先 { $steps } 格
suntzu-board-track-end = 終點
suntzu-board-marker-glyph = 孫
suntzu-board-plaque = 區域分數
suntzu-board-after-round = 第 { $round } 回合
suntzu-board-holds = { $side }控制
suntzu-board-tied = 兵力相當
suntzu-board-empty = 無人進駐
suntzu-board-edge = 圖板邊格（6）
suntzu-board-pool = 增援區
suntzu-board-hand = 手牌
suntzu-board-deck = 牌堆
suntzu-board-warlord = 軍閥
suntzu-board-warlord-none = 無（初學模式）
suntzu-board-warlord-secret = 已選擇，尚未公開
suntzu-board-warlord-used = { $name }（已使用）
suntzu-board-winner = 勝利
suntzu-board-to-move = 輪到行動
suntzu-board-chooser = 決定對戰順序
suntzu-board-event = 事件
suntzu-board-no-event = 沒有翻開的事件
suntzu-board-events-left = 未翻開 { $n } 張 · 已執行 { $done } 張
suntzu-board-reserve = 備用區
suntzu-board-out = 移出遊戲：吳 { $wu }，楚 { $chu }

## 手牌圖
suntzu-hand-title = 你的行動卡 — { $side }
suntzu-hand-locked = 擺放已鎖定
suntzu-hand-open = 擺放未鎖定
suntzu-hand-cards = 手牌 { $n } 張
suntzu-hand-empty = 沒有手牌
suntzu-hand-drawn = 抽到的卡 — 選擇要保留的
suntzu-hand-placement = 本回合擺放（{ $n }／5）
suntzu-hand-warlord-used = 已使用
