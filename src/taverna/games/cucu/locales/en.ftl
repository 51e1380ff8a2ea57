## cucu: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = A new game: { $players }

set_start = Set { $set } begins: everyone pays { $ante } to the box; the box holds { $box }.

set_start_excused = Set { $set } begins: everyone pays { $ante } to the box (excused: { $names }); the box holds { $box }.

deal_start =
    { $you ->
        [dealer] Deal { $deal }: You deal.
       *[other] Deal { $deal }: { $dealer } deals.
    }

deal_start_set =
    { $you ->
        [dealer] Deal { $deal } (set { $set }, round { $round }): You deal.
       *[other] Deal { $deal } (set { $set }, round { $round }): { $dealer } deals.
    }

card =
    { $you ->
        [player] You now hold { $card }.
       *[other] { $player } now holds { $card }.
    }

keep =
    { $you ->
        [player] You keep.
       *[other] { $player } keeps.
    }

exchange =
    { $you ->
        [player] You ask for an exchange.
       *[other] { $player } asks for an exchange.
    }

asked =
    { $you ->
        [player] You ask { $target }.
        [target] { $player } asks you.
       *[other] { $player } asks { $target }.
    }

exchanged =
    { $you ->
        [b] { $a } and you exchange cards.
       *[other] { $a } and { $b } exchange cards.
    }

horse =
    { $you ->
        [player] You show the { $card }: { $requester } jumps it.
        [requester] { $player } shows the { $card }: you jump it.
       *[other] { $player } shows the { $card }: { $requester } jumps it.
    }

horse_reverse =
    { $you ->
        [player] You show the { $card }: { $requester } jumps it (reverse).
        [requester] { $player } shows the { $card }: you jump it (reverse).
       *[other] { $player } shows the { $card }: { $requester } jumps it (reverse).
    }

house =
    { $you ->
        [player] You show the { $card }: pass, { $requester } goes on to the next player.
        [requester] { $player } shows the { $card }: pass, you go on to the next player.
       *[other] { $player } shows the { $card }: pass, { $requester } goes on to the next player.
    }

hunter =
    { $you ->
        [player] You show the { $card }: { $requester } is shot.
        [requester] { $player } shows the { $card }: you are shot.
       *[other] { $player } shows the { $card }: { $requester } is shot.
    }

cat =
    { $you ->
        [player] You show the { $card }!
       *[other] { $player } shows the { $card }!
    }

cuckoo =
    { $you ->
        [player] You show the { $card }: the exchange does not take place.
       *[other] { $player } shows the { $card }: the exchange does not take place.
    }

inn =
    { $you ->
        [player] You hold the { $inn }: "will you stop for a while?" ({ $requester } may answer).
       *[other] { $player } holds the { $inn }: "will you stop for a while?" ({ $requester } may answer).
    }

insure = { $player }: "will you pay if it's a { $zero }?"

insurance_accepted =
    { $you ->
        [player] You agree to pay if { $guest }'s { $zero } loses; both keep their cards.
        [guest] { $player } agrees to pay if your { $zero } loses; both keep their cards.
       *[other] { $player } agrees to pay if { $guest }'s { $zero } loses; both keep their cards.
    }

insurance_refused =
    { $you ->
        [player] You refuse; the { $inn } is exchanged.
       *[other] { $player } refuses; the { $inn } is exchanged.
    }

inn_keep =
    { $you ->
        [player] You keep the card.
       *[other] { $player } keeps the card.
    }

# what an exchanger offers the innkeeper (Lu Stù): a payment ($kind money) or a share of the pool in percent
offer_terms =
    { $kind ->
        [money] a payment of { $n }
       *[share] { $n }% of the pool if the exchanger wins
    }

inn_offer =
    { $you ->
        [player] You offer { $offer }.
       *[other] { $player } offers { $offer }.
    }

offer_accepted =
    { $you ->
        [player] You accept the offer; the { $inn } is exchanged.
       *[other] { $player } accepts the offer; the { $inn } is exchanged.
    }

offer_refused =
    { $you ->
        [player] You refuse the offer.
       *[other] { $player } refuses the offer.
    }

drink =
    { $you ->
        [player] You show the { $inn }: "have a drink" ({ $guest } keeps the card; a losing { $zero } is paid by you).
        [guest] { $player } shows the { $inn }: "have a drink" (you keep the card; a losing { $zero } is paid by { $player }).
       *[other] { $player } shows the { $inn }: "have a drink" ({ $guest } keeps the card; a losing { $zero } is paid by { $player }).
    }

