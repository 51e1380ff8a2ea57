## zifuli: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start =
    Zifuli: { $chips } { $chips ->
        [one] chip
       *[other] chips
    } each; play { $end ->
        [rounds]
            { $rounds } { $rounds ->
                [one] round
               *[other] rounds
            }
       *[chips] until someone runs out of chips
    }.

deal_start =
    { $you ->
        [dealer] Round { $round }: You deal { $cards_each } { $cards_each ->
            [one] card
           *[other] cards
        } each; { $first } speaks first in the auction.
        [first] Round { $round }: { $dealer } deals { $cards_each } { $cards_each ->
            [one] card
           *[other] cards
        } each; you speak first in the auction.
       *[other] Round { $round }: { $dealer } deals { $cards_each } { $cards_each ->
            [one] card
           *[other] cards
        } each; { $first } speaks first in the auction.
    }

bid =
    { $you ->
        [player]
            You bid, revealing { $card } ({ $base ->
                [number] number
               *[picture] picture
            } cards).
       *[other]
            { $player } bids, revealing { $card } ({ $base ->
                [number] number
               *[picture] picture
            } cards).
    }

pass =
    { $you ->
        [player] You pass.
       *[other] { $player } passes.
    }

boss =
    { $you ->
        [player] You are the Boss; the Partner holds the other { $card }.
       *[other] { $player } is the Boss; the Partner holds the other { $card }.
    }

partner =
    { $you ->
        [boss] You hold the other { $card }: you are your own secret Partner.
       *[other] You hold the other { $card }: you are { $boss }'s secret Partner.
    }

alone = You hold both { $card }: you play alone against the other four.

deal_void = Everyone passed: deal { $deal } is void and the next dealer deals.

play =
    { $you ->
        [player] You play { $card }.
       *[other] { $player } plays { $card }.
    }

partner_revealed =
    { $you ->
        [player] You played the twin: you are { $boss }'s Partner.
        [boss] { $player } played the twin: { $player } is your Partner.
       *[other] { $player } played the twin: { $player } is { $boss }'s Partner.
    }

alone_revealed = { $player } played both { $card }: the Boss plays alone.

trick =
    { $you ->
        [winner]
            You take the trick ({ $base ->
                [number] number
               *[picture] picture
            } cards led).
       *[other]
            { $winner } takes the trick ({ $base ->
                [number] number
               *[picture] picture
            } cards led).
    }

round_end_recount_draw =
    Round { $round }: { $side } { $a } to { $b } { $others }; a tie, recounted { $ra } to { $rb } (82 in all). A draw: no chips change hands.{ $moved ->
        [yes] { " " }Chips: { $moves }.
       *[no] { "" }
    }

round_end_recount_won =
    Round { $round }: { $side } { $a } to { $b } { $others }; a tie, recounted { $ra } to { $rb } (82 in all). { $winner } win.{ $moved ->
        [yes] { " " }Chips: { $moves }.
       *[no] { "" }
    }

round_end_draw =
    Round { $round }: { $side } { $a } to { $b } { $others }. A draw: no chips change hands.{ $moved ->
        [yes] { " " }Chips: { $moves }.
       *[no] { "" }
    }

round_end_won =
    Round { $round }: { $side } { $a } to { $b } { $others }. { $winner } win.{ $moved ->
        [yes] { " " }Chips: { $moves }.
       *[no] { "" }
    }

game_over = The game is over ({ $chips }). Winner: { $winner }.

head =
    { $you ->
        [dealer]
            Round { $round }{ $end ->
                [rounds] { " " }of { $rounds }
               *[none] { "" }
            }, dealer you, { $phase ->
                [auction] auction
                [tricks] tricks
               *[over] over
            }
       *[other]
            Round { $round }{ $end ->
                [rounds] { " " }of { $rounds }
               *[none] { "" }
            }, dealer { $dealer }, { $phase ->
                [auction] auction
                [tricks] tricks
               *[over] over
            }
    }

chips = { "  " }Chips: { $chips }

bids = Bids: { $bids }

passed = Passed: { $names }

