## 孫子兵法：呈現層（圖板、手牌、提示、行動描述）。規則引擎的用語在 suntzu_rules.ftl；詞彙表見 bot/games/suntzu/glossary.md。

suntzu-title = 孫子兵法
suntzu-rules =
    《**孫子兵法**》是兩人對戰遊戲，背景是西元前 506 年的柏舉之戰：**吳方**（藍，孫武）對抗**楚方**（紅，楚昭王），爭奪中國的 5 大區域。遊戲最多進行 9 個回合。

    每回合，**雙方**同時從手牌中蓋著擺放 5 張行動卡，每個區域 1 張，然後鎖定。卡牌翻開後逐區對戰：數字大的一方獲勝，並依雙方卡牌的差距派出等量的軍隊進駐該區域（先把敗方在該區的軍隊逼回其增援區）。自第 2 回合起，由圖板上軍隊較少的一方決定對戰順序。戰鬥結束後，「1」～「6」回到手牌，其餘打出的卡牌移出遊戲；雙方各抽 2 張、保留 1 張（打出「1」的回合改為抽 3 張、保留 2 張）。

    特殊卡：**+1**、+2、+3 的數值等於對手卡牌再加 1、2、3（+2、+3 須將 1 或 2 支自家軍隊移到備用區）；−1 以 1 點之差落敗；**瘟疫**使該區域無戰爭發生，區內的軍隊減半。打出「6」時，還須把 1 支自家軍隊永久擺到該區域的圖板邊格。任何時候都可以丟棄 1 張「1」～「6」以外的卡牌，從備用區取回 1 支自家軍隊（特別支援）。

    計分在**第 3、6、9 回合結束時**進行：各區域軍隊較多的一方，得到該區計分板塊架上當回合的分數；孫武指示物朝分數較高的一方移動，格數等於雙方的分差。孫武指示物抵達自家終點格（9 格）時立即獲勝；否則在第 9 回合結束後，或第 5 張事件卡執行完成時，由孫武指示物較接近自家終點格的一方獲勝（位於正中央時，增援區軍隊較多的一方獲勝）。事件卡與軍閥卡（初學模式不使用）會帶來一次性的變化。
suntzu-seat-wu = 藍色吳方
suntzu-seat-chu = 紅色楚方
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
suntzu-card-plague-glyph = 疫
suntzu-card-caption-n1 = 抽 3 留 2
suntzu-card-caption-n6 = 1 軍上邊格
suntzu-card-caption-plus1 = 對手 +1
suntzu-card-caption-plus2 = 對手 +2
suntzu-card-caption-plus3 = 對手 +3
suntzu-card-caption-minus1 = 對手 −1
suntzu-card-caption-plague = 瘟疫

## 階段、事件與軍閥的名稱和效果由引擎提供（suntzu_rules.ftl）。

## 圖板標籤
suntzu-board-status = 第 { $round } 回合 · { $phase }
suntzu-board-beginner = 初學模式
suntzu-board-list-separator = 、
suntzu-board-waiting = 等待：{ $seats }
suntzu-board-locked = { $side }已鎖定
suntzu-board-round = 回合
suntzu-board-scoring-rounds = ◎ 計分回合
suntzu-board-score-even = 雙方分數持平
suntzu-board-score-lead = { $side }領先 { $steps } 格
suntzu-board-track-end = 終點格
suntzu-board-marker-glyph = 孫
suntzu-board-plaque = 計分板塊架
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
suntzu-board-warlord-choosing = 祕密選擇中
suntzu-board-warlord-second = 第二張：{ $name }
suntzu-board-warlord-used = { $name }（已使用）
suntzu-board-winner = 獲勝
suntzu-board-chooser = 決定對戰順序
suntzu-board-event = 事件
suntzu-board-no-event = 沒有翻開的事件卡
suntzu-board-result = { $reason }，{ $side }獲勝
suntzu-board-result-draw = { $reason }，雙方平手
suntzu-board-events-done = 已執行事件卡：{ $done }／{ $total }
suntzu-board-reserve = 備用區
suntzu-board-out = 已移出遊戲：吳方 { $wu }，楚方 { $chu }

## 手牌圖
suntzu-hand-title = 你的行動卡 — { $side }
suntzu-hand-locked = 擺放已鎖定
suntzu-hand-open = 擺放尚未鎖定
suntzu-hand-cards = 手牌 { $n } 張
suntzu-hand-empty = 沒有手牌
suntzu-hand-drawn = 抽到的卡牌：選擇要保留的
suntzu-hand-placement = 本回合擺放（{ $n }／5）
suntzu-hand-warlord-used = 已使用

