# Les refus : ce que le moteur, la table et le salon répondent à qui fait une action ou une demande refusée
# (taverna.core.errors, taverna.i18n.refusals).  Un refus ne révèle rien au-delà de ce que voit le joueur.

## Le moteur : une action refusée

illegal-action =
    { $you ->
        [player] { $count ->
            [0] action refusée : { $action } ; vous ne pouvez rien faire pour l'instant ({ $player })
           *[other] action refusée : { $action } ; possible maintenant pour { $player } : { $legal }
        }
       *[other] { $count ->
            [0] action refusée : { $action } par { $player } ; { $player } ne peut rien faire pour l'instant
           *[other] action refusée : { $action } par { $player } ; possible maintenant pour { $player } : { $legal }
        }
    }
not-your-turn =
    { $you ->
        [player] { $count ->
            [0] action refusée : { $action } ; ce n'est pas votre tour ({ $player }) ; la partie n'attend personne
           *[other] action refusée : { $action } ; ce n'est pas votre tour ({ $player }) ; la partie attend { $waiting }
        }
       *[other] { $count ->
            [0] action refusée : { $action } par { $player } ; ce n'est pas le tour de { $player } (la partie n'attend personne)
           *[other] action refusée : { $action } par { $player } ; ce n'est pas le tour de { $player } (la partie attend { $waiting })
        }
    }
illegal-match-over = action refusée : { $action } par { $player } ; la partie est terminée, { $player } ne peut plus rien faire
illegal-not-a-player = action refusée : { $action } par { $player } ; { $name } ne joue pas dans cette partie ({ $players })
not-an-action = ce n'est pas une action : { $value } ; il faut un mot d'action ou [mot, argument]
player-not-an-action = { $player } : ce n'est pas une action : { $value } ; il faut un mot d'action ou [mot, argument]
needs-card = { $player } : { $word } demande une carte ({ $detail })
needs-argument = { $player } : l'action { $word } demande un argument ; possible maintenant : { $legal }
no-argument = { $player } : l'action { $word } ne prend pas d'argument, reçu { $got }

## Les arguments propres à un jeu

