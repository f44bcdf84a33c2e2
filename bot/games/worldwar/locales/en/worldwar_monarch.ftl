# World War: the monarch edition (lord cards, lord skills, treasures), reaction cards played
# outside one's own turn, and the edition option. Terms: bot/games/worldwar/glossary.md.
# Generated name selectors are at the end.

## The edition option of /game new
opt-edition = edition
opt-edition-desc = World War: the generals edition, or the monarch edition (lord cards, skills, treasures)
option-edition = edition
option-edition-generals = generals
option-edition-monarchs = monarchs

## Events
ww-ev-lord-card = { $seat } keeps the lord card { NAME("ww-lord", $card) }.
ww-ev-treasure = { $seat }'s lord finds a treasure: { NAME("ww-treasure", $treasure) } (might { $might }, intellect { $intellect }, command { $command }, charm { $charm }).
ww-ev-skill = { $skill ->
    [spy] { $seat }'s lord looks at the { $look ->
        [mission] secret mission
       *[hand] hand
    } of { $target }.
    [recruit] { $seat }'s lord raises { $units ->
        [one] 1 free soldier
       *[other] { $units } free soldiers
    } in { NAME("ww-territory", $territory) }.
   *[escape] { $seat }'s lord slips out of captivity.
}
ww-ev-reaction = { $card ->
    [ambush] { $seat } springs { NAME("ww-card", $card) } in { NAME("ww-territory", $territory) }: +1 to the 2 highest defending dice. One action point is owed.
    [bodyguard] { $seat }'s { NAME("ww-card", $card) } gets the lord away to { NAME("ww-territory", $territory) }. One action point is owed.
   *[veto] { $seat } plays { NAME("ww-card", $card) }: { NAME("ww-card", $countered) } of { $against } has no effect. One action point is owed.
}
ww-ev-owed = { $seat } starts the turn with { $n ->
    [one] 1 action point
   *[other] { $n } action points
} fewer, owed for reaction cards.

## Refusals
ww-err-lord-card-kept = You have already kept a lord card.
ww-err-lord-card-offer = That lord card was not offered to you.
ww-err-skill = Your lord has no use of that skill left.

## Actions and controls
ww-do-lordcard = Keep the lord card: { $lord }
ww-do-skill = Use your lord's skill on { $target }
ww-ui-lordcard-offer = Keep one of your two lord cards (the one you keep is shown to everyone):
ww-ui-lordcard-line = { $n }. { $lord }: might { $might }, intellect { $intellect }, command { $command }, charm { $charm }. { $skills }
ww-ui-lordcard-placeholder = Keep a lord card…
ww-ui-lordcard-choice = { $lord } ({ $might }/{ $intellect }/{ $command }/{ $charm })
ww-ui-skill-choice = Lord's skill: look at { $target }
ww-me-lord-offer = Lord cards offered (keep one): { $lords }
ww-me-lord-card = Your lord card: { $lord } (might { $might }, intellect { $intellect }, command { $command }, charm { $charm })

## Generated name selectors (event parameters hold ids)
