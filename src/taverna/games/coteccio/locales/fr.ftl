## coteccio: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = Une nouvelle partie de Coteccio : { $players } ; le pot contient { $pool }, { $lives } { $lives ->
        [one] vie
       *[other] vies
    } chacun.

deal_start =
    { $you ->
        [dealer] Donne { $deal } : vous donnez, { $leader } entame.
        [leader] Donne { $deal } : { $dealer } donne, vous entamez.
       *[other] Donne { $deal } : { $dealer } donne, { $leader } entame.
    }

hand = Vos cartes : { $cards }.

play =
    { $you ->
        [player] Vous jouez { $card }.
       *[other] { $player } joue { $card }.
    }

trick =
    { $you ->
        [winner] Vous remportez le pli { $number } ({ $points } { $points ->
            [one] point
           *[other] points
        }).
       *[other] { $winner } remporte le pli { $number } ({ $points } { $points ->
            [one] point
           *[other] points
        }).
    }

capotto_choice =
    { $you ->
        [player] Vous avez remporté quatre plis : annulez la donne, ou entamez la dernière carte pour le capotto.
       *[other] { $player } a remporté quatre plis : annuler la donne, ou entamer la dernière carte pour le capotto.
    }

annul =
    { $you ->
        [player] Vous annulez la donne ; le même donneur redistribue.
       *[other] { $player } annule la donne ; le même donneur redistribue.
    }

capotto_try =
    { $you ->
        [player] Vous entamez la dernière carte pour le capotto.
       *[other] { $player } entame la dernière carte pour le capotto.
    }

capotto =
    { $you ->
        [player] Vous faites capotto : vous gagnez une vie, tous les autres en perdent une.
       *[other] { $player } fait capotto : gagne une vie, tous les autres en perdent une.
    }

capotto_saved =
    { $you ->
        [saver] Vous sauvez le capotto : { $player } perd une vie, vous en gagnez une.
        [player] { $saver } sauve le capotto : vous perdez une vie, { $saver } en gagne une.
       *[other] { $saver } sauve le capotto : { $player } perd une vie, { $saver } en gagne une.
    }

points = Points des cartes : { $points }.

gains =
    { $you ->
        [player] Vous gagnez une vie (il en reste { $lives }).
       *[other] { $player } gagne une vie (il en reste { $lives }).
    }

loses =
    { $you ->
        [player] Vous perdez une vie (il en reste { $lives }).
       *[other] { $player } perd une vie (il en reste { $lives }).
    }

dead =
    { $you ->
        [player] Vous n’avez plus de vies.
       *[other] { $player } n’a plus de vies.
    }

dead_doctor =
    { $you ->
        [player] Vous n’avez plus de vies et pouvez appeler le docteur.
       *[other] { $player } n’a plus de vies et peut appeler le docteur.
    }

doctor =
    { $you ->
        [player] Vous appelez le docteur : vous payez { $fee } au pot et recevez { $lives } { $lives ->
            [one] vie
           *[other] vies
        }.
       *[other] { $player } appelle le docteur : paie { $fee } au pot et reçoit { $lives } { $lives ->
            [one] vie
           *[other] vies
        }.
    }

drop =
    { $you ->
        [player] Vous abandonnez.
       *[other] { $player } abandonne.
    }

restart = Tous les joueurs restants sont morts en même temps : la partie recommence, { $lives } { $lives ->
        [one] vie
       *[other] vies
    } pour tous, même pot ({ $pool }).

match_end =
    { $you ->
        [winner] Vous êtes le dernier en vie et ramassez le pot de { $pool }.
       *[other] { $winner } est le dernier en vie et ramasse le pot de { $pool }.
    }

head =
    { $you ->
        [dealer] Donne { $deal } : vous donnez, { $leader } entame ; pot { $pool }.
        [leader] Donne { $deal } : { $dealer } donne, vous entamez ; pot { $pool }.
       *[other] Donne { $deal } : { $dealer } donne, { $leader } entame ; pot { $pool }.
    }

player =
    { "  " }{ $name } : { $state ->
        [out] éliminé
       *[in]
            { $lives } { $lives ->
                [one] vie
               *[other] vies
            }, { $tricks } { $tricks ->
                [one] pli
               *[other] plis
            }
    }

table = Sur la table : { $cards }

won =
    { $you ->
        [winner] Vous avez gagné.
       *[other] { $winner } a gagné.
    }

to_act = À jouer : { $names }.

help_capotto = annul : annuler la donne (personne ne perd de vie, le même donneur redistribue) ; lead : entamer la dernière carte pour le capotto.

help_doctor = doctor : payer le prix et recevoir autant de vies que le joueur vivant qui en a le moins ; drop : quitter la partie.

