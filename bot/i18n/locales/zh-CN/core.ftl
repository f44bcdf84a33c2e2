## 平台：大厅、管理、私信与报错提示。

cmd-game = 游戏
cmd-game-desc = 在本频道开一局桌游
cmd-game-new = 新局
cmd-game-new-desc = 在本频道为新游戏开大厅（管理员）
cmd-game-join = 加入
cmd-game-join-desc = 在本频道的大厅入座
cmd-game-leave = 离开
cmd-game-leave-desc = 退出本频道的大厅
cmd-game-start = 开始
cmd-game-start-desc = 分配座位，正式开始游戏（管理员）
cmd-game-kick = 移除
cmd-game-kick-desc = 移除一名玩家；对局已开始的话，其座位交给机器人托管（管理员）
cmd-game-status = 状态
cmd-game-status-desc = 查看版图和当前轮到谁
cmd-game-hand = 查看
cmd-game-hand-desc = 查看你的私密信息和可选的操作（仅自己可见）
cmd-game-log = 记录
cmd-game-log-desc = 本频道对局的最新动态
cmd-game-list = 列表
cmd-game-list-desc = 本服务器正在进行的游戏
cmd-game-rules = 规则
cmd-game-rules-desc = 游戏规则简介
cmd-game-end = 结束
cmd-game-end-desc = 立即结束本频道的游戏，并公开所有秘密（管理员）
cmd-game-config = 设置
cmd-game-config-desc = 设置管理员身份组和本频道的语言（管理员）

opt-game = 游戏
opt-game-desc = 选择游戏
opt-seed = 种子
opt-seed-desc = 指定随机种子来重玩某一局（隐藏的牌也就不再保密）
opt-beginner = 新手
opt-beginner-desc = 孙子兵法新手规则（每方 21 支军队，不用 +2／+3，不用军阀）
opt-player = 玩家
opt-player-desc = 要移除哪位玩家
opt-count = 数量
opt-count-desc = 显示最近几步
opt-reason = 原因
opt-reason-desc = 为什么结束这局
opt-moderator-role = 管理员身份组
opt-moderator-role-desc = 拥有该身份组的成员可以主持游戏
opt-language = 语言
opt-language-desc = 本频道游戏消息用哪种语言

option-beginner = 新手规则
language-en = English
language-zh-TW = 繁體中文
language-zh-CN = 简体中文

lobby-title = { $game } — 大厅
lobby-body = 已入座 { $count } 人（需 { $min }–{ $max } 人）。点击 **加入** 入座，人齐后由管理员点击 **开始**。
lobby-no-players = 暂时还没有人加入。
lobby-options = 选项
lobby-footer = 第 { $id } 局
game-seed = 本局种子：{ $seed }（想重玩这一局，就在 { $cmd_game_new } 的“种子”里填上它）
game-secret = 本局随机密钥：{ $secret }（对局期间保密，供事后核查）
lobby-button-join = 加入
lobby-button-leave = 离开
lobby-button-start = 开始
lobby-joined = 入座成功，当前共有 { $count } 位玩家。
lobby-left = 你已退出大厅。
kicked = { $player } 已被移出本局。

seat-name = { $name }（{ $label }）
game-started = 游戏开始！座位：{ $players }。
reminder = ⏰ { $game }还在等人。{ $waiting }
waiting-for = 轮到 { $players } 行动
prompt-header = { $channel } 的 **{ $game }** — 你的座位：{ $seat }。
prompt-waiting-others = 现在没有需要你做的事，轮到你时我会私信你。
private-image-alt = 你的私密卡牌和可选操作
board-alt = { $game }第 { $move } 步之后的版图
dm-closed = { $player }，我没法给你发私信。请在本频道用 { $cmd_game_hand } 查看私密信息并操作。
status-line = 第 { $move } 步。{ $count ->
    [0] 当前无需等待任何人。
   *[other] 正在等：{ $players }
}
status-lobby = 大厅等人中
status-running = 进行中
status-finished = 已结束
status-ended = 已中止
log-title = 最近的行动
log-empty = 暂时还没有任何动静。
list-line = { $channel } — { $game } — { $status } — { $count } 位玩家
list-empty = 本服务器当前没有正在进行的游戏。
config-show = 管理员身份组：{ $role } · 本频道语言：{ $language }

result-normal = 游戏结束。
result-score-line = { $winner ->
    [yes] 🏆
   *[no] ▫️
} { $player }：{ $score }
reveal-seat = { $player }的秘密公开如下：
game-ended-by-moderator = 管理员结束了本局。原因：{ $reason }
ended-ok = 已结束本局。

