## Autocomplete: a menu choice with its detail on one line
choice-detail = { $label } ({ $detail })
