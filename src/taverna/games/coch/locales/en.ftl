## coch: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = Coch: { $team1 } against { $team2 }; { $deals } { $deals ->
        [one] deal
       *[other] deals
    }.

deal_start =
    { $you ->
        [dealer] Deal { $deal }: You deal { $cards_each } { $cards_each ->
            [one] card
           *[other] cards
        } each; { $leader } leads.
        [leader] Deal { $deal }: { $dealer } deals { $cards_each } { $cards_each ->
            [one] card
           *[other] cards
        } each; you lead.
       *[other] Deal { $deal }: { $dealer } deals { $cards_each } { $cards_each ->
            [one] card
           *[other] cards
        } each; { $leader } leads.
    }

play =
    { $you ->
        [player] You play { $card }.
       *[other] { $player } plays { $card }.
    }

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

deal_end_recount_draw = Deal { $deal }: { $team1 } { $a } to { $b } { $team2 }; a tie, recounted { $ra } to { $rb } (82 in all). A draw.

deal_end_recount_won = Deal { $deal }: { $team1 } { $a } to { $b } { $team2 }; a tie, recounted { $ra } to { $rb } (82 in all). { $winner } win the deal.

deal_end_draw = Deal { $deal }: { $team1 } { $a } to { $b } { $team2 }. A draw.

deal_end_won = Deal { $deal }: { $team1 } { $a } to { $b } { $team2 }. { $winner } win the deal.

over_won_draw = The match is over ({ $a } to { $b } { $b ->
            [one] deal
           *[other] deals
        }). A draw.

over_won_winners = The match is over ({ $a } to { $b } { $b ->
            [one] deal
           *[other] deals
        }). Winners: { $winner }.

over_draw_all = The match is over. A draw.

over_winners_all = The match is over. Winners: { $winner }.

head =
    { $you ->
        [dealer] Deal { $deal } of { $deals }, dealer you, { $tricks_left } { $tricks_left ->
            [one] trick
           *[other] tricks
        } left
       *[other] Deal { $deal } of { $deals }, dealer { $dealer }, { $tricks_left } { $tricks_left ->
            [one] trick
           *[other] tricks
        } left
    }

team = { "  " }{ $team }: { $taken } { $taken ->
        [one] trick
       *[other] tricks
    } this deal; { $points } { $points ->
        [one] point
       *[other] points
    }, { $won } { $won ->
        [one] deal
       *[other] deals
    } won

hand_partner =
    { $you ->
        [partner] Your hand (partner you): { $cards }
       *[other] Your hand (partner { $partner }): { $cards }
    }

help = Play a card of the kind led (number cards 1-10, or picture cards) if you have one; otherwise any card, which cannot win. The strongest card of the kind led takes the trick; of two identical cards the first played is higher. Numbers: 10 high. Pictures: Lion, Cuckoo, Man, Horse, Cat, House, 0, Bucket, Mask, Clown. Points: 10, House to Cuckoo and the Lion 1 each, 5 to 9 half each (19 in all).{ "\u000A" }Type: play CARD.  Your choices: { $choices }

guide_recount = If both teams have 9½, the cards are counted again: it counts { $n } then.


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = These are your 10 cards: number cards (10 high down to 1) and picture cards (the Lion is the strongest).

learn-intro_partner = The player opposite is your partner: the two of you count your tricks' points together.

learn-intro_trick = Each trick is played here: one card each; the strongest card of the kind led takes it.

learn-tip_play = Play the highlighted card: follow the kind led (number or picture) if you can; a card of the other kind never wins.

learn-why_trick = The strongest card of the kind led took the trick; its player leads the next one.

learn-why_deal_end = The cards are counted: 10, House, Cat, Horse, Man, Cuckoo and Lion one point each, 5 to 9 half a point; the team with more points wins.

learn-outro = That was Coch. Open a table from the lobby to play with three others.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Coch**: a trick game for exactly 4, in two teams (partners sit opposite).
    - Two kinds of card: **number cards** (10 high down to 1) and **picture cards**: Lion, Cuckoo, Man, Horse, Cat, House, 0, Bucket, Mask, Clown (the Lion is the strongest).
    - Everyone gets 10 cards. The player after the dealer leads the first trick.
    - Follow the kind of the first card if you can; otherwise play anything, but a card of the other kind never wins.
    - The strongest card of the trick's kind takes the 4 cards and leads next. Of two identical cards the first played is higher.
    - After 10 tricks each team counts its cards: 10, House, Cat, Horse, Man, Cuckoo and Lion 1 point each; 5 to 9 half a point; the rest nothing (19 in all).
    - The team with more points wins. At 9.5 each the cards are counted again another way; if still equal, it is a draw.
