"""Learn to play Hypp: a short game for three against the dealer, played blind (the kit:
taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

GUIDES = {
    "rulebook": Guide(
        rules="rulebook",
        seats=3,
        seed=1,
        shuffles=(
            (
                "10",
                "bucket",
                "8",
                "5",
                "15",
                "fool",
                "7",
                "lion",
            ),
        ),
        options={"limit": 3, "chips": 6},
        intro=(("board", "intro_table"), ("choices", "intro_choices")),
        tips={"packet": "tip_packet", "bet": "tip_bet", "pass": "tip_pass", "*": "tip_other"},
        why={
            "packets": "why_packets",
            "covered": "why_covered",
            "paid": "why_paid",
            "lowest_card": "why_lowest_card",
        },
        outro="outro",
    ),
}

TEXT = {
    "en": {
        "intro_table": "Hypp is played against the dealer, blind: nobody looks at their cards. Cards rank as in "
        "Cambio, the Cuckoo highest.",
        "intro_choices": "Your choices appear here: the packet's size when you deal, your bet when you do not.",
        "tip_packet": "You deal: choose the packet's size (filled in) and click the highlighted button; everyone "
        "takes that many cards off the bottom of the pack, unseen.",
        "tip_bet": "Bet blind (the amount is filled in): click the highlighted button. Up to the house limit.",
        "tip_pass": "Pass the deal to the next player (the highlighted choice).",
        "tip_other": "Do what the highlighted choice says: the rules ask it of you now.",
        "why_packets": "Every other player now has a packet of cards from the bottom of the pack, unseen.",
        "why_covered": "The dealer covers the total of the bets.",
        "why_paid": "A card stronger than the dealer's wins the bet from the dealer; weaker or equal, the dealer "
        "takes it.",
        "why_lowest_card": "A dealer who shows the lowest card must hand the deal on.",
        "outro": "That was Hypp. Open a table from the lobby to play for real.",
    },
    "it": {
        "intro_table": "Lo Hypp si gioca contro il mazziere, alla cieca: nessuno guarda le sue carte. L'ordine è "
        "quello del Cambio, il Cucù più alto.",
        "intro_choices": "Qui compaiono le tue scelte: la misura del pacchetto quando dai le carte, la puntata "
        "altrimenti.",
        "tip_packet": "Dai tu: scegli la misura del pacchetto (già scritta) e clicca il pulsante evidenziato; ognuno "
        "prende tante carte dal fondo del mazzo, senza guardarle.",
        "tip_bet": "Punta alla cieca (la somma è già scritta): clicca il pulsante evidenziato. Fino al limite del "
        "banco.",
        "tip_pass": "Passa il mazzo al giocatore seguente (la scelta evidenziata).",
        "tip_other": "Fai ciò che dice la scelta evidenziata: ora le regole te lo chiedono.",
        "why_packets": "Ogni altro giocatore ha ora un pacchetto di carte dal fondo del mazzo, coperto.",
        "why_covered": "Il mazziere copre il totale delle puntate.",
        "why_paid": "Una carta più forte di quella del mazziere vince la puntata; più debole o uguale, la prende il "
        "mazziere.",
        "why_lowest_card": "Il mazziere che mostra la carta più bassa deve passare il mazzo.",
        "outro": "Questo era lo Hypp. Apri un tavolo dalla sala per giocare davvero.",
    },
    "ko": {
        "intro_table": "힙은 딜러를 상대로 보지 않고 합니다. 아무도 자기 카드를 보지 않습니다. 카드 순서는 캄비오와 "
        "같고 뻐꾸기가 가장 높습니다.",
        "intro_choices": "선택지는 여기에 나타납니다. 딜러일 때는 묶음 크기, 아닐 때는 베팅입니다.",
        "tip_packet": "당신이 딜러입니다. 묶음 크기(입력됨)를 정하고 강조된 버튼을 누르세요. 모두 더미 아래에서 그만큼 "
        "보지 않고 가져갑니다.",
        "tip_bet": "보지 않고 베팅하세요 (금액 입력됨). 강조된 버튼을 누르세요. 하우스 한도까지입니다.",
        "tip_pass": "딜을 다음 사람에게 넘기세요 (강조된 선택).",
        "tip_other": "강조된 선택을 하세요. 지금 규칙이 요구하는 것입니다.",
        "why_packets": "다른 사람들은 이제 더미 아래에서 가져온 카드 묶음을 보지 않고 가지고 있습니다.",
        "why_covered": "딜러가 베팅 총액을 받아 줍니다.",
        "why_paid": "딜러보다 강한 카드는 딜러에게서 베팅만큼 받고, 약하거나 같으면 딜러가 가져갑니다.",
        "why_lowest_card": "가장 낮은 카드를 보인 딜러는 딜을 넘겨야 합니다.",
        "outro": "힙이었습니다. 로비에서 테이블을 열어 실제로 플레이해 보세요.",
    },
    "ja": {
        "intro_table": "ヒップは親を相手に、見ないで遊びます。誰も自分のカードを見ません。順位はカンビオと同じで、"
        "カッコウが最も高い。",
        "intro_choices": "選択肢はここに出ます。親のときは束の大きさ、そうでないときは賭け金です。",
        "tip_packet": "あなたが親です。束の大きさ（入力済み）を決めて、強調されたボタンを押してください。全員が山札の"
        "下からその枚数を見ずに取ります。",
        "tip_bet": "見ないで賭けましょう（金額は入力済み）。強調されたボタンを押してください。上限まで賭けられます。",
        "tip_pass": "親を次の人に渡しましょう（強調された選択肢）。",
        "tip_other": "強調された選択肢を選びましょう。いまルールが求めていることです。",
        "why_packets": "ほかの人は山札の下から取ったカードの束を、見ずに持っています。",
        "why_covered": "親が賭け金の合計を受けます。",
        "why_paid": "親より強いカードは親から賭け金をもらい、弱いか同じなら親が取ります。",
        "why_lowest_card": "いちばん低いカードを見せた親は、親を次に渡さなければなりません。",
        "outro": "ヒップでした。ロビーからテーブルを開いて本番を遊びましょう。",
    },
}
