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
        [player] Tu fai capotto: guadagna una vita, tutti gli altri ne perdono una.
       *[other] { $player } fa capotto: guadagna una vita, tutti gli altri ne perdono una.
    }

capotto_saved =
    { $you ->
        [saver] Tu salvi il capotto: { $player } perde una vita, tu ne guadagni una.
        [player] { $saver } salva il capotto: Tu perdi una vita, { $saver } ne guadagna una.
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
        [player] Tu chiami il dottore: paga { $fee } al piatto e riceve { $lives } { $lives ->
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
        [winner] Tu sei l'ultimo vivo e incassa il piatto di { $pool }.
       *[other] { $winner } è l'ultimo vivo e incassa il piatto di { $pool }.
    }

head =
    { $you ->
        [dealer] Mano { $deal }: mazziere tu, primo di mano { $leader }; piatto { $pool }.
        [leader] Mano { $deal }: mazziere { $dealer }, primo di mano tu; piatto { $pool }.
       *[other] Mano { $deal }: mazziere { $dealer }, primo di mano { $leader }; piatto { $pool }.
    }

out = fuori

state = { $lives } { $lives ->
        [one] vita
       *[other] vite
    }, { $tricks } { $tricks ->
        [one] presa
       *[other] prese
    }

player = { "  " }{ $name }: { $state }

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
