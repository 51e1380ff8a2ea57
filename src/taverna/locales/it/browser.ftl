## The browser's words (scripts/i18n_browser.py writes static/i18n/<lang>.json from this file).

lang-name = Italiano

app-tagline = I giochi del mazzo del Cucù

refuse-not_your_turn = non è il tuo turno ({ $action }): il tavolo aspetta { $names }.

refuse-illegal = { $action } ora non è possibile. Ora puoi: { $legal }.

# the same, with the engine's reason (in the engine's words)
refuse-illegal_why = { $action } ora non è possibile. Ora puoi: { $legal }. ({ $why })

refuse-nothing = niente

refuse-stale = il tavolo era andato avanti: eccolo com'è ora; scegli di nuovo.

field-phase = fase

field-deal = mano

field-dealer = mazziere

field-order = ordine di gioco

field-pool = piatto

field-round = giro

field-rounds = { $n ->
        [one] giro
       *[other] giri
    }

field-deals = mani

field-set = serie

field-time = tempo

field-deck_size = carte nel mazzo

field-discards = scarti

field-cards = carte viste

field-trick = presa

field-tricks = prese

field-last_trick = ultima presa

field-tricks_left = prese rimaste

field-tricks_won = prese vinte

field-hand_sizes = carte in mano

field-bets = puntate

field-limit = limite

field-stock = tallone

field-sowee = sowee

field-base = tipo della presa

field-teams = squadre

field-torionfo = carta Torionfo

field-bids = offerte

field-boss = Capo

field-partner = Compagno

field-leader = chi apre

field-money = denaro

field-secrets = segreti

field-alone = il Capo da solo

field-auction_base = tipo dell'offerta

field-cut_taken = prese al taglio

field-cutter = chi taglia

field-direction = gli scambi vanno

field-hand_size = carte date a testa

field-inn = osteria

field-max_packet = pacchetto più grande

field-on_credit = a credito

field-packet_size = carte del pacchetto

field-passed = passano

field-played = carte giocate

field-revealed = carte dell'offerta ancora in mano

field-turn_taken = prese dal mazziere

field-used = carte usate

field-waits = carte che completerebbero la mano

# Torionfo's cards won in tricks this deal, by player (a seat's `won` counter is its deals won)
field-won = carte prese

# keys inside a value of the replay's list (a trick of Coteccio, Campli's inn, a secret of Cuajo)
part-cards = carte

part-leader = aperta da

part-winner = vinta da

part-type = tipo

part-guest = ospite

part-host = oste

part-offer = offerta

part-money = denaro

# the values of the replay's list, by field (a phase of the match, Cambio's time, a trick's kind ...)
value-phase-begin = inizio

value-phase-exchanges = scambi

value-phase-inn-guest = all'osteria, l'ospite

value-phase-inn-host = all'osteria, l'oste

value-phase-reveal = carte scoperte

value-phase-confess = "È la mia sconfitta"

value-phase-settled = mano chiusa

value-phase-next = mano seguente

value-phase-over = partita finita

value-phase-base = scelta del tipo della presa

value-phase-cut = il taglio

value-phase-discard = scarti

value-phase-play = gioco delle carte

value-phase-auction = asta

value-phase-tricks = prese

value-phase-bets = puntate

value-phase-packet = i pacchetti del mazziere

value-phase-capotto = cappotto

value-phase-doctor = il dottore

value-phase-claim = richieste della carta pescata

value-phase-draw = pesca

value-phase-purro = purro

value-time-adults = tempo degli adulti

value-time-children = tempo dei bambini

value-base-number = numeri

value-base-picture = figure

value-auction_base-number = numeri

value-auction_base-picture = figure

value-direction-right = a destra

value-direction-left = a sinistra

value-type-four = quattro carte uguali

value-type-sowee = segreto della sowee

value-rounds-0 = finché qualcuno non resta senza fiche

lobby-my_tables = I miei tavoli

lobby-my_tables_hint = I tavoli dove questo browser ha un posto.

lobby-as = come { $name }

lobby-back_to_seat = Torna al mio posto

replay-open_file = Rivedi un file di registrazione

