## zifuli: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start =
    Zifuli : { $chips } { $chips ->
        [one] fiche
       *[other] fiches
    } chacun ; on joue { $end ->
        [rounds]
            { $rounds } { $rounds ->
                [one] tour
               *[other] tours
            }
       *[chips] jusqu’à ce que quelqu’un n’ait plus de fiches
    }.

deal_start =
    { $you ->
        [dealer] Tour { $round } : vous distribuez { $cards_each } { $cards_each ->
            [one] carte
           *[other] cartes
        } à chacun ; { $first } parle le premier aux enchères.
        [first] Tour { $round } : { $dealer } distribue { $cards_each } { $cards_each ->
            [one] carte
           *[other] cartes
        } à chacun ; vous parlez le premier aux enchères.
       *[other] Tour { $round } : { $dealer } distribue { $cards_each } { $cards_each ->
            [one] carte
           *[other] cartes
        } à chacun ; { $first } parle le premier aux enchères.
    }

bid =
    { $you ->
        [player]
            Vous enchérissez en montrant { $card } ({ $base ->
                [number] carte numérotée
               *[picture] figure
            }).
       *[other]
            { $player } enchérit en montrant { $card } ({ $base ->
                [number] carte numérotée
               *[picture] figure
            }).
    }

pass =
    { $you ->
        [player] Vous passez.
       *[other] { $player } passe.
    }

boss =
    { $you ->
        [player] Vous êtes le Chef ; le Partenaire tient l’autre { $card }.
       *[other] { $player } est le Chef ; le Partenaire tient l’autre { $card }.
    }

partner =
    { $you ->
        [boss] Vous tenez l’autre { $card } : vous êtes votre propre Partenaire secret.
       *[other] Vous tenez l’autre { $card } : vous êtes le Partenaire secret de { $boss }.
    }

alone = Vous tenez les deux { $card } : vous jouez seul contre les quatre autres.

deal_void = Tout le monde a passé : la donne { $deal } est nulle et le donneur suivant distribue.

play =
    { $you ->
        [player] Vous jouez { $card }.
       *[other] { $player } joue { $card }.
    }

partner_revealed =
    { $you ->
        [player] Vous avez joué la jumelle : vous êtes le Partenaire de { $boss }.
        [boss] { $player } a joué la jumelle : { $player } est votre Partenaire.
       *[other] { $player } a joué la jumelle : { $player } est le Partenaire de { $boss }.
    }

alone_revealed =
    { $you ->
        [player] Vous avez joué les deux { $card } : le Chef joue seul.
       *[other] { $player } a joué les deux { $card } : le Chef joue seul.
    }

trick =
    { $you ->
        [winner]
            Vous remportez le pli ({ $base ->
                [number] carte numérotée
               *[picture] figure
            } entamée).
       *[other]
            { $winner } remporte le pli ({ $base ->
                [number] carte numérotée
               *[picture] figure
            } entamée).
    }

round_end_recount_draw =
    Tour { $round } : { $side } { $a } à { $b } { $others } ; égalité, recompté { $ra } à { $rb } (82 en tout). Match nul : aucune fiche ne change de main.{ $moved ->
        [yes] { " " }Fiches : { $moves }.
       *[no] { "" }
    }

round_end_recount_won =
    Tour { $round } : { $side } { $a } à { $b } { $others } ; égalité, recompté { $ra } à { $rb } (82 en tout). Victoire : { $winner }.{ $moved ->
        [yes] { " " }Fiches : { $moves }.
       *[no] { "" }
    }

round_end_draw =
    Tour { $round } : { $side } { $a } à { $b } { $others }. Match nul : aucune fiche ne change de main.{ $moved ->
        [yes] { " " }Fiches : { $moves }.
       *[no] { "" }
    }

round_end_won =
    Tour { $round } : { $side } { $a } à { $b } { $others }. Victoire : { $winner }.{ $moved ->
        [yes] { " " }Fiches : { $moves }.
       *[no] { "" }
    }

game_over = La partie est terminée ({ $chips }). Vainqueur : { $winner }.

head =
    { $you ->
        [dealer]
            Tour { $round }{ $end ->
                [rounds] { " " }sur { $rounds }
               *[none] { "" }
            }, donneur : vous, { $phase ->
                [auction] enchères
                [tricks] plis
               *[over] terminé
            }
       *[other]
            Tour { $round }{ $end ->
                [rounds] { " " }sur { $rounds }
               *[none] { "" }
            }, donneur : { $dealer }, { $phase ->
                [auction] enchères
                [tricks] plis
               *[over] terminé
            }
    }

chips = { "  " }Fiches : { $chips }

bids = Enchères : { $bids }

passed = Ont passé : { $names }

boss_line =
    { $you ->
        [boss]
            Chef : vous ({ $card }), { $who ->
                [alone] seul
                [partner]
                    { $you ->
                        [partner] avec vous
                       *[other] avec { $partner }
                    }
               *[secret] avec un Partenaire secret
            } ; { $tricks_left } { $tricks_left ->
                [one] pli restant
               *[other] plis restants
            }
       *[other]
            Chef : { $boss } ({ $card }), { $who ->
                [alone] seul
                [partner]
                    { $you ->
                        [partner] avec vous
                       *[other] avec { $partner }
                    }
               *[secret] avec un Partenaire secret
            } ; { $tricks_left } { $tricks_left ->
                [one] pli restant
               *[other] plis restants
            }
    }

revealed = Cartes d’enchère encore en main : { $shown }