innkeeper_pays =
    { $you ->
        [player] You pay the token for { $guest }'s { $zero }.
        [guest] { $player } pays the token for your { $zero }.
       *[other] { $player } pays the token for { $guest }'s { $zero }.
    }

reversed =
    { $you ->
        [b] Your exchange with { $a } is undone.
        [a] Your exchange with { $b } is undone.
       *[other] The exchange between { $b } and { $a } is undone.
    }

gnaf_back =
    { $you ->
        [player] The card is back with you.
       *[other] The card is back with { $player }.
    }

reverse_asked =
    { $you ->
        [target] { $player } must exchange to the left, with you.
       *[other] { $player } must exchange to the left, with { $target }.
    }

inn_closed =
    { $you ->
        [player] Your { $inn } stops the reverse exchange.
       *[other] { $player }'s { $inn } stops the reverse exchange.
    }

pack_exchange =
    { $you ->
        [player] You exchange with the pack.
       *[other] { $player } exchanges with the pack.
    }

deck_draw =
    { $you ->
        [player] You draw { $card } from the deck ({ deck_effect }).
       *[other] { $player } draws { $card } from the deck ({ deck_effect }).
    }

deck_exchange =
    { $you ->
        [player] You exchange with the deck.
       *[other] { $player } exchanges with the deck.
    }

deck_empty =
    { $you ->
        [player] The deck is empty: you keep the card.
       *[other] The deck is empty: { $player } keeps the card.
    }

reshuffle = The discards are shuffled into a new deck ({ $cards } { $cards ->
        [one] card
       *[other] cards
    }).

token_lost =
    { $you ->
        [player] You lose a token ({ why }); { $tokens } left.
       *[other] { $player } loses a token ({ why }); { $tokens } left.
    }

token_gained =
    { $you ->
        [player] You gain a token; { $tokens } now.
       *[other] { $player } gains a token; { $tokens } now.
    }

dead_card =
    { $you ->
        [player] You have lost the last token: the card is dead.
       *[other] { $player } has lost the last token: the card is dead.
    }

lost =
    { $you ->
        [player] You lose ({ why }).
       *[other] { $player } loses ({ why }).
    }

lost_again =
    { $you ->
        [player] You lose again ({ why }), which costs nothing more.
       *[other] { $player } loses again ({ why }), which costs nothing more.
    }

cuckoo_declared =
    { $you ->
        [player] You declare { $cuckoo }! The exchanges stop.
       *[other] { $player } declares { $cuckoo }! The exchanges stop.
    }

cuckoo_shown =
    { $you ->
        [player] Your { $card } is shown: the deal ends.
       *[other] { $player }'s { $card } is shown: the deal ends.
    }

answered =
    { $you ->
        [player] You have made up your mind.
       *[other] { $player } has made up their mind.
    }

confessed =
    You said: { $what ->
        [defeat] it is my defeat
       *[pass] pass
    }.

confessions = "It's my defeat": { $names }

confessions_nobody = "It's my defeat": nobody

reveal = Revealed: { $cards }

result = Losers: { $names }

result_nobody = Losers: nobody

playoff = A last draw: { $players } play on.

paid =
    { $you ->
        [player] You pay { $chips } to the box ({ $left } left).
       *[other] { $player } pays { $chips } to the box ({ $left } left).
    }

paid_short =
    { $you ->
        [player] You pay { $chips } to the box ({ $left } left), and cannot pay in full.
       *[other] { $player } pays { $chips } to the box ({ $left } left), and cannot pay in full.
    }

paid_winner =
    { $you ->
        [player] You pay { $chips } to { $winner }.
        [winner] { $player } pays { $chips } to you.
       *[other] { $player } pays { $chips } to { $winner }.
    }

king =
    { $you ->
        [player] You show a king: { $requester } may not switch.
       *[other] { $player } shows a king: { $requester } may not switch.
    }

out_of_set =
    { $you ->
        [player] You are out of this set ({ why }).
       *[other] { $player } is out of this set ({ why }).
    }

eliminated =
    { $you ->
        [player] You have no tokens left and are eliminated.
       *[other] { $player } has no tokens left and is eliminated.
    }

eliminated_now =
    { $you ->
        [player] You have no tokens left and are eliminated at once.
       *[other] { $player } has no tokens left and is eliminated at once.
    }

reentered =
    { $you ->
        [player] You re-enter, paying { $cost } into the pool.
       *[other] { $player } re-enters, paying { $cost } into the pool.
    }

declined =
    { $you ->
        [player] You do not re-enter.
       *[other] { $player } does not re-enter.
    }

free_reentry = Everyone is out at once: all players re-enter free.

deal_cut_short = Only one player is left: the deal ends.

