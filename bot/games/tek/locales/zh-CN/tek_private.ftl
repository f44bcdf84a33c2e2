# 史诗小帝国：私人图片（issue 26 第 6 部分）
tek-private-now = 该你了：{ $step }
tek-private-waiting = 在等{ $seats }
tek-private-follow = 跟“{ $action }”或收资源
tek-private-war = { $region } 区开战：出战力
tek-private-flee = 花 { $cost } 食物逃出 { $region } 区，或者阵亡
tek-private-setup = 要选：{ $steps }
tek-private-setup-side = 领土卡用哪面
tek-private-setup-stock = 起始资源
tek-private-setup-home = 起始区域
tek-private-powers = { $faction }的魔法能力
