## hypp: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

round_start =
    { $you ->
        [dealer] Tour { $round } : vous donnez.
       *[other] Tour { $round } : { $dealer } donne.
    }

packets =
    { $you ->
        [player] Vous donnez à chacun un paquet de { $cards } { $cards ->
            [one] carte
           *[other] cartes
        } pris sous le talon.
       *[other] { $player } donne à chacun un paquet de { $cards } { $cards ->
            [one] carte
           *[other] cartes
        } pris sous le talon.
    }

bet =
    { $you ->
        [player] Vous misez { $chips }.
       *[other] { $player } mise { $chips }.
    }

bets_reduced = Le donneur ne peut pas couvrir : les mises sont ramenées à { $bets }

covered =
    { $you ->
        [player] Vous engagez { $chips }.
       *[other] { $player } engage { $chips }.
    }

reveal =
    { $you ->
        [player] Vous montrez { $card }.
       *[other] { $player } montre { $card }.
    }

paid =
    { $you ->
        [player] Vous payez { $chips } à { $to }.
        [to] { $player } vous paie { $chips }.
       *[other] { $player } paie { $chips } à { $to }.
    }

lowest_card =
    { $you ->
        [player] Vous avez montré la carte la plus basse et passez la donne.
       *[other] { $player } a montré la carte la plus basse et passe la donne.
    }

deal_handed_on =
    { $you ->
        [player] Vous passez la donne.
       *[other] { $player } passe la donne.
    }

game_over = La partie est terminée. { $count ->
       *[one] Vainqueur
        [other] Vainqueurs
    } : { $winner }

head =
    { $you ->
        [dealer] Tour { $round }, donneur : vous, limite { $limit }
       *[other] Tour { $round }, donneur : { $dealer }, limite { $limit }
    }

player = { "  " }{ $name } : { $chips } { $chips ->
        [one] fiche
       *[other] fiches
    }

player_bet = { "  " }{ $name } : { $chips } { $chips ->
        [one] fiche
       *[other] fiches
    }, mise { $bet }

help_packet = Donneur : `packet N` donne N cartes à chaque joueur (de 1 à { $max_packet }) ; `pass` passe la donne.

help_bet = Misez à l’aveugle : `bet N`, de 1 à { $limit } (ou vos fiches). La carte du dessous de votre paquet affronte celle du donneur ; en cas d’égalité, le donneur l’emporte.

guide_card = Contre la carte du donneur : une carte plus forte gagne la mise, une carte plus faible ou égale la perd.

guide_lowest = Un donneur qui montre la carte la plus basse du tour passe la donne.

guide_lowest_pack = La carte la plus basse du jeu : un donneur qui la montre passe la donne.

lobby-title = Hypp

lobby-description = Misez à l’aveugle sur la carte du dessous de votre paquet contre celle du donneur ; en cas d’égalité, le donneur gagne.

lobby-rules--rulebook = Hypp (la règle)

lobby-option--limit = la limite de la banque pour une mise

lobby-option--lowest-card = la carte du donneur qui fait passer la donne : la plus basse montrée dans le tour, égalités comprises (round), ou la plus basse du jeu, le Fou (pack)

lobby-option--chips = fiches de départ de chaque joueur (0 : la limite de la règle x joueurs x 2)

lobby-label--limit = Limite de mise

lobby-label--chips = Fiches de départ

lobby-label--lowest-card = Carte la plus basse

lobby-value--lowest-card--round = La plus basse du tour

lobby-value--lowest-card--pack = La plus basse du jeu (le Fou)


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_table = Le Hypp se joue contre le donneur, à l’aveugle : personne ne regarde ses cartes. Les cartes se classent comme au Cambio, le Coucou en tête.

learn-intro_choices = Vos choix apparaissent ici : la taille du paquet quand vous donnez, votre mise sinon.

learn-tip_packet = Vous donnez : choisissez la taille du paquet (déjà remplie) et cliquez sur le bouton en surbrillance ; chacun prend autant de cartes sous le talon, sans les voir.

learn-tip_bet = Misez à l’aveugle (le montant est déjà rempli) : cliquez sur le bouton en surbrillance. Jusqu’à la limite de la banque.

learn-tip_pass = Passez la donne au joueur suivant (le choix en surbrillance).

learn-tip_other = Faites ce que dit le choix en surbrillance : la règle vous le demande maintenant.

learn-why_packets = Chaque autre joueur a maintenant un paquet de cartes pris sous le talon, sans les voir.

learn-why_covered = Le donneur couvre le total des mises.

learn-why_paid = Une carte plus forte que celle du donneur lui gagne la mise ; plus faible ou égale, le donneur la prend.

learn-why_lowest_card = Un donneur qui montre la carte la plus basse doit passer la donne.

learn-outro = C’était le Hypp. Ouvrez une table depuis le salon pour jouer pour de vrai.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Hypp** : un jeu de mise de 2 à 8 joueurs contre le donneur, joué à l’aveugle.
    - Les cartes se classent comme au Cambio : le Coucou en tête … le Clown en dernier.
    - Le donneur choisit la taille d’un **paquet** : chaque autre joueur prend autant de cartes sous le talon, sans regarder.
    - Chaque joueur **mise** à l’aveugle, de 1 jusqu’à la limite de la banque (et pas plus que ses fiches). Le donneur couvre le total.
    - Le donneur montre la carte du dessous du talon ; puis on montre la carte du dessous de chaque paquet, en partant de la gauche du donneur.
    - Une carte **plus forte** que celle du donneur lui gagne la mise ; plus faible ou égale, le donneur prend la mise.
    - Au début d’un tour, le donneur peut **passer** la donne au joueur suivant ; un donneur qui montre la carte la plus basse doit la passer.
    - La partie s’arrête quand quelqu’un n’a plus de fiches ou que tout le monde a donné : le plus de fiches gagne.
