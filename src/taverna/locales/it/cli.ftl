# Le etichette, i titoli e le domande dei comandi del terminale (taverna.cli): `taverna games`, `taverna play`.

## taverna games

games-about = { $description }  Giocatori: da { $min } a { $max } (di solito { $usual }).
games-rules = { $rules }: { $title } ({ $source })
games-option = opzione
games-default = predefinito
games-meaning = significato
games-fixed = Come funziona questa variante (fisso): { $how }.
games-fixed-sep = { "; " }
games-fixed-value = { $option }: { $value }
games-yes = sì
games-no = no
games-none = nessuno

## taverna play

play-which-game = taverna play: quale gioco? Scrivi il suo nome, per esempio  { $example }  o  { $other }
play-describes = { $command }  descrive ogni gioco, variante e opzione.
play-seat-draw = Sorteggio dei posti { $n }: { $draws }
play-header = { $title }, seme { $seed }: { $players }
play-header-rules = { $title } ({ $rules }), seme { $seed }: { $players }
play-left = Hai lasciato il tavolo.
play-winner = Vincitore: { $winner }
play-draw = Vincitore: nessuno (pareggio)
play-save-ask = Salvare la registrazione? Scrivi un nome di file (o niente):
play-saved = Registrazione salvata in { $path } (per rivederla: { $command })
play-refused = taverna play: { $error }
play-players = { $game } si gioca da { $min } a { $max }, non in { $n }
play-seat = --seat va da 1 a { $n } (il numero dei giocatori), ricevuto { $seat }

## ogni comando

cli-failed = taverna { $command }: { $message }
cli-extra = serve { $module }, che non è installato: viene con l'extra { $extra }, pip install 'taverna[{ $name }]'
play-bad-lang = --lang deve essere una tra { $langs }, ricevuto { $got }
play-bad-bots = livello di bot sconosciuto { $got } per --bots; scegline uno tra { $levels }
play-bad-name = --name deve avere da 1 a 40 caratteri stampabili, senza spazi intorno, ricevuto { $got }
play-bad-players = --players deve essere un numero positivo (o 0: il numero solito del gioco), ricevuto { $got }
play-cannot-save = non si può salvare la registrazione in { $path }: { $reason }
