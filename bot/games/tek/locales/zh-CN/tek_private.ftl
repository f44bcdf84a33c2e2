# 史诗小帝国：私人图片（issue 26 第 6 部分）
tek-private-now = 轮到你：{ $step }
tek-private-waiting = 等待{ $seats }
tek-private-follow = 跟随{ $action }或收集资源
tek-private-war = 为第 { $region } 区的战争选择战力
tek-private-flee = 用 { $cost } 食物逃离第 { $region } 区，或阵亡
tek-private-setup = 选择{ $steps }
tek-private-setup-side = 疆域卡的面
tek-private-setup-stock = 起始资源
tek-private-setup-home = 起始区域
tek-private-powers = { $faction }：魔法能力
