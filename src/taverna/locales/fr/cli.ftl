# Les étiquettes, titres et questions des commandes du terminal (taverna.cli) : `taverna games`, `taverna play`.

## taverna games

games-about = { $description }  Joueurs : de { $min } à { $max } (d'habitude { $usual }).
games-rules = { $rules } : { $title } ({ $source })
games-rules-players = Joueurs : { $exact ->
        [yes] exactement { $min }
       *[no] de { $min } à { $max } (d'habitude { $usual })
    }.
games-option = option
games-default = par défaut
games-meaning = signification
games-fixed = Fonctionnement de cette variante (fixe) : { $how }.
games-fixed-sep = { "\u202F; " }
games-fixed-value = { $option } : { $value }
games-yes = oui
games-no = non
games-none = aucun

## taverna play

play-which-game = taverna play : quel jeu ? Tapez son nom, par exemple  { $example }  ou  { $other }
play-describes = { $command }  décrit chaque jeu, variante et option.
play-seat-draw = Tirage des places { $n } : { $draws }
play-seat-drew = { $player } : { $card }
play-header = { $title }, graine { $seed } : { $players }
play-header-rules = { $title } ({ $rules }), graine { $seed } : { $players }
play-left = Vous avez quitté la table.
play-final = Classement final :
play-standing = { $player } : { $counters }
play-winner = { $count ->
        [one] Vainqueur : { $winner }
       *[other] Vainqueurs : { $winner }
    }
play-draw = Vainqueur : aucun (match nul)
play-save-ask = Enregistrer la partie ? Entrez un nom de fichier (ou rien) :
play-saved = Partie enregistrée dans { $path } (pour la revoir : { $command })
play-refused = taverna play : { $error }
play-players-many = --players { $n } : c’est plus qu’aucune table n’en accueille (au plus { $most }) ; taverna games donne les joueurs de chaque jeu
play-seat = --seat va de 1 à { $n } (le nombre de joueurs), reçu { $seat }

## toutes les commandes

cli-failed = taverna { $command } : { $message }
write-is-dir = { $option } { $path } est un dossier : donnez un nom de fichier
write-no-dir = { $option } { $path } : il n’y a pas de dossier { $dir } où l’écrire
cli-extra = il faut { $module }, qui n'est pas installé : il vient avec l'extra { $extra }, pip install 'taverna[{ $name }]'
play-bad-lang = --lang doit être l'une de { $langs }, reçu { $got }
play-bad-bots = niveau de robot inconnu { $got } pour --bots ; choisissez parmi { $levels }
play-bad-name = --name doit compter de 1 à 40 caractères imprimables, sans espace autour, reçu { $got }
play-bad-players = --players doit être un nombre positif (ou 0 : le nombre habituel du jeu), reçu { $got }
play-cannot-save = impossible d'enregistrer la partie dans { $path } : { $reason }

## taverna replay, taverna verify (les raisons et vérifications propres aux enregistrements restent en anglais)

replay-bad-record = enregistrement invalide { $file } : { $error }
replay-player = joueur
# the heading of `taverna replay`: the game (its rule set) by name in the reader's language, and the players
replay-header = { $title } : { $players }

replay-card = carte
replay-after = après
replay-pool = Pot : { $pool }
replay-pool-paid = Pot : { $pool } ; versé : { $paid }
replay-paid-to = { $amount } à { $player }
replay-now = Maintenant
replay-unfinished = Inachevée : doivent jouer : { $players }
verify-cannot-read = impossible de lire { $file } : { $error }
verify-ok = ok : { $line }
verify-summary = résumé : { $finished ->
        [yes] terminée, gagnant { $winner }
       *[no] inachevée, pas encore de gagnant
    }, { $deals } { $deals ->
        [one] donne
       *[other] donnes
    } ; { $players }
verify-draw = aucun (égalité)
verify-not-fair = PAS ÉQUITABLE : { $reason }
verify-fair = équitable : chaque carte a été distribuée à partir de la graine à laquelle la table s'était engagée avant la donne

## taverna serve, taverna migrate (leur langue : TAVERNA_LANG, sinon LANG ; le journal et les mots de la base restent en anglais)

serve-at = Taverna est à l'adresse { $url } (Ctrl-C l'arrête)
serve-log-level = --log-level doit valoir l'une de ces valeurs : { $levels }, reçu { $got }
serve-port = --port doit aller de 1 à 65535, reçu { $got }
serve-grace = --grace et --bot-delay doivent valoir 0 seconde ou plus
serve-waiting-expiry = --waiting-expiry doit valoir plus de 0 seconde
serve-data-dir = --data-dir { $path } est un fichier ; donnez un dossier (il est créé s'il manque)
serve-origin = --allow-origin { $got } n'est pas une origine : il faut http(s)://hôte[:port], par exemple https://play.example.org
serve-proxy-ip = --proxy-ip { $got } n'est pas une adresse : il faut par exemple 10.0.0.5 ou 172.16.0.0/12
serve-redis-url = --redis { $got } n'est pas une URL Redis : il faut redis://hôte[:port][/base]
serve-redis-db = --redis demande une base de données partagée par tous les processus : donnez --db postgresql://...
serve-redis-client = --redis demande le client Redis : pip install 'taverna[redis]'
migrate-failed = impossible de migrer la base de données { $url } : { $error }
migrate-already = taverna migrate : { $url } est déjà à jour (révision { $after }, la dernière de cette version : { $head })
migrate-done = taverna migrate : { $url } a été migrée de { $before } à la version à jour (révision { $after }, la dernière de cette version : { $head })
migrate-done-empty = taverna migrate : { $url } a été migrée d'une base vide à la version à jour (révision { $after }, la dernière de cette version : { $head })

## taverna arena, taverna analyze (their tables' words; the bots' and games' names as given)

arena-title =
    { $game }{ $rules ->
        [none] {""}
       *[other] {" "}({ $rules })
    }, { $players } joueurs, { $sets } { $sets ->
        [one] série
       *[other] séries
    } de donnes x { $rotations } { $rotations ->
        [one] rotation
       *[other] rotations
    } = { $matches } { $matches ->
        [one] partie
       *[other] parties
    }
arena-bot = bot
arena-wins = victoires (IC 95 %)
arena-score = score (IC 95 %)
arena-losses = défaites par donne (IC 95 %)
arena-unfinished = { $n ->
        [one] { $n } partie arrêtée inachevée à la limite d’actions
       *[other] { $n } parties arrêtées inachevées à la limite d’actions
    }
arena-leaderboard = classement : OpenSkill (Plackett-Luce) sur les parties, par mu - 3 sigma
arena-matches = parties
arena-pairs = différences appariées (premier moins second), * = significative à 95 %
arena-pair = paire
arena-metric = { $metric ->
        [wins] victoires
        [score] score
       *[losses_per_deal] défaites par donne
    }
arena-plot-saved = Graphique enregistré dans { $path }
arena-files = { $n } { $n ->
        [one] fichier écrit
       *[other] fichiers écrits
    } dans { $dir } (matches.csv, report.json, records/)
analyze-not-converged = attention : PAS DE CONVERGENCE après { $rounds } tours (changements par tour { $history }) ; augmentez --iterations ou --deals
analyze-le-her-play = Le receveur échange un 7 avec la probabilité { $seven } ; le donneur tire sur un 8 avec la probabilité { $eight }.
analyze-le-her-value = Valeur : le receveur gagne { $value } des donnes ({ NUMBER($decimal, minimumFractionDigits: 6, maximumFractionDigits: 6) }), le donneur { $rest }.
analyze-le-her-checked = Vérifié : aucune stratégie carte par carte d’aucun des deux joueurs ne fait mieux
analyze-le-her-not = Attention : pas un équilibre sur les stratégies carte par carte
analyze-plot-written = Graphique écrit dans { $path }
