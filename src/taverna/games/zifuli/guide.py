"""Learn to play Zifuli: one round for five, the auction and the hidden Partner, against the rule-of-thumb bots
(the kit: taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

GUIDES = {
    "rulebook": Guide(
        rules="rulebook",
        seats=5,
        seed=3,
        shuffles=(
            (
                "lion",
                "mask",
                "12",
                "mask",
                "0",
                "6",
                "3",
                "4",
                "10",
                "1",
                "fool",
                "fool",
            ),
        ),
        options={"rounds": 1},
        intro=(("hand", "intro_hand"), ("board", "intro_auction"), ("choices", "intro_choices")),
        tips={"bid": "tip_bid", "pass": "tip_pass", "play": "tip_play", "*": "tip_other"},
        why={
            "bid": "why_bid",
            "boss": "why_boss",
            "partner_revealed": "why_partner",
            "trick": "why_trick",
            "round_end": "why_round_end",
        },
        outro="outro",
    ),
}

TEXT = {
    "en": {
        "intro_hand": "These are your 8 cards: number cards (10 down to 1) and picture cards (Lion, Cuckoo, Man ... "
        "the Mask is the weakest).",
        "intro_auction": "First the auction: to bid, show a card of your hand; each later bid must be a weaker card "
        "of the same kind. The last bidder left is the Boss.",
        "intro_choices": "Your choices appear here; a bid is made by clicking the card you show.",
        "tip_bid": "Bid: show the highlighted card, weaker than the last bid and of the same kind.",
        "tip_pass": "Pass (the highlighted choice): your cards cannot go lower, so you leave the auction.",
        "tip_play": "Play the highlighted card: follow the kind led (number or picture) if you can.",
        "tip_other": "Do what the highlighted choice says: the rules ask it of you now.",
        "why_bid": "A bid shows a card; the next bid must be weaker, of the same kind.",
        "why_boss": "The last one left in the auction is the Boss; the other holder of the twin of the Boss's last "
        "bid card is the secret Partner.",
        "why_partner": "Playing the twin card shows who the Partner is.",
        "why_trick": "The strongest card of the kind led took the trick; its player leads next.",
        "why_round_end": "The cards are counted as in Coch; the Boss's side wins with more points, and chips change "
        "hands.",
        "outro": "That was Zifuli. Open a table from the lobby to play with four others.",
    },
    "it": {
        "intro_hand": "Queste sono le tue 8 carte: carte numero (dal 10 all'1) e figure (Leone, Cucù, Uomo ... la "
        "Maschera è la più debole).",
        "intro_auction": "Prima l'asta: per dichiarare mostri una carta della tua mano; ogni dichiarazione dopo deve "
        "essere una carta più debole dello stesso tipo. L'ultimo rimasto è il Capo.",
        "intro_choices": "Qui compaiono le tue scelte; si dichiara cliccando la carta che mostri.",
        "tip_bid": "Dichiara: mostra la carta evidenziata, più debole dell'ultima e dello stesso tipo.",
        "tip_pass": "Passa (la scelta evidenziata): le tue carte non scendono più, esci dall'asta.",
        "tip_play": "Gioca la carta evidenziata: rispondi al tipo uscito (numero o figura) se puoi.",
        "tip_other": "Fai ciò che dice la scelta evidenziata: ora le regole te lo chiedono.",
        "why_bid": "Una dichiarazione mostra una carta; la prossima deve essere più debole, dello stesso tipo.",
        "why_boss": "L'ultimo rimasto all'asta è il Capo; chi ha l'altra gemella della sua ultima carta è il "
        "Compagno segreto.",
        "why_partner": "Giocare la carta gemella rivela chi è il Compagno.",
        "why_trick": "La carta più forte del tipo uscito ha preso; chi l'ha giocata esce alla prossima.",
        "why_round_end": "Le carte si contano come nel Coch; la parte del Capo vince con più punti, e le fiches "
        "passano di mano.",
        "outro": "Questo era lo Zifuli. Apri un tavolo dalla sala per giocare con altri quattro.",
    },
    "ko": {
        "intro_hand": "당신의 카드 8장입니다: 숫자 카드(10부터 1까지)와 그림 카드(사자, 뻐꾸기, 남자 … 가면이 가장 약함).",
        "intro_auction": "먼저 경매입니다. 입찰하려면 손의 카드 한 장을 보여 줍니다. 다음 입찰은 같은 종류의 더 약한 "
        "카드여야 합니다. 마지막까지 남은 사람이 보스입니다.",
        "intro_choices": "선택지는 여기에 나타납니다. 입찰은 보여 줄 카드를 눌러서 합니다.",
        "tip_bid": "입찰하세요: 강조된 카드를 보여 줍니다. 마지막 입찰보다 약하고 같은 종류입니다.",
        "tip_pass": "패스하세요 (강조된 선택). 더 낮은 카드가 없으니 경매에서 빠집니다.",
        "tip_play": "강조된 카드를 내세요. 할 수 있으면 처음 낸 종류(숫자 또는 그림)를 따르세요.",
        "tip_other": "강조된 선택을 하세요. 지금 규칙이 요구하는 것입니다.",
        "why_bid": "입찰은 카드를 보여 줍니다. 다음 입찰은 같은 종류의 더 약한 카드여야 합니다.",
        "why_boss": "경매에 마지막까지 남은 사람이 보스입니다. 보스의 마지막 입찰 카드의 쌍둥이를 가진 사람이 비밀 "
        "파트너입니다.",
        "why_partner": "쌍둥이 카드를 내면 파트너가 누구인지 드러납니다.",
        "why_trick": "처음 낸 종류의 가장 강한 카드가 트릭을 가져갔고, 그 사람이 다음을 시작합니다.",
        "why_round_end": "코흐처럼 카드를 셉니다. 보스 편이 점수가 많으면 이기고, 칩이 오갑니다.",
        "outro": "지풀리였습니다. 로비에서 테이블을 열어 네 사람과 플레이해 보세요.",
    },
    "ja": {
        "intro_hand": "あなたの8枚のカードです：数札（10から1）と絵札（ライオン、カッコウ、男 … 仮面が最弱）。",
        "intro_auction": "まずオークションです。入札するには手札の1枚を見せます。次の入札は同じ種類のより弱いカードで"
        "なければなりません。最後に残った人がボスです。",
        "intro_choices": "選択肢はここに出ます。入札は見せるカードを押して行います。",
        "tip_bid": "入札しましょう：強調されたカードを見せます。最後の入札より弱い、同じ種類のカードです。",
        "tip_pass": "パスしましょう（強調された選択肢）。これ以上低くできないので、オークションから降ります。",
        "tip_play": "強調されたカードを出しましょう。できれば最初に出た種類（数札か絵札）に従います。",
        "tip_other": "強調された選択肢を選びましょう。いまルールが求めていることです。",
        "why_bid": "入札はカードを見せます。次の入札は同じ種類のより弱いカードです。",
        "why_boss": "オークションに最後まで残った人がボスです。ボスの最後の入札カードの双子を持つ人が秘密のパートナー"
        "です。",
        "why_partner": "双子のカードを出すと、パートナーが誰かわかります。",
        "why_trick": "最初に出た種類の最も強いカードがトリックを取り、その人が次を始めます。",
        "why_round_end": "コッホと同じようにカードを数えます。ボス側の点が多ければ勝ち、チップが動きます。",
        "outro": "ジフーリでした。ロビーからテーブルを開いて4人と遊びましょう。",
    },
}
