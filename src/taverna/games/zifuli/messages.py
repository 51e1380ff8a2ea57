"""Zifuli's sentences (``taverna.games.zifuli.text``)."""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "end_rounds": "{rounds} {rounds:round|rounds}",
        "end_chips": "until someone runs out of chips",
        "match_start": "Zifuli: {chips} {chips:chip|chips} each; play {end}.",
        "deal_start": "Round {round}: {dealer} deals {cards_each} {cards_each:card|cards} each; {first} speaks first in the auction.",
        "bid": "{player} bids, revealing {card} ({base} {base:card|cards}).",
        "pass": "{player} passes.",
        "boss": "{player} is the Boss; the Partner holds the other {card}.",
        "partner": "You hold the other {card}: you are {boss}'s secret Partner.",
        "alone": "You hold both {card}: you play alone against the other four.",
        "deal_void": "Everyone passed: deal {deal} is void and the next dealer deals.",
        "play": "{player} plays {card}.",
        "partner_revealed": "{player} played the twin: {player} is {boss}'s Partner.",
        "alone_revealed": "{player} played both {card}: the Boss plays alone.",
        "trick": "{winner} takes the trick ({base} {base:card|cards} led).",
        "round_end": "Round {round}: {side} {a} to {b} {others}",
        "recount": "; a tie, recounted {a} to {b} (82 in all)",
        "won": ". {winner} win.",
        "draw": ". A draw: no chips change hands.",
        "moves": " Chips: {moves}.",
        "game_over": "The game is over ({chips}). Winner: {winner}.",
        "of_rounds": " of {rounds}",
        "head": "Round {round}{end}, dealer {dealer}, {phase}",
        "phase_auction": "auction",
        "phase_tricks": "tricks",
        "phase_over": "over",
        "chips": "  Chips: {chips}",
        "bids": "Bids: {bids}",
        "passed": "Passed: {names}",
        "alone_who": "alone",
        "with_partner": "with {partner}",
        "with_secret": "with a secret Partner",
        "boss_line": "Boss {boss} ({card}), {who}; {tricks_left} {tricks_left:trick|tricks} left",
        "revealed": "Bid cards still in hand: {shown}",
        "number": "number",
        "picture": "picture",
        "help_auction": (
            "Auction: bid by revealing a card (it stays in your hand, known to all). The first bid fixes the "
            "kind (number or picture); every later bid must be a weaker card of that kind than the last bid. "
            "A pass is for good. The last bidder is the Boss; whoever holds the twin of the Boss's last bid "
            "card is the secret Partner. Type: bid CARD or pass."
        ),
        "help_play": (
            "Play a card of the kind led if you have one; otherwise any card, which cannot win. Numbers: 10 "
            "high. Pictures: Lion, Cuckoo, Man, Horse, Cat, House, Clown, 0, Bucket, Mask. Of two identical "
            "cards the first played is higher. Points: 10, House to Cuckoo and the Lion 1 each, 5 to 9 half "
            "each (19 in all). Type: play CARD."
        ),
        "choices": "\nYour choices: {choices}",
    },
    "it": {
        "end_rounds": "{rounds} giri",
        "end_chips": "finché qualcuno non resta senza fiche",
        "match_start": "Zifuli: {chips} fiche a testa; si gioca {end}.",
        "deal_start": "Giro {round}: {dealer} dà {cards_each} {cards_each:carta|carte} a testa; {first} parla per primo all'asta.",
        "bid": "{player} dichiara, mostrando {card} ({base}).",
        "pass": "{player} passa.",
        "boss": "{player} è il Capo; il Compagno ha l'altra carta {card}.",
        "partner": "Hai l'altra carta {card}: sei il Compagno segreto di {boss}.",
        "alone": "Hai entrambe le carte {card}: giochi da solo contro gli altri quattro.",
        "deal_void": "Tutti hanno passato: la mano {deal} è nulla e dà le carte il mazziere seguente.",
        "play": "{player} gioca {card}.",
        "partner_revealed": "{player} ha giocato la gemella: {player} è il Compagno di {boss}.",
        "alone_revealed": "{player} ha giocato entrambe le carte {card}: il Capo gioca da solo.",
        "trick": "{winner} prende la presa (uscita a {base}).",
        "round_end": "Giro {round}: {side} {a} a {b} {others}",
        "recount": "; pari, ricontati {a} a {b} (82 in tutto)",
        "won": ". {winner} vincono.",
        "draw": ". Patta: nessuna fiche cambia mano.",
        "moves": " Fiche: {moves}.",
        "game_over": "La partita è finita ({chips}). Vince: {winner}.",
        "of_rounds": " di {rounds}",
        "head": "Giro {round}{end}, mazziere {dealer}, {phase}",
        "phase_auction": "asta",
        "phase_tricks": "prese",
        "phase_over": "finita",
        "chips": "  Fiche: {chips}",
        "bids": "Dichiarazioni: {bids}",
        "passed": "Hanno passato: {names}",
        "alone_who": "da solo",
        "with_partner": "con {partner}",
        "with_secret": "con un Compagno segreto",
        "boss_line": "Capo {boss} ({card}), {who}; {tricks_left:manca|mancano} {tricks_left} {tricks_left:presa|prese}",
        "revealed": "Carte dichiarate ancora in mano: {shown}",
        "number": "numeri",
        "picture": "figure",
        "help_auction": (
            "Asta: si dichiara mostrando una carta (resta in mano, nota a tutti). La prima dichiarazione fissa il "
            "tipo (numeri o figure); ogni dichiarazione successiva dev'essere una carta di quel tipo più debole "
            "dell'ultima. Chi passa è fuori dall'asta. L'ultimo a dichiarare è il Capo; chi ha la gemella "
            "dell'ultima carta del Capo è il Compagno segreto. Scrivi: bid CARTA o pass."
        ),
        "help_play": (
            "Gioca una carta del tipo d'uscita se ne hai; altrimenti una carta qualsiasi, che non può vincere. "
            "Numeri: il 10 è il più alto. Figure: Leone, Cucù, Bum, Salta, Gnaf, Taverna, Matto, 0, Secchia, "
            "Mascherone. Di due carte uguali è più alta la prima giocata. Punti: il 10, dalla Taverna al Cucù e "
            "il Leone 1 ciascuno, dal 5 al 9 mezzo punto ciascuno (19 in tutto). Scrivi: play CARTA."
        ),
        "choices": "\nLe tue scelte: {choices}",
    },
    "ko": {
        "end_rounds": "{rounds}라운드",
        "end_chips": "누군가 칩이 다 떨어질 때까지",
        "match_start": "Zifuli: 각자 칩 {chips}개; {end} 진행합니다.",
        "deal_start": "{round}라운드: {dealer}이(가) 각자 {cards_each}장씩 나눠줍니다. 경매는 {first}부터 시작합니다.",
        "bid": "{player}이(가) {card}을(를) 공개하며 입찰합니다 ({base}).",
        "pass": "{player}: 패스.",
        "boss": "{player}이(가) 보스입니다. 다른 {card}을(를) 가진 플레이어가 파트너입니다.",
        "partner": "다른 {card}을(를) 가지고 있습니다: 당신은 {boss}의 비밀 파트너입니다.",
        "alone": "{card} 2장을 모두 가지고 있습니다: 다른 4명과 혼자 대결합니다.",
        "deal_void": "모두 패스했습니다: {deal}번째 배분은 무효이고 다음 딜러가 카드를 나눠줍니다.",
        "play": "{player}: {card}을(를) 냅니다.",
        "partner_revealed": "{player}이(가) 같은 카드를 냈습니다: {player}은(는) {boss}의 파트너입니다.",
        "alone_revealed": "{player}이(가) {card} 2장을 모두 냈습니다: 보스는 파트너가 없습니다.",
        "trick": "{winner}이(가) 트릭을 가져갑니다 (기준 카드: {base}).",
        "round_end": "{round}라운드: {side} {a} 대 {b} {others}",
        "recount": "; 동점이라 다시 계산하면 {a} 대 {b} (합계 82점)",
        "won": ". {winner} 승리.",
        "draw": ". 무승부: 칩을 주고받지 않습니다.",
        "moves": " 칩: {moves}.",
        "game_over": "게임이 끝났습니다 ({chips}). 승자: {winner}.",
        "of_rounds": "/{rounds}",
        "head": "{round}{end}라운드, 딜러 {dealer}, {phase}",
        "phase_auction": "경매",
        "phase_tricks": "트릭",
        "phase_over": "종료",
        "chips": "  칩: {chips}",
        "bids": "입찰: {bids}",
        "passed": "패스: {names}",
        "alone_who": "파트너 없음",
        "with_partner": "파트너 {partner}",
        "with_secret": "비밀 파트너",
        "boss_line": "보스 {boss} ({card}), {who}; 남은 트릭 {tricks_left}",
        "revealed": "아직 손에 있는 입찰 카드: {shown}",
        "number": "숫자 카드",
        "picture": "그림 카드",
        "help_auction": (
            "경매: 카드 1장을 공개해 입찰합니다 (카드는 손에 남고 모두가 압니다). 처음 입찰한 카드가 기준 카드가 되어 "
            "종류(숫자 또는 그림)를 정합니다. 이후의 입찰은 같은 종류에서 마지막 입찰보다 약한 카드여야 합니다. "
            "한 번 패스하면 다시 참여할 수 없습니다. 마지막 입찰자가 보스가 되고, 보스가 마지막으로 공개한 카드와 "
            "같은 카드를 가진 플레이어가 비밀 파트너입니다. 입력: bid CARD 또는 pass."
        ),
        "help_play": (
            "기준 카드와 같은 종류가 있으면 그 카드를 내세요. 없으면 아무 카드나 낼 수 있지만 이길 수 없습니다. "
            "숫자: 10이 가장 높습니다. 그림: 사자, 쿠쿠, 사람, 말, 고양이, 집, 광대, 0, 양동이, 가면. 같은 카드 "
            "2장이면 먼저 낸 카드가 높습니다. 점수: 10, 집부터 쿠쿠까지와 사자는 각 1점, 5부터 9는 각 0.5점 "
            "(합계 19점). 입력: play CARD."
        ),
        "choices": "\n선택: {choices}",
    },
    "ja": {
        "end_rounds": "{rounds}ラウンド",
        "end_chips": "誰かのチップがなくなるまで",
        "match_start": "ジフーリ: 各自チップ{chips}枚。{end}遊びます。",
        "deal_start": "第{round}ラウンド: {dealer}が各自に{cards_each}枚ずつ配ります。競りは{first}から始まります。",
        "bid": "{player}が{card}を見せて競ります({base})。",
        "pass": "{player}はパスします。",
        "boss": "{player}がボスです。もう1枚の{card}を持つ人がパートナーです。",
        "partner": "あなたはもう1枚の{card}を持っています: {boss}の秘密のパートナーです。",
        "alone": "あなたは{card}を2枚とも持っています: ほかの4人を相手に一人で戦います。",
        "deal_void": "全員パスしました: 第{deal}ディールは無効で、次の親が配ります。",
        "play": "{player}が{card}を出します。",
        "partner_revealed": "{player}が同じカードを出しました: {player}は{boss}のパートナーです。",
        "alone_revealed": "{player}が{card}を2枚とも出しました: ボスは一人で戦います。",
        "trick": "{winner}がトリックを取ります(台札は{base})。",
        "round_end": "第{round}ラウンド: {side} {a}対{b} {others}",
        "recount": "。同点のため数え直して{a}対{b}(合計82点)",
        "won": "。{winner}の勝ち。",
        "draw": "。引き分け: チップの移動はありません。",
        "moves": "チップ: {moves}。",
        "game_over": "ゲーム終了({chips})。勝者: {winner}。",
        "of_rounds": "/{rounds}",
        "head": "第{round}{end}ラウンド、親 {dealer}、{phase}",
        "phase_auction": "競り",
        "phase_tricks": "トリック",
        "phase_over": "終了",
        "chips": "  チップ: {chips}",
        "bids": "競り: {bids}",
        "passed": "パス: {names}",
        "alone_who": "パートナーなし",
        "with_partner": "パートナーは{partner}",
        "with_secret": "秘密のパートナーあり",
        "boss_line": "ボス {boss}({card})、{who}、残りトリック {tricks_left}",
        "revealed": "まだ手札にある競りのカード: {shown}",
        "number": "数字",
        "picture": "絵札",
        "help_auction": (
            "競り: カードを1枚見せて競ります(カードは手札に残り、全員に知られます)。最初に見せたカードが"
            "種類(数字か絵札)を決めます。以後は同じ種類で前の競りより弱いカードでなければなりません。"
            "一度パスしたら戻れません。最後に競った人がボスで、ボスが最後に見せたカードと同じカードを持つ人が"
            "秘密のパートナーです。入力: bid CARD か pass。"
        ),
        "help_play": (
            "台札と同じ種類があれば出してください。なければどのカードでも出せますが、勝てません。"
            "数字: 10が最強。絵札: ライオン、カッコウ、人、馬、猫、家、道化、0、バケツ、仮面。同じカードが"
            "2枚なら先に出したほうが上です。得点: 10、家からカッコウまでとライオンは各1点、5から9は各0.5点"
            "(合計19点)。入力: play CARD。"
        ),
        "choices": "\n選べる行動: {choices}",
    },
}

