## coch: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = Coch: { $team1 } contro { $team2 }; { $deals } { $deals ->
        [one] mano
       *[other] mani
    }.

deal_start =
    { $you ->
        [dealer] Mano { $deal }: Tu dai { $cards_each } { $cards_each ->
            [one] carta
           *[other] carte
        } a testa; { $leader } apre.
        [leader] Mano { $deal }: { $dealer } dà { $cards_each } { $cards_each ->
            [one] carta
           *[other] carte
        } a testa; tu apri.
       *[other] Mano { $deal }: { $dealer } dà { $cards_each } { $cards_each ->
            [one] carta
           *[other] carte
        } a testa; { $leader } apre.
    }

play =
    { $you ->
        [player] Tu giochi { $card }.
       *[other] { $player } gioca { $card }.
    }

trick =
    { $you ->
        [winner]
            Tu prendi la presa (uscita a { $base ->
                [number] numeri
               *[picture] figure
            }).
       *[other]
            { $winner } prende la presa (uscita a { $base ->
                [number] numeri
               *[picture] figure
            }).
    }

deal_end_recount_draw = Mano { $deal }: { $team1 } { $a } a { $b } { $team2 }; pari, ricontati { $ra } a { $rb } (82 in tutto). Patta.

deal_end_recount_won = Mano { $deal }: { $team1 } { $a } a { $b } { $team2 }; pari, ricontati { $ra } a { $rb } (82 in tutto){ $you ->
        [winner] . Tu vinci la mano.
       *[other] . { $winner } vincono la mano.
    }

deal_end_draw = Mano { $deal }: { $team1 } { $a } a { $b } { $team2 }. Patta.

deal_end_won = Mano { $deal }: { $team1 } { $a } a { $b } { $team2 }{ $you ->
        [winner] . Tu vinci la mano.
       *[other] . { $winner } vincono la mano.
    }

over_won_draw = La partita è finita ({ $a } { $a ->
            [one] mano
           *[other] mani
        } a { $b }). Patta.

over_won_winners = La partita è finita ({ $a } { $a ->
            [one] mano
           *[other] mani
        } a { $b }). Vincono: { $winner }.

over_draw_all = La partita è finita. Patta.

over_winners_all = La partita è finita. Vincono: { $winner }.

head =
    { $you ->
        [dealer] Mano { $deal } di { $deals }, mazziere tu, { $tricks_left ->
            [one] manca
           *[other] mancano
        } { $tricks_left } { $tricks_left ->
            [one] presa
           *[other] prese
        }
       *[other] Mano { $deal } di { $deals }, mazziere { $dealer }, { $tricks_left ->
            [one] manca
           *[other] mancano
        } { $tricks_left } { $tricks_left ->
            [one] presa
           *[other] prese
        }
    }

team = { "  " }{ $team }: { $taken } { $taken ->
        [one] presa
       *[other] prese
    } in questa mano; { $points } { $points ->
        [one] punto
       *[other] punti
    }, { $won } { $won ->
        [one] mano vinta
       *[other] mani vinte
    }

hand_partner =
    { $you ->
        [partner] La tua mano (compagno tu): { $cards }
       *[other] La tua mano (compagno { $partner }): { $cards }
    }

help = Gioca una carta del tipo di quella d'uscita (numeri 1-10, o figure) se ne hai; altrimenti una carta qualsiasi, che non può vincere. Prende la carta più forte del tipo d'uscita; di due carte uguali è più alta la prima giocata. Numeri: il 10 è il più alto. Figure: Leone, Cucù, Bum, Salta, Gnaf, Taverna, 0, Secchia, Mascherone, Matto. Punti: il 10, dalla Taverna al Cucù e il Leone 1 ciascuno, dal 5 al 9 mezzo punto ciascuno (19 in tutto).{ "\u000A" }Scrivi: play CARTA.  Le tue scelte: { $choices }

guide_recount = Se le squadre hanno 9½ ciascuna, si ricontano le carte: allora conta { $n }.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = Coch

lobby-description = Due contro due: rispondi al tipo (numero o figura), vinci le prese con punti; il Leone è la figura più forte.

lobby-rules--rulebook = Coch (il regolamento)

lobby-option--deals = mani da giocare, la mano passa ogni volta a destra (1: la partita singola del regolamento; di più: vince la partita la coppia che vince più mani, a pari merito patta)

lobby-label--deals = Mani


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = Queste sono le tue 10 carte: carte numero (dal 10 all'1) e figure (il Leone è la più forte).

learn-intro_partner = Il giocatore di fronte è il tuo compagno: contate insieme i punti delle vostre prese.

learn-intro_trick = Ogni presa si gioca qui: una carta a testa; la carta più forte del tipo uscito prende.

learn-tip_play = Gioca la carta evidenziata: rispondi al tipo uscito (numero o figura) se puoi; una carta dell'altro tipo non vince mai.

learn-why_trick = La carta più forte del tipo uscito ha preso; chi l'ha giocata esce alla prossima.

learn-why_deal_end = Si contano le carte: 10, Casa, Gatto, Cavallo, Uomo, Cucù e Leone un punto, dal 5 al 9 mezzo punto; vince la coppia con più punti.

learn-outro = Questo era il Coch. Apri un tavolo dalla sala per giocare con altri tre.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Coch**: un gioco di prese per 4 esatti, in due squadre (i compagni seduti di fronte).
    - Due tipi di carte: **numeri** (dal 10, la più alta, all'1) e **figure**: Leone, Cucù, Bum, Salta, Gnaf, Taverna, 0, Secchia, Mascherone, Matto (il Leone è la più forte).
    - Ognuno riceve 10 carte. Apre la prima presa chi segue il mazziere.
    - Rispondi al tipo della prima carta se puoi; altrimenti gioca quel che vuoi, ma una carta dell'altro tipo non vince mai.
    - La carta più forte del tipo della presa prende le 4 carte e apre la seguente. Fra due carte uguali vale di più la prima giocata.
    - Dopo 10 prese ogni squadra conta: 10, Taverna, Gnaf, Salta, Bum, Cucù e Leone 1 punto; dal 5 al 9 mezzo punto; il resto niente (19 in tutto).
    - Vince la squadra con più punti. A 9,5 pari si ricontano le carte in un altro modo; se c'è ancora parità, è patta.
