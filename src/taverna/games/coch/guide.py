"""Learn to play Coch: one deal against the rule-of-thumb bots, you and your partner opposite (the kit:
taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

GUIDES = {
    "rulebook": Guide(
        rules="rulebook",
        seats=4,
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
        intro=(("hand", "intro_hand"), ("seat:2", "intro_partner"), ("board", "intro_trick")),
        tips={"play": "tip_play"},
        why={"trick": "why_trick", "deal_end": "why_deal_end"},
        outro="outro",
    ),
}

TEXT = {
    "en": {
        "intro_hand": "These are your 10 cards: number cards (10 high down to 1) and picture cards (the Lion is "
        "the strongest).",
        "intro_partner": "The player opposite is your partner: the two of you count your tricks' points together.",
        "intro_trick": "Each trick is played here: one card each; the strongest card of the kind led takes it.",
        "tip_play": "Play the highlighted card: follow the kind led (number or picture) if you can; a card of the "
        "other kind never wins.",
        "why_trick": "The strongest card of the kind led took the trick; its player leads the next one.",
        "why_deal_end": "The cards are counted: 10, House, Cat, Horse, Man, Cuckoo and Lion one point each, 5 to 9 "
        "half a point; the team with more points wins.",
        "outro": "That was Coch. Open a table from the lobby to play with three others.",
    },
    "it": {
        "intro_hand": "Queste sono le tue 10 carte: carte numero (dal 10 all'1) e figure (il Leone è la più forte).",
        "intro_partner": "Il giocatore di fronte è il tuo compagno: contate insieme i punti delle vostre prese.",
        "intro_trick": "Ogni presa si gioca qui: una carta a testa; la carta più forte del tipo uscito prende.",
        "tip_play": "Gioca la carta evidenziata: rispondi al tipo uscito (numero o figura) se puoi; una carta "
        "dell'altro tipo non vince mai.",
        "why_trick": "La carta più forte del tipo uscito ha preso; chi l'ha giocata esce alla prossima.",
        "why_deal_end": "Si contano le carte: 10, Casa, Gatto, Cavallo, Uomo, Cucù e Leone un punto, dal 5 al 9 "
        "mezzo punto; vince la coppia con più punti.",
        "outro": "Questo era il Coch. Apri un tavolo dalla sala per giocare con altri tre.",
    },
    "ko": {
        "intro_hand": "당신의 카드 10장입니다: 숫자 카드(10부터 1까지)와 그림 카드(사자가 가장 강함).",
        "intro_partner": "맞은편 사람이 당신의 파트너입니다. 둘이 딴 트릭의 점수를 함께 셉니다.",
        "intro_trick": "트릭은 여기서 합니다. 한 장씩 내고, 처음 낸 종류의 가장 강한 카드가 가져갑니다.",
        "tip_play": "강조된 카드를 내세요. 할 수 있으면 처음 낸 종류(숫자 또는 그림)를 따르세요. 다른 종류의 카드는 "
        "절대 이기지 못합니다.",
        "why_trick": "처음 낸 종류의 가장 강한 카드가 트릭을 가져갔고, 그 사람이 다음 트릭을 시작합니다.",
        "why_deal_end": "카드를 셉니다: 10, 집, 고양이, 말, 남자, 뻐꾸기, 사자는 1점, 5~9는 0.5점. 점수가 많은 팀이 "
        "이깁니다.",
        "outro": "코흐였습니다. 로비에서 테이블을 열어 세 사람과 플레이해 보세요.",
    },
    "ja": {
        "intro_hand": "あなたの10枚のカードです：数札（10から1）と絵札（ライオンが最強）。",
        "intro_partner": "向かいの人があなたのパートナーです。二人で取ったトリックの点を合わせて数えます。",
        "intro_trick": "トリックはここで行います。1枚ずつ出し、最初に出た種類の最も強いカードが取ります。",
        "tip_play": "強調されたカードを出しましょう。できれば最初に出た種類（数札か絵札）に従います。違う種類のカードは"
        "決して勝ちません。",
        "why_trick": "最初に出た種類の最も強いカードがトリックを取り、その人が次を始めます。",
        "why_deal_end": "カードを数えます：10、家、猫、馬、男、カッコウ、ライオンは1点、5〜9は0.5点。点の多いチームの"
        "勝ちです。",
        "outro": "コッホでした。ロビーからテーブルを開いて3人と遊びましょう。",
    },
}
