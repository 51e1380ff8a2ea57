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

game_over = The game is over. { $count ->
       *[one] Winner
        [other] Winners
    }: { $winner }

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


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_table = Hypp is played against the dealer, blind: nobody looks at their cards. Cards rank as in Cambio, the Cuckoo highest.

learn-intro_choices = Your choices appear here: the packet's size when you deal, your bet when you do not.

learn-tip_packet = You deal: choose the packet's size (filled in) and click the highlighted button; everyone takes that many cards off the bottom of the pack, unseen.

learn-tip_bet = Bet blind (the amount is filled in): click the highlighted button. Up to the house limit.

learn-tip_pass = Pass the deal to the next player (the highlighted choice).

learn-tip_other = Do what the highlighted choice says: the rules ask it of you now.

learn-why_packets = Every other player now has a packet of cards from the bottom of the pack, unseen.

learn-why_covered = The dealer covers the total of the bets.

learn-why_paid = A card stronger than the dealer's wins the bet from the dealer; weaker or equal, the dealer takes it.

learn-why_lowest_card = A dealer who shows the lowest card must hand the deal on.

learn-outro = That was Hypp. Open a table from the lobby to play for real.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Hypp**: a betting game for 2 to 8 against the dealer, played blind.
    - Cards rank as in Cambio: Cuckoo highest … Clown lowest.
    - The dealer chooses a **packet** size: every other player takes that many cards off the bottom of the pack, without looking.
    - Each player **bets** blind, 1 up to the house limit (and no more than their chips). The dealer covers the total.
    - The dealer shows the bottom card of the pack; then each packet's bottom card is shown, from the dealer's left.
    - A card **stronger** than the dealer's wins the bet from the dealer; weaker or equal, the dealer takes the bet.
    - At the start of a round the dealer may **pass** the deal to the next player; a dealer who shows the lowest card must hand it on.
    - The game ends when someone runs out of chips or everyone has dealt: most chips wins.
