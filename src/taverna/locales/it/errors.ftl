# I rifiuti: cosa rispondono il motore, il tavolo e la sala a chi fa un'azione o una richiesta rifiutata
# (taverna.core.errors, taverna.i18n.refusals).  Un rifiuto non rivela nulla oltre a ciò che vede il giocatore.

## Il motore: un'azione rifiutata

illegal-action =
    { $you ->
        [player] { $count ->
            [0] azione non valida: { $action }; ora non puoi fare nulla ({ $player })
           *[other] azione non valida: { $action }; ora puoi ({ $player }): { $legal }
        }
       *[other] { $count ->
            [0] azione non valida: { $action } di { $player }; ora { $player } non può fare nulla
           *[other] azione non valida: { $action } di { $player }; ora { $player } può: { $legal }
        }
    }
not-your-turn =
    { $you ->
        [player] { $count ->
            [0] azione non valida: { $action }; non è il tuo turno ({ $player }): la partita non aspetta nessuno
           *[other] azione non valida: { $action }; non è il tuo turno ({ $player }): la partita aspetta { $waiting }
        }
       *[other] { $count ->
            [0] azione non valida: { $action } di { $player }; non è il turno di { $player } (la partita non aspetta nessuno)
           *[other] azione non valida: { $action } di { $player }; non è il turno di { $player } (la partita aspetta { $waiting })
        }
    }
illegal-match-over = azione non valida: { $action } di { $player }; la partita è finita e { $player } non può più fare nulla
illegal-not-a-player = azione non valida: { $action } di { $player }; { $name } non gioca in questa partita ({ $players })
not-an-action = non è un'azione: { $value }; serve una parola d'azione o [parola, argomento]
player-not-an-action = { $player }: non è un'azione: { $value }; serve una parola d'azione o [parola, argomento]
needs-card = { $player }: { $word } vuole una carta ({ $detail })
needs-argument = { $player }: l'azione { $word } vuole un argomento; ora si può: { $legal }
no-argument = { $player }: l'azione { $word } non vuole argomenti, ricevuto { $got }

## Gli argomenti propri di un gioco

