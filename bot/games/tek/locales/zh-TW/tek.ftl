# 史詩小帝國：名稱、操作提示、行動描述、指令與選項。
# （規則摘要、種族、魔法、事件與錯誤訊息在 tek_rules.ftl；用詞依 bot/games/tek/glossary.md。）

tek-title = 史詩小帝國

## 座位（米寶的顏色）
tek-seat-red = 紅方
tek-seat-blue = 藍方
tek-seat-yellow = 黃方
tek-seat-green = 綠方
tek-seat-purple = 紫方
tek-seat-neutral = 中立方

## 行動卡上的六種行動
tek-action-patrol = 巡邏
tek-action-quest = 搜索
tek-action-build = 建造
tek-action-research = 研發
tek-action-expand = 擴張
tek-action-trade = 交易

## 地形與邊界
tek-terrain-plains = 平原
tek-terrain-mountains = 山脈
tek-terrain-forest = 森林
tek-terrain-ruins = 廢墟
tek-edge-land = 陸地
tek-edge-river = 河流
tek-edge-cliff = 峭壁

## 資源與數量
tek-res-f = 食物
tek-res-m = 魔力
tek-res-o = 礦石
tek-amount = { $n } { $res }
tek-cost = { $cost }
tek-cost-free = 免費

## 探索標記
tek-token-blank = 空白
tek-token-food = 食物補給
tek-token-ore = 礦石補給
tek-token-mana = 魔力補給
tek-token-recruit = 募兵
tek-token-treasure = 寶藏
tek-token-scroll = 卷軸
tek-token-stone = 石材
tek-token-ambush = 伏擊
tek-token-blank-text = 沒有效果。
tek-token-food-text = 獲得 2 食物。
tek-token-ore-text = 獲得 2 礦石。
tek-token-mana-text = 獲得 2 魔力。
tek-token-recruit-text = 從供應區拿 1 個米寶，放到發現這個標記的米寶旁邊。
tek-token-treasure-text = 遊戲結束時得 1 分。
tek-token-scroll-text = 魔法免費提升 1 級。
tek-token-stone-text = 高塔免費提升 1 級。
tek-token-ambush-text = 發現這個標記的米寶陣亡；若是你的最後一個米寶則不受影響。

## /game new 的選項
opt-deal-factions = 隨機種族
opt-deal-factions-desc = 史詩小帝國：隨機分配種族（關閉時依座位順序輪流挑選）
option-deal-factions = 隨機分配種族
opt-exploration = 探索
opt-exploration-desc = 史詩小帝國：在起始領土卡上放置探索標記
option-exploration = 探索標記

## 行動描述（紀錄、敘述、自動完成）
tek-do-faction = 選擇{ $faction }
tek-do-side = 起始領土卡使用第 { $side ->
        [0] 1
       *[other] 2
    } 面
tek-do-stock = 起始資源為 { $amounts }
tek-do-home = 起始的 2 個米寶放在第 { $region } 區
tek-do-stand = 讓第 { $region } 區搜尋中的米寶站起來
tek-do-patrol = 從第 { $from } 區巡邏到第 { $to } 區
tek-do-quest = 從第 { $from } 區搜索到第 { $to } 區
tek-do-build = 把高塔建高 1 級
tek-do-research = 研發下一級魔法
tek-do-expand = 擴張：在第 { $region } 區增加 1 個米寶
tek-do-trade = 拿 { $n } { $give }換{ $get }
tek-do-pass = 在「{ $action }」上放下盾牌，什麼也不做
tek-do-collect = 收集資源
tek-do-collect-picks = 收集資源，自選 { $picks }
tek-do-white-flag = 舉白旗（戰力 0）
tek-do-bid = 選擇戰力 { $value }
tek-do-bid-paid = 選擇戰力 { $value }（{ $cost }）
tek-do-flee = 逃離到第 { $region } 區
tek-do-perish = 不逃離，米寶陣亡
tek-do-unknown = 無法辨識的行動

