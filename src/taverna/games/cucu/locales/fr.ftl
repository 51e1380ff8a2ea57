## cucu: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = Une nouvelle partie : { $players }

set_start = La manche { $set } commence : chacun verse { $ante } à la caisse ; la caisse contient { $box }.

set_start_excused = La manche { $set } commence : chacun verse { $ante } à la caisse (dispensés : { $names }) ; la caisse contient { $box }.

deal_start =
    { $you ->
        [dealer] Donne { $deal } : vous donnez.
       *[other] Donne { $deal } : { $dealer } donne.
    }

deal_start_set =
    { $you ->
        [dealer] Donne { $deal } (manche { $set }, tour { $round }) : vous donnez.
       *[other] Donne { $deal } (manche { $set }, tour { $round }) : { $dealer } donne.
    }

card =
    { $you ->
        [player] Vous tenez maintenant la carte { $card }.
       *[other] { $player } tient maintenant la carte { $card }.
    }

keep =
    { $you ->
        [player] Vous gardez.
       *[other] { $player } garde.
    }

exchange =
    { $you ->
        [player] Vous demandez un échange.
       *[other] { $player } demande un échange.
    }

asked =
    { $you ->
        [player] Vous demandez à { $target }.
        [target] { $player } vous demande.
       *[other] { $player } demande à { $target }.
    }

exchanged =
    { $you ->
        [b] { $a } et vous échangez vos cartes.
       *[other] { $a } et { $b } échangent leurs cartes.
    }

horse =
    { $you ->
        [player] Vous montrez la carte { $card } : { $requester } la saute.
        [requester] { $player } montre la carte { $card } : vous la sautez.
       *[other] { $player } montre la carte { $card } : { $requester } la saute.
    }

horse_reverse =
    { $you ->
        [player] Vous montrez la carte { $card } : { $requester } la saute (en sens inverse).
        [requester] { $player } montre la carte { $card } : vous la sautez (en sens inverse).
       *[other] { $player } montre la carte { $card } : { $requester } la saute (en sens inverse).
    }

house =
    { $you ->
        [player] Vous montrez la carte { $card } : passe, { $requester } continue vers le joueur suivant.
        [requester] { $player } montre la carte { $card } : passe, vous continuez vers le joueur suivant.
       *[other] { $player } montre la carte { $card } : passe, { $requester } continue vers le joueur suivant.
    }

hunter =
    { $you ->
        [player] Vous montrez la carte { $card } : { $requester } est abattu.
        [requester] { $player } montre la carte { $card } : vous êtes abattu.
       *[other] { $player } montre la carte { $card } : { $requester } est abattu.
    }

cat =
    { $you ->
        [player] Vous montrez la carte { $card } !
       *[other] { $player } montre la carte { $card } !
    }

cuckoo =
    { $you ->
        [player] Vous montrez la carte { $card } : l’échange n’a pas lieu.
       *[other] { $player } montre la carte { $card } : l’échange n’a pas lieu.
    }

inn =
    { $you ->
        [player] Vous tenez la carte { $inn } : « vous vous arrêtez un moment ? » ({ $requester } peut répondre).
       *[other] { $player } tient la carte { $inn } : « vous vous arrêtez un moment ? » ({ $requester } peut répondre).
    }

insure = { $player } : « vous paierez si c’est un { $zero } ? »

insurance_accepted =
    { $you ->
        [player] Vous acceptez de payer si le { $zero } de { $guest } perd ; chacun garde sa carte.
        [guest] { $player } accepte de payer si votre { $zero } perd ; chacun garde sa carte.
       *[other] { $player } accepte de payer si le { $zero } de { $guest } perd ; chacun garde sa carte.
    }

insurance_refused =
    { $you ->
        [player] Vous refusez ; la carte { $inn } est échangée.
       *[other] { $player } refuse ; la carte { $inn } est échangée.
    }

inn_keep =
    { $you ->
        [player] Vous gardez la carte.
       *[other] { $player } garde la carte.
    }

# what an exchanger offers the innkeeper (Lu Stù): a payment ($kind money) or a share of the pool in percent
offer_terms =
    { $kind ->
        [money] un paiement de { $n }
       *[share] { $n } % du pot si celui qui échange gagne
    }

inn_offer =
    { $you ->
        [player] Vous offrez { $offer }.
       *[other] { $player } offre { $offer }.
    }

offer_accepted =
    { $you ->
        [player] Vous acceptez l’offre ; la carte { $inn } est échangée.
       *[other] { $player } accepte l’offre ; la carte { $inn } est échangée.
    }

offer_refused =
    { $you ->
        [player] Vous refusez l’offre.
       *[other] { $player } refuse l’offre.
    }

drink =
    { $you ->
        [player] Vous montrez la carte { $inn } : « prenez un verre » ({ $guest } garde sa carte ; un { $zero } perdant est payé par vous).
        [guest] { $player } montre la carte { $inn } : « prenez un verre » (vous gardez votre carte ; un { $zero } perdant est payé par { $player }).
       *[other] { $player } montre la carte { $inn } : « prenez un verre » ({ $guest } garde sa carte ; un { $zero } perdant est payé par { $player }).
    }

innkeeper_pays =
    { $you ->
        [player] Vous payez le jeton pour le { $zero } de { $guest }.
        [guest] { $player } paie le jeton pour votre { $zero }.
       *[other] { $player } paie le jeton pour le { $zero } de { $guest }.
    }

reversed =
    { $you ->
        [b] Votre échange avec { $a } est annulé.
        [a] Votre échange avec { $b } est annulé.
       *[other] L’échange entre { $b } et { $a } est annulé.
    }

gnaf_back =
    { $you ->
        [player] La carte vous revient.
       *[other] La carte revient à { $player }.
    }

reverse_asked =
    { $you ->
        [target] { $player } doit échanger vers la gauche, avec vous.
       *[other] { $player } doit échanger vers la gauche, avec { $target }.
    }

inn_closed =
    { $you ->
        [player] Votre carte { $inn } arrête l’échange en sens inverse.
       *[other] La carte { $inn } de { $player } arrête l’échange en sens inverse.
    }

pack_exchange =
    { $you ->
        [player] Vous échangez avec le paquet.
       *[other] { $player } échange avec le paquet.
    }

deck_draw =
    { $you ->
        [player] Vous tirez la carte { $card } du talon ({ deck_effect }).
       *[other] { $player } tire la carte { $card } du talon ({ deck_effect }).
    }

deck_exchange =
    { $you ->
        [player] Vous échangez avec le talon.
       *[other] { $player } échange avec le talon.
    }

deck_empty =
    { $you ->
        [player] Le talon est vide : vous gardez la carte.
       *[other] Le talon est vide : { $player } garde la carte.
    }

reshuffle = Les défausses sont mélangées en un nouveau talon ({ $cards } { $cards ->
        [one] carte
       *[other] cartes
    }).

token_lost =
    { $you ->
        [player] Vous perdez un jeton ({ why }) ; il en reste { $tokens }.
       *[other] { $player } perd un jeton ({ why }) ; il en reste { $tokens }.
    }

token_gained =
    { $you ->
        [player] Vous gagnez un jeton ; vous en avez { $tokens }.
       *[other] { $player } gagne un jeton ; il en a { $tokens }.
    }

dead_card =
    { $you ->
        [player] Vous avez perdu le dernier jeton : la carte est morte.
       *[other] { $player } a perdu le dernier jeton : la carte est morte.
    }

lost =
    { $you ->
        [player] Vous perdez ({ why }).
       *[other] { $player } perd ({ why }).
    }

lost_again =
    { $you ->
        [player] Vous perdez de nouveau ({ why }), ce qui ne coûte rien de plus.
       *[other] { $player } perd de nouveau ({ why }), ce qui ne coûte rien de plus.
    }

