## Sun Tzu
suntzu-alt-status = Round { $round } of { $rounds }, { $phase }; waiting for { $seats }.
suntzu-alt-side = { $side }: { $pool } armies in the pool, { $reserve } in reserve; { $hand } cards in hand, { $deck } in the deck; warlord: { $warlord }.
suntzu-alt-province-name = { $hanzi } { $latin }
suntzu-alt-province = { $province } (worth { $value }): armies Wu { $wu }, Chu { $chu }; edge Wu { $wuedge }, Chu { $chuedge }
suntzu-alt-province-cards = { $province }; cards Wu { $wucard }, Chu { $chucard }
suntzu-alt-event = Event: { $event } ({ $done } of { $total } resolved).
suntzu-alt-battles = Battles: { $battles }.
suntzu-alt-battle = { $province } won by { $side } by { $diff }
suntzu-alt-battle-tie = { $province } tied