## 選單標籤：區域、行動與花費
tek-ui-region = 第 { $region } 區（{ $terrain }）
tek-ui-region-capital = 第 { $region } 區（{ $terrain }，城堡）
tek-ui-region-bare = 第 { $region } 區
tek-ui-with-note = { $label }——{ $note }
tek-ui-note-war = 與{ $seat }開戰
tek-ui-note-war-ally = 與盟友{ $seat }開戰
tek-ui-note-war-neutral = 與中立米寶開戰
tek-ui-note-ruins = 進入廢墟搜尋
tek-ui-home-choice = 從{ $region }開始
tek-ui-stock-choice = { $cost }
tek-ui-stand-choice = 讓{ $region }搜尋中的米寶站起來
tek-ui-patrol-choice = { $from } → { $to }
tek-ui-quest-choice = { $from } → { $to }
tek-ui-expand-choice = 在{ $region }增加米寶——{ $cost }
tek-ui-build-choice = 建造第 { $level } 級高塔——{ $cost }
tek-ui-research-choice = 研發第 { $level } 級魔法——{ $cost }
tek-ui-trade-choice = { $n } { $give } → { $got } { $get }
tek-ui-pass-choice = 「{ $action }」：放下盾牌，什麼也不做
tek-ui-collect = 收集：{ $gain }
tek-ui-collect-picks = 收集：{ $gain }（自選 { $picks }）
tek-ui-collect-nothing = 收集資源（這次拿不到任何資源）
tek-ui-white-flag = 白旗（0）
tek-ui-bid-choice = { $value }——{ $cost }
tek-ui-bid-value = { $value }
tek-ui-flee-choice = 逃離到{ $region }——{ $cost }
tek-ui-perish = 不逃離，米寶陣亡
tek-ui-faction-detail = 魔法升級需 { $costs } 魔力；第 1 級：{ $first }；第 5 級：{ $last }
tek-ui-side = 第 { $side ->
        [0] 1
       *[other] 2
    } 面：城堡在第 { $capital } 區（{ $terrain }），河流 { $rivers } 條、峭壁 { $cliffs } 處，{ $count ->
        [0] 沒有封閉區域
       *[other] 封閉區域：{ $sealed }
    }
tek-ui-side-plain = 第 { $side ->
        [0] 1
       *[other] 2
    } 面
tek-ui-follow-button = 跟隨：{ $label }

## 操作提示
tek-ui-wait = 現在還沒輪到你。
tek-ui-more = 「{ $action }」共有 { $total } 種選擇，這裡只列出 { $shown } 種；要看全部請用 { $command }。
tek-ui-more-collect = 收集
tek-ui-faction-turn = 選擇你的種族（還剩 { $count } 個）。每個種族的魔法在第 1～4 級會改變部分規則，第 5 級在遊戲結束時加分。
tek-ui-faction-placeholder = 選擇種族……
tek-ui-setup-turn = 準備你的王國：
tek-ui-setup-side = • 選擇起始領土卡要用哪一面；
tek-ui-setup-stock = • 選擇起始資源：共 { $total } 個（建議 { $suggested }）；
tek-ui-setup-home = • 選擇起始領土卡上的一個區域，放上起始的 2 個米寶。
tek-ui-setup-home-later = • 接著選擇起始 2 個米寶要放的區域。
tek-ui-stock-suggested = { $cost }（建議）
tek-ui-stock-placeholder = 或選其他加起來是 { $total } 的組合……
tek-ui-stock-more = 其他加起來是 { $total } 的組合，可以用 { $command } 自行輸入。
tek-ui-home-placeholder = 起始的 2 個米寶放在……
tek-ui-act-turn = 你拿著大高塔（第 { $round } 回合）：選一個還沒放盾牌的行動，放下盾牌並執行；其他玩家再決定要跟隨還是收集資源。
tek-ui-shields = 已放下盾牌的行動：{ $actions }。
tek-ui-patrol-placeholder = 巡邏：把 1 個米寶移到相鄰區域……
tek-ui-quest-placeholder = 搜索：把 1 個米寶移到另一張領土卡……
tek-ui-expand-placeholder = 擴張：在只有 1 個自己米寶的區域再放 1 個……
tek-ui-trade-placeholder = 資源一換一……
tek-ui-follow-turn = { $leader }選了「{ $action }」：你可以跟隨，或收集資源。
tek-ui-follow-turn-passed = { $leader }在「{ $action }」上放下盾牌，但什麼也沒做；你還是可以跟隨，或收集資源。
tek-ui-follow-collect-only = 收集資源。
tek-ui-follow-redo = 請重新選擇：排在你前面的玩家結算後，圖板或你的資源有了變化，你剛才暗中選的行動已經無法執行。請換個方式跟隨「{ $action }」，或收集資源。
tek-ui-follow-chosen = 你目前的選擇：{ $choice }。
tek-ui-follow-gain = 跟隨的話，你還會拿到 { $gain }。
tek-ui-follow-cannot = 你現在無法跟隨「{ $action }」，只能收集資源。
tek-ui-follow-placeholder = 跟隨「{ $action }」……
tek-ui-collect-placeholder = 收集資源，並選擇 { $picks } 個自選資源……
tek-ui-war-attack = { $region }爆發戰爭：你進攻{ $seat }。請暗中選擇戰力。
tek-ui-war-defend = { $region }爆發戰爭：{ $seat }進攻你。請暗中選擇戰力。
tek-ui-war-neutral = { $region }爆發戰爭，對手是失落的王國的中立米寶：戰力必須高於剩下的中立米寶數（{ $neutrals }）。
tek-ui-war-allied = 你們原本是同盟：除非雙方都舉白旗，否則這場戰爭會讓同盟破裂。
tek-ui-war-rates = 每個魔力算 { $m } 點，每個礦石 { $o } 點，每個食物 { $f } 點{ $bonus ->
        [0] {""}
       *[other] ，有支付時魔法再加 { $bonus } 點
    }。戰力高者獲勝，平手時{ $ties ->
        [attacker] 攻方獲勝（攻方的魔法）
       *[defender] 守方獲勝
    }。雙方都要支付；只有一方舉白旗時，舉白旗者落敗但不用支付。
