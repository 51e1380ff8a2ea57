## coteccio: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = A new game of Coteccio: { $players }; the pool holds { $pool }, { $lives } { $lives ->
        [one] life
       *[other] lives
    } each.

deal_start =
    { $you ->
        [dealer] Deal { $deal }: You deal, { $leader } leads.
        [leader] Deal { $deal }: { $dealer } deals, you lead.
       *[other] Deal { $deal }: { $dealer } deals, { $leader } leads.
    }

hand = Your cards: { $cards }.

play =
    { $you ->
        [player] You play the { $card }.
       *[other] { $player } plays the { $card }.
    }

trick =
    { $you ->
        [winner] You win trick { $number } ({ $points } { $points ->
            [one] point
           *[other] points
        }).
       *[other] { $winner } wins trick { $number } ({ $points } { $points ->
            [one] point
           *[other] points
        }).
    }

capotto_choice =
    { $you ->
        [player] You have won four tricks: annul the hand, or lead the last card for capotto.
       *[other] { $player } has won four tricks: annul the hand, or lead the last card for capotto.
    }

annul =
    { $you ->
        [player] You annul the hand; the same dealer deals again.
       *[other] { $player } annuls the hand; the same dealer deals again.
    }

capotto_try =
    { $you ->
        [player] You lead the last card for capotto.
       *[other] { $player } leads the last card for capotto.
    }

capotto =
    { $you ->
        [player] You make capotto: gain a life, everyone else loses one.
       *[other] { $player } makes capotto: gains a life, everyone else loses one.
    }

capotto_saved =
    { $you ->
        [saver] You save the capotto: { $player } loses a life, you gain one.
        [player] { $saver } saves the capotto: you lose a life, { $saver } gains one.
       *[other] { $saver } saves the capotto: { $player } loses a life, { $saver } gains one.
    }

points = Card points: { $points }.

gains =
    { $you ->
        [player] You gain a life ({ $lives } left).
       *[other] { $player } gains a life ({ $lives } left).
    }

loses =
    { $you ->
        [player] You lose a life ({ $lives } left).
       *[other] { $player } loses a life ({ $lives } left).
    }

dead =
    { $you ->
        [player] You have no lives left.
       *[other] { $player } has no lives left.
    }

dead_doctor =
    { $you ->
        [player] You have no lives left and may call the doctor.
       *[other] { $player } has no lives left and may call the doctor.
    }

doctor =
    { $you ->
        [player] You call the doctor: pay { $fee } to the pool and get { $lives } { $lives ->
            [one] life
           *[other] lives
        }.
       *[other] { $player } calls the doctor: pays { $fee } to the pool and gets { $lives } { $lives ->
            [one] life
           *[other] lives
        }.
    }

drop =
    { $you ->
        [player] You drop out.
       *[other] { $player } drops out.
    }

restart = Everyone left died at once: the game restarts, { $lives } { $lives ->
        [one] life
       *[other] lives
    } for all, same pool ({ $pool }).

match_end =
    { $you ->
        [winner] You are the last alive and collect the pool of { $pool }.
       *[other] { $winner } is the last alive and collects the pool of { $pool }.
    }

head =
    { $you ->
        [dealer] Deal { $deal }: dealer you, leader { $leader }; pool { $pool }.
        [leader] Deal { $deal }: dealer { $dealer }, leader you; pool { $pool }.
       *[other] Deal { $deal }: dealer { $dealer }, leader { $leader }; pool { $pool }.
    }

player =
    { "  " }{ $name }: { $state ->
        [out] out
       *[in]
            { $lives } { $lives ->
                [one] life
               *[other] lives
            }, { $tricks } { $tricks ->
                [one] trick
               *[other] tricks
            }
    }

table = On the table: { $cards }

won =
    { $you ->
        [winner] You have won.
       *[other] { $winner } has won.
    }

to_act = To act: { $names }.

help_capotto = annul: annul the hand (nobody loses a life, same dealer deals again); lead: lead the last card for capotto.

help_doctor = doctor: pay the fee and get as many lives as the living player with fewest; drop: leave the game.

help = play CARD: play a card (such as 'play 1d', 'play Cs'); follow suit if you can. Whoever takes most card points (ace 6, re 5, cavallo 4, fante 3, last trick 6) loses a life.

guide_suit = cards of its suit

guide_points = Worth { $n } { $n ->
        [one] point
       *[other] points
    } to whoever takes it: take as few as you can. No trumps: it wins only in the suit led.

guide_no_points = Worth no points. No trumps: it wins only in the suit led.

guide_last = The last trick is worth 6 points more.


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = These are your 5 cards (the Italian pack: Ace, King, Knight, Jack, then 7 down to 2). In Coteccio you try NOT to take points.

learn-intro_trick = Tricks are played here: follow suit if you can; there are no trumps; the highest card of the suit led takes the trick.

learn-tip_play = Play the highlighted card: follow suit if you must, and get rid of high cards that would take points (Ace 6, King 5, Knight 4, Jack 3).

learn-tip_doctor = Call the doctor (the highlighted choice): pay the fee and come back with lives.

learn-tip_drop = Drop out (the highlighted choice).

learn-tip_other = Do what the highlighted choice says: the rules ask it of you now.

learn-why_trick = The highest card of the suit led took the trick; its player leads next.

learn-why_points = The points taken are counted: Ace 6, King 5, Knight 4, Jack 3, the last trick 6.

learn-why_lives = Whoever took the most points loses a life (all who tie lose one).

learn-why_capotto_choice = One player won the first four tricks: they may annul the deal, or lead their last card for capotto.

learn-why_capotto_try = Capotto tried: winning the fifth trick too gains a life and costs everyone else one; losing it costs a life.

learn-why_capotto = Capotto: the player who took all five tricks gains a life; everyone else loses one.

learn-why_dead = A player with no lives left is out (or calls the doctor while two others live).

learn-why_doctor = The doctor was called: the fee goes to the pool and the player is back with lives.

learn-outro = That was Coteccio. Open a table from the lobby to play with four lives.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Coteccio** (Trieste): a trick game for 2 to 7 where you try **not** to take points.
    - The Italian 40-card pack; in each suit Ace, King, Knight, Jack, then 7 down to 2. Everyone gets 5 cards.
    - The player at the dealer's right leads. Follow suit if you can; there are no trumps; the highest card of the suit led takes the trick and leads next.
    - Points: Ace 6, King 5, Knight 4, Jack 3, the last trick 6. Whoever takes the most points loses a **life** (all who tie lose one).
    - If one player wins the first four tricks they either **annul** the deal or **lead** their last card: winning the fifth trick too (capotto) gains them a life and costs everyone else one; losing it costs them a life.
    - Everyone paid a stake into the pool and starts with 4 lives.
    - With no lives left you may **call the doctor** (pay the fee, get as many lives as the weakest living player) while at least two others are alive, or **drop** out.
    - The last player alive wins the whole pool.
