"""Coteccio's sentences (``taverna.games.coteccio.text``)."""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "match_start": "A new game of Coteccio: {players}; the pool holds {pool}, {lives} {lives:life|lives} each.",
        "deal_start": "Deal {deal}: {dealer} deals, {leader} leads.",
        "hand": "Your cards: {cards}.",
        "play": "{player} plays the {card}.",
        "trick": "{winner} wins trick {number} ({points} {points:point|points}).",
        "capotto_choice": "{player} has won four tricks: annul the hand, or lead the last card for capotto.",
        "annul": "{player} annuls the hand; the same dealer deals again.",
        "capotto_try": "{player} leads the last card for capotto.",
        "capotto": "{player} makes capotto: gains a life, everyone else loses one.",
        "capotto_saved": "{saver} saves the capotto: {player} loses a life, {saver} gains one.",
        "points": "Card points: {points}.",
        "gains": "{player} gains a life ({lives} left).",
        "loses": "{player} loses a life ({lives} left).",
        "dead": "{player} has no lives left.",
        "dead_doctor": "{player} has no lives left and may call the doctor.",
        "doctor": "{player} calls the doctor: pays {fee} to the pool and gets {lives} {lives:life|lives}.",
        "drop": "{player} drops out.",
        "restart": "Everyone left died at once: the game restarts, {lives} {lives:life|lives} for all, same pool ({pool}).",
        "match_end": "{winner} is the last alive and collects the pool of {pool}.",
        "head": "Deal {deal}: dealer {dealer}, leader {leader}; pool {pool}.",
        "out": "out",
        "state": "{lives} {lives:life|lives}, {tricks} {tricks:trick|tricks}",
        "player": "  {name}: {state}",
        "table": "On the table: {cards}",
        "won": "{winner} has won.",
        "to_act": "To act: {names}.",
        "help_capotto": (
            "annul: annul the hand (nobody loses a life, same dealer deals again); lead: lead the last card for capotto."
        ),
        "help_doctor": "doctor: pay the fee and get as many lives as the living player with fewest; drop: leave the game.",
        "help": (
            "play CARD: play a card (such as 'play 1d', 'play Cs'); follow suit if you can. "
            "Whoever takes most card points (ace 6, re 5, cavallo 4, fante 3, last trick 6) loses a life."
        ),
    },
    "it": {
        "match_start": "Una nuova partita a Coteccio: {players}; nel piatto ci sono {pool}, {lives} {lives:vita|vite} a testa.",
        "deal_start": "Mano {deal}: {dealer} dà le carte, {leader} apre.",
        "hand": "Le tue carte: {cards}.",
        "play": "{player} gioca {card}.",
        "trick": "{winner} prende la presa {number} ({points} {points:punto|punti}).",
        "capotto_choice": "{player} ha fatto quattro prese: annulla la mano, o gioca l'ultima carta per il capotto.",
        "annul": "{player} annulla la mano; lo stesso mazziere ridà le carte.",
        "capotto_try": "{player} gioca l'ultima carta per il capotto.",
        "capotto": "{player} fa capotto: guadagna una vita, tutti gli altri ne perdono una.",
        "capotto_saved": "{saver} salva il capotto: {player} perde una vita, {saver} ne guadagna una.",
        "points": "Punti delle carte: {points}.",
        "gains": "{player} guadagna una vita ({lives:ne resta|ne restano} {lives}).",
        "loses": "{player} perde una vita ({lives:ne resta|ne restano} {lives}).",
        "dead": "{player} non ha più vite.",
        "dead_doctor": "{player} non ha più vite e può chiamare il dottore.",
        "doctor": "{player} chiama il dottore: paga {fee} al piatto e riceve {lives} {lives:vita|vite}.",
        "drop": "{player} si ritira.",
        "restart": "Tutti i rimasti sono morti insieme: la partita ricomincia, {lives} {lives:vita|vite} a testa, stesso piatto ({pool}).",
        "match_end": "{winner} è l'ultimo vivo e incassa il piatto di {pool}.",
        "head": "Mano {deal}: mazziere {dealer}, primo di mano {leader}; piatto {pool}.",
        "out": "fuori",
        "state": "{lives} {lives:vita|vite}, {tricks} {tricks:presa|prese}",
        "player": "  {name}: {state}",
        "table": "In tavola: {cards}",
        "won": "{winner} ha vinto.",
        "to_act": "Tocca a: {names}.",
        "help_capotto": (
            "annul: annulla la mano (nessuno perde una vita, lo stesso mazziere ridà); "
            "lead: gioca l'ultima carta per il capotto."
        ),
        "help_doctor": (
            "doctor: paga la parcella e ricevi tante vite quante ne ha il vivo che ne ha meno; drop: lascia la partita."
        ),
        "help": (
            "play CARTA: gioca una carta (per esempio 'play 1d', 'play Cs'); rispondi al seme se puoi. "
            "Chi prende più punti (asso 6, re 5, cavallo 4, fante 3, ultima presa 6) perde una vita."
        ),
    },
    "ko": {
        "match_start": "새 Coteccio 게임: {players}; 판돈 {pool}, 각자 목숨 {lives}개.",
        "deal_start": "{deal}번째 판: {dealer}이(가) 카드를 나눠주고 {leader}이(가) 먼저 냅니다.",
        "hand": "내 카드: {cards}.",
        "play": "{player}: {card}을(를) 냅니다.",
        "trick": "{winner}이(가) {number}번째 트릭을 가져갑니다 ({points}점).",
        "capotto_choice": "{player}이(가) 트릭 4개를 가져갔습니다: 이번 판을 무효로 하거나, 카포토를 노리고 마지막 카드를 내세요.",
        "annul": "{player}이(가) 이번 판을 무효로 합니다. 같은 딜러가 다시 나눠줍니다.",
        "capotto_try": "{player}이(가) 카포토를 노리고 마지막 카드를 냅니다.",
        "capotto": "{player} 카포토 성공: 목숨 1개를 얻고, 다른 모두는 1개를 잃습니다.",
        "capotto_saved": "{saver}이(가) 카포토를 막았습니다: {player}은(는) 목숨 1개를 잃고, {saver}은(는) 1개를 얻습니다.",
        "points": "카드 점수: {points}.",
        "gains": "{player}이(가) 목숨 1개를 얻습니다 (남은 목숨 {lives}).",
        "loses": "{player}이(가) 목숨 1개를 잃습니다 (남은 목숨 {lives}).",
        "dead": "{player}의 목숨이 다 떨어졌습니다.",
        "dead_doctor": "{player}의 목숨이 다 떨어졌습니다. 의사를 부를 수 있습니다.",
        "doctor": "{player}이(가) 의사를 부릅니다: 판돈에 {fee}을(를) 내고 목숨 {lives}개를 받습니다.",
        "drop": "{player}이(가) 게임에서 빠집니다.",
        "restart": "남은 모두가 동시에 탈락했습니다: 모두 목숨 {lives}개로 다시 시작합니다. 판돈은 그대로 ({pool}).",
        "match_end": "{winner}이(가) 마지막 생존자로 판돈 {pool}을(를) 가져갑니다.",
        "head": "{deal}번째 판: 딜러 {dealer}, 선 {leader}; 판돈 {pool}.",
        "out": "탈락",
        "state": "목숨 {lives}, 트릭 {tricks}",
        "player": "  {name}: {state}",
        "table": "테이블 위: {cards}",
        "won": "{winner} 승리.",
        "to_act": "차례: {names}.",
        "help_capotto": "annul: 이번 판을 무효로 합니다 (아무도 목숨을 잃지 않고 같은 딜러가 다시 나눠줍니다); lead: 카포토를 노리고 마지막 카드를 냅니다.",
        "help_doctor": "doctor: 비용을 내고 살아 있는 플레이어 중 가장 적은 목숨만큼 받습니다; drop: 게임에서 빠집니다.",
        "help": (
            "play CARD: 카드를 냅니다 (예: 'play 1d', 'play Cs'). 같은 무늬가 있으면 내야 합니다. "
            "카드 점수(에이스 6, 레 5, 카발로 4, 판테 3, 마지막 트릭 6)를 가장 많이 얻은 플레이어가 목숨 1개를 잃습니다."
        ),
    },
    "ja": {
        "match_start": "コテッチョの新しいゲーム: {players}。ポットは{pool}、ライフは各自{lives}。",
        "deal_start": "第{deal}ディール: {dealer}が配り、{leader}がリードします。",
        "hand": "あなたのカード: {cards}。",
        "play": "{player}が{card}を出します。",
        "trick": "{winner}が第{number}トリックを取ります({points}点)。",
        "capotto_choice": "{player}が4トリックを取りました: このディールを無効にするか、カポットを狙って最後のカードをリードしてください。",
        "annul": "{player}がこのディールを無効にします。同じ親が配り直します。",
        "capotto_try": "{player}がカポットを狙って最後のカードをリードします。",
        "capotto": "{player}がカポット達成: ライフを1つ得て、ほかの全員が1つ失います。",
        "capotto_saved": "{saver}がカポットを阻止: {player}はライフを1つ失い、{saver}は1つ得ます。",
        "points": "カードの点数: {points}。",
        "gains": "{player}がライフを1つ得ます(残り{lives})。",
        "loses": "{player}がライフを1つ失います(残り{lives})。",
        "dead": "{player}のライフがなくなりました。",
        "dead_doctor": "{player}のライフがなくなりました。医者を呼べます。",
        "doctor": "{player}が医者を呼びます: ポットに{fee}を払い、ライフを{lives}得ます。",
        "drop": "{player}が抜けます。",
        "restart": "残った全員が同時に倒れました: 全員ライフ{lives}でやり直します。ポットはそのまま({pool})。",
        "match_end": "{winner}が最後の生き残りで、ポット{pool}を手にします。",
        "head": "第{deal}ディール: 親 {dealer}、リード {leader}、ポット {pool}。",
        "out": "脱落",
        "state": "ライフ {lives}、トリック {tricks}",
        "player": "  {name}: {state}",
        "table": "場のカード: {cards}",
        "won": "{winner}の勝ちです。",
        "to_act": "手番: {names}。",
        "help_capotto": "annul: このディールを無効にします(誰もライフを失わず、同じ親が配り直します); lead: カポットを狙って最後のカードをリードします。",
        "help_doctor": "doctor: 料金を払い、生きているプレイヤーの最少ライフと同じだけ得ます; drop: ゲームから抜けます。",
        "help": (
            "play CARD: カードを出します(例: 'play 1d'、'play Cs')。同じスートがあれば出さなければなりません。"
            "カードの点数(エース6、レ5、カヴァッロ4、ファンテ3、最後のトリック6)を一番多く取った人がライフを1つ失います。"
        ),
    },
}