set_won =
    { $you ->
        [player] You win the set and the { $chips } { $chips ->
            [one] chip
           *[other] chips
        } in the box.
       *[other] { $player } wins the set and the { $chips } { $chips ->
            [one] chip
           *[other] chips
        } in the box.
    }

set_void = Nobody survives the set: the { $box } { $box ->
        [one] chip
       *[other] chips
    } stay in the box.

proposal =
    { $you ->
        [player] You propose to split the pool, { $share }% for you.
       *[other] { $player } proposes to split the pool, { $share }% for { $player }.
    }

agreement = Agreed: { $shares }

agreement_refused =
    { $you ->
        [player] You refuse.
       *[other] { $player } refuses.
    }

pool_won =
    { $you ->
        [winner] You win and take the pool of { $pool }!
       *[other] { $winner } wins and takes the pool of { $pool }!
    }

pool_shared = { $winners } go out together and share the pool: { $payouts }

pool_paid =
    { $you ->
        [winner] You win! The pool: { $payouts }
       *[other] { $winner } wins! The pool: { $payouts }
    }

game_over = The game is over. { $count ->
       *[one] Winner
        [other] Winners
    }: { $winner }

game_over_reason = The game is over. { $count ->
       *[one] Winner
        [other] Winners
    }: { $winner } ({ why })

# why a player loses or pays (the engine's reason, by its key: messages.REASONS); the sentences say it as { why }
why =
    { $why ->
        [anti_cuckoo] anti-cuckoo: declared the { $cuckoo }
        [hunter] asked the { $hunter }
        [cat_first] the { $cat } found the card's first holder
        [clown] received the { $fool }
        [man_deck] drew the { $hunter } from the deck
        [cat_deck] the { $cat } from the deck found the card's first holder
        [gnaf] asked the { $cat }
        [reverse_cat] a reverse exchange met the { $cat }
        [reverse_hunter] a reverse exchange met the { $hunter }
        [lowest] the lowest card
        [fourth] fourth defeat
        [adults] adults' time
        [cannot_pay] cannot pay
        [sets_played] the agreed number of sets has been played
        [deals_played] the agreed number of deals has been played
        [ante] { $names } cannot pay the ante
        [dragoon] asked the Dragoon
        [gnav_cat] asked the Cat
        [gnav_cuckoo] asked the Cuckoo
        [stock_matador] drew a matador from the stock
        [cat] asked the { $cat }
       *[other] { $said }
    }

# what a card drawn from the deck does (messages.EFFECTS); deck_draw says it as { deck_effect }
deck_effect =
    { $effect ->
        [cuckoo] { $cuckoo }: no exchange
        [man] { $hunter }: loses
        [again] draw again
        [cat] { $cat }
        [clown] { $fool }: the strongest card
        [matador] a matador: no exchange
        [matador_fined] a matador: the dealer pays a token
        [king] refused, no exchange
       *[other] { $said }
    }

head =
    { $you ->
        [dealer] Deal { $deal } | dealer you | pool { $pool }
       *[other] Deal { $deal } | dealer { $dealer } | pool { $pool }
    }

head_set =
    { $you ->
        [dealer]
            Deal { $deal }, set { $set }, round { $round } ({ $time ->
                [children] children's time
               *[adults] adults' time
            }) | dealer you | box { $pool }
       *[other]
            Deal { $deal }, set { $set }, round { $round } ({ $time ->
                [children] children's time
               *[adults] adults' time
            }) | dealer { $dealer } | box { $pool }
    }

player =
    { "  " }{ $name }{ $you_mark ->
        [yes] { " " }(you)
       *[no] { "" }
    }: { $count } { $counter ->
        [tokens]
            { $count ->
                [one] token
               *[other] tokens
            }
        [lives]
            { $count ->
                [one] life
               *[other] lives
            }
        [score]
            { $count ->
                [one] point
               *[other] points
            }
       *[chips]
            { $count ->
                [one] chip
               *[other] chips
            }
    } { $mark ->
        [out] out
        [lost] lost
       *[none] { "" }
    }{ $seen }

your_card = Your card: { $card }

help_head = Rules: { $rules }. Your choices:

your_card_is = Your card is { $card }.

note_keep = keep your card; your turn ends.

note_exchange_dealer = exchange with the pack/deck (you are the dealer).

note_exchange_le_her_dealer = draw the top card of the pack instead of yours (a king drawn is shown and you keep your card).

note_exchange_le_her = switch with the dealer (a dealer holding a king shows it and refuses).

note_exchange = ask the next player for an exchange; special cards may stop you ({ $effects }).

