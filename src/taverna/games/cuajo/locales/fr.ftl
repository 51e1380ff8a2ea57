## cuajo: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

win =
    { $you ->
        [player]
            Vous gagnez avec le bounit { $card }, { $how ->
                [stock] en la piochant
                [discard] en prenant la défausse
               *[claim] en la réclamant (« time »)
            } : { $split }.
       *[other]
            { $player } gagne avec le bounit { $card }, { $how ->
                [stock] en la piochant
                [discard] en prenant la défausse
               *[claim] en la réclamant (« time »)
            } : { $split }.
    }

porbis = Porbis !

conditions_no_extra =
    Condition du bounit { $c1 ->
        [met] remplie
       *[not_met] non remplie
    }, condition du sowee { $c2 ->
        [met] remplie
       *[not_met] non remplie
    }.

conditions_extra =
    Condition du bounit { $c1 ->
        [met] remplie
       *[not_met] non remplie
    }, condition du sowee { $c2 ->
        [met] remplie
       *[not_met] non remplie
    } ({ $n } { $n ->
        [one] carte supplémentaire piochée
       *[other] cartes supplémentaires piochées
    }).

pays = Chaque adversaire paie { NUMBER($amount, style: "currency", currency: "USD") }.

match_start = Une nouvelle partie : { $teams }

deal_start =
    { $you ->
        [dealer] Donne { $deal } : vous donnez.
       *[other] Donne { $deal } : { $dealer } donne.
    }

dealt =
    { $you ->
        [player] Vos cartes : { $cards }.
       *[other] Les cartes de { $player } : { $cards }.
    }

sowee = Le sowee est { $card } ; { $stock } { $stock ->
        [one] carte
       *[other] cartes
    } dans la pioche.

draw_shown =
    { $you ->
        [player] Vous piochez { $card } et la montrez.
       *[other] { $player } pioche { $card } et la montre.
    }

draw =
    { $you ->
        [player] Vous piochez.
       *[other] { $player } pioche.
    }

drew =
    { $you ->
        [player] Vous piochez { $card }.
       *[other] { $player } pioche { $card }.
    }

take =
    { $you ->
        [player] Vous prenez { $card } dans la défausse.
       *[other] { $player } prend { $card } dans la défausse.
    }

discard =
    { $you ->
        [player] Vous défaussez { $card }.
       *[other] { $player } défausse { $card }.
    }

secret_cards =
    { $you ->
        [player] Votre secret : { $cards }.
       *[other] Le secret de { $player } : { $cards }.
    }

secret =
    { $you ->
        [player] Vous posez un secret et recevez { $paid }.
       *[other] { $player } pose un secret et reçoit { $paid }.
    }

secret_sowee =
    { $you ->
        [player] Vous posez un secret du sowee et recevez { $paid }.
       *[other] { $player } pose un secret du sowee et reçoit { $paid }.
    }

paid_by =
    { $you ->
        [player] { NUMBER($amount, style: "currency", currency: "USD") } par vous
       *[other] { NUMBER($amount, style: "currency", currency: "USD") } par { $player }
    }

purro_king = { $player } : « purro ! » (en montrant { $card })

purro_token = { $player } : « purro ! » (en montrant un jeton)

purro_lost =
    { $you ->
        [player] Vous n’êtes plus purro et devez montrer vos deux prochaines pioches.
       *[other] { $player } n’est plus purro et doit montrer ses deux prochaines pioches.
    }

time =
    { $you ->
        [player] Vous : « time ! » et réclamez { $card } piochée par { $drawer }.
        [drawer] { $player } : « time ! » et réclame { $card } piochée par vous.
       *[other] { $player } : « time ! » et réclame { $card } piochée par { $drawer }.
    }

no_claim =
    { $you ->
        [player] Vous ne réclamez pas la carte.
       *[other] { $player } ne réclame pas la carte.
    }

time_priority =
    { $you ->
        [player] Vous : « time ! », mais { $card } complète la main de { $drawer }, qui la pioche : { $drawer } gagne.
        [drawer] { $player } : « time ! », mais { $card } complète votre main, et c’est vous qui la piochez : vous gagnez.
       *[other] { $player } : « time ! », mais { $card } complète la main de { $drawer }, qui la pioche : { $drawer } gagne.
    }

extra_card =
    { $you ->
        [player] Vous piochez une carte supplémentaire : { $card }.
       *[other] { $player } pioche une carte supplémentaire : { $card }.
    }

stock_out = La pioche est épuisée : la donne est nulle.

money_of = { $player } { NUMBER($amount, style: "currency", currency: "USD") }

