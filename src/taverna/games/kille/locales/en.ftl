## kille: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

round_start =
    { $you ->
        [dealer] Round { $round }: You deal { $cards_each } { $cards_each ->
            [one] card
           *[other] cards
        } each ({ $unused } unused).
       *[other] Round { $round }: { $dealer } deals { $cards_each } { $cards_each ->
            [one] card
           *[other] cards
        } each ({ $unused } unused).
    }

play =
    { $you ->
        [player] You play { $card }.
       *[other] { $player } plays { $card }.
    }

trick_last =
    { $you ->
        [winner] You win (the weakest card takes the last trick).
       *[other] { $winner } wins (the weakest card takes the last trick).
    }

trick =
    { $you ->
        [winner] You win (the strongest card takes the trick).
       *[other] { $winner } wins (the strongest card takes the trick).
    }

round_won =
    { $you ->
        [player] You win the round and now have { $points } { $points ->
            [one] point
           *[other] points
        }.
       *[other] { $player } wins the round and now has { $points } { $points ->
            [one] point
           *[other] points
        }.
    }

head =
    { $you ->
        [dealer] Round { $round } of { $rounds }, dealer you, { $tricks_left } { $tricks_left ->
            [one] trick
           *[other] tricks
        } left
       *[other] Round { $round } of { $rounds }, dealer { $dealer }, { $tricks_left } { $tricks_left ->
            [one] trick
           *[other] tricks
        } left
    }

player = { "  " }{ $name }: { $points } { $points ->
        [one] point
       *[other] points
    }

player_chips = { "  " }{ $name }: { $points } { $points ->
        [one] point
       *[other] points
    }, { $chips } { $chips ->
        [one] chip
       *[other] chips
    }

help = Play a card stronger than every card on the table; if you have none, you must play your weakest. Identical cards: the later is weaker. The strongest card takes a trick and leads the next, but the weakest card takes the last trick and scores the point.{ "\u000A" }Your choices: { $choices }

guide_card = Played only if it beats every card on the table (or is your weakest); the strongest takes the trick, but in the last trick the weakest wins. Of two identical cards the later one is weaker.

guide_top = Nothing beats it: it takes any trick but the last.

guide_bottom = The weakest card: it wins the last trick and its point.


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = These are your cards, ranked as in Cambio: the Cuckoo (15) highest ... the Clown lowest.

learn-intro_trick = Tricks are played here. You must play a card stronger than every card on the table; if you have none, your weakest card.

learn-tip_play = Play the highlighted card: stronger than every card on the table if you can, else your weakest; keep a very weak card for the last trick.

learn-tip_other = Do what the highlighted choice says: the rules ask it of you now.

learn-why_trick = The strongest card took the trick (in the last trick, the weakest): its player leads next.

learn-why_round_won = The weakest card of the last trick wins the round and its point.

learn-why_round_start = A new round: the deal passes on.

learn-why_round_start_duplicate = Duplicate: from the second round each hand is the pile your neighbour used, so everyone plays the same cards.

learn-intro_hand_nordic = These are your cards from the Swedish Kille pack (42 cards): the Harlequin (Harlekin) highest, then the Cuckoo (Kuku) ... the Mask (Blaren) lowest.

learn-outro_nordic = That was Krypkille with the Kille pack. Open a table from the lobby to play a whole game.

learn-outro = That was Krypkille. Open a table from the lobby to play a whole game.

learn-outro_duplicate = That was Krypkille with Duplicate. Open a table from the lobby to play a whole game.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Krypkille**: a trick game for 3 or more where the last trick is won by the weakest card.
    - Cards rank as in Cambio: Cuckoo (15) highest … Clown lowest. Everyone gets as many cards as the pack allows equally; the rest are set aside unseen.
    - The player after the dealer leads. At your turn you must play a card **stronger** than every card on the table; if you have none, you must play your **weakest** card.
    - The strongest card takes the trick and leads the next. Of two identical cards the later one is weaker.
    - In the **last trick** the weakest card wins, and its player scores 1 point.
    - The deal passes on; after as many rounds as players (or at the agreed target) the most points win.
    - **Nordic pack** (a rule set of its own): the Swedish Kille pack of 42 cards, the rulebook's recommendation: Harlequin (Harlekin) highest, then Cuckoo (Kuku), Hussar, Pig, Cavalier, Inn, 12 … 1, Wreath, Flower-pot, Mask (Blaren) lowest.
    - **Duplicate**: everyone starts with chips; after the last trick each other player pays its winner 1 chip; from the second round each hand is the pile your neighbour used, and the deal moves the other way.
