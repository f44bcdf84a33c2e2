# The defender chooses which engines pay its losses (issue 28 part 4; rulings B5 and W25).
# The seed: "该城的玩家可以选择,死兵马还是死井栏或投石车".

ww-ev-sacrifice-asked = { $attacker } rolled against { NAME("ww-territory", $territory) }: { $seat } owes { $owed ->
    [one] 1 loss
   *[other] { $owed } losses
} and chooses whether catapults or well-towers pay first. Waiting for { $seat }'s answer.
ww-ev-sacrificed = { $seat } gives up { $catapults ->
    [0] no catapult
    [one] 1 catapult
   *[other] { $catapults } catapults
} and { $towers ->
    [0] no well-tower
    [one] 1 well-tower
   *[other] { $towers } well-towers
} in { NAME("ww-territory", $territory) }; { $units ->
    [0] no unit dies.
    [one] 1 unit dies.
   *[other] { $units } units die.
}
ww-err-sacrifice = Give up at most { $catapults ->
    [one] 1 catapult
   *[other] { $catapults } catapults
} and { $towers ->
    [one] 1 well-tower
   *[other] { $towers } well-towers
} here, and no engine that would pay nothing: { $owed ->
    [one] 1 loss is
   *[other] { $owed } losses are
} owed (a catapult pays 3, a well-tower 5).
ww-do-sacrifice = Give up { $engines } for the losses
ww-do-sacrifice-none = Give up no engine: the troops take the losses
ww-sac-engines = { $engines }
ww-sac-no-engine = no engine
ww-sac-choice = Give up { $engines }: lose { $units }
ww-sac-turn = { $attacker } attacked { $territory }: you owe { $owed ->
    [one] 1 loss
   *[other] { $owed } losses
}. { $units } and { $engines } stand there. Give up engines first? A catapult pays 3 losses, a well-tower 5.
ww-sac-turn-short = Choose which engines pay your losses.
ww-sac-towers-pass = Well-towers you keep pass to the attacker if the territory falls; catapults withdraw to a neighbouring territory of yours.
ww-sac-default = If you do not answer in time: { $engines }, losing { $units }.
ww-step-sacrifice = choose which engines pay the losses
ww-board-phase-sacrifice = { $colour } attacked { $territory }: waiting for { $victim } to choose which engines to give up
ww-alt-sacrifice = { $colour } attacked { $territory }; { $victim } chooses which engines to give up

## Option of /game new
opt-quick-sacrifice = quick_sacrifice
opt-quick-sacrifice-desc = World War: engines pay a defender's losses without asking it, fewest troops lost (faster)
option-quick-sacrifice = quick sacrifice (engines chosen for the defender, fewest troops lost)