help_auction_choices = Enchères : enchérissez en montrant une carte (elle reste dans votre main, connue de tous). La première enchère fixe la catégorie (numéro ou figure) ; chaque enchère suivante doit être une carte de cette catégorie plus faible que la précédente. Qui passe ne revient plus. Le dernier enchérisseur est le Chef ; qui tient la jumelle de la dernière carte d’enchère du Chef est son Partenaire secret. Tapez : bid CARTE ou pass.{ "\u000A" }Vos choix : { $choices }

help_play_choices = Jouez une carte de la catégorie entamée si vous en avez une ; sinon n’importe quelle carte, qui ne peut pas gagner. Numéros : le 10 en tête. Figures : Lion, Coucou, Homme, Cheval, Chat, Maison, Clown, 0, Seau, Masque. De deux cartes identiques, la première jouée est la plus haute. Points : le 10, de la Maison au Coucou et le Lion 1 chacun, du 5 au 9 un demi chacun (19 en tout). Tapez : play CARTE.{ "\u000A" }Vos choix : { $choices }

guide_bid = Aux enchères, une enchère montre une carte : chaque enchère suivante doit être une carte plus faible de la catégorie de la première ; l’autre exemplaire de la dernière carte du Chef fait de son détenteur le Partenaire.

lobby-title = Zifuli

lobby-description = Enchérissez en montrant des cartes de plus en plus faibles ; le Chef joue avec le détenteur secret de la jumelle de la dernière carte annoncée contre les trois autres, pour des fiches.

lobby-rules--rulebook = Zifuli (la règle)

lobby-option--chips = fiches de départ de chaque joueur (la règle : « un nombre suffisant »)

lobby-option--rounds = 0 : jouer jusqu’à ce que quelqu’un n’ait plus de fiches ; N : jouer N tours ; ensuite, le plus de fiches gagne

lobby-option--all-pass = quand quatre joueurs ont passé sans que personne n’ait enchéri : last-bids (le dernier doit enchérir et devient le Chef) ou redeal (lui aussi peut passer ; la donne est nulle et passe au suivant)

lobby-label--chips = Fiches de départ

lobby-label--rounds = Tours

lobby-label--all-pass = Si tous passent

lobby-value--all-pass--last-bids = Le dernier doit enchérir

lobby-value--all-pass--redeal = Donne nulle


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = Voici vos 8 cartes : des cartes numérotées (du 10 au 1) et des figures (Lion, Coucou, Homme … le Masque est la plus faible).

learn-intro_auction = D’abord les enchères : pour enchérir, montrez une carte de votre main ; chaque enchère suivante doit être une carte plus faible de la même catégorie. Le dernier enchérisseur restant est le Chef.

learn-intro_choices = Vos choix apparaissent ici ; on enchérit en cliquant sur la carte qu’on montre.

learn-tip_bid = Enchérissez : montrez la carte en surbrillance, plus faible que la dernière enchère et de la même catégorie.

learn-tip_pass = Passez (le choix en surbrillance) : vos cartes ne peuvent pas descendre plus bas, vous quittez donc les enchères.

learn-tip_play = Jouez la carte en surbrillance : fournissez la catégorie entamée (numéro ou figure) si vous le pouvez.

learn-tip_other = Faites ce que dit le choix en surbrillance : la règle vous le demande maintenant.

learn-why_bid = Une enchère montre une carte ; l’enchère suivante doit être plus faible, de la même catégorie.

learn-why_boss = Le dernier resté aux enchères est le Chef ; l’autre détenteur de la jumelle de la dernière carte d’enchère du Chef est le Partenaire secret.

learn-why_partner = Jouer la carte jumelle révèle qui est le Partenaire.

learn-why_trick = La plus forte carte de la catégorie entamée a remporté le pli ; son joueur entame le suivant.

learn-why_round_end = On compte les cartes comme au Coch ; le camp du Chef gagne s’il a le plus de points, et les fiches changent de main.

learn-outro = C’était le Zifuli. Ouvrez une table depuis le salon pour jouer avec quatre autres joueurs.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Zifuli** : un jeu de plis pour 5 joueurs exactement, avec des enchères et un partenaire caché.
    - Chacun reçoit 8 cartes. Les cartes numérotées vont du 10 au 1 ; les figures : Lion, Coucou, Homme, Cheval, Chat, Maison, Clown, 0, Seau, Masque (le Masque est la plus faible).
    - **Enchères**, en partant de la droite du donneur : pour **enchérir**, montrez une carte de votre main. La première enchère fixe la catégorie ; chaque enchère suivante doit être une carte plus faible de cette catégorie. Qui **passe** quitte les enchères.
    - Le dernier resté est le **Chef**. L’autre détenteur de la jumelle de la dernière carte d’enchère du Chef est le **Partenaire**, et lui seul le sait. Un Chef qui tient les deux exemplaires joue seul contre quatre.
    - On joue comme au Coch : fournissez la catégorie si vous le pouvez ; la plus forte carte de la catégorie du pli gagne.
    - On compte les cartes comme au Coch (19 points en tout). Le camp du Chef gagne s’il a le plus de points.
    - Fiches : si le camp du Chef gagne, chaque adversaire paie 1 (2 au Chef, 1 au Partenaire) ; s’il perd, le Chef paie 2 et le Partenaire 1. Un Chef seul gagne ou paie 2 à chacun.
    - La partie s’arrête quand quelqu’un n’a plus de fiches (ou après les tours convenus) : le plus de fiches gagne.
