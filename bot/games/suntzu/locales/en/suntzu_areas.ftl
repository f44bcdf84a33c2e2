## The parts of the board a player can name (/game status area:) and a move can change

suntzu-area-province-qin = Qin province
suntzu-area-province-chu = Chu province
suntzu-area-province-jin_yan = Jin-Yan province
suntzu-area-province-han_qi = Han-Qi province
suntzu-area-province-wu = Wu province
suntzu-area-track = Score track
suntzu-area-commander-wu = Wu side (Sun Wu)
suntzu-area-commander-chu = Chu side (King Zhao)
suntzu-area-event = Event card
suntzu-area-reserve = Reserve
