## The sentences shared by every game (a game's own file may say any of them its way).

list_sep = ,{ " " }

# a list of names: its last two joined ($head: the others, joined by list_sep)
list = { $head } et { $last }

# whole sentences one after another ($head, then $tail: the card guide's powers of a card)
sentences = { $head } { $tail }

your_hand = Votre main : { $cards }

on_table = Sur la table : { $cards }

last_trick = Dernier pli : { $cards }

your_choices = Vos choix : { $choices }

game_over_winner = La partie est terminée. { $count ->
       *[one] Vainqueur
        [other] Vainqueurs
    } : { $winner }

nobody = personne

nothing_now = { "  " }(rien à faire pour l’instant : attendez les autres)

replay_deal =
    { $you ->
        [dealer] Donne { $n } : vous donnez
       *[other] Donne { $n } : { $dealer } donne
    }

replay_deal_set =
    { $you ->
        [dealer] Donne { $n } : vous donnez
       *[other] Donne { $n } : { $dealer } donne
    } (manche { $set }, tour { $round })

replay_loses =
    { $you ->
        [player] Vous perdez
       *[other] { $player } perd
    }

deal_summary = — Donne { $n } (donneur : { $dealer }) : { $result }

round_summary = — Tour { $n } (donneur : { $dealer }) : { $result }

deal_lost = défaite : { $names }

deal_nobody_lost = personne n’a perdu

deal_won = victoire : { $names }

deal_back_in = de retour : { $names }

# who went out of the match in the deal (after who is back in)
deal_out = hors jeu : { $names }

counter_tokens = { $n ->
        [one] jeton
       *[other] jetons
    }

counter_chips = { $n ->
        [one] fiche
       *[other] fiches
    }

counter_lives = { $n ->
        [one] vie
       *[other] vies
    }

counter_points = { $n ->
        [one] point
       *[other] points
    }

# the deals a player or team has won (Coch)
counter_won = { $n ->
        [one] donne gagnée
       *[other] donnes gagnées
    }

guide_place = { $k ->
        [1] la plus forte
       *[other] { $k }e plus forte
    } sur { $n }

guide_place_in = { $k ->
        [1] la plus forte
       *[other] { $k }e plus forte
    } des { $n } { $group }

guide_plain = Aucun pouvoir propre : seul son rang compte.

guide_numbers = cartes numérotées

guide_pictures = figures

guide_kind_rule = Suit sa catégorie : une carte de l’autre catégorie ne remporte jamais le pli.

guide_points = Vaut { $points } une fois prise ({ $total } en tout).

guide_no_points = Ne vaut rien une fois prise.

# a bot's name at a table (the server names it "Bot 2 (normal)"): its number and level in this language
bot_name = Bot { $n } ({ $level ->
        [random] aléatoire
        [simple] simple
        [easy] facile
        [hard] difficile
        [learned] appris
       *[normal] normal
    })

# the terminal (taverna play): the prompt, a refused input
prompt =
    { $you ->
        [name] Votre choix : { $choices }   ? aide, q quitter
       *[other] { $name }, votre choix : { $choices }   ? aide, q quitter
    }

prompt_optional =
    { $you ->
        [name] Votre choix : { $choices }   ? aide, q quitter (Entrée : laisser passer)
       *[other] { $name }, votre choix : { $choices }   ? aide, q quitter (Entrée : laisser passer)
    }

not_now = Pas maintenant : { $error }

# a number typed that is none of the numbered choices
no_such_choice = Il n’y a pas de choix { $n } : tapez un nombre de 1 à { $count }, ou le mot du choix.

ask_argument = { $word } demande un argument : tapez-le, par exemple { $example } (une ligne vide : retour aux choix)

# a line of a help text: a choice as it is typed ($action), then what it does ($note)
help_line = { "  " }{ $action } : { $note }

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
counter_out = éliminé

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
change_then = { $head } ; { $tail }

# the parts of a deal's summary one after the other (who lost · the changes · who is back in)
summary_then = { $head } · { $tail }