## 提示
suntzu-prompt-warlord-choose = 選擇你的軍閥卡。使用之前對手看不到；雙方都選好之前可以更改。
suntzu-prompt-chariots = 戰車！你已在 3 個邊格上擺有軍隊：再選擇 1 張軍閥卡。
suntzu-prompt-warlord-current = 你的軍閥：{ $warlord }（要更換嗎？）
suntzu-prompt-warlord-placeholder = 選擇軍閥
suntzu-prompt-place = 第 { $round } 回合：在每個區域各擺放 1 張行動卡（已擺放 { $n }／5）。5 個區域都擺好後即可鎖定。
suntzu-prompt-place-ready = 5 個區域都已擺放卡牌。可以再更換，或直接鎖定：雙方都鎖定後同時翻開。
suntzu-prompt-place-use-command = 手牌種類太多，這裡放不下「鎖定」按鈕：請改用 { $command } 鎖定。
suntzu-prompt-place-locked = 你的擺放已鎖定。翻開之前若要更換卡牌，請先解除鎖定。
suntzu-prompt-province-placeholder = { $province }：選擇一張卡牌
suntzu-prompt-province-current = { $province }：{ $card }（要更換嗎？）
suntzu-prompt-provinces-placeholder = { $provinces }：更換卡牌
suntzu-prompt-assign-choice = { $province }：{ $card }
suntzu-prompt-lock = 鎖定
suntzu-prompt-unlock = 解除鎖定
suntzu-prompt-order = 由你決定對戰順序：下一場戰鬥要在哪個區域進行？
suntzu-prompt-warlord-before = 卡牌已翻開。可以在戰鬥前使用軍閥卡，或略過。
suntzu-prompt-warlord-after = 戰鬥已結束。可以現在使用軍閥卡，或略過。
suntzu-prompt-warlord-use-placeholder = 使用軍閥卡…
suntzu-prompt-pass = 略過
suntzu-prompt-draw = 從抽到的 { $drawn } 張卡牌中保留 { $keep } 張；其餘放到牌堆底部。
suntzu-prompt-draw-placeholder = 選擇要保留的卡牌
suntzu-prompt-keep-choice = 保留：{ $cards }
suntzu-prompt-support-placeholder = 特別支援：丟棄 1 張卡牌，從備用區取回 1 支軍隊
suntzu-prompt-other-placeholder = 其他行動

## 行動描述（紀錄、按鈕、敘述）
suntzu-action-assign = 把「{ $card }」擺放在{ $province }區
suntzu-action-lock = 鎖定擺放
suntzu-action-unlock = 解除擺放鎖定
suntzu-action-pass = 略過（軍閥卡留待之後使用）
suntzu-action-order = 下一場戰鬥：{ $province }
suntzu-action-choose = 選擇軍閥「{ $warlord }」
suntzu-action-warlord = 使用「{ $warlord }」
suntzu-action-warlord-at = 在{ $province }區使用「{ $warlord }」
suntzu-action-warlord-move = 使用「{ $warlord }」：{ $from } → { $to }
suntzu-action-warlord-card = 對「{ $card }」使用「{ $warlord }」
suntzu-action-keep = 保留：{ $cards }
suntzu-action-support = 丟棄「{ $card }」，從備用區取回 1 支軍隊
suntzu-action-other = 行動：{ $action }

## 私人摘要（/game hand）
suntzu-summary-hand = 手牌（{ $n } 張）：{ $cards }
suntzu-summary-hand-empty = 手牌：無
suntzu-summary-slot = { $province }「{ $card }」
suntzu-summary-slot-empty = { $province }（空）
suntzu-summary-placement = 擺放（尚未鎖定）：{ $slots }
suntzu-summary-placement-locked = 擺放（已鎖定）：{ $slots }
suntzu-summary-drawn = 抽到的卡牌（待選擇）：{ $cards }
suntzu-summary-warlord = 軍閥：{ $warlord }——{ $effect }
suntzu-summary-warlord-used = 軍閥：{ $warlord }（已使用）——{ $effect }
suntzu-summary-extra-warlord = 第二張軍閥卡（戰車）：{ $warlord }——{ $effect }
suntzu-summary-extra-warlord-used = 第二張軍閥卡（戰車）：{ $warlord }（已使用）——{ $effect }

## /game new 的 open_locks 選項（僅限孫子兵法）
option-open-locks = 公開鎖定狀態
opt-open-locks = 公開鎖定
opt-open-locks-desc = 孫子兵法：公開每位玩家是否已鎖定擺放（加入遊戲即表示同意）

## 頻道中提醒被等待的一方要做的事
suntzu-step-warlord = 選擇軍閥
suntzu-step-place = 擺放 5 張行動卡並鎖定
suntzu-step-before = 使用軍閥或略過（戰鬥前）
suntzu-step-order = 選擇下一場戰鬥的區域
suntzu-step-chariots = 選擇第二張軍閥卡
suntzu-step-after = 使用軍閥或略過（戰鬥後）
suntzu-step-draw = 選擇要保留的卡牌
suntzu-deck-was-empty = 無（牌堆已空）