cuckoo_declared =
    { $you ->
        [player] Vous annoncez « { $cuckoo } » ! Les échanges s’arrêtent.
       *[other] { $player } annonce « { $cuckoo } » ! Les échanges s’arrêtent.
    }

cuckoo_shown =
    { $you ->
        [player] Votre carte { $card } est montrée : la donne s’arrête.
       *[other] La carte { $card } de { $player } est montrée : la donne s’arrête.
    }

answered =
    { $you ->
        [player] Vous avez pris votre décision.
       *[other] { $player } a pris sa décision.
    }

confessed =
    Vous avez dit : { $what ->
        [defeat] je m’avoue vaincu
       *[pass] je passe
    }.

confessions = « Je m’avoue vaincu » : { $names }

confessions_nobody = « Je m’avoue vaincu » : personne

reveal = Cartes montrées : { $cards }

result = Perdants : { $names }

result_nobody = Perdants : personne

playoff = Un dernier tirage : { $players } continuent.

paid =
    { $you ->
        [player] Vous versez { $chips } à la caisse (il vous reste { $left }).
       *[other] { $player } verse { $chips } à la caisse (il lui reste { $left }).
    }

paid_short =
    { $you ->
        [player] Vous versez { $chips } à la caisse (il vous reste { $left }), sans pouvoir payer en entier.
       *[other] { $player } verse { $chips } à la caisse (il lui reste { $left }), sans pouvoir payer en entier.
    }

paid_winner =
    { $you ->
        [player] Vous payez { $chips } à { $winner }.
        [winner] { $player } vous paie { $chips }.
       *[other] { $player } paie { $chips } à { $winner }.
    }

king =
    { $you ->
        [player] Vous montrez un roi : { $requester } ne peut pas changer.
       *[other] { $player } montre un roi : { $requester } ne peut pas changer.
    }

out_of_set =
    { $you ->
        [player] Vous êtes hors de cette manche ({ why }).
       *[other] { $player } est hors de cette manche ({ why }).
    }

eliminated =
    { $you ->
        [player] Vous n’avez plus de jetons et êtes éliminé.
       *[other] { $player } n’a plus de jetons et est éliminé.
    }

eliminated_now =
    { $you ->
        [player] Vous n’avez plus de jetons et êtes éliminé sur-le-champ.
       *[other] { $player } n’a plus de jetons et est éliminé sur-le-champ.
    }

reentered =
    { $you ->
        [player] Vous revenez en jeu en versant { $cost } au pot.
       *[other] { $player } revient en jeu en versant { $cost } au pot.
    }

declined =
    { $you ->
        [player] Vous ne revenez pas en jeu.
       *[other] { $player } ne revient pas en jeu.
    }

free_reentry = Tout le monde est éliminé en même temps : tous les joueurs reviennent en jeu gratuitement.

deal_cut_short = Il ne reste qu’un joueur : la donne s’arrête.

set_won =
    { $you ->
        [player] Vous gagnez la manche et { $chips ->
            [one] la fiche
           *[other] les fiches
        } de la caisse ({ $chips }).
       *[other] { $player } gagne la manche et { $chips ->
            [one] la fiche
           *[other] les fiches
        } de la caisse ({ $chips }).
    }

set_void = Personne ne survit à la manche : { $box } { $box ->
        [one] fiche reste
       *[other] fiches restent
    } dans la caisse.

proposal =
    { $you ->
        [player] Vous proposez de partager le pot, { $share } % pour vous.
       *[other] { $player } propose de partager le pot, { $share } % pour { $player }.
    }

agreement = Accord : { $shares }

agreement_refused =
    { $you ->
        [player] Vous refusez.
       *[other] { $player } refuse.
    }

pool_won =
    { $you ->
        [winner] Vous gagnez et remportez le pot de { $pool } !
       *[other] { $winner } gagne et remporte le pot de { $pool } !
    }

pool_shared = { $winners } sortent ensemble et se partagent le pot : { $payouts }

pool_paid =
    { $you ->
        [winner] Vous gagnez ! Le pot : { $payouts }
       *[other] { $winner } gagne ! Le pot : { $payouts }
    }

game_over = La partie est terminée. { $count ->
       *[one] Vainqueur
        [other] Vainqueurs
    } : { $winner }

game_over_reason = La partie est terminée. { $count ->
       *[one] Vainqueur
        [other] Vainqueurs
    } : { $winner } ({ why })

# why a player loses or pays (the engine's reason, by its key: messages.REASONS); the sentences say it as { why }
why =
    { $why ->
        [anti_cuckoo] anti-coucou : a annoncé la carte { $cuckoo }
        [hunter] a demandé au { $hunter }
        [cat_first] la carte { $cat } a trouvé le premier détenteur de la carte
        [clown] a reçu la carte { $fool }
        [man_deck] a tiré la carte { $hunter } du talon
        [cat_deck] la carte { $cat } tirée du talon a trouvé le premier détenteur de la carte
        [gnaf] a demandé au { $cat }
        [reverse_cat] un échange en sens inverse a rencontré la carte { $cat }
        [reverse_hunter] un échange en sens inverse a rencontré la carte { $hunter }
        [lowest] la carte la plus basse
        [fourth] quatrième défaite
        [adults] le temps des adultes
        [cannot_pay] ne peut pas payer
        [sets_played] le nombre de manches convenu a été joué
        [deals_played] le nombre de donnes convenu a été joué
        [ante] { $names } ne peut pas payer la mise
        [dragoon] a demandé au Dragon
        [gnav_cat] a demandé au Chat
        [gnav_cuckoo] a demandé au Coucou
        [stock_matador] a tiré un matador de la pioche
        [cat] a demandé au { $cat }
       *[other] { $said }
    }

# what a card drawn from the deck does (messages.EFFECTS); deck_draw says it as { deck_effect }
deck_effect =
    { $effect ->
        [cuckoo] { $cuckoo } : pas d’échange
        [man] { $hunter } : perd
        [again] tirer de nouveau
        [cat] { $cat }
        [clown] { $fool } : la carte la plus forte
        [matador] un matador : pas d’échange
        [matador_fined] un matador : le donneur paie un jeton
        [king] refusé, pas d’échange
       *[other] { $said }
    }

head =
    { $you ->
        [dealer] Donne { $deal } | donneur vous | pot { $pool }
       *[other] Donne { $deal } | donneur { $dealer } | pot { $pool }
    }

head_set =
    { $you ->
        [dealer]
            Donne { $deal }, manche { $set }, tour { $round } ({ $time ->
                [children] le temps des enfants
               *[adults] le temps des adultes
            }) | donneur vous | caisse { $pool }
       *[other]
            Donne { $deal }, manche { $set }, tour { $round } ({ $time ->
                [children] le temps des enfants
               *[adults] le temps des adultes
            }) | donneur { $dealer } | caisse { $pool }
    }

player =
    { "  " }{ $name }{ $you_mark ->
        [yes] { " " }(vous)
       *[no] { "" }
    } : { $count } { $counter ->
        [tokens]
            { $count ->
                [one] jeton
               *[other] jetons
            }
        [lives]
            { $count ->
                [one] vie
               *[other] vies
            }
        [score]
            { $count ->
                [one] point
               *[other] points
            }
       *[chips]
            { $count ->
                [one] fiche
               *[other] fiches
            }
    } { $mark ->
        [out] éliminé
        [lost] perdu
       *[none] { "" }
    }{ $seen }

your_card = Votre carte : { $card }

help_head = Règle : { $rules }. Vos choix :

your_card_is = Votre carte est { $card }.

note_keep = garder votre carte ; votre tour s’arrête.

note_exchange_dealer = échanger avec le paquet ou le talon (vous êtes le donneur).

note_exchange_le_her_dealer = tirer la carte du dessus du paquet à la place de la vôtre (un roi tiré est montré et vous gardez votre carte).

note_exchange_le_her = changer avec le donneur (un donneur qui tient un roi le montre et refuse).