# the head of the rules in brief's list of the special cards (brief.card_reference)
reference_intro = When you ask the holder of one of these cards for an exchange:

eff_cuckoo = { $cuckoo }: no exchange

eff_hunter_token = { $hunter }: you lose a token

eff_hunter = { $hunter }: you lose

eff_horse = { $horse }: you ask the next player instead

eff_cat_gnaf = { $cat }: you lose a token and the exchanges that brought you your card are undone

eff_cat_reverse = { $cat }: you lose a token and must exchange to your left

eff_cat_owner = { $cat }: the first holder of your card loses

eff_inn_insurance = { $inn }: a question (keep your card, or ask to be insured for a { $zero })

eff_inn_offer = { $inn }: make an offer, or keep your card

eff_inn_pass = { $inn }: as the { $horse }

eff_fool = { $fool }: whoever receives it loses

note_declare = reveal your { $cuckoo } and end the exchanges now: the cards are compared at once.

note_insure = ask the innkeeper "will you pay if it's a { $zero }?"

note_accept = agree.

note_refuse = refuse.

note_offer = make the innkeeper an offer: offer { "{" }"money": 2{ "}" } or offer { "{" }"share": 25{ "}" } (percent of the pool if you win).

note_reenter = pay the re-entry cost to the pool and take fresh tokens (optionally: reenter { "{" }name: amount{ "}" }).

note_decline = stay out.

note_propose = propose a split of the pool, e.g. propose 60 (your share in percent).

note_defeat = say "it's my defeat": if you do lose, you don't; if you don't, you do.

note_pass = say nothing before the reveal.

# the guide's power of a card asked for an exchange (brief.card_guide), one sentence per effect

guide_asked_cuckoo = If you ask its holder for an exchange: no exchange.

guide_asked_hunter_token = If you ask its holder for an exchange: you lose a token.

guide_asked_hunter = If you ask its holder for an exchange: you lose.

guide_asked_horse = If you ask its holder for an exchange: you ask the next player instead.

guide_asked_cat_gnaf = If you ask its holder for an exchange: you lose a token and the exchanges that brought you your card are undone.

guide_asked_cat_reverse = If you ask its holder for an exchange: you lose a token and must exchange to your left.

guide_asked_cat_owner = If you ask its holder for an exchange: the first holder of your card loses.

guide_asked_inn_insurance = If you ask its holder for an exchange: a question (keep your card, or ask to be insured for a { $zero }).

guide_asked_inn_offer = If you ask its holder for an exchange: make an offer, or keep your card.

guide_asked_inn_pass = If you ask its holder for an exchange: as the { $horse }.

# the fool's power where whoever receives it loses
guide_fool_receiver = Whoever receives it loses.

guide_cuckoo_declare = Its holder may declare it at the start of any turn: the exchanges stop and the cards are shown. Asked for an exchange, its holder must give it.

guide_cuckoo_auto = Shown by itself before the turn of the player two places before its holder: the exchanges stop and the cards are shown.

guide_cuckoo_safe = It never loses a token.

guide_fool_campli = Ties the lowest card and loses with it; a pair, both { $fool }, is worth 14½.

guide_fool_lu_stu = Pays and makes you pay: it loses with the lowest other card; a pair, both { $fool }, are the highest cards and gain a token each.

guide_place_french = { ORDINAL($k) ->
        [one] { $k }st
        [two] { $k }nd
        [few] { $k }rd
       *[other] { $k }th
    } strongest of the { $n } ranks (the suit does not count)

guide_king_le_her = A king refuses: a dealer holding one shows it and refuses the switch; a king drawn from the pack is shown and the dealer keeps their card.

guide_refuse = Asked for an exchange, its holder shows it and refuses; that is their turn.

matador_halt =
    { $you ->
        [player] You show the { $card } (“{ $call }”). The exchanges stop and every card is turned up.
       *[other] { $player } shows the { $card } (“{ $call }”). The exchanges stop and every card is turned up.
    }

matador_fine =
    { $you ->
        [player] You show the { $card } (“{ $call }”). { $requester } keeps their card and pays a token.
        [requester] { $player } shows the { $card } (“{ $call }”). You keep your card and pay a token.
       *[other] { $player } shows the { $card } (“{ $call }”). { $requester } keeps their card and pays a token.
    }

matador_pass =
    { $you ->
        [player] You show the { $card } (“{ $call }”). { $requester }'s request passes on to the next player.
        [requester] { $player } shows the { $card } (“{ $call }”). Your request passes on to the next player.
       *[other] { $player } shows the { $card } (“{ $call }”). { $requester }'s request passes on to the next player.
    }