deal_end = Argent : { $money }

game_over = La partie est terminée. Vainqueurs : { $winners }.

game_over_tie = La partie est terminée. Vainqueurs : personne (égalité).

head =
    { $you ->
        [dealer] Donne { $deal } sur { $deals } | donneur vous | tour de { $turn } | sowee { $sowee } | pioche { $stock }
        [turn] Donne { $deal } sur { $deals } | donneur { $dealer } | à vous de jouer | sowee { $sowee } | pioche { $stock }
       *[other] Donne { $deal } sur { $deals } | donneur { $dealer } | tour de { $turn } | sowee { $sowee } | pioche { $stock }
    }

purro_mark = purro

purro_mark_shown = purro [{ $card }]

penalty = pas de purro pendant { $n } { $n ->
        [one] tour
       *[other] tours
    }

secrets = { $n } { $n ->
        [one] secret
       *[other] secrets
    }

exposed = main : { $cards }

player =
    { $you ->
        [partner]
            { "  " }{ $name }{ $you_mark ->
                [yes] { " " }(vous)
               *[no] { "" }
            }, partenaire vous : { NUMBER($money, style: "currency", currency: "USD") }, { $cards } { $cards ->
                [one] carte
               *[other] cartes
            } { $marks }
       *[other]
            { "  " }{ $name }{ $you_mark ->
                [yes] { " " }(vous)
               *[no] { "" }
            }, partenaire { $partner } : { NUMBER($money, style: "currency", currency: "USD") }, { $cards } { $cards ->
                [one] carte
               *[other] cartes
            } { $marks }
    }

top = Dessus de la défausse : { $card }

hand = Votre main : { $cards }

your_secret = Votre secret : { $cards }

waits = Il vous faut l’une de : { $cards }

choices_head = Vos choix :

note_draw = prendre la carte du dessus de la pioche (montrée à tous si quelqu’un d’autre est purro).

note_take = prendre la défausse du joueur précédent.

note_discard = défausser cette carte face visible (jamais un roi) ; par exemple discard 3c.

note_secret = poser les quatre cartes identiques face cachée : chaque adversaire vous paie aussitôt.

note_sowee = poser les trois exemplaires du sowee avec cette quatrième carte face cachée : chaque adversaire vous paie.

note_purro = dire purro : il vous manque une carte ; montrez ce roi (ou un jeton).

note_silent = ne pas dire purro maintenant (vous ne pouvez pas gagner tant que vous ne l’avez pas dit).

note_win = étaler votre main et gagner avec la carte que vous venez d’obtenir.

note_time = dire « time » : réclamer la carte qui vient d’être piochée et gagner.

note_pass = laisser passer la carte.

guide_place = rang { $k } sur { $n } dans sa couleur ({ $ranks }) ; quatre exemplaires

guide_card = Entre dans 3 ou 4 cartes de son rang de couleurs différentes, ou dans la suite { $run } de sa couleur ; quatre cartes identiques forment un secret, que chaque adversaire paie aussitôt.

guide_ace = Entre dans 3 ou 4 as de couleurs différentes (aucune suite ne contient d’as) ; quatre cartes identiques forment un secret, que chaque adversaire paie aussitôt.

guide_king = Un Roi ne se défausse jamais et forme à lui seul une combinaison ; chaque Roi de la main gagnante ajoute { $cents } centimes à ce que paie chaque adversaire. Un joueur purro en montre un.

guide_sowee = Le sowee, retourné après la donne, n’entre jamais en jeu ; trois exemplaires de cette carte plus une carte quelconque forment un secret.

lobby-title = Cuajo

lobby-description = Un rami philippin : formez avec vos 16 cartes des groupes, des suites, des secrets et des rois isolés ; les partenaires gagnent ensemble.

lobby-rules--pagat = Le Cuajo tel que le décrit pagat.com (Crisanta Ruisz)

lobby-option--deals = donnes dans une partie (une donne nulle compte aussi)

lobby-option--full = centimes que chaque adversaire paie à un vainqueur qui a pioché le bounit ou rempli les deux conditions (1,10 $)

lobby-option--bounit-only = centimes quand seule la condition 1 est remplie (deux cartes qui vont avec le bounit)

lobby-option--sowee-only = centimes quand seule la condition 2 est remplie (le sowee et deux cartes qui vont avec lui)

lobby-option--neither = centimes quand aucune condition n’est remplie

lobby-option--porbis = centimes pour une main porbis (aucun roi, ou un seul roi dans une suite valet-cavalier-roi)

lobby-option--king-of-coins = centimes ajoutés pour chaque roi de deniers dans la main gagnante

