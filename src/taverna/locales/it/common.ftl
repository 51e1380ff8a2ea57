## The sentences shared by every game (a game's own file may say any of them its way).

list_sep = ,{ " " }

# a list of names: its last two joined ($head: the others, joined by list_sep)
list = { $head } e { $last }

# whole sentences one after another ($head, then $tail: the card guide's powers of a card)
sentences = { $head } { $tail }

your_hand = La tua mano: { $cards }

on_table = In tavola: { $cards }

last_trick = Ultima presa: { $cards }

your_choices = Le tue scelte: { $choices }

game_over_winner = La partita è finita. { $count ->
       *[one] Vince
        [other] Vincono
    }: { $winner }

nobody = nessuno

nothing_now = { "  " }(niente da fare ora: aspetta gli altri)

replay_deal =
    { $you ->
        [dealer] Mano { $n }: Tu dai le carte
       *[other] Mano { $n }: { $dealer } dà le carte
    }

replay_deal_set =
    { $you ->
        [dealer] Mano { $n }: Tu dai le carte
       *[other] Mano { $n }: { $dealer } dà le carte
    } (serie { $set }, giro { $round })

replay_loses =
    { $you ->
        [player] Tu perdi
       *[other] { $player } perde
    }

deal_summary =
    { $you ->
        [dealer] — Mano { $n } (mazziere tu): { $result }
       *[other] — Mano { $n } (mazziere { $dealer }): { $result }
    }

round_summary =
    { $you ->
        [dealer] — Giro { $n } (mazziere tu): { $result }
       *[other] — Giro { $n } (mazziere { $dealer }): { $result }
    }

deal_lost =
    { $you ->
        [names] Tu hai perso
       *[other] { $names } ha perso
    }

deal_nobody_lost = nessuno ha perso

deal_won =
    { $you ->
        [names] Tu hai vinto
       *[other] { $names } ha vinto
    }

deal_back_in = rientra: { $names }

# who went out of the match in the deal (after who is back in)
deal_out = fuori: { $names }

counter_tokens = { $n ->
        [one] gettone
       *[other] gettoni
    }

counter_chips = fiche

counter_lives = { $n ->
        [one] vita
       *[other] vite
    }

counter_points = { $n ->
        [one] punto
       *[other] punti
    }

# the deals a player or team has won (Coch)
counter_won = { $n ->
        [one] mano vinta
       *[other] mani vinte
    }

guide_place = { $k }ª più forte su { $n }

guide_place_in = { $k }ª più forte delle { $n } { $group }

guide_plain = Nessun potere proprio: conta solo il suo posto.

guide_numbers = carte numerate

guide_pictures = figure

guide_kind_rule = Segue il suo tipo: una carta dell'altro tipo non vince mai la presa.

guide_points = Vale { $points } a chi la prende ({ $total } in tutto).

guide_no_points = Non vale niente a chi la prende.

# a bot's name at a table (the server names it "Bot 2 (normal)"): its number and level in this language
bot_name = Bot { $n } ({ $level ->
        [random] a caso
        [simple] semplice
        [easy] facile
        [hard] difficile
        [learned] appreso
       *[normal] normale
    })

# the terminal (taverna play): the prompt, a refused input
prompt = { $name }, la tua scelta: { $choices }   ? aiuto, q esci

prompt_optional = { $name }, la tua scelta: { $choices }   ? aiuto, q esci (Invio: lascia passare)

not_now = Non ora: { $error }

# a number typed that is none of the numbered choices
no_such_choice = Non c'è la scelta { $n }: scrivi un numero da 1 a { $count }, o la parola della scelta.

ask_argument = { $word } vuole un argomento: scrivilo, per esempio { $example } (una riga vuota: torna alle scelte)

# a line of a help text: a choice as it is typed ($action), then what it does ($note)
help_line = { "  " }{ $action }: { $note }

# a counter that moved over a deal ("+2 tokens", "−1 life"): $sign is + or −, $n how much, $counter which
# a counter's value after a deal ("3 chips", "12 points": Le Her's score is said in points): $n how many, $counter which (taverna replay)
counter_value = { $counter ->
        [tokens] { $n } { counter_tokens }
        [chips] { $n } { counter_chips }
        [lives] { $n } { counter_lives }
        [points] { $n } { counter_points }
        [score] { $n } { counter_points }
        [won] { $n } { counter_won }
        [money] { NUMBER($amount, style: "currency", currency: "USD") }
       *[other] { $counter } { $n }
    }

# a player who is out of the match, after their counters
counter_out = fuori

counter_moved = { $counter ->
        [money] { $sign }{ NUMBER($amount, style: "currency", currency: "USD") }
       *[other] { $sign }{ $n } { $counter ->
            [tokens] { counter_tokens }
            [chips] { counter_chips }
            [lives] { counter_lives }
            [points] { counter_points }
            [score] { counter_points }
            [won] { counter_won }
           *[other] { $counter }
        }
    }

# one player's changes over a deal ($who: the player, $changes: the counters that moved, a list as the language writes one)
player_change = { $who } { $changes }

# two players' changes one after the other ("Ada −1 token; Bruno +1 token")
change_then = { $head }; { $tail }

# the parts of a deal's summary one after the other (who lost · the changes · who is back in)
summary_then = { $head } · { $tail }