note_exchange = demander un échange au joueur suivant ; des cartes spéciales peuvent vous arrêter ({ $effects }).

# the head of the rules in brief's list of the special cards (brief.card_reference)
reference_intro = Quand vous demandez un échange au détenteur de l’une de ces cartes :

eff_cuckoo = { $cuckoo } : pas d’échange

eff_hunter_token = { $hunter } : vous perdez un jeton

eff_hunter = { $hunter } : vous perdez

eff_horse = { $horse } : vous demandez plutôt au joueur suivant

eff_cat_gnaf = { $cat } : vous perdez un jeton et les échanges qui vous ont apporté votre carte sont annulés

eff_cat_reverse = { $cat } : vous perdez un jeton et devez échanger vers votre gauche

eff_cat_owner = { $cat } : le premier détenteur de votre carte perd

eff_inn_insurance = { $inn } : une question (garder votre carte, ou demander une assurance contre un { $zero })

eff_inn_offer = { $inn } : faire une offre, ou garder votre carte

eff_inn_pass = { $inn } : comme le { $horse }

eff_fool = { $fool } : qui le reçoit perd

note_declare = montrer votre { $cuckoo } et arrêter les échanges tout de suite : les cartes sont comparées aussitôt.

note_insure = demander à l’aubergiste « vous paierez si c’est un { $zero } ? »

note_accept = accepter.

note_refuse = refuser.

note_offer = faire une offre à l’aubergiste : offer { "{" }"money": 2{ "}" } ou offer { "{" }"share": 25{ "}" } (pourcentage du pot si vous gagnez).

note_reenter = payer le prix du retour au pot et prendre de nouveaux jetons (au choix : reenter { "{" }name: amount{ "}" }).

note_decline = rester dehors.

note_propose = proposer un partage du pot, par exemple propose 60 (votre part en pourcentage).

note_defeat = dire « je m’avoue vaincu » : si vous deviez perdre, vous ne perdez pas ; sinon, vous perdez.

note_pass = ne rien dire avant que les cartes soient montrées.

# the guide's power of a card asked for an exchange (brief.card_guide), one sentence per effect

guide_asked_cuckoo = Si vous demandez un échange à son détenteur : pas d’échange.

guide_asked_hunter_token = Si vous demandez un échange à son détenteur : vous perdez un jeton.

guide_asked_hunter = Si vous demandez un échange à son détenteur : vous perdez.

guide_asked_horse = Si vous demandez un échange à son détenteur : vous demandez plutôt au joueur suivant.

guide_asked_cat_gnaf = Si vous demandez un échange à son détenteur : vous perdez un jeton et les échanges qui vous ont apporté votre carte sont annulés.

guide_asked_cat_reverse = Si vous demandez un échange à son détenteur : vous perdez un jeton et devez échanger vers votre gauche.

guide_asked_cat_owner = Si vous demandez un échange à son détenteur : le premier détenteur de votre carte perd.

guide_asked_inn_insurance = Si vous demandez un échange à son détenteur : une question (garder votre carte, ou demander une assurance contre un { $zero }).

guide_asked_inn_offer = Si vous demandez un échange à son détenteur : faire une offre, ou garder votre carte.

guide_asked_inn_pass = Si vous demandez un échange à son détenteur : comme le { $horse }.

# the fool's power where whoever receives it loses
guide_fool_receiver = Qui le reçoit perd.

guide_cuckoo_declare = Son détenteur peut l’annoncer au début de n’importe quel tour : les échanges s’arrêtent et les cartes sont montrées. Si on lui demande un échange, son détenteur doit la donner.

guide_cuckoo_auto = Montrée d’elle-même avant le tour du joueur placé deux rangs avant son détenteur : les échanges s’arrêtent et les cartes sont montrées.

guide_cuckoo_safe = Elle ne perd jamais de jeton.

guide_fool_campli = Égale la carte la plus basse et perd avec elle ; une paire de { $fool } vaut 14½.

guide_fool_lu_stu = Paie et fait payer : il perd avec la plus basse des autres cartes ; une paire de { $fool } forme les plus hautes cartes, qui gagnent chacune un jeton.

guide_place_french = { $k ->
        [1] la plus forte
       *[other] { $k }e plus forte
    } des { $n } rangs (la couleur ne compte pas)

guide_king_le_her = Un roi refuse : un donneur qui en tient un le montre et refuse le changement ; un roi tiré du paquet est montré et le donneur garde sa carte.

guide_refuse = Si on lui demande un échange, son détenteur la montre et refuse ; c’est son tour.

matador_halt =
    { $you ->
        [player] Vous montrez la carte { $card } (« { $call } »). Les échanges s’arrêtent et toutes les cartes sont retournées.
       *[other] { $player } montre la carte { $card } (« { $call } »). Les échanges s’arrêtent et toutes les cartes sont retournées.
    }

matador_fine =
    { $you ->
        [player] Vous montrez la carte { $card } (« { $call } »). { $requester } garde sa carte et paie un jeton.
        [requester] { $player } montre la carte { $card } (« { $call } »). Vous gardez votre carte et payez un jeton.
       *[other] { $player } montre la carte { $card } (« { $call } »). { $requester } garde sa carte et paie un jeton.
    }

matador_pass =
    { $you ->
        [player] Vous montrez la carte { $card } (« { $call } »). La demande de { $requester } passe au joueur suivant.
        [requester] { $player } montre la carte { $card } (« { $call } »). Votre demande passe au joueur suivant.
       *[other] { $player } montre la carte { $card } (« { $call } »). La demande de { $requester } passe au joueur suivant.
    }

knock =
    { $you ->
        [player] Vous frappez sur la table : un { $card } a été distribué.
       *[other] { $player } frappe sur la table : un { $card } a été distribué.
    }

fined =
    { $you ->
        [player] Vous versez un jeton au pot ({ why }) ; il vous en reste { $chips }.
       *[other] { $player } verse un jeton au pot ({ why }) ; il lui en reste { $chips }.
    }

pass_kept =
    { $you ->
        [player] La demande transmise atteint le matador du donneur : vous gardez votre carte.
       *[other] La demande transmise atteint le matador du donneur : { $player } garde sa carte.
    }

gnav_token_paid =
    { $you ->
        [player] Vous versez un jeton au pot pour la carte la plus basse ; il vous en reste { $chips }.
       *[other] { $player } verse un jeton au pot pour la carte la plus basse ; il lui en reste { $chips }.
    }

gnav_out =
    { $you ->
        [player] Vous n’avez plus de jetons et abandonnez.
       *[other] { $player } n’a plus de jetons et abandonne.
    }

guide_gnav_cuckoo = Un matador (« { $call } ») : si on lui demande un échange, son détenteur le montre, les échanges s’arrêtent aussitôt et les cartes sont montrées.

guide_gnav_cuckoo_fine = Qui a demandé paie un jeton.

guide_gnav_fine = Un matador (« { $call } ») : si on lui demande un échange, son détenteur le montre ; qui a demandé garde sa carte et paie un jeton.

guide_gnav_pass = Un matador (« { $call } ») : si on lui demande un échange, son détenteur le montre et la demande passe au joueur suivant.

guide_gnav_fool = La carte la plus basse ; qui la reçoit frappe sur la table, pour que tout le monde le sache.

guide_gnav_fool_campli = À la fin d’une donne, elle paie avec la plus basse des autres cartes.

note_exchange_gnav = demander un échange au joueur suivant (le Coucou arrête la donne, le Dragon et le Chat vous font payer un jeton, le Cheval et la Maison transmettent votre demande).

note_exchange_gnav_dealer = échanger avec la carte du dessus de la pioche (un Cheval ou une Maison tirés sont mis de côté et vous tirez de nouveau).

refused_card =
    { $you ->
        [player] Vous montrez la carte { $card } : { $requester } ne peut pas échanger.
       *[other] { $player } montre la carte { $card } : { $requester } ne peut pas échanger.
    }