replay-watch = Guarda la replica

replay-title = Replica

# the replay page's title with the table's code
replay-title_code = Replica { $code }

# a step of a replay that said nothing: who did what ("Ada: Exchange")
replay-did = { $who }: { $action }

replay-controls = Scorri la partita

replay-open_hint = Apri una registrazione scaricata da un tavolo finito (o salvata da taverna play): ogni carta è scoperta.

replay-file = File di registrazione (taverna/1, JSON)

replay-first = Inizio

replay-back = Indietro

replay-forward = Avanti

replay-last = Fine

replay-keys = Tasti: ← e → di una mossa, Home e Fine all'inizio e alla fine.

replay-players = Tutte le mani, scoperte

replay-step = Mossa { $k } di { $n }

replay-start = L'inizio della partita.

replay-cards_of = Le carte di { $name }

replay-not_json = { $name } non è un file JSON: apri una registrazione taverna/1.

seat-link = Il tuo posto su un altro dispositivo

seat-link_help = Apri questo link su un altro dispositivo o browser per giocare lì questo posto. Tienilo per te: chi lo ha gioca al tuo posto.

seat-copy = Copia il link del mio posto

seat-away = { $name } si è allontanato dal tavolo.

seat-back = { $name } è tornato al tavolo.

seat-bot_level = Livello dei bot

seat-fill_bots = Riempi con bot i posti vuoti ({ $n })

table-standings = Classifica finale

end-standings = Classifica finale

end-winner = vince

end-deal = Mano { $n } (dà le carte { $dealer })

end-lost = sconfitta di { $names }

end-nobody_lost = nessuno perde

end-out = fuori: { $names }

end-story = Com'è andata la partita ({ $n } { $n ->
        [one] mano
       *[other] mani
    })

sheet-title = Segnapunti

sheet-deal = Mano

sheet-lost = perde

# why a deal ended as it did ($why: the server's sentences, one after another by the message sentences)
sheet-why = Perché: { $why }

# two sentences one after another (a space between them; none in Japanese)
sentences = { $head } { $tail }

# parts of a line one after another, set apart by a middle dot ("Deal 3 of 7 · set 1 of 2", "lost · +2 tokens")
dots = { $head } · { $tail }

# a label before what it names, in bold ("Deal 3 (Ada deals): ")
label = { $label }:{ " " }

# a number and what it counts ($num: the number as the page's language writes it; $word: counter-tokens ...)
counted = { $num } { $word }

sheet-set_round = serie { $set }, giro { $round }

# the score sheet's last deal: what changed for one player (their counters, listed by the language's
# list of measures), and what stands between two players' changes
sheet-player_change = { $name } { $change }

sheet-change_sep = ;{ " " }

# the last deal in one line: the deal's name, then what happened in it
sheet-latest = { $deal }: { $result }

# a deal's name with where it stands in a set ("Deal 3 (Ada deals) · set 1, round 2")
sheet-deal_at = { $deal } · { $where }

end-round = Giro { $n } (dà le carte { $dealer })

end-story_rounds = Com'è andata la partita ({ $n } { $n ->
        [one] giro
       *[other] giri
    })

end-won = vittoria di { $names }

end-back_in = rientra: { $names }

sheet-round = Giro

help-button = Regole

guide-learn = Impara a giocare

guide-title = Impara a giocare

guide-next = Avanti

guide-loading = La lezione si sta caricando…

guide-click = Tocca a te: clicca ciò che è evidenziato.

guide-watch = Giocano gli altri: guarda il tavolo.

guide-off_script = Hai lasciato la linea della lezione: continua come vuoi; i bot giocano a modo loro.

guide-learner = Allievo

lobby-learn_h = Impara a giocare

lobby-learn_hint = Una prima partita guidata contro i bot su una mano preparata: il tavolo dice cosa guardare, cosa cliccare e perché.

help-title = Aiuto al tavolo

help-close = Chiudi

help-rules = Le regole in breve

help-none = Ancora nessun riassunto delle regole per questo gioco.

help-cards = Le carte in queste regole ({ $rules })

help-more = Le regole complete, con le fonti (una pagina a sé)