arg-packet = { $player }: packet vuole il numero di carte per ciascun giocatore, da 1 a { $hi }; ricevuto { $got }
arg-bet = { $player }: bet vuole un numero di gettoni da 1 a { $hi } (il limite o i tuoi gettoni); ricevuto { $got }
arg-propose = { $player }: propose vuole la tua quota del piatto in percentuale, da 0 a 100; ricevuto { $got }
arg-offer = { $player }: offer vuole {"{"}"money": N{"}"} (N > 0, pagati all'oste) o {"{"}"share": P{"}"} (P per cento del piatto se vinci, da 1 a 100); ricevuto { $got }
arg-reenter = { $player }: reenter vuole contributi {"{"}nome: somma{"}"} che facciano in tutto { $cost }
arg-reenter-entry = { $player }: ogni contributo di reenter è nome: intero positivo; ricevuto { $name }: { $got }
arg-reenter-sum = { $player }: rientrare costa { $cost }; i contributi fanno { $total }
arg-purro = { $player }: purro non vuole argomenti se non hai un re (si mostra un gettone)
illegal-cut = azione non valida: { $action } di { $player }; il mazzetto di sopra deve avere da 1 a { $hi } carte (nessun mazzetto vuoto); ora si può: { $legal }
illegal-base = azione non valida: { $action } di { $player }; la base della presa è numero o figura; ora si può: { $legal }

## Il tavolo

table-not-started = la partita non è ancora cominciata: comincia quando tutti i posti sono occupati
table-over = la partita è finita; chiedi la rivincita o scarica la registrazione
table-stale = versione superata { $version }: il tavolo è alla versione { $current }; ecco lo stato attuale
table-apply-failed = il server non è riuscito ad applicare questa azione; non è cambiato nulla
table-moved = il tavolo è passato a un altro server nel frattempo; non è cambiato nulla, rigioca
table-store-failed = il server non è riuscito a salvare questa azione; non è cambiato nulla, riprova
table-owner-silent = il server che tiene questo tavolo non ha risposto (forse si sta riavviando); rigioca
table-moving = il tavolo sta passando da un server all'altro; rigioca tra un momento
server-failed = il server ha avuto un errore con questo messaggio; non è cambiato nulla
rate-limit = troppi messaggi: al massimo { $rate } al secondo; questo è stato ignorato
rate-limit-act = troppi messaggi: al massimo { $rate } al secondo; questo è stato ignorato; ecco lo stato attuale: rigioca
ws-too-many = troppe connessioni dal tuo indirizzo: al massimo { $limit } insieme; chiudi altri tavoli o schede e riprova
ws-made-room = questa connessione è stata chiusa per fare posto: il tuo indirizzo ha { $limit } connessioni (il limite), e chi siede a un tavolo dal tuo indirizzo ne aveva bisogno per tornare al suo posto
ws-connect-rate = troppe nuove connessioni dal tuo indirizzo: al massimo { $rate } al secondo; aspetta { $wait } s e riprova
ws-no-table = nessun tavolo ha il codice { $code }
ws-bad-token = questo gettone di posto non appartiene a nessun posto del tavolo { $code }; unisciti al tavolo per averne uno, o collegati senza gettone per guardare
ws-seat-full = il tuo posto al tavolo { $code } ha già { $limit } connessioni (il limite per posto); chiudi un'altra scheda o un altro dispositivo di questo posto e riprova
ws-spectators-full = il tavolo { $code } ha già { $limit } spettatori (il limite); riprova più tardi (chi è seduto può sempre collegarsi)
ws-spectators-address = troppe connessioni da spettatore al tavolo { $code } dal tuo indirizzo: al massimo { $limit }; chiudine una e riprova
msg-empty = messaggio vuoto; serve un oggetto JSON con un 'type'
msg-too-large = messaggio troppo lungo: { $size } byte; il limite è { $limit }
msg-refused-json = JSON non accettato: { $detail }
msg-not-json = non è JSON ({ $detail }); serve un oggetto come {"{"}"type": "sync"{"}"}
msg-too-deep = JSON non accettato: annidato troppo o un numero enorme
msg-no-type = un messaggio è un oggetto JSON con un 'type': act, sync, chat, mute o chat_off
msg-unknown-type = tipo di messaggio sconosciuto { $kind }; serve act, sync, chat, mute o chat_off
act-spectator = gli spettatori non possono giocare: prendi un posto libero (o collegati con il tuo gettone di posto)
act-version = 'act' vuole la 'version' dello stato a cui rispondi (un intero), ricevuto { $got }
act-shape = 'action' deve essere [parola] o [parola, argomento], per esempio ["keep"], ricevuto { $got }
chat-spectator = gli spettatori non possono scrivere in chat: solo chi è seduto può
chat-empty = 'chat' vuole un 'text' non vuoto
chat-control = 'chat' vuole un 'text' non vuoto (i caratteri di controllo non contano)
chat-too-long = messaggio di chat troppo lungo: { $length } caratteri, al massimo { $limit }
chat-rate = troppi messaggi di chat dal tuo posto: al massimo { $rate } al secondo ({ $burst } di fila); questo non è stato inviato: aspetta { $wait } s
chat-off-by-you = hai spento la chat a questo tavolo: riaccendila ({"{"}"type": "chat_off", "off": false{"}"}) per scrivere
chat-off = la chat è spenta a questo tavolo: l'ha spenta un giocatore seduto, e resta spenta finché ogni giocatore che l'ha spenta non la riaccende
mute-spectator = gli spettatori non possono silenziare i giocatori: solo chi è seduto può
mute-seat = 'mute' vuole il posto da silenziare ('seat'): un numero di posto di questo tavolo da 0 a { $last }, ricevuto { $got }
mute-self = non puoi silenziare il tuo stesso posto; indica il numero di un altro posto
mute-flag = 'muted' deve essere true (silenzia) o false (togli il silenzio), ricevuto { $got }
chat-switch-spectator = gli spettatori non possono spegnere o accendere la chat: solo chi è seduto può
chat-switch-flag = 'chat_off' vuole 'off': true (spegni la chat) o false (riaccendila), ricevuto { $got }
chat-switch-soon = hai cambiato la chat un momento fa: al massimo una volta ogni { $seconds } secondi

## Le opzioni della sala

rules-needed = il gioco { $game } vuole una variante; scegline una tra { $rule_sets }
rules-unknown = variante sconosciuta { $rules } per { $game }; varianti possibili: { $rule_sets }
game-unknown = gioco sconosciuto { $game }; Taverna gioca a: { $games }

option-not-object = le opzioni di { $what } sono un oggetto nome: valore, ricevuto { $got }
option-name = i nomi delle opzioni sono stringhe, ricevuto { $got }
option-unknown =
    { $fixed_count ->
        [0] opzione sconosciuta { $name } per { $what }; opzioni possibili: { $settable_count ->
            [0] nessuna
           *[other] { $settable }
        }
       *[other] opzione sconosciuta { $name } per { $what }; opzioni possibili: { $settable_count ->
            [0] nessuna
           *[other] { $settable }
        }; fissate dalla variante (scegline un'altra per cambiarle): { $fixed }
    }
option-bool = l'opzione { $option } di { $what } vale true o false, ricevuto { $got }
option-choice = l'opzione { $option } di { $what } deve essere una di: { $choices }; ricevuto { $got }
option-int = l'opzione { $option } di { $what } deve essere un numero intero, ricevuto { $got }
option-range = l'opzione { $option } di { $what } deve essere tra { $lo } e { $hi }, ricevuto { $got }
option-str = l'opzione { $option } di { $what } deve essere una stringa, ricevuto { $got }
option-unreadable = l'opzione { $option } di { $what }: non si legge { $got }
option-fixed = l'opzione { $option } è fissata dalla variante { $rules }; scegli piuttosto un'altra variante (varianti: { $rule_sets })
option-not-applicable =
    { $fixed_count ->
        [0] l'opzione { $option } non vale per { $what }; opzioni possibili: { $settable_count ->
            [0] nessuna
           *[other] { $settable }
        }
       *[other] l'opzione { $option } non vale per { $what }; opzioni possibili: { $settable_count ->
            [0] nessuna
           *[other] { $settable }
        }; fissate dalla variante (scegline un'altra per cambiarle): { $fixed }
    }
option-bga-length = l'opzione length vale solo per la variante bga (per { $what } usa chips e max-sets)
option-bga-declare = l'opzione cuckoo-declare vale solo per la variante bga
option-combined = { $what }: le opzioni { $options } e { $last } non si possono combinare: anti-cuckoo, second-high-low, high-low, two-losers e lion decidono ciascuna da sola chi perde alla rivelazione
option-void = { $what }: void vuole entrambi i Cucù («si usano sempre 2 carte Cucù»); togli cuckoos=1
option-cuckoos = { $what }: un mazzo solo ha al massimo 2 Cucù; cuckoos={ $cuckoos } vuole double-pack

## Una registrazione (il visore delle partite)

record-not-replayable = la registrazione non si può rigiocare: { $error }
record-actions-list = actions deve essere una lista
record-too-long = la registrazione ha { $n } azioni; il visore ne mostra al massimo { $limit }
record-entry = actions[{ $index }]: serve [giocatore, azione] o [giocatore, azione, argomento], ricevuto { $got }
record-entry-strings = actions[{ $index }]: giocatore e azione devono essere stringhe, ricevuto { $got }
record-illegal = actions[{ $index }]: { $player } { $action } non è permesso qui ({ $error }); per { $player } si può: { $legal_count ->
        [0] nulla
       *[other] { $legal }
    }; chi può agire: { $who_count ->
        [0] nessuno (la partita è finita)
       *[other] { $who }
    }

## Il modulo della sala

name-missing = manca 'name': serve il tuo nome al tavolo (da 1 a 32 caratteri)
name-invisible = 'name' deve avere almeno un carattere visibile, ricevuto { $got }
name-too-long = 'name' è troppo lungo: { $length } caratteri, al massimo { $limit }
name-you = 'name' non può essere { $name }: i testi del tavolo lo usano per «tu»; scegli un altro nome
table-seats = { $game } si gioca da { $min } a { $max }; 'seats' era { $n }
table-all-bots = tutti i posti sono bot: tienine uno per te (per guardare un tavolo, collegati senza gettone)
timer-type = 'timer' è un numero di secondi o null, ricevuto { $got }
timer-range = 'timer' deve essere tra { $lo } e { $hi } secondi, o null (senza tempo)

## Gli altri rifiuti HTTP del server (taverna.server: inputs, api, players, tournaments, replay, limits, guard)
# Detti nella lingua della richiesta: ?lang=, altrimenti Accept-Language (le pagine mandano la loro), altrimenti inglese.

origin-refused = le richieste da pagine di un altro sito ({ $origin }) sono rifiutate: questo server accetta le sue pagine (e le origini che il suo gestore permette con --allow-origin)
http-rate = troppe richieste: al massimo { $rate } al secondo; aspetta un momento
body-content-type = il corpo della richiesta deve essere JSON mandato con Content-Type: application/json, ricevuto { $got }
body-no-content-type = il corpo della richiesta deve essere JSON mandato con Content-Type: application/json, ricevuto senza Content-Type
body-too-large = corpo della richiesta troppo grande: il limite è { $limit } byte
body-json-refused = il corpo della richiesta non è un JSON accettabile: { $detail }
body-not-json = il corpo della richiesta non è JSON ({ $detail }); serve un oggetto JSON
body-too-deep = il corpo della richiesta è annidato troppo o contiene un numero enorme; serve un oggetto JSON piatto
body-not-object = il corpo della richiesta deve essere un oggetto JSON, ricevuto { $got }
body-missing-string = manca { $name }: serve una stringa
body-not-string = { $name } deve essere una stringa, ricevuto { $got }
body-string-long = { $name } è troppo lungo: { $length } { $length ->
        [one] carattere
       *[other] caratteri
    }, al massimo { $limit }
body-missing-int = manca { $name }: serve un intero
body-not-int = { $name } deve essere un intero, ricevuto { $got }
table-unknown = nessun tavolo ha il codice { $code }; un codice ha 6 lettere e cifre, per esempio da un link d'invito
token-unknown = quel gettone non appartiene a nessun posto del tavolo { $code }
creator-only = solo chi ha creato il tavolo { $code } (posto { $seat }) può farlo
table-held-elsewhere = il tavolo { $code } è tenuto da un altro server che non ha risposto; riprova tra un momento
table-moved-http = il tavolo { $code } è passato nel frattempo a un altro server; non è cambiato nulla, riprova
seat-store-failed = il server non ha potuto salvare il posto; non è cambiato nulla, riprova
tables-waiting-full = troppi tavoli aspettano giocatori; unisciti a uno di essi o riprova più tardi
tables-unattended = il tuo indirizzo ha { $mine } { $mine ->
        [one] tavolo che gioca
       *[other] tavoli che giocano
    } senza nessuno dei loro giocatori collegato, con i bot che giocano per nessuno (al massimo { $limit } per indirizzo): torna a uno di essi, o aspetta che uno finisca, prima di avviarne un altro

tables-waiting-mine = hai già { $mine } { $mine ->
        [one] tavolo che aspetta
       *[other] tavoli che aspettano
    } giocatori (al massimo { $limit } per indirizzo): avviane o completane uno, o aspetta che uno sia abbandonato ({ $expiry } s dopo che i suoi giocatori se ne vanno)

## Creare un tavolo, i bot, sedersi, avviare, la rivincita, la registrazione

options-not-object = 'options' deve essere un oggetto nome dell'opzione: valore, ricevuto { $got }
bots-not-object = bots deve essere un oggetto {"{"}"<numero del posto>": livello{"}"}, per esempio {"{"}"1": "simple"{"}"}
bots-not-seat = bots: { $name } non è un numero di posto (da 0 a { $last })
bots-no-seat = bots: il posto { $seat } non esiste; i posti vanno da 0 a { $last }
bot-level = livello di bot sconosciuto { $got }; scegli tra { $levels }
seed-refused = questo server non accetta un 'seed' scelto (rivelerebbe le carte); omettilo
seed-range = 'seed' deve essere un intero da 0 a 2**256-1, ricevuto { $got }
join-absent = il tuo indirizzo occupa { $mine } { $mine ->
        [one] posto
       *[other] posti
    } ad altri tavoli senza che i loro giocatori siano collegati (al massimo { $limit }): vai a uno di essi, o aspetta che la sua partita finisca, prima di unirti a un altro tavolo
join-abandoned = il tavolo { $code } è stato abbandonato (nessuno ci si è seduto per un po'): crea un nuovo tavolo
join-no-seat = il tavolo { $code } è { $status ->
        [full] pieno
        [playing] in partita
        [finished] finito
        [abandoned] abbandonato
       *[other] in attesa
    }: nessun posto libero; puoi guardarlo (collegati senza gettone)
seat-not-free = il posto { $seat } non è libero; posti liberi: { $count ->
        [0] nessuno
       *[other] { $free }
    }
request-id = request deve essere un identificativo casuale di 16-100 lettere, cifre, - o _ (per esempio 22 caratteri base64url casuali), lo stesso ogni volta che si richiede questo posto
fill-started = il tavolo { $code } è { $status ->
        [playing] in partita
        [finished] finito
        [abandoned] abbandonato
       *[other] in attesa
    }: i posti si completano solo prima che la partita cominci
fill-none = il tavolo { $code } non ha posti vuoti da completare
start-already = il tavolo { $code } è già { $status ->
        [playing] in partita
        [finished] finito
        [abandoned] abbandonato
       *[other] in attesa
    }
start-empty = posti vuoti: { $seats }; invita giocatori o completali con dei bot
rematch-accept = 'accept' deve essere true (proporre o accettare una rivincita) o false (rifiutare), ricevuto { $got }
rematch-not-finished = il tavolo { $code } è { $status ->
        [playing] in partita
        [abandoned] abbandonato
        [finished] finito
       *[other] in attesa
    }: una rivincita segue una partita finita
rematch-made = il tavolo della rivincita { $code } è già stato creato: tutti i seduti hanno accettato
rematch-no-offer = non c'è nessuna proposta di rivincita aperta da rifiutare
record-not-over = il tavolo { $code } è { $status ->
        [playing] in partita
        [abandoned] abbandonato
        [finished] finito
       *[other] in attesa
    }: la registrazione è disponibile quando la partita è finita (prima rivelerebbe le carte coperte)
playnow-rate = troppe richieste «Gioca ora» dal tuo indirizzo; aspetta { $wait } s
playnow-wait = 'wait' deve essere uno tra { $waits } (secondi prima che i bot completino i posti vuoti)

## Identità e accesso (taverna.server.players, guard)

player-key-unknown = quella chiave di giocatore è sconosciuta (l'identità è stata cancellata?): creane una nuova o ripristinala con il tuo codice di recupero
name-taken = un altro giocatore si chiama { $name } (i nomi si confrontano senza maiuscole né larghezza: 'ALICE' e 'ａｌｉｃｅ' sono 'alice'): scegli un altro nome
password-short = la password è troppo corta: almeno { $min } { $min ->
        [one] carattere
       *[other] caratteri
    }
signin-wrong = nome o password sbagliati (i nomi si confrontano senza maiuscole)
recovery-unknown = nessuna identità ha quel codice di recupero (25 lettere e cifre, per esempio K7QXM-…)
delete-confirm = cancellare un'identità non si può annullare: manda "confirm": true
hash-busy = il server sta controllando troppe password insieme; riprova tra qualche secondo
limit-keys = troppe chiavi di giocatore sconosciute dal tuo indirizzo; aspetta { $wait } s e riprova
limit-new-player = troppi nuovi giocatori creati dal tuo indirizzo; aspetta { $wait } s e riprova (un giocatore resta in questo browser: ne basta uno)
limit-signin-name = troppi accessi falliti con questo nome o dal tuo indirizzo; aspetta { $wait } s e riprova
limit-signin = troppi accessi dal tuo indirizzo; aspetta { $wait } s e riprova
limit-recovery = troppi codici di recupero sbagliati (dal tuo indirizzo o da tutti); aspetta { $wait } s e riprova
player-id = un giocatore si indica con un numero, per esempio /api/players/12
player-before = 'before' deve essere un identificativo di risultato da 0 a { $max }, ricevuto { $got }
player-unknown = nessun giocatore { $id } (mai creato, o cancellato)
leaderboard-min = 'min' deve essere un numero di partite, ricevuto { $got }

## Tornei (taverna.server.tournaments)

tour-mine = hai { $mine } { $mine ->
        [one] torneo in programma o in corso
       *[other] tornei in programma o in corso
    } (al massimo { $cap } per giocatore): creane un altro quando uno di essi sarà finito
tour-address = { $here } { $here ->
        [one] torneo in programma o in corso è stato creato
       *[other] tornei in programma o in corso sono stati creati
    } dal tuo indirizzo (al massimo { $cap } per indirizzo): creane un altro quando uno di essi sarà finito
tour-rate = si creano al massimo { $per_hour } tornei all'ora (una raffica di { $burst }) per giocatore e per indirizzo; riprova tra { $minutes } min
tour-seconds = { $name } deve essere un numero di secondi da { $lo } a { $hi }, ricevuto { $got }
tour-kind = 'kind' deve essere "arena" o "swiss", ricevuto { $got }
tour-rounds = 'rounds' deve essere da 1 a { $max } per un torneo svizzero, ricevuto { $got }
tour-start-format = 'start' deve essere un'ora ISO come 2026-11-24T20:00:00+00:00, ricevuto { $got }
tour-start-range = 'start' deve essere tra { $past } minuti fa e { $ahead } giorni da ora (ora è { $now }), ricevuto { $got }
tour-rated = 'rated' deve essere true o false, ricevuto { $got }
tour-unknown = nessun torneo ha il codice { $code }
tour-over = il torneo { $code } è finito

## Il visore delle partite (taverna.server.replay)

replay-budget = troppe riproduzioni dal tuo indirizzo: una riproduzione costa le sue azioni ({ $cost } qui) e un indirizzo può riprodurre { $rate } azioni al secondo (al massimo { $burst } alla volta); riprova tra { $wait } s
replay-busy = il server è occupato a riprodurre altre partite; riprova tra qualche secondo
replay-stopped = il processo delle riproduzioni si è fermato; riprova
replay-not-over = il tavolo { $code } è { $status ->
        [playing] in partita
        [abandoned] abbandonato
        [finished] finito
       *[other] in attesa
    }: una partita si vede nel visore (con il suo riepilogo) quando è finita (prima rivelerebbe le carte coperte)
replay-not-json = il file non è una registrazione JSON ({ $detail }); apri un file di partita taverna/1
replay-too-many = la registrazione ha { $n } { $n ->
        [one] azione
       *[other] azioni
    }; questo server riproduce registrazioni di al massimo { $limit } azioni (riproducine una più lunga con `taverna replay`)
replay-content-type = manda la registrazione con Content-Type: application/json, ricevuto { $got }
replay-no-content-type = manda la registrazione con Content-Type: application/json, ricevuto nessuno
replay-too-large = la registrazione è troppo grande: { $size } byte, al massimo { $limit } byte
replay-too-large-stream = la registrazione è troppo grande: più di { $limit } byte, al massimo { $limit } byte

## Pagine e guide (taverna.server.app, paths, card_guide, learn, length)

page-unknown = questa pagina non esiste: { $path }
page-unknown-why = questa pagina non esiste: { $path }: { $why }
method-not-allowed = il metodo { $method } non è permesso su { $path }
path-code = { $name } deve essere un codice di 1-16 lettere e cifre, per esempio K7M2QX
path-id = { $name } deve essere un numero di 1-18 cifre, per esempio 12
path-name = { $name } deve essere un nome di 1-32 lettere minuscole, cifre, _ e -
path-asset = { $name } deve essere il percorso di un file sotto /static/, per esempio js/api.js
cards-none = il gioco { $game } non ha una guida delle carte
cards-options-json = options: non è JSON
cards-options-object = options: serve un oggetto JSON
rules-page-none = il gioco { $game } non ha una pagina delle regole
guide-none = nessuna prima partita guidata: { $error }
length-seats = { $game } si gioca da { $min } a { $max }
length-options = 'options' deve essere un oggetto JSON nome dell'opzione: valore

## Il numero di giocatori di un gioco o di una variante (il motore di ogni gioco)

players-range = { $game } si gioca da { $min } a { $max }, non in { $n }
players-exactly = { $game } si gioca esattamente in { $seats }, non in { $n }
players-teams = { $game } si gioca esattamente in { $seats } (due coppie), non in { $n }
players-torionfo = { $game } si gioca in 4 (due coppie, i compagni uno di fronte all'altro) o in 2, non in { $n }
