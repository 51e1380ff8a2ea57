## cucu: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = Una nuova partita: { $players }

set_start = Comincia la serie { $set }: ognuno mette { $ante } nella cassa; la cassa contiene { $box }.

set_start_excused = Comincia la serie { $set }: ognuno mette { $ante } nella cassa (esentati: { $names }); la cassa contiene { $box }.

deal_start =
    { $you ->
        [dealer] Mano { $deal }: Tu dai le carte.
       *[other] Mano { $deal }: { $dealer } dà le carte.
    }

deal_start_set =
    { $you ->
        [dealer] Mano { $deal } (serie { $set }, giro { $round }): Tu dai le carte.
       *[other] Mano { $deal } (serie { $set }, giro { $round }): { $dealer } dà le carte.
    }

card =
    { $you ->
        [player] Tu ora hai { $card }.
       *[other] { $player } ora ha { $card }.
    }

keep =
    { $you ->
        [player] Tu stai.
       *[other] { $player } sta.
    }

exchange =
    { $you ->
        [player] Tu chiedi il cambio.
       *[other] { $player } chiede il cambio.
    }

asked =
    { $you ->
        [player] Tu chiedi a { $target }.
        [target] { $player } chiede a te.
       *[other] { $player } chiede a { $target }.
    }

exchanged =
    { $you ->
        [a] Tu ti scambi le carte con { $b }.
        [b] Tu ti scambi le carte con { $a }.
       *[other] { $a } e { $b } si scambiano le carte.
    }

horse =
    { $you ->
        [player] Tu mostri { $card }: { $requester } lo salta.
        [requester] { $player } mostra { $card }: tu lo salti.
       *[other] { $player } mostra { $card }: { $requester } lo salta.
    }