tek-ui-war-flags = 雙方都舉白旗就結成同盟，共享這個區域。
tek-ui-war-flags-two = 兩人遊戲沒有同盟：雙方都舉白旗時，區域歸守方。
tek-ui-war-no-flag = 這裡不能舉白旗：中立米寶不會結成同盟。
tek-ui-bid-placeholder = 要出多少戰力、怎麼支付……
tek-ui-bid-range-placeholder = 戰力 { $low }～{ $high }……
tek-ui-flee-turn = 你在{ $region }的戰爭中落敗：可以花費 { $cost }逃離到相鄰區域，否則那裡的米寶陣亡。
tek-ui-flee-placeholder = 逃離到……

## 圖板與私密圖片（bot/render/tek）
tek-board-lost-kingdom = 失落的王國
tek-board-choosing-side = 正在選擇使用哪一面……
tek-legend-river = 河流：巡邏不可越過
tek-legend-cliff = 峭壁：巡邏不可越過
tek-legend-sealed = 封閉：搜索不能進出
tek-legend-capital = 城堡：2 分
tek-legend-searching = 搜尋中的米寶
tek-legend-token = 探索標記
tek-legend-alliance = 同盟
tek-board-round = 第 { $round } 回合
tek-board-ending = 最後一張行動卡
tek-board-phase-over = 遊戲結束
tek-board-phase-faction = 選擇種族中
tek-board-phase-setup = 準備王國中
tek-board-phase-act = { $seat }選擇行動
tek-board-phase-follow = 跟隨「{ $action }」或收集資源
tek-board-phase-follow-passed = 「{ $action }」未執行：跟隨或收集資源
tek-board-phase-war = 第 { $region } 區爆發戰爭
tek-board-phase-flee = { $seat }逃離或陣亡
tek-board-actions = 行動卡
tek-board-action-now = 目前：{ $action }
tek-board-action-passed = { $action }（跳過）
tek-board-tower = 高塔
tek-board-tower-points = 分
tek-board-tower-cost = 礦石
tek-board-war = 第 { $region } 區的戰爭
tek-board-versus = 對
tek-board-flee = { $seat }在第 { $region } 區落敗：花費 { $cost } 食物逃離？
tek-board-last-war = 上一場戰爭：第 { $region } 區
tek-board-no-war = 尚無戰爭
tek-board-alliance-made = 結成同盟
tek-board-alliance-kept = 維持同盟
tek-board-alliance-broken = 同盟破裂：{ $seat }獲勝
tek-board-war-won = { $seat }獲勝
tek-board-leader = 大高塔
tek-board-has-bid = 已選戰力
tek-board-bidding = 選擇戰力中
tek-board-has-chosen = 已選擇
tek-board-choosing = 選擇中
tek-board-ready = 準備完成
tek-board-setting-up = 準備中
tek-board-to-play = 輪到了
tek-board-no-faction = 尚未選擇種族
tek-board-meeples = 場上 { $map }，供應區 { $supply }
tek-board-score = { $points } 分
tek-private-bid = 你的戰力：{ $value }
tek-private-choice = 你的選擇：{ $choice }
tek-private-collect = 收集資源

## 私密資訊
tek-me-bid = 暗中選擇的戰力：{ $bid }
tek-me-pending = 暗中做出的選擇：{ $choice }
tek-me-faction = 種族：{ $faction }
tek-me-resources = 資源：{ $f } 食物、{ $m } 魔力、{ $o } 礦石，高塔第 { $tower } 級，魔法第 { $magic } 級

