## cuajo: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

win =
    { $you ->
        [player]
            You win with the bounit { $card }, by { $how ->
                [stock] drawing it
                [discard] taking the discard
               *[claim] claiming it ("time")
            }: { $split }.
       *[other]
            { $player } wins with the bounit { $card }, by { $how ->
                [stock] drawing it
                [discard] taking the discard
               *[claim] claiming it ("time")
            }: { $split }.
    }

porbis = Porbis!

conditions_no_extra =
    Bounit condition { $c1 ->
        [met] met
       *[not_met] not met
    }, sowee condition { $c2 ->
        [met] met
       *[not_met] not met
    }.

conditions_extra =
    Bounit condition { $c1 ->
        [met] met
       *[not_met] not met
    }, sowee condition { $c2 ->
        [met] met
       *[not_met] not met
    } ({ $n } extra { $n ->
        [one] card
       *[other] cards
    } drawn).

pays = Each opponent pays { NUMBER($amount, style: "currency", currency: "USD") }.

match_start = A new match: { $teams }

deal_start =
    { $you ->
        [dealer] Deal { $deal }: You deal.
       *[other] Deal { $deal }: { $dealer } deals.
    }

dealt =
    { $you ->
        [player] Your cards: { $cards }.
       *[other] { $player }'s cards: { $cards }.
    }

sowee = The sowee is the { $card }; { $stock } { $stock ->
        [one] card
       *[other] cards
    } in the stock.

draw_shown =
    { $you ->
        [player] You draw the { $card } from the stock and show it.
       *[other] { $player } draws the { $card } from the stock and shows it.
    }

draw =
    { $you ->
        [player] You draw from the stock.
       *[other] { $player } draws from the stock.
    }

drew =
    { $you ->
        [player] You draw the { $card }.
       *[other] { $player } draws the { $card }.
    }

take =
    { $you ->
        [player] You take the { $card } from the discard pile.
       *[other] { $player } takes the { $card } from the discard pile.
    }

discard =
    { $you ->
        [player] You discard the { $card }.
       *[other] { $player } discards the { $card }.
    }

secret_cards =
    { $you ->
        [player] Your secret: { $cards }.
       *[other] { $player }'s secret: { $cards }.
    }

secret =
    { $you ->
        [player] You lay down a secret and are paid { $paid }.
       *[other] { $player } lays down a secret and is paid { $paid }.
    }

secret_sowee =
    { $you ->
        [player] You lay down a secret of the sowee and are paid { $paid }.
       *[other] { $player } lays down a secret of the sowee and is paid { $paid }.
    }

paid_by =
    { $you ->
        [player] { NUMBER($amount, style: "currency", currency: "USD") } by you
       *[other] { NUMBER($amount, style: "currency", currency: "USD") } by { $player }
    }

purro_king = { $player }: "purro!" (showing the { $card })

purro_token = { $player }: "purro!" (showing a token)

purro_lost =
    { $you ->
        [player] You are no longer purro and must show the next two draws.
       *[other] { $player } is no longer purro and must show the next two draws.
    }

time =
    { $you ->
        [player] You: "time!", and you claim the { $card } drawn by { $drawer }.
        [drawer] { $player }: "time!" and claims the { $card } drawn by you.
       *[other] { $player }: "time!" and claims the { $card } drawn by { $drawer }.
    }

no_claim =
    { $you ->
        [player] You do not claim the card.
       *[other] { $player } does not claim the card.
    }

time_priority =
    { $you ->
        [player] You: "time!", but the { $card } completes the hand of { $drawer }, who draws it: { $drawer } wins.
        [drawer] { $player }: "time!", but the { $card } completes your hand, and you draw it: you win.
       *[other] { $player }: "time!", but the { $card } completes the hand of { $drawer }, who draws it: { $drawer } wins.
    }

extra_card =
    { $you ->
        [player] You draw an extra card: the { $card }.
       *[other] { $player } draws an extra card: the { $card }.
    }

stock_out = The stock runs out: the deal is a draw.

money_of = { $player } { NUMBER($amount, style: "currency", currency: "USD") }

deal_end = Money: { $money }

game_over = The match is over. Winners: { $winners }.

game_over_tie = The match is over. Winners: nobody (a tie).

head =
    { $you ->
        [dealer] Deal { $deal } of { $deals } | dealer you | turn { $turn } | sowee { $sowee } | stock { $stock }
        [turn] Deal { $deal } of { $deals } | dealer { $dealer } | turn you | sowee { $sowee } | stock { $stock }
       *[other] Deal { $deal } of { $deals } | dealer { $dealer } | turn { $turn } | sowee { $sowee } | stock { $stock }
    }

purro_mark = purro

purro_mark_shown = purro [{ $card }]

