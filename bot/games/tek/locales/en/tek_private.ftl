# Tiny Epic Kingdoms: the private picture (issue 26 part 6)
tek-private-now = Your move: { $step }
tek-private-waiting = Waiting for { $seats }
tek-private-follow = follow { $action } or collect
tek-private-war = bid for the war in region { $region }
tek-private-flee = flee from region { $region } for { $cost } food, or fall
tek-private-setup = choose { $steps }
tek-private-setup-side = card side
tek-private-setup-stock = starting resources
tek-private-setup-home = home region
tek-private-powers = { $faction }: magic powers
