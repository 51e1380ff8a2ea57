"""Krypkille's sentences (``taverna.games.kille.text``)."""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "round_start": "Round {round}: {dealer} deals {cards_each} {cards_each:card|cards} each ({unused} unused).",
        "play": "{player} plays {card}.",
        "trick_last": "{winner} wins (the weakest card takes the last trick).",
        "trick": "{winner} wins (the strongest card takes the trick).",
        "round_won": "{player} wins the round: {points} {points:point|points}.",
        "head": "Round {round} of {rounds}, dealer {dealer}, {tricks_left} {tricks_left:trick|tricks} left",
        "player": "  {name}: {points} {points:point|points}",
        "player_chips": "  {name}: {points} {points:point|points}, {chips} {chips:chip|chips}",
        "help": (
            "Play a card stronger than every card on the table; if you have none, you must play your weakest. "
            "Identical cards: the later is weaker. The strongest card takes a trick and leads the next, but the "
            "weakest card takes the last trick and scores the point.\nYour choices: {choices}"
        ),
    },
    "it": {
        "round_start": "Giro {round}: {dealer} dà {cards_each} {cards_each:carta|carte} a testa ({unused} non usate).",
        "play": "{player} gioca {card}.",
        "trick_last": "{winner} vince (la carta più debole prende l'ultima presa).",
        "trick": "{winner} vince (la carta più forte prende la presa).",
        "round_won": "{player} vince il giro: {points} {points:punto|punti}.",
        "head": "Giro {round} di {rounds}, mazziere {dealer}, {tricks_left:manca|mancano} {tricks_left} {tricks_left:presa|prese}",
        "player": "  {name}: {points} {points:punto|punti}",
        "player_chips": "  {name}: {points} {points:punto|punti}, {chips} fiche",
        "help": (
            "Gioca una carta più forte di tutte quelle in tavola; se non ne hai, devi giocare la tua più debole. "
            "Carte uguali: la seconda è più debole. La carta più forte prende la presa e apre la successiva, ma "
            "la più debole prende l'ultima presa e segna il punto.\nLe tue scelte: {choices}"
        ),
    },
    "ko": {
        "round_start": "{round}라운드: {dealer}이(가) 각자 {cards_each}장씩 나눠줍니다 (사용하지 않는 카드 {unused}장).",
        "play": "{player}: {card}을(를) 냅니다.",
        "trick_last": "{winner} 승리 (마지막 트릭은 가장 약한 카드가 가져갑니다).",
        "trick": "{winner} 승리 (가장 강한 카드가 트릭을 가져갑니다).",
        "round_won": "{player}이(가) 라운드에서 승리: {points}점.",
        "head": "{round}/{rounds}라운드, 딜러 {dealer}, 남은 트릭 {tricks_left}",
        "player": "  {name}: {points}점",
        "player_chips": "  {name}: {points}점, 칩 {chips}",
        "help": (
            "테이블의 모든 카드보다 강한 카드를 내세요. 없다면 가장 약한 카드를 반드시 내야 합니다. "
            "같은 카드라면 나중에 낸 카드가 더 약합니다. 가장 강한 카드가 트릭을 가져가고 다음 트릭을 시작하지만, "
            "마지막 트릭은 가장 약한 카드가 가져가고 1점을 얻습니다.\n선택: {choices}"
        ),
    },
    "ja": {
        "round_start": "第{round}ラウンド: 親の{dealer}が各自に{cards_each}枚ずつ配ります(未使用{unused}枚)。",
        "play": "{player}が{card}を出します。",
        "trick_last": "{winner}の勝ち(最後のトリックは一番弱いカードが取ります)。",
        "trick": "{winner}の勝ち(一番強いカードがトリックを取ります)。",
        "round_won": "{player}がラウンドに勝ちました: {points}点。",
        "head": "第{round}/{rounds}ラウンド、親 {dealer}、残りトリック {tricks_left}",
        "player": "  {name}: {points}点",
        "player_chips": "  {name}: {points}点、チップ {chips}",
        "help": (
            "場のどのカードよりも強いカードを出してください。なければ一番弱いカードを出さなければなりません。"
            "同じカードなら後に出したほうが弱くなります。一番強いカードがトリックを取って次をリードしますが、"
            "最後のトリックは一番弱いカードが取り、1点を得ます。\n選べる行動: {choices}"
        ),
    },
}

