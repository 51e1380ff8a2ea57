## torionfo: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

deal_start =
    { $you ->
        [dealer] Mano { $deal }: Tu mescoli, { $cutter } taglia.
        [cutter] Mano { $deal }: { $dealer } mescola, tu tagli.
       *[other] Mano { $deal }: { $dealer } mescola, { $cutter } taglia.
    }

cut =
    { $you ->
        [player] Tu alzi { $cards } { $cards ->
            [one] carta
           *[other] carte
        } dal mazzo.
       *[other] { $player } alza { $cards } { $cards ->
            [one] carta
           *[other] carte
        } dal mazzo.
    }

cut_take =
    { $you ->
        [player] Tu scopri { $card } in fondo al mazzetto alzato e la prendi.
       *[other] { $player } scopre { $card } in fondo al mazzetto alzato e la prende.
    }

dealt =
    { $you ->
        [dealer] Tu dai { $cards_each } { $cards_each ->
            [one] carta
           *[other] carte
        } a testa.
       *[other] { $dealer } dà { $cards_each } { $cards_each ->
            [one] carta
           *[other] carte
        } a testa.
    }

turn_take =
    { $you ->
        [player] Tu giri { $card } e la prendi.
       *[other] { $player } gira { $card } e la prende.
    }

torionfo = La carta di Torionfo è { $card } (anche la sua gemella è carta di Torionfo); { $stock ->
        [one] resta
       *[other] restano
    } { $stock } { $stock ->
        [one] carta
       *[other] carte
    } nel tallone.

discard =
    { $you ->
        [player] Tu metti una carta coperta sotto il tallone.
       *[other] { $player } mette una carta coperta sotto il tallone.
    }

discarded = (hai messo { $card } sotto il tallone)

play_start =
    { $you ->
        [leader] Tu apri; { $tricks } { $tricks ->
            [one] presa
           *[other] prese
        }.
       *[other] { $leader } apre; { $tricks } { $tricks ->
            [one] presa
           *[other] prese
        }.
    }

lead =
    { $you ->
        [player]
            Tu apri con { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }{ $base ->
                [number] , base numeri
                [picture] , base figure
               *[none] { "" }
            }.
       *[other]
            { $player } apre con { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }{ $base ->
                [number] , base numeri
                [picture] , base figure
               *[none] { "" }
            }.
    }

play =
    { $you ->
        [player]
            Tu giochi { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }{ $base ->
                [number] , base numeri
                [picture] , base figure
               *[none] { "" }
            }.
       *[other]
            { $player } gioca { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }{ $base ->
                [number] , base numeri
                [picture] , base figure
               *[none] { "" }
            }.
    }

base =
    { $you ->
        [player]
            Tu fai di questa una presa a { $base ->
                [number] numeri
               *[picture] figure
            }.
       *[other]
            { $player } fa di questa una presa a { $base ->
                [number] numeri
               *[picture] figure
            }.
    }

trick =
    { $you ->
        [winner] Tu prendi la presa ({ $points } { $points ->
            [one] punto
           *[other] punti
        }).
       *[other] { $winner } prende la presa ({ $points } { $points ->
            [one] punto
           *[other] punti
        }).
    }

deal_end = Punti della mano { $deal }: { $parts } ({ $unused } { $unused ->
        [one] punto
       *[other] punti
    } nelle carte non giocate).

draw_game = La partita è finita: totali pari, è patta.

head =
    { $you ->
        [dealer]
            Mano { $deal } di { $deals }, mazziere tu, { $phase ->
                [cut]
                    { $you ->
                        [cutter] Tu tagli
                       *[other] { $cutter } taglia
                    }
                [discard] scarto sotto il tallone
               *[tricks]
                    { $tricks_left ->
                        [one] manca
                       *[other] mancano
                    } { $tricks_left } { $tricks_left ->
                        [one] presa
                       *[other] prese
                    }
            }
       *[other]
            Mano { $deal } di { $deals }, mazziere { $dealer }, { $phase ->
                [cut]
                    { $you ->
                        [cutter] Tu tagli
                       *[other] { $cutter } taglia
                    }
                [discard] scarto sotto il tallone
               *[tricks]
                    { $tricks_left ->
                        [one] manca
                       *[other] mancano
                    } { $tricks_left } { $tricks_left ->
                        [one] presa
                       *[other] prese
                    }
            }
    }