talon_under =
    { $you ->
        [player] Vous gardez la plus haute de trois cartes et placez les deux autres sous le talon.
       *[other] { $player } garde la plus haute de trois cartes et place les deux autres sous le talon.
    }

talon_exchange =
    { $you ->
        [player] Vous échangez avec le talon.
       *[other] { $player } échange avec le talon.
    }

life_lost =
    { $you ->
        [player] Vous versez une vie au pot ; il vous en reste { $chips }.
       *[other] { $player } verse une vie au pot ; il lui en reste { $chips }.
    }

eliminated_lives =
    { $you ->
        [player] Vous n’avez plus de vies et êtes éliminé.
       *[other] { $player } n’a plus de vies et est éliminé.
    }

result_kept = Tous ceux encore en jeu seraient éliminés en même temps : ils gardent leur dernière vie ({ $names }).

note_exchange_lives = demander un échange au joueur suivant (un joueur qui tient la carte la plus haute la montre et refuse : { $top }).

note_exchange_lives_dealer = échanger avec la carte du dessus de la pioche (un { $top } tiré est montré et vous gardez votre carte).

note_exchange_talon = échanger avec la carte du dessus du talon (un { $top } retourné est refusé).

note_exchange_no_king = demander un échange au joueur suivant ; personne ne peut refuser.

slab_refuse =
    { $you ->
        [player] Vous montrez la pièce { $card } (« { $call } ») : { $requester } ne peut pas échanger.
       *[other] { $player } montre la pièce { $card } (« { $call } ») : { $requester } ne peut pas échanger.
    }

slab_cat =
    { $you ->
        [player] Vous montrez la pièce { $card } (« { $call } »).
       *[other] { $player } montre la pièce { $card } (« { $call } »).
    }

slab_inn =
    { $you ->
        [player] Vous montrez la pièce { $card } (« { $call } ») : la demande de { $requester } passe au joueur suivant.
        [requester] { $player } montre la pièce { $card } (« { $call } ») : votre demande passe au joueur suivant.
       *[other] { $player } montre la pièce { $card } (« { $call } ») : la demande de { $requester } passe au joueur suivant.
    }

slab_halt = Les échanges s’arrêtent à la pièce { $card } : toutes les pièces sont montrées.

slab_undone =
    { $you ->
        [names] Tous les échanges sont annulés : vous récupérez vos propres pièces.
       *[other] Tous les échanges sont annulés : { $names } récupèrent leurs propres pièces.
    }

slab_undone_none = Tous les échanges sont annulés : personne n’avait encore échangé.

slab_paid_lowest =
    { $you ->
        [player] Vous versez { $tokens } au pot pour la pièce la plus basse ; il vous en reste { $left }.
       *[other] { $player } verse { $tokens } au pot pour la pièce la plus basse ; il lui en reste { $left }.
    }

slab_paid_fee =
    { $you ->
        [player] Vous versez un jeton au pot pour avoir demandé la pièce { $card } ; il vous en reste { $left }.
       *[other] { $player } verse un jeton au pot pour avoir demandé la pièce { $card } ; il lui en reste { $left }.
    }

slab_on_credit =
    { $you ->
        [player] Vous avez dépensé votre dernier jeton et jouez « op sloffen » (à crédit).
       *[other] { $player } a dépensé son dernier jeton et joue « op sloffen » (à crédit).
    }

slab_dead =
    { $you ->
        [player] Vous ne pouvez pas payer et êtes déclaré mort.
       *[other] { $player } ne peut pas payer et est déclaré mort.
    }

slab_no_exchange =
    { $you ->
        [player] Il ne reste personne après le donneur : vous gardez votre pièce.
       *[other] Il ne reste personne après le donneur : { $player } garde sa pièce.
    }

slab_bag =
    { $you ->
        [player] Vous posez votre pièce sur la table et en tirez une à l’aveugle dans le sac.
       *[other] { $player } pose sa pièce sur la table et en tire une à l’aveugle dans le sac.
    }

slab_out =
    { $you ->
        [player] Vous êtes mort et hors de la partie.
       *[other] { $player } est mort et hors de la partie.
    }

note_exchange_slab =
    demander un échange au joueur suivant, votre voisin { $side ->
        [left] de gauche
       *[right] de droite
    } (un numéro ou une petite pièce doit être échangé ; le Cavalier et l’Oiseau refusent, le Minou annule tous les échanges d’un coup de griffe, l’Auberge vous envoie plus loin).

note_exchange_slab_dealer = poser votre pièce sur la table et en tirer une à l’aveugle dans le sac.

guide_slab_rider = Si on lui demande un échange, son détenteur frappe sur la table et refuse (« Kap af! »).

guide_slab_bird_stop = Si on lui demande un échange, son détenteur le montre (« Sta voor den vogel! ») : les échanges s’arrêtent et toutes les pièces sont montrées.

guide_slab_bird_on = Si on lui demande un échange, son détenteur le montre et refuse (« Sta voor den vogel! ») ; le joueur suivant continue.

guide_slab_cat_undo = Si on lui demande un échange, son détenteur le montre (« Poesje krabt alles terug! ») : tous les échanges de la donne sont annulés, chaque joueur récupère la pièce qui lui a été distribuée.

guide_slab_cat_pay = Si on lui demande un échange, son détenteur le montre : le demandeur paie un jeton et garde sa pièce.

guide_slab_inn = Si on lui demande un échange, son détenteur la montre (« Herberg voorbij! ») : la demande passe au joueur suivant.

guide_slab_fee = Le demandeur verse un jeton au pot.

guide_slab_graded = La plus basse à la fin, elle paie { $n }.


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_card = Voici votre carte. Personne d’autre ne la voit. Quand chaque joueur a joué son tour, les cartes sont montrées et la carte la plus basse perd.

learn-intro_table = Voici les joueurs autour de la table. À tour de rôle, chacun garde sa carte ou demande au joueur suivant de l’échanger ; le donneur joue en dernier et peut échanger avec le paquet.

learn-intro_choices = Quand c’est votre tour, vos choix apparaissent ici, et le guide montre celui sur lequel cliquer.

learn-tip_keep = Votre carte est assez haute : gardez-la (le choix en surbrillance).

learn-tip_exchange = Votre carte est basse : demandez un échange (le choix en surbrillance ; le donneur échange avec le paquet).

learn-tip_reenter = Vous n’avez plus de jetons : vous pouvez revenir en jeu en payant tant que quelqu’un n’a jamais perdu (le choix en surbrillance).

learn-tip_declare = Vous tenez le Coucou : annoncez-le pour arrêter aussitôt les échanges.

learn-why_hunter = Le Chasseur (XIV) refuse l’échange et tire sur celui qui a demandé : il perd un jeton.

learn-why_horse = Le Cheval (XIII) refuse l’échange : le demandeur s’adresse plutôt au joueur suivant.

learn-why_cat = Le Chat (XII) refuse l’échange : le demandeur perd un jeton et les échanges qui lui ont apporté sa carte sont annulés.

learn-why_cuckoo = Le Coucou (XV) est la plus haute carte : personne ne peut la prendre à son détenteur.

learn-why_inn = L’Auberge (XI) répond par une question : le demandeur garde sa carte ou demande à être assuré.

learn-why_pack = Le donneur joue en dernier et échange avec le paquet, pas avec un voisin.

learn-why_token_lost = Qui montre la carte la plus basse perd un jeton (comme qui demande au Chasseur ou au Chat).

learn-why_dead_card = Un joueur qui a perdu son dernier jeton pendant les échanges tient une carte morte : elle ne compte plus.

learn-why_eliminated = Un joueur sans jetons est éliminé, à moins de revenir en jeu en payant tant que quelqu’un n’a jamais perdu.

learn-why_reentered = Revenir en jeu coûte plus cher à chaque fois ; l’argent va au pot.

learn-why_pool = Le dernier joueur qui a des jetons gagne le pot.