# The lobby's texts in the other languages (``taverna.i18n.lobby``): the game's title and description, its
# rule sets' titles (``rules.<name>``) and its options' help (``option.<name>``); English is the engine's own
# (``GameInfo.describe()``).
LOBBY: dict[str, dict[str, str]] = {
    "it": {
        "title": "Coteccio",
        "description": "Cinque carte, senza briscola: chi prende più punti in carte perde una vita; l'ultimo in vita prende il piatto.",
        "rules.trieste": "Coteccio come si gioca a Trieste (IPCS 1989)",
        "option.stake": "quanto versa nel piatto ogni giocatore all'inizio",
        "option.lives": "vite con cui ogni giocatore comincia (e ricomincia)",
        "option.doctor-fee": "quanto costa chiamare il dottore (pagato al piatto)",
        "option.doctor-limit": "quante volte ogni giocatore può chiamare il dottore nella partita",
    },
    "ko": {
        "title": "코테치오 (Coteccio)",
        "description": "다섯 장, 으뜸패 없음: 카드 점수를 가장 많이 딴 사람이 목숨을 하나 잃고, 마지막까지 살아남은 사람이 판돈을 가져갑니다.",
        "rules.trieste": "트리에스테식 코테치오 (IPCS 1989)",
        "option.stake": "처음에 각 플레이어가 판돈에 내는 금액",
        "option.lives": "각 플레이어가 처음 (그리고 다시 시작할 때) 가지는 목숨",
        "option.doctor-fee": "의사를 부르는 비용 (판돈에 냄)",
        "option.doctor-limit": "한 게임에서 각 플레이어가 의사를 부를 수 있는 횟수",
    },
    "ja": {
        "title": "コテッチョ (Coteccio)",
        "description": "5枚、切り札なし: カードの点数をいちばん多く取った人がライフを1つ失い、最後まで残った人が場を取ります。",
        "rules.trieste": "トリエステのコテッチョ (IPCS 1989)",
        "option.stake": "最初に各プレイヤーが場に払う額",
        "option.lives": "各プレイヤーが始める (そして再開する) ときのライフ",
        "option.doctor-fee": "医者を呼ぶ費用 (場に払う)",
        "option.doctor-limit": "1試合で各プレイヤーが医者を呼べる回数",
    },
}