# one line per side (a team of two, or a player alone)
side_total = { "  " }{ $side }: { $points } { $points ->
        [one] punto
       *[other] punti
    }

torionfo_card = Carta di Torionfo: { $card }

on_table_base =
    In tavola: { $cards } (base: { $base ->
        [number] numeri
       *[picture] figure
    })

help = cut N: alza N carte (1-39); ogni 10, Cucù o Bum in fondo al mazzetto alzato è tuo. discard CARD: metti una carta sotto il tallone finché non hai la tua parte. play CARD: segui il tipo della prima carta (numero 1-10, o figura) se puoi; la carta di Torionfo (e la sua gemella) si può giocare sempre e batte tutto. Se apri con essa, scegli la base: base number o base picture. Di due carte uguali è più forte la prima giocata.{ "\u000A" }Le tue scelte: { $choices }

guide_taken = Trovata al taglio, va a chi ha tagliato (scoperta in mezzo, al mazziere).

guide_torionfo = La carta scoperta in mezzo è la carta Torionfo: lei e la sua gemella si possono giocare in ogni momento e battono tutto.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = Torionfo

lobby-description = I compagni di fronte rispondono al tipo (numero o figura); la carta Torionfo batte tutto; dopo quattro mani decidono i punti delle carte. Per 4 giocatori (due coppie) o 2.

lobby-rules--standard = Torionfo (il regolamento)

lobby-option--deals = mani (giri) da giocare; il regolamento ne gioca 4, e la mano passa ogni volta a destra

lobby-label--deals = Mani


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = Queste sono le tue 8 carte: carte numero (dal 10 all'1) e figure (Cucù, Uomo, Cavallo, Gatto, Casa ...).

learn-intro_partner = Il giocatore di fronte è il tuo compagno: i punti delle vostre carte si sommano.

learn-intro_trick = La carta del Torionfo è scoperta in mezzo: lei e la sua gemella battono tutto. Le prese si giocano qui.

learn-tip_play = Gioca la carta evidenziata: rispondi al tipo uscito (numero o figura) se puoi; una carta del Torionfo si può giocare sempre e batte tutto.

learn-tip_other = Fai ciò che dice la scelta evidenziata: ora le regole te lo chiedono.

learn-why_cut_take = Chi taglia prende ogni 10, Cucù e Uomo trovati al taglio.

learn-why_torionfo = Questa carta e la sua gemella sono le carte del Torionfo: battono tutto.

learn-why_discarded = Chi ha più di 8 carte rimette quelle in più sotto il mazzo, coperte.

learn-why_trick = La carta più forte del tipo della presa (o una carta del Torionfo) ha preso; chi l'ha giocata esce alla prossima.

learn-why_deal_end = Le carte valgono il loro numero (Cucù 15 ... 1); vince la coppia con più punti.

learn-outro = Questo era il Torionfo. Apri un tavolo dalla sala per giocare tutte e quattro le mani.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Torionfo**: un gioco di prese per 4 (due squadre, i compagni seduti di fronte) o per 2.
    - Due tipi di carte: **numeri** (dal 10, la più alta, all'1) e **figure** (Cucù, Bum, Salta, Gnaf, Taverna, 0, Secchia, Mascherone, Leone, Matto, in quest'ordine).
    - Prima della distribuzione il giocatore alla sinistra del mazziere taglia e prende ogni 10, Cucù e Bum trovato al taglio.
    - Ognuno riceve 8 carte (16 in due). Una carta girata al centro è la **carta Torionfo**; anche la sua gemella, ovunque sia, è carta Torionfo.
    - Chi ha più di 8 carte ne rimette alcune sotto il mazzo, senza mostrarle.
    - Apre chi è alla destra del mazziere. Rispondi al tipo della prima carta se puoi; una carta dell'altro tipo non vince mai.
    - Una carta Torionfo si può giocare sempre e batte tutto. Chi apre con essa sceglie il tipo della presa.
    - La carta più forte del tipo della presa la prende e apre la seguente. Fra due carte uguali vale di più la prima giocata.
    - Le carte valgono il loro numero (15 il Cucù … 1); lo 0 e le figure basse non valgono nulla. Dopo le mani stabilite (4) vince la squadra con più punti.