help-refused = Non consentito: { $reason }

rules-page_title = { $game }: le regole

rules-back = Torna alla sala

rules-nav = Taverna

rules-in_english = Questa pagina è in inglese: non è ancora tradotta.

rules-table = Una tabella delle regole (scorre di lato)

cards-button = Ordine delle carte

cards-title = Le carte in ordine: { $rules }

cards-hint = La più forte per prima. Passa sopra una carta, selezionala o tienila premuta per vedere cos'è e cosa fa.

lobby-title = Taverna: sala

lobby-name = Il tuo nome

lobby-create = Apri un tavolo

lobby-game = Gioco

lobby-rules = Regole

lobby-options = Opzioni

lobby-options_hint = Lascia un'opzione al valore predefinito per giocare le regole come sono scritte.

lobby-seats = Posti

lobby-seat = Posto { $n }

lobby-you = tu

lobby-think = Quanto pensa un bot per ogni mossa: { $levels }.

lobby-think_level = { $level } { $time }

lobby-think_instant = subito

lobby-think_seconds = circa { $s } s

lobby-human = una persona (invito)

lobby-bot = bot: { $level }

lobby-timer = Tempo per turno

lobby-timer_seconds = secondi per turno

lobby-create_button = Apri e siediti

lobby-open_tables = Tavoli aperti

lobby-no_tables = Nessun tavolo aperto al momento.

lobby-refresh = Aggiorna

lobby-join = Unisciti a un tavolo

lobby-code = Codice del tavolo o link d'invito

lobby-join_button = Entra

lobby-watch = Guarda

lobby-open = Apri

lobby-players = { $n } { $n ->
        [one] giocatore
       *[other] giocatori
    }

lobby-free_seats = { $n } liberi

lobby-need_name = Scrivi prima il tuo nome.

lobby-bad_code = Un codice di tavolo ha 6 lettere o cifre.

length-line = { $deals } · circa { $minutes } min

length-deals_about = circa { $n } { $n ->
        [one] mano
       *[other] mani
    }

length-deals_exact = { $n } { $n ->
        [one] mano
       *[other] mani
    }

length-deal_of = Mano { $n } di { $of }

length-deal_of_about = Mano { $n } di ~{ $of }

length-deal = Mano { $n }

length-set_of = serie { $n } di { $of }

length-set = serie { $n }

length-round_of = giro { $n } di { $of }

# a game that calls its deals rounds (Hypp), where the match stands: as length-deal_of_about, length-deal
length-round_of_about = giro { $n } di ~{ $of }

length-round = giro { $n }

length-alive = { $n } { $n ->
        [one] giocatore
       *[other] giocatori
    } su { $of } ancora in gioco

length-bots_in = I bot occupano i posti vuoti tra { $s } s

length-option_note = cambia la durata della partita

length-expected = Durata di una partita: { $line } (misurata su partite di bot, a { $s } s per mossa)

length-table = Durata prevista: { $line }

lobby-play_now = Gioca ora

lobby-play_now_h = Gioca ora

lobby-play_now_hint = Siediti a un tavolo di altri giocatori che aspettano questo gioco e queste regole, o aprine uno che gli altri possano trovare.

lobby-play_now_wait = I bot occupano i posti vuoti dopo

lobby-wait_seconds = { $n } s

lobby-wait_minutes = { $n } min

level-random = a caso

level-simple = semplice

level-easy = facile

level-normal = normale

level-hard = difficile

level-learned = appreso

# a bot's name at a table ("Bot 2 (normal)"): $level is the level's word above
bot-name = Bot { $n } ({ $level })

status-waiting = in attesa di giocatori

status-abandoned = abbandonato (nessuno è venuto)

status-playing = in gioco

status-finished = finito

table-title = Tavolo { $code }

# the table's heading: its name (table-title), its game or rule set, its status
table-title_line = { $table } · { $game } · { $status }

table-lobby = Sala

table-language = Lingua

table-invite = Link d'invito

table-copy = Copia

table-fair = Distribuzione leale: impegno { $short }

