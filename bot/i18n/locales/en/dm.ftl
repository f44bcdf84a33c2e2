# A private message that would pass Discord's 2,000 characters (issue 23): its oldest news
# gives way to this line; the prompt and the seat's situation always stay whole.
dm-news-earlier = … { $count ->
        [one] one earlier line of news
       *[other] { $count } earlier lines of news
    } left out: { $cmd_game_catchup } tells all.

# A menu choice whose description is longer than Discord shows (100 characters), said whole.
dm-choice-detail = • { $label }: { $detail }
