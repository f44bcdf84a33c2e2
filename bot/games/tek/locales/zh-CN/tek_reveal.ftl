tek-reveal-bid = 秘密选择、尚未公开的战力：{ $bid }
tek-reveal-pending = 秘密做出、尚未公开的选择：{ $choice }
