"""Coch's sentences (``taverna.games.coch.text``)."""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "against": " against ",
        "match_start": "Coch: {teams}; {deals} {deals:deal|deals}.",
        "deal_start": "Deal {deal}: {dealer} deals {cards_each} {cards_each:card|cards} each; {leader} leads.",
        "play": "{player} plays {card}.",
        "trick": "{winner} takes the trick ({base} {base:card|cards} led).",
        "points": "{a} to {b}",
        "deal_end": "Deal {deal}: {team1} {points} {team2}",
        "recount": "; a tie, recounted {points} (82 in all)",
        "deal_won": ". {winner} win the deal.",
        "deal_draw": ". A draw.",
        "over": "The match is over",
        "over_won": " ({a} to {b} {b:deal|deals})",
        "over_winners": ". Winners: {winner}.",
        "over_draw": ". A draw.",
        "head": "Deal {deal} of {deals}, dealer {dealer}, {tricks_left} {tricks_left:trick|tricks} left",
        "team": "  {team}: {taken} {taken:trick|tricks} this deal; {points} {points:point|points}, {won} {won:deal|deals} won",
        "hand_partner": "Your hand (partner {partner}): {cards}",
        "number": "number",
        "picture": "picture",
        "help": (
            "Play a card of the kind led (number cards 1-10, or picture cards) if you have one; otherwise any card, "
            "which cannot win. The strongest card of the kind led takes the trick; of two identical cards the first "
            "played is higher. Numbers: 10 high. Pictures: Lion, Cuckoo, Man, Horse, Cat, House, 0, Bucket, Mask, "
            "Clown. Points: 10, House to Cuckoo and the Lion 1 each, 5 to 9 half each (19 in all).\n"
            "Type: play CARD.  Your choices: {choices}"
        ),
    },
    "it": {
        "against": " contro ",
        "match_start": "Coch: {teams}; {deals} {deals:mano|mani}.",
        "deal_start": "Mano {deal}: {dealer} dà {cards_each} {cards_each:carta|carte} a testa; {leader} apre.",
        "play": "{player} gioca {card}.",
        "trick": "{winner} prende la presa (uscita a {base}).",
        "points": "{a} a {b}",
        "deal_end": "Mano {deal}: {team1} {points} {team2}",
        "recount": "; pari, ricontati {points} (82 in tutto)",
        "deal_won": ". {winner} vincono la mano.",
        "deal_draw": ". Patta.",
        "over": "La partita è finita",
        "over_won": " ({a} {a:mano|mani} a {b})",
        "over_winners": ". Vincono: {winner}.",
        "over_draw": ". Patta.",
        "head": "Mano {deal} di {deals}, mazziere {dealer}, {tricks_left:manca|mancano} {tricks_left} {tricks_left:presa|prese}",
        "team": "  {team}: {taken} {taken:presa|prese} in questa mano; {points} {points:punto|punti}, {won} {won:mano vinta|mani vinte}",
        "hand_partner": "La tua mano (compagno {partner}): {cards}",
        "number": "numeri",
        "picture": "figure",
        "help": (
            "Gioca una carta del tipo di quella d'uscita (numeri 1-10, o figure) se ne hai; altrimenti una carta "
            "qualsiasi, che non può vincere. Prende la carta più forte del tipo d'uscita; di due carte uguali è più "
            "alta la prima giocata. Numeri: il 10 è il più alto. Figure: Leone, Cucù, Bum, Salta, Gnaf, Taverna, 0, "
            "Secchia, Mascherone, Matto. Punti: il 10, dalla Taverna al Cucù e il Leone 1 ciascuno, dal 5 al 9 "
            "mezzo punto ciascuno (19 in tutto).\n"
            "Scrivi: play CARTA.  Le tue scelte: {choices}"
        ),
    },
    "ko": {
        "against": " 대 ",
        "match_start": "Coch: {teams}; 총 {deals}라운드.",
        "deal_start": "{deal}라운드: {dealer}이(가) 각자 {cards_each}장씩 나눠줍니다. {leader}이(가) 시작 플레이어입니다.",
        "play": "{player}: {card}을(를) 냅니다.",
        "trick": "{winner}이(가) 트릭을 가져갑니다 (기준 카드: {base}).",
        "points": "{a} 대 {b}",
        "deal_end": "{deal}라운드: {team1} {points} {team2}",
        "recount": "; 동점이라 다시 계산하면 {points} (합계 82점)",
        "deal_won": ". {winner} 팀이 라운드에서 승리합니다.",
        "deal_draw": ". 무승부입니다.",
        "over": "게임이 끝났습니다",
        "over_won": " (라운드 {a} 대 {b})",
        "over_winners": ". 승자: {winner}.",
        "over_draw": ". 무승부입니다.",
        "head": "{deal}/{deals}라운드, 딜러 {dealer}, 남은 트릭 {tricks_left}",
        "team": "  {team}: 이번 라운드 트릭 {taken}; {points}점, 이긴 라운드 {won}",
        "hand_partner": "내 손패 (파트너 {partner}): {cards}",
        "number": "숫자 카드",
        "picture": "그림 카드",
        "help": (
            "기준 카드와 같은 종류(숫자 카드 1-10 또는 그림 카드)가 있으면 그 카드를 내세요. 없으면 아무 카드나 낼 수 "
            "있지만 이길 수 없습니다. 기준 카드와 같은 종류 중 가장 강한 카드가 트릭을 가져갑니다. 같은 카드 2장이면 먼저 "
            "낸 카드가 높습니다. 숫자: 10이 가장 높습니다. 그림: 사자, 쿠쿠, 사람, 말, 고양이, 집, 0, 양동이, 가면, "
            "광대. 점수: 10, 집부터 쿠쿠까지와 사자는 각 1점, 5부터 9는 각 0.5점 (합계 19점).\n"
            "입력: play CARD.  선택: {choices}"
        ),
    },
    "ja": {
        "against": " 対 ",
        "match_start": "コッチ: {teams}、{deals}ディール。",
        "deal_start": "第{deal}ディール: {dealer}が各自に{cards_each}枚ずつ配ります。{leader}がリードします。",
        "play": "{player}が{card}を出します。",
        "trick": "{winner}がトリックを取ります(台札は{base})。",
        "points": "{a}対{b}",
        "deal_end": "第{deal}ディール: {team1} {points} {team2}",
        "recount": "。同点のため数え直して{points}(合計82点)",
        "deal_won": "。{winner}がこのディールに勝ちました。",
        "deal_draw": "。引き分けです。",
        "over": "試合終了",
        "over_won": "(ディール {a}対{b})",
        "over_winners": "。勝者: {winner}。",
        "over_draw": "。引き分けです。",
        "head": "第{deal}/{deals}ディール、親 {dealer}、残りトリック {tricks_left}",
        "team": "  {team}: このディールのトリック {taken}、{points}点、勝ったディール {won}",
        "hand_partner": "あなたの手札(パートナー {partner}): {cards}",
        "number": "数字",
        "picture": "絵札",
        "help": (
            "台札と同じ種類(数字1-10か絵札)を持っていれば出してください。なければどのカードでも出せますが、"
            "勝つことはできません。台札と同じ種類で一番強いカードがトリックを取ります。同じカードが2枚なら先に出したほうが"
            "上です。数字: 10が最強。絵札: ライオン、カッコウ、人、馬、猫、家、0、バケツ、仮面、道化。"
            "得点: 10、家からカッコウまでとライオンは各1点、5から9は各0.5点(合計19点)。\n"
            "入力: play CARD。選べる行動: {choices}"
        ),
    },
}

