## 孙子兵法：呈现层（图板、手牌、提示、行动描述）。规则引擎的消息在 suntzu_rules.ftl。

suntzu-title = 孙子兵法
suntzu-rules =
    《**孙子兵法**》是两人对战游戏，背景为公元前 506 年的柏举之战：**吴**（蓝方，孙武）对抗**楚**（红方，楚昭王），争夺中国五大区域。游戏最多进行 9 回合。

    每回合，**双方**同时从手牌中盖放 5 张行动卡，每个区域 1 张，然后锁定。之后逐区翻开对战：数字大的一方获胜，并按双方差距派军进驻该区（先把败方的军队逼回其增援区）。自第 2 回合起，由图板上军队较少的一方决定各区的对战顺序。回合结束时，“1”～“6”的行动卡回到手中，其余移出游戏；双方各抽 2 张留 1 张（打出“1”的回合改为抽 3 张留 2 张）。

    特殊卡：**+1、+2、+3** 等于对手卡牌数值再加 1、2、3（+2、+3 须将 1 或 2 个自家军队移到备用区）；−1 以 1 点之差落败；**瘟疫**使该区不发生战斗，区内每方军队各减半。打出“6”时另须把 1 个自家军队永久放上该区的图板边格。任何时候都可以弃掉 1 张非“1”～“6”的行动卡，把 1 个自家军队从备用区取回增援区。

    计分在**第 3、6、9 回合结束时**进行：各区军队较多的一方得到该区计分板块当回合的分数，双方分差决定孙武指示物往领先方移动的格数。指示物抵达自家终点格（9 格）立即获胜；否则在第 9 回合计分后，或第 5 张事件卡执行完成时，指示物较接近自家终点的一方获胜（平手时增援区军队较多者胜）。事件卡与军阀卡（初学模式不使用）会带来一次性的变化。
suntzu-seat-wu = 吴（蓝）
suntzu-seat-chu = 楚（红）
suntzu-leader-wu = 孙武
suntzu-leader-chu = 楚昭王

## 图板上的区域名：中文名与英文音译（正文中的区域名使用引擎的 suntzu-province-<id>）
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
suntzu-card-caption-plus1 = 对手 + 1
suntzu-card-caption-plus2 = 对手 + 2
suntzu-card-caption-plus3 = 对手 + 3
suntzu-card-caption-minus1 = 对手 – 1
suntzu-card-caption-plague = 瘟疫

## 阶段、事件与军阀的名称和效果由引擎提供（suntzu_rules.ftl）。

## 图板标签
suntzu-board-status = 第 { $round } 回合 · { $phase }
suntzu-board-beginner = 初学模式
suntzu-board-list-separator = 、
suntzu-board-waiting = 等待：{ $seats }
suntzu-board-locked = { $side } 已锁定
suntzu-board-round = 回合
suntzu-board-scoring-rounds = ◎ 计分回合
suntzu-board-score-even = 目前双方平分
suntzu-board-score-lead = { $side }领先 { $steps } 格
suntzu-board-track-end = 终点
suntzu-board-marker-glyph = 孙
suntzu-board-plaque = 区域分数
suntzu-board-after-round = 第 { $round } 回合
suntzu-board-holds = { $side }控制
suntzu-board-tied = 兵力相当
suntzu-board-empty = 无人进驻
suntzu-board-edge = 图板边格（6）
suntzu-board-pool = 增援区
suntzu-board-hand = 手牌
suntzu-board-deck = 牌堆
suntzu-board-warlord = 军阀
suntzu-board-warlord-none = 无（初学模式）
suntzu-board-warlord-secret = 已选择，尚未公开
suntzu-board-warlord-choosing = 秘密选择中
suntzu-board-warlord-second = 第二张：{ $name }
suntzu-board-warlord-used = { $name }（已使用）
suntzu-board-winner = 胜利
suntzu-board-to-move = 轮到行动
suntzu-board-chooser = 决定对战顺序
suntzu-board-event = 事件
suntzu-board-no-event = 没有翻开的事件
suntzu-board-result = { $side }获胜：{ $reason }
suntzu-board-result-draw = 双方平手：{ $reason }
suntzu-board-events-done = 已执行事件：{ $done }／{ $total }
suntzu-board-reserve = 备用区
suntzu-board-out = 移出游戏：吴 { $wu }，楚 { $chu }

## 手牌图
suntzu-hand-title = 你的行动卡 — { $side }
suntzu-hand-locked = 摆放已锁定
suntzu-hand-open = 摆放未锁定
suntzu-hand-cards = 手牌 { $n } 张
suntzu-hand-empty = 没有手牌
suntzu-hand-drawn = 抽到的卡 — 选择要保留的
suntzu-hand-placement = 本回合摆放（{ $n }／5）
suntzu-hand-warlord-used = 已使用

