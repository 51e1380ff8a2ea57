## cuajo: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

win =
    { $you ->
        [player]
            Tu vinci con la bounit { $card }, { $how ->
                [stock] pescandola
                [discard] prendendo lo scarto
               *[claim] reclamandola ("time")
            }: { $split }.
       *[other]
            { $player } vince con la bounit { $card }, { $how ->
                [stock] pescandola
                [discard] prendendo lo scarto
               *[claim] reclamandola ("time")
            }: { $split }.
    }

porbis = Porbis!

conditions_no_extra =
    Condizione della bounit { $c1 ->
        [met] rispettata
       *[not_met] non rispettata
    }, condizione della sowee { $c2 ->
        [met] rispettata
       *[not_met] non rispettata
    }.

conditions_extra =
    Condizione della bounit { $c1 ->
        [met] rispettata
       *[not_met] non rispettata
    }, condizione della sowee { $c2 ->
        [met] rispettata
       *[not_met] non rispettata
    } ({ $n } { $n ->
        [one] carta pescata
       *[other] carte pescate
    } in più).

pays = Ogni avversario paga { NUMBER($amount, style: "currency", currency: "USD") }.

match_start = Una nuova partita: { $teams }

deal_start =
    { $you ->
        [dealer] Mano { $deal }: Tu dai le carte.
       *[other] Mano { $deal }: { $dealer } dà le carte.
    }

dealt =
    { $you ->
        [player] Le tue carte: { $cards }.
       *[other] Le carte di { $player }: { $cards }.
    }

sowee = La sowee è { $card }; { $stock } { $stock ->
        [one] carta
       *[other] carte
    } nel tallone.

draw_shown =
    { $you ->
        [player] Tu peschi { $card } dal tallone e la mostri.
       *[other] { $player } pesca { $card } dal tallone e la mostra.
    }

draw =
    { $you ->
        [player] Tu peschi dal tallone.
       *[other] { $player } pesca dal tallone.
    }

drew =
    { $you ->
        [player] Tu peschi { $card }.
       *[other] { $player } pesca { $card }.
    }

take =
    { $you ->
        [player] Tu prendi { $card } dagli scarti.
       *[other] { $player } prende { $card } dagli scarti.
    }

discard =
    { $you ->
        [player] Tu scarti { $card }.
       *[other] { $player } scarta { $card }.
    }

secret_cards =
    { $you ->
        [player] Il tuo segreto: { $cards }.
       *[other] Il segreto di { $player }: { $cards }.
    }

secret =
    { $you ->
        [player] Tu cali un segreto e ricevi { $paid }.
       *[other] { $player } cala un segreto e riceve { $paid }.
    }

secret_sowee =
    { $you ->
        [player] Tu cali un segreto della sowee e ricevi { $paid }.
       *[other] { $player } cala un segreto della sowee e riceve { $paid }.
    }

paid_by =
    { $you ->
        [player] { NUMBER($amount, style: "currency", currency: "USD") } da te
       *[other] { NUMBER($amount, style: "currency", currency: "USD") } da { $player }
    }

purro_king = { $player }: "purro!" (mostra { $card })

purro_token = { $player }: "purro!" (mostra un gettone)

purro_lost =
    { $you ->
        [player] Tu non sei più purro e devi mostrare le prossime due pescate.
       *[other] { $player } non è più purro e deve mostrare le prossime due pescate.
    }

time =
    { $you ->
        [player] Tu: "time!", e reclami { $card } pescata da { $drawer }.
        [drawer] { $player }: "time!" e reclama { $card } pescata da te.
       *[other] { $player }: "time!" e reclama { $card } pescata da { $drawer }.
    }

no_claim =
    { $you ->
        [player] Tu non reclami la carta.
       *[other] { $player } non reclama la carta.
    }

time_priority =
    { $you ->
        [player] Tu: "time!", ma { $card } completa la mano di { $drawer }, che la pesca: vince { $drawer }.
        [drawer] { $player }: "time!", ma { $card } completa la tua mano, e la peschi tu: vinci tu.
       *[other] { $player }: "time!", ma { $card } completa la mano di { $drawer }, che la pesca: vince { $drawer }.
    }

extra_card =
    { $you ->
        [player] Tu peschi una carta in più: { $card }.
       *[other] { $player } pesca una carta in più: { $card }.
    }

stock_out = Il tallone è finito: la mano è patta.