learn-outro_campli = C’était le Cucù tel qu’on le joue à Campli. Ouvrez une table depuis le salon pour jouer pour de vrai.

learn-why_cat_lustu = Le Chat (XII) refuse l’échange : le demandeur perd un jeton et doit échanger avec le joueur à sa gauche.

learn-why_inn_offer = À l’Auberge (XI), le demandeur fait une offre ; l’aubergiste l’accepte (et les cartes sont échangées) ou la refuse.

learn-why_drink = L’aubergiste a accepté l’offre : on trinque, et les cartes sont échangées.

learn-why_man = L’Homme (XIV) refuse l’échange : celui qui a demandé perd aussitôt.

learn-why_house = La Maison refuse l’échange, comme le Cheval : le demandeur s’adresse au joueur suivant.

learn-why_cat_cambio = Le Chat (XII) refuse l’échange : le premier détenteur de la carte du demandeur perd.

learn-why_cuckoo_declared = Le détenteur du Coucou l’a annoncé : les échanges s’arrêtent aussitôt et les cartes sont montrées.

learn-why_cuckoo_shown = Le Coucou est montré aussitôt : les échanges s’arrêtent et les cartes sont montrées.

learn-why_lost_cambio = On perd soit aussitôt par une carte spéciale (l’Homme, le Chat, le Clown ou le Mat reçu), soit par la carte la plus basse quand les cartes sont montrées.

learn-why_paid_cambio = Chaque perdant verse des fiches à la caisse (au temps des enfants, le numéro du tour).

learn-why_out_of_set = Au temps des adultes, un perdant est hors de la manche ; le dernier qui reste gagne la caisse.

learn-why_set_won = Le dernier joueur encore debout dans la manche gagne toutes les fiches de la caisse.

learn-intro_card_le_her = Voici votre carte (un jeu français, le roi en tête, l’as en dernier). La carte la plus basse perd le coup.

learn-intro_table_le_her = Deux joueurs. Le joueur à côté du donneur peut changer de carte avec le donneur ; le donneur peut ensuite tirer dans le paquet.

learn-tip_exchange_le_her = Votre carte est basse : changez-la (le choix en surbrillance) : avec le donneur, ou, si vous donnez, avec la carte du dessus du paquet.

learn-why_deck_le_her = Le donneur a changé sa carte contre la carte du dessus du paquet.

learn-why_deck_draw = Une carte tirée du paquet est montrée.

learn-why_king = Un roi ne se cède jamais : son détenteur le montre et le garde.

learn-why_paid_le_her = La carte la plus basse paie l’enjeu à l’autre joueur.

learn-outro_lu_stu = C’était le Lu Stù de Montorio al Vomano. Ouvrez une table depuis le salon pour jouer pour de vrai.

learn-outro_cambio = C’était le Coucou (Cambio) selon la règle, en une manche. Ouvrez une table depuis le salon pour jouer une partie entière.

learn-outro_bga = C’était le Cucco tel que sur Board Game Arena (version courte). Ouvrez une table depuis le salon pour jouer pour de vrai.

learn-outro_le_her = C’était le Her. Ouvrez une table depuis le salon pour jouer pour de vrai.

learn-intro_card_lives = Voici votre carte (un jeu français : le Roi en tête, l’As en dernier). Quand chaque joueur a joué son tour, les cartes sont montrées et la plus basse perd une vie.

learn-intro_table_lives = À tour de rôle, chaque joueur garde sa carte ou l’échange avec le joueur suivant ; le donneur joue en dernier et peut échanger avec le paquet.

# Coucou: the dealer does not exchange (learn-intro_talon_coucou says who does)
learn-intro_table_coucou = À tour de rôle, chaque joueur garde sa carte ou l’échange avec le joueur suivant.

learn-intro_talon_coucou = Au Coucou, le donneur reçoit trois cartes, garde la plus haute et place les deux autres sous le talon ; le joueur qui précède le donneur échange avec le talon.

learn-tip_exchange_lives = Votre carte est basse : changez-la (le choix en surbrillance), avec le joueur suivant ou, en dernier, avec le paquet.

learn-why_king_lives = Un Roi ne se cède jamais : son détenteur le montre et l’échange est refusé (« Coucou ! »).

learn-why_deck_lives = Le dernier à jouer échange avec le paquet (le talon), pas avec un voisin.

learn-why_talon_under = Le donneur a gardé la plus haute de trois cartes et placé les deux autres sous le talon.

learn-why_life_lost = La carte la plus basse verse une vie au pot (cartes les plus basses égales : chacune paie).

learn-why_eliminated_lives = Un joueur qui n’a plus de vies est éliminé.

learn-why_pot = Le dernier joueur qui a des vies ramasse le pot.

learn-outro_ranter = C’était le Ranter-Go-Round. Ouvrez une table depuis le salon pour jouer pour de vrai.

learn-outro_coucou = C’était le Coucou. Ouvrez une table depuis le salon pour jouer pour de vrai.

learn-intro_card_gnav = Voici votre carte (le jeu du Gnav : le Coucou, le Dragon, le Chat, le Cheval et la Maison en tête, puis de XII à O, le Pot, le Hibou et le Fou). Quand chaque joueur a joué son tour, les cartes sont montrées et la plus basse paie un jeton.

learn-intro_table_gnav = À tour de rôle, chaque joueur garde sa carte ou demande au joueur suivant d’échanger ; le donneur joue en dernier et peut échanger avec la pioche.

learn-intro_matadors_gnav = Les cinq plus hautes cartes sont les matadors : elles ne se cèdent jamais. Le Coucou arrête la donne, le Dragon et le Chat font payer un jeton au demandeur, le Cheval et la Maison transmettent la demande.

learn-tip_exchange_gnav = Votre carte est basse : demandez un échange (le choix en surbrillance), au joueur suivant ou, si vous donnez, avec la pioche.

learn-why_knock_gnav = Un joueur qui reçoit le Fou, la carte la plus basse, doit frapper sur la table : maintenant tout le monde sait où il est.

learn-why_matador_gnav = Un matador ne se cède jamais : son détenteur le montre et dit son cri.

learn-why_fined_gnav = Demander au Dragon ou au Chat coûte un jeton, versé au pot.

learn-why_deck_gnav = Le donneur, ou une demande transmise à un donneur qui tient un Cheval ou une Maison, échange avec la pioche.

learn-why_token_gnav = La carte la plus basse verse un jeton au pot (cartes les plus basses égales : chacune paie).

learn-why_out_gnav = Un joueur qui n’a plus de jetons abandonne.

learn-why_pool_gnav = Le dernier joueur qui a des jetons ramasse le pot.

learn-outro_gnav = C’était le Gnav. Ouvrez une table depuis le salon pour jouer pour de vrai.

learn-intro_card_slab = Voici votre pièce (les pièces de bois du Slabberjan : le Cavalier, l’Oiseau, le Minou et l’Auberge en tête, puis de 12 à 0, puis le Pain blanc, le Pot de chambre, le Visage et Jan Rit). Quand chaque joueur a joué son tour, les pièces sont montrées et la plus basse verse un jeton au pot.

learn-intro_table_slab = À tour de rôle, chaque joueur garde sa pièce ou demande au joueur suivant d’échanger ; un numéro ou une petite pièce doit être cédé. Le donneur joue en dernier et peut tirer une nouvelle pièce à l’aveugle dans le sac.

learn-intro_matadors_slab = Les quatre plus hautes pièces sont les matadors, qui ne se cèdent jamais : le Cavalier refuse et le demandeur paie un jeton, l’Oiseau arrête les échanges, le Minou annule tous les échanges d’un coup de griffe, l’Auberge transmet la demande.

learn-tip_exchange_slab = Votre pièce est basse : demandez un échange (le choix en surbrillance), au joueur suivant ou, si vous donnez, avec le sac.