## 提示
suntzu-prompt-warlord-choose = 选择你的军阀卡。使用之前对手看不到；双方都选好之前可以更改。
suntzu-prompt-chariots = 战车！你已占有 3 个图板边格：再选择 1 张军阀卡。
suntzu-prompt-warlord-current = 你的军阀：{ $warlord }（要更换吗？）
suntzu-prompt-warlord-placeholder = 选择军阀
suntzu-prompt-place = 第 { $round } 回合：在每个区域各放 1 张行动卡（已放 { $n }／5）。五区都放好后即可锁定。
suntzu-prompt-place-ready = 五个区域都已放卡。可以再更换，或直接锁定：双方都锁定后同时翻开。
suntzu-prompt-place-use-command = 手牌种类太多，这里放不下锁定按钮：请用 /suntzu play 锁定。
suntzu-prompt-place-locked = 摆放已锁定。翻开之前若要更换，请先解除锁定。
suntzu-prompt-province-placeholder = { $province }：选择一张卡
suntzu-prompt-province-current = { $province }：{ $card }（要更换吗？）
suntzu-prompt-provinces-placeholder = { $provinces }：更换卡牌
suntzu-prompt-assign-choice = { $province }：{ $card }
suntzu-prompt-lock = 锁定
suntzu-prompt-unlock = 解除锁定
suntzu-prompt-order = 由你决定对战顺序：下一场在哪个区域？
suntzu-prompt-warlord-before = 卡牌已翻开。可在战斗前使用军阀卡，或跳过。
suntzu-prompt-warlord-after = 战斗结束。可现在使用军阀卡，或跳过。
suntzu-prompt-warlord-use-placeholder = 使用军阀卡…
suntzu-prompt-pass = 跳过
suntzu-prompt-draw = 从抽到的 { $drawn } 张中保留 { $keep } 张；其余放回牌堆底部。
suntzu-prompt-draw-placeholder = 选择要保留的卡
suntzu-prompt-keep-choice = 保留 { $cards }
suntzu-prompt-support-placeholder = 特别支援：弃掉 1 张卡，取回 1 个军队
suntzu-prompt-other-placeholder = 其他行动

## 行动描述
suntzu-action-assign = 把 { $card } 放在{ $province }
suntzu-action-lock = 锁定摆放
suntzu-action-unlock = 解除摆放锁定
suntzu-action-pass = 跳过（军阀卡留待之后）
suntzu-action-order = 下一场在{ $province }对战
suntzu-action-choose = 选择军阀：{ $warlord }
suntzu-action-warlord = 使用{ $warlord }
suntzu-action-warlord-at = 在{ $province }使用{ $warlord }
suntzu-action-warlord-move = 使用{ $warlord }：{ $from } → { $to }
suntzu-action-warlord-card = 对 { $card } 使用{ $warlord }
suntzu-action-keep = 保留 { $cards }
suntzu-action-support = 弃掉 { $card }，从备用区取回 1 个军队
suntzu-action-other = 行动：{ $action }

## 私人摘要（/game hand）
suntzu-summary-hand = 手牌（{ $n } 张）：{ $cards }
suntzu-summary-hand-empty = 手牌：无
suntzu-summary-slot = { $province } { $card }
suntzu-summary-slot-empty = { $province } –
suntzu-summary-placement = 摆放（未锁定）：{ $slots }
suntzu-summary-placement-locked = 摆放（已锁定）：{ $slots }
suntzu-summary-drawn = 抽到的卡，待选择：{ $cards }
suntzu-summary-warlord = 军阀：{ $warlord } – { $effect }
suntzu-summary-warlord-used = 军阀：{ $warlord }（已使用）– { $effect }
suntzu-summary-extra-warlord = 第二张军阀（战车）：{ $warlord } – { $effect }
suntzu-summary-extra-warlord-used = 第二张军阀（战车）：{ $warlord }（已使用）– { $effect }

## /game new 的 open_locks 选项（仅孙子兵法）
option-open-locks = 公开锁定状态
opt-open-locks = 公开锁定
opt-open-locks-desc = 孙子兵法：公开每位玩家是否已锁定卡牌摆放（加入游戏即表示同意）

## What the channel says a waited-for seat must do
suntzu-step-warlord = 选择你的军阀
suntzu-step-place = 放置 5 张牌并锁定
suntzu-step-before = 使用军阀或跳过（战斗之前）
suntzu-step-order = 选择下一场战斗
suntzu-step-chariots = 选择第二位军阀
suntzu-step-after = 使用军阀或跳过（战斗之后）
suntzu-step-draw = 选择要保留的牌
