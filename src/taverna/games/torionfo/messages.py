"""Torionfo's sentences (``taverna.games.torionfo.text``)."""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "deal_start": "Deal {deal}: {dealer} shuffles, {cutter} cuts.",
        "cut": "{player} lifts {cards} {cards:card|cards} off the pack.",
        "cut_take": "{player} reveals {card} at the bottom of the upper packet and takes it.",
        "dealt": "{dealer} deals {cards_each} {cards_each:card|cards} each.",
        "turn_take": "{player} turns up {card} and takes it.",
        "torionfo": (
            "The Torionfo card is {card} (its twin is a Torionfo card too); "
            "{stock} {stock:card|cards} left in the stock."
        ),
        "discard": "{player} puts a card face down under the stock.",
        "discarded": "(you put {card} under the stock)",
        "play_start": "{leader} leads; {tricks} {tricks:trick|tricks}.",
        "lead": "{player} leads {card}{what}{base}.",
        "play": "{player} plays {card}{what}{base}.",
        "play_torionfo": " (Torionfo)",
        "play_base": ", base {base}",
        "base": "{player} makes this a {base} trick.",
        "trick": "{winner} takes the trick ({points} {points:point|points}).",
        "deal_end": "Deal {deal} scored: {parts} ({unused} {unused:point|points} in the cards not played).",
        "draw_game": "The game is over: equal totals, a draw.",
        "where_cut": "{cutter} cuts",
        "where_discard": "discarding under the stock",
        "where_tricks": "{tricks_left} {tricks_left:trick|tricks} left",
        "head": "Deal {deal} of {deals}, dealer {dealer}, {where}",
        "vs": " vs ",
        "totals": "  {sides}: {totals} {totals:point|points}",
        "torionfo_card": "Torionfo card: {card}",
        "table_base": " (base: {base})",
        "number": "number",
        "picture": "picture",
        "help": (
            "cut N: lift N cards (1-39); every 10, Cuckoo or Man at the bottom of the upper packet is yours. "
            "discard CARD: put a card under the stock until you hold your share. "
            "play CARD: follow the kind of the first card (number 1-10, or picture) if you can; the Torionfo card "
            "(and its twin) may be played at any time and beats everything. Leading it, name the base: "
            "base number or base picture. Of two identical cards the first played is stronger.\n"
            "Your choices: {choices}"
        ),
    },
    "it": {
        "deal_start": "Mano {deal}: {dealer} mescola, {cutter} taglia.",
        "cut": "{player} alza {cards} {cards:carta|carte} dal mazzo.",
        "cut_take": "{player} scopre {card} in fondo al mazzetto alzato e la prende.",
        "dealt": "{dealer} dà {cards_each} {cards_each:carta|carte} a testa.",
        "turn_take": "{player} gira {card} e la prende.",
        "torionfo": (
            "La carta di Torionfo è {card} (anche la sua gemella è carta di Torionfo); "
            "{stock:resta|restano} {stock} {stock:carta|carte} nel tallone."
        ),
        "discard": "{player} mette una carta coperta sotto il tallone.",
        "discarded": "(hai messo {card} sotto il tallone)",
        "play_start": "{leader} apre; {tricks} {tricks:presa|prese}.",
        "lead": "{player} apre con {card}{what}{base}.",
        "play": "{player} gioca {card}{what}{base}.",
        "play_torionfo": " (Torionfo)",
        "play_base": ", base {base}",
        "base": "{player} fa di questa una presa a {base}.",
        "trick": "{winner} prende la presa ({points} {points:punto|punti}).",
        "deal_end": "Punti della mano {deal}: {parts} ({unused} {unused:punto|punti} nelle carte non giocate).",
        "draw_game": "La partita è finita: totali pari, è patta.",
        "where_cut": "{cutter} taglia",
        "where_discard": "scarto sotto il tallone",
        "where_tricks": "{tricks_left:manca|mancano} {tricks_left} {tricks_left:presa|prese}",
        "head": "Mano {deal} di {deals}, mazziere {dealer}, {where}",
        "vs": " contro ",
        "totals": "  {sides}: {totals} {totals:punto|punti}",
        "torionfo_card": "Carta di Torionfo: {card}",
        "table_base": " (base: {base})",
        "number": "numeri",
        "picture": "figure",
        "help": (
            "cut N: alza N carte (1-39); ogni 10, Cucù o Bum in fondo al mazzetto alzato è tuo. "
            "discard CARD: metti una carta sotto il tallone finché non hai la tua parte. "
            "play CARD: segui il tipo della prima carta (numero 1-10, o figura) se puoi; la carta di Torionfo "
            "(e la sua gemella) si può giocare sempre e batte tutto. Se apri con essa, scegli la base: "
            "base number o base picture. Di due carte uguali è più forte la prima giocata.\n"
            "Le tue scelte: {choices}"
        ),
    },
    "ko": {
        "deal_start": "{deal}라운드: {dealer}이(가) 카드를 섞고 {cutter}이(가) 나눕니다.",
        "cut": "{player}이(가) 카드 더미에서 {cards}장을 들어 올립니다.",
        "cut_take": "{player}이(가) 위쪽 더미의 맨 아래 카드 {card}을(를) 공개하고 가져갑니다.",
        "dealt": "{dealer}이(가) 각자 {cards_each}장씩 나눠줍니다.",
        "turn_take": "{player}이(가) {card}을(를) 뒤집어 가져갑니다.",
        "torionfo": "Torionfo 카드는 {card}입니다 (같은 카드도 Torionfo 카드입니다). 카드 더미에 {stock}장 남았습니다.",
        "discard": "{player}이(가) 카드 1장을 뒷면으로 카드 더미 밑에 놓습니다.",
        "discarded": "({card}을(를) 카드 더미 밑에 놓았습니다)",
        "play_start": "{leader}이(가) 시작 플레이어입니다. 트릭 {tricks}번.",
        "lead": "{player}이(가) {card}{what}{base}(으)로 시작합니다.",
        "play": "{player}: {card}{what}{base}을(를) 냅니다.",
        "play_torionfo": " (Torionfo)",
        "play_base": ", 기준 {base}",
        "base": "{player}이(가) 이번 트릭의 기준을 {base}(으)로 정합니다.",
        "trick": "{winner}이(가) 트릭을 가져갑니다 ({points}점).",
        "deal_end": "{deal}라운드 점수: {parts} (내지 않은 카드의 점수 {unused}점).",
        "draw_game": "게임이 끝났습니다: 총점이 같아 무승부입니다.",
        "where_cut": "{cutter}이(가) 나누는 중",
        "where_discard": "카드 더미 밑에 버리는 중",
        "where_tricks": "남은 트릭 {tricks_left}",
        "head": "{deal}/{deals}라운드, 딜러 {dealer}, {where}",
        "vs": " 대 ",
        "totals": "  {sides}: {totals}점",
        "torionfo_card": "Torionfo 카드: {card}",
        "table_base": " (기준: {base})",
        "number": "숫자 카드",
        "picture": "그림 카드",
        "help": (
            "cut N: 카드 N장을 들어 올립니다 (1-39). 위쪽 더미의 맨 아래에 나온 10, 쿠쿠, 사람은 모두 당신의 것입니다. "
            "discard CARD: 정해진 장수가 될 때까지 카드를 카드 더미 밑에 놓습니다. "
            "play CARD: 할 수 있다면 기준 카드와 같은 종류(숫자 1-10 또는 그림)를 내세요. Torionfo 카드"
            "(와 같은 카드)는 언제든 낼 수 있으며 모든 카드를 이깁니다. 이 카드로 시작하면 기준을 정하세요: "
            "base number 또는 base picture. 같은 카드 2장이면 먼저 낸 카드가 더 강합니다.\n"
            "선택: {choices}"
        ),
    },
    "ja": {
        "deal_start": "第{deal}ディール: {dealer}がシャッフルし、{cutter}がカットします。",
        "cut": "{player}が山札から{cards}枚持ち上げます。",
        "cut_take": "{player}が上の束の一番下の{card}を見せて取ります。",
        "dealt": "{dealer}が各自に{cards_each}枚ずつ配ります。",
        "turn_take": "{player}が{card}をめくって取ります。",
        "torionfo": "トリオンフォ・カードは{card}です(同じカードもトリオンフォ・カードです)。山札の残りは{stock}枚。",
        "discard": "{player}がカードを1枚、山札の下に伏せて置きます。",
        "discarded": "(あなたは{card}を山札の下に置きました)",
        "play_start": "{leader}がリードします。トリックは{tricks}回。",
        "lead": "{player}が{card}{what}{base}でリードします。",
        "play": "{player}が{card}{what}{base}を出します。",
        "play_torionfo": "(トリオンフォ)",
        "play_base": "、台札 {base}",
        "base": "{player}がこのトリックを{base}のトリックにします。",
        "trick": "{winner}がトリックを取ります({points}点)。",
        "deal_end": "第{deal}ディールの得点: {parts}(使われなかったカードに{unused}点)。",
        "draw_game": "ゲーム終了: 合計が同点で引き分けです。",
        "where_cut": "{cutter}がカット中",
        "where_discard": "山札の下に捨て札中",
        "where_tricks": "残りトリック {tricks_left}",
        "head": "第{deal}/{deals}ディール、親 {dealer}、{where}",
        "vs": " 対 ",
        "totals": "  {sides}: {totals}点",
        "torionfo_card": "トリオンフォ・カード: {card}",
        "table_base": "(台札: {base})",
        "number": "数字",
        "picture": "絵札",
        "help": (
            "cut N: N枚持ち上げます(1-39)。上の束の一番下に出た10、カッコウ、人はすべてあなたのものです。"
            "discard CARD: 決まった枚数になるまでカードを山札の下に置きます。"
            "play CARD: できれば最初のカードと同じ種類(数字1-10か絵札)を出します。トリオンフォ・カード"
            "(と同じカード)はいつでも出せて、どのカードにも勝ちます。それでリードするときは台札を宣言します: "
            "base number か base picture。同じカードが2枚なら先に出したほうが強くなります。\n"
            "選べる行動: {choices}"
        ),
    },
}

