# World War: the monarch edition (lord cards, lord skills, treasures), reaction cards played
# outside one's own turn, and the edition option. Terms: docs/glossary/worldwar.md.
# Generated name selectors are at the end.

## The edition option of /game new
opt-edition = edition
opt-edition-desc = World War: the generals edition, or the monarch edition (lord cards, skills, treasures)
option-edition = edition
option-edition-generals = generals
option-edition-monarchs = monarchs

## Events
ww-ev-lord-card = { $seat } keeps the lord card { ww-name-lordcard }.
ww-ev-treasure = { $seat }'s lord finds a treasure: { ww-name-treasure } (might { $might }, intellect { $intellect }, command { $command }, charm { $charm }).
ww-ev-skill = { $skill ->
    [spy] { $seat }'s lord looks at the { $look ->
        [mission] secret mission
       *[hand] hand
    } of { $target }.
    [recruit] { $seat }'s lord raises { $units ->
        [one] 1 free soldier
       *[other] { $units } free soldiers
    } in { ww-name-territory }.
   *[escape] { $seat }'s lord slips out of captivity.
}
ww-ev-reaction = { $card ->
    [ambush] { $seat } springs { ww-name-card } in { ww-name-territory }: +1 to the 2 highest defending dice. One action point is owed.
    [bodyguard] { $seat }'s { ww-name-card } gets the lord away to { ww-name-territory }. One action point is owed.
   *[veto] { $seat } plays { ww-name-card }: { ww-name-countered } of { $against } has no effect. One action point is owed.
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
ww-name-lordcard = { $card ->
    [iron-regent] { ww-lord-iron-regent }
    [silver-oracle] { ww-lord-silver-oracle }
    [desert-khan] { ww-lord-desert-khan }
    [storm-queen] { ww-lord-storm-queen }
    [forest-warden] { ww-lord-forest-warden }
    [ember-duchess] { ww-lord-ember-duchess }
    [old-admiral] { ww-lord-old-admiral }
    [masked-chancellor] { ww-lord-masked-chancellor }
    [merchant-prince] { ww-lord-merchant-prince }
    [wandering-saint] { ww-lord-wandering-saint }
   *[other] { $card }
}
ww-name-treasure = { $treasure ->
    [war-banner] { ww-treasure-war-banner }
    [dragon-blade] { ww-treasure-dragon-blade }
    [sage-scroll] { ww-treasure-sage-scroll }
    [pearl-necklace] { ww-treasure-pearl-necklace }
    [silk-robe] { ww-treasure-silk-robe }
    [iron-helm] { ww-treasure-iron-helm }
    [star-map] { ww-treasure-star-map }
    [ruby-crown] { ww-treasure-ruby-crown }
    [golden-spurs] { ww-treasure-golden-spurs }
    [ancient-bow] { ww-treasure-ancient-bow }
    [jade-seal] { ww-treasure-jade-seal }
    [lucky-coin] { ww-treasure-lucky-coin }
    [steppe-charger] { ww-treasure-steppe-charger }
    [crystal-ball] { ww-treasure-crystal-ball }
    [gilded-armour] { ww-treasure-gilded-armour }
    [lion-mantle] { ww-treasure-lion-mantle }
    [cipher-book] { ww-treasure-cipher-book }
    [royal-signet] { ww-treasure-royal-signet }
    [phoenix-feather] { ww-treasure-phoenix-feather }
    [twin-swords] { ww-treasure-twin-swords }
    [silver-harp] { ww-treasure-silver-harp }
    [field-glass] { ww-treasure-field-glass }
    [herbal-elixir] { ww-treasure-herbal-elixir }
    [court-fan] { ww-treasure-court-fan }
    [oracle-bones] { ww-treasure-oracle-bones }
    [thunder-hammer] { ww-treasure-thunder-hammer }
    [war-elephant] { ww-treasure-war-elephant }
    [cursed-mirror] { ww-treasure-cursed-mirror }
    [powder-keg] { ww-treasure-powder-keg }
    [plague-cloak] { ww-treasure-plague-cloak }
   *[other] { $treasure }
}
ww-name-countered = { $countered ->
    [conscription] { ww-card-conscription }
    [militia] { ww-card-militia }
    [royal-guard] { ww-card-royal-guard }
    [border-levy] { ww-card-border-levy }
    [harvest] { ww-card-harvest }
    [treasury] { ww-card-treasury }
    [land-tax] { ww-card-land-tax }
    [tribute] { ww-card-tribute }
    [raid-convoy] { ww-card-raid-convoy }
    [war-levy] { ww-card-war-levy }
    [forced-march] { ww-card-forced-march }
    [supply-lines] { ww-card-supply-lines }
    [war-cry] { ww-card-war-cry }
    [ambush] { ww-card-ambush }
    [battle-plan] { ww-card-battle-plan }
    [blitz] { ww-card-blitz }
    [earthworks] { ww-card-earthworks }
    [citadel] { ww-card-citadel }
    [informant] { ww-card-informant }
    [scouts] { ww-card-scouts }
    [rally] { ww-card-rally }
    [horse-fair] { ww-card-horse-fair }
    [foundry] { ww-card-foundry }
    [siege-works] { ww-card-siege-works }
    [watch-post] { ww-card-watch-post }
    [saboteurs] { ww-card-saboteurs }
    [bombardment] { ww-card-bombardment }
    [dispatches] { ww-card-dispatches }
    [veto] { ww-card-veto }
    [envoy] { ww-card-envoy }
    [secret-passage] { ww-card-secret-passage }
    [prisoner-exchange] { ww-card-prisoner-exchange }
    [bodyguard] { ww-card-bodyguard }
   *[other] { $countered }
}
