## kille: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

round_start =
    { $you ->
        [dealer] Giro { $round }: Tu dai { $cards_each } { $cards_each ->
            [one] carta
           *[other] carte
        } a testa ({ $unused } non usate).
       *[other] Giro { $round }: { $dealer } dà { $cards_each } { $cards_each ->
            [one] carta
           *[other] carte
        } a testa ({ $unused } non usate).
    }

play =
    { $you ->
        [player] Tu giochi { $card }.
       *[other] { $player } gioca { $card }.
    }

trick_last =
    { $you ->
        [winner] Tu vinci (la carta più debole prende l'ultima presa).
       *[other] { $winner } vince (la carta più debole prende l'ultima presa).
    }

trick =
    { $you ->
        [winner] Tu vinci (la carta più forte prende la presa).
       *[other] { $winner } vince (la carta più forte prende la presa).
    }

round_won =
    { $you ->
        [player] Tu vinci il giro e ora hai { $points } { $points ->
            [one] punto
           *[other] punti
        }.
       *[other] { $player } vince il giro e ora ha { $points } { $points ->
            [one] punto
           *[other] punti
        }.
    }

head =
    { $you ->
        [dealer] Giro { $round } di { $rounds }, mazziere tu, { $tricks_left ->
            [one] manca
           *[other] mancano
        } { $tricks_left } { $tricks_left ->
            [one] presa
           *[other] prese
        }
       *[other] Giro { $round } di { $rounds }, mazziere { $dealer }, { $tricks_left ->
            [one] manca
           *[other] mancano
        } { $tricks_left } { $tricks_left ->
            [one] presa
           *[other] prese
        }
    }

player = { "  " }{ $name }: { $points } { $points ->
        [one] punto
       *[other] punti
    }

player_chips = { "  " }{ $name }: { $points } { $points ->
        [one] punto
       *[other] punti
    }, { $chips } fiche

help = Gioca una carta più forte di tutte quelle in tavola; se non ne hai, devi giocare la tua più debole. Carte uguali: la seconda è più debole. La carta più forte prende la presa e apre la successiva, ma la più debole prende l'ultima presa e segna il punto.{ "\u000A" }Le tue scelte: { $choices }

guide_card = Si gioca solo se batte ogni carta sul tavolo (o se è la tua più debole); la più forte prende la presa, ma nell'ultima presa vince la più debole. Di due carte uguali la seconda è più debole.

guide_top = Niente la batte: prende ogni presa tranne l'ultima.

guide_bottom = La carta più debole: vince l'ultima presa e il suo punto.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = Krypkille

lobby-description = Batti ogni carta sul tavolo o gioca la tua più debole; la carta più debole prende l'ultima presa.

lobby-rules--standard = Krypkille (il regolamento)

lobby-rules--duplicate = Krypkille con Duplicate

lobby-rules--nordic = Krypkille col mazzo svedese del Kille (42 carte)

lobby-option--pack = il mazzo del Cucù, 40 carte (cuckoo), o il mazzo svedese del Kille, 42 carte (kille)

lobby-option--duplicate = l'espansione Duplicate: fiches, le carte giocate passate a sinistra, la mano che si sposta a sinistra

lobby-option--rounds = giri da giocare (0: tanti quanti i giocatori)

lobby-option--hand = carte date a ciascuno (0: quante il mazzo ne permette in parti uguali, come nel regolamento); meno carte giocano solo le ultime prese: un finale per la ricerca, non una regola del regolamento

lobby-option--target = gioca invece finché qualcuno arriva a questi punti (0: nessun obiettivo; solo partita standard)

lobby-label--duplicate = Espansione Duplicate

lobby-label--pack = Mazzo

lobby-value--pack--cuckoo = Mazzo del Cucù (40 carte)

lobby-value--pack--kille = Mazzo del Kille (42 carte)

lobby-label--rounds = Giri

lobby-label--hand = Carte a testa

lobby-label--target = Punti da raggiungere


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = Queste sono le tue carte, in ordine come nel Cambio: il Cucù (15) più alto ... il Pagliaccio più basso.

learn-intro_trick = Le prese si giocano qui. Devi giocare una carta più forte di tutte quelle sul tavolo; se non ne hai, la tua più debole.

learn-tip_play = Gioca la carta evidenziata: più forte di tutte quelle sul tavolo se puoi, altrimenti la più debole; tieni una carta molto debole per l'ultima presa.

learn-tip_other = Fai ciò che dice la scelta evidenziata: ora le regole te lo chiedono.

learn-why_trick = La carta più forte ha preso (nell'ultima presa, la più debole): chi l'ha giocata esce alla prossima.

learn-why_round_won = La carta più debole dell'ultima presa vince il giro e il suo punto.

learn-why_round_start = Un nuovo giro: il mazzo passa.

learn-why_round_start_duplicate = Duplicato: dal secondo giro ogni mano è il mucchio usato dal tuo vicino, così tutti giocano le stesse carte.

learn-intro_hand_nordic = Queste sono le tue carte del mazzo svedese del Kille (42 carte): l'Arlecchino (Harlekin) più alto, poi il Cucù (Kuku) ... la Maschera (Blaren) più bassa.

learn-outro_nordic = Questo era il Krypkille col mazzo del Kille. Apri un tavolo dalla sala per una partita intera.

learn-outro = Questo era il Krypkille. Apri un tavolo dalla sala per una partita intera.

learn-outro_duplicate = Questo era il Krypkille col Duplicato. Apri un tavolo dalla sala per una partita intera.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Krypkille**: un gioco di prese per 3 o più, dove l'ultima presa la vince la carta più debole.
    - Le carte valgono come a Cambio: il Cucù (15) è la più alta … il Matto la più bassa. Ognuno riceve quante più carte possibile in parti uguali; le altre restano da parte, coperte.
    - Apre chi segue il mazziere. Al tuo turno devi giocare una carta **più forte** di tutte quelle sul tavolo; se non ne hai, devi giocare la tua carta **più debole**.
    - La carta più forte prende la presa e apre la seguente. Fra due carte uguali la seconda è più debole.
    - Nell'**ultima presa** vince la carta più debole, e chi l'ha giocata segna 1 punto.
    - Il mazzo passa; dopo tanti giri quanti i giocatori (o al traguardo stabilito) vince chi ha più punti.
    - **Mazzo nordico** (regole a sé): il mazzo svedese del Kille, 42 carte, quello che il regolamento consiglia: Arlecchino (Harlekin) la più alta, poi Cucù (Kuku), Ussaro, Maiale, Cavaliere, Osteria, 12 … 1, Ghirlanda, Vaso di fiori, Maschera (Blaren) la più bassa.
    - **Duplicate**: ognuno parte con delle fiche; dopo l'ultima presa ogni altro giocatore paga 1 fiche a chi l'ha vinta; dal secondo giro la tua mano è il mucchio usato dal vicino, e il mazziere cambia nell'altro senso.