## 頻道中說明等待的玩家要做什麼
tek-step-faction = 選擇種族
tek-step-setup = 準備你的王國
tek-step-act = 選擇行動
tek-step-follow = 跟隨或收集資源
tek-step-war = 選擇戰力
tek-step-flee = 逃離或陣亡
tek-step-redo = 重新選擇（暗中做出的選擇已無法執行）

## 指令（/tek）
cmd-tek = 史詩小帝國
cmd-tek-desc = 史詩小帝國：選擇行動、跟隨或收集資源、在戰爭中選擇戰力
cmd-tek-play = 查看
cmd-tek-play-desc = 你的資源與這一步的選項（只有你看得到）
cmd-tek-move = 行動
cmd-tek-move-desc = 從清單中選擇任何可執行的行動
cmd-tek-faction = 種族
cmd-tek-faction-desc = 選擇你的種族
cmd-tek-side = 選面
cmd-tek-side-desc = 選擇起始領土卡要使用的一面
cmd-tek-stock = 起始資源
cmd-tek-stock-desc = 你的起始資源：食物、魔力與礦石，共 6 個
cmd-tek-home = 起始區域
cmd-tek-home-desc = 起始領土卡上放下最初 2 個米寶的區域
cmd-tek-patrol = 巡邏
cmd-tek-patrol-desc = 巡邏：把 1 個米寶移到同一張領土卡上的相鄰區域
cmd-tek-quest = 搜索
cmd-tek-quest-desc = 搜索：把 1 個米寶移到另一張領土卡上的區域
cmd-tek-build = 建造
cmd-tek-build-desc = 建造：高塔提升 1 級（花費礦石）
cmd-tek-research = 研發
cmd-tek-research-desc = 研發：魔法提升 1 級（花費魔力）
cmd-tek-expand = 擴張
cmd-tek-expand-desc = 擴張：花費食物，在只有 1 個自己米寶的區域再放 1 個米寶
cmd-tek-trade = 交易
cmd-tek-trade-desc = 交易：把一種資源一比一換成另一種
cmd-tek-pass = 跳過
cmd-tek-pass-desc = 在一個行動上放下盾牌，什麼也不做
cmd-tek-follow = 跟隨
cmd-tek-follow-desc = 跟隨行動玩家選擇的行動
cmd-tek-collect = 收集
cmd-tek-collect-desc = 不跟隨，改為收集資源
cmd-tek-bid = 戰力
cmd-tek-bid-desc = 暗中選擇戰力（0 是白旗）
cmd-tek-flee = 逃離
cmd-tek-flee-desc = 戰爭落敗後：逃離到相鄰區域，或陣亡
opt-tek-move = 行動
opt-tek-move-desc = 輸入文字篩選可執行的行動
opt-tek-faction = 種族
opt-tek-faction-desc = 要使用的種族
opt-tek-side = 面
opt-tek-side-desc = 起始領土卡的第 1 面或第 2 面
opt-tek-region = 區域
opt-tek-region-desc = 區域的編號，和圖板上相同（例如 13）
opt-tek-food = 食物
opt-tek-food-desc = 起始食物（0～6）
opt-tek-mana = 魔力
opt-tek-mana-desc = 起始魔力（0～6）
opt-tek-ore = 礦石
opt-tek-ore-desc = 起始礦石（0～6）
opt-tek-action = 行動
opt-tek-action-desc = 要放下盾牌的行動
opt-tek-picks = 自選資源
opt-tek-picks-desc = 你的自選資源（搜尋中的米寶、只剩最後一個米寶時）
opt-tek-value = 戰力
opt-tek-value-desc = 你的戰力與支付方式
opt-tek-where = 去處
opt-tek-where-desc = 逃離到哪裡，或留下並陣亡

## The board's alt text (bot/prompts/tek_board.py)
tek-alt-seat = { $seat }（{ $faction }）：場上 { $meeples } 個米寶，高塔 { $tower } 階，魔法 { $magic } 級；食物 { $food }、魔力 { $mana }、礦石 { $ore }。
tek-alt-shields = 行動卡已用：{ $used }。
tek-alt-clear = 行動卡上還沒有盾牌。
tek-alt-allies = { $a }與{ $b }結為同盟。
tek-alt-war = 第 { $region } 區爆發戰爭：{ $attacker }對{ $defender }。
tek-alt-ending = 遊戲結束條件已達成：這是最後一張行動卡。