penalty = no purro for { $n } { $n ->
        [one] turn
       *[other] turns
    }

secrets = { $n } { $n ->
        [one] secret
       *[other] secrets
    }

exposed = hand: { $cards }

player =
    { $you ->
        [partner]
            { "  " }{ $name }{ $you_mark ->
                [yes] { " " }(you)
               *[no] { "" }
            }, partner you: { NUMBER($money, style: "currency", currency: "USD") }, { $cards } { $cards ->
                [one] card
               *[other] cards
            } { $marks }
       *[other]
            { "  " }{ $name }{ $you_mark ->
                [yes] { " " }(you)
               *[no] { "" }
            }, partner { $partner }: { NUMBER($money, style: "currency", currency: "USD") }, { $cards } { $cards ->
                [one] card
               *[other] cards
            } { $marks }
    }

top = Top of the discards: { $card }

hand = Your hand: { $cards }

your_secret = Your secret: { $cards }

waits = You need one of: { $cards }

choices_head = Your choices:

note_draw = take the top card of the stock (shown to all if someone else is purro).

note_take = take the previous player's discard.

note_discard = discard this card face up (never a king); e.g. discard 3c.

note_secret = lay the four identical cards face down: each opponent pays you at once.

note_sowee = lay the three copies of the sowee with this fourth card face down: each opponent pays you.

note_purro = say purro: you need one card; show this king (or a token).

note_silent = do not say purro now (you cannot win until you do).

note_win = expose your hand and win with the card you just got.

note_time = say "time": claim the card just drawn and win.

note_pass = let the card go.

guide_place = rank { $k } of { $n } in its suit ({ $ranks }); four copies

guide_card = Goes into 3 or 4 of its rank in different suits, or into the run { $run } of its suit; four identical cards are a secret, which every opponent pays at once.

guide_ace = Goes into 3 or 4 aces in different suits (no run holds an ace); four identical cards are a secret, which every opponent pays at once.

guide_king = A King is never discarded and is a combination on its own; each King in the winning hand adds { $cents } cents to what every opponent pays. A purro player shows one.

guide_sowee = The sowee, turned up after the deal, never comes into play; three copies of it and any card make a secret.


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = These are your cards (a Spanish-suited pack: cups, coins, swords, batons). The goal: all 16 cards in combinations (3 or 4 of a rank in different suits, 3-4-5 or Jack-Horse-King of a suit, a King alone).

learn-intro_table = The stock and the discard pile are here; the face-up sowee never comes into play but counts in the scoring.

learn-intro_partner = The player opposite is your partner: you win or pay together.

learn-tip_discard = Discard the highlighted card: one that fits none of your combinations (never a King).

learn-tip_take = Take the last discard (the highlighted pile): it completes a combination of yours.

learn-tip_draw = Draw from the stock (the highlighted pile): the last discard does not help you.

learn-tip_silent = Say nothing (the highlighted choice): you are not one card from a win.

learn-tip_other = Do what the highlighted choice says: the rules ask it of you now.

learn-why_sowee = The sowee is turned face up: it never comes into play, but it counts in the scoring.

learn-why_take = Instead of drawing from the stock, a player may take the last discard; then they discard a card.

learn-why_purro = Purro: that player is one card from a win and shows a King; only a purro player can win.

learn-why_no_claim = A card drawn face up may be claimed by a purro player who needs it.

learn-why_secret = A secret (four identical cards) is laid down: each opponent pays at once.

learn-why_win = A purro player completed the hand: every card in combinations.

learn-why_deal_end = Each opponent pays the winner: more for drawing the winning card, for the Kings in the hand.

learn-outro = That was Cuajo. Open a table from the lobby to play a whole match.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Cuajo**: a rummy game for 4 in two partnerships (partners sit opposite).
    - A Spanish-suited pack of 112 cards: cups, coins, swords, batons; Ace, 3, 4, 5, Jack, Horse, King, four copies of each.
    - The dealer gets 16 cards, the others 15. The next card is the **sowee**, face up: it never comes into play but counts in the scoring.
    - Goal: 16 cards all in combinations: 3 or 4 of a rank in different suits; 3-4-5 or Jack-Horse-King of one suit; four identical cards (a **secret**); a King alone.
    - At your turn **draw** from the stock or **take** the last discard, then **discard** a card (never a King).
    - Four identical cards may be laid as a secret: each opponent pays you at once. Three copies of the sowee plus any card make one too.
    - One card from a win, you may say **purro** and show a King. Only a purro player can win: with the card drawn, taken from the discards, or claimed when another player draws it face up.
    - The winner is paid by each opponent: more for drawing the winning card yourself, for the Kings in the hand, and a flat sum for a hand without Kings (porbis).
