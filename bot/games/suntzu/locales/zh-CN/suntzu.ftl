## 孙子兵法：界面层（版图、手牌、提示、操作描述）。规则引擎的用语在 suntzu_rules.ftl；术语表见 bot/games/suntzu/glossary.md。

suntzu-title = 孙子兵法
suntzu-rules =
    《**孙子兵法**》是一款双人对战游戏，背景是公元前 506 年的柏举之战：**吴方**（蓝，孙武）对阵**楚方**（红，楚昭王），争夺古代中国的 5 个区域。游戏最多进行 9 个回合。

    每回合，**双方**同时从手牌中暗扣 5 张行动卡，每个区域 1 张，然后锁定。亮牌后逐个区域进行战斗：点数大的一方获胜，按双方点数之差派出相应数量的军队进驻该区域（先把败方在该区域的军队赶回其增援区）。从第 2 回合起，由版图上军队较少的一方决定战斗顺序。战斗结束后，“1”～“6”收回手中，其余打出的牌移出游戏；双方各抽 2 张、留 1 张（打出“1”的回合改为抽 3 张、留 2 张）。

    特殊牌：**+1**、+2、+3 等于对方的牌再加 1、2、3（+2、+3 要把 1 或 2 支自己的军队移入后备区）；−1 以 1 点之差落败；**瘟疫**让该区域不开战，区域内的军队减半。打出“6”时，还要把 1 支自己的军队永久放到该区域的版图边格。任何时候都可以弃掉 1 张“1”～“6”以外的牌，从后备区取回 1 支自己的军队（特别支援）。

    计分在**第 3、6、9 回合结束时**进行：各区域军队较多的一方获得该区域计分板块上当回合的分数；孙武标记向得分较高的一方移动，格数等于双方的分差。孙武标记到达你的终点时你立即获胜（距中央 9 格）；否则在第 9 回合结束后，或第 5 张事件卡结算完毕时，孙武标记离谁的终点更近谁就获胜（标记正好在中央时，增援区军队较多的一方获胜）。事件卡和军阀卡（新手模式不用）会带来一次性的变数。
suntzu-seat-wu = 蓝色吴方
suntzu-seat-chu = 红色楚方
suntzu-leader-wu = 孙武
suntzu-leader-chu = 楚昭王

## 版图上的区域名：中文名和英文音译（正文中的区域名用引擎的 suntzu-province-<id>）
suntzu-board-hanzi-qin = 秦
suntzu-board-hanzi-chu = 楚
suntzu-board-hanzi-jin_yan = 晋-燕
suntzu-board-hanzi-han_qi = 韩-齐
suntzu-board-hanzi-wu = 吴
suntzu-board-latin-qin = Qin
suntzu-board-latin-chu = Chu
suntzu-board-latin-jin_yan = Jin-Yan
suntzu-board-latin-han_qi = Han-Qi
suntzu-board-latin-wu = Wu

## 行动卡
suntzu-card-plague-glyph = 疫
suntzu-card-caption-n1 = 抽 3 留 2
suntzu-card-caption-n6 = 1 军上边格
suntzu-card-caption-plus1 = 对方 +1
suntzu-card-caption-plus2 = 对方 +2
suntzu-card-caption-plus3 = 对方 +3
suntzu-card-caption-minus1 = 对方 −1
suntzu-card-caption-plague = 瘟疫

## 阶段、事件和军阀的名称与效果由引擎提供（suntzu_rules.ftl）。

## 版图标签
suntzu-board-status = 第 { $round } 回合 · { $phase }
suntzu-board-beginner = 新手模式
suntzu-board-list-separator = 、
suntzu-board-waiting = 等待：{ $seats }
suntzu-board-locked = { $side }已锁定
suntzu-board-round = 回合
suntzu-board-scoring-rounds = ◎ 计分回合
suntzu-board-score-even = 双方比分持平
suntzu-board-score-lead = { $side }领先 { $steps } 格
suntzu-board-track-end = 终点
suntzu-board-marker-glyph = 孙
suntzu-board-plaque = 计分板块
suntzu-board-after-round = 第 { $round } 回合
suntzu-board-holds = { $side }控制
suntzu-board-tied = 兵力相当
suntzu-board-empty = 无人占领
suntzu-board-edge = 版图边格（6）
suntzu-board-pool = 增援区
suntzu-board-hand = 手牌
suntzu-board-deck = 牌库
suntzu-board-warlord = 军阀
suntzu-board-warlord-none = 无（新手模式）
suntzu-board-warlord-secret = 已选择，尚未公开
suntzu-board-warlord-choosing = 正在秘密选择
suntzu-board-warlord-second = 第二张：{ $name }
suntzu-board-warlord-used = { $name }（已发动）
suntzu-board-winner = 获胜
suntzu-board-chooser = 决定战斗顺序
suntzu-board-event = 事件
suntzu-board-no-event = 没有翻开的事件卡
suntzu-board-result = { $reason }，{ $side }获胜
suntzu-board-result-draw = { $reason }，双方打成平局
suntzu-board-events-done = 已结算事件卡：{ $done }／{ $total }
suntzu-board-reserve = 后备区
suntzu-board-out = 已移出游戏：吴方 { $wu }，楚方 { $chu }

