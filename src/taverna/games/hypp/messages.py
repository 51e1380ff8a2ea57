"""Hypp's sentences (``taverna.games.hypp.text``)."""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "round_start": "Round {round}: {dealer} deals.",
        "packets": "{player} gives everyone a packet of {cards} {cards:card|cards} from the bottom of the deck.",
        "bet": "{player} bets {chips}.",
        "bets_reduced": "The dealer cannot cover: the bets are reduced to {bets}",
        "covered": "{player} stakes {chips}.",
        "reveal": "{player} shows {card}.",
        "paid": "{player} pays {chips} to {to}.",
        "lowest_card": "{player} showed the lowest card and hands the deal on.",
        "deal_handed_on": "{player} hands the deal on.",
        "game_over": "The game is over. Winner: {winner}",
        "head": "Round {round}, dealer {dealer}, limit {limit}",
        "player": "  {name}: {chips} {chips:chip|chips}",
        "player_bet": "  {name}: {chips} {chips:chip|chips}, bet {bet}",
        "help_packet": "Dealer: `packet N` gives each player N cards (1 to {max_packet}); `pass` hands the deal on.",
        "help_bet": (
            "Bet blind: `bet N`, 1 to {limit} (or your chips). The bottom card of your packet meets the dealer's; "
            "ties go to the dealer."
        ),
    },
    "it": {
        "round_start": "Giro {round}: {dealer} dà le carte.",
        "packets": "{player} dà a ciascuno un mazzetto di {cards} {cards:carta|carte} dal fondo del mazzo.",
        "bet": "{player} punta {chips}.",
        "bets_reduced": "Il banco non può coprire: le puntate scendono a {bets}",
        "covered": "{player} mette in gioco {chips}.",
        "reveal": "{player} mostra {card}.",
        "paid": "{player} paga {chips} a {to}.",
        "lowest_card": "{player} ha mostrato la carta più bassa e passa il banco.",
        "deal_handed_on": "{player} passa il banco.",
        "game_over": "La partita è finita. Vince: {winner}",
        "head": "Giro {round}, banco {dealer}, limite {limit}",
        "player": "  {name}: {chips} fiche",
        "player_bet": "  {name}: {chips} fiche, puntata {bet}",
        "help_packet": "Banco: `packet N` dà a ogni giocatore N carte (da 1 a {max_packet}); `pass` passa il banco.",
        "help_bet": (
            "Punta alla cieca: `bet N`, da 1 a {limit} (o le tue fiche). La carta in fondo al tuo mazzetto sfida "
            "quella del banco; a parità vince il banco."
        ),
    },
    "ko": {
        "round_start": "{round}라운드: {dealer}이(가) 딜러입니다.",
        "packets": "{player}이(가) 카드 더미 아래에서 각자에게 {cards}장씩 덜어 줍니다.",
        "bet": "{player}: 칩 {chips}개를 겁니다.",
        "bets_reduced": "딜러의 칩이 부족합니다: 건 칩을 {bets}(으)로 낮춥니다.",
        "covered": "{player}: 칩 {chips}개를 겁니다.",
        "reveal": "{player}: {card}을(를) 공개합니다.",
        "paid": "{player}이(가) {to}에게 칩 {chips}개를 줍니다.",
        "lowest_card": "{player}이(가) 가장 등급이 낮은 카드를 공개해 딜러 역할을 넘깁니다.",
        "deal_handed_on": "{player}이(가) 딜러 역할을 넘깁니다.",
        "game_over": "게임이 끝났습니다. 승자: {winner}",
        "head": "{round}라운드, 딜러 {dealer}, 상한선 {limit}",
        "player": "  {name}: 칩 {chips}",
        "player_bet": "  {name}: 칩 {chips}, 건 칩 {bet}",
        "help_packet": "딜러: `packet N`은 각 플레이어에게 N장을 줍니다 (1~{max_packet}); `pass`는 딜러 역할을 넘깁니다.",
        "help_bet": (
            "카드를 보지 않고 거세요: `bet N`, 1~{limit} (또는 가진 칩까지). 내 더미의 맨 아래 카드를 딜러의 카드와 "
            "비교합니다. 등급이 같으면 딜러가 승리합니다."
        ),
    },
    "ja": {
        "round_start": "第{round}ラウンド: 親は{dealer}です。",
        "packets": "{player}が山札の下から各自に{cards}枚ずつの束を配ります。",
        "bet": "{player}が{chips}を賭けます。",
        "bets_reduced": "親がカバーできません: 賭け金を{bets}に減らします。",
        "covered": "{player}が{chips}を賭けます。",
        "reveal": "{player}が{card}を見せます。",
        "paid": "{player}が{to}に{chips}を払います。",
        "lowest_card": "{player}が一番弱いカードを見せたので、親を交代します。",
        "deal_handed_on": "{player}が親を交代します。",
        "game_over": "ゲーム終了。勝者: {winner}",
        "head": "第{round}ラウンド、親 {dealer}、上限 {limit}",
        "player": "  {name}: チップ {chips}",
        "player_bet": "  {name}: チップ {chips}、賭け {bet}",
        "help_packet": "親: `packet N` で各プレイヤーにN枚配ります(1〜{max_packet}); `pass` で親を交代します。",
        "help_bet": (
            "カードを見ずに賭けます: `bet N`、1〜{limit}(または手持ちのチップまで)。束の一番下のカードを親のカードと"
            "比べます。同じ強さなら親の勝ちです。"
        ),
    },
}

