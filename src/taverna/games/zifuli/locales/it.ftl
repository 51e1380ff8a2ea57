## zifuli: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start =
    Zifuli: { $chips } fiche a testa; si gioca { $end ->
        [rounds] { $rounds } giri
       *[chips] finché qualcuno non resta senza fiche
    }.

deal_start =
    { $you ->
        [dealer] Giro { $round }: Tu dai { $cards_each } { $cards_each ->
            [one] carta
           *[other] carte
        } a testa; { $first } parla per primo all'asta.
        [first] Giro { $round }: { $dealer } dà { $cards_each } { $cards_each ->
            [one] carta
           *[other] carte
        } a testa; tu parli per primo all'asta.
       *[other] Giro { $round }: { $dealer } dà { $cards_each } { $cards_each ->
            [one] carta
           *[other] carte
        } a testa; { $first } parla per primo all'asta.
    }

bid =
    { $you ->
        [player]
            Tu dichiari, mostrando { $card } ({ $base ->
                [number] numeri
               *[picture] figure
            }).
       *[other]
            { $player } dichiara, mostrando { $card } ({ $base ->
                [number] numeri
               *[picture] figure
            }).
    }

pass =
    { $you ->
        [player] Tu passi.
       *[other] { $player } passa.
    }

boss =
    { $you ->
        [player] Tu sei il Capo; il Compagno ha l'altra carta { $card }.
       *[other] { $player } è il Capo; il Compagno ha l'altra carta { $card }.
    }

partner =
    { $you ->
        [boss] Hai l'altra carta { $card }: sei tu stesso il tuo Compagno segreto.
       *[other] Hai l'altra carta { $card }: sei il Compagno segreto di { $boss }.
    }

alone = Hai entrambe le carte { $card }: giochi da solo contro gli altri quattro.

deal_void = Tutti hanno passato: la mano { $deal } è nulla e dà le carte il mazziere seguente.

play =
    { $you ->
        [player] Tu giochi { $card }.
       *[other] { $player } gioca { $card }.
    }

partner_revealed =
    { $you ->
        [player] Tu hai giocato la gemella: tu sei il Compagno di { $boss }.
        [boss] { $player } ha giocato la gemella: { $player } è il tuo Compagno.
       *[other] { $player } ha giocato la gemella: { $player } è il Compagno di { $boss }.
    }