learn-tip_keep_slab = Votre pièce est assez haute : gardez-la (le choix en surbrillance).

learn-why_inn_slab = « Herberg voorbij! » : on passe l’Auberge et le demandeur échange avec le joueur suivant.

learn-why_rider_slab = « Kap af! » : le Cavalier refuse, et le demandeur verse un jeton au pot.

learn-why_bird_slab = « Sta voor den vogel! » : l’Oiseau arrête aussitôt les échanges et toutes les pièces sont montrées ; le demandeur paie un jeton.

learn-why_cat_slab = « Poesje krabt alles terug! » : tous les échanges de cette donne sont annulés ; chaque joueur retrouve la pièce qui lui a été distribuée.

learn-why_bag_slab = Le donneur pose sa pièce sur la table, où personne ne peut la tirer de nouveau, et en tire une nouvelle à l’aveugle dans le sac.

learn-why_paid_slab = La pièce la plus basse verse un jeton au pot (et qui a demandé au Cavalier ou à l’Oiseau en a payé un aussi).

learn-why_credit_slab = Un joueur qui n’a plus de jeton joue « op sloffen », à crédit, jusqu’à ce qu’il doive payer de nouveau.

learn-why_dead_slab = Un joueur qui ne peut pas payer une nouvelle dette est déclaré mort et éliminé.

learn-why_pool_slab = Le dernier joueur en vie ramasse le pot.

learn-outro_slab = C’était le Slabberjan. Ouvrez une table depuis le salon pour jouer une vraie partie, et choisissez les options selon lesquelles joue votre famille.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Cucù** : une carte chacun, et personne ne veut la plus basse.
    - Chacun reçoit une carte face cachée. À tour de rôle, en partant de la droite du donneur, vous **gardez** votre carte ou l’**échangez** avec le joueur suivant.
    - Quelques hautes cartes refusent l’échange ou punissent celui qui demande (voir les cartes ci-dessous : elles dépendent de la règle).
    - { $dealer ->
        [talon] Le donneur reçoit trois cartes et garde la plus haute ; le joueur qui précède le donneur joue en dernier et échange avec le talon.
       *[pack] Le donneur joue en dernier et peut échanger plutôt avec le paquet.
    }
    - Puis les cartes sont montrées : la carte la plus basse perd (un jeton, des fiches ou une vie, selon la règle).
    - { $pack ->
        [french] Classement : le jeu français, le Roi en tête, puis la Dame, le Valet, de 10 à 2, et l’As en dernier (la couleur ne compte pas).
        [gnav] Classement : le jeu du Gnav, les cinq matadors (le Coucou, le Dragon, le Chat, le Cheval, la Maison) en tête, puis de XII à O, le Pot, le Hibou et le Fou en dernier.
        [slabberjan] Classement : les pièces de bois du Slabberjan, les quatre matadors (le Cavalier, l’Oiseau, le Minou, l’Auberge) en tête, puis de 12 à 0, puis le Pain blanc, le Pot de chambre, le Visage et Jan Rit en dernier.
       *[cuckoo] Classement : les figures de XV à XI, puis de 10 à 1, puis le 0 et les petites figures en dessous.
            - Là où la règle le permet, le détenteur du Coucou (XV) peut l’**annoncer** pour arrêter aussitôt les échanges.
    }
    - Qui n’a plus rien pour payer est éliminé ; le dernier debout (ou le plus riche à la fin convenue) gagne.

lobby-title = Cucù

lobby-description = Une carte chacun ; échangez-la avec votre voisin ou gardez-la ; la carte la plus basse perd.

lobby-rules--campli = Le Cucù tel qu’on le joue à Campli (N. Farina)

lobby-rules--lu-stu = Lu Stù de Montorio al Vomano

lobby-rules--cambio = Cucù (Cambio), la règle coréenne et japonaise

lobby-rules--bga = Cucco (cambio) comme sur Board Game Arena

lobby-rules--le-her = Le Her, l’ancêtre à deux joueurs avec le jeu français (Montmort, Waldegrave)

lobby-option--family = jetons et pot (pagat : Campli, Lu Stù), fiches, manches et tours (cambio : la règle, BGA), un enjeu par coup avec les privilèges du roi (le-her : le Her, deux joueurs), ou des vies, un pot et le dernier survivant (lives : Ranter-Go-Round, Coucou)

lobby-option--pack = le jeu du Cucù (cuckoo), le jeu français de 52 cartes, as bas (french), les 42 pièces du Slabberjan (slabberjan) ou le jeu de 42 cartes du Gnav (gnav)

lobby-option--deal-from = de quel bout du paquet on distribue les cartes

lobby-option--interleaved = donner une carte, laisser ce joueur décider, puis donner la suivante (Campli, Lu Stù)

lobby-option--cuckoo-rule = le Coucou : arrête un échange (arrest), s’annonce à tout moment hors d’un échange (declare), ou se montre de lui-même (auto)

lobby-option--cat-rule = le Chat : le Gnaf de Campli annule les échanges de la carte (gnaf), le chat de Lu Stù renvoie les échanges inverses vers la gauche (reverse), le chat de la règle fait perdre le premier détenteur de la carte (owner)

lobby-option--inn-rule = l’Auberge : une demande d’assurance (insurance), une offre négociée (offer), ou elle transmet la demande comme le Cheval (pass)

lobby-option--fool-rule = le Mat : égale la plus basse (campli), paie et fait payer (lu-stu), ou fait perdre celui qui le reçoit dans un échange (clown)

lobby-option--tie-rule = cartes les plus basses égales : toutes perdent (all) ou seulement la première dans l’ordre (earliest)

lobby-option--immediate-elimination = qui perd son dernier jeton à cause d’un Chasseur ou d’un Chat est éliminé aussitôt

lobby-option--reentry-doubling = le prix du retour en jeu double à chaque élimination (Campli) ou à chaque retour (Lu Stù)

lobby-option--rotation = la donne passe de donneur en donneur (dealer) ou de premier joueur en premier joueur (starter, BGA)

lobby-option--reshuffle = les défausses deviennent un nouveau talon quand le talon est épuisé (empty) ou avant une donne que le talon ne peut pas compléter (deal, BGA)

lobby-option--drawn-set-ante = après une manche où tous ont perdu ensemble (la caisse reste), ceux qui sont sortis ensemble sont dispensés de la mise suivante (excused, la FAQ de la règle) ou tous la paient (all, BGA)

lobby-option--short-payment = un perdant qui ne peut pas payer en entier ne paie rien (nothing) ou paie tout ce qu’il a (all), et sort de la manche

lobby-option--tokens = jetons de départ de chaque joueur (pagat)

lobby-option--stake = la mise de départ que chaque joueur verse au pot ; le premier retour en jeu coûte autant (pagat) ; ce que le perdant d’un coup paie au gagnant (le-her)

lobby-option--reentry = les joueurs éliminés peuvent revenir en jeu en payant tant qu’il reste un joueur qui n’a jamais perdu (pagat)

lobby-option--remove-matto = retirer un Mat du jeu pour accélérer la partie (Lu Stù)

lobby-option--inn-offers = combien d’offres le demandeur peut faire à l’aubergiste (Lu Stù)

lobby-option--chips = fiches (pièces) de départ de chaque joueur

lobby-option--ante = fiches que chaque joueur verse au début d’une manche (temps des enfants : 2)

lobby-option--children-rounds = tours du temps des enfants (le perdant paie le numéro du tour)

lobby-option--max-sets = terminer la partie après ce nombre de manches (0 : jouer jusqu’à ce que quelqu’un ne puisse plus payer ; BGA courte 3, standard 6)

lobby-option--one-cuckoo-from = retirer un Coucou à partir de ce nombre de joueurs (la règle conseille 6 pour des joueurs expérimentés)

lobby-option--last-draw = les deux derniers survivants font égalité : tous deux sortent et la caisse est reportée (out), ou un barrage (playoff)

