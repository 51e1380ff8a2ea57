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
ws-made-room = cette connexion a été fermée pour faire de la place : votre adresse a { $limit } connexions (la limite), et un joueur assis de votre adresse en avait besoin pour rejoindre sa place
ws-connect-rate = trop de nouvelles connexions depuis votre adresse : au plus { $rate } par seconde ; attendez { $wait } s et réessayez
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
chat-rate = trop de messages de discussion depuis votre place : au plus { $rate } par seconde ({ $burst } d'affilée) ; celui-ci n'a pas été envoyé : attendez { $wait } s
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

## Les autres refus HTTP du serveur (taverna.server : inputs, api, players, tournaments, replay, limits, guard)
# Dits dans la langue de la requête : ?lang=, sinon Accept-Language (les pages envoient la leur), sinon l'anglais.

origin-refused = les requêtes des pages d'un autre site ({ $origin }) sont refusées : ce serveur accepte ses propres pages (et les origines que son exploitant autorise par --allow-origin)
http-rate = trop de requêtes : au plus { $rate } par seconde ; patientez un instant
body-content-type = le corps de la requête doit être du JSON envoyé avec Content-Type: application/json, reçu { $got }
body-no-content-type = le corps de la requête doit être du JSON envoyé avec Content-Type: application/json, reçu sans Content-Type
body-too-large = corps de la requête trop grand : la limite est de { $limit } octets
body-json-refused = le corps de la requête n'est pas un JSON acceptable : { $detail }
body-not-json = le corps de la requête n'est pas du JSON ({ $detail }) ; il faut un objet JSON
body-too-deep = le corps de la requête est trop imbriqué ou contient un nombre énorme ; il faut un objet JSON plat
body-not-object = le corps de la requête doit être un objet JSON, reçu { $got }
body-missing-string = { $name } manque : il faut une chaîne
body-not-string = { $name } doit être une chaîne, reçu { $got }
body-string-long = { $name } est trop long : { $length } { $length ->
        [one] caractère
       *[other] caractères
    }, au plus { $limit }
body-missing-int = { $name } manque : il faut un entier
body-not-int = { $name } doit être un entier, reçu { $got }
table-unknown = aucune table n'a le code { $code } ; un code a 6 lettres et chiffres, par exemple celui d'un lien d'invitation
token-unknown = ce jeton n'appartient à aucune place de la table { $code }
creator-only = seul le créateur de la table { $code } (place { $seat }) peut faire cela
table-held-elsewhere = la table { $code } est tenue par un autre serveur qui n'a pas répondu ; réessayez dans un instant
table-moved-http = la table { $code } est passée entre-temps sur un autre serveur ; rien n'a changé, réessayez
seat-store-failed = le serveur n'a pas pu enregistrer la place ; rien n'a changé, réessayez
tables-waiting-full = trop de tables attendent des joueurs ; rejoignez-en une ou réessayez plus tard
tables-unattended = votre adresse a { $mine } { $mine ->
        [one] table qui joue
       *[other] tables qui jouent
    } sans aucun de leurs joueurs connecté, les robots jouant pour personne (au plus { $limit } par adresse) : retournez à l'une d'elles, ou attendez qu'une se termine, avant d'en lancer une autre

tables-waiting-mine = vous avez déjà { $mine } { $mine ->
        [one] table qui attend
       *[other] tables qui attendent
    } des joueurs (au plus { $limit } par adresse) : lancez-en une ou complétez-la, ou attendez qu'une soit abandonnée ({ $expiry } s après le départ de ses joueurs)

## Créer une table, ses bots, rejoindre, lancer, revanche, la feuille de partie

options-not-object = 'options' doit être un objet nom d'option: valeur, reçu { $got }
bots-not-object = bots doit être un objet {"{"}"<numéro de place>": niveau{"}"}, par exemple {"{"}"1": "simple"{"}"}
bots-not-seat = bots : { $name } n'est pas un numéro de place (de 0 à { $last })
bots-no-seat = bots : la place { $seat } n'existe pas ; les places vont de 0 à { $last }
bot-level = niveau de bot inconnu { $got } ; choisissez parmi { $levels }
seed-refused = ce serveur n'accepte pas de 'seed' choisie (elle révélerait les cartes) ; omettez-la
seed-range = 'seed' doit être un entier de 0 à 2**256-1, reçu { $got }
join-absent = votre adresse occupe { $mine } { $mine ->
        [one] place
       *[other] places
    } à d'autres tables sans que leurs joueurs soient connectés (au plus { $limit }) : allez à l'une d'elles, ou attendez que sa partie se termine, avant de rejoindre une autre table
join-abandoned = la table { $code } a été abandonnée (personne ne s'y est assis depuis un moment) : créez une nouvelle table
join-no-seat = la table { $code } est { $status ->
        [full] complète
        [playing] en cours de partie
        [finished] terminée
        [abandoned] abandonnée
       *[other] en attente
    } : aucune place libre ; vous pouvez la regarder (connectez-vous sans jeton)
seat-not-free = la place { $seat } n'est pas libre ; places libres : { $count ->
        [0] aucune
       *[other] { $free }
    }
request-id = request doit être un identifiant aléatoire de 16 à 100 lettres, chiffres, - ou _ (par exemple 22 caractères base64url aléatoires), le même chaque fois que l'on redemande cette place
fill-started = la table { $code } est { $status ->
        [playing] en cours de partie
        [finished] terminée
        [abandoned] abandonnée
       *[other] en attente
    } : on ne complète les places qu'avant le début de la partie
fill-none = la table { $code } n'a aucune place vide à compléter
start-already = la table { $code } est déjà { $status ->
        [playing] en cours de partie
        [finished] terminée
        [abandoned] abandonnée
       *[other] en attente
    }
start-empty = places vides : { $seats } ; invitez des joueurs ou complétez-les avec des bots
rematch-accept = 'accept' doit valoir true (proposer ou accepter une revanche) ou false (refuser), reçu { $got }
rematch-not-finished = la table { $code } est { $status ->
        [playing] en cours de partie
        [abandoned] abandonnée
        [finished] terminée
       *[other] en attente
    } : une revanche suit une partie terminée
rematch-made = la table de la revanche { $code } est déjà créée : tous les joueurs assis ont accepté
rematch-no-offer = aucune proposition de revanche n'est ouverte à refuser
record-not-over = la table { $code } est { $status ->
        [playing] en cours de partie
        [abandoned] abandonnée
        [finished] terminée
       *[other] en attente
    } : la feuille de partie est disponible quand la partie est terminée (avant, elle révélerait les cartes cachées)
playnow-rate = trop de demandes « Jouer maintenant » depuis votre adresse ; patientez { $wait } s
playnow-wait = 'wait' doit valoir l'une de ces valeurs : { $waits } (secondes avant que des bots complètent les places vides)

## Identités et connexion (taverna.server.players, guard)

player-key-unknown = cette clé de joueur est inconnue (l'identité a-t-elle été supprimée ?) : créez-en une nouvelle ou restaurez-la avec votre code de récupération
name-taken = un autre joueur s'appelle { $name } (les noms sont comparés sans casse ni largeur : 'ALICE' et 'ａｌｉｃｅ' sont 'alice') : choisissez un autre nom
password-short = le mot de passe est trop court : au moins { $min } { $min ->
        [one] caractère
       *[other] caractères
    }
signin-wrong = nom ou mot de passe incorrect (les noms sont comparés sans casse)
recovery-unknown = aucune identité n'a ce code de récupération (25 lettres et chiffres, par exemple K7QXM-…)
delete-confirm = supprimer une identité est irréversible : envoyez "confirm": true
hash-busy = le serveur vérifie trop de mots de passe à la fois ; réessayez dans quelques secondes
limit-keys = trop de clés de joueur inconnues depuis votre adresse ; patientez { $wait } s et réessayez
limit-new-player = trop de nouveaux joueurs créés depuis votre adresse ; attendez { $wait } s et réessayez (un joueur reste dans ce navigateur : un seul suffit)
limit-signin-name = trop de connexions échouées pour ce nom ou depuis votre adresse ; patientez { $wait } s et réessayez
limit-signin = trop de connexions depuis votre adresse ; patientez { $wait } s et réessayez
limit-recovery = trop de codes de récupération erronés (depuis votre adresse ou de tous) ; patientez { $wait } s et réessayez
player-id = un joueur se désigne par un nombre, par exemple /api/players/12
player-before = 'before' doit être un identifiant de résultat de 0 à { $max }, reçu { $got }
player-unknown = aucun joueur { $id } (jamais créé, ou supprimé)
leaderboard-min = 'min' doit être un nombre de parties, reçu { $got }

## Tournois (taverna.server.tournaments)

tour-mine = vous avez { $mine } { $mine ->
        [one] tournoi prévu ou en cours
       *[other] tournois prévus ou en cours
    } (au plus { $cap } par joueur) : créez-en un autre quand l'un d'eux sera terminé
tour-address = { $here } { $here ->
        [one] tournoi prévu ou en cours a été créé
       *[other] tournois prévus ou en cours ont été créés
    } depuis votre adresse (au plus { $cap } par adresse) : créez-en un autre quand l'un d'eux sera terminé
tour-rate = on crée au plus { $per_hour } tournois par heure (une rafale de { $burst }) par joueur et par adresse ; réessayez dans { $minutes } min
tour-seconds = { $name } doit être un nombre de secondes de { $lo } à { $hi }, reçu { $got }
tour-kind = 'kind' doit valoir "arena" ou "swiss", reçu { $got }
tour-rounds = 'rounds' doit aller de 1 à { $max } pour un tournoi suisse, reçu { $got }
tour-start-format = 'start' doit être une heure ISO comme 2026-11-24T20:00:00+00:00, reçu { $got }
tour-start-range = 'start' doit être entre il y a { $past } minutes et dans { $ahead } jours (il est { $now }), reçu { $got }
tour-rated = 'rated' doit valoir true ou false, reçu { $got }
tour-unknown = aucun tournoi n'a le code { $code }
tour-over = le tournoi { $code } est terminé

## La visionneuse de parties (taverna.server.replay)

replay-budget = trop de relectures depuis votre adresse : une relecture coûte ses actions ({ $cost } ici) et une adresse peut relire { $rate } actions par seconde (au plus { $burst } d'un coup) ; réessayez dans { $wait } s
replay-busy = le serveur est occupé à relire d'autres parties ; réessayez dans quelques secondes
replay-stopped = le processus de relecture s'est arrêté ; réessayez
replay-not-over = la table { $code } est { $status ->
        [playing] en cours de partie
        [abandoned] abandonnée
        [finished] terminée
       *[other] en attente
    } : une partie s'affiche dans la visionneuse (avec son résumé) quand elle est terminée (avant, elle révélerait les cartes cachées)
replay-not-json = le fichier n'est pas une feuille de partie JSON ({ $detail }) ; ouvrez un fichier de partie taverna/1
replay-too-many = la feuille a { $n } { $n ->
        [one] action
       *[other] actions
    } ; ce serveur relit des parties d'au plus { $limit } actions (relisez-en une plus longue avec `taverna replay`)
replay-content-type = envoyez la feuille de partie avec Content-Type: application/json, reçu { $got }
replay-no-content-type = envoyez la feuille de partie avec Content-Type: application/json, reçu aucun
replay-too-large = la feuille de partie est trop grande : { $size } octets, au plus { $limit } octets
replay-too-large-stream = la feuille de partie est trop grande : plus de { $limit } octets, au plus { $limit } octets

## Pages et guides (taverna.server.app, paths, card_guide, learn, length)

page-unknown = cette page n'existe pas : { $path }
page-unknown-why = cette page n'existe pas : { $path } : { $why }
method-not-allowed = la méthode { $method } n'est pas permise sur { $path }
path-code = { $name } doit être un code de 1 à 16 lettres et chiffres, par exemple K7M2QX
path-id = { $name } doit être un nombre de 1 à 18 chiffres, par exemple 12
path-name = { $name } doit être un nom de 1 à 32 lettres minuscules, chiffres, _ et -
path-asset = { $name } doit être le chemin d'un fichier sous /static/, par exemple js/api.js
cards-none = le jeu { $game } n'a pas de guide des cartes
cards-options-json = options : ce n'est pas du JSON
cards-options-object = options : il faut un objet JSON
rules-page-none = le jeu { $game } n'a pas de page de règles
guide-none = aucune première partie guidée : { $error }
length-seats = { $game } se joue de { $min } à { $max } joueurs
length-options = 'options' doit être un objet JSON nom d'option: valeur

## Le nombre de joueurs d’un jeu ou d’une variante (le moteur de chaque jeu)

players-range = { $game } se joue de { $min } à { $max } joueurs, pas à { $n }
players-exactly = { $game } se joue à exactement { $seats } joueurs, pas à { $n }
players-teams = { $game } se joue à exactement { $seats } joueurs (deux équipes de deux), pas à { $n }
players-torionfo = { $game } se joue à 4 joueurs (deux équipes, les partenaires face à face) ou à 2, pas à { $n }
