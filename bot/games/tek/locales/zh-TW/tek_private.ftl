# 史詩小帝國：私人圖片（issue 26 第 6 部分）
tek-private-now = 輪到你：{ $step }
tek-private-waiting = 等待{ $seats }
tek-private-follow = 跟隨「{ $action }」或收集資源
tek-private-war = 為第 { $region } 區的戰爭選擇戰力
tek-private-flee = 用 { $cost } 食物逃離第 { $region } 區，或陣亡
tek-private-setup = 選擇{ $steps }
tek-private-setup-side = 領土卡用哪一面
tek-private-setup-stock = 起始資源
tek-private-setup-home = 起始區域
tek-private-powers = { $faction }：魔法能力