alone_revealed =
    { $you ->
        [player] Tu hai giocato entrambe le carte { $card }: il Capo gioca da solo.
       *[other] { $player } ha giocato entrambe le carte { $card }: il Capo gioca da solo.
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

round_end_recount_draw =
    Giro { $round }: { $side } { $a } a { $b } { $others }; pari, ricontati { $ra } a { $rb } (82 in tutto). Patta: nessuna fiche cambia mano.{ $moved ->
        [yes] { " " }Fiche: { $moves }.
       *[no] { "" }
    }

round_end_recount_won =
    Giro { $round }: { $side } { $a } a { $b } { $others }; pari, ricontati { $ra } a { $rb } (82 in tutto){ $you ->
        [winner] . Tu vinci.
       *[other] . { $winner } vincono.
    }{ $moved ->
        [yes] { " " }Fiche: { $moves }.
       *[no] { "" }
    }

round_end_draw =
    Giro { $round }: { $side } { $a } a { $b } { $others }. Patta: nessuna fiche cambia mano.{ $moved ->
        [yes] { " " }Fiche: { $moves }.
       *[no] { "" }
    }

round_end_won =
    Giro { $round }: { $side } { $a } a { $b } { $others }{ $you ->
        [winner] . Tu vinci.
       *[other] . { $winner } vincono.
    }{ $moved ->
        [yes] { " " }Fiche: { $moves }.
       *[no] { "" }
    }

game_over = La partita è finita ({ $chips }). Vince: { $winner }.

head =
    { $you ->
        [dealer]
            Giro { $round }{ $end ->
                [rounds] { " " }di { $rounds }
               *[none] { "" }
            }, mazziere tu, { $phase ->
                [auction] asta
                [tricks] prese
               *[over] finita
            }
       *[other]
            Giro { $round }{ $end ->
                [rounds] { " " }di { $rounds }
               *[none] { "" }
            }, mazziere { $dealer }, { $phase ->
                [auction] asta
                [tricks] prese
               *[over] finita
            }
    }

chips = { "  " }Fiche: { $chips }

bids = Dichiarazioni: { $bids }

passed = Hanno passato: { $names }

boss_line =
    { $you ->
        [boss]
            Capo tu ({ $card }), { $who ->
                [alone] da solo
                [partner]
                    { $you ->
                        [partner] con te
                       *[other] con { $partner }
                    }
               *[secret] con un Compagno segreto
            }; { $tricks_left ->
                [one] manca
               *[other] mancano
            } { $tricks_left } { $tricks_left ->
                [one] presa
               *[other] prese
            }
       *[other]
            Capo { $boss } ({ $card }), { $who ->
                [alone] da solo
                [partner]
                    { $you ->
                        [partner] con te
                       *[other] con { $partner }
                    }
               *[secret] con un Compagno segreto
            }; { $tricks_left ->
                [one] manca
               *[other] mancano
            } { $tricks_left } { $tricks_left ->
                [one] presa
               *[other] prese
            }
    }

revealed = Carte dichiarate ancora in mano: { $shown }

help_auction_choices = Asta: si dichiara mostrando una carta (resta in mano, nota a tutti). La prima dichiarazione fissa il tipo (numeri o figure); ogni dichiarazione successiva dev'essere una carta di quel tipo più debole dell'ultima. Chi passa è fuori dall'asta. L'ultimo a dichiarare è il Capo; chi ha la gemella dell'ultima carta del Capo è il Compagno segreto. Scrivi: bid CARTA o pass.{ "\u000A" }Le tue scelte: { $choices }

help_play_choices = Gioca una carta del tipo d'uscita se ne hai; altrimenti una carta qualsiasi, che non può vincere. Numeri: il 10 è il più alto. Figure: Leone, Cucù, Bum, Salta, Gnaf, Taverna, Matto, 0, Secchia, Mascherone. Di due carte uguali è più alta la prima giocata. Punti: il 10, dalla Taverna al Cucù e il Leone 1 ciascuno, dal 5 al 9 mezzo punto ciascuno (19 in tutto). Scrivi: play CARTA.{ "\u000A" }Le tue scelte: { $choices }

guide_bid = All'asta si punta mostrando una carta: ogni puntata dopo deve essere una carta più debole del tipo della prima; chi ha l'altra copia dell'ultima carta del Boss è il Partner.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = Zifuli

lobby-description = Dichiara scoprendo carte sempre più deboli; il Capo gioca con il possessore segreto della gemella dell'ultima carta dichiarata contro gli altri tre, per le fiches.

lobby-rules--rulebook = Zifuli (il regolamento)

lobby-option--chips = fiches con cui comincia ogni giocatore (il regolamento: «un numero adeguato»)

lobby-option--rounds = 0: gioca finché qualcuno resta senza fiches; N: gioca N giri; poi vince chi ha più fiches

lobby-option--all-pass = quando quattro giocatori hanno passato e nessuno ha dichiarato: last-bids (l'ultimo deve dichiarare ed è il Capo) o redeal (può passare anche lui; la mano è nulla e passa oltre)

lobby-label--chips = Fiches iniziali

lobby-label--rounds = Giri

lobby-label--all-pass = Se tutti passano

lobby-value--all-pass--last-bids = L'ultimo deve dichiarare

lobby-value--all-pass--redeal = Mano nulla


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = Queste sono le tue 8 carte: carte numero (dal 10 all'1) e figure (Leone, Cucù, Uomo ... la Maschera è la più debole).

learn-intro_auction = Prima l'asta: per dichiarare mostri una carta della tua mano; ogni dichiarazione dopo deve essere una carta più debole dello stesso tipo. L'ultimo rimasto è il Capo.

learn-intro_choices = Qui compaiono le tue scelte; si dichiara cliccando la carta che mostri.

learn-tip_bid = Dichiara: mostra la carta evidenziata, più debole dell'ultima e dello stesso tipo.

learn-tip_pass = Passa (la scelta evidenziata): le tue carte non scendono più, esci dall'asta.

learn-tip_play = Gioca la carta evidenziata: rispondi al tipo uscito (numero o figura) se puoi.

learn-tip_other = Fai ciò che dice la scelta evidenziata: ora le regole te lo chiedono.

learn-why_bid = Una dichiarazione mostra una carta; la prossima deve essere più debole, dello stesso tipo.

learn-why_boss = L'ultimo rimasto all'asta è il Capo; chi ha l'altra gemella della sua ultima carta è il Compagno segreto.

learn-why_partner = Giocare la carta gemella rivela chi è il Compagno.

learn-why_trick = La carta più forte del tipo uscito ha preso; chi l'ha giocata esce alla prossima.

learn-why_round_end = Le carte si contano come nel Coch; la parte del Capo vince con più punti, e le fiches passano di mano.

learn-outro = Questo era lo Zifuli. Apri un tavolo dalla sala per giocare con altri quattro.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Zifuli**: un gioco di prese per 5 esatti, con un'asta e un compagno nascosto.
    - Ognuno riceve 8 carte. I numeri vanno dal 10 all'1; le figure: Leone, Cucù, Bum, Salta, Gnaf, Taverna, Matto, 0, Secchia, Mascherone (il Mascherone è la più debole).
    - **Asta**, dalla destra del mazziere: per **offrire** mostri una carta della tua mano. La prima offerta fissa il tipo; ogni offerta seguente dev'essere una carta più debole di quel tipo. Chi **passa** esce dall'asta.
    - L'ultimo rimasto è il **Capo**. L'altro possessore della gemella dell'ultima carta offerta dal Capo è il **Compagno**, e solo lui lo sa. Un Capo con entrambe le copie gioca da solo contro quattro.
    - Si gioca come a Coch: rispondi al tipo se puoi; vince la carta più forte del tipo della presa.
    - Si contano le carte come a Coch (19 punti in tutto). La parte del Capo vince con più punti.
    - Fiche: se vince la parte del Capo, ogni avversario paga 1 (il Capo ne prende 2, il Compagno 1); se perde, il Capo paga 2 e il Compagno 1. Un Capo da solo vince o paga 2 da o a ciascuno.
    - La partita finisce quando qualcuno resta senza fiche (o dopo i giri stabiliti): vince chi ne ha di più.
