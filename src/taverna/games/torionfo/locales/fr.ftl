## torionfo: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

deal_start =
    { $you ->
        [dealer] Donne { $deal } : vous mélangez, { $cutter } coupe.
        [cutter] Donne { $deal } : { $dealer } mélange, vous coupez.
       *[other] Donne { $deal } : { $dealer } mélange, { $cutter } coupe.
    }

cut =
    { $you ->
        [player] Vous soulevez { $cards } { $cards ->
            [one] carte
           *[other] cartes
        } du paquet.
       *[other] { $player } soulève { $cards } { $cards ->
            [one] carte
           *[other] cartes
        } du paquet.
    }

cut_take =
    { $you ->
        [player] Vous découvrez { $card } sous le paquet du dessus et la prenez.
       *[other] { $player } découvre { $card } sous le paquet du dessus et la prend.
    }

dealt =
    { $you ->
        [dealer] Vous distribuez { $cards_each } { $cards_each ->
            [one] carte
           *[other] cartes
        } à chacun.
       *[other] { $dealer } distribue { $cards_each } { $cards_each ->
            [one] carte
           *[other] cartes
        } à chacun.
    }

turn_take =
    { $you ->
        [player] Vous retournez { $card } et la prenez.
       *[other] { $player } retourne { $card } et la prend.
    }

torionfo = La carte Torionfo est { $card } (sa jumelle est aussi une carte Torionfo) ; { $stock } { $stock ->
        [one] carte reste
       *[other] cartes restent
    } au talon.

discard =
    { $you ->
        [player] Vous placez une carte face cachée sous le talon.
       *[other] { $player } place une carte face cachée sous le talon.
    }

discarded = (vous avez placé { $card } sous le talon)

play_start =
    { $you ->
        [leader] Vous entamez ; { $tricks } { $tricks ->
            [one] pli
           *[other] plis
        }.
       *[other] { $leader } entame ; { $tricks } { $tricks ->
            [one] pli
           *[other] plis
        }.
    }

lead =
    { $you ->
        [player]
            Vous entamez { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }{ $base ->
                [number] , base numéro
                [picture] , base figure
               *[none] { "" }
            }.
       *[other]
            { $player } entame { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }{ $base ->
                [number] , base numéro
                [picture] , base figure
               *[none] { "" }
            }.
    }

play =
    { $you ->
        [player]
            Vous jouez { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }{ $base ->
                [number] , base numéro
                [picture] , base figure
               *[none] { "" }
            }.
       *[other]
            { $player } joue { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }{ $base ->
                [number] , base numéro
                [picture] , base figure
               *[none] { "" }
            }.
    }

base =
    { $you ->
        [player]
            Vous faites de ce pli un pli « { $base ->
                [number] numéro
               *[picture] figure
            } ».
       *[other]
            { $player } fait de ce pli un pli « { $base ->
                [number] numéro
               *[picture] figure
            } ».
    }

trick =
    { $you ->
        [winner] Vous remportez le pli ({ $points } { $points ->
            [one] point
           *[other] points
        }).
       *[other] { $winner } remporte le pli ({ $points } { $points ->
            [one] point
           *[other] points
        }).
    }

deal_end = Résultat de la donne { $deal } : { $parts } ({ $unused } { $unused ->
        [one] point
       *[other] points
    } dans les cartes non jouées).

draw_game = La partie est terminée : totaux égaux, match nul.

head =
    { $you ->
        [dealer]
            Donne { $deal } sur { $deals }, donneur : vous, { $phase ->
                [cut]
                    { $you ->
                        [cutter] vous coupez
                       *[other] { $cutter } coupe
                    }
                [discard] écart sous le talon
               *[tricks]
                    { $tricks_left } { $tricks_left ->
                        [one] pli restant
                       *[other] plis restants
                    }
            }
       *[other]
            Donne { $deal } sur { $deals }, donneur : { $dealer }, { $phase ->
                [cut]
                    { $you ->
                        [cutter] vous coupez
                       *[other] { $cutter } coupe
                    }
                [discard] écart sous le talon
               *[tricks]
                    { $tricks_left } { $tricks_left ->
                        [one] pli restant
                       *[other] plis restants
                    }
            }
    }

# one line per side (a team of two, or a player alone)
side_total = { "  " }{ $side } : { $points } { $points ->
        [one] point
       *[other] points
    }

