## kille: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

round_start =
    { $you ->
        [dealer] Tour { $round } : vous distribuez { $cards_each } { $cards_each ->
            [one] carte
           *[other] cartes
        } à chacun ({ $unused } inutilisées).
       *[other] Tour { $round } : { $dealer } distribue { $cards_each } { $cards_each ->
            [one] carte
           *[other] cartes
        } à chacun ({ $unused } inutilisées).
    }

play =
    { $you ->
        [player] Vous jouez { $card }.
       *[other] { $player } joue { $card }.
    }

trick_last =
    { $you ->
        [winner] Vous gagnez (la carte la plus faible remporte le dernier pli).
       *[other] { $winner } gagne (la carte la plus faible remporte le dernier pli).
    }

trick =
    { $you ->
        [winner] Vous gagnez (la carte la plus forte remporte le pli).
       *[other] { $winner } gagne (la carte la plus forte remporte le pli).
    }

round_won =
    { $you ->
        [player] Vous gagnez le tour et avez maintenant { $points } { $points ->
            [one] point
           *[other] points
        }.
       *[other] { $player } gagne le tour et a maintenant { $points } { $points ->
            [one] point
           *[other] points
        }.
    }

head =
    { $you ->
        [dealer] Tour { $round } sur { $rounds }, donneur : vous, { $tricks_left } { $tricks_left ->
            [one] pli restant
           *[other] plis restants
        }
       *[other] Tour { $round } sur { $rounds }, donneur : { $dealer }, { $tricks_left } { $tricks_left ->
            [one] pli restant
           *[other] plis restants
        }
    }

player = { "  " }{ $name } : { $points } { $points ->
        [one] point
       *[other] points
    }

player_chips = { "  " }{ $name } : { $points } { $points ->
        [one] point
       *[other] points
    }, { $chips } { $chips ->
        [one] fiche
       *[other] fiches
    }

help = Jouez une carte plus forte que toutes celles sur la table ; si vous n’en avez pas, vous devez jouer votre plus faible. Cartes identiques : la plus tardive est la plus faible. La carte la plus forte remporte un pli et entame le suivant, mais la plus faible remporte le dernier pli et marque le point.{ "\u000A" }Vos choix : { $choices }

guide_card = Ne se joue que si elle bat toutes les cartes sur la table (ou si c’est votre plus faible) ; la plus forte remporte le pli, mais au dernier pli c’est la plus faible qui gagne. De deux cartes identiques, la plus tardive est la plus faible.

guide_top = Rien ne la bat : elle remporte n’importe quel pli sauf le dernier.

guide_bottom = La carte la plus faible : elle remporte le dernier pli et son point.

lobby-title = Krypkille

lobby-description = Battez toutes les cartes sur la table ou jouez votre plus faible ; la carte la plus faible remporte le dernier pli.

lobby-rules--standard = Krypkille (la règle)

lobby-rules--duplicate = Krypkille avec Duplicate

lobby-rules--nordic = Krypkille avec le jeu suédois du Kille (42 cartes)

lobby-option--pack = le jeu du Coucou, 40 cartes (cuckoo), ou le jeu suédois du Kille, 42 cartes (kille)

lobby-option--duplicate = l’extension Duplicate : des fiches, les cartes jouées passées à gauche, la donne qui tourne vers la gauche

lobby-option--rounds = tours à jouer (0 : autant que de joueurs)

lobby-option--hand = cartes données à chacun (0 : autant que le jeu le permet à parts égales, comme dans la règle) ; avec moins de cartes, seuls les derniers plis se jouent : une fin de partie pour la recherche, pas une règle du jeu

lobby-option--target = jouer plutôt jusqu’à ce que quelqu’un atteigne ces points (0 : pas d’objectif ; partie standard seulement)

lobby-label--duplicate = Extension Duplicate

lobby-label--pack = Jeu de cartes

lobby-value--pack--cuckoo = Jeu du Coucou (40 cartes)

lobby-value--pack--kille = Jeu du Kille (42 cartes)

lobby-label--rounds = Tours

lobby-label--hand = Cartes par joueur

lobby-label--target = Score à atteindre


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = Voici vos cartes, classées comme au Cambio : le Coucou (15) en tête … le Clown en dernier.

learn-intro_trick = Les plis se jouent ici. Vous devez jouer une carte plus forte que toutes celles sur la table ; si vous n’en avez pas, votre plus faible.

learn-tip_play = Jouez la carte en surbrillance : plus forte que toutes celles sur la table si vous le pouvez, sinon votre plus faible ; gardez une carte très faible pour le dernier pli.

learn-tip_other = Faites ce que dit le choix en surbrillance : la règle vous le demande maintenant.

learn-why_trick = La carte la plus forte a remporté le pli (au dernier pli, la plus faible) : son joueur entame ensuite.

learn-why_round_won = La carte la plus faible du dernier pli gagne le tour et son point.

learn-why_round_start = Un nouveau tour : la donne passe.

learn-why_round_start_duplicate = Duplicate : dès le deuxième tour, chaque main est la pile qu’a jouée votre voisin, si bien que tout le monde joue les mêmes cartes.

learn-intro_hand_nordic = Voici vos cartes du jeu suédois du Kille (42 cartes) : l’Arlequin (Harlekin) en tête, puis le Coucou (Kuku) … le Masque (Blaren) en dernier.

learn-outro_nordic = C’était le Krypkille avec le jeu du Kille. Ouvrez une table depuis le salon pour jouer une partie entière.

learn-outro = C’était le Krypkille. Ouvrez une table depuis le salon pour jouer une partie entière.

learn-outro_duplicate = C’était le Krypkille avec Duplicate. Ouvrez une table depuis le salon pour jouer une partie entière.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Krypkille** : un jeu de plis pour 3 joueurs ou plus où le dernier pli est remporté par la carte la plus faible.
    - Les cartes se classent comme au Cambio : le Coucou (15) en tête … le Clown en dernier. Chacun reçoit autant de cartes que le jeu le permet à parts égales ; le reste est mis de côté sans être vu.
    - Le joueur qui suit le donneur entame. À votre tour, vous devez jouer une carte **plus forte** que toutes celles sur la table ; si vous n’en avez pas, vous devez jouer votre carte **la plus faible**.
    - La carte la plus forte remporte le pli et entame le suivant. De deux cartes identiques, la plus tardive est la plus faible.
    - Au **dernier pli**, la carte la plus faible gagne, et son joueur marque 1 point.
    - La donne passe ; après autant de tours que de joueurs (ou au score convenu), le plus de points gagne.
    - **Jeu nordique** (une règle à part) : le jeu suédois du Kille de 42 cartes, que recommande la règle : l’Arlequin (Harlekin) en tête, puis le Coucou (Kuku), le Hussard, le Cochon, le Cavalier, l’Auberge, 12 … 1, la Couronne, le Pot de fleurs, le Masque (Blaren) en dernier.
    - **Duplicate** : chacun commence avec des fiches ; après le dernier pli, chaque autre joueur paie 1 fiche à son vainqueur ; dès le deuxième tour, chaque main est la pile qu’a jouée votre voisin, et la donne tourne dans l’autre sens.