table-fair_help = Prima che fosse data la prima carta, il server ha fissato un seme segreto di 256 bit da cui viene ogni carta (HMAC-SHA256) e ha mostrato a ogni posto questo impegno SHA-256. Il record che puoi scaricare a partita finita rivela il seme e il suo sale: `taverna verify` controlla che diano proprio questo impegno e le stesse carte distribuite.

table-chain_help = L'hash di tutte le mosse finora (una catena di hash, uguale per ogni posto). Conserva l'ultimo: `taverna verify RECORD --hash` controlla che la registrazione pubblicata contenga esattamente queste mosse.

table-copied = Copiato

table-connecting = connessione…

table-connected = connesso

table-reconnecting = connessione persa; riprovo tra { $s } s…

table-not_found = Nessun tavolo con questo codice.

# no such table, and what the server said
table-not_found_why = Nessun tavolo con questo codice. ({ $why })

# the page's title (the browser's tab): Taverna and what the page is
page-title = Taverna: { $page }

table-no_such_table = Non c'è nessun tavolo con il codice { $code }: controlla il link, o crea un tavolo nella sala.

table-back_to_lobby = Torna alla sala

table-spectator = Stai guardando

table-you_are = Sei { $name }

table-your_turn = Tocca a te

table-waiting_for = Si aspetta { $names }

table-nobody = nessuno

table-your_card = La tua carta

# the hand's one piece where the game is played with pieces (Slabberjan: board.js handTitle)
table-your_piece = Il tuo pezzo

table-face_down = la carta di { $name }, coperta

table-play_a_card = Gioca una carta dalla tua mano: cliccala o toccala (frecce e Invio).

table-sort_suit = Ordina per seme

table-sort_rank = Ordina per valore

table-group = Raggruppa carte

table-ungroup = Annulla gruppi

table-group_hint = Scegli le carte del gruppo:

table-make_group = Forma il gruppo

table-cancel = Annulla

table-your_hand = La tua mano

table-actions = Le tue scelte

table-no_actions = Niente da fare ora: aspetta gli altri.

table-keys_hint = I tasti 1–9 scelgono; Invio manda il numero scritto.

table-players = Giocatori

table-log = Cosa è successo

table-chat = Chiacchiere

table-say = Scrivi qualcosa

table-send = Invia

table-mute = Silenzia

table-mute_who = Silenzia { $name }: i suoi messaggi non ti arrivano più

table-unmute_who = Riattiva { $name }

# the button that unmutes a seat ("Unmute: Ada")
table-unmute_name = Riattiva: { $name }

table-chat_off = Spegni le chiacchiere

table-chat_on = Riaccendi le chiacchiere

table-chat_is_off = Le chiacchiere sono spente: un giocatore del tavolo le ha spente.

table-chat_off_by_you = Hai spento le chiacchiere per questo tavolo.

table-spectators = Spettatori: { $n }

table-seats = Posti

table-empty_seat = posto libero

table-add_bot = Aggiungi un bot

table-take_seat = Siediti qui

table-start = Inizia la partita

table-waiting_start = La partita inizia quando tutti i posti sono occupati.

table-timer = { $s } s rimasti

table-finished = La partita è finita.

table-winner = { $n ->
        [one] Vince
       *[other] Vincono
    }: { $names }

table-rematch = Rivincita

# the rematch button when the next table is known ("Rematch → K3XQ9P")
table-rematch_to = Rivincita → { $next }

table-rematch_accept = Accetta la rivincita

table-rematch_decline = Rifiuta

table-rematch_cancel = Ritira la proposta

table-rematch_sent = Rivincita proposta

table-rematch_offered = { $name } propone la rivincita.

table-rematch_accepted = Hanno accettato: { $names }.

table-rematch_waiting_for = Si aspetta: { $names }.

table-rematch_declined = { $name } ha rifiutato la rivincita.

table-rematch_left = { $name } se n'è andato: niente rivincita.

table-rematch_made = Tutti hanno accettato: la rivincita è al tavolo { $code }.

table-rating_of = Punteggio di { $name } in questo gioco: { $rating }

table-record = Scarica la registrazione

table-reveal = Carte scoperte

table-losers = Perdono: { $names }

table-dealer = mazziere

