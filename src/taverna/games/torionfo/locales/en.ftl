## torionfo: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

deal_start =
    { $you ->
        [dealer] Deal { $deal }: You shuffle, { $cutter } cuts.
        [cutter] Deal { $deal }: { $dealer } shuffles, you cut.
       *[other] Deal { $deal }: { $dealer } shuffles, { $cutter } cuts.
    }

cut =
    { $you ->
        [player] You lift { $cards } { $cards ->
            [one] card
           *[other] cards
        } off the pack.
       *[other] { $player } lifts { $cards } { $cards ->
            [one] card
           *[other] cards
        } off the pack.
    }

cut_take =
    { $you ->
        [player] You reveal { $card } at the bottom of the upper packet and take it.
       *[other] { $player } reveals { $card } at the bottom of the upper packet and takes it.
    }

dealt =
    { $you ->
        [dealer] You deal { $cards_each } { $cards_each ->
            [one] card
           *[other] cards
        } each.
       *[other] { $dealer } deals { $cards_each } { $cards_each ->
            [one] card
           *[other] cards
        } each.
    }

turn_take =
    { $you ->
        [player] You turn up { $card } and take it.
       *[other] { $player } turns up { $card } and takes it.
    }

torionfo = The Torionfo card is { $card } (its twin is a Torionfo card too); { $stock } { $stock ->
        [one] card
       *[other] cards
    } left in the stock.

discard =
    { $you ->
        [player] You put a card face down under the stock.
       *[other] { $player } puts a card face down under the stock.
    }

discarded = (you put { $card } under the stock)

play_start =
    { $you ->
        [leader] You lead; { $tricks } { $tricks ->
            [one] trick
           *[other] tricks
        }.
       *[other] { $leader } leads; { $tricks } { $tricks ->
            [one] trick
           *[other] tricks
        }.
    }

lead =
    { $you ->
        [player]
            You lead { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }{ $base ->
                [number] , base number
                [picture] , base picture
               *[none] { "" }
            }.
       *[other]
            { $player } leads { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }{ $base ->
                [number] , base number
                [picture] , base picture
               *[none] { "" }
            }.
    }

play =
    { $you ->
        [player]
            You play { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }{ $base ->
                [number] , base number
                [picture] , base picture
               *[none] { "" }
            }.
       *[other]
            { $player } plays { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }{ $base ->
                [number] , base number
                [picture] , base picture
               *[none] { "" }
            }.
    }

base =
    { $you ->
        [player]
            You make this a { $base ->
                [number] number
               *[picture] picture
            } trick.
       *[other]
            { $player } makes this a { $base ->
                [number] number
               *[picture] picture
            } trick.
    }

trick =
    { $you ->
        [winner] You take the trick ({ $points } { $points ->
            [one] point
           *[other] points
        }).
       *[other] { $winner } takes the trick ({ $points } { $points ->
            [one] point
           *[other] points
        }).
    }

deal_end = Deal { $deal } scored: { $parts } ({ $unused } { $unused ->
        [one] point
       *[other] points
    } in the cards not played).

draw_game = The game is over: equal totals, a draw.

head =
    { $you ->
        [dealer]
            Deal { $deal } of { $deals }, dealer you, { $phase ->
                [cut]
                    { $you ->
                        [cutter] You cut
                       *[other] { $cutter } cuts
                    }
                [discard] discarding under the stock
               *[tricks]
                    { $tricks_left } { $tricks_left ->
                        [one] trick
                       *[other] tricks
                    } left
            }
       *[other]
            Deal { $deal } of { $deals }, dealer { $dealer }, { $phase ->
                [cut]
                    { $you ->
                        [cutter] You cut
                       *[other] { $cutter } cuts
                    }
                [discard] discarding under the stock
               *[tricks]
                    { $tricks_left } { $tricks_left ->
                        [one] trick
                       *[other] tricks
                    } left
            }
    }

# one line per side (a team of two, or a player alone)
side_total = { "  " }{ $side }: { $points } { $points ->
        [one] point
       *[other] points
    }

torionfo_card = Torionfo card: { $card }

on_table_base =
    On the table: { $cards } (base: { $base ->
        [number] number
       *[picture] picture
    })

help = cut N: lift N cards (1-39); every 10, Cuckoo or Man at the bottom of the upper packet is yours. discard CARD: put a card under the stock until you hold your share. play CARD: follow the kind of the first card (number 1-10, or picture) if you can; the Torionfo card (and its twin) may be played at any time and beats everything. Leading it, name the base: base number or base picture. Of two identical cards the first played is stronger.{ "\u000A" }Your choices: { $choices }

guide_taken = Found at the cut, it goes to the player who cut (turned up in the middle, to the dealer).

guide_torionfo = The card turned up in the middle is the Torionfo card: it and its twin may be played at any time and beat everything.


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = These are your 8 cards: number cards (10 high down to 1) and picture cards (Cuckoo, Man, Horse, Cat, House ...).

learn-intro_partner = The player opposite is your partner: your cards' points count together.

learn-intro_trick = The Torionfo card lies face up in the middle: it and its twin beat everything. Tricks are played here.

learn-tip_play = Play the highlighted card: follow the kind led (number or picture) if you can; a Torionfo card may be played at any time and beats everything.

learn-tip_other = Do what the highlighted choice says: the rules ask it of you now.

learn-why_cut_take = The cutter takes every 10, Cuckoo and Man found at the cut.

learn-why_torionfo = This card and its twin are the Torionfo cards of the deal: they beat everything.

learn-why_discarded = Whoever holds more than 8 cards puts the extra ones back under the stock, unseen.

learn-why_trick = The strongest card of the trick's kind (or a Torionfo card) took the trick; its player leads next.

learn-why_deal_end = The cards score their number (Cuckoo 15 ... 1); the team with more points wins.

learn-outro = That was Torionfo. Open a table from the lobby to play all four deals.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Torionfo**: a trick game for 4 (two teams, partners sit opposite) or 2.
    - Two kinds of card: **number cards** (10 high down to 1) and **picture cards** (Cuckoo, Man, Horse, Cat, House, 0, Bucket, Mask, Lion, Clown, in that order).
    - Before the deal the player on the dealer's left cuts and takes every 10, Cuckoo and Man found at the cut.
    - Each player gets 8 cards (16 with two). A card turned up in the middle is the **Torionfo card**; its twin, wherever it is, is a Torionfo card too.
    - Whoever holds more than 8 cards puts cards back under the stock, unseen.
    - The dealer's right leads. Follow the kind of the first card if you can; a card of the other kind never wins.
    - A Torionfo card may be played at any time and beats everything. A leader who plays it chooses the trick's kind.
    - The strongest card of the trick's kind takes the trick and leads next. Of two identical cards the first played is higher.
    - Cards score their number (15 for the Cuckoo … 1); 0 and the low pictures score nothing. After the agreed deals (4) the team with more points wins.
