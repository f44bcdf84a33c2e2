## 平台:大厅、管理、私信与错误消息。

cmd-game = 游戏
cmd-game-desc = 在这个频道主持一局桌游
cmd-game-new = 新局
cmd-game-new-desc = 在这个频道开一个新游戏的大厅（管理员）
cmd-game-join = 加入
cmd-game-join-desc = 在这个频道的大厅入座
cmd-game-leave = 离开
cmd-game-leave-desc = 离开这个频道的大厅
cmd-game-start = 开始
cmd-game-start-desc = 安排座位并开始游戏（管理员）
cmd-game-kick = 移除
cmd-game-kick-desc = 移除一位玩家；进行中的游戏由机器人托管其座位（管理员）
cmd-game-status = 状态
cmd-game-status-desc = 显示版图和轮到谁
cmd-game-hand = 查看
cmd-game-hand-desc = 你的私密信息与可做的选择（只有你看得到）
cmd-game-log = 记录
cmd-game-log-desc = 这个频道的游戏最近发生了什么
cmd-game-list = 列表
cmd-game-list-desc = 这个服务器进行中的游戏
cmd-game-rules = 规则
cmd-game-rules-desc = 游戏规则摘要
cmd-game-end = 结束
cmd-game-end-desc = 立即结束这个频道的游戏并公开所有秘密（管理员）
cmd-game-config = 设置
cmd-game-config-desc = 设置管理员身份组与这个频道的语言（管理员）

opt-game = 游戏
opt-game-desc = 哪一个游戏
opt-seed = 种子
opt-seed-desc = 固定随机种子以重玩一局（这样隐藏的牌就不再保密）
opt-beginner = 新手
opt-beginner-desc = 孙子兵法：新手规则（每方 21 支军队，没有 +2／+3，没有军阀）
opt-player = 玩家
opt-player-desc = 要移除的玩家
opt-count = 数量
opt-count-desc = 显示几步
opt-reason = 原因
opt-reason-desc = 游戏结束的原因
opt-moderator-role = 管理员身份组
opt-moderator-role-desc = 拥有这个身份组的成员可以主持游戏
opt-language = 语言
opt-language-desc = 本频道游戏消息使用的语言

option-beginner = 新手规则
language-en = English
language-zh-TW = 繁體中文
language-zh-CN = 简体中文

lobby-title = { $game } — 大厅
lobby-body = 已入座 { $count } 人（{ $min }–{ $max } 人）。按 **加入** 入座；由管理员按 **开始**。
lobby-no-players = 还没有人加入。
lobby-options = 选项
lobby-footer = 第 { $id } 局
game-seed = 这局的种子（重玩时，在 { $cmd_game_new } 填入“种子”）：{ $seed }
game-secret = 这局的随机密钥，对局期间不公开（供核查）：{ $secret }
lobby-button-join = 加入
lobby-button-leave = 离开
lobby-button-start = 开始
lobby-joined = 你已入座，目前共 { $count } 位玩家。
lobby-left = 你已离开大厅。
kicked = { $player } 已被移出游戏。

seat-name = { $name }（{ $label }）
game-started = 游戏开始！座位：{ $players }。
reminder = ⏰ { $game } 正在等待。{ $waiting }
waiting-for = 轮到你了：{ $players }
prompt-header = { $channel } 的 **{ $game }** — 你是{ $seat }。
prompt-waiting-others = 现在没有要做的事；轮到你时我会通知你。
private-image-alt = 你的私密卡牌与选择
board-alt = { $game } 第 { $move } 步后的版图
dm-closed = { $player }，我无法给你发私信。请在这个频道使用 { $cmd_game_hand } 查看你的私密信息并行动。
status-line = 第 { $move } 步。{ $count ->
    [0] 目前不需等待任何人。
   *[other] 等待：{ $players }
}
status-lobby = 大厅等待中
status-running = 进行中
status-finished = 已结束
status-ended = 已中止
log-title = 最近的行动
log-empty = 还没有发生任何事。
list-line = { $channel } — { $game } — { $status } — { $count } 位玩家
list-empty = 这个服务器目前没有进行中的游戏。
config-show = 管理员身份组：{ $role } · 这个频道的语言：{ $language }

result-normal = 游戏结束。
result-score-line = { $winner ->
    [yes] 🏆
   *[no] ▫️
} { $player }：{ $score }
reveal-seat = 公开{ $player }的秘密：
game-ended-by-moderator = 管理员结束了这局游戏。原因：{ $reason }
ended-ok = 游戏已结束。

