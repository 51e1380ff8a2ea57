## hypp: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

round_start =
    { $you ->
        [dealer] Round { $round }: You deal.
       *[other] Round { $round }: { $dealer } deals.
    }

packets =
    { $you ->
        [player] You give everyone a packet of { $cards } { $cards ->
            [one] card
           *[other] cards
        } from the bottom of the deck.
       *[other] { $player } gives everyone a packet of { $cards } { $cards ->
            [one] card
           *[other] cards
        } from the bottom of the deck.
    }

bet =
    { $you ->
        [player] You bet { $chips }.
       *[other] { $player } bets { $chips }.
    }

bets_reduced = The dealer cannot cover: the bets are reduced to { $bets }

covered =
    { $you ->
        [player] You stake { $chips }.
       *[other] { $player } stakes { $chips }.
    }

reveal =
    { $you ->
        [player] You show { $card }.
       *[other] { $player } shows { $card }.
    }

paid =
    { $you ->
        [player] You pay { $chips } to { $to }.
        [to] { $player } pays { $chips } to you.
       *[other] { $player } pays { $chips } to { $to }.
    }

lowest_card =
    { $you ->
        [player] You showed the lowest card and hand the deal on.
       *[other] { $player } showed the lowest card and hands the deal on.
    }

deal_handed_on =
    { $you ->
        [player] You hand the deal on.
       *[other] { $player } hands the deal on.
    }

game_over = The game is over. Winner: { $winner }

head =
    { $you ->
        [dealer] Round { $round }, dealer you, limit { $limit }
       *[other] Round { $round }, dealer { $dealer }, limit { $limit }
    }

player = { "  " }{ $name }: { $chips } { $chips ->
        [one] chip
       *[other] chips
    }

player_bet = { "  " }{ $name }: { $chips } { $chips ->
        [one] chip
       *[other] chips
    }, bet { $bet }

help_packet = Dealer: `packet N` gives each player N cards (1 to { $max_packet }); `pass` hands the deal on.

help_bet = Bet blind: `bet N`, 1 to { $limit } (or your chips). The bottom card of your packet meets the dealer's; ties go to the dealer.

guide_card = Against the dealer's card: a stronger card wins the bet, a weaker or equal one loses it.

guide_lowest = A dealer who shows the lowest card of the round hands the deal on.

guide_lowest_pack = The lowest card of the pack: a dealer who shows it hands the deal on.
