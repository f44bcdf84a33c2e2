# 小世界：圖板文字、操作提示、行動描述、標題與規則摘要。
# （種族、特殊技能、錯誤與事件文字在 smallworld_rules.ftl。用詞依 bot/games/smallworld/glossary.md。）

sw-title = 小世界
sw-rules =
    {"**"}小世界**——一片容不下所有人的小天地。每回合你率領一支奇幻種族的兵力攻城掠地，每占有一塊領地就收入 1 元；種族疲乏時宣告沒落，再換一組新的種族。最後一回合結束時錢幣最多者獲勝（在此之前錢幣數保密）。

    {"**"}選擇種族。**市場上有六組「種族＋特殊技能」組合。最上方一組免費；每往下一組多付 1 元，錢幣放在你跳過的每一組上。你選中的組合上若有錢幣，一併取走。兵力數＝種族旗幟上的數字＋特殊技能徽章上的數字。

    {"**"}征服。**第一塊領地必須位於地圖邊緣，或位於與地圖邊緣相接的海洋沿岸（登陸）；之後只能征服與自己領地相鄰的領地。征服一塊領地需要 2 個兵力，領地上每有一個兵力、失落種族、高山、營地、碉堡或巨魔洞穴，再多 1 個。海洋與湖泊不能征服。守方損失 1 個兵力，其餘收回手上，等你的回合結束後再重新部署。兵力不足時，可以指定最後一個目標並擲支援骰（0、0、0、1、2、3）補足差額，這就是最後進攻；無論成敗，征服隨即結束。

    {"**"}重新部署與收入。**在自己的領地間自由調動兵力（每塊至少留 1 個），然後每占有一塊領地收入 1 元，再加上種族能力與特殊技能的額外收入。沒落種族的領地仍每塊收入 1 元，但種族能力與特殊技能都已失效。

    {"**"}宣告沒落。**放棄本回合的征服，將種族翻面：每塊領地只留 1 個兵力，其餘放回盒中。每人同時只能有一個沒落種族。下一回合再選擇新的組合。

    地圖依 2、3、4、5 人分別有 23、30、39、48 塊領地，進行 10、10、9、8 回合。平手時，地圖上兵力（含沒落種族）最多者獲勝。

## 地形
sw-terrain-farmland = 農田
sw-terrain-hill = 丘陵
sw-terrain-forest = 森林
sw-terrain-swamp = 沼澤
sw-terrain-mountain = 高山
sw-terrain-sea = 海洋
sw-terrain-lake = 湖泊

## 種族兵力上印的簡稱（取自種族名稱）
sw-badge-amazons = 亞
sw-badge-dwarves = 矮
sw-badge-elves = 精
sw-badge-ghouls = 屍
sw-badge-giants = 巨
sw-badge-halflings = 半
sw-badge-humans = 人
sw-badge-orcs = 獸
sw-badge-ratmen = 鼠
sw-badge-skeletons = 骷
sw-badge-sorcerers = 法
sw-badge-tritons = 魚
sw-badge-trolls = 魔
sw-badge-wizards = 巫

## 座位
sw-seat-red = 紅方
sw-seat-blue = 藍方
sw-seat-yellow = 黃方
sw-seat-green = 綠方
sw-seat-purple = 紫方

## 圖板
sw-board-status = 第 { $turn } / { $turns } 回合
sw-board-over = 遊戲結束
sw-board-market = 可選種族
sw-board-players = 玩家
sw-board-legend = 圖例
sw-board-combo = { $power }{ $race }
sw-board-cost =
    { $cost ->
        [0] 免費
       *[other] { $cost } 元
    }
sw-board-tokens = 地圖上 { $map }，手上 { $hand }
sw-board-no-race = 沒有活躍種族
sw-board-waiting-for = 輪到{ $name }行動
sw-legend-mine = 礦坑
sw-legend-magic = 魔法之源
sw-legend-cavern = 山洞
sw-legend-lost-tribe = 失落種族
sw-legend-mountain = 高山
sw-legend-dragon = 龍
sw-legend-hero = 英雄
sw-legend-fortress = 碉堡
sw-legend-lair = 巨魔洞穴
sw-legend-encampment = 營地
sw-legend-hole = 地洞