arg-packet = { $player } : packet prend le nombre de cartes de chaque paquet, de 1 à { $hi } ; reçu { $got }
arg-bet = { $player } : bet prend un nombre de jetons de 1 à { $hi } (la limite ou vos jetons) ; reçu { $got }
arg-propose = { $player } : propose prend votre part du pot en pourcentage, de 0 à 100 ; reçu { $got }
arg-offer = { $player } : offer prend {"{"}"money": N{"}"} (N > 0, payé à l'aubergiste) ou {"{"}"share": P{"}"} (P pour cent du pot si vous gagnez, de 1 à 100) ; reçu { $got }
arg-reenter = { $player } : reenter prend des apports {"{"}nom: montant{"}"} dont la somme fait { $cost }
arg-reenter-entry = { $player } : chaque apport de reenter est nom: entier positif ; reçu { $name }: { $got }
arg-reenter-sum = { $player } : le retour en jeu coûte { $cost } ; les apports font { $total }
arg-purro = { $player } : purro ne prend pas d'argument quand on n'a pas de roi (on montre un jeton)
illegal-cut = action refusée : { $action } par { $player } ; le paquet du dessus doit compter de 1 à { $hi } cartes (aucun paquet vide) ; possible maintenant : { $legal }
illegal-base = action refusée : { $action } par { $player } ; la base du pli est nombre ou figure ; possible maintenant : { $legal }

## La table

table-not-started = la partie n'a pas encore commencé : elle commence quand toutes les places sont prises
table-over = la partie est terminée ; demandez une revanche ou téléchargez l'enregistrement
table-stale = version périmée { $version } : la table en est à la version { $current } ; voici l'état actuel
table-apply-failed = le serveur n'a pas pu appliquer cette action ; rien n'a changé
table-moved = la table est passée sur un autre serveur entre-temps ; rien n'a changé, rejouez
table-store-failed = le serveur n'a pas pu enregistrer cette action ; rien n'a changé, réessayez
table-owner-silent = le serveur qui tient cette table n'a pas répondu (il redémarre peut-être) ; rejouez
table-moving = la table change de serveur ; rejouez dans un instant
server-failed = le serveur a échoué sur ce message ; rien n'a changé
rate-limit = trop de messages : au plus { $rate } par seconde ; celui-ci a été ignoré
rate-limit-act = trop de messages : au plus { $rate } par seconde ; celui-ci a été ignoré ; voici l'état actuel : rejouez
ws-too-many = trop de connexions depuis votre adresse : au plus { $limit } à la fois ; fermez d'autres tables ou onglets et réessayez
ws-no-table = aucune table n'a le code { $code }
ws-bad-token = ce jeton de place n'appartient à aucune place de la table { $code } ; rejoignez la table pour en obtenir un, ou connectez-vous sans jeton pour regarder
ws-seat-full = votre place à la table { $code } a déjà { $limit } connexions (la limite par place) ; fermez un autre onglet ou appareil de cette place et réessayez
ws-spectators-full = la table { $code } a déjà { $limit } spectateurs (la limite) ; réessayez plus tard (les joueurs assis peuvent toujours se connecter)
ws-spectators-address = trop de connexions de spectateur à la table { $code } depuis votre adresse : au plus { $limit } ; fermez-en une et réessayez
msg-empty = message vide ; il faut un objet JSON avec un 'type'
msg-too-large = message trop long : { $size } octets ; la limite est { $limit }
msg-refused-json = JSON refusé : { $detail }
msg-not-json = ce n'est pas du JSON ({ $detail }) ; il faut un objet tel que {"{"}"type": "sync"{"}"}
msg-too-deep = JSON refusé : trop imbriqué ou un nombre énorme
msg-no-type = un message est un objet JSON avec un 'type' : act, sync, chat, mute ou chat_off
msg-unknown-type = type de message inconnu { $kind } ; il faut act, sync, chat, mute ou chat_off
act-spectator = les spectateurs ne peuvent pas jouer : prenez une place libre (ou connectez-vous avec votre jeton de place)
act-version = 'act' demande la 'version' de l'état auquel vous répondez (un entier), reçu { $got }
act-shape = 'action' doit être [mot] ou [mot, argument], par exemple ["keep"], reçu { $got }
chat-spectator = les spectateurs ne peuvent pas discuter : seuls les joueurs assis le peuvent
chat-empty = 'chat' demande un 'text' non vide
chat-control = 'chat' demande un 'text' non vide (les caractères de contrôle ne comptent pas)
chat-too-long = message de discussion trop long : { $length } caractères, au plus { $limit }
chat-off-by-you = vous avez coupé la discussion à cette table : rétablissez-la ({"{"}"type": "chat_off", "off": false{"}"}) pour discuter
chat-off = la discussion est coupée à cette table : un joueur assis l'a coupée, et elle le reste tant que chaque joueur qui l'a coupée ne l'a pas rétablie
mute-spectator = les spectateurs ne peuvent pas faire taire des joueurs : seuls les joueurs assis le peuvent
mute-seat = 'mute' demande la place à faire taire ('seat') : un numéro de place de cette table de 0 à { $last }, reçu { $got }
mute-self = vous ne pouvez pas faire taire votre propre place ; donnez le numéro d'une autre place
mute-flag = 'muted' doit valoir true (faire taire) ou false (rendre la parole), reçu { $got }
chat-switch-spectator = les spectateurs ne peuvent pas couper ni rétablir la discussion : seuls les joueurs assis le peuvent
chat-switch-flag = 'chat_off' demande 'off' : true (couper la discussion) ou false (la rétablir), reçu { $got }
chat-switch-soon = vous venez de changer la discussion : au plus une fois toutes les { $seconds } secondes

## Les options du salon

rules-needed = le jeu { $game } demande une variante ; choisissez parmi { $rule_sets }
rules-unknown = variante inconnue { $rules } pour { $game } ; variantes possibles : { $rule_sets }
game-unknown = jeu inconnu { $game } ; Taverna joue à : { $games }

option-not-object = les options de { $what } sont un objet nom: valeur, reçu { $got }
option-name = les noms d'option sont des chaînes, reçu { $got }
option-unknown =
    { $fixed_count ->
        [0] option inconnue { $name } pour { $what } ; options possibles : { $settable_count ->
            [0] aucune
           *[other] { $settable }
        }
       *[other] option inconnue { $name } pour { $what } ; options possibles : { $settable_count ->
            [0] aucune
           *[other] { $settable }
        } ; fixées par la variante (choisissez-en une autre pour les changer) : { $fixed }
    }
option-bool = l'option { $option } de { $what } vaut true ou false, reçu { $got }
option-choice = l'option { $option } de { $what } doit être l'une de : { $choices } ; reçu { $got }
option-int = l'option { $option } de { $what } doit être un nombre entier, reçu { $got }
option-range = l'option { $option } de { $what } doit être entre { $lo } et { $hi }, reçu { $got }
option-str = l'option { $option } de { $what } doit être une chaîne, reçu { $got }
option-unreadable = l'option { $option } de { $what } : impossible de lire { $got }
option-fixed = l'option { $option } est fixée par la variante { $rules } ; choisissez plutôt une autre variante (variantes : { $rule_sets })
option-not-applicable =
    { $fixed_count ->
        [0] l'option { $option } ne s'applique pas à { $what } ; options possibles : { $settable_count ->
            [0] aucune
           *[other] { $settable }
        }
       *[other] l'option { $option } ne s'applique pas à { $what } ; options possibles : { $settable_count ->
            [0] aucune
           *[other] { $settable }
        } ; fixées par la variante (choisissez-en une autre pour les changer) : { $fixed }
    }
option-bga-length = l'option length ne vaut que pour la variante bga (pour { $what }, utilisez chips et max-sets)
option-bga-declare = l'option cuckoo-declare ne vaut que pour la variante bga
option-combined = { $what } : les options { $options } et { $last } ne se combinent pas : anti-cuckoo, second-high-low, high-low, two-losers et lion décident chacune à elle seule qui perd à la révélation
option-void = { $what } : void demande les deux Coucous (« il faut toujours jouer avec 2 cartes Coucou ») ; retirez cuckoos=1
option-cuckoos = { $what } : un seul jeu compte au plus 2 Coucous ; cuckoos={ $cuckoos } demande double-pack

## Un enregistrement (le lecteur de parties)

record-not-replayable = impossible de rejouer l'enregistrement : { $error }
record-actions-list = actions doit être une liste
record-too-long = l'enregistrement a { $n } actions ; le lecteur en montre au plus { $limit }
record-entry = actions[{ $index }] : il faut [joueur, action] ou [joueur, action, argument], reçu { $got }
record-entry-strings = actions[{ $index }] : le joueur et l'action sont des chaînes, reçu { $got }
record-illegal = actions[{ $index }] : { $player } { $action } n'est pas permis ici ({ $error }) ; possible pour { $player } : { $legal_count ->
        [0] rien
       *[other] { $legal }
    } ; qui peut jouer : { $who_count ->
        [0] personne (la partie est terminée)
       *[other] { $who }
    }

## Le formulaire du salon

name-missing = 'name' manque : il faut votre nom à la table (de 1 à 32 caractères)
name-invisible = 'name' doit avoir au moins un caractère visible, reçu { $got }
name-too-long = 'name' est trop long : { $length } caractères, au plus { $limit }
name-you = 'name' ne peut pas être { $name } : les textes de la table l'emploient pour « vous » ; choisissez un autre nom
table-seats = { $game } se joue de { $min } à { $max } joueurs ; 'seats' valait { $n }
table-all-bots = toutes les places sont des robots : gardez-en une pour vous (pour regarder une table, venez sans jeton)
timer-type = 'timer' est un nombre de secondes ou null, reçu { $got }
timer-range = 'timer' doit être entre { $lo } et { $hi } secondes, ou null (sans minuterie)