lobby-option--other-king = centimes ajoutés pour chaque autre roi dans la main gagnante

lobby-option--secret = centimes que chaque adversaire paie aussitôt pour un secret

lobby-option--max-turns = une donne encore indécise après ce nombre de tours est nulle (une limite assumée : rien dans la règle n’empêche les joueurs de prendre des défausses indéfiniment)

lobby-option--extra-cards = cartes supplémentaires qu’un vainqueur qui n’a pas pioché le bounit peut piocher pour remplir les conditions

lobby-label--deals = Donnes

lobby-label--full = Victoire complète (centimes)

lobby-label--bounit-only = Condition 1 seule (centimes)

lobby-label--sowee-only = Condition 2 seule (centimes)

lobby-label--neither = Aucune condition (centimes)

lobby-label--porbis = Porbis (centimes)

lobby-label--king-of-coins = Roi de deniers (centimes)

lobby-label--other-king = Autre roi (centimes)

lobby-label--secret = Secret (centimes)

lobby-label--max-turns = Tours maximum

lobby-label--extra-cards = Cartes piochées en plus


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = Voici vos cartes (un jeu aux couleurs espagnoles : coupes, deniers, épées, bâtons). Le but : placer vos 16 cartes en combinaisons (3 ou 4 cartes d’un rang de couleurs différentes, 3-4-5 ou Valet-Cavalier-Roi d’une couleur, un Roi seul).

learn-intro_table = La pioche et la défausse sont ici ; le sowee, face visible, n’entre jamais en jeu mais compte pour les paiements.

learn-intro_partner = Le joueur en face est votre partenaire : vous gagnez ou payez ensemble.

learn-tip_discard = Défaussez la carte en surbrillance : une carte qui n’entre dans aucune de vos combinaisons (jamais un Roi).

learn-tip_take = Prenez la dernière défausse (la pile en surbrillance) : elle complète une de vos combinaisons.

learn-tip_draw = Piochez (la pile en surbrillance) : la dernière défausse ne vous aide pas.

learn-tip_silent = Ne dites rien (le choix en surbrillance) : il vous manque plus d’une carte pour gagner.

learn-tip_other = Faites ce que dit le choix en surbrillance : la règle vous le demande maintenant.

learn-why_sowee = Le sowee est retourné face visible : il n’entre jamais en jeu, mais compte pour les paiements.

learn-why_take = Au lieu de piocher, un joueur peut prendre la dernière défausse ; il défausse ensuite une carte.

learn-why_purro = Purro : ce joueur n’est qu’à une carte de la victoire et montre un Roi ; seul un joueur purro peut gagner.

learn-why_no_claim = Une carte piochée face visible peut être réclamée par un joueur purro qui en a besoin.

learn-why_secret = Un secret (quatre cartes identiques) est posé : chaque adversaire paie aussitôt.

learn-why_win = Un joueur purro a complété sa main : toutes ses cartes en combinaisons.

learn-why_deal_end = Chaque adversaire paie le vainqueur : davantage s’il a pioché la carte gagnante, et pour les Rois de sa main.

learn-outro = C’était le Cuajo. Ouvrez une table depuis le salon pour jouer une partie entière.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Cuajo** : un jeu de rami pour 4 joueurs en deux équipes (les partenaires face à face).
    - Un jeu aux couleurs espagnoles de 112 cartes : coupes, deniers, épées, bâtons ; As, 3, 4, 5, Valet, Cavalier, Roi, chacun en quatre exemplaires.
    - Le donneur reçoit 16 cartes, les autres 15. La carte suivante est le **sowee**, face visible : il n’entre jamais en jeu mais compte pour les paiements.
    - But : 16 cartes toutes en combinaisons : 3 ou 4 cartes d’un rang de couleurs différentes ; 3-4-5 ou Valet-Cavalier-Roi d’une couleur ; quatre cartes identiques (un **secret**) ; un Roi seul.
    - À votre tour, **piochez** ou **prenez** la dernière défausse, puis **défaussez** une carte (jamais un Roi).
    - Quatre cartes identiques peuvent être posées en secret : chaque adversaire vous paie aussitôt. Trois exemplaires du sowee plus une carte quelconque en forment un aussi.
    - À une carte de la victoire, vous pouvez dire **purro** et montrer un Roi. Seul un joueur purro peut gagner : avec la carte piochée, prise dans la défausse, ou réclamée quand un autre joueur la pioche face visible.
    - Chaque adversaire paie le vainqueur : davantage s’il a pioché lui-même la carte gagnante, pour les Rois de sa main, et une somme fixe pour une main sans Roi (porbis).
