## coch: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = Coch : { $team1 } contre { $team2 } ; { $deals } { $deals ->
        [one] donne
       *[other] donnes
    }.

deal_start =
    { $you ->
        [dealer] Donne { $deal } : vous distribuez { $cards_each } { $cards_each ->
            [one] carte
           *[other] cartes
        } à chacun ; { $leader } entame.
        [leader] Donne { $deal } : { $dealer } distribue { $cards_each } { $cards_each ->
            [one] carte
           *[other] cartes
        } à chacun ; vous entamez.
       *[other] Donne { $deal } : { $dealer } distribue { $cards_each } { $cards_each ->
            [one] carte
           *[other] cartes
        } à chacun ; { $leader } entame.
    }

play =
    { $you ->
        [player] Vous jouez { $card }.
       *[other] { $player } joue { $card }.
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

deal_end_recount_draw = Donne { $deal } : { $team1 } { $a } à { $b } { $team2 } ; égalité, recompté { $ra } à { $rb } (82 en tout). Match nul.

deal_end_recount_won = Donne { $deal } : { $team1 } { $a } à { $b } { $team2 } ; égalité, recompté { $ra } à { $rb } (82 en tout). { $winner } remportent la donne.

deal_end_draw = Donne { $deal } : { $team1 } { $a } à { $b } { $team2 }. Match nul.

deal_end_won = Donne { $deal } : { $team1 } { $a } à { $b } { $team2 }. { $winner } remportent la donne.

over_won_draw = La partie est terminée ({ $a } à { $b } { $b ->
            [one] donne
           *[other] donnes
        }). Match nul.

over_won_winners = La partie est terminée ({ $a } à { $b } { $b ->
            [one] donne
           *[other] donnes
        }). Vainqueurs : { $winner }.

over_draw_all = La partie est terminée. Match nul.

over_winners_all = La partie est terminée. Vainqueurs : { $winner }.

head =
    { $you ->
        [dealer] Donne { $deal } sur { $deals }, donneur : vous, { $tricks_left } { $tricks_left ->
            [one] pli restant
           *[other] plis restants
        }
       *[other] Donne { $deal } sur { $deals }, donneur : { $dealer }, { $tricks_left } { $tricks_left ->
            [one] pli restant
           *[other] plis restants
        }
    }

team = { "  " }{ $team } : { $taken } { $taken ->
        [one] pli
       *[other] plis
    } dans cette donne ; { $points } { $points ->
        [one] point
       *[other] points
    }, { $won } { $won ->
        [one] donne gagnée
       *[other] donnes gagnées
    }

hand_partner =
    { $you ->
        [partner] Votre main (partenaire : vous) : { $cards }
       *[other] Votre main (partenaire : { $partner }) : { $cards }
    }

help = Jouez une carte de la catégorie entamée (cartes numérotées 1-10, ou figures) si vous en avez une ; sinon n’importe quelle carte, qui ne peut pas gagner. La plus forte carte de la catégorie entamée remporte le pli ; de deux cartes identiques, la première jouée est la plus haute. Numéros : le 10 en tête. Figures : Lion, Coucou, Homme, Cheval, Chat, Maison, 0, Seau, Masque, Clown. Points : le 10, de la Maison au Coucou et le Lion 1 chacun, du 5 au 9 un demi chacun (19 en tout).{ "\u000A" }Tapez : play CARTE.  Vos choix : { $choices }

guide_recount = Si les deux équipes ont 9½, on recompte les cartes : elle vaut alors { $n }.

lobby-title = Coch

lobby-description = Deux contre deux : fournissez la catégorie (numéro ou figure), remportez les plis qui valent des points ; le Lion est la figure la plus forte.

lobby-rules--rulebook = Coch (la règle)

lobby-option--deals = donnes à jouer, la donne passant chaque fois à droite (1 : la partie simple de la règle ; davantage : l’équipe qui gagne le plus de donnes gagne la partie, nul en cas d’égalité)

lobby-label--deals = Donnes


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = Voici vos 10 cartes : des cartes numérotées (du 10, la plus haute, au 1) et des figures (le Lion est la plus forte).

learn-intro_partner = Le joueur en face est votre partenaire : vous comptez ensemble les points de vos plis.

learn-intro_trick = Chaque pli se joue ici : une carte chacun ; la plus forte carte de la catégorie entamée le remporte.

learn-tip_play = Jouez la carte en surbrillance : fournissez la catégorie entamée (numéro ou figure) si vous le pouvez ; une carte de l’autre catégorie ne gagne jamais.

learn-why_trick = La plus forte carte de la catégorie entamée a remporté le pli ; son joueur entame le suivant.

learn-why_deal_end = On compte les cartes : le 10, la Maison, le Chat, le Cheval, l’Homme, le Coucou et le Lion un point chacun, du 5 au 9 un demi-point ; l’équipe qui a le plus de points gagne.

learn-outro = C’était le Coch. Ouvrez une table depuis le salon pour jouer avec trois autres joueurs.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Coch** : un jeu de plis pour 4 joueurs exactement, en deux équipes (les partenaires sont face à face).
    - Deux catégories de cartes : les **cartes numérotées** (du 10, la plus haute, au 1) et les **figures** : Lion, Coucou, Homme, Cheval, Chat, Maison, 0, Seau, Masque, Clown (le Lion est la plus forte).
    - Chacun reçoit 10 cartes. Le joueur qui suit le donneur entame le premier pli.
    - Fournissez la catégorie de la première carte si vous le pouvez ; sinon jouez ce que vous voulez, mais une carte de l’autre catégorie ne gagne jamais.
    - La plus forte carte de la catégorie du pli remporte les 4 cartes et entame ensuite. De deux cartes identiques, la première jouée est la plus haute.
    - Après 10 plis, chaque équipe compte ses cartes : le 10, la Maison, le Chat, le Cheval, l’Homme, le Coucou et le Lion 1 point chacun ; du 5 au 9 un demi-point ; le reste rien (19 en tout).
    - L’équipe qui a le plus de points gagne. À 9,5 partout, on recompte les cartes autrement ; en cas de nouvelle égalité, c’est match nul.