# The lobby's texts in the other languages (``taverna.i18n.lobby``): the game's title and description, its
# rule sets' titles (``rules.<name>``) and its options' help (``option.<name>``); English is the engine's own
# (``GameInfo.describe()``).
LOBBY: dict[str, dict[str, str]] = {
    "it": {
        "title": "Krypkille",
        "description": "Batti ogni carta sul tavolo o gioca la tua più debole; la carta più debole prende l'ultima presa.",
        "rules.standard": "Krypkille (il regolamento)",
        "rules.duplicate": "Krypkille con Duplicate",
        "rules.nordic": "Krypkille col mazzo svedese del Kille (42 carte)",
        "option.pack": "il mazzo del Cucù, 40 carte (cuckoo), o il mazzo svedese del Kille, 42 carte (kille)",
        "option.duplicate": "l'espansione Duplicate: fiches, le carte giocate passate a sinistra, la mano che si sposta a sinistra",
        "option.rounds": "giri da giocare (0: tanti quanti i giocatori)",
        "option.target": "gioca invece finché qualcuno arriva a questi punti (0: nessun obiettivo; solo partita standard)",
    },
    "ko": {
        "title": "크립킬레 (Krypkille)",
        "description": "테이블의 모든 카드를 이기거나 가장 약한 카드를 냅니다. 가장 약한 카드가 마지막 트릭을 가져갑니다.",
        "rules.standard": "크립킬레 (룰북)",
        "rules.duplicate": "듀플리케이트를 더한 크립킬레",
        "rules.nordic": "스웨덴 킬레 카드 42장으로 하는 크립킬레",
        "option.pack": "쿠쿠 카드 40장 (cuckoo) 또는 스웨덴 킬레 카드 42장 (kille)",
        "option.duplicate": "듀플리케이트 확장: 칩, 낸 카드를 왼쪽으로 넘김, 딜이 왼쪽으로 이동",
        "option.rounds": "플레이할 라운드 수 (0: 플레이어 수만큼)",
        "option.target": "대신 누군가 이 점수에 이를 때까지 플레이 (0: 목표 없음; 표준 게임만)",
    },
    "ja": {
        "title": "クリュプキッレ (Krypkille)",
        "description": "場のすべてのカードに勝つか、いちばん弱いカードを出します。いちばん弱いカードが最後のトリックを取ります。",
        "rules.standard": "クリュプキッレ (ルールブック)",
        "rules.duplicate": "デュプリケート付きクリュプキッレ",
        "rules.nordic": "スウェーデンのキッレのカード42枚で遊ぶクリュプキッレ",
        "option.pack": "カッコウのカード40枚 (cuckoo) またはスウェーデンのキッレのカード42枚 (kille)",
        "option.duplicate": "デュプリケート拡張: チップ、出したカードを左へ回す、ディールが左へ移る",
        "option.rounds": "遊ぶラウンド数 (0: プレイヤーの人数だけ)",
        "option.target": "代わりに誰かがこの点数に達するまで遊ぶ (0: 目標なし; 標準ゲームのみ)",
    },
}

# The card guide (brief.card_guide)
_GUIDE: dict[str, dict[str, str]] = {
    "en": {
        "guide_card": "Played only if it beats every card on the table (or is your weakest); the strongest takes the trick, but in the last trick the weakest wins. Of two identical cards the later one is weaker.",
        "guide_top": "Nothing beats it: it takes any trick but the last.",
        "guide_bottom": "The weakest card: it wins the last trick and its point.",
    },
    "it": {
        "guide_card": "Si gioca solo se batte ogni carta sul tavolo (o se è la tua più debole); la più forte prende la presa, ma nell'ultima presa vince la più debole. Di due carte uguali la seconda è più debole.",
        "guide_top": "Niente la batte: prende ogni presa tranne l'ultima.",
        "guide_bottom": "La carta più debole: vince l'ultima presa e il suo punto.",
    },
    "ko": {
        "guide_card": "테이블의 모든 카드보다 강할 때만(또는 가장 약한 카드일 때) 낼 수 있습니다; 가장 강한 카드가 트릭을 가져가지만, 마지막 트릭은 가장 약한 카드가 이깁니다. 같은 카드 두 장이면 나중 카드가 더 약합니다.",
        "guide_top": "이길 카드가 없습니다: 마지막을 뺀 모든 트릭을 가져갑니다.",
        "guide_bottom": "가장 약한 카드: 마지막 트릭과 그 1점을 얻습니다.",
    },
    "ja": {
        "guide_card": "場のどのカードより強いとき(または自分の最も弱いカードのとき)だけ出せます;最も強いカードがトリックを取りますが、最後のトリックは最も弱いカードが勝ちます。同じカード2枚なら後のほうが弱いです。",
        "guide_top": "これに勝つカードはありません:最後以外のどのトリックも取ります。",
        "guide_bottom": "最も弱いカード:最後のトリックとその1点を取ります。",
    },
}
for _lang, _texts in _GUIDE.items():
    MESSAGES[_lang].update(_texts)