knock =
    { $you ->
        [player] You knock on the table: a { $card } was dealt.
       *[other] { $player } knocks on the table: a { $card } was dealt.
    }

fined =
    { $you ->
        [player] You pay a token to the pool ({ why }); { $chips } left.
       *[other] { $player } pays a token to the pool ({ why }); { $chips } left.
    }

pass_kept =
    { $you ->
        [player] The request passed on reaches the dealer's matador: you keep your card.
       *[other] The request passed on reaches the dealer's matador: { $player } keeps their card.
    }

gnav_token_paid =
    { $you ->
        [player] You pay a token to the pool for the lowest card; { $chips } left.
       *[other] { $player } pays a token to the pool for the lowest card; { $chips } left.
    }

gnav_out =
    { $you ->
        [player] You have no tokens left and drop out.
       *[other] { $player } has no tokens left and drops out.
    }

guide_gnav_cuckoo = A matador (“{ $call }”): asked for an exchange, its holder shows it, the exchanges stop at once and the cards are shown.

guide_gnav_cuckoo_fine = Whoever asked pays a token.

guide_gnav_fine = A matador (“{ $call }”): asked for an exchange, its holder shows it; whoever asked keeps their card and pays a token.

guide_gnav_pass = A matador (“{ $call }”): asked for an exchange, its holder shows it and the request passes on to the next player.

guide_gnav_fool = The lowest card; whoever is dealt it knocks on the table, so everyone knows.

guide_gnav_fool_campli = At the end of a deal it pays together with the lowest other card.

note_exchange_gnav = ask the next player for an exchange (the Cuckoo stops the deal, the Dragoon and the Cat make you pay a token, the Horse and the House pass your request on).

note_exchange_gnav_dealer = exchange with the top card of the stock (a Horse or House drawn is laid aside and you draw again).

refused_card =
    { $you ->
        [player] You show the { $card }: { $requester } may not exchange.
       *[other] { $player } shows the { $card }: { $requester } may not exchange.
    }

talon_under =
    { $you ->
        [player] You keep the highest of three cards and put the other two under the talon.
       *[other] { $player } keeps the highest of three cards and puts the other two under the talon.
    }

talon_exchange =
    { $you ->
        [player] You exchange with the talon.
       *[other] { $player } exchanges with the talon.
    }

life_lost =
    { $you ->
        [player] You pay a life into the pot; { $chips } left.
       *[other] { $player } pays a life into the pot; { $chips } left.
    }

eliminated_lives =
    { $you ->
        [player] You have no lives left and are out.
       *[other] { $player } has no lives left and is out.
    }

result_kept = Everyone still in would go out at once: they keep their last life ({ $names }).

note_exchange_lives = ask the next player for an exchange (a player holding the top card shows it and refuses: { $top }).

note_exchange_lives_dealer = exchange with the top card of the stock (a { $top } drawn is shown and you keep your card).

note_exchange_talon = exchange with the top card of the talon (a { $top } turned up is refused).

note_exchange_no_king = ask the next player for an exchange; nobody may refuse.

slab_refuse =
    { $you ->
        [player] You show the { $card } (“{ $call }”): { $requester } may not exchange.
       *[other] { $player } shows the { $card } (“{ $call }”): { $requester } may not exchange.
    }

slab_cat =
    { $you ->
        [player] You show the { $card } (“{ $call }”).
       *[other] { $player } shows the { $card } (“{ $call }”).
    }

slab_inn =
    { $you ->
        [player] You show the { $card } (“{ $call }”): { $requester }'s request passes to the next player.
        [requester] { $player } shows the { $card } (“{ $call }”): your request passes to the next player.
       *[other] { $player } shows the { $card } (“{ $call }”): { $requester }'s request passes to the next player.
    }

slab_halt = The exchanges stop at the { $card }: every piece is shown.

slab_undone =
    { $you ->
        [names] Every exchange is undone: you get your own pieces back.
       *[other] Every exchange is undone: { $names } get their own pieces back.
    }

slab_undone_none = Every exchange is undone: nobody had exchanged yet.

slab_paid_lowest =
    { $you ->
        [player] You pay { $tokens } into the pot for the lowest piece; { $left } left.
       *[other] { $player } pays { $tokens } into the pot for the lowest piece; { $left } left.
    }

slab_paid_fee =
    { $you ->
        [player] You pay a token into the pot for asking the { $card }; { $left } left.
       *[other] { $player } pays a token into the pot for asking the { $card }; { $left } left.
    }

slab_on_credit =
    { $you ->
        [player] You have spent your last token and play on “op sloffen” (on credit).
       *[other] { $player } has spent their last token and plays on “op sloffen” (on credit).
    }