# The lobby's texts in the other languages (``taverna.i18n.lobby``): the game's title and description, its
# rule sets' titles (``rules.<name>``) and its options' help (``option.<name>``); English is the engine's own
# (``GameInfo.describe()``).
LOBBY: dict[str, dict[str, str]] = {
    "it": {
        "title": "Coch",
        "description": "Due contro due: rispondi al tipo (numero o figura), vinci le prese con punti; il Leone è la figura più forte.",
        "rules.rulebook": "Coch (il regolamento)",
        "option.deals": "mani da giocare, la mano passa ogni volta a destra (1: la partita singola del regolamento; di più: vince la partita la coppia che vince più mani, a pari merito patta)",
    },
    "ko": {
        "title": "코치 (Coch)",
        "description": "2 대 2: 같은 종류 (숫자 또는 그림)를 따라 내고 점수가 있는 트릭을 따냅니다. 사자가 가장 강한 그림 카드입니다.",
        "rules.rulebook": "코치 (룰북)",
        "option.deals": "플레이할 판 수, 매번 딜이 오른쪽으로 넘어감 (1: 룰북의 한 게임; 그 이상: 더 많은 판을 이긴 팀이 승리, 같으면 무승부)",
    },
    "ja": {
        "title": "コッホ (Coch)",
        "description": "2対2: 同じ種類 (数字または絵札) を出し、点数のあるトリックを取ります。ライオンがいちばん強い絵札です。",
        "rules.rulebook": "コッホ (ルールブック)",
        "option.deals": "遊ぶディール数、毎回ディールは右へ移る (1: ルールブックの1ゲーム; それ以上: より多くのディールに勝ったチームの勝ち、同数なら引き分け)",
    },
}

# The card guide (brief.card_guide)
_GUIDE: dict[str, dict[str, str]] = {
    "en": {"guide_recount": "If both teams have 9½, the cards are counted again: it counts {n} then."},
    "it": {"guide_recount": "Se le squadre hanno 9½ ciascuna, si ricontano le carte: allora conta {n}."},
    "ko": {"guide_recount": "두 팀이 모두 9½점이면 카드를 다시 셉니다: 그때는 {n}점입니다."},
    "ja": {"guide_recount": "両チームとも9½点なら、カードを数え直します:そのときは{n}点です。"},
}
for _lang, _texts in _GUIDE.items():
    MESSAGES[_lang].update(_texts)