table-to_act = di turno

table-bot = bot

table-standin = un bot gioca per lui

table-offline = assente

table-timed_out_you = Tempo scaduto — il tavolo ha giocato «{ $action }» per te.

table-timed_out = Tempo scaduto per { $name } — il tavolo ha giocato «{ $action }» al suo posto.

table-standin_in = { $name } è uscito — un bot prende il posto tra { $s } s

table-you = tu

table-trick = Sul tavolo

table-last_trick = Ultima presa

# the last trick and who won it ("Last trick → Ada")
table-last_trick_by = Ultima presa → { $name }

table-pool = Piatto: { $n }

table-deck = Mazzo: { $n }

table-discards = Scarti

table-stock = Tallone: { $n }

table-deal = Mano { $n }

table-round = Giro { $n }

table-set = Partita { $n }

table-bets = Puntate

table-limit = Limite del banco: { $n }

table-packet = Pacchetto: { $n } { $n ->
        [one] carta
       *[other] carte
    }

table-sowee = Sowee

table-secrets = I tuoi segreti

table-waits = Carte che completerebbero la mano

table-inn = Osteria: { $guest } e l'oste { $host }

table-earlier = … gli eventi precedenti sono nel registro (scaricabile a partita finita)

table-error = Rifiutato: { $message }

table-cards_left = { $n } { $n ->
        [one] carta
       *[other] carte
    }

table-send_choice = OK

table-offer_money = denaro

table-offer_share = quota del piatto (%)

counter-tokens = { $n ->
        [one] gettone
       *[other] gettoni
    }

counter-chips = fiche

counter-lives = { $n ->
        [one] vita
       *[other] vite
    }

counter-points = { $n ->
        [one] punto
       *[other] punti
    }

counter-money = denaro

counter-penalty = penalità

counter-tricks = { $n ->
        [one] presa
       *[other] prese
    }

counter-cards = { $n ->
        [one] carta
       *[other] carte
    }

counter-cards_left = { $n ->
        [one] carta
       *[other] carte
    }

counter-doctor_calls = { $n ->
        [one] chiamata
       *[other] chiamate
    } del dottore

counter-reentries = { $n ->
        [one] rientro
       *[other] rientri
    }

mark-out = fuori

mark-lost = perde

mark-purro = purro

mark-virgin = mai perso

action-keep = Tengo

# an action with its argument ("Play 7 of Cups", "Bid 3")
action-with = { $action } { $arg }

# a number to choose for an action, and its range ("Bid (1–5)")
action-range = { $action } ({ $min }–{ $max })

action-exchange = Cambio

action-declare = Dichiaro Cucù!

action-insure = Assicura

action-accept = Accetto

action-refuse = Rifiuto

action-reenter = Rientro

action-decline = Resto fuori

action-offer = Offro

action-propose = Proponi una spartizione (%)

action-defeat = È la mia sconfitta

action-pass = Passo

action-play = Gioca

action-bet = Punta

action-packet = Pacchetti da

action-doctor = Chiama il dottore

action-drop = Mi ritiro

action-annul = Annulla la mano

action-lead = Gioca per primo

action-draw = Pesca

action-take = Prendi lo scarto

action-win = Vinco!

action-time = Time!

action-silent = Taccio

action-discard = Scarta

action-secret = Cala un segreto

action-sowee = Usa il sowee

action-purro = Purro!

action-bid = Offri

action-cut = Taglia a

action-base = Scegli la base

kind-picture = figure

kind-number = numeri

# the line above a trick game's table: the kind led, the boss (and partner), the called card
table-base_number = Base: numeri

table-base_picture = Base: figure

table-boss_is = Capo: { $name }

table-boss_partner = Capo: { $boss } & { $partner }

table-bids = Offerte

table-called_is = Carta chiamata: { $card }

counter-team = squadra

counter-won = { $n ->
        [one] mano vinta
       *[other] mani vinte
    }

table-status = A chi tocca

table-board = Il tavolo

players-recovery_title = Il tuo codice di recupero

players-recovery_hint = Questo browser conserva la tua identità di giocatore. Annota o copia questo codice: inserito in un altro browser (Il tuo profilo → Ripristina) ti restituisce identità, punteggi e storico. Viene mostrato solo ora.