# The lobby's texts in the other languages (``taverna.i18n.lobby``): the game's title and description, its
# rule sets' titles (``rules.<name>``) and its options' help (``option.<name>``); English is the engine's own
# (``GameInfo.describe()``).
LOBBY: dict[str, dict[str, str]] = {
    "it": {
        "title": "Torionfo",
        "description": "I compagni di fronte rispondono al tipo (numero o figura); la carta Torionfo batte tutto; dopo quattro mani decidono i punti delle carte. Per 4 giocatori (due coppie) o 2.",
        "rules.standard": "Torionfo (il regolamento)",
        "option.deals": "mani (giri) da giocare; il regolamento ne gioca 4, e la mano passa ogni volta a destra",
    },
    "ko": {
        "title": "토리온포 (Torionfo)",
        "description": "마주 앉은 파트너끼리 같은 종류 (숫자 또는 그림)를 따라 냅니다. 토리온포 카드는 모든 카드를 이깁니다. 네 판 후 카드 점수로 승부를 정합니다. 4인 (두 팀) 또는 2인.",
        "rules.standard": "토리온포 (룰북)",
        "option.deals": "플레이할 판 (라운드) 수; 룰북은 4판, 매번 딜이 오른쪽으로 넘어감",
    },
    "ja": {
        "title": "トリオンフォ (Torionfo)",
        "description": "向かい合うパートナー同士で同じ種類 (数字または絵札) を出します。トリオンフォのカードはすべてに勝ちます。4ディールの後、カードの点数で勝負が決まります。4人 (2チーム) または2人用。",
        "rules.standard": "トリオンフォ (ルールブック)",
        "option.deals": "遊ぶディール (ラウンド) 数; ルールブックは4回、毎回ディールは右へ移る",
    },
}