slab_dead =
    { $you ->
        [player] You cannot pay and are declared dead.
       *[other] { $player } cannot pay and is declared dead.
    }

slab_no_exchange =
    { $you ->
        [player] Nobody is left past the dealer: you keep your piece.
       *[other] Nobody is left past the dealer: { $player } keeps their piece.
    }

slab_bag =
    { $you ->
        [player] You lay your piece on the table and draw one blind from the bag.
       *[other] { $player } lays their piece on the table and draws one blind from the bag.
    }

slab_out =
    { $you ->
        [player] You are dead and out of the game.
       *[other] { $player } is dead and out of the game.
    }

note_exchange_slab =
    ask the next player, your { $side ->
        [left] left-hand
       *[right] right-hand
    } neighbour, for an exchange (a number or a low piece must be exchanged; the Rider and the Bird refuse, the Cat scratches every exchange back, the Inn sends you on).

note_exchange_slab_dealer = lay your piece on the table and draw one blind from the bag.

guide_slab_rider = Asked for an exchange, its holder strikes the table and refuses (“Kap af!”).

guide_slab_bird_stop = Asked for an exchange, its holder shows it (“Sta voor den vogel!”): the exchanges stop and every piece is shown.

guide_slab_bird_on = Asked for an exchange, its holder shows it and refuses (“Sta voor den vogel!”); the next player goes on.

guide_slab_cat_undo = Asked for an exchange, its holder shows it (“Poesje krabt alles terug!”): every exchange of the deal is undone, each player gets back the piece dealt to them.

guide_slab_cat_pay = Asked for an exchange, its holder shows it: the asker pays a token and keeps their piece.

guide_slab_inn = Asked for an exchange, its holder shows it (“Herberg voorbij!”): the request passes to the next player.

guide_slab_fee = The asker pays a token into the pot.

guide_slab_graded = Lowest at the end, it pays { $n }.


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_card = This is your card. Nobody else sees it. When every player has had a turn, the cards are shown and the lowest card loses.

learn-intro_table = These are the players around the table. In turn, each one keeps their card or asks the next player to exchange it; the dealer plays last and may exchange with the pack.

learn-intro_choices = When it is your turn your choices appear here, and the guide points at the one to click.

learn-tip_keep = Your card is high enough: keep it (the highlighted choice).

learn-tip_exchange = Your card is low: ask for an exchange (the highlighted choice; the dealer exchanges with the pack).

learn-tip_reenter = You have no tokens left: you may buy back in while someone has never lost (the highlighted choice).

learn-tip_declare = You hold the Cuckoo: declare it to stop the exchanges at once.

learn-why_hunter = The Hunter (XIV) refuses the exchange and shoots whoever asked: they lose a token.

learn-why_horse = The Horse (XIII) refuses the exchange: the asker asks the next player instead.

learn-why_cat = The Cat (XII) refuses the exchange: the asker loses a token and the exchanges that brought them their card are undone.

learn-why_cuckoo = The Cuckoo (XV) is the highest card: nobody can take it from its holder.

learn-why_inn = The Inn (XI) answers with a question: the asker keeps their card or asks to be insured.

learn-why_pack = The dealer plays last and exchanges with the pack, not with a neighbour.

learn-why_token_lost = Whoever shows the lowest card loses a token (so does whoever asks the Hunter or the Cat).

learn-why_dead_card = A player who lost their last token during the exchanges holds a dead card: it no longer counts.

learn-why_eliminated = A player without tokens is out, unless they buy back in while someone has never lost.

learn-why_reentered = Buying back in costs more each time; the money goes to the pool.

learn-why_pool = The last player with tokens wins the pool.

learn-outro_campli = That was Cucù as played at Campli. Open a table from the lobby to play for real.

learn-why_cat_lustu = The Cat (XII) refuses the exchange: the asker loses a token and must exchange with the player on their left.

learn-why_inn_offer = At the Inn (XI) the asker makes an offer; the innkeeper takes it (and the cards are exchanged) or refuses.

learn-why_drink = The innkeeper took the offer: they drink, and the cards are exchanged.

learn-why_man = The Man (XIV) refuses the exchange: whoever asked loses at once.

learn-why_house = The House refuses the exchange, as the Horse does: the asker asks the next player.

learn-why_cat_cambio = The Cat (XII) refuses the exchange: the first holder of the asker's card loses.

learn-why_cuckoo_declared = The Cuckoo's holder declared it: the exchanges stop at once and the cards are shown.

learn-why_cuckoo_shown = The Cuckoo is shown at once: the exchanges stop and the cards are shown.

