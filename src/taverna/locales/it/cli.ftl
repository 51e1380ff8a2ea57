# Le etichette, i titoli e le domande dei comandi del terminale (taverna.cli): `taverna games`, `taverna play`.

## taverna games

games-about = { $description }  Giocatori: da { $min } a { $max } (di solito { $usual }).
games-rules = { $rules }: { $title } ({ $source })
games-rules-players = Giocatori: { $exact ->
        [yes] esattamente { $min }
       *[no] da { $min } a { $max } (di solito { $usual })
    }.
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
play-seat-drew = { $player }: { $card }
play-header = { $title }, seme { $seed }: { $players }
play-header-rules = { $title } ({ $rules }), seme { $seed }: { $players }
play-left = Hai lasciato il tavolo.
play-final = Classifica finale:
play-standing = { $player }: { $counters }
play-winner = { $count ->
        [one] Vincitore: { $winner }
       *[other] Vincitori: { $winner }
    }
play-draw = Vincitore: nessuno (pareggio)
play-save-ask = Salvare la registrazione? Scrivi un nome di file (o niente):
play-saved = Registrazione salvata in { $path } (per rivederla: { $command })
play-refused = taverna play: { $error }
play-players-many = --players { $n }: più di quanti ne accolga qualsiasi tavolo (al massimo { $most }); taverna games dà i giocatori di ogni gioco
play-seat = --seat va da 1 a { $n } (il numero dei giocatori), ricevuto { $seat }

## ogni comando

cli-failed = taverna { $command }: { $message }
write-is-dir = { $option } { $path } è una cartella: dai un nome di file
write-no-dir = { $option } { $path }: non c'è una cartella { $dir } in cui scriverlo
cli-extra = serve { $module }, che non è installato: viene con l'extra { $extra }, pip install 'taverna[{ $name }]'
play-bad-lang = --lang deve essere una tra { $langs }, ricevuto { $got }
play-bad-bots = livello di bot sconosciuto { $got } per --bots; scegline uno tra { $levels }
play-bad-name = --name deve avere da 1 a 40 caratteri stampabili, senza spazi intorno, ricevuto { $got }
play-bad-players = --players deve essere un numero positivo (o 0: il numero solito del gioco), ricevuto { $got }
play-cannot-save = non si può salvare la registrazione in { $path }: { $reason }

## taverna replay, taverna verify (i motivi e i controlli propri delle registrazioni restano in inglese)

replay-bad-record = registrazione non valida { $file }: { $error }
replay-player = giocatore
# the heading of `taverna replay`: the game (its rule set) by name in the reader's language, and the players
replay-header = { $title }: { $players }

replay-card = carta
replay-after = dopo
replay-pool = Piatto: { $pool }
replay-pool-paid = Piatto: { $pool }; pagato: { $paid }
replay-paid-to = { $amount } a { $player }
replay-now = Adesso
replay-unfinished = Non finita: devono giocare: { $players }
verify-cannot-read = impossibile leggere { $file }: { $error }
verify-ok = ok: { $line }
verify-summary = riepilogo: { $finished ->
        [yes] finita, vincitore { $winner }
       *[no] non finita, ancora nessun vincitore
    }, { $deals } { $deals ->
        [one] mano
       *[other] mani
    }; { $players }
verify-draw = nessuno (pareggio)
verify-not-fair = NON EQUA: { $reason }
verify-fair = equa: ogni carta è stata data dal seme a cui il tavolo si era impegnato prima della mano

## taverna serve, taverna migrate (la loro lingua: TAVERNA_LANG, altrimenti LANG; il log e le parole del database restano in inglese)

serve-at = Taverna è su { $url } (Ctrl-C lo ferma)
serve-log-level = --log-level deve essere uno tra { $levels }, ricevuto { $got }
serve-port = --port deve essere da 1 a 65535, ricevuto { $got }
serve-grace = --grace e --bot-delay devono essere 0 secondi o più
serve-waiting-expiry = --waiting-expiry deve essere più di 0 secondi
serve-data-dir = --data-dir { $path } è un file; indica una cartella (viene creata se manca)
serve-origin = --allow-origin { $got } non è un'origine: serve http(s)://host[:porta], per esempio https://play.example.org
serve-proxy-ip = --proxy-ip { $got } non è un indirizzo: serve per esempio 10.0.0.5 o 172.16.0.0/12
serve-redis-url = --redis { $got } non è un URL Redis: serve redis://host[:porta][/db]
serve-redis-db = --redis richiede un database condiviso da tutti i processi: indica --db postgresql://...
serve-redis-client = --redis richiede il client Redis: pip install 'taverna[redis]'
migrate-failed = impossibile migrare il database { $url }: { $error }
migrate-already = taverna migrate: { $url } è già aggiornato (revisione { $after }, l'ultima di questa versione: { $head })
migrate-done = taverna migrate: { $url } è stato migrato da { $before } ed è aggiornato (revisione { $after }, l'ultima di questa versione: { $head })
migrate-done-empty = taverna migrate: { $url } è stato migrato da un database vuoto ed è aggiornato (revisione { $after }, l'ultima di questa versione: { $head })

## taverna arena, taverna analyze (their tables' words; the bots' and games' names as given)

arena-title =
    { $game }{ $rules ->
        [none] {""}
       *[other] {" "}({ $rules })
    }, { $players } giocatori, { $sets } serie di mani x { $rotations } { $rotations ->
        [one] rotazione
       *[other] rotazioni
    } = { $matches } { $matches ->
        [one] partita
       *[other] partite
    }
arena-bot = bot
arena-wins = vittorie (IC 95%)
arena-score = punteggio (IC 95%)
arena-losses = sconfitte per mano (IC 95%)
arena-unfinished = { $n ->
        [one] { $n } partita fermata incompiuta al limite di azioni
       *[other] { $n } partite fermate incompiute al limite di azioni
    }
arena-leaderboard = classifica: OpenSkill (Plackett-Luce) sulle partite, per mu - 3 sigma
arena-matches = partite
arena-pairs = differenze appaiate (primo meno secondo), * = significativa al 95%
arena-pair = coppia
arena-metric = { $metric ->
        [wins] vittorie
        [score] punteggio
       *[losses_per_deal] sconfitte per mano
    }
arena-plot-saved = Grafico salvato in { $path }
arena-files = { $n } file scritti in { $dir } (matches.csv, report.json, records/)
analyze-not-converged = attenzione: NON CONVERGE dopo { $rounds } giri (cambiamenti per giro { $history }); aumenta --iterations o --deals
analyze-le-her-play = Chi riceve cambia un 7 con probabilità { $seven }; il mazziere pesca su un 8 con probabilità { $eight }.
analyze-le-her-value = Valore: chi riceve vince { $value } delle mani ({ NUMBER($decimal, minimumFractionDigits: 6, maximumFractionDigits: 6) }), il mazziere { $rest }.
analyze-le-her-checked = Verificato: nessuna strategia carta per carta di nessuno dei due giocatori fa meglio
analyze-le-her-not = Attenzione: non è un equilibrio sulle strategie carta per carta
analyze-plot-written = Grafico scritto in { $path }