horse_reverse =
    { $you ->
        [player] Tu mostri { $card }: { $requester } lo salta (all'indietro).
        [requester] { $player } mostra { $card }: tu lo salti (all'indietro).
       *[other] { $player } mostra { $card }: { $requester } lo salta (all'indietro).
    }

house =
    { $you ->
        [player] Tu mostri { $card }: passo, { $requester } va dal giocatore seguente.
        [requester] { $player } mostra { $card }: passo, tu vai dal giocatore seguente.
       *[other] { $player } mostra { $card }: passo, { $requester } va dal giocatore seguente.
    }

hunter =
    { $you ->
        [player] Tu mostri { $card }: { $requester } è colpito.
        [requester] { $player } mostra { $card }: tu sei colpito.
       *[other] { $player } mostra { $card }: { $requester } è colpito.
    }

cat =
    { $you ->
        [player] Tu mostri { $card }!
       *[other] { $player } mostra { $card }!
    }

cuckoo =
    { $you ->
        [player] Tu mostri { $card }: il cambio non si fa.
       *[other] { $player } mostra { $card }: il cambio non si fa.
    }

inn =
    { $you ->
        [player] Tu hai { $inn }: «ti fermi un po'?» ({ $requester } può rispondere).
        [requester] { $player } ha { $inn }: «ti fermi un po'?» (tu puoi rispondere).
       *[other] { $player } ha { $inn }: «ti fermi un po'?» ({ $requester } può rispondere).
    }

insure = { $player }: «paghi tu se è { $zero }?»

insurance_accepted =
    { $you ->
        [player] Tu accetti di pagare se { $zero } di { $guest } perde; entrambi tengono la carta.
        [guest] { $player } accetta di pagare se il tuo { $zero } perde; entrambi tengono la carta.
       *[other] { $player } accetta di pagare se { $zero } di { $guest } perde; entrambi tengono la carta.
    }

insurance_refused =
    { $you ->
        [player] Tu rifiuti; si cambia { $inn }.
       *[other] { $player } rifiuta; si cambia { $inn }.
    }

inn_keep =
    { $you ->
        [player] Tu tieni la carta.
       *[other] { $player } tiene la carta.
    }

# what an exchanger offers the innkeeper (Lu Stù): a payment ($kind money) or a share of the pool in percent
offer_terms =
    { $kind ->
        [money] un pagamento di { $n }
       *[share] il { $n }% del piatto se chi scambia vince
    }

inn_offer =
    { $you ->
        [player] Tu offri { $offer }.
       *[other] { $player } offre { $offer }.
    }

offer_accepted =
    { $you ->
        [player] Tu accetti l'offerta; si cambia { $inn }.
       *[other] { $player } accetta l'offerta; si cambia { $inn }.
    }

offer_refused =
    { $you ->
        [player] Tu rifiuti l'offerta.
       *[other] { $player } rifiuta l'offerta.
    }

drink =
    { $you ->
        [player] Tu mostri { $inn }: «bevi qualcosa» ({ $guest } tiene la carta; se { $zero } perde, tu paghi).
        [guest] { $player } mostra { $inn }: «bevi qualcosa» (tu tieni la carta; se { $zero } perde, { $player } paga).
       *[other] { $player } mostra { $inn }: «bevi qualcosa» ({ $guest } tiene la carta; se { $zero } perde, { $player } paga).
    }

innkeeper_pays =
    { $you ->
        [player] Tu paghi il gettone per { $zero } di { $guest }.
        [guest] { $player } paga il gettone per il tuo { $zero }.
       *[other] { $player } paga il gettone per { $zero } di { $guest }.
    }

reversed =
    { $you ->
        [b] Il cambio tra te e { $a } è annullato.
        [a] Il cambio tra { $b } e te è annullato.
       *[other] Il cambio tra { $b } e { $a } è annullato.
    }

gnaf_back =
    { $you ->
        [player] La carta torna a te.
       *[other] La carta torna a { $player }.
    }

reverse_asked =
    { $you ->
        [player] Tu devi cambiare a sinistra, con { $target }.
        [target] { $player } deve cambiare a sinistra, con te.
       *[other] { $player } deve cambiare a sinistra, con { $target }.
    }

inn_closed =
    { $you ->
        [player] Il tuo { $inn } ferma il cambio all'indietro.
       *[other] { $inn } di { $player } ferma il cambio all'indietro.
    }

pack_exchange =
    { $you ->
        [player] Tu cambi col mazzo.
       *[other] { $player } cambia col mazzo.
    }

deck_draw =
    { $you ->
        [player] Tu peschi { $card } dal mazzo ({ deck_effect }).
       *[other] { $player } pesca { $card } dal mazzo ({ deck_effect }).
    }

deck_exchange =
    { $you ->
        [player] Tu cambi col mazzo.
       *[other] { $player } cambia col mazzo.
    }

deck_empty =
    { $you ->
        [player] Il mazzo è finito: tieni la carta.
       *[other] Il mazzo è finito: { $player } tiene la carta.
    }

reshuffle = Gli scarti sono mescolati in un nuovo mazzo ({ $cards } { $cards ->
        [one] carta
       *[other] carte
    }).

token_lost =
    { $you ->
        [player] Tu perdi un gettone ({ why }); { $tokens ->
            [one] ne resta
           *[other] ne restano
        } { $tokens }.
       *[other] { $player } perde un gettone ({ why }); { $tokens ->
            [one] ne resta
           *[other] ne restano
        } { $tokens }.
    }

token_gained =
    { $you ->
        [player] Tu guadagni un gettone; ora ne hai { $tokens }.
       *[other] { $player } guadagna un gettone; ora ne ha { $tokens }.
    }

dead_card =
    { $you ->
        [player] Tu hai perso l'ultimo gettone: la carta è morta.
       *[other] { $player } ha perso l'ultimo gettone: la carta è morta.
    }

lost =
    { $you ->
        [player] Tu perdi ({ why }).
       *[other] { $player } perde ({ why }).
    }

lost_again =
    { $you ->
        [player] Tu perdi di nuovo ({ why }), e non ti costa altro.
       *[other] { $player } perde di nuovo ({ why }), e non gli costa altro.
    }

cuckoo_declared =
    { $you ->
        [player] Tu dichiari { $cuckoo }! I cambi si fermano.
       *[other] { $player } dichiara { $cuckoo }! I cambi si fermano.
    }

cuckoo_shown =
    { $you ->
        [player] Si vede il tuo { $card }: la mano finisce.
       *[other] Si vede { $card } di { $player }: la mano finisce.
    }

answered =
    { $you ->
        [player] Tu hai deciso.
       *[other] { $player } ha deciso.
    }

confessed =
    Hai detto: { $what ->
        [defeat] è la mia sconfitta
       *[pass] passo
    }.

confessions = «È la mia sconfitta»: { $names }

confessions_nobody = «È la mia sconfitta»: nessuno

reveal = Carte scoperte: { $cards }

result = Perdono: { $names }

result_nobody = Perdono: nessuno

playoff =
    { $you ->
        [players] Un'ultima sfida: tu continui.
       *[other] Un'ultima sfida: { $players } continuano.
    }

paid =
    { $you ->
        [player] Tu paghi { $chips } alla cassa ({ $left ->
            [one] gli resta
           *[other] gli restano
        } { $left }).
       *[other] { $player } paga { $chips } alla cassa ({ $left ->
            [one] gli resta
           *[other] gli restano
        } { $left }).
    }

paid_short =
    { $you ->
        [player] Tu paghi { $chips } alla cassa ({ $left ->
            [one] gli resta
           *[other] gli restano
        } { $left }), e non puoi pagare tutto.
       *[other] { $player } paga { $chips } alla cassa ({ $left ->
            [one] gli resta
           *[other] gli restano
        } { $left }), e non può pagare tutto.
    }

paid_winner =
    { $you ->
        [player] Tu paghi { $chips } a { $winner }.
        [winner] { $player } paga { $chips } a te.
       *[other] { $player } paga { $chips } a { $winner }.
    }

king =
    { $you ->
        [player] Tu mostri un re: { $requester } non può cambiare.
        [requester] { $player } mostra un re: tu non puoi cambiare.
       *[other] { $player } mostra un re: { $requester } non può cambiare.
    }

out_of_set =
    { $you ->
        [player] Tu sei fuori da questa serie ({ why }).
       *[other] { $player } è fuori da questa serie ({ why }).
    }

eliminated =
    { $you ->
        [player] Tu non hai più gettoni e sei eliminato.
       *[other] { $player } non ha più gettoni ed è eliminato.
    }

eliminated_now =
    { $you ->
        [player] Tu non hai più gettoni e sei eliminato subito.
       *[other] { $player } non ha più gettoni ed è eliminato subito.
    }

reentered =
    { $you ->
        [player] Tu rientri per { $cost }.
       *[other] { $player } rientra per { $cost }.
    }

declined =
    { $you ->
        [player] Tu non rientri.
       *[other] { $player } non rientra.
    }

free_reentry = Tutti fuori insieme: tutti rientrano gratis.

deal_cut_short = Resta un solo giocatore: la mano finisce.

set_won =
    { $you ->
        [player] Tu vinci la serie e le { $chips } fiche della cassa.
       *[other] { $player } vince la serie e le { $chips } fiche della cassa.
    }

set_void = Nessuno sopravvive alla serie: le { $box } fiche restano nella cassa.

proposal =
    { $you ->
        [player] Tu proponi di dividere il piatto, il { $share }% a te.
       *[other] { $player } propone di dividere il piatto, il { $share }% a { $player }.
    }

agreement = D'accordo: { $shares }

agreement_refused =
    { $you ->
        [player] Tu rifiuti.
       *[other] { $player } rifiuta.
    }

pool_won =
    { $you ->
        [winner] Tu vinci e prendi il piatto di { $pool }!
       *[other] { $winner } vince e prende il piatto di { $pool }!
    }

pool_shared = { $winners } escono insieme e si dividono il piatto: { $payouts }

pool_paid =
    { $you ->
        [winner] Tu vinci! Il piatto: { $payouts }
       *[other] { $winner } vince! Il piatto: { $payouts }
    }

game_over = La partita è finita. { $count ->
       *[one] Vince
        [other] Vincono
    }: { $winner }

game_over_reason = La partita è finita. { $count ->
       *[one] Vince
        [other] Vincono
    }: { $winner } ({ why })

# why a player loses or pays (the engine's reason, by its key: messages.REASONS); the sentences say it as { why }
why =
    { $why ->
        [anti_cuckoo] anti-cucù: ha dichiarato { $cuckoo }
        [hunter] ha chiesto a { $hunter }
        [cat_first] { $cat } ha trovato il primo a tenere la carta
        [clown] ha ricevuto { $fool }
        [man_deck] ha pescato { $hunter } dal mazzo
        [cat_deck] { $cat } pescato dal mazzo ha trovato il primo a tenere la carta
        [gnaf] ha chiesto a { $cat }
        [reverse_cat] un cambio all'indietro ha trovato { $cat }
        [reverse_hunter] un cambio all'indietro ha trovato { $hunter }
        [lowest] la carta più bassa
        [fourth] quarta sconfitta
        [adults] il tempo dei grandi
        [cannot_pay] non può pagare
        [sets_played] si è giocato il numero di serie stabilito
        [deals_played] si è giocato il numero di mani stabilito
        [ante]
            { $you ->
                [names] posta non pagata da te
               *[other] posta non pagata da { $names }
            }
        [dragoon] ha chiesto al Dragone
        [gnav_cat] ha chiesto al Gatto
        [gnav_cuckoo] ha chiesto al Cuculo
        [stock_matador] ha pescato un matador dal mazzo
        [cat] ha chiesto a { $cat }
       *[other] { $said }
    }

# what a card drawn from the deck does (messages.EFFECTS); deck_draw says it as { deck_effect }
deck_effect =
    { $effect ->
        [cuckoo] { $cuckoo }: niente cambio
        [man] { $hunter }: perde
        [again] pesca ancora
        [cat] { $cat }
        [clown] { $fool }: la carta più forte
        [matador] un matador: niente cambio
        [matador_fined] un matador: il mazziere paga un gettone
        [king] rifiutata, niente cambio
       *[other] { $said }
    }

head =
    { $you ->
        [dealer] Mano { $deal } | mazziere tu | piatto { $pool }
       *[other] Mano { $deal } | mazziere { $dealer } | piatto { $pool }
    }

head_set =
    { $you ->
        [dealer]
            Mano { $deal }, serie { $set }, giro { $round } ({ $time ->
                [children] il tempo dei bambini
               *[adults] il tempo dei grandi
            }) | mazziere tu | cassa { $pool }
       *[other]
            Mano { $deal }, serie { $set }, giro { $round } ({ $time ->
                [children] il tempo dei bambini
               *[adults] il tempo dei grandi
            }) | mazziere { $dealer } | cassa { $pool }
    }

player =
    { "  " }{ $name }{ $you_mark ->
        [yes] { " " }(tu)
       *[no] { "" }
    }: { $count } { $counter ->
        [tokens]
            { $count ->
                [one] gettone
               *[other] gettoni
            }
        [lives]
            { $count ->
                [one] vita
               *[other] vite
            }
        [score]
            { $count ->
                [one] punto
               *[other] punti
            }
       *[chips] fiche
    } { $mark ->
        [out] fuori
        [lost] ha perso
       *[none] { "" }
    }{ $seen }

your_card = La tua carta: { $card }

help_head = Regole: { $rules }. Le tue scelte:

your_card_is = La tua carta è { $card }.

note_keep = tieni la tua carta; il tuo turno finisce.

note_exchange_dealer = cambia col mazzo (sei il mazziere).

note_exchange_le_her_dealer = pesca la prima carta del mazzo al posto della tua (un re pescato si mostra e tieni la tua carta).

note_exchange_le_her = cambia col mazziere (un mazziere con un re lo mostra e rifiuta).

note_exchange = chiedi il cambio al giocatore seguente; le carte speciali possono fermarti ({ $effects }).

# the head of the rules in brief's list of the special cards (brief.card_reference)
reference_intro = Quando chiedi il cambio a chi ha una di queste carte:

eff_cuckoo = { $cuckoo }: niente cambio

eff_hunter_token = { $hunter }: perdi un gettone

eff_hunter = { $hunter }: perdi

eff_horse = { $horse }: chiedi invece al giocatore dopo

eff_cat_gnaf = { $cat }: perdi un gettone e i cambi che ti hanno portato la carta sono annullati

eff_cat_reverse = { $cat }: perdi un gettone e devi cambiare a sinistra

eff_cat_owner = { $cat }: perde chi ha avuto per primo la tua carta

eff_inn_insurance = { $inn }: una domanda (tieni la carta, o chiedi di essere assicurato per { $zero })

eff_inn_offer = { $inn }: fai un'offerta, o tieni la carta

eff_inn_pass = { $inn }: come { $horse }

eff_fool = { $fool }: chi lo riceve perde

note_declare = mostra il tuo { $cuckoo } e chiudi subito i cambi: le carte si confrontano adesso.

note_insure = chiedi all'oste «paghi tu se è { $zero }?»

note_accept = accetta.

note_refuse = rifiuta.

note_offer = fai un'offerta all'oste: offer { "{" }"money": 2{ "}" } o offer { "{" }"share": 25{ "}" } (percento del piatto se vinci).

note_reenter = paga al piatto il costo per rientrare e prendi gettoni nuovi (a scelta: reenter { "{" }nome: somma{ "}" }).

note_decline = resta fuori.

note_propose = proponi una divisione del piatto, per esempio propose 60 (la tua parte in percento).

note_defeat = di' «è la mia sconfitta»: se perdi, non perdi; se non perdi, perdi.

note_pass = non dire niente prima di scoprire le carte.

# the guide's power of a card asked for an exchange (brief.card_guide), one sentence per effect

guide_asked_cuckoo = Se chiedi il cambio a chi la tiene: niente cambio.

guide_asked_hunter_token = Se chiedi il cambio a chi la tiene: perdi un gettone.

guide_asked_hunter = Se chiedi il cambio a chi la tiene: perdi.

guide_asked_horse = Se chiedi il cambio a chi la tiene: chiedi invece al giocatore dopo.

guide_asked_cat_gnaf = Se chiedi il cambio a chi la tiene: perdi un gettone e i cambi che ti hanno portato la carta sono annullati.

guide_asked_cat_reverse = Se chiedi il cambio a chi la tiene: perdi un gettone e devi cambiare a sinistra.

guide_asked_cat_owner = Se chiedi il cambio a chi la tiene: perde chi ha avuto per primo la tua carta.

guide_asked_inn_insurance = Se chiedi il cambio a chi la tiene: una domanda (tieni la carta, o chiedi di essere assicurato per { $zero }).

guide_asked_inn_offer = Se chiedi il cambio a chi la tiene: fai un'offerta, o tieni la carta.

guide_asked_inn_pass = Se chiedi il cambio a chi la tiene: come { $horse }.

# the fool's power where whoever receives it loses
guide_fool_receiver = Chi lo riceve perde.

guide_cuckoo_declare = Chi lo tiene può dichiararlo all'inizio di ogni turno: i cambi si fermano e le carte si scoprono. Se gli chiedono il cambio, deve darlo.

guide_cuckoo_auto = Si mostra da solo prima del turno del giocatore due posti prima di chi lo tiene: i cambi si fermano e le carte si scoprono.

guide_cuckoo_safe = Non perde mai un gettone.

guide_fool_campli = Pareggia la carta più bassa e perde con essa; due { $fool } valgono 14½.

guide_fool_lu_stu = Paga e fa pagare: perde insieme alla carta più bassa delle altre; due { $fool } sono le carte più alte e guadagnano un gettone ciascuno.

guide_place_french = { $k }ª più forte dei { $n } valori (il seme non conta)

guide_king_le_her = Un re rifiuta: il mazziere che ne ha uno lo mostra e rifiuta il cambio; un re pescato dal mazzo si mostra e il mazziere tiene la sua carta.

guide_refuse = A chi la tiene, se gli chiedono il cambio, basta mostrarla e rifiutare; il suo turno è fatto.

matador_halt =
    { $you ->
        [player] Tu mostri { $card } («{ $call }»). Gli scambi finiscono e si girano tutte le carte.
       *[other] { $player } mostra { $card } («{ $call }»). Gli scambi finiscono e si girano tutte le carte.
    }

matador_fine =
    { $you ->
        [player] Tu mostri { $card } («{ $call }»). { $requester } paga un gettone; niente cambio.
        [requester] { $player } mostra { $card } («{ $call }»). Tu paghi un gettone; niente cambio.
       *[other] { $player } mostra { $card } («{ $call }»). { $requester } paga un gettone; niente cambio.
    }

matador_pass =
    { $you ->
        [player] Tu mostri { $card } («{ $call }»). La richiesta di { $requester } passa al giocatore seguente.
        [requester] { $player } mostra { $card } («{ $call }»). La tua richiesta passa al giocatore seguente.
       *[other] { $player } mostra { $card } («{ $call }»). La richiesta di { $requester } passa al giocatore seguente.
    }

knock =
    { $you ->
        [player] Tu bussi sul tavolo: hai il { $card }.
       *[other] { $player } bussa sul tavolo: ha il { $card }.
    }

fined =
    { $you ->
        [player] Tu paghi un gettone nel piatto ({ why }); { $chips ->
            [one] ne resta
           *[other] ne restano
        } { $chips }.
       *[other] { $player } paga un gettone nel piatto ({ why }); { $chips ->
            [one] ne resta
           *[other] ne restano
        } { $chips }.
    }

pass_kept =
    { $you ->
        [player] La richiesta passata arriva al matador del mazziere: tieni la tua carta.
       *[other] La richiesta passata arriva al matador del mazziere: { $player } tiene la sua carta.
    }

gnav_token_paid =
    { $you ->
        [player] Tu paghi un gettone nel piatto per la carta più bassa; { $chips ->
            [one] ne resta
           *[other] ne restano
        } { $chips }.
       *[other] { $player } paga un gettone nel piatto per la carta più bassa; { $chips ->
            [one] ne resta
           *[other] ne restano
        } { $chips }.
    }

gnav_out =
    { $you ->
        [player] Tu non hai più gettoni ed esci dal gioco.
       *[other] { $player } non ha più gettoni ed esce dal gioco.
    }

guide_gnav_cuckoo = Un matador («{ $call }»): se gli chiedono il cambio, chi lo ha lo mostra, gli scambi finiscono subito e si scoprono le carte.

guide_gnav_cuckoo_fine = Chi ha chiesto paga un gettone.

guide_gnav_fine = Un matador («{ $call }»): se gli chiedono il cambio, chi lo ha lo mostra; chi ha chiesto tiene la sua carta e paga un gettone.

guide_gnav_pass = Un matador («{ $call }»): se gli chiedono il cambio, chi lo ha lo mostra e la richiesta passa al giocatore seguente.

guide_gnav_fool = La carta più bassa; chi la riceve bussa sul tavolo, così tutti lo sanno.

guide_gnav_fool_campli = Alla fine della mano paga insieme alla carta più bassa fra le altre.

note_exchange_gnav = chiedi il cambio al giocatore seguente (il Cuculo ferma la mano, il Dragone e il Gatto ti fanno pagare un gettone, il Cavallo e la Casa passano la richiesta).

note_exchange_gnav_dealer = cambia con la prima carta del mazzo (un Cavallo o una Casa pescati si mettono da parte e peschi ancora).

refused_card =
    { $you ->
        [player] Tu mostri { $card }: { $requester } non può cambiare.
        [requester] { $player } mostra { $card }: tu non puoi cambiare.
       *[other] { $player } mostra { $card }: { $requester } non può cambiare.
    }

talon_under =
    { $you ->
        [player] Tu tieni la più alta di tre carte e metti le altre due sotto il tallone.
       *[other] { $player } tiene la più alta di tre carte e mette le altre due sotto il tallone.
    }

talon_exchange =
    { $you ->
        [player] Tu cambi col tallone.
       *[other] { $player } cambia col tallone.
    }

life_lost =
    { $you ->
        [player] Tu paghi una vita nel piatto; { $chips ->
            [one] ne resta
           *[other] ne restano
        } { $chips }.
       *[other] { $player } paga una vita nel piatto; { $chips ->
            [one] ne resta
           *[other] ne restano
        } { $chips }.
    }

eliminated_lives =
    { $you ->
        [player] Tu non hai più vite e sei fuori.
       *[other] { $player } non ha più vite ed è fuori.
    }

result_kept = Uscirebbero tutti insieme: tengono l'ultima vita ({ $names }).

note_exchange_lives = chiedi il cambio al giocatore seguente (chi ha la carta più alta la mostra e rifiuta: { $top }).

note_exchange_lives_dealer = cambia con la prima carta del mazzo (se peschi { $top } la mostri e tieni la tua carta).

note_exchange_talon = cambia con la prima carta del tallone (se è { $top } il cambio è rifiutato).

note_exchange_no_king = chiedi il cambio al giocatore seguente; nessuno può rifiutare.

slab_refuse =
    { $you ->
        [player] Tu mostri { $card } (“{ $call }”): { $requester } non può cambiare.
        [requester] { $player } mostra { $card } (“{ $call }”): tu non puoi cambiare.
       *[other] { $player } mostra { $card } (“{ $call }”): { $requester } non può cambiare.
    }

slab_cat =
    { $you ->
        [player] Tu mostri { $card } (“{ $call }”).
       *[other] { $player } mostra { $card } (“{ $call }”).
    }

slab_inn =
    { $you ->
        [player] Tu mostri { $card } (“{ $call }”): la richiesta di { $requester } passa al giocatore seguente.
        [requester] { $player } mostra { $card } (“{ $call }”): la tua richiesta passa al giocatore seguente.
       *[other] { $player } mostra { $card } (“{ $call }”): la richiesta di { $requester } passa al giocatore seguente.
    }

slab_halt = Gli scambi si fermano a { $card }: si mostrano tutti i pezzi.

slab_undone = Tutti gli scambi sono annullati: { $names } riprendono i propri pezzi.

slab_undone_none = Tutti gli scambi sono annullati: nessuno aveva ancora cambiato.

slab_paid_lowest =
    { $you ->
        [player] Tu paghi { $tokens } nel piatto per il pezzo più basso; rimasti: { $left }.
       *[other] { $player } paga { $tokens } nel piatto per il pezzo più basso; rimasti: { $left }.
    }

slab_paid_fee =
    { $you ->
        [player] Tu paghi un gettone nel piatto per aver chiesto a { $card }; rimasti: { $left }.
       *[other] { $player } paga un gettone nel piatto per aver chiesto a { $card }; rimasti: { $left }.
    }

slab_on_credit =
    { $you ->
        [player] Tu hai speso l'ultimo gettone e giochi “op sloffen” (a credito).
       *[other] { $player } ha speso l'ultimo gettone e gioca “op sloffen” (a credito).
    }

slab_dead =
    { $you ->
        [player] Tu non puoi pagare e sei dichiarato morto.
       *[other] { $player } non può pagare ed è dichiarato morto.
    }

slab_no_exchange =
    { $you ->
        [player] Dopo il mazziere non c'è nessuno: tieni il tuo pezzo.
       *[other] Dopo il mazziere non c'è nessuno: { $player } tiene il suo pezzo.
    }

slab_bag =
    { $you ->
        [player] Tu posi il tuo pezzo sul tavolo e ne peschi uno alla cieca dal sacchetto.
       *[other] { $player } posa il suo pezzo sul tavolo e ne pesca uno alla cieca dal sacchetto.
    }

slab_out =
    { $you ->
        [player] Tu sei morto ed esci dal gioco.
       *[other] { $player } è morto ed esce dal gioco.
    }

note_exchange_slab =
    chiedi il cambio al giocatore seguente, il tuo vicino di { $side ->
        [left] sinistra
       *[right] destra
    } (un numero o un pezzo basso va cambiato; il Cavaliere e l'Uccello rifiutano, il Micio annulla tutti gli scambi, l'Osteria ti manda oltre).

note_exchange_slab_dealer = posa il tuo pezzo sul tavolo e pescane uno alla cieca dal sacchetto.

guide_slab_rider = Se gli chiedono il cambio, chi lo tiene batte sul tavolo e rifiuta (“Kap af!”).

guide_slab_bird_stop = Se gli chiedono il cambio, chi lo tiene lo mostra (“Sta voor den vogel!”): gli scambi si fermano e si mostrano tutti i pezzi.

guide_slab_bird_on = Se gli chiedono il cambio, chi lo tiene lo mostra e rifiuta (“Sta voor den vogel!”); il giocatore seguente continua.

guide_slab_cat_undo = Se gli chiedono il cambio, chi lo tiene lo mostra (“Poesje krabt alles terug!”): tutti gli scambi della mano sono annullati, ognuno riprende il pezzo ricevuto.

guide_slab_cat_pay = Se gli chiedono il cambio, chi lo tiene lo mostra: chi chiede paga un gettone e tiene il suo pezzo.

guide_slab_inn = Se gli chiedono il cambio, chi lo tiene lo mostra (“Herberg voorbij!”): la richiesta passa al giocatore seguente.

guide_slab_fee = Chi chiede paga un gettone nel piatto.

guide_slab_graded = Se è il più basso alla fine, paga { $n }.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = Cucù

lobby-description = Una carta a testa; scambiala col vicino o tienila; la carta più bassa perde.

lobby-rules--campli = Cucù come si gioca a Campli (N. Farina)

lobby-rules--lu-stu = Lu Stù di Montorio al Vomano

lobby-rules--cambio = Cucù (Cambio), il regolamento coreano/giapponese

lobby-rules--bga = Cucco (cambio) come su Board Game Arena

lobby-rules--le-her = Le Her, l'antenato a due giocatori con il mazzo francese (Montmort, Waldegrave)

lobby-option--family = gettoni e piatto (pagat: Campli, Lu Stù), fiches, set e giri (cambio: il regolamento, BGA), o una posta per mano con i privilegi del re (le-her: Le Her, due giocatori), o vite, un piatto e l'ultimo superstite (lives: Ranter-Go-Round, Coucou)

lobby-option--pack = il mazzo del Cucù (cuckoo), il mazzo francese da 52 carte, asso basso (french), i 42 pezzi dello Slabberjan (slabberjan) o il mazzo di 42 carte del Gnav (gnav)

lobby-option--deal-from = da quale estremità del mazzo si distribuiscono le carte

lobby-option--interleaved = dai una carta, lascia decidere quel giocatore, poi dai la successiva (Campli, Lu Stù)

lobby-option--cuckoo-rule = il Cucù: ferma uno scambio (arrest), si dichiara in qualsiasi momento fuori da uno scambio (declare), o si mostra da solo (auto)

lobby-option--cat-rule = il Gatto: il Gnaf di Campli inverte gli scambi della carta (gnaf), il gatto di Lu Stù manda a sinistra gli scambi inversi (reverse), il gatto del regolamento fa perdere il primo possessore della carta (owner)

lobby-option--inn-rule = la Taverna: domanda di assicurazione (insurance), offerta negoziata (offer), o passa la richiesta come il Cavallo (pass)

lobby-option--fool-rule = il Matto: pareggia con la più bassa (campli), paga e ti fa pagare (lu-stu), o fa perdere chi lo riceve in uno scambio (clown)

lobby-option--tie-rule = carte più basse uguali: perdono tutti (all) o solo il primo nell'ordine (earliest)

lobby-option--immediate-elimination = chi perde l'ultimo gettone per un Cacciatore o un Gatto esce subito

lobby-option--reentry-doubling = il costo di rientro raddoppia a ogni eliminazione (Campli) o a ogni rientro (Lu Stù)

lobby-option--rotation = la mano passa di mazziere in mazziere (dealer) o di primo giocatore in primo giocatore (starter, BGA)

lobby-option--reshuffle = gli scarti diventano un nuovo mazzo quando il mazzo finisce (empty) o prima di una mano che il mazzo non può completare (deal, BGA)

lobby-option--drawn-set-ante = dopo un set in cui tutti hanno perso insieme (la cassa resta), chi è uscito insieme salta la posta successiva (excused, le FAQ del regolamento) o tutti la pagano (all, BGA)

lobby-option--short-payment = chi perde e non può pagare per intero non paga niente (nothing) o paga tutto ciò che ha (all), ed esce dal set

lobby-option--tokens = gettoni con cui comincia ogni giocatore (pagat)

lobby-option--stake = la posta iniziale che ogni giocatore versa nel piatto; il primo rientro costa uguale (pagat); quanto paga al vincitore chi perde una mano (le-her)

lobby-option--reentry = i giocatori eliminati possono rientrare pagando finché resta un vergine (pagat)

lobby-option--remove-matto = togli un Matto dal mazzo per rendere il gioco più veloce (Lu Stù)

lobby-option--inn-offers = quante offerte può fare all'oste chi chiede lo scambio (Lu Stù)

lobby-option--chips = fiches (monete) con cui comincia ogni giocatore

lobby-option--ante = fiches che ogni giocatore paga all'inizio di un set (Tempo dei bambini: 2)

lobby-option--children-rounds = giri del tempo dei bambini (chi perde paga il numero del giro)

lobby-option--max-sets = finisci la partita dopo questo numero di set (0: gioca finché qualcuno non può pagare; BGA corta 3, standard 6)

lobby-option--one-cuckoo-from = togli un Cucù da questo numero di giocatori in su (il regolamento consiglia 6 per giocatori esperti)

lobby-option--last-draw = gli ultimi due superstiti pareggiano: fuori entrambi, la scatola passa oltre (out), o uno spareggio (playoff)

lobby-option--anti-cuckoo = (1) Anti-Cucù: perde la carta più forte; chi dichiara il Cucù perde

lobby-option--indian = (2) Indiano: i giocatori vedono tutte le carte tranne la propria

lobby-option--void = (3) Vuoto (BGA: Cucco di annullamento): i giocatori che mostrano carte uguali perdono insieme

lobby-option--misere = (4) Miseria: vince il primo giocatore che resta senza fiches

lobby-option--reincarnation = (5) Reincarnazione: prima della rivelazione un giocatore può dire «ho perso io»

lobby-option--double = (6) Doppio: ogni giocatore gioca due turni

lobby-option--double-pack = (7) Doppio mazzo: due mazzi, quattro carte di ogni tipo

lobby-option--cuckoos = Cucù nel mazzo (0: il valore del regolamento scelto; il Doppio mazzo consiglia da 1 a 3)

lobby-option--child-time = (8) Tempo dei bambini: posta 2; la 1ª, 2ª, 3ª sconfitta pagano 1, 2, 3; alla 4ª si esce

lobby-option--second-high-low = (9) perdono la seconda carta più forte e la seconda più debole

lobby-option--high-low = (10) Alta-Bassa: perdono la carta più forte e la più debole

lobby-option--two-losers = (11) Due perdenti: perdono la carta più debole e la seconda più debole

lobby-option--lion = (12) Leone: perde la seconda carta più debole invece della più debole

lobby-option--length = durata della partita BGA: corta (10 monete, 3 giri) o standard (25 monete, 6 giri)

lobby-option--cuckoo-declare = BGA: il Cucco si mostra da solo (auto) o lo dichiara chi lo ha (manual, la regola originale)

lobby-option--deals = mani in una partita di Le Her; la mano si alterna, quindi un numero pari è equo (le-her)

lobby-rules--gnav = Gnav (Norvegia, Danimarca): il mazzo di 42 carte, cinque matador, gettoni nel piatto

lobby-option--stock-matador = un Cuculo, Dragone o Gatto che il mazziere pesca dal mazzo: si mostra e il mazziere tiene la sua carta (keep, come il re di Ranter-Go-Round), il mazziere lo prende (take), o risponde come quello di un vicino: il Dragone e il Gatto fanno pagare il mazziere (powers)

lobby-option--pass-at-dealer = una richiesta passata (Cavallo, Casa) a un mazziere che ha anche lui un Cavallo o una Casa: chi chiede cambia con la prima carta del mazzo (stock, come il Cavallo di Campli al mazziere) o tiene la sua carta (keep)

lobby-option--cuckoo-fine = anche chi chiede al Cuculo paga un gettone (i fogli di regole norvegesi; le regole danesi del 1917: nessuna multa)

lobby-option--fool-end = alla fine della mano il Matto è semplicemente la carta più bassa (lowest), o chi lo ha paga insieme alla carta più bassa fra le altre (campli, come il Matto di Campli)

lobby-rules--ranter = Ranter-Go-Round (Chase the Ace, Cuckoo) col mazzo francese: vite, il re rifiuta

lobby-rules--coucou = Coucou (As qui court), Francia: 32 o 52 carte, le tre carte del mazziere e il tallone

lobby-option--lives = vite (fiche) con cui comincia ogni giocatore; chi perde una mano ne paga una nel piatto (lives)

lobby-option--king = il privilegio del re: chi ha la carta più alta rifiuta uno scambio mostrandola (false: il resoconto del 1882, nessuna carta ha privilegi)

lobby-option--ace = l'asso è la carta più bassa (low) o la più alta, sopra il re (high: l'asso ha allora il privilegio del re e il 2 è la più bassa)

lobby-option--ties = carte più basse uguali: ognuno perde una vita (all), perde solo l'ultima girata, la più vicina al mazziere (last: Cassell 1881), o un valore tenuto da due o più è una coppia e si salva, perde la carta singola più bassa (pair)

lobby-option--dealer-king = un re che il mazziere pesca dal mazzo si mostra e il mazziere tiene la sua carta (false: il mazziere lo prende)

lobby-option--final-tie = quando una mano farebbe uscire insieme tutti i giocatori rimasti: tengono l'ultima vita e continuano (keep), o escono tutti e si dividono il piatto (split)

lobby-option--dealer-three = il mazziere riceve tre carte, tiene la più alta e mette le altre due sotto il tallone; il giocatore prima del mazziere cambia col tallone e il mazziere no (false: una carta a testa, il mazziere cambia col tallone)

lobby-option--pack-size = il mazzo francese: 32 carte (A, dal 7 al K) con cinque o sei giocatori e 52 con più (auto), o sempre 32 o 52

lobby-option--all-equal-safe = quando tutte le carte mostrate hanno lo stesso valore nessuno perde (Coucou)

lobby-rules--slabberjan = Slabberjan (Zelanda): i 42 pezzi di legno, quattro matador, il sacchetto del mazziere, gettoni nel piatto

lobby-option--direction = Slabberjan: la distribuzione e le richieste vanno al vicino di destra (right: il vecchio foglio di regole) o di sinistra (left: il riassunto inglese); un'immagine speculare

lobby-option--bird = Slabberjan: l'Uccello chiesto ferma gli scambi e si mostrano tutti i pezzi (stop: Van Wallenburg), o il giocatore seguente può cambiare ancora (on: De Waal)

lobby-option--cat = Slabberjan: il Micio chiesto annulla tutti gli scambi della mano, ognuno riprende il proprio pezzo (undo: l'articolo del 2003), o chi chiede paga un gettone e tiene il suo pezzo (pay: il riassunto inglese)

lobby-option--rider-fee = Slabberjan: chi è rifiutato dal Cavaliere o dall'Uccello paga un gettone nel piatto (De Waal; false: nessuno paga)

lobby-option--inn-fee = Slabberjan: chi l'Osteria manda oltre paga anche un gettone nel piatto (il 'gelag' discusso; di norma nessuna tassa)

lobby-option--low-order = Slabberjan: i quattro pezzi bassi dall'alto, Pan bianco, Pitale, Faccia, Giullare (modern: la pagina di famiglia e il riassunto inglese), o Pan bianco, Faccia, Pitale, Giullare (sheet: il vecchio foglio)

lobby-option--stakes = Slabberjan: il pezzo più basso paga 1 (flat), o 1, Pan bianco 2, Pitale 3, Faccia 4, Giullare 5 (graded: Van der Baan)

lobby-option--on-credit = Slabberjan: chi ha speso i gettoni gioca “op sloffen” finché deve pagare di nuovo (all: Klokke, il foglio nuovo di Goudswaard), solo il primo a restarne senza (first: il foglio vecchio di Goudswaard), o nessuno (none: fuori a 0)

lobby-label--family = Famiglia di gioco

lobby-value--family--pagat = Gettoni e piatto

lobby-value--family--cambio = Fiches, set e giri

lobby-value--family--le-her = Una posta per mano

lobby-value--family--lives = Vite e piatto

lobby-label--pack = Mazzo

lobby-value--pack--cuckoo = Mazzo del Cucù

lobby-value--pack--french = Mazzo francese da 52

lobby-value--pack--slabberjan = Pezzi dello Slabberjan

lobby-value--pack--gnav = Mazzo del Gnav

lobby-label--deal-from = Distribuisci da

lobby-value--deal-from--bottom = Il fondo

lobby-value--deal-from--top = La cima

lobby-label--interleaved = Una carta alla volta

lobby-label--cuckoo-rule = Il Cucù

lobby-value--cuckoo-rule--arrest = Ferma uno scambio

lobby-value--cuckoo-rule--declare = Si dichiara in ogni momento

lobby-value--cuckoo-rule--auto = Si mostra da solo

lobby-label--cat-rule = Il Gatto

lobby-value--cat-rule--gnaf = Inverte i suoi scambi (Gnaf)

lobby-value--cat-rule--reverse = Manda gli scambi a sinistra

lobby-value--cat-rule--owner = Perde chi l'ha avuto per primo

lobby-label--inn-rule = La Taverna

lobby-value--inn-rule--insurance = Domanda di assicurazione

lobby-value--inn-rule--offer = Offerta negoziata

lobby-value--inn-rule--pass = Passa la richiesta

lobby-label--fool-rule = Il Matto

lobby-value--fool-rule--campli = Pareggia con la più bassa

lobby-value--fool-rule--lu-stu = Paga e fa pagare

lobby-value--fool-rule--clown = Perde chi lo riceve

lobby-label--tie-rule = Carte più basse uguali

lobby-value--tie-rule--all = Perdono tutti

lobby-value--tie-rule--earliest = Perde solo il primo

lobby-label--immediate-elimination = Fuori subito

lobby-label--reentry-doubling = Il rientro raddoppia

lobby-value--reentry-doubling--elimination = A ogni eliminazione

lobby-value--reentry-doubling--reentry = A ogni rientro

lobby-label--rotation = La mano passa

lobby-value--rotation--dealer = Di mazziere in mazziere

lobby-value--rotation--starter = Di primo giocatore in primo giocatore

lobby-label--reshuffle = Rimescolata

lobby-value--reshuffle--empty = Quando il mazzo finisce

lobby-value--reshuffle--deal = Prima di una mano incompleta

lobby-label--drawn-set-ante = Posta dopo un set pari

lobby-value--drawn-set-ante--excused = Chi è uscito è esentato

lobby-value--drawn-set-ante--all = Pagano tutti

lobby-label--short-payment = Chi non può pagare

lobby-value--short-payment--nothing = Non paga niente

lobby-value--short-payment--all = Paga tutto ciò che ha

lobby-label--tokens = Gettoni

lobby-label--stake = Posta

lobby-label--reentry = Rientro

lobby-label--remove-matto = Togli un Matto

lobby-label--inn-offers = Offerte all'oste

lobby-label--chips = Fiches

lobby-label--ante = Posta del set

lobby-label--children-rounds = Giri del tempo dei bambini

lobby-label--max-sets = Set massimi

lobby-label--one-cuckoo-from = Un Cucù in meno da

lobby-label--last-draw = Gli ultimi due pareggiano

lobby-value--last-draw--out = Fuori entrambi

lobby-value--last-draw--playoff = Uno spareggio

lobby-label--anti-cuckoo = Anti-Cucù

lobby-label--indian = Indiano

lobby-label--void = Vuoto

lobby-label--misere = Miseria

lobby-label--reincarnation = Reincarnazione

lobby-label--double = Doppio

lobby-label--double-pack = Doppio mazzo

lobby-label--cuckoos = Cucù nel mazzo

lobby-label--child-time = Tempo dei bambini

lobby-label--second-high-low = Seconda alta e bassa

lobby-label--high-low = Alta-Bassa

lobby-label--two-losers = Due perdenti

lobby-label--lion = Leone

lobby-label--length = Durata della partita

lobby-value--length--short = Corta

lobby-value--length--standard = Standard

lobby-label--cuckoo-declare = Il Cucco si mostra

lobby-value--cuckoo-declare--auto = Da solo

lobby-value--cuckoo-declare--manual = Lo dichiara chi lo ha

lobby-label--deals = Mani

lobby-label--all-equal-safe = Tutte uguali, nessuno perde

lobby-label--lives = Vite

lobby-label--king = Privilegio del re

lobby-label--ace = L'asso

lobby-value--ace--low = Il più basso

lobby-value--ace--high = Il più alto, sopra il re

lobby-label--ties = Carte più basse uguali

lobby-value--ties--all = Ognuno perde una vita

lobby-value--ties--last = Solo l'ultima girata

lobby-value--ties--pair = Una coppia è salva

lobby-label--dealer-king = Il re del mazziere si mostra

lobby-label--final-tie = Tutti fuori insieme

lobby-value--final-tie--keep = Tengono l'ultima vita

lobby-value--final-tie--split = Dividono il piatto

lobby-label--dealer-three = Tre carte al mazziere

lobby-label--pack-size = Carte nel mazzo

lobby-value--pack-size--auto = Secondo i giocatori

lobby-value--pack-size--32 = 32 carte

lobby-value--pack-size--52 = 52 carte

lobby-label--stock-matador = Il mazziere pesca un matador

lobby-value--stock-matador--keep = Il mazziere tiene la sua carta

lobby-value--stock-matador--take = Il mazziere la prende

lobby-value--stock-matador--powers = Agisce come quella di un vicino

lobby-label--pass-at-dealer = Richiesta passata al mazziere

lobby-value--pass-at-dealer--stock = Si cambia con il mazzo

lobby-value--pass-at-dealer--keep = Si tiene la carta

lobby-label--cuckoo-fine = Multa del Cuculo

lobby-label--fool-end = Il Matto alla fine

lobby-value--fool-end--lowest = Semplicemente la più bassa

lobby-value--fool-end--campli = Paga con la più bassa

lobby-label--direction = Direzione

lobby-value--direction--right = A destra

lobby-value--direction--left = A sinistra

lobby-label--bird = L'Uccello

lobby-value--bird--stop = Ferma gli scambi

lobby-value--bird--on = Gli scambi continuano

lobby-label--cat = Il Micio

lobby-value--cat--undo = Annulla tutti gli scambi

lobby-value--cat--pay = Paga chi chiede

lobby-label--rider-fee = Tassa del Cavaliere

lobby-label--inn-fee = Tassa dell'Osteria

lobby-label--low-order = Ordine dei pezzi bassi

lobby-value--low-order--modern = Moderno

lobby-value--low-order--sheet = Il vecchio foglio di regole

lobby-label--stakes = Pagamenti

lobby-value--stakes--flat = Il più basso paga 1

lobby-value--stakes--graded = Graduati, da 1 a 5

lobby-label--on-credit = Gioco a credito

lobby-value--on-credit--all = Tutti

lobby-value--on-credit--first = Solo il primo a finirli

lobby-value--on-credit--none = Nessuno


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_card = Questa è la tua carta. Nessun altro la vede. Quando tutti hanno giocato, le carte si scoprono e la carta più bassa perde.

learn-intro_table = Questi sono i giocatori al tavolo. A turno ognuno tiene la sua carta o chiede al giocatore seguente di scambiarla; il mazziere gioca per ultimo e può scambiare col mazzo.

learn-intro_choices = Quando tocca a te, qui compaiono le tue scelte e la guida indica quella da cliccare.

learn-tip_keep = La tua carta è abbastanza alta: tienila (la scelta evidenziata).

learn-tip_exchange = La tua carta è bassa: chiedi lo scambio (la scelta evidenziata; il mazziere scambia col mazzo).

learn-tip_reenter = Non hai più gettoni: puoi rientrare finché qualcuno non ha mai perso (la scelta evidenziata).

learn-tip_declare = Hai il Cucù: dichiaralo per fermare subito gli scambi.

learn-why_hunter = Il Cacciatore (XIV) rifiuta lo scambio e spara a chi l'ha chiesto: perde un gettone.

learn-why_horse = Il Cavallo (XIII) rifiuta lo scambio: chi chiede lo chiede al giocatore seguente.

learn-why_cat = Il Gatto (XII) rifiuta lo scambio: chi chiede perde un gettone e gli scambi che gli hanno portato la sua carta sono annullati.

learn-why_cuckoo = Il Cucù (XV) è la carta più alta: nessuno può toglierlo a chi lo tiene.

learn-why_inn = L'Osteria (XI) risponde con una domanda: chi chiede tiene la sua carta o chiede l'assicurazione.

learn-why_pack = Il mazziere gioca per ultimo e scambia col mazzo, non con un vicino.

learn-why_token_lost = Chi scopre la carta più bassa perde un gettone (come chi chiede al Cacciatore o al Gatto).

learn-why_dead_card = Chi ha perso l'ultimo gettone durante gli scambi ha una carta morta: non conta più.

learn-why_eliminated = Chi resta senza gettoni è fuori, a meno che rientri finché qualcuno non ha mai perso.

learn-why_reentered = Rientrare costa ogni volta di più; i soldi vanno al piatto.

learn-why_pool = L'ultimo giocatore con gettoni vince il piatto.

learn-outro_campli = Questo era il Cucù come si gioca a Campli. Apri un tavolo dalla sala per giocare davvero.

learn-why_cat_lustu = Il Gatto (XII) rifiuta lo scambio: chi chiede perde un gettone e deve scambiare col giocatore alla sua sinistra.

learn-why_inn_offer = All'Osteria (XI) chi chiede fa un'offerta; l'oste l'accetta (e le carte si scambiano) o la rifiuta.

learn-why_drink = L'oste ha accettato l'offerta: beve, e le carte si scambiano.

learn-why_man = L'Uomo (XIV) rifiuta lo scambio: chi l'ha chiesto perde subito.

learn-why_house = La Casa rifiuta lo scambio come il Cavallo: chi chiede lo chiede al giocatore seguente.

learn-why_cat_cambio = Il Gatto (XII) rifiuta lo scambio: perde il primo che ha tenuto la carta di chi chiede.

learn-why_cuckoo_declared = Chi ha il Cucù l'ha dichiarato: gli scambi finiscono subito e le carte si scoprono.

learn-why_cuckoo_shown = Il Cucù si mostra subito: gli scambi finiscono e le carte si scoprono.

learn-why_lost_cambio = Si perde subito per una carta speciale (l'Uomo, il Gatto, il Pagliaccio o Matto ricevuto) o alla scoperta con la carta più bassa.

learn-why_paid_cambio = Ogni perdente paga fiches alla cassa (nel tempo dei bambini, il numero del giro).

learn-why_out_of_set = Nel tempo degli adulti chi perde esce dalla mano; l'ultimo rimasto vince la cassa.

learn-why_set_won = L'ultimo rimasto nella mano vince tutte le fiches della cassa.

learn-intro_card_le_her = Questa è la tua carta (mazzo francese, re alti, assi bassi). La carta più bassa perde la mano.

learn-intro_table_le_her = Due giocatori. Chi sta accanto al mazziere può scambiare la carta col mazziere; poi il mazziere può pescare dal mazzo.

learn-tip_exchange_le_her = La tua carta è bassa: scambiala (la scelta evidenziata): col mazziere o, se sei il mazziere, con la prima del mazzo.

learn-why_deck_le_her = Il mazziere ha cambiato la sua carta con la prima del mazzo.

learn-why_deck_draw = La carta pescata dal mazzo si mostra.

learn-why_king = Un re non si cede mai: chi lo ha lo mostra e lo tiene.

learn-why_paid_le_her = La carta più bassa paga la posta all'altro giocatore.

learn-outro_lu_stu = Questo era Lu Stù di Montorio al Vomano. Apri un tavolo dalla sala per giocare davvero.

learn-outro_cambio = Questo era il Cucù (Cambio) del regolamento, una mano. Apri un tavolo dalla sala per una partita intera.

learn-outro_bga = Questo era il Cucco come su Board Game Arena (breve). Apri un tavolo dalla sala per giocare davvero.

learn-outro_le_her = Questo era Le Her. Apri un tavolo dalla sala per giocare davvero.

learn-intro_card_lives = Questa è la tua carta (mazzo francese: il Re è la più alta, l'Asso la più bassa). Quando tutti hanno giocato, le carte si scoprono e la più bassa perde una vita.

learn-intro_table_lives = A turno ognuno tiene la sua carta o la scambia col giocatore seguente; il mazziere gioca per ultimo e può scambiare col mazzo.

# Coucou: the dealer does not exchange (learn-intro_talon_coucou says who does)
learn-intro_table_coucou = A turno ognuno tiene la sua carta o la scambia col giocatore seguente.

learn-intro_talon_coucou = Nel Coucou il mazziere riceve tre carte, tiene la più alta e mette le altre due sotto il tallone; il giocatore prima del mazziere scambia col tallone.

learn-tip_exchange_lives = La tua carta è bassa: scambiala (la scelta evidenziata), col giocatore seguente o, per ultimo, col mazzo.

learn-why_king_lives = Un Re non si cede mai: chi lo ha lo mostra e lo scambio è rifiutato.

learn-why_deck_lives = L'ultimo a giocare scambia col mazzo (il tallone), non con un vicino.

learn-why_talon_under = Il mazziere ha tenuto la più alta di tre carte e messo le altre due sotto il tallone.

learn-why_life_lost = La carta più bassa paga una vita al piatto (carte più basse uguali: paga ognuno).

learn-why_eliminated_lives = Chi resta senza vite è fuori.

learn-why_pot = L'ultimo giocatore con delle vite prende il piatto.

learn-outro_ranter = Questo era il Ranter-Go-Round. Apri un tavolo dalla sala per giocare davvero.

learn-outro_coucou = Questo era il Coucou. Apri un tavolo dalla sala per giocare davvero.

learn-intro_card_gnav = Questa è la tua carta (il mazzo del Gnav: Cuculo, Dragone, Gatto, Cavallo e Casa in alto, poi dal XII allo O, il Vaso, la Civetta e il Matto). Quando tutti hanno giocato si mostrano le carte e la più bassa paga un gettone.

learn-intro_table_gnav = A turno ognuno tiene la sua carta o chiede il cambio al giocatore seguente; il mazziere gioca per ultimo e può cambiare col mazzo.

learn-intro_matadors_gnav = Le cinque carte più alte sono i matador: non si cedono mai. Il Cuculo ferma la mano, il Dragone e il Gatto fanno pagare un gettone a chi chiede, il Cavallo e la Casa passano la richiesta.

learn-tip_exchange_gnav = La tua carta è bassa: chiedi il cambio (la scelta evidenziata), al giocatore seguente o, da mazziere, col mazzo.

learn-why_knock_gnav = Chi riceve il Matto, la carta più bassa, deve bussare: ora tutti sanno dov'è.

learn-why_matador_gnav = Un matador non si cede mai: chi lo ha lo mostra e dice il suo motto.

learn-why_fined_gnav = Chiedere al Dragone o al Gatto costa un gettone, pagato nel piatto.

learn-why_deck_gnav = Il mazziere, o una richiesta passata a un mazziere con un Cavallo o una Casa, cambia col mazzo.

learn-why_token_gnav = La carta più bassa paga un gettone nel piatto (carte più basse uguali: paga ciascuno).

learn-why_out_gnav = Chi non ha più gettoni esce dal gioco.

learn-why_pool_gnav = L'ultimo giocatore con gettoni prende il piatto.

learn-outro_gnav = Questo era il Gnav. Apri un tavolo dalla sala per giocare davvero.

learn-intro_card_slab = Questo è il tuo pezzo (i pezzi di legno dello Slabberjan: in alto il Cavaliere, l'Uccello, il Micio e l'Osteria, poi da 12 a 0, poi il Pan bianco, il Pitale, la Faccia e il Giullare). Quando tutti hanno giocato, i pezzi si mostrano e il più basso paga un gettone nel piatto.

learn-intro_table_slab = A turno, ognuno tiene il suo pezzo o chiede il cambio al giocatore seguente; un numero o un pezzo basso va dato. Il mazziere gioca per ultimo e può pescare alla cieca un pezzo nuovo dal sacchetto.

learn-intro_matadors_slab = I quattro pezzi più alti sono i matador e non si cedono mai: il Cavaliere rifiuta e chi chiede paga un gettone, l'Uccello ferma gli scambi, il Micio annulla tutti gli scambi, l'Osteria manda la richiesta oltre.

learn-tip_exchange_slab = Il tuo pezzo è basso: chiedi il cambio (la scelta evidenziata), al giocatore seguente o, se sei il mazziere, al sacchetto.

learn-tip_keep_slab = Il tuo pezzo è abbastanza alto: tienilo (la scelta evidenziata).

learn-why_inn_slab = “Herberg voorbij!”: l'Osteria si salta e chi chiede cambia con il giocatore seguente.

learn-why_rider_slab = “Kap af!”: il Cavaliere rifiuta e chi chiede paga un gettone nel piatto.

learn-why_bird_slab = “Sta voor den vogel!”: l'Uccello ferma subito gli scambi e si mostrano tutti i pezzi; chi chiede paga un gettone.

learn-why_cat_slab = “Poesje krabt alles terug!”: tutti gli scambi della mano sono annullati; ognuno riprende il pezzo ricevuto.

learn-why_bag_slab = Il mazziere posa il suo pezzo sul tavolo, dove nessuno può ripescarlo, e ne pesca uno nuovo alla cieca dal sacchetto.

learn-why_paid_slab = Il pezzo più basso paga un gettone nel piatto (e chi ha chiesto al Cavaliere o all'Uccello ne ha pagato uno anche lui).

learn-why_credit_slab = Chi ha finito i gettoni gioca “op sloffen”, a credito, finché deve pagare di nuovo.

learn-why_dead_slab = Chi non può pagare un nuovo debito è dichiarato morto ed esce.

learn-why_pool_slab = L'ultimo giocatore vivo prende il piatto.

learn-outro_slab = Questo era lo Slabberjan. Apri un tavolo dalla lobby per una partita vera e scegli le opzioni della tua famiglia.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Cucù**: una carta a testa, e nessuno vuole la più bassa.
    - Ognuno riceve una carta coperta. A turno, dalla destra del mazziere, **tieni** la tua carta o la **cambi** con il giocatore seguente.
    - Alcune carte alte rifiutano il cambio o puniscono chi lo chiede (vedi le carte qui sotto: dipendono dalle regole).
    - { $dealer ->
        [talon] Il mazziere riceve tre carte e tiene la più alta; il giocatore prima del mazziere gioca per ultimo e scambia col tallone.
       *[pack] Il mazziere gioca per ultimo e può invece cambiare col mazzo.
    }
    - Poi le carte si scoprono: la carta più bassa perde (un gettone, delle fiche o una vita, come contano le regole).
    - { $pack ->
        [french] Ordine: il mazzo francese, il Re più alto, poi Donna, Fante, dal 10 al 2, e l'Asso più basso (il seme non conta).
        [gnav] Ordine: il mazzo del Gnav, in alto i cinque matador (Cuculo, Dragone, Gatto, Cavallo, Casa), poi dal XII allo O, il Vaso, la Civetta e il Matto più basso.
        [slabberjan] Ordine: i pezzi di legno dello Slabberjan, in alto i quattro matador (Cavaliere, Uccello, Micio, Osteria), poi da 12 a 0, poi il Pan bianco, il Pitale, la Faccia e il Giullare più basso.
       *[cuckoo] Ordine: le figure da XV a XI, poi da 10 a 1, poi lo 0 e le figure basse sotto di esso.
            - Dove le regole lo permettono, chi ha il Cucù (XV) può **dichiararlo** e fermare subito i cambi.
    }
    - Chi non ha più nulla da pagare è fuori; vince l'ultimo rimasto (o il più ricco alla fine stabilita).

# taverna analyze's table and summary (games/cucu/research/analysis)
analysis_title = cucu/{ $rules }, { $players } giocatori
analysis_method = { $method ->
        [exact] esatto: gioco matriciale a somma zero sulle strategie a soglia (simplesso in frazioni)
       *[simulated] miglior risposta iterata, carta per carta, su mani simulate
    }
analysis_seat = posto
analysis_role = ruolo
analysis_exchanges = cambia
analysis_switches = cambia / pesca (dopo una tenuta)
analysis_keeps_from = tiene da
analysis_loss_rate = tasso di sconfitta
analysis_naive = ingenuo (<5)
analysis_best_change = miglior cambiamento
analysis_role_name = { $role ->
        [dealer] mazziere
        [receiver] chi riceve
        [first] primo
       *[seat] posto { $seat }
    }
analysis_never = mai
analysis_deviation = { $action ->
        [keep] tenere
       *[exchange] cambiare
    } { $card }: { $gain } ± { $se } pp
analysis_state = { $converged ->
        [yes] converge: il giro { $rounds } non ha cambiato nulla (un cambiamento deve vincere di più di { $z } errori standard)
       *[no] NON CONVERGE: le strategie cambiavano ancora al giro { $rounds } di al massimo { $max } (cambiamenti per giro { $history }); aumenta --iterations o --deals
    }
analysis_summary = { $simulator }: { $deals } { $deals ->
        [one] mano controfattuale
       *[other] mani controfattuali
    } per posto e giro, { $rounds } { $rounds ->
        [one] giro
       *[other] giri
    } (cambiamenti di strategia: { $history }); { analysis_state }.  Tassi di sconfitta su { $eval } { $eval ->
        [one] mano
       *[other] mani
    }, intervalli al 95%; ingenuo: cambia sotto il 5; miglior cambiamento: il calo più grande del tasso di sconfitta che porta l'altra azione per un valore (punti percentuali, ultimo giro).