lobby-option--anti-cuckoo = (1) Anti-Coucou : la carte la plus forte perd ; qui annonce le Coucou perd

lobby-option--indian = (2) Indien : les joueurs voient toutes les cartes sauf la leur

lobby-option--void = (3) Vide (BGA : Cucco d’annulation) : les joueurs qui montrent des cartes égales perdent ensemble

lobby-option--misere = (4) Misère : le premier joueur qui n’a plus de fiches gagne

lobby-option--reincarnation = (5) Réincarnation : avant que les cartes soient montrées, un joueur peut dire « je m’avoue vaincu »

lobby-option--double = (6) Double : chaque joueur joue deux tours

lobby-option--double-pack = (7) Double jeu : deux jeux, quatre cartes de chaque sorte

lobby-option--cuckoos = Coucous dans le jeu (0 : la valeur de la règle choisie ; le Double jeu conseille de 1 à 3)

lobby-option--child-time = (8) Temps des enfants : mise 2 ; la 1re, 2e, 3e défaite paient 1, 2, 3 ; à la 4e on sort

lobby-option--second-high-low = (9) la deuxième carte la plus forte et la deuxième plus faible perdent

lobby-option--high-low = (10) Haute-Basse : la carte la plus forte et la plus faible perdent

lobby-option--two-losers = (11) Deux perdants : la carte la plus faible et la deuxième plus faible perdent

lobby-option--lion = (12) Lion : la deuxième carte la plus faible perd au lieu de la plus faible

lobby-option--length = durée de la partie BGA : courte (10 pièces, 3 tours) ou standard (25 pièces, 6 tours)

lobby-option--cuckoo-declare = BGA : le Cucco se montre de lui-même (auto) ou son détenteur l’annonce (manual, la règle d’origine)

lobby-option--deals = coups dans une partie de Her ; la donne alterne, un nombre pair est donc équitable (le-her)

lobby-rules--gnav = Gnav (Norvège, Danemark) : le jeu de 42 cartes, cinq matadors, des jetons au pot

lobby-option--stock-matador = un Coucou, un Dragon ou un Chat que le donneur tire de la pioche : il est montré et le donneur garde sa carte (keep, comme le roi du Ranter-Go-Round), le donneur le prend (take), ou il répond comme celui d’un voisin : le Dragon et le Chat font payer le donneur (powers)

lobby-option--pass-at-dealer = une demande transmise (Cheval, Maison) à un donneur qui tient lui aussi un Cheval ou une Maison : le demandeur change avec la carte du dessus de la pioche (stock, comme le Cheval de Campli au donneur) ou garde sa carte (keep)

lobby-option--cuckoo-fine = qui demande au Coucou paie aussi un jeton (les feuillets de règles norvégiens ; la règle danoise de 1917 : pas d’amende)

lobby-option--fool-end = à la fin de la donne, le Fou est simplement la carte la plus basse (lowest), ou son détenteur paie avec la plus basse des autres cartes (campli, comme le Mat de Campli)

lobby-rules--ranter = Ranter-Go-Round (Chase the Ace, Cuckoo) avec le jeu français : des vies, le roi refuse

lobby-rules--coucou = Coucou (As qui court), France : 32 ou 52 cartes, les trois cartes du donneur et le talon

lobby-option--lives = vies (fiches) de départ de chaque joueur ; qui perd un coup en verse une au pot (lives)

lobby-option--king = le privilège du roi : qui tient la plus haute carte refuse un échange en la montrant (false : le récit de 1882, aucune carte n’a de privilège)

lobby-option--ace = l’as est la carte la plus basse (low) ou la plus haute, au-dessus du roi (high : l’as a alors le privilège du roi et le 2 est la plus basse)

lobby-option--ties = cartes les plus basses égales : chacun perd une vie (all), seule la dernière retournée, la plus proche du donneur, perd (last : Cassell 1881), ou une valeur tenue par deux joueurs ou plus forme une paire et se sauve, la carte seule la plus basse perd (pair)

lobby-option--dealer-king = un roi que le donneur tire du paquet est montré et le donneur garde sa carte (false : le donneur le prend)

lobby-option--final-tie = quand un coup ferait sortir ensemble tous les joueurs restants : ils gardent leur dernière vie et continuent (keep), ou sortent tous et partagent le pot (split)

lobby-option--dealer-three = le donneur reçoit trois cartes, garde la plus haute et place les deux autres sous le talon ; le joueur qui précède le donneur change avec le talon, et pas le donneur (false : une carte chacun, le donneur change avec le talon)

lobby-option--pack-size = le jeu français : 32 cartes (A, du 7 au K) à cinq ou six joueurs et 52 au-delà (auto), ou toujours 32 ou 52

lobby-option--all-equal-safe = quand toutes les cartes montrées ont la même valeur, personne ne perd (Coucou)

lobby-rules--slabberjan = Slabberjan (Zélande) : les 42 pièces de bois, quatre matadors, le sac du donneur, des jetons au pot

lobby-option--direction = Slabberjan : la distribution et les demandes vont au voisin de droite (right : l’ancien feuillet de règles) ou de gauche (left : le résumé anglais) ; une image en miroir

lobby-option--bird = Slabberjan : l’Oiseau demandé arrête les échanges et toutes les pièces sont montrées (stop : Van Wallenburg), ou le joueur suivant peut encore changer (on : De Waal)

lobby-option--cat = Slabberjan : le Minou demandé annule tous les échanges de la donne, chacun reprend sa propre pièce (undo : l’article de 2003), ou le demandeur paie un jeton et garde sa pièce (pay : le résumé anglais)

lobby-option--rider-fee = Slabberjan : qui est refusé par le Cavalier ou l’Oiseau verse un jeton au pot (De Waal ; false : personne ne paie)

lobby-option--inn-fee = Slabberjan : qui est envoyé plus loin par l’Auberge verse aussi un jeton au pot (le « gelag » discuté ; d’ordinaire aucune taxe)

lobby-option--low-order = Slabberjan : les quatre petites pièces de haut en bas, Pain blanc, Pot de chambre, Visage, Jan Rit (modern : la page de la famille et le résumé anglais), ou Pain blanc, Visage, Pot de chambre, Jan Rit (sheet : l’ancien feuillet)

lobby-option--stakes = Slabberjan : la pièce la plus basse paie 1 (flat), ou 1, Pain blanc 2, Pot de chambre 3, Visage 4, Jan Rit 5 (graded : Van der Baan)

lobby-option--on-credit = Slabberjan : qui a dépensé ses jetons joue « op sloffen » jusqu’à devoir payer de nouveau (all : Klokke, le nouveau feuillet de Goudswaard), seulement le premier à n’en plus avoir (first : l’ancien feuillet de Goudswaard), ou personne (none : éliminé à 0)

lobby-label--family = Famille de jeu

lobby-value--family--pagat = Jetons et pot

lobby-value--family--cambio = Fiches, manches et tours

lobby-value--family--le-her = Un enjeu par coup

lobby-value--family--lives = Vies et pot

lobby-label--pack = Jeu de cartes

lobby-value--pack--cuckoo = Jeu du Cucù

lobby-value--pack--french = Jeu français de 52 cartes

lobby-value--pack--slabberjan = Pièces du Slabberjan

lobby-value--pack--gnav = Jeu du Gnav

lobby-label--deal-from = Distribuer par

lobby-value--deal-from--bottom = Le dessous

lobby-value--deal-from--top = Le dessus

lobby-label--interleaved = Une carte à la fois

lobby-label--cuckoo-rule = Le Coucou

lobby-value--cuckoo-rule--arrest = Arrête un échange

lobby-value--cuckoo-rule--declare = S’annonce à tout moment

lobby-value--cuckoo-rule--auto = Se montre de lui-même

lobby-label--cat-rule = Le Chat

lobby-value--cat-rule--gnaf = Annule ses échanges (Gnaf)