error-no-such-game = 这局游戏已经不存在。
error-no-game-here = 这个频道没有游戏。管理员可以用 { $cmd_game_new } 开一局。
error-game-not-started = 游戏还没开始。人数足够后，由管理员用 { $cmd_game_start } 开始。
error-not-moderator = 只有管理员可以这么做：需要“管理服务器”或“管理频道”权限，或拥有通过 { $cmd_game_config } 指定的身份组。
error-unknown-game = 我不认识“{ $game }”这个游戏。请从列表中选择。
error-option-not-for-game = 选项“{ $option }”不适用于 { $game }。
error-channel-busy = 这个频道已经有一局游戏。请先下完这局，或请管理员用 { $cmd_game_end } 结束它；也可以换到其他频道或子区开局。
error-already-started = 游戏已经开始，座位不能再变动。
error-already-joined = 你已经在这局游戏中入座。
error-table-full = 座位已满（{ $max } 人）。
error-not-a-player = 你没有参加这局游戏。下一局开大厅时再加入吧。
error-target-not-a-player = 这位成员没有在这局游戏中入座。
error-leave-after-start = 游戏进行中，无法离开。请管理员用 { $cmd_game_kick } 把你移出，机器人会托管你的座位。
error-player-count = 这个游戏需要 { $min }–{ $max } 位玩家；目前有 { $count } 位。
error-game-not-running = 这局游戏已不在进行中。
error-bad-action = 我看不懂这个操作。请用按钮和菜单，或用 { $cmd_game_hand } 来选。
error-not-your-turn = 现在还没轮到你。轮到你时我会通知你。
error-not-your-prompt = 这些控件是为 { $channel } 第 { $game } 局的另一位玩家生成的。请在那里用 { $cmd_game_hand } 获取你自己的。
error-nothing-changed = 这样操作不会有任何变化：现在已经是这样了。
error-board-moved-on = 在你选择的时候，游戏已经进行到下一步了。请看你最新的消息，或用 { $cmd_game_hand } 再试一次。
error-bad-layout = 我看不懂“{ $part }”。请按“区域：数量”的格式写出每个区域的部队数，例如 `5:3 9:1`。
error-lobby-not-posted = 我无法在这个频道发布大厅，所以没有开新局。请确认我在这里可以发送消息与嵌入内容，再试一次 { $cmd_game_new }。
error-bad-input = 这个命令有些值无效；请检查各选项的说明。
error-unexpected = 我这边出了点问题。游戏没有任何改变，请再试一次。

demo-player = 玩家 { $number }
demo-title = { $game } — 离线演示，种子 { $seed }
demo-written = 演示已写入 { $path }
error-controls-stale = ⏩ 这些控件生成之后，对局已经有了进展——以下是你当前的选项。
error-controls-unknown = 这些控件已经失效。请在对局的频道用 { $cmd_game_hand } 获取你当前的选项。
error-seat-played-by-bot = 你在这局的座位现在由机器人托管（或已交给别人），不再接受你的操作。
error-seed-range = 种子必须是 0 到 { $max } 之间的整数。
error-control-other-channel = 这些控件属于另一个频道的对局。
waiting-for-step = 轮到你——{ $step }：{ $players }
step-default = 轮到你行动

## 机器人自行检查的选项值（伪造的交互会绕过 Discord 客户端的检查）
error-option-range = 选项“{ $option }”必须是 { $min } 到 { $max } 之间的整数。
error-option-text = 选项“{ $option }”必须是文本，最多 { $max } 个字符。
error-option-choice = 选项“{ $option }”只能是以下之一：{ $allowed }。
error-option-role = 选项“{ $option }”必须是本服务器的身份组。
error-bad-number = 我看不懂“{ $value }”这个数字。请输入 0 到 { $max } 之间的整数，或从列表中选择。
error-layout-number = “{ $part }”中的区域编号和数量必须是 0 到 { $max } 之间的整数。
error-layout-too-long = 部署最多只能有 { $max } 组“区域：数量”，你写了 { $count } 组。
error-config-role-needs-manage-server = 只有拥有“管理服务器”（或“管理员”）权限的成员，才能设置或更改管理员身份组。
error-config-role-everyone = `@everyone` 不能作为管理员身份组，否则所有成员都会成为管理员。请选择只有管理员才拥有的身份组。
