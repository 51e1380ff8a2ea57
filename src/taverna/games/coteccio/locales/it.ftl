## coteccio: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = Una nuova partita a Coteccio: { $players }; nel piatto ci sono { $pool }, { $lives } { $lives ->
        [one] vita
       *[other] vite
    } a testa.

deal_start =
    { $you ->
        [dealer] Mano { $deal }: Tu dai le carte, { $leader } apre.
        [leader] Mano { $deal }: { $dealer } dà le carte, tu apri.
       *[other] Mano { $deal }: { $dealer } dà le carte, { $leader } apre.
    }

hand = Le tue carte: { $cards }.

play =
    { $you ->
        [player] Tu giochi { $card }.
       *[other] { $player } gioca { $card }.
    }

trick =
    { $you ->
        [winner] Tu prendi la presa { $number } ({ $points } { $points ->
            [one] punto
           *[other] punti
        }).
       *[other] { $winner } prende la presa { $number } ({ $points } { $points ->
            [one] punto
           *[other] punti
        }).
    }

capotto_choice =
    { $you ->
        [player] Tu hai fatto quattro prese: annulla la mano, o gioca l'ultima carta per il capotto.
       *[other] { $player } ha fatto quattro prese: annulla la mano, o gioca l'ultima carta per il capotto.
    }

annul =
    { $you ->
        [player] Tu annulli la mano; lo stesso mazziere ridà le carte.
       *[other] { $player } annulla la mano; lo stesso mazziere ridà le carte.
    }

capotto_try =
    { $you ->
        [player] Tu giochi l'ultima carta per il capotto.
       *[other] { $player } gioca l'ultima carta per il capotto.
    }

capotto =
    { $you ->
        [player] Tu fai capotto: guadagni una vita, tutti gli altri ne perdono una.
       *[other] { $player } fa capotto: guadagna una vita, tutti gli altri ne perdono una.
    }

capotto_saved =
    { $you ->
        [saver] Tu salvi il capotto: { $player } perde una vita, tu ne guadagni una.
        [player] { $saver } salva il capotto: tu perdi una vita, { $saver } ne guadagna una.
       *[other] { $saver } salva il capotto: { $player } perde una vita, { $saver } ne guadagna una.
    }

points = Punti delle carte: { $points }.

gains =
    { $you ->
        [player] Tu guadagni una vita ({ $lives ->
            [one] ne resta
           *[other] ne restano
        } { $lives }).
       *[other] { $player } guadagna una vita ({ $lives ->
            [one] ne resta
           *[other] ne restano
        } { $lives }).
    }

loses =
    { $you ->
        [player] Tu perdi una vita ({ $lives ->
            [one] ne resta
           *[other] ne restano
        } { $lives }).
       *[other] { $player } perde una vita ({ $lives ->
            [one] ne resta
           *[other] ne restano
        } { $lives }).
    }

dead =
    { $you ->
        [player] Tu non hai più vite.
       *[other] { $player } non ha più vite.
    }

dead_doctor =
    { $you ->
        [player] Tu non hai più vite e puoi chiamare il dottore.
       *[other] { $player } non ha più vite e può chiamare il dottore.
    }

doctor =
    { $you ->
        [player] Tu chiami il dottore: paghi { $fee } al piatto e ricevi { $lives } { $lives ->
            [one] vita
           *[other] vite
        }.
       *[other] { $player } chiama il dottore: paga { $fee } al piatto e riceve { $lives } { $lives ->
            [one] vita
           *[other] vite
        }.
    }

drop =
    { $you ->
        [player] Tu ti ritiri.
       *[other] { $player } si ritira.
    }

restart = Tutti i rimasti sono morti insieme: la partita ricomincia, { $lives } { $lives ->
        [one] vita
       *[other] vite
    } a testa, stesso piatto ({ $pool }).

match_end =
    { $you ->
        [winner] Tu sei l'ultimo vivo e incassi il piatto di { $pool }.
       *[other] { $winner } è l'ultimo vivo e incassa il piatto di { $pool }.
    }

head =
    { $you ->
        [dealer] Mano { $deal }: mazziere tu, primo di mano { $leader }; piatto { $pool }.
        [leader] Mano { $deal }: mazziere { $dealer }, primo di mano tu; piatto { $pool }.
       *[other] Mano { $deal }: mazziere { $dealer }, primo di mano { $leader }; piatto { $pool }.
    }

player =
    { "  " }{ $name }: { $state ->
        [out] fuori
       *[in]
            { $lives } { $lives ->
                [one] vita
               *[other] vite
            }, { $tricks } { $tricks ->
                [one] presa
               *[other] prese
            }
    }

table = In tavola: { $cards }

won =
    { $you ->
        [winner] Tu hai vinto.
       *[other] { $winner } ha vinto.
    }