boss_line =
    { $you ->
        [boss]
            Boss you ({ $card }), { $who ->
                [alone] alone
                [partner]
                    { $you ->
                        [partner] with you
                       *[other] with { $partner }
                    }
               *[secret] with a secret Partner
            }; { $tricks_left } { $tricks_left ->
                [one] trick
               *[other] tricks
            } left
       *[other]
            Boss { $boss } ({ $card }), { $who ->
                [alone] alone
                [partner]
                    { $you ->
                        [partner] with you
                       *[other] with { $partner }
                    }
               *[secret] with a secret Partner
            }; { $tricks_left } { $tricks_left ->
                [one] trick
               *[other] tricks
            } left
    }

revealed = Bid cards still in hand: { $shown }

help_auction_choices = Auction: bid by revealing a card (it stays in your hand, known to all). The first bid fixes the kind (number or picture); every later bid must be a weaker card of that kind than the last bid. A pass is for good. The last bidder is the Boss; whoever holds the twin of the Boss's last bid card is the secret Partner. Type: bid CARD or pass.{ "\u000A" }Your choices: { $choices }

help_play_choices = Play a card of the kind led if you have one; otherwise any card, which cannot win. Numbers: 10 high. Pictures: Lion, Cuckoo, Man, Horse, Cat, House, Clown, 0, Bucket, Mask. Of two identical cards the first played is higher. Points: 10, House to Cuckoo and the Lion 1 each, 5 to 9 half each (19 in all). Type: play CARD.{ "\u000A" }Your choices: { $choices }

guide_bid = In the auction a bid shows a card: each later bid must be a weaker card of the first bid's kind; the other copy of the Boss's last card makes its holder the Partner.


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = These are your 8 cards: number cards (10 down to 1) and picture cards (Lion, Cuckoo, Man ... the Mask is the weakest).

learn-intro_auction = First the auction: to bid, show a card of your hand; each later bid must be a weaker card of the same kind. The last bidder left is the Boss.

learn-intro_choices = Your choices appear here; a bid is made by clicking the card you show.

learn-tip_bid = Bid: show the highlighted card, weaker than the last bid and of the same kind.

learn-tip_pass = Pass (the highlighted choice): your cards cannot go lower, so you leave the auction.

learn-tip_play = Play the highlighted card: follow the kind led (number or picture) if you can.

learn-tip_other = Do what the highlighted choice says: the rules ask it of you now.

learn-why_bid = A bid shows a card; the next bid must be weaker, of the same kind.

learn-why_boss = The last one left in the auction is the Boss; the other holder of the twin of the Boss's last bid card is the secret Partner.

learn-why_partner = Playing the twin card shows who the Partner is.

learn-why_trick = The strongest card of the kind led took the trick; its player leads next.

learn-why_round_end = The cards are counted as in Coch; the Boss's side wins with more points, and chips change hands.

learn-outro = That was Zifuli. Open a table from the lobby to play with four others.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Zifuli**: a trick game for exactly 5, with an auction and a hidden partner.
    - Everyone gets 8 cards. Number cards rank 10 down to 1; picture cards Lion, Cuckoo, Man, Horse, Cat, House, Clown, 0, Bucket, Mask (the Mask is the weakest).
    - **Auction**, from the dealer's right: to **bid**, show a card of your hand. The first bid fixes the kind; each later bid must be a weaker card of that kind. Whoever **passes** is out of the auction.
    - The last one left is the **Boss**. The other holder of the twin of the Boss's last bid card is the **Partner**, and only the Partner knows it. A Boss holding both copies plays alone against four.
    - Play as in Coch: follow the kind if you can; the strongest card of the trick's kind wins.
    - Count the cards as in Coch (19 points in all). The Boss's side wins with more points.
    - Chips: if the Boss's side wins, each opponent pays 1 (the Boss gets 2, the Partner 1); if it loses, the Boss pays 2 and the Partner 1. A Boss alone wins or pays 2 from or to each.
    - The game ends when someone has no chips left (or after the agreed rounds): most chips wins.
