## 玩家可以指定（/game status area:）、行动会改变的版图部分

suntzu-area-province-qin = 秦区
suntzu-area-province-chu = 楚区
suntzu-area-province-jin_yan = 晋-燕区
suntzu-area-province-han_qi = 韩-齐区
suntzu-area-province-wu = 吴区
suntzu-area-track = 计分条
suntzu-area-commander-wu = 吴方（孙武）
suntzu-area-commander-chu = 楚方（楚昭王）
suntzu-area-event = 事件卡
suntzu-area-reserve = 后备区
