"""Learn to play Coteccio (Trieste): a short game for three, one life each, against the rule-of-thumb bots
(the kit: taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

GUIDES = {
    "trieste": Guide(
        rules="trieste",
        seats=3,
        seed=0,
        shuffles=(
            (
                "Rs",
                "1s",
                "Cd",
                "6c",
                "5c",
                "7c",
                "3c",
                "5s",
                "7s",
                "Cc",
                "4b",
                "Fs",
                "6d",
                "1b",
                "5d",
            ),
        ),
        options={"lives": 1},
        intro=(("hand", "intro_hand"), ("board", "intro_trick")),
        tips={"play": "tip_play", "doctor": "tip_doctor", "drop": "tip_drop", "*": "tip_other"},
        why={
            "trick": "why_trick",
            "points": "why_points",
            "lives": "why_lives",
            "capotto_choice": "why_capotto_choice",
            "capotto_try": "why_capotto_try",
            "capotto": "why_capotto",
            "dead": "why_dead",
            "doctor": "why_doctor",
        },
        outro="outro",
    ),
}

TEXT = {
    "en": {
        "intro_hand": "These are your 5 cards (the Italian pack: Ace, King, Knight, Jack, then 7 down to 2). In "
        "Coteccio you try NOT to take points.",
        "intro_trick": "Tricks are played here: follow suit if you can; there are no trumps; the highest card of "
        "the suit led takes the trick.",
        "tip_play": "Play the highlighted card: follow suit if you must, and get rid of high cards that would take "
        "points (Ace 6, King 5, Knight 4, Jack 3).",
        "tip_doctor": "Call the doctor (the highlighted choice): pay the fee and come back with lives.",
        "tip_drop": "Drop out (the highlighted choice).",
        "tip_other": "Do what the highlighted choice says: the rules ask it of you now.",
        "why_trick": "The highest card of the suit led took the trick; its player leads next.",
        "why_points": "The points taken are counted: Ace 6, King 5, Knight 4, Jack 3, the last trick 6.",
        "why_lives": "Whoever took the most points loses a life (all who tie lose one).",
        "why_capotto_choice": "One player won the first four tricks: they may annul the deal, or lead their last "
        "card for capotto.",
        "why_capotto_try": "Capotto tried: winning the fifth trick too gains a life and costs everyone else one; "
        "losing it costs a life.",
        "why_capotto": "Capotto: the player who took all five tricks gains a life; everyone else loses one.",
        "why_dead": "A player with no lives left is out (or calls the doctor while two others live).",
        "why_doctor": "The doctor was called: the fee goes to the pool and the player is back with lives.",
        "outro": "That was Coteccio. Open a table from the lobby to play with four lives.",
    },
    "it": {
        "intro_hand": "Queste sono le tue 5 carte (mazzo italiano: Asso, Re, Cavallo, Fante, poi dal 7 al 2). Nel "
        "Coteccio cerchi di NON prendere punti.",
        "intro_trick": "Le prese si giocano qui: rispondi al seme se puoi; non ci sono briscole; la carta più alta "
        "del seme uscito prende.",
        "tip_play": "Gioca la carta evidenziata: rispondi al seme se devi, e liberati delle carte alte che "
        "prenderebbero punti (Asso 6, Re 5, Cavallo 4, Fante 3).",
        "tip_doctor": "Chiama il dottore (la scelta evidenziata): paghi la tariffa e torni con delle vite.",
        "tip_drop": "Ritirati (la scelta evidenziata).",
        "tip_other": "Fai ciò che dice la scelta evidenziata: ora le regole te lo chiedono.",
        "why_trick": "La carta più alta del seme uscito ha preso; chi l'ha giocata esce alla prossima.",
        "why_points": "Si contano i punti presi: Asso 6, Re 5, Cavallo 4, Fante 3, l'ultima presa 6.",
        "why_lives": "Chi ha preso più punti perde una vita (chi pareggia la perde anche lui).",
        "why_capotto_choice": "Un giocatore ha vinto le prime quattro prese: può annullare la mano o giocare "
        "l'ultima carta per il cappotto.",
        "why_capotto_try": "Tentativo di cappotto: vincere anche la quinta dà una vita e ne toglie una a tutti gli "
        "altri; perderla costa una vita.",
        "why_capotto": "Cappotto: chi ha preso tutte e cinque le prese guadagna una vita; gli altri ne perdono una.",
        "why_dead": "Chi resta senza vite è fuori (o chiama il dottore finché altri due sono vivi).",
        "why_doctor": "È stato chiamato il dottore: la tariffa va al piatto e il giocatore torna con delle vite.",
        "outro": "Questo era il Coteccio. Apri un tavolo dalla sala per giocare con quattro vite.",
    },
    "ko": {
        "intro_hand": "당신의 카드 5장입니다 (이탈리아 카드: 에이스, 킹, 기사, 잭, 그다음 7부터 2). 코테초에서는 점수를 "
        "얻지 않으려고 합니다.",
        "intro_trick": "트릭은 여기서 합니다. 할 수 있으면 무늬를 따르세요. 으뜸패는 없고, 처음 낸 무늬의 가장 높은 "
        "카드가 가져갑니다.",
        "tip_play": "강조된 카드를 내세요. 따라야 하면 무늬를 따르고, 점수를 가져올 높은 카드(에이스 6, 킹 5, 기사 4, "
        "잭 3)를 털어 내세요.",
        "tip_doctor": "의사를 부르세요 (강조된 선택). 비용을 내고 목숨을 얻어 돌아옵니다.",
        "tip_drop": "기권하세요 (강조된 선택).",
        "tip_other": "강조된 선택을 하세요. 지금 규칙이 요구하는 것입니다.",
        "why_trick": "처음 낸 무늬의 가장 높은 카드가 트릭을 가져갔고, 그 사람이 다음을 시작합니다.",
        "why_points": "가져간 점수를 셉니다: 에이스 6, 킹 5, 기사 4, 잭 3, 마지막 트릭 6.",
        "why_lives": "점수를 가장 많이 가져간 사람이 목숨을 하나 잃습니다 (동점이면 모두).",
        "why_capotto_choice": "한 사람이 처음 네 트릭을 이겼습니다. 딜을 무효로 하거나 마지막 카드로 카포토를 노릴 수 "
        "있습니다.",
        "why_capotto_try": "카포토 도전: 다섯 번째 트릭도 이기면 목숨을 얻고 다른 모두가 하나씩 잃습니다. 지면 목숨을 "
        "잃습니다.",
        "why_capotto": "카포토: 다섯 트릭을 모두 딴 사람이 목숨을 얻고, 다른 모두가 하나씩 잃습니다.",
        "why_dead": "목숨이 없는 사람은 탈락합니다 (다른 두 사람이 살아 있으면 의사를 부를 수 있습니다).",
        "why_doctor": "의사를 불렀습니다. 비용은 판돈으로 가고 그 사람은 목숨을 얻어 돌아옵니다.",
        "outro": "코테초였습니다. 로비에서 테이블을 열어 목숨 넷으로 플레이해 보세요.",
    },
    "ja": {
        "intro_hand": "あなたの5枚のカードです（イタリアのカード：エース、キング、騎士、ジャック、そして7から2）。"
        "コテッチョでは点を取らないようにします。",
        "intro_trick": "トリックはここで行います。できればスートに従います。切り札はなく、最初に出たスートの最も高い"
        "カードが取ります。",
        "tip_play": "強調されたカードを出しましょう。必要ならスートに従い、点を取ってしまう高いカード（エース6、"
        "キング5、騎士4、ジャック3）を手放します。",
        "tip_doctor": "医者を呼びましょう（強調された選択肢）。料金を払って命を得て戻ります。",
        "tip_drop": "降りましょう（強調された選択肢）。",
        "tip_other": "強調された選択肢を選びましょう。いまルールが求めていることです。",
        "why_trick": "最初に出たスートの最も高いカードがトリックを取り、その人が次を始めます。",
        "why_points": "取った点を数えます：エース6、キング5、騎士4、ジャック3、最後のトリック6。",
        "why_lives": "最も多く点を取った人が命を1つ失います（同点なら全員）。",
        "why_capotto_choice": "ある人が最初の4トリックを取りました。ディールを無効にするか、最後のカードでカポットを"
        "狙えます。",
        "why_capotto_try": "カポットに挑戦：5トリック目も取れば命を得てほかの全員が1つ失い、負ければ命を失います。",
        "why_capotto": "カポット：5トリックすべてを取った人が命を得て、ほかの全員が1つ失います。",
        "why_dead": "命がなくなった人は脱落します（ほかに2人生きていれば医者を呼べます）。",
        "why_doctor": "医者が呼ばれました。料金は場に入り、その人は命を得て戻ります。",
        "outro": "コテッチョでした。ロビーからテーブルを開いて命4つで遊びましょう。",
    },
}
