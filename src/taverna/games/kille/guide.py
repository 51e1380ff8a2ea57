"""Learn to play Krypkille: a round for five against the rule-of-thumb bots (Duplicate: two rounds, the second
with your neighbour's pile) (the kit: taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

INTRO = (("hand", "intro_hand"), ("board", "intro_trick"))
TIPS = {"play": "tip_play", "*": "tip_other"}
WHY = {"trick": "why_trick", "round_won": "why_round_won", "round_start": "why_round_start"}

GUIDES = {
    "standard": Guide(
        rules="standard",
        seats=5,
        seed=0,
        shuffles=(
            (
                "fool",
                "14",
                "bucket",
                "5",
                "7",
                "3",
                "11",
                "6",
                "2",
                "bucket",
                "8",
                "0",
            ),
        ),
        options={"rounds": 1},
        intro=INTRO,
        tips=TIPS,
        why=WHY,
        outro="outro",
    ),
    "duplicate": Guide(
        rules="duplicate",
        seats=5,
        seed=0,
        shuffles=(
            (
                "fool",
                "14",
                "bucket",
                "5",
                "7",
                "3",
                "11",
                "6",
                "2",
                "bucket",
                "8",
                "0",
            ),
        ),
        options={"rounds": 2},
        intro=INTRO,
        tips=TIPS,
        why={**WHY, "round_start": "why_round_start_duplicate"},
        outro="outro_duplicate",
    ),
    # the Swedish Kille pack (the rulebook's recommendation): the same hand, its cards from the Kille pack
    "nordic": Guide(
        rules="nordic",
        seats=5,
        seed=0,
        shuffles=(
            (
                "blaren",
                "kavall",
                "blompottan",
                "5",
                "7",
                "3",
                "11",
                "6",
                "2",
                "blompottan",
                "8",
                "kransen",
            ),
        ),
        options={"rounds": 1},
        intro=(("hand", "intro_hand_nordic"), ("board", "intro_trick")),
        tips=TIPS,
        why=WHY,
        outro="outro_nordic",
    ),
}

TEXT = {
    "en": {
        "intro_hand": "These are your cards, ranked as in Cambio: the Cuckoo (15) highest ... the Clown lowest.",
        "intro_trick": "Tricks are played here. You must play a card stronger than every card on the table; if you "
        "have none, your weakest card.",
        "tip_play": "Play the highlighted card: stronger than every card on the table if you can, else your "
        "weakest; keep a very weak card for the last trick.",
        "tip_other": "Do what the highlighted choice says: the rules ask it of you now.",
        "why_trick": "The strongest card took the trick (in the last trick, the weakest): its player leads next.",
        "why_round_won": "The weakest card of the last trick wins the round and its point.",
        "why_round_start": "A new round: the deal passes on.",
        "why_round_start_duplicate": "Duplicate: from the second round each hand is the pile your neighbour used, "
        "so everyone plays the same cards.",
        "intro_hand_nordic": "These are your cards from the Swedish Kille pack (42 cards): the Harlequin "
        "(Harlekin) highest, then the Cuckoo (Kuku) ... the Mask (Blaren) lowest.",
        "outro_nordic": "That was Krypkille with the Kille pack. Open a table from the lobby to play a whole game.",
        "outro": "That was Krypkille. Open a table from the lobby to play a whole game.",
        "outro_duplicate": "That was Krypkille with Duplicate. Open a table from the lobby to play a whole game.",
    },
    "it": {
        "intro_hand": "Queste sono le tue carte, in ordine come nel Cambio: il Cucù (15) più alto ... il Pagliaccio "
        "più basso.",
        "intro_trick": "Le prese si giocano qui. Devi giocare una carta più forte di tutte quelle sul tavolo; se non "
        "ne hai, la tua più debole.",
        "tip_play": "Gioca la carta evidenziata: più forte di tutte quelle sul tavolo se puoi, altrimenti la più "
        "debole; tieni una carta molto debole per l'ultima presa.",
        "tip_other": "Fai ciò che dice la scelta evidenziata: ora le regole te lo chiedono.",
        "why_trick": "La carta più forte ha preso (nell'ultima presa, la più debole): chi l'ha giocata esce alla "
        "prossima.",
        "why_round_won": "La carta più debole dell'ultima presa vince il giro e il suo punto.",
        "why_round_start": "Un nuovo giro: il mazzo passa.",
        "why_round_start_duplicate": "Duplicato: dal secondo giro ogni mano è il mucchio usato dal tuo vicino, così "
        "tutti giocano le stesse carte.",
        "intro_hand_nordic": "Queste sono le tue carte del mazzo svedese del Kille (42 carte): l'Arlecchino "
        "(Harlekin) più alto, poi il Cucù (Kuku) ... la Maschera (Blaren) più bassa.",
        "outro_nordic": "Questo era il Krypkille col mazzo del Kille. Apri un tavolo dalla sala per una partita intera.",
        "outro": "Questo era il Krypkille. Apri un tavolo dalla sala per una partita intera.",
        "outro_duplicate": "Questo era il Krypkille col Duplicato. Apri un tavolo dalla sala per una partita intera.",
    },
    "ko": {
        "intro_hand": "당신의 카드입니다. 캄비오와 같은 순서: 뻐꾸기(15)가 가장 높고 … 광대가 가장 낮습니다.",
        "intro_trick": "트릭은 여기서 합니다. 테이블의 모든 카드보다 강한 카드를 내야 하고, 없으면 가장 약한 카드를 "
        "냅니다.",
        "tip_play": "강조된 카드를 내세요. 할 수 있으면 테이블의 모든 카드보다 강한 카드, 아니면 가장 약한 카드입니다. "
        "아주 약한 카드는 마지막 트릭을 위해 남겨 두세요.",
        "tip_other": "강조된 선택을 하세요. 지금 규칙이 요구하는 것입니다.",
        "why_trick": "가장 강한 카드가 트릭을 가져갔습니다(마지막 트릭은 가장 약한 카드). 그 사람이 다음을 시작합니다.",
        "why_round_won": "마지막 트릭의 가장 약한 카드가 라운드와 1점을 가져갑니다.",
        "why_round_start": "새 라운드입니다. 딜이 넘어갑니다.",
        "why_round_start_duplicate": "듀플리케이트: 두 번째 라운드부터 각자의 패는 이웃이 썼던 카드 더미라서 모두 "
        "같은 카드로 플레이합니다.",
        "intro_hand_nordic": "스웨덴 킬레 카드(42장)에서 받은 당신의 카드입니다: 할리퀸(Harlekin)이 가장 높고, "
        "쿠쿠(Kuku) … 가면(Blaren)이 가장 낮습니다.",
        "outro_nordic": "킬레 카드로 한 크립킬레였습니다. 로비에서 테이블을 열어 한 게임을 플레이해 보세요.",
        "outro": "크립킬레였습니다. 로비에서 테이블을 열어 한 게임을 플레이해 보세요.",
        "outro_duplicate": "듀플리케이트 크립킬레였습니다. 로비에서 테이블을 열어 한 게임을 플레이해 보세요.",
    },
    "ja": {
        "intro_hand": "あなたのカードです。カンビオと同じ順位：カッコウ（15）が最も高く … 道化が最も低い。",
        "intro_trick": "トリックはここで行います。テーブルのどのカードよりも強いカードを出さなければならず、なければ"
        "いちばん弱いカードを出します。",
        "tip_play": "強調されたカードを出しましょう。できればテーブルのどのカードよりも強いもの、なければいちばん弱い"
        "もの。とても弱いカードは最後のトリックに取っておきます。",
        "tip_other": "強調された選択肢を選びましょう。いまルールが求めていることです。",
        "why_trick": "最も強いカードがトリックを取りました（最後のトリックは最も弱いカード）。その人が次を始めます。",
        "why_round_won": "最後のトリックの最も弱いカードがラウンドと1点を取ります。",
        "why_round_start": "新しいラウンドです。親が替わります。",
        "why_round_start_duplicate": "デュプリケート：2ラウンド目からは各自の手札が隣の人の使った山になるので、全員が"
        "同じカードで遊びます。",
        "intro_hand_nordic": "スウェーデンのキッレのカード（42枚）から配られたあなたのカードです：道化師（Harlekin）"
        "が最も高く、次にカッコウ（Kuku）… 仮面（Blaren）が最も低い。",
        "outro_nordic": "キッレのカードで遊ぶクリップキレでした。ロビーからテーブルを開いて1ゲーム遊びましょう。",
        "outro": "クリップキレでした。ロビーからテーブルを開いて1ゲーム遊びましょう。",
        "outro_duplicate": "デュプリケートのクリップキレでした。ロビーからテーブルを開いて1ゲーム遊びましょう。",
    },
}
