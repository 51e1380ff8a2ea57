## hypp: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

round_start =
    { $you ->
        [dealer] Giro { $round }: Tu dai le carte.
       *[other] Giro { $round }: { $dealer } dà le carte.
    }

packets =
    { $you ->
        [player] Tu dai a ciascuno un mazzetto di { $cards } { $cards ->
            [one] carta
           *[other] carte
        } dal fondo del mazzo.
       *[other] { $player } dà a ciascuno un mazzetto di { $cards } { $cards ->
            [one] carta
           *[other] carte
        } dal fondo del mazzo.
    }

bet =
    { $you ->
        [player] Tu punti { $chips }.
       *[other] { $player } punta { $chips }.
    }

bets_reduced = Il banco non può coprire: le puntate scendono a { $bets }

covered =
    { $you ->
        [player] Tu metti in gioco { $chips }.
       *[other] { $player } mette in gioco { $chips }.
    }

reveal =
    { $you ->
        [player] Tu mostri { $card }.
       *[other] { $player } mostra { $card }.
    }

paid =
    { $you ->
        [player] Tu paghi { $chips } a { $to }.
        [to] { $player } paga { $chips } a te.
       *[other] { $player } paga { $chips } a { $to }.
    }

lowest_card =
    { $you ->
        [player] Tu hai mostrato la carta più bassa e passi il banco.
       *[other] { $player } ha mostrato la carta più bassa e passa il banco.
    }

deal_handed_on =
    { $you ->
        [player] Tu passi il banco.
       *[other] { $player } passa il banco.
    }

game_over = La partita è finita. { $count ->
       *[one] Vince
        [other] Vincono
    }: { $winner }

head =
    { $you ->
        [dealer] Giro { $round }, banco tu, limite { $limit }
       *[other] Giro { $round }, banco { $dealer }, limite { $limit }
    }

player = { "  " }{ $name }: { $chips } fiche

player_bet = { "  " }{ $name }: { $chips } fiche, puntata { $bet }

help_packet = Banco: `packet N` dà a ogni giocatore N carte (da 1 a { $max_packet }); `pass` passa il banco.

help_bet = Punta alla cieca: `bet N`, da 1 a { $limit } (o le tue fiche). La carta in fondo al tuo mazzetto sfida quella del banco; a parità vince il banco.

guide_card = Contro la carta del mazziere: una carta più forte vince la puntata, una più debole o uguale la perde.

guide_lowest = Il mazziere che mostra la carta più bassa del giro passa il mazzo.

guide_lowest_pack = La carta più bassa del mazzo: il mazziere che la mostra passa il mazzo.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = Hypp

lobby-description = Punta alla cieca sulla carta in fondo al tuo mazzetto contro quella del mazziere; in caso di parità vince il mazziere.

lobby-rules--rulebook = Hypp (il regolamento)

lobby-option--limit = il limite del banco su una puntata

lobby-option--lowest-card = la carta del mazziere che passa la mano: la più bassa scoperta nel giro, pareggi compresi (round), o la più bassa del mazzo, il Matto (pack)

lobby-option--chips = fiches con cui comincia ogni giocatore (0: il limite del regolamento x giocatori x 2)

lobby-label--limit = Limite della puntata

lobby-label--chips = Fiches iniziali

lobby-label--lowest-card = Carta più bassa

lobby-value--lowest-card--round = La più bassa del giro

lobby-value--lowest-card--pack = La più bassa del mazzo (il Matto)


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_table = Lo Hypp si gioca contro il mazziere, alla cieca: nessuno guarda le sue carte. L'ordine è quello del Cambio, il Cucù più alto.

learn-intro_choices = Qui compaiono le tue scelte: la misura del pacchetto quando dai le carte, la puntata altrimenti.

learn-tip_packet = Dai tu: scegli la misura del pacchetto (già scritta) e clicca il pulsante evidenziato; ognuno prende tante carte dal fondo del mazzo, senza guardarle.

learn-tip_bet = Punta alla cieca (la somma è già scritta): clicca il pulsante evidenziato. Fino al limite del banco.

learn-tip_pass = Passa il mazzo al giocatore seguente (la scelta evidenziata).

learn-tip_other = Fai ciò che dice la scelta evidenziata: ora le regole te lo chiedono.

learn-why_packets = Ogni altro giocatore ha ora un pacchetto di carte dal fondo del mazzo, coperto.

learn-why_covered = Il mazziere copre il totale delle puntate.

learn-why_paid = Una carta più forte di quella del mazziere vince la puntata; più debole o uguale, la prende il mazziere.

learn-why_lowest_card = Il mazziere che mostra la carta più bassa deve passare il mazzo.

learn-outro = Questo era lo Hypp. Apri un tavolo dalla sala per giocare davvero.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **Hypp**: un gioco di scommesse per 2–8 contro il mazziere, alla cieca.
    - Le carte valgono come a Cambio: il Cucù è la più alta … il Matto la più bassa.
    - Il mazziere sceglie la misura del **pacchetto**: ogni altro giocatore prende tante carte dal fondo del mazzo, senza guardarle.
    - Ognuno **punta** alla cieca, da 1 al limite del banco (e non più delle sue fiche). Il mazziere copre il totale.
    - Il mazziere mostra la carta in fondo al mazzo; poi si mostra la carta in fondo a ogni pacchetto, dalla sinistra del mazziere.
    - Una carta **più forte** di quella del mazziere vince la puntata dal mazziere; più debole o uguale, il mazziere prende la puntata.
    - All'inizio di un giro il mazziere può **passare** il mazzo al giocatore seguente; un mazziere che mostra la carta più bassa deve passarlo.
    - La partita finisce quando qualcuno resta senza fiche o tutti hanno fatto il mazziere: vince chi ha più fiche.