learn-why_lost_cambio = A loss comes from a special card at once (the Man, the Cat, the Clown or Matto received) or from the lowest card at the reveal.

learn-why_paid_cambio = Each loser pays chips into the box (in children's time, the round's number).

learn-why_out_of_set = In adults' time a loser is out of the set; the last one left wins the box.

learn-why_set_won = The last player standing in the set wins every chip in the box.

learn-intro_card_le_her = This is your card (a French pack, kings high, aces low). The lower card loses the deal.

learn-intro_table_le_her = Two players. The player beside the dealer may switch cards with the dealer; the dealer may then draw from the pack.

learn-tip_exchange_le_her = Your card is low: exchange it (the highlighted choice): with the dealer, or, as dealer, with the top of the pack.

learn-why_deck_le_her = The dealer changed their card for the top card of the pack.

learn-why_deck_draw = A card drawn from the pack is shown.

learn-why_king = A king is never given up: its holder shows it and keeps it.

learn-why_paid_le_her = The lower card pays the stake to the other player.

learn-outro_lu_stu = That was Lu Stù of Montorio al Vomano. Open a table from the lobby to play for real.

learn-outro_cambio = That was Cuckoo (Cambio) by the rulebook, one set. Open a table from the lobby to play a whole game.

learn-outro_bga = That was Cucco as on Board Game Arena (short). Open a table from the lobby to play for real.

learn-outro_le_her = That was Le Her. Open a table from the lobby to play for real.

learn-intro_card_lives = This is your card (a French pack: King high, Ace low). When every player has had a turn, the cards are shown and the lowest loses a life.

learn-intro_table_lives = In turn, each player keeps their card or exchanges it with the next player; the dealer plays last and may exchange with the pack.

# Coucou: the dealer does not exchange (learn-intro_talon_coucou says who does)
learn-intro_table_coucou = In turn, each player keeps their card or exchanges it with the next player.

learn-intro_talon_coucou = In Coucou the dealer is dealt three cards, keeps the highest and puts the two others under the talon; the player before the dealer exchanges with the talon.

learn-tip_exchange_lives = Your card is low: exchange it (the highlighted choice), with the next player or, last, with the pack.

learn-why_king_lives = A King is never given up: its holder shows it and the exchange is refused.

learn-why_deck_lives = The last to play exchanges with the pack (the talon), not with a neighbour.

learn-why_talon_under = The dealer kept the highest of three cards and put the two others under the talon.

learn-why_life_lost = The lowest card pays a life into the pot (equal lowest cards: each pays).

learn-why_eliminated_lives = A player with no lives left is out.

learn-why_pot = The last player with lives takes the pot.

learn-outro_ranter = That was Ranter-Go-Round. Open a table from the lobby to play for real.

learn-outro_coucou = That was Coucou. Open a table from the lobby to play for real.

learn-intro_card_gnav = This is your card (the Gnav pack: Cuckoo, Dragoon, Cat, Horse and House on top, then XII down to O, the Pot, the Owl and the Fool). When every player has had a turn, the cards are shown and the lowest pays a token.

learn-intro_table_gnav = In turn, each player keeps their card or asks the next player to exchange; the dealer plays last and may exchange with the stock.

learn-intro_matadors_gnav = The five highest cards are the matadors: they are never given up. The Cuckoo stops the deal, the Dragoon and the Cat make the asker pay a token, the Horse and the House pass the request on.

learn-tip_exchange_gnav = Your card is low: ask for an exchange (the highlighted choice), with the next player or, as dealer, with the stock.

learn-why_knock_gnav = A player dealt the Fool, the lowest card, must knock: now everyone knows where it is.

learn-why_matador_gnav = A matador is never given up: its holder shows it and says its call.

learn-why_fined_gnav = Asking the Dragoon or the Cat costs a token, paid into the pool.

learn-why_deck_gnav = The dealer, or a request passed on to a dealer holding a Horse or House, exchanges with the stock.

learn-why_token_gnav = The lowest card pays a token into the pool (equal lowest cards: each pays).

learn-why_out_gnav = A player with no tokens left drops out.

learn-why_pool_gnav = The last player with tokens takes the pool.

learn-outro_gnav = That was Gnav. Open a table from the lobby to play for real.