lobby-value--cat-rule--reverse = Renvoie les échanges à gauche

lobby-value--cat-rule--owner = Son premier détenteur perd

lobby-label--inn-rule = L’Auberge

lobby-value--inn-rule--insurance = Demande d’assurance

lobby-value--inn-rule--offer = Offre négociée

lobby-value--inn-rule--pass = Transmet la demande

lobby-label--fool-rule = Le Mat

lobby-value--fool-rule--campli = Égale la plus basse

lobby-value--fool-rule--lu-stu = Paie et fait payer

lobby-value--fool-rule--clown = Qui le reçoit perd

lobby-label--tie-rule = Plus basses cartes égales

lobby-value--tie-rule--all = Toutes perdent

lobby-value--tie-rule--earliest = Seule la première perd

lobby-label--immediate-elimination = Éliminé aussitôt

lobby-label--reentry-doubling = Le retour en jeu double

lobby-value--reentry-doubling--elimination = À chaque élimination

lobby-value--reentry-doubling--reentry = À chaque retour

lobby-label--rotation = La donne passe

lobby-value--rotation--dealer = De donneur en donneur

lobby-value--rotation--starter = De premier joueur en premier joueur

lobby-label--reshuffle = Remélange

lobby-value--reshuffle--empty = Quand le talon est épuisé

lobby-value--reshuffle--deal = Avant une donne incomplète

lobby-label--drawn-set-ante = Mise après une manche nulle

lobby-value--drawn-set-ante--excused = Les sortants sont dispensés

lobby-value--drawn-set-ante--all = Tout le monde paie

lobby-label--short-payment = Paiement incomplet

lobby-value--short-payment--nothing = Ne paie rien

lobby-value--short-payment--all = Paie tout ce qu’il a

lobby-label--tokens = Jetons

lobby-label--stake = Mise

lobby-label--reentry = Retour en jeu

lobby-label--remove-matto = Retirer un Mat

lobby-label--inn-offers = Offres à l’aubergiste

lobby-label--chips = Fiches

lobby-label--ante = Mise de manche

lobby-label--children-rounds = Tours du temps des enfants

lobby-label--max-sets = Manches maximum

lobby-label--one-cuckoo-from = Un Coucou en moins dès

lobby-label--last-draw = Égalité des deux derniers

lobby-value--last-draw--out = Tous deux sortent

lobby-value--last-draw--playoff = Un barrage

lobby-label--anti-cuckoo = Anti-Coucou

lobby-label--indian = Indien

lobby-label--void = Vide

lobby-label--misere = Misère

lobby-label--reincarnation = Réincarnation

lobby-label--double = Double

lobby-label--double-pack = Double jeu

lobby-label--cuckoos = Coucous dans le jeu

lobby-label--child-time = Temps des enfants

lobby-label--second-high-low = Deuxièmes haute et basse

lobby-label--high-low = Haute-Basse

lobby-label--two-losers = Deux perdants

lobby-label--lion = Lion

lobby-label--length = Durée de la partie

lobby-value--length--short = Courte

lobby-value--length--standard = Standard

lobby-label--cuckoo-declare = Montrer le Cucco

lobby-value--cuckoo-declare--auto = Automatiquement

lobby-value--cuckoo-declare--manual = Annoncé par son détenteur

lobby-label--deals = Coups

lobby-label--all-equal-safe = Toutes égales, personne ne perd

lobby-label--lives = Vies

lobby-label--king = Privilège du roi

lobby-label--ace = L’as

lobby-value--ace--low = La plus basse

lobby-value--ace--high = La plus haute, au-dessus du roi

lobby-label--ties = Plus basses cartes égales

lobby-value--ties--all = Chacun perd une vie

lobby-value--ties--last = Seule la dernière retournée

lobby-value--ties--pair = Une paire est sauve

lobby-label--dealer-king = Le roi du donneur est montré

lobby-label--final-tie = Tous éliminés ensemble

lobby-value--final-tie--keep = Ils gardent leur dernière vie

lobby-value--final-tie--split = Ils partagent le pot

lobby-label--dealer-three = Trois cartes au donneur

lobby-label--pack-size = Taille du jeu

lobby-value--pack-size--auto = Selon le nombre de joueurs

lobby-value--pack-size--32 = 32 cartes

lobby-value--pack-size--52 = 52 cartes

lobby-label--stock-matador = Matador tiré par le donneur

lobby-value--stock-matador--keep = Le donneur garde sa carte

lobby-value--stock-matador--take = Le donneur la prend

lobby-value--stock-matador--powers = Elle agit comme celle d’un voisin

lobby-label--pass-at-dealer = Demande transmise au donneur

lobby-value--pass-at-dealer--stock = Échange avec la pioche

lobby-value--pass-at-dealer--keep = On garde sa carte

lobby-label--cuckoo-fine = Amende du Coucou

lobby-label--fool-end = Le Fou en fin de donne

lobby-value--fool-end--lowest = Simplement la plus basse

lobby-value--fool-end--campli = Paie avec la plus basse

lobby-label--direction = Sens

lobby-value--direction--right = À droite

lobby-value--direction--left = À gauche

lobby-label--bird = L’Oiseau

lobby-value--bird--stop = Arrête les échanges

lobby-value--bird--on = Les échanges continuent

lobby-label--cat = Le Minou

lobby-value--cat--undo = Annule tous les échanges

lobby-value--cat--pay = Le demandeur paie

lobby-label--rider-fee = Amende du Cavalier

lobby-label--inn-fee = Amende de l’Auberge

lobby-label--low-order = Ordre des petites pièces

lobby-value--low-order--modern = Moderne

lobby-value--low-order--sheet = L’ancien feuillet de règles

lobby-label--stakes = Paiements

lobby-value--stakes--flat = La plus basse paie 1

lobby-value--stakes--graded = Gradués, de 1 à 5

lobby-label--on-credit = Jouer à crédit

lobby-value--on-credit--all = Tout le monde

lobby-value--on-credit--first = Le premier à court seulement

lobby-value--on-credit--none = Personne

# taverna analyze's table and summary (games/cucu/research/analysis)
analysis_title = cucu/{ $rules }, { $players } joueurs
analysis_method = { $method ->
        [exact] exact : jeu matriciel à somme nulle sur les stratégies à seuil (simplexe en fractions)
       *[simulated] meilleure réponse itérée, carte par carte, sur des donnes simulées
    }
analysis_seat = place
analysis_role = rôle
analysis_exchanges = échange
analysis_switches = échange / tire (après une tenue)
analysis_keeps_from = garde à partir de
analysis_loss_rate = taux de défaite
analysis_naive = naïf (<5)
analysis_best_change = meilleur changement
analysis_role_name = { $role ->
        [dealer] donneur
        [receiver] receveur
        [first] premier
       *[seat] place { $seat }
    }
analysis_never = jamais
analysis_deviation = { $action ->
        [keep] garder
       *[exchange] échanger
    } { $card } : { $gain } ± { $se } pp
analysis_state = { $converged ->
        [yes] convergé : le tour { $rounds } n'a rien changé (un changement doit gagner de plus de { $z } écarts types)
       *[no] PAS DE CONVERGENCE : les stratégies changeaient encore au tour { $rounds } sur { $max } au plus (changements par tour { $history }) ; augmentez --iterations ou --deals
    }
analysis_summary = { $simulator } : { $deals } { $deals ->
        [one] donne contrefactuelle
       *[other] donnes contrefactuelles
    } par place et par tour, { $rounds } { $rounds ->
        [one] tour
       *[other] tours
    } (changements de stratégie : { $history }) ; { analysis_state }.  Taux de défaite sur { $eval } { $eval ->
        [one] donne
       *[other] donnes
    }, intervalles à 95 % ; naïf : échanger sous 5 ; meilleur changement : la plus forte baisse du taux de défaite qu'apporte l'autre action pour un rang (points de pourcentage, dernier tour).