torionfo_card = Carte Torionfo : { $card }

on_table_base =
    Sur la table : { $cards } (base : { $base ->
        [number] numéro
       *[picture] figure
    })

help = cut N : soulevez N cartes (1-39) ; chaque 10, Coucou ou Homme sous le paquet du dessus est à vous. discard CARTE : placez une carte sous le talon jusqu’à n’avoir que votre part. play CARTE : fournissez la catégorie de la première carte (numéro 1-10, ou figure) si vous le pouvez ; la carte Torionfo (et sa jumelle) peut être jouée à tout moment et bat tout. En l’entamant, nommez la base : base number ou base picture. De deux cartes identiques, la première jouée est la plus forte.{ "\u000A" }Vos choix : { $choices }

guide_taken = Trouvée à la coupe, elle va au joueur qui a coupé (retournée au milieu, au donneur).

guide_torionfo = La carte retournée au milieu est la carte Torionfo : elle et sa jumelle peuvent être jouées à tout moment et battent tout.

lobby-title = Torionfo

lobby-description = Les partenaires, face à face, fournissent la catégorie (numéro ou figure) ; la carte Torionfo bat tout ; après quatre donnes, les points des cartes décident. Pour 4 joueurs (deux équipes) ou 2.

lobby-rules--standard = Torionfo (la règle)

lobby-option--deals = donnes (tours) à jouer ; la règle en joue 4, et la donne passe chaque fois à droite

lobby-label--deals = Donnes


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = Voici vos 8 cartes : des cartes numérotées (du 10, la plus haute, au 1) et des figures (Coucou, Homme, Cheval, Chat, Maison…).

learn-intro_partner = Le joueur en face est votre partenaire : les points de vos cartes comptent ensemble.

learn-intro_trick = La carte Torionfo est face visible au milieu : elle et sa jumelle battent tout. Les plis se jouent ici.

learn-tip_play = Jouez la carte en surbrillance : fournissez la catégorie entamée (numéro ou figure) si vous le pouvez ; une carte Torionfo peut être jouée à tout moment et bat tout.

learn-tip_other = Faites ce que dit le choix en surbrillance : la règle vous le demande maintenant.

learn-why_cut_take = Celui qui coupe prend chaque 10, Coucou et Homme trouvé à la coupe.

learn-why_torionfo = Cette carte et sa jumelle sont les cartes Torionfo de la donne : elles battent tout.

learn-why_discarded = Qui a plus de 8 cartes remet les cartes en trop sous le talon, sans les montrer.

learn-why_trick = La plus forte carte de la catégorie du pli (ou une carte Torionfo) a remporté le pli ; son joueur entame le suivant.

learn-why_deal_end = Les cartes valent leur numéro (Coucou 15 … 1) ; l’équipe qui a le plus de points gagne.

learn-outro = C’était le Torionfo. Ouvrez une table depuis le salon pour jouer les quatre donnes.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Torionfo** : un jeu de plis pour 4 joueurs (deux équipes, les partenaires face à face) ou 2.
    - Deux catégories de cartes : les **cartes numérotées** (du 10, la plus haute, au 1) et les **figures** (Coucou, Homme, Cheval, Chat, Maison, 0, Seau, Masque, Lion, Clown, dans cet ordre).
    - Avant la donne, le joueur à gauche du donneur coupe et prend chaque 10, Coucou et Homme trouvé à la coupe.
    - Chaque joueur reçoit 8 cartes (16 à deux). Une carte retournée au milieu est la **carte Torionfo** ; sa jumelle, où qu’elle soit, est aussi une carte Torionfo.
    - Qui a plus de 8 cartes remet des cartes sous le talon, sans les montrer.
    - Le joueur à droite du donneur entame. Fournissez la catégorie de la première carte si vous le pouvez ; une carte de l’autre catégorie ne gagne jamais.
    - Une carte Torionfo peut être jouée à tout moment et bat tout. Celui qui l’entame choisit la catégorie du pli.
    - La plus forte carte de la catégorie du pli remporte le pli et entame ensuite. De deux cartes identiques, la première jouée est la plus haute.
    - Les cartes valent leur numéro (15 pour le Coucou … 1) ; le 0 et les petites figures ne valent rien. Après les donnes convenues (4), l’équipe qui a le plus de points gagne.
