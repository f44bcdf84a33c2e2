# Tiny Epic Kingdoms: the followers asked in turn, and the table option to ask them all at once
# (issue 28). Terms: bot/games/tek/glossary.md.

## Option of /game new
opt-quick-follow = quick_follow
opt-quick-follow-desc = Tiny Epic Kingdoms: followers choose all at once, sealed (faster; otherwise one after another)
option-quick-follow = quick follow (followers choose at once, sealed)

## What the followers asked before did, in the channel and in the next follower's prompt
tek-follow-did-move = { $seat } followed: { $choice }
tek-follow-did-collect = { $seat } collected
tek-step-follow-after = follow or collect (before you: { $done })
tek-ui-follow-before = Before you: { $done }.