# The card guide (brief.card_guide)
_GUIDE: dict[str, dict[str, str]] = {
    "en": {
        "guide_taken": "Found at the cut, it goes to the player who cut (turned up in the middle, to the dealer).",
        "guide_torionfo": "The card turned up in the middle is the Torionfo card: it and its twin may be played at any time and beat everything.",
    },
    "it": {
        "guide_taken": "Trovata al taglio, va a chi ha tagliato (scoperta in mezzo, al mazziere).",
        "guide_torionfo": "La carta scoperta in mezzo è la carta Torionfo: lei e la sua gemella si possono giocare in ogni momento e battono tutto.",
    },
    "ko": {
        "guide_taken": "커트에서 나오면 커트한 사람이 가져갑니다 (가운데에 뒤집히면 딜러가).",
        "guide_torionfo": "가운데에 뒤집힌 카드가 토리온포 카드입니다: 그 카드와 쌍둥이는 언제든 낼 수 있고 모든 카드를 이깁니다.",
    },
    "ja": {
        "guide_taken": "カットで出てきたら、カットした人のものになります(中央でめくられたら親のもの)。",
        "guide_torionfo": "中央でめくられたカードがトリオンフォのカードです:それとその対のカードはいつでも出せて、すべてに勝ちます。",
    },
}
for _lang, _texts in _GUIDE.items():
    MESSAGES[_lang].update(_texts)