players-copy = Copia

players-copied = Copiato.

players-copy_failed = Impossibile copiare: seleziona il codice e copialo a mano.

players-recovery_done = L'ho conservato

players-you_are = Giochi come { $name }.

players-no_identity = Questo browser non ha ancora un'identità di giocatore: ne viene creata una quando salvi qui un nome o una password, o ti siedi a un tavolo. Oppure ripristina qui sotto quella che hai.

players-profile = Il tuo profilo

players-public_profile = Profilo pubblico

players-leaderboards = Classifiche

players-rated = Valida per il punteggio

players-rated_hint = la partita cambia il punteggio dei giocatori

players-skip = Vai al contenuto

players-identity = La tua identità

players-save = Salva

players-saved = Salvato.

players-password = Password (per accedere da ovunque)

players-password_only = Password

players-set_password = Imposta password

players-password_set = Password impostata: accedi con il tuo nome e questa password da qualsiasi browser.

players-signout_others = Esci da tutti gli altri dispositivi

players-signed_out_others = Uscito da tutti gli altri browser e dispositivi ({ $n }).

players-delete = Elimina la mia identità

players-delete_hint = Identità, punteggi e password vengono eliminati per sempre. Le partite finite restano, senza il tuo nome.

players-delete_button = Elimina per sempre

players-delete_confirm = Eliminare per sempre la tua identità? Non si può annullare.

players-restore = Ripristina un'identità

players-restore_hint = Inserisci il codice di recupero conservato, oppure nome e password: questo browser giocherà con quell'identità.

players-recovery_code = Codice di recupero

players-restore_button = Ripristina

players-sign_in = Accedi

players-ratings = Punteggi

players-history = Partite finite

players-min_matches = Almeno … partite

players-provisional = provvisorio

players-profile_of = { $name }

players-no_ratings = Ancora nessuna partita valida per il punteggio.

players-no_history = Ancora nessuna partita finita.

players-when = Quando

players-game = Gioco

players-result = Risultato

players-change = Variazione

players-replay = Replay

players-place = { $rank }º su { $places }

players-unrated = non valida

players-place_col = Posizione

players-player = Giocatore

players-rating = Punteggio

players-rating_hint = Il punteggio è un solo numero: una stima prudente della tua bravura in quel gioco e con quelle regole. Chi comincia parte da 1500; sale quando vinci e man mano che le partite la rendono più sicura.

players-plot_label = { $game }: il punteggio dopo ciascuna di { $n } { $n ->
        [one] partita valida
       *[other] partite valide
    } (ora { $rating })

players-matches = Partite valide

players-board_empty = Nessuno ha ancora giocato abbastanza partite valide con queste regole.

tour-title = Tornei

tour-join = Partecipa

tour-play = Vai al tuo tavolo

tour-standings = Classifica

tour-points = Punti

tour-played = Partite

tour-create = Crea un torneo

tour-arena_hint = Arena: dall'inizio alla fine, i giocatori liberi vengono seduti insieme appena sono abbastanza. Svizzero: turni, ognuno abbinato secondo la classifica quando l'ultimo tavolo del turno è finito. Ogni partita dà un punto per ogni lato classificato sotto il tuo.

tour-name = Nome

tour-start = Inizio

tour-minutes = Minuti

tour-bots = Bot per completare i tavoli

tour-bot_wait = dopo … secondi di attesa

tour-no_bots = nessun bot

tour-create_button = Crea

tour-none = Ancora nessun torneo.

tour-line = { $game } · { $start } – { $end } · { $status }

tour-status_scheduled = non ancora iniziato

tour-status_running = in corso

tour-status_finished = finito

players-tournaments = Tornei

tour-kind = Tipo

tour-arena = Arena

tour-swiss = Svizzero

tour-swiss_round = Svizzero · turno { $round } di { $rounds }

tour-swiss_not_paired = Svizzero · { $rounds } { $rounds ->
        [one] turno
       *[other] turni
    }, nessuno ancora abbinato

tour-rounds = Turni (svizzero)