## 操作提示
sw-ui-region = 第 { $region } 區（{ $terrain }）
sw-ui-pick-turn = 從市場選擇一組種族與特殊技能。
sw-ui-pick-placeholder = 選擇種族與特殊技能…
sw-ui-pick-choice =
    第 { $position } 組：{ $power }{ $race }，{ $cost ->
        [0] 免費
       *[other] 花費 { $cost } 元
    }
sw-ui-pick-coins =
    { $coins ->
        [0] 上面沒有錢幣
       *[other] 上面有 { $coins } 元，選了就歸你
    }
sw-ui-conquer-turn = 用{ $race }征服：可用兵力 { $hand } 個。
sw-ui-ghouls-turn = 你沒落的食屍鬼先征服：可用兵力 { $hand } 個。按「結束征服」後，輪到你的活躍種族行動。
sw-ui-conquer-placeholder = 選擇要征服的領地…
sw-ui-conquer-choice = 第 { $region } 區（{ $terrain }）：需 { $cost } 個兵力
sw-ui-conquer-target = 第 { $region } 區（{ $terrain }）
sw-ui-dragon-choice = 第 { $region } 區（{ $terrain }）：派龍進攻
sw-ui-convert-choice = 第 { $region } 區（{ $terrain }）：讓法師取代
sw-ui-conquer-more = 只列出最便宜的 { $shown } 個目標（共 { $total } 個）；用 { $command } 可列出全部。
sw-ui-roll-placeholder = 最後進攻：擲支援骰攻打…
sw-ui-roll-choice = 擲骰攻打第 { $region } 區（{ $terrain }）：需 { $cost } 個兵力
sw-ui-roll-button = 擲骰攻打第 { $region } 區
sw-ui-abandon-placeholder = 放棄一塊領地…
sw-ui-abandon-choice = 放棄第 { $region } 區（{ $terrain }）
sw-ui-end-turn = 結束征服
sw-ui-finish = 結束回合
sw-ui-decline = 宣告沒落
sw-ui-berserk = 擲支援骰（狂暴）
sw-ui-redeploy-turn = 重新部署兵力：你的每塊領地至少留 1 個。
sw-ui-redeploy-keep = 維持預設部署
sw-ui-defend-turn = 你失去了領地：請部署收回手上的兵力。
sw-ui-fortress-placeholder = 把碉堡建在…
sw-ui-fortress-choice = 碉堡建在第 { $region } 區（{ $terrain }）
sw-ui-heroes = 英雄放在第 { $regions } 區
sw-ui-camps = 放置營地
sw-ui-ally-placeholder = 選擇議和對象…
sw-ui-ally-choice = 與{ $seat }議和
sw-ui-stout-turn = 堅毅：你現在可以宣告沒落。
sw-ui-wait = 目前沒有你要做的事。

## 行動描述（紀錄、旁白、自動完成）
sw-do-pick = 從市場選擇第 { $index } 組
sw-do-decline = 宣告沒落
sw-do-abandon = 放棄第 { $region } 區
sw-do-conquer = 征服第 { $region } 區
sw-do-conquer-cost = 征服第 { $region } 區（需 { $cost } 個兵力）
sw-do-roll = 擲支援骰，最後進攻第 { $region } 區
sw-do-berserk = 擲支援骰（狂暴）
sw-do-dragon = 派龍進攻第 { $region } 區
sw-do-convert = 讓法師取代第 { $region } 區的兵力
sw-do-end = 結束這個階段
sw-do-fortress = 在第 { $region } 區建碉堡
sw-do-hero = 英雄放在第 { $regions } 區
sw-do-camp = 放置營地（{ $layout }）
sw-do-ally = 與{ $seat }議和
sw-do-redeploy = 重新部署（{ $layout }）
sw-do-redeploy-default = 依建議重新部署（每塊領地留 1 個，其餘放在敵人攻得到的地方）
sw-do-unknown = 不明的行動

## 私人摘要
sw-me-coins = 錢幣：{ $coins } 元
sw-me-hand = 手上兵力：{ $hand } 個
sw-me-race = 目前種族：{ $power }{ $race }
sw-me-no-race = 目前沒有活躍種族

## 頻道中說明輪到的玩家要做什麼
sw-step-pick = 選擇種族與特殊技能
sw-step-conquer = 進行征服，然後結束征服
sw-step-redeploy = 重新部署兵力並結束回合
sw-step-stout = 立即宣告沒落，或結束回合
sw-step-defenders = 部署收回手上的兵力