to_act = Tocca a: { $names }.

help_capotto = annul: annulla la mano (nessuno perde una vita, lo stesso mazziere ridà); lead: gioca l'ultima carta per il capotto.

help_doctor = doctor: paga la parcella e ricevi tante vite quante ne ha il vivo che ne ha meno; drop: lascia la partita.

help = play CARTA: gioca una carta (per esempio 'play 1d', 'play Cs'); rispondi al seme se puoi. Chi prende più punti (asso 6, re 5, cavallo 4, fante 3, ultima presa 6) perde una vita.

guide_suit = carte del suo seme

guide_points = Vale { $n } { $n ->
        [one] punto
       *[other] punti
    } per chi la prende: prendine meno che puoi. Niente briscola: vince solo nel seme di uscita.

guide_no_points = Non vale punti. Niente briscola: vince solo nel seme di uscita.

guide_last = L'ultima presa vale 6 punti in più.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = Coteccio

lobby-description = Cinque carte, senza briscola: chi prende più punti in carte perde una vita; l'ultimo in vita prende il piatto.

lobby-rules--trieste = Coteccio come si gioca a Trieste (IPCS 1989)

lobby-option--stake = quanto versa nel piatto ogni giocatore all'inizio

lobby-option--lives = vite con cui ogni giocatore comincia (e ricomincia)

lobby-option--doctor-fee = quanto costa chiamare il dottore (pagato al piatto)

lobby-option--doctor-limit = quante volte ogni giocatore può chiamare il dottore nella partita

lobby-label--stake = Posta iniziale

lobby-label--lives = Vite

lobby-label--doctor-fee = Costo del dottore

lobby-label--doctor-limit = Chiamate del dottore


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = Queste sono le tue 5 carte (mazzo italiano: Asso, Re, Cavallo, Fante, poi dal 7 al 2). Nel Coteccio cerchi di NON prendere punti.

learn-intro_trick = Le prese si giocano qui: rispondi al seme se puoi; non ci sono briscole; la carta più alta del seme uscito prende.

learn-tip_play = Gioca la carta evidenziata: rispondi al seme se devi, e liberati delle carte alte che prenderebbero punti (Asso 6, Re 5, Cavallo 4, Fante 3).

learn-tip_doctor = Chiama il dottore (la scelta evidenziata): paghi la tariffa e torni con delle vite.

learn-tip_drop = Ritirati (la scelta evidenziata).

learn-tip_other = Fai ciò che dice la scelta evidenziata: ora le regole te lo chiedono.

learn-why_trick = La carta più alta del seme uscito ha preso; chi l'ha giocata esce alla prossima.

learn-why_points = Si contano i punti presi: Asso 6, Re 5, Cavallo 4, Fante 3, l'ultima presa 6.

learn-why_lives = Chi ha preso più punti perde una vita (chi pareggia la perde anche lui).

learn-why_capotto_choice = Un giocatore ha vinto le prime quattro prese: può annullare la mano o giocare l'ultima carta per il cappotto.

learn-why_capotto_try = Tentativo di cappotto: vincere anche la quinta dà una vita e ne toglie una a tutti gli altri; perderla costa una vita.

learn-why_capotto = Cappotto: chi ha preso tutte e cinque le prese guadagna una vita; gli altri ne perdono una.

learn-why_dead = Chi resta senza vite è fuori (o chiama il dottore finché altri due sono vivi).

learn-why_doctor = È stato chiamato il dottore: la tariffa va al piatto e il giocatore torna con delle vite.

learn-outro = Questo era il Coteccio. Apri un tavolo dalla sala per giocare con quattro vite.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Coteccio** (Trieste): un gioco di prese per 2–7 dove si cerca di **non** prendere punti.
    - Il mazzo italiano da 40; in ogni seme Asso, Re, Cavallo, Fante, poi dal 7 al 2. Ognuno riceve 5 carte.
    - Apre il giocatore alla destra del mazziere. Rispondi al seme se puoi; non ci sono briscole; la carta più alta del seme d'uscita prende e apre la presa seguente.
    - Punti: Asso 6, Re 5, Cavallo 4, Fante 3, l'ultima presa 6. Chi prende più punti perde una **vita** (a pari punti la perdono tutti).
    - Se un giocatore vince le prime quattro prese, o **annulla** la mano o **gioca** l'ultima carta: se vince anche la quinta (cappotto) guadagna una vita e gli altri ne perdono una; se la perde, perde lui una vita.
    - Tutti versano una posta nel piatto e partono con 4 vite.
    - Senza vite puoi **chiamare il dottore** (paghi la tariffa e ricevi tante vite quante ne ha il vivo più debole) se almeno altri due sono vivi, oppure **ritirarti**.
    - L'ultimo vivo vince tutto il piatto.