error-no-such-game = 这局游戏已经不存在了。
error-no-game-here = 本频道没有游戏。管理员可以用 { $cmd_game_new } 开一局。
error-game-not-started = 游戏还没开始。人够了之后，由管理员用 { $cmd_game_start } 开局。
error-not-moderator = 只有管理员才能这么做：需要“管理服务器”或“管理频道”权限，或者拥有用 { $cmd_game_config } 指定的身份组。
error-unknown-game = 没有叫“{ $game }”的游戏，请从列表里选。
error-option-not-for-game = { $game }用不了“{ $option }”这个选项。
error-channel-busy = 本频道已经有一局在进行了。先把这局打完，或者请管理员用 { $cmd_game_end } 结束它；也可以换个频道或子区开局。
error-already-started = 游戏已经开始，座位不能再变了。
error-already-joined = 你已经在这局入座了。
error-table-full = 座位已满（{ $max } 人）。
error-not-a-player = 你不是这局的玩家。等下一局开大厅时再加入吧。
error-target-not-a-player = 这名成员没有在这局入座。
error-leave-after-start = 对局已经开始，不能中途离开。请管理员用 { $cmd_game_kick } 把你移出，你的座位会交给机器人托管。
error-player-count = 这个游戏需要 { $min }–{ $max } 名玩家，当前只有 { $count } 名。
error-game-not-running = 这局游戏已经不在进行中了。
error-bad-action = 没看懂这个操作。请用按钮和菜单来选，或者用 { $cmd_game_hand }。
error-not-your-turn = 还没轮到你，轮到你时我会通知你。
error-not-your-prompt = 这些控件是给 { $channel } 第 { $game } 局另一位玩家的。请在那边用 { $cmd_game_hand } 调出你自己的。
error-nothing-changed = 没有变化：本来就是这样。
error-board-moved-on = 你还在选的时候，对局已经往下走了。请看你收到的最新消息，或者用 { $cmd_game_hand } 重新选。
error-bad-layout = 没看懂“{ $part }”。请用“区域：数量”的格式写出每个区域放几个标记，例如 `5:3 9:1`。
error-lobby-not-posted = 我没法在本频道发出大厅，所以新局没有开成。请确认我在这里有发送消息和嵌入内容的权限，然后再用一次 { $cmd_game_new }。
error-bad-input = 这条命令里有无效的值，请对照各选项的说明检查一下。
error-unexpected = 机器人这边出错了。对局没有任何改动，请再试一次。

demo-player = 玩家 { $number }
demo-title = { $game } — 离线演示，种子 { $seed }
demo-written = 演示已保存到 { $path }
error-controls-stale = ⏩ 这些控件生成之后，对局又有了新进展——下面是你现在可选的操作。
error-controls-unknown = 这些控件已经过期。请到对局所在的频道用 { $cmd_game_hand } 调出你现在可选的操作。
error-seat-played-by-bot = 你在这局的座位现在由机器人托管（或者已经交给别人），你的操作不再生效。
error-seat-private-played-by-bot = 你在这局的座位现在由机器人托管，这个座位的手牌和秘密不再向你显示。
error-seed-range = 种子必须是 0 到 { $max } 之间的整数。
error-control-other-channel = 这些控件属于另一个频道的对局。
waiting-for-step = { $players } 请{ $step }
step-default = 行动

## 机器人自己检查选项的值（伪造的交互可以绕过 Discord 客户端的检查）
error-option-range = “{ $option }”必须是 { $min } 到 { $max } 之间的整数。
error-option-text = “{ $option }”必须是文本，不超过 { $max } 个字符。
error-option-choice = “{ $option }”只能选以下几项之一：{ $allowed }。
error-option-role = “{ $option }”必须是本服务器的身份组。
error-bad-number = 没看懂“{ $value }”这个数字。请填 0 到 { $max } 之间的整数，或者从列表里选。
error-layout-number = “{ $part }”里的区域编号和数量都必须是 0 到 { $max } 之间的整数。
error-layout-too-long = 部署最多只能写 { $max } 组“区域：数量”，你写了 { $count } 组。
error-config-role-needs-manage-server = 只有拥有“管理服务器”（或“管理员”）权限的成员，才能设置或修改管理员身份组。
error-config-role-everyone = 不能把 `@everyone` 设为管理员身份组，否则所有成员都成了管理员。请选一个只有管理员才有的身份组。