money_of = { $player } ({ NUMBER($amount, style: "currency", currency: "USD") })

deal_end = Denaro: { $money }

game_over = La partita è finita. Vincono: { $winners }.

game_over_tie = La partita è finita. Vincono: nessuno (pareggio).

head =
    { $you ->
        [dealer] Mano { $deal } di { $deals } | mazziere tu | turno { $turn } | sowee { $sowee } | tallone { $stock }
        [turn] Mano { $deal } di { $deals } | mazziere { $dealer } | turno tu | sowee { $sowee } | tallone { $stock }
       *[other] Mano { $deal } di { $deals } | mazziere { $dealer } | turno { $turn } | sowee { $sowee } | tallone { $stock }
    }

purro_mark = purro

purro_mark_shown = purro [{ $card }]

penalty = niente purro per { $n } { $n ->
        [one] turno
       *[other] turni
    }

secrets = { $n } { $n ->
        [one] segreto
       *[other] segreti
    }

exposed = mano: { $cards }

player =
    { $you ->
        [partner]
            { "  " }{ $name }{ $you_mark ->
                [yes] { " " }(tu)
               *[no] { "" }
            }, compagno tu: { NUMBER($money, style: "currency", currency: "USD") }, { $cards } { $cards ->
                [one] carta
               *[other] carte
            } { $marks }
       *[other]
            { "  " }{ $name }{ $you_mark ->
                [yes] { " " }(tu)
               *[no] { "" }
            }, compagno { $partner }: { NUMBER($money, style: "currency", currency: "USD") }, { $cards } { $cards ->
                [one] carta
               *[other] carte
            } { $marks }
    }

top = In cima agli scarti: { $card }

hand = La tua mano: { $cards }

your_secret = Il tuo segreto: { $cards }

waits = Ti serve una di queste: { $cards }

choices_head = Le tue scelte:

note_draw = prendi la prima carta del tallone (mostrata a tutti se un altro è purro).

note_take = prendi lo scarto del giocatore precedente.

note_discard = scarta questa carta scoperta (mai un re); per esempio discard 3c.

note_secret = cala coperte le quattro carte uguali: ogni avversario ti paga subito.

note_sowee = cala coperte le tre copie della sowee con questa quarta carta: ogni avversario ti paga.

note_purro = di' purro: ti manca una carta; mostra questo re (o un gettone).

note_silent = non dire purro ora (non puoi vincere finché non lo dici).

note_win = scopri la mano e vinci con la carta appena presa.

note_time = di' "time": reclama la carta appena pescata e vinci.

note_pass = lascia andare la carta.

guide_place = valore { $k } di { $n } nel suo seme ({ $ranks }); quattro copie

guide_card = Entra in 3 o 4 carte del suo valore di semi diversi, o nella scala { $run } del suo seme; quattro carte uguali sono un segreto, che ogni avversario paga subito.

