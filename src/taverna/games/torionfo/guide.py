"""Learn to play Torionfo: one deal for four, partners opposite, against the rule-of-thumb bots (the kit:
taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

GUIDES = {
    "standard": Guide(
        rules="standard",
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
        options={"deals": 1},
        intro=(("hand", "intro_hand"), ("seat:2", "intro_partner"), ("board", "intro_trick")),
        tips={"play": "tip_play", "*": "tip_other"},
        why={
            "cut_take": "why_cut_take",
            "torionfo": "why_torionfo",
            "discarded": "why_discarded",
            "trick": "why_trick",
            "deal_end": "why_deal_end",
        },
        outro="outro",
    ),
}

TEXT = {
    "en": {
        "intro_hand": "These are your 8 cards: number cards (10 high down to 1) and picture cards (Cuckoo, Man, "
        "Horse, Cat, House ...).",
        "intro_partner": "The player opposite is your partner: your cards' points count together.",
        "intro_trick": "The Torionfo card lies face up in the middle: it and its twin beat everything. Tricks are "
        "played here.",
        "tip_play": "Play the highlighted card: follow the kind led (number or picture) if you can; a Torionfo "
        "card may be played at any time and beats everything.",
        "tip_other": "Do what the highlighted choice says: the rules ask it of you now.",
        "why_cut_take": "The cutter takes every 10, Cuckoo and Man found at the cut.",
        "why_torionfo": "This card and its twin are the Torionfo cards of the deal: they beat everything.",
        "why_discarded": "Whoever holds more than 8 cards puts the extra ones back under the stock, unseen.",
        "why_trick": "The strongest card of the trick's kind (or a Torionfo card) took the trick; its player leads "
        "next.",
        "why_deal_end": "The cards score their number (Cuckoo 15 ... 1); the team with more points wins.",
        "outro": "That was Torionfo. Open a table from the lobby to play all four deals.",
    },
    "it": {
        "intro_hand": "Queste sono le tue 8 carte: carte numero (dal 10 all'1) e figure (Cucù, Uomo, Cavallo, "
        "Gatto, Casa ...).",
        "intro_partner": "Il giocatore di fronte è il tuo compagno: i punti delle vostre carte si sommano.",
        "intro_trick": "La carta del Torionfo è scoperta in mezzo: lei e la sua gemella battono tutto. Le prese "
        "si giocano qui.",
        "tip_play": "Gioca la carta evidenziata: rispondi al tipo uscito (numero o figura) se puoi; una carta del "
        "Torionfo si può giocare sempre e batte tutto.",
        "tip_other": "Fai ciò che dice la scelta evidenziata: ora le regole te lo chiedono.",
        "why_cut_take": "Chi taglia prende ogni 10, Cucù e Uomo trovati al taglio.",
        "why_torionfo": "Questa carta e la sua gemella sono le carte del Torionfo: battono tutto.",
        "why_discarded": "Chi ha più di 8 carte rimette quelle in più sotto il mazzo, coperte.",
        "why_trick": "La carta più forte del tipo della presa (o una carta del Torionfo) ha preso; chi l'ha giocata "
        "esce alla prossima.",
        "why_deal_end": "Le carte valgono il loro numero (Cucù 15 ... 1); vince la coppia con più punti.",
        "outro": "Questo era il Torionfo. Apri un tavolo dalla sala per giocare tutte e quattro le mani.",
    },
    "ko": {
        "intro_hand": "당신의 카드 8장입니다: 숫자 카드(10부터 1까지)와 그림 카드(뻐꾸기, 남자, 말, 고양이, 집 …).",
        "intro_partner": "맞은편 사람이 당신의 파트너입니다. 카드 점수를 함께 셉니다.",
        "intro_trick": "가운데에 토리온포 카드가 앞면으로 놓입니다. 이 카드와 쌍둥이 카드는 모든 카드를 이깁니다. "
        "트릭은 여기서 합니다.",
        "tip_play": "강조된 카드를 내세요. 할 수 있으면 처음 낸 종류(숫자 또는 그림)를 따르세요. 토리온포 카드는 "
        "언제든 낼 수 있고 모든 카드를 이깁니다.",
        "tip_other": "강조된 선택을 하세요. 지금 규칙이 요구하는 것입니다.",
        "why_cut_take": "커트한 사람은 커트에서 나온 10, 뻐꾸기, 남자를 모두 가져갑니다.",
        "why_torionfo": "이 카드와 쌍둥이 카드가 이번 딜의 토리온포 카드입니다. 모든 카드를 이깁니다.",
        "why_discarded": "8장보다 많이 가진 사람은 남는 카드를 보이지 않게 더미 아래에 넣습니다.",
        "why_trick": "트릭의 종류에서 가장 강한 카드(또는 토리온포 카드)가 가져갔고, 그 사람이 다음을 시작합니다.",
        "why_deal_end": "카드는 숫자만큼 점수가 됩니다(뻐꾸기 15 … 1). 점수가 많은 팀이 이깁니다.",
        "outro": "토리온포였습니다. 로비에서 테이블을 열어 네 딜을 모두 플레이해 보세요.",
    },
    "ja": {
        "intro_hand": "あなたの8枚のカードです：数札（10から1）と絵札（カッコウ、男、馬、猫、家 …）。",
        "intro_partner": "向かいの人があなたのパートナーです。カードの点を合わせて数えます。",
        "intro_trick": "真ん中にトリオンフォのカードが表向きに置かれます。このカードとその双子はすべてに勝ちます。"
        "トリックはここで行います。",
        "tip_play": "強調されたカードを出しましょう。できれば最初に出た種類（数札か絵札）に従います。トリオンフォの"
        "カードはいつでも出せて、すべてに勝ちます。",
        "tip_other": "強調された選択肢を選びましょう。いまルールが求めていることです。",
        "why_cut_take": "カットした人は、カットで出た10、カッコウ、男をすべて取ります。",
        "why_torionfo": "このカードとその双子がこのディールのトリオンフォです。すべてに勝ちます。",
        "why_discarded": "8枚より多く持つ人は、余分なカードを見せずに山札の下に戻します。",
        "why_trick": "トリックの種類で最も強いカード（またはトリオンフォ）が取り、その人が次を始めます。",
        "why_deal_end": "カードは数字の点になります（カッコウ15 … 1）。点の多いチームの勝ちです。",
        "outro": "トリオンフォでした。ロビーからテーブルを開いて4ディールすべて遊びましょう。",
    },
}
