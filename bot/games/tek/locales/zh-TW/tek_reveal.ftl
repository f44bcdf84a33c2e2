tek-reveal-bid = 暗中選擇、尚未公開的戰力：{ $bid }
tek-reveal-pending = 暗中做出、尚未公開的選擇：{ $choice }
