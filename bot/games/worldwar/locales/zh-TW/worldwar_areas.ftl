# 玩家可指名的盤面區域（issue 26）：/game status area: 與放大圖。其餘區域沿用地圖上的名稱。
ww-area-seat-black = 黑軍
ww-area-seat-blue = 藍軍
ww-area-seat-yellow = 黃軍
ww-area-seat-red = 紅軍
ww-area-seat-green = 綠軍
ww-area-events = 政治事件
