## Tiny Epic Kingdoms
tek-alt-status = Round { $round }; waiting for { $seats }.
tek-alt-over = Game over. Winner: { $seats }.
tek-alt-scored = { $line } Score: { $points }.
tek-alt-last-war = Last war in region { $region }: { $attacker } against { $defender }, won by { $winner }.
tek-alt-nobody = nobody