# The card guide (brief.card_guide)
_GUIDE: dict[str, dict[str, str]] = {
    "en": {
        "guide_suit": "cards of its suit",
        "guide_points": "Worth {n} {n:point|points} to whoever takes it: take as few as you can. No trumps: it wins only in the suit led.",
        "guide_no_points": "Worth no points. No trumps: it wins only in the suit led.",
        "guide_last": "The last trick is worth 6 points more.",
    },
    "it": {
        "guide_suit": "carte del suo seme",
        "guide_points": "Vale {n} {n:punto|punti} per chi la prende: prendine meno che puoi. Niente briscola: vince solo nel seme di uscita.",
        "guide_no_points": "Non vale punti. Niente briscola: vince solo nel seme di uscita.",
        "guide_last": "L'ultima presa vale 6 punti in più.",
    },
    "ko": {
        "guide_suit": "같은 무늬 카드",
        "guide_points": "가져가는 사람에게 {n}점: 되도록 적게 가져가세요. 으뜸패는 없습니다: 먼저 나온 무늬에서만 이깁니다.",
        "guide_no_points": "점수가 없습니다. 으뜸패는 없습니다: 먼저 나온 무늬에서만 이깁니다.",
        "guide_last": "마지막 트릭은 6점이 더 붙습니다.",
    },
    "ja": {
        "guide_suit": "同じスートのカード",
        "guide_points": "取った人に{n}点:できるだけ取らないように。切り札はありません:最初に出たスートでだけ勝ちます。",
        "guide_no_points": "点はありません。切り札はありません:最初に出たスートでだけ勝ちます。",
        "guide_last": "最後のトリックはさらに6点です。",
    },
}
for _lang, _texts in _GUIDE.items():
    MESSAGES[_lang].update(_texts)