# The lobby's texts in the other languages (``taverna.i18n.lobby``): the game's title and description, its
# rule sets' titles (``rules.<name>``) and its options' help (``option.<name>``); English is the engine's own
# (``GameInfo.describe()``).
LOBBY: dict[str, dict[str, str]] = {
    "it": {
        "title": "Hypp",
        "description": "Punta alla cieca sulla carta in fondo al tuo mazzetto contro quella del mazziere; in caso di parità vince il mazziere.",
        "rules.rulebook": "Hypp (il regolamento)",
        "option.limit": "il limite del banco su una puntata",
        "option.lowest-card": "la carta del mazziere che passa la mano: la più bassa scoperta nel giro, pareggi compresi (round), o la più bassa del mazzo, il Matto (pack)",
        "option.chips": "fiches con cui comincia ogni giocatore (0: il limite del regolamento x giocatori x 2)",
    },
    "ko": {
        "title": "히프 (Hypp)",
        "description": "자기 묶음 맨 아래 카드를 보지 않고 딜러의 카드와 겨루어 겁니다. 비기면 딜러가 이깁니다.",
        "rules.rulebook": "히프 (룰북)",
        "option.limit": "한 번 거는 돈의 하우스 한도",
        "option.lowest-card": "딜러를 넘기게 하는 딜러의 카드: 그 라운드에 공개된 카드 중 가장 낮은 카드, 같은 등급 포함 (round), 또는 카드 전체에서 가장 낮은 광대 (pack)",
        "option.chips": "각 플레이어가 처음 가지는 칩 (0: 룰북의 한도 x 인원 x 2)",
    },
    "ja": {
        "title": "ヒュップ (Hypp)",
        "description": "自分の束のいちばん下のカードを見ずに親のカードと比べて賭けます。同点なら親の勝ちです。",
        "rules.rulebook": "ヒュップ (ルールブック)",
        "option.limit": "1回の賭けの上限",
        "option.lowest-card": "ディーラーの交代を決めるディーラーのカード: そのラウンドに公開された中で最も低いカード、同じ等級を含む (round)、またはパック全体で最も低い道化 (pack)",
        "option.chips": "各プレイヤーの最初のチップ (0: ルールブックの上限 x 人数 x 2)",
    },
}

# The card guide (brief.card_guide)
_GUIDE: dict[str, dict[str, str]] = {
    "en": {
        "guide_card": "Against the dealer's card: a stronger card wins the bet, a weaker or equal one loses it.",
        "guide_lowest": "A dealer who shows the lowest card of the round hands the deal on.",
        "guide_lowest_pack": "The lowest card of the pack: a dealer who shows it hands the deal on.",
    },
    "it": {
        "guide_card": "Contro la carta del mazziere: una carta più forte vince la puntata, una più debole o uguale la perde.",
        "guide_lowest": "Il mazziere che mostra la carta più bassa del giro passa il mazzo.",
        "guide_lowest_pack": "La carta più bassa del mazzo: il mazziere che la mostra passa il mazzo.",
    },
    "ko": {
        "guide_card": "딜러의 카드와 비교: 더 강하면 베팅을 이기고, 약하거나 같으면 집니다.",
        "guide_lowest": "라운드에서 가장 낮은 카드를 보인 딜러는 딜을 넘깁니다.",
        "guide_lowest_pack": "카드 더미에서 가장 낮은 카드: 이 카드를 보인 딜러는 딜을 넘깁니다.",
    },
    "ja": {
        "guide_card": "親のカードと比べて:強ければ賭けに勝ち、弱いか同じなら負けです。",
        "guide_lowest": "ラウンドでいちばん低いカードを見せた親は親を譲ります。",
        "guide_lowest_pack": "山札でいちばん低いカード:これを見せた親は親を譲ります。",
    },
}
for _lang, _texts in _GUIDE.items():
    MESSAGES[_lang].update(_texts)
