## 玩家可指名（/game status area:）、行動會改變的圖板部分

suntzu-area-province-qin = 秦區
suntzu-area-province-chu = 楚區
suntzu-area-province-jin_yan = 晉-燕區
suntzu-area-province-han_qi = 韓-齊區
suntzu-area-province-wu = 吳區
suntzu-area-track = 計分軌
suntzu-area-commander-wu = 吳方（孫武）
suntzu-area-commander-chu = 楚方（楚昭王）
suntzu-area-event = 事件卡
suntzu-area-reserve = 備用區