help = play CARTE : jouer une carte (par exemple « play 1d », « play Cs ») ; fournissez la couleur si vous le pouvez. Qui prend le plus de points en cartes (as 6, roi 5, cavalier 4, valet 3, dernier pli 6) perd une vie.

guide_suit = cartes de sa couleur

guide_points = Vaut { $n } { $n ->
        [one] point
       *[other] points
    } pour qui la prend : prenez-en le moins possible. Pas d’atout : elle ne gagne que dans la couleur entamée.

guide_no_points = Ne vaut aucun point. Pas d’atout : elle ne gagne que dans la couleur entamée.

guide_last = Le dernier pli vaut 6 points de plus.

lobby-title = Coteccio

lobby-description = Cinq cartes, sans atout : qui prend le plus de points en cartes perd une vie ; le dernier en vie ramasse le pot.

lobby-rules--trieste = Le Coteccio tel qu’on le joue à Trieste (IPCS 1989)

lobby-option--stake = ce que chaque joueur verse au pot au début

lobby-option--lives = vies avec lesquelles chaque joueur commence (et recommence)

lobby-option--doctor-fee = ce que coûte l’appel au docteur (payé au pot)

lobby-option--doctor-limit = combien de fois chaque joueur peut appeler le docteur dans la partie

lobby-label--stake = Mise de départ

lobby-label--lives = Vies

lobby-label--doctor-fee = Prix du docteur

lobby-label--doctor-limit = Appels au docteur


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = Voici vos 5 cartes (le jeu italien : As, Roi, Cavalier, Valet, puis du 7 au 2). Au Coteccio, on essaie de NE PAS prendre de points.

learn-intro_trick = Les plis se jouent ici : fournissez la couleur si vous le pouvez ; il n’y a pas d’atout ; la plus haute carte de la couleur entamée remporte le pli.

learn-tip_play = Jouez la carte en surbrillance : fournissez si vous le devez, et débarrassez-vous des hautes cartes qui prendraient des points (As 6, Roi 5, Cavalier 4, Valet 3).

learn-tip_doctor = Appelez le docteur (le choix en surbrillance) : payez le prix et revenez avec des vies.

learn-tip_drop = Abandonnez (le choix en surbrillance).

learn-tip_other = Faites ce que dit le choix en surbrillance : la règle vous le demande maintenant.

learn-why_trick = La plus haute carte de la couleur entamée a remporté le pli ; son joueur entame le suivant.

learn-why_points = On compte les points pris : As 6, Roi 5, Cavalier 4, Valet 3, le dernier pli 6.

learn-why_lives = Qui a pris le plus de points perd une vie (en cas d’égalité, chacun en perd une).

learn-why_capotto_choice = Un joueur a remporté les quatre premiers plis : il peut annuler la donne, ou entamer sa dernière carte pour le capotto.

learn-why_capotto_try = Capotto tenté : remporter aussi le cinquième pli fait gagner une vie et en coûte une à tous les autres ; le perdre coûte une vie.

learn-why_capotto = Capotto : le joueur qui a pris les cinq plis gagne une vie ; tous les autres en perdent une.

learn-why_dead = Un joueur sans vie est éliminé (ou appelle le docteur tant que deux autres sont en vie).

learn-why_doctor = Le docteur a été appelé : le prix va au pot et le joueur revient avec des vies.

learn-outro = C’était le Coteccio. Ouvrez une table depuis le salon pour jouer avec quatre vies.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Coteccio** (Trieste) : un jeu de plis de 2 à 7 joueurs où l’on essaie de **ne pas** prendre de points.
    - Le jeu italien de 40 cartes ; dans chaque couleur As, Roi, Cavalier, Valet, puis du 7 au 2. Chacun reçoit 5 cartes.
    - Le joueur à droite du donneur entame. Fournissez la couleur si vous le pouvez ; il n’y a pas d’atout ; la plus haute carte de la couleur entamée remporte le pli et entame ensuite.
    - Points : As 6, Roi 5, Cavalier 4, Valet 3, le dernier pli 6. Qui prend le plus de points perd une **vie** (en cas d’égalité, chacun en perd une).
    - Si un joueur remporte les quatre premiers plis, il **annule** la donne ou **entame** sa dernière carte : remporter aussi le cinquième pli (capotto) lui fait gagner une vie et en coûte une à tous les autres ; le perdre lui coûte une vie.
    - Chacun a versé une mise au pot et commence avec 4 vies.
    - Sans vie, vous pouvez **appeler le docteur** (payer le prix, recevoir autant de vies que le joueur vivant le plus faible) tant qu’au moins deux autres sont en vie, ou **abandonner**.
    - Le dernier joueur en vie ramasse tout le pot.
