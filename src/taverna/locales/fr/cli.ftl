# Les étiquettes, titres et questions des commandes du terminal (taverna.cli) : `taverna games`, `taverna play`.

## taverna games

games-about = { $description }  Joueurs : de { $min } à { $max } (d'habitude { $usual }).
games-rules = { $rules } : { $title } ({ $source })
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
play-header = { $title }, graine { $seed } : { $players }
play-header-rules = { $title } ({ $rules }), graine { $seed } : { $players }
play-left = Vous avez quitté la table.
play-winner = Vainqueur : { $winner }
play-draw = Vainqueur : aucun (match nul)
play-save-ask = Enregistrer la partie ? Entrez un nom de fichier (ou rien) :
play-saved = Partie enregistrée dans { $path } (pour la revoir : { $command })
play-refused = taverna play : { $error }
play-players = { $game } se joue de { $min } à { $max } joueurs, pas à { $n }
play-seat = --seat va de 1 à { $n } (le nombre de joueurs), reçu { $seat }

## toutes les commandes

cli-failed = taverna { $command } : { $message }
cli-extra = il faut { $module }, qui n'est pas installé : il vient avec l'extra { $extra }, pip install 'taverna[{ $name }]'
play-bad-lang = --lang doit être l'une de { $langs }, reçu { $got }
play-bad-bots = niveau de robot inconnu { $got } pour --bots ; choisissez parmi { $levels }
play-bad-name = --name doit compter de 1 à 40 caractères imprimables, sans espace autour, reçu { $got }
play-bad-players = --players doit être un nombre positif (ou 0 : le nombre habituel du jeu), reçu { $got }
play-cannot-save = impossible d'enregistrer la partie dans { $path } : { $reason }