guide_ace = Entra in 3 o 4 assi di semi diversi (nessuna scala ha l'asso); quattro carte uguali sono un segreto, che ogni avversario paga subito.

guide_king = Un re non si scarta mai ed è una combinazione da solo; ogni re nella mano vincente aggiunge { $cents } centesimi a quanto paga ogni avversario. Chi dice purro ne mostra uno.

guide_sowee = Il sowee, scoperto dopo la distribuzione, non entra mai in gioco; tre sue copie e una carta qualsiasi fanno un segreto.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = Cuajo

lobby-description = Ramino filippino: forma con tutte le 16 carte gruppi, scale, segreti e re isolati; i compagni condividono.

lobby-rules--pagat = Cuajo come descritto su pagat.com (Crisanta Ruisz)

lobby-option--deals = mani in una partita (conta anche una mano patta)

lobby-option--full = centesimi che ogni avversario paga a un vincitore che ha pescato il bounit o ha soddisfatto entrambe le condizioni ($1,10)

lobby-option--bounit-only = centesimi quando è soddisfatta solo la condizione 1 (due carte che vanno con il bounit)

lobby-option--sowee-only = centesimi quando è soddisfatta solo la condizione 2 (il sowee e due carte che vanno con esso)

lobby-option--neither = centesimi quando nessuna condizione è soddisfatta

lobby-option--porbis = centesimi per una mano porbis (nessun re, o un solo re in una scala fante-cavallo-re)

lobby-option--king-of-coins = centesimi aggiunti per ogni re di denari nella mano vincente

lobby-option--other-king = centesimi aggiunti per ogni altro re nella mano vincente

lobby-option--secret = centesimi che ogni avversario paga subito per un segreto

lobby-option--max-turns = una mano ancora indecisa dopo questo numero di turni è patta (un limite dichiarato: nulla nelle regole impedisce ai giocatori di prendere scarti per sempre)

lobby-option--extra-cards = carte in più che un vincitore che non ha pescato il bounit può pescare per soddisfare le condizioni

lobby-label--deals = Mani

lobby-label--full = Vittoria piena (centesimi)

lobby-label--bounit-only = Solo condizione 1 (centesimi)

lobby-label--sowee-only = Solo condizione 2 (centesimi)

lobby-label--neither = Nessuna condizione (centesimi)

lobby-label--porbis = Porbis (centesimi)

lobby-label--king-of-coins = Re di denari (centesimi)

lobby-label--other-king = Altro re (centesimi)

lobby-label--secret = Segreto (centesimi)

lobby-label--max-turns = Turni massimi

lobby-label--extra-cards = Pescate in più


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = Queste sono le tue carte (mazzo di semi spagnoli: coppe, denari, spade, bastoni). Lo scopo: tutte le 16 carte in combinazioni (3 o 4 dello stesso valore di semi diversi, 3-4-5 o Fante-Cavallo-Re di un seme, un Re da solo).

learn-intro_table = Qui ci sono il tallone e gli scarti; il sowee scoperto non entra mai in gioco ma conta nel punteggio.

learn-intro_partner = Il giocatore di fronte è il tuo compagno: vincete o pagate insieme.

learn-tip_discard = Scarta la carta evidenziata: una che non entra in nessuna delle tue combinazioni (mai un Re).

learn-tip_take = Prendi l'ultimo scarto (il mucchio evidenziato): completa una tua combinazione.

learn-tip_draw = Pesca dal tallone (il mucchio evidenziato): l'ultimo scarto non ti serve.

learn-tip_silent = Non dire nulla (la scelta evidenziata): non sei a una carta dalla vittoria.

learn-tip_other = Fai ciò che dice la scelta evidenziata: ora le regole te lo chiedono.

learn-why_sowee = Il sowee è scoperto: non entra mai in gioco, ma conta nel punteggio.

learn-why_take = Invece di pescare dal tallone si può prendere l'ultimo scarto; poi si scarta una carta.

learn-why_purro = Purro: quel giocatore è a una carta dalla vittoria e mostra un Re; solo chi ha detto purro può vincere.

learn-why_no_claim = Una carta pescata scoperta può essere reclamata da chi ha detto purro e ne ha bisogno.

learn-why_secret = Un segreto (quattro carte identiche) è calato: ogni avversario paga subito.

learn-why_win = Chi aveva detto purro ha completato la mano: ogni carta in combinazione.

learn-why_deal_end = Ogni avversario paga il vincitore: di più se ha pescato la carta vincente, e per i Re in mano.

learn-outro = Questo era il Cuajo. Apri un tavolo dalla sala per una partita intera.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Cuajo**: un gioco di combinazioni per 4 in due coppie (i compagni seduti di fronte).
    - Un mazzo spagnolo di 112 carte: coppe, denari, spade, bastoni; Asso, 3, 4, 5, Fante, Cavallo, Re, quattro copie di ciascuna.
    - Il mazziere riceve 16 carte, gli altri 15. La carta seguente è il **sowee**, scoperto: non entra mai in gioco ma conta nel punteggio.
    - Scopo: 16 carte tutte in combinazioni: 3 o 4 dello stesso valore in semi diversi; 3-4-5 o Fante-Cavallo-Re dello stesso seme; quattro carte identiche (un **segreto**); un Re da solo.
    - Al tuo turno **pesca** dal mazzo o **prendi** l'ultimo scarto, poi **scarta** una carta (mai un Re).
    - Quattro carte identiche si possono calare come segreto: ogni avversario ti paga subito. Anche tre copie del sowee più una carta qualsiasi formano un segreto.
    - A una carta dalla vittoria puoi dire **purro** e mostrare un Re. Solo chi è purro può vincere: con la carta pescata, presa dagli scarti, o reclamata quando un altro la pesca scoperta.
    - Il vincitore è pagato da ogni avversario: di più se pesca lui la carta vincente, per i Re in mano, e una somma fissa per una mano senza Re (porbis).
