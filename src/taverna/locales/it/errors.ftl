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
