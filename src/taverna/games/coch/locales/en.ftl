## coch: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

against = { " " }against{ " " }

match_start = Coch: { $teams }; { $deals } { $deals ->
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
        } each; You lead.
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
        [winner] You take the trick ({ $base } { $base ->
            [one] card
           *[other] cards
        } led).
       *[other] { $winner } takes the trick ({ $base } { $base ->
            [one] card
           *[other] cards
        } led).
    }

points = { $a } to { $b }

deal_end_recount_draw = Deal { $deal }: { $team1 } { $points } { $team2 }; a tie, recounted { $recount } (82 in all). A draw.

deal_end_recount_won = Deal { $deal }: { $team1 } { $points } { $team2 }; a tie, recounted { $recount } (82 in all). { $winner } win the deal.

deal_end_draw = Deal { $deal }: { $team1 } { $points } { $team2 }. A draw.

deal_end_won = Deal { $deal }: { $team1 } { $points } { $team2 }. { $winner } win the deal.

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

number = number

picture = picture

help = Play a card of the kind led (number cards 1-10, or picture cards) if you have one; otherwise any card, which cannot win. The strongest card of the kind led takes the trick; of two identical cards the first played is higher. Numbers: 10 high. Pictures: Lion, Cuckoo, Man, Horse, Cat, House, 0, Bucket, Mask, Clown. Points: 10, House to Cuckoo and the Lion 1 each, 5 to 9 half each (19 in all).{ "\u000A" }Type: play CARD.  Your choices: { $choices }

guide_recount = If both teams have 9½, the cards are counted again: it counts { $n } then.