learn-intro_card_slab = This is your piece (Slabberjan's wooden pieces: the Rider, the Bird, the Cat and the Inn on top, then 12 down to 0, then the White Bread, the Chamber Pot, the Face and Jan Rit). When every player has had a turn, the pieces are shown and the lowest pays a token into the pot.

learn-intro_table_slab = In turn, each player keeps their piece or asks the next player to exchange; a number or a low piece must be given. The dealer plays last and may draw a new piece blind from the bag.

learn-intro_matadors_slab = The four highest pieces are the matadors, never given up: the Rider refuses and the asker pays a token, the Bird stops the exchanges, the Cat scratches every exchange back, the Inn sends the request on.

learn-tip_exchange_slab = Your piece is low: ask for an exchange (the highlighted choice), with the next player or, as dealer, with the bag.

learn-tip_keep_slab = Your piece is high enough: keep it (the highlighted choice).

learn-why_inn_slab = “Herberg voorbij!”: the Inn is skipped and the asker exchanges with the next player.

learn-why_rider_slab = “Kap af!”: the Rider refuses, and the asker pays a token into the pot.

learn-why_bird_slab = “Sta voor den vogel!”: the Bird stops the exchanges at once and every piece is shown; the asker pays a token.

learn-why_cat_slab = “Poesje krabt alles terug!”: every exchange of this deal is undone; each player has the piece dealt to them again.

learn-why_bag_slab = The dealer lays their piece on the table, where nobody can draw it again, and draws a new one blind from the bag.

learn-why_paid_slab = The lowest piece pays a token into the pot (and whoever asked the Rider or the Bird paid one too).

learn-why_credit_slab = A player whose last token is gone plays on “op sloffen”, on credit, until they must pay again.

learn-why_dead_slab = A player who cannot pay a new debt is declared dead and is out.

learn-why_pool_slab = The last player alive takes the pot.

learn-outro_slab = That was Slabberjan. Open a table from the lobby to play a real match, and choose the options your family plays by.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Cucù**: one card each, and nobody wants the lowest.
    - Everyone gets one card face down. In turn, from the dealer's right, you **keep** your card or **exchange** it with the next player.
    - A few high cards refuse the exchange or punish the one who asks (see the cards below: they depend on the rule set).
    - { $dealer ->
        [talon] The dealer is dealt three cards and keeps the highest; the player before the dealer plays last and exchanges with the talon.
       *[pack] The dealer plays last and may exchange with the pack instead.
    }
    - Then the cards are shown: the lowest card loses (a token, chips or a life, as the rule set counts).
    - { $pack ->
        [french] Ranking: the French pack, King highest, then Queen, Jack, 10 down to 2, and the Ace lowest (the suit does not count).
        [gnav] Ranking: the Gnav pack, the five matadors (Cuckoo, Dragoon, Cat, Horse, House) on top, then XII down to O, the Pot, the Owl and the Fool lowest.
        [slabberjan] Ranking: Slabberjan's wooden pieces, the four matadors (Rider, Bird, Cat, Inn) on top, then 12 down to 0, then the White Bread, the Chamber Pot, the Face and Jan Rit lowest.
       *[cuckoo] Ranking: the picture cards XV down to XI, then 10 down to 1, then 0 and the low picture cards below it.
            - Where the rule set allows it, the holder of the Cuckoo (XV) may **declare** it to stop the exchanges at once.
    }
    - Whoever has nothing left to pay is out; the last one standing (or the richest at the agreed end) wins.

# taverna analyze's table and summary (games/cucu/research/analysis)
analysis_title = cucu/{ $rules }, { $players } players
analysis_method = { $method ->
        [exact] exact: zero-sum matrix game over threshold strategies (simplex in fractions)
       *[simulated] iterated best response, card by card, on simulated deals
    }
analysis_seat = seat
analysis_role = role
analysis_exchanges = exchanges
analysis_switches = switches / draws (after a hold)
analysis_keeps_from = keeps from
analysis_loss_rate = loss rate
analysis_naive = naive (<5)
analysis_best_change = best change
analysis_role_name = { $role ->
        [dealer] dealer
        [receiver] receiver
        [first] first
       *[seat] seat { $seat }
    }
analysis_never = never
analysis_deviation = { $action ->
        [keep] keep
       *[exchange] exchange
    } { $card }: { $gain } ± { $se } pp
analysis_state = { $converged ->
        [yes] converged: round { $rounds } changed nothing (a change must win by more than { $z } standard errors)
       *[no] NOT CONVERGED: strategies still changed in round { $rounds } of at most { $max } (changes per round { $history }); raise --iterations or --deals
    }
analysis_summary = { $simulator }: { $deals } counterfactual { $deals ->
        [one] deal
       *[other] deals
    } per seat and round, { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    } (strategy changes: { $history }); { analysis_state }.  Loss rates over { $eval } { $eval ->
        [one] deal
       *[other] deals
    }, ± 95% intervals; naive: exchange below 5; best change: the largest fall in loss rate one rank's other action brings (percentage points, last round).