## 手牌图
suntzu-hand-title = 你的行动卡 — { $side }
suntzu-hand-locked = 出牌已锁定
suntzu-hand-open = 出牌未锁定
suntzu-hand-cards = 手牌 { $n } 张
suntzu-hand-empty = 没有手牌
suntzu-hand-drawn = 抽到的牌：选择要保留的
suntzu-hand-placement = 本回合出牌（{ $n }／5）
suntzu-hand-warlord-used = 已发动

## 提示
suntzu-prompt-warlord-choose = 选择你的军阀卡。发动之前对手看不到；双方都选好之前可以更换。
suntzu-prompt-chariots = 战车！你已有 3 个边格放有军队：再选 1 张军阀卡。
suntzu-prompt-warlord-current = 你的军阀：{ $warlord }（要更换吗？）
suntzu-prompt-warlord-placeholder = 选择军阀
suntzu-prompt-place = 第 { $round } 回合：在每个区域各放 1 张行动卡（已放 { $n }／5）。5 个区域都放好后就可以锁定。
suntzu-prompt-place-ready = 5 个区域都已放好牌。可以再换，也可以直接锁定：双方都锁定后同时亮牌。
suntzu-prompt-place-use-command = 手牌种类太多，这里放不下“锁定”按钮：请改用 { $command } 锁定。
suntzu-prompt-place-locked = 你的出牌已锁定。亮牌前如果要换牌，请先解锁。
suntzu-prompt-province-placeholder = { $province }：选一张牌
suntzu-prompt-province-current = { $province }：{ $card }（要换吗？）
suntzu-prompt-provinces-placeholder = { $provinces }：换牌
suntzu-prompt-assign-choice = { $province }：{ $card }
suntzu-prompt-lock = 锁定
suntzu-prompt-unlock = 解锁
suntzu-prompt-order = 由你决定战斗顺序：下一场战斗在哪个区域？
suntzu-prompt-warlord-before = 已经亮牌。可以在战斗前发动军阀卡，也可以跳过。
suntzu-prompt-warlord-after = 战斗已经结束。可以现在发动军阀卡，也可以跳过。
suntzu-prompt-warlord-use-placeholder = 发动军阀卡…
suntzu-prompt-pass = 跳过
suntzu-prompt-draw = 从抽到的 { $drawn } 张牌中保留 { $keep } 张；其余放到牌库底。
suntzu-prompt-draw-placeholder = 选择要保留的牌
suntzu-prompt-keep-choice = 保留：{ $cards }
suntzu-prompt-support-placeholder = 特别支援：弃掉 1 张牌，从后备区取回 1 支军队
suntzu-prompt-other-placeholder = 其他操作

## 操作描述（记录、按钮、播报）
suntzu-action-assign = 把“{ $card }”放到{ $province }区
suntzu-action-lock = 锁定出牌
suntzu-action-unlock = 解锁出牌
suntzu-action-pass = 跳过（军阀卡留到以后）
suntzu-action-order = 下一场战斗：{ $province }
suntzu-action-choose = 选择军阀“{ $warlord }”
suntzu-action-warlord = 发动“{ $warlord }”
suntzu-action-warlord-at = 在{ $province }区发动“{ $warlord }”
suntzu-action-warlord-move = 发动“{ $warlord }”：{ $from } → { $to }
suntzu-action-warlord-card = 对“{ $card }”发动“{ $warlord }”
suntzu-action-keep = 保留：{ $cards }
suntzu-action-support = 弃掉“{ $card }”，从后备区取回 1 支军队
suntzu-action-other = 操作：{ $action }

## 私密摘要（/game hand）
suntzu-summary-hand = 手牌（{ $n } 张）：{ $cards }
suntzu-summary-hand-empty = 手牌：无
suntzu-summary-slot = { $province }“{ $card }”
suntzu-summary-slot-empty = { $province }（空）
suntzu-summary-placement = 出牌（未锁定）：{ $slots }
suntzu-summary-placement-locked = 出牌（已锁定）：{ $slots }
suntzu-summary-drawn = 抽到的牌（待选择）：{ $cards }
suntzu-summary-warlord = 军阀：{ $warlord }——{ $effect }
suntzu-summary-warlord-used = 军阀：{ $warlord }（已发动）——{ $effect }
suntzu-summary-extra-warlord = 第二张军阀卡（战车）：{ $warlord }——{ $effect }
suntzu-summary-extra-warlord-used = 第二张军阀卡（战车）：{ $warlord }（已发动）——{ $effect }

## /game new 的 open_locks 选项（仅限孙子兵法）
option-open-locks = 公开锁定状态
opt-open-locks = 公开锁定
opt-open-locks-desc = 孙子兵法：公开每位玩家是否已锁定出牌（加入游戏即表示同意）

## 频道里提醒被等待的一方要做的事
suntzu-step-warlord = 选择军阀
suntzu-step-place = 放好 5 张行动卡并锁定
suntzu-step-before = 发动军阀或跳过（战斗前）
suntzu-step-order = 选择下一场战斗的区域
suntzu-step-chariots = 选第二张军阀卡
suntzu-step-after = 发动军阀或跳过（战斗后）
suntzu-step-draw = 选择要保留的牌
suntzu-deck-was-empty = 无（牌库已空）