# The lobby's texts in the other languages (``taverna.i18n.lobby``): the game's title and description, its
# rule sets' titles (``rules.<name>``) and its options' help (``option.<name>``); English is the engine's own
# (``GameInfo.describe()``).
LOBBY: dict[str, dict[str, str]] = {
    "it": {
        "title": "Zifuli",
        "description": "Dichiara scoprendo carte sempre più deboli; il Capo gioca con il possessore segreto della gemella dell'ultima carta dichiarata contro gli altri tre, per le fiches.",
        "rules.rulebook": "Zifuli (il regolamento)",
        "option.chips": "fiches con cui comincia ogni giocatore (il regolamento: «un numero adeguato»)",
        "option.rounds": "0: gioca finché qualcuno resta senza fiches; N: gioca N giri; poi vince chi ha più fiches",
        "option.all-pass": "quando quattro giocatori hanno passato e nessuno ha dichiarato: last-bids (l'ultimo deve dichiarare ed è il Capo) o redeal (può passare anche lui; la mano è nulla e passa oltre)",
    },
    "ko": {
        "title": "지풀리 (Zifuli)",
        "description": "점점 약한 카드를 공개하며 입찰합니다. 보스는 마지막 입찰 카드의 쌍둥이를 몰래 가진 사람과 함께 나머지 셋을 상대로 칩을 걸고 싸웁니다.",
        "rules.rulebook": "지풀리 (룰북)",
        "option.chips": "각 플레이어가 처음 가지는 칩 (룰북: '적당한 수')",
        "option.rounds": "0: 누군가 칩이 떨어질 때까지; N: N라운드 플레이; 그 후 칩이 가장 많은 사람이 승리",
        "option.all-pass": "네 명이 패스하고 아무도 입찰하지 않았을 때: last-bids (남은 사람이 입찰해야 하며 보스가 됨) 또는 redeal (그 사람도 패스 가능; 딜은 무효가 되고 넘어감)",
    },
    "ja": {
        "title": "ジフーリ (Zifuli)",
        "description": "だんだん弱いカードを公開して競り合います。ボスは最後に競ったカードの双子をひそかに持つ人と組み、残りの3人とチップを賭けて戦います。",
        "rules.rulebook": "ジフーリ (ルールブック)",
        "option.chips": "各プレイヤーの最初のチップ (ルールブック: 「適当な数」)",
        "option.rounds": "0: 誰かのチップがなくなるまで; N: Nラウンド遊ぶ; その後チップがいちばん多い人の勝ち",
        "option.all-pass": "4人がパスして誰も競っていないとき: last-bids (残った1人は競らなければならずボスになる) または redeal (その人もパスできる; ディールは無効になり次へ移る)",
    },
}

# The card guide (brief.card_guide)
_GUIDE: dict[str, dict[str, str]] = {
    "en": {"guide_bid": "In the auction a bid shows a card: each later bid must be a weaker card of the first bid's kind; the other copy of the Boss's last card makes its holder the Partner."},
    "it": {"guide_bid": "All'asta si punta mostrando una carta: ogni puntata dopo deve essere una carta più debole del tipo della prima; chi ha l'altra copia dell'ultima carta del Boss è il Partner."},
    "ko": {"guide_bid": "경매에서는 카드를 보여 입찰합니다: 그 뒤의 입찰은 첫 입찰과 같은 종류의 더 약한 카드여야 합니다; 보스의 마지막 카드의 다른 한 장을 가진 사람이 파트너입니다."},
    "ja": {"guide_bid": "競りではカードを見せて入札します:後の入札は最初の入札と同じ種類のより弱いカードでなければなりません;ボスの最後のカードのもう1枚を持つ人がパートナーです。"},
}
for _lang, _texts in _GUIDE.items():
    MESSAGES[_lang].update(_texts)
