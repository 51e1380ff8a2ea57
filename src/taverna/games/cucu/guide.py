"""Learn to play Cucù: a guided first match per rule set (the kit: taverna/games/guide.py).

Each guide is a short match against the rule-of-thumb bots on a fixed deal (seed and seats), chosen so
that the special cards of the rule set fire; the texts say what to look at, what to click and why.
"""

from __future__ import annotations

from taverna.games.guide import Guide

INTRO = (
    ("hand", "intro_card"),
    ("board", "intro_table"),
    ("choices", "intro_choices"),
)
PAGAT_WHY = {
    "hunter": "why_hunter",
    "horse": "why_horse",
    "cat": "why_cat",
    "cuckoo": "why_cuckoo",
    "inn": "why_inn",
    "pack_exchange": "why_pack",
    "token_lost": "why_token_lost",
    "dead_card": "why_dead_card",
    "eliminated": "why_eliminated",
    "reentered": "why_reentered",
    "pool_paid": "why_pool",
}
TIPS = {"keep": "tip_keep", "exchange": "tip_exchange", "reenter": "tip_reenter", "declare": "tip_declare"}

GUIDES = {
    "campli": Guide(
        rules="campli",
        seats=3,
        seed=19,
        options={"tokens": 1},
        intro=INTRO,
        tips=TIPS,
        why=PAGAT_WHY,
        outro="outro_campli",
    ),
}

TEXT = {
    "en": {
        "intro_card": "This is your card. Nobody else sees it. When every player has had a turn, the cards are "
        "shown and the lowest card loses.",
        "intro_table": "These are the players around the table. In turn, each one keeps their card or asks the "
        "next player to exchange it; the dealer plays last and may exchange with the pack.",
        "intro_choices": "When it is your turn your choices appear here, and the guide points at the one to click.",
        "tip_keep": "Your card is high enough: keep it (the highlighted choice).",
        "tip_exchange": "Your card is low: ask for an exchange (the highlighted choice; the dealer exchanges with the pack).",
        "tip_reenter": "You have no tokens left: you may buy back in while someone has never lost (the highlighted choice).",
        "tip_declare": "You hold the Cuckoo: declare it to stop the exchanges at once.",
        "why_hunter": "The Hunter (XIV) refuses the exchange and shoots whoever asked: they lose a token.",
        "why_horse": "The Horse (XIII) refuses the exchange: the asker asks the next player instead.",
        "why_cat": "The Cat (XII) refuses the exchange: the asker loses a token and the exchanges that brought "
        "them their card are undone.",
        "why_cuckoo": "The Cuckoo (XV) is the highest card: nobody can take it from its holder.",
        "why_inn": "The Inn (XI) answers with a question: the asker keeps their card or asks to be insured.",
        "why_pack": "The dealer plays last and exchanges with the pack, not with a neighbour.",
        "why_token_lost": "Whoever shows the lowest card loses a token (so does whoever asks the Hunter or the Cat).",
        "why_dead_card": "A player who lost their last token during the exchanges holds a dead card: it no "
        "longer counts.",
        "why_eliminated": "A player without tokens is out, unless they buy back in while someone has never lost.",
        "why_reentered": "Buying back in costs more each time; the money goes to the pool.",
        "why_pool": "The last player with tokens wins the pool.",
        "outro_campli": "That was Cucù as played at Campli. Open a table from the lobby to play for real.",
    },
    "it": {
        "intro_card": "Questa è la tua carta. Nessun altro la vede. Quando tutti hanno giocato, le carte si "
        "scoprono e la carta più bassa perde.",
        "intro_table": "Questi sono i giocatori al tavolo. A turno ognuno tiene la sua carta o chiede al "
        "giocatore seguente di scambiarla; il mazziere gioca per ultimo e può scambiare col mazzo.",
        "intro_choices": "Quando tocca a te, qui compaiono le tue scelte e la guida indica quella da cliccare.",
        "tip_keep": "La tua carta è abbastanza alta: tienila (la scelta evidenziata).",
        "tip_exchange": "La tua carta è bassa: chiedi lo scambio (la scelta evidenziata; il mazziere scambia col mazzo).",
        "tip_reenter": "Non hai più gettoni: puoi rientrare finché qualcuno non ha mai perso (la scelta evidenziata).",
        "tip_declare": "Hai il Cucù: dichiaralo per fermare subito gli scambi.",
        "why_hunter": "Il Cacciatore (XIV) rifiuta lo scambio e spara a chi l'ha chiesto: perde un gettone.",
        "why_horse": "Il Cavallo (XIII) rifiuta lo scambio: chi chiede lo chiede al giocatore seguente.",
        "why_cat": "Il Gatto (XII) rifiuta lo scambio: chi chiede perde un gettone e gli scambi che gli hanno "
        "portato la sua carta sono annullati.",
        "why_cuckoo": "Il Cucù (XV) è la carta più alta: nessuno può toglierlo a chi lo tiene.",
        "why_inn": "L'Osteria (XI) risponde con una domanda: chi chiede tiene la sua carta o chiede l'assicurazione.",
        "why_pack": "Il mazziere gioca per ultimo e scambia col mazzo, non con un vicino.",
        "why_token_lost": "Chi scopre la carta più bassa perde un gettone (come chi chiede al Cacciatore o al Gatto).",
        "why_dead_card": "Chi ha perso l'ultimo gettone durante gli scambi ha una carta morta: non conta più.",
        "why_eliminated": "Chi resta senza gettoni è fuori, a meno che rientri finché qualcuno non ha mai perso.",
        "why_reentered": "Rientrare costa ogni volta di più; i soldi vanno al piatto.",
        "why_pool": "L'ultimo giocatore con gettoni vince il piatto.",
        "outro_campli": "Questo era il Cucù come si gioca a Campli. Apri un tavolo dalla sala per giocare davvero.",
    },
    "ko": {
        "intro_card": "이것이 당신의 카드입니다. 다른 사람은 볼 수 없습니다. 모두 차례를 마치면 카드를 공개하고 "
        "가장 낮은 카드가 집니다.",
        "intro_table": "테이블의 플레이어들입니다. 차례대로 각자 카드를 지키거나 다음 사람에게 교환을 요청합니다. "
        "딜러는 마지막에 하며 더미와 교환할 수 있습니다.",
        "intro_choices": "당신의 차례가 되면 여기에 선택지가 나타나고, 가이드가 누를 것을 가리킵니다.",
        "tip_keep": "카드가 충분히 높습니다. 그대로 두세요 (강조된 선택).",
        "tip_exchange": "카드가 낮습니다. 교환을 요청하세요 (강조된 선택. 딜러는 더미와 교환합니다).",
        "tip_reenter": "토큰이 없습니다. 한 번도 지지 않은 사람이 있는 동안 다시 들어올 수 있습니다 (강조된 선택).",
        "tip_declare": "뻐꾸기를 가지고 있습니다. 선언하면 교환이 바로 멈춥니다.",
        "why_hunter": "사냥꾼(XIV)은 교환을 거절하고 요청한 사람을 쏩니다. 그 사람은 토큰을 잃습니다.",
        "why_horse": "말(XIII)은 교환을 거절합니다. 요청한 사람은 다음 사람에게 요청합니다.",
        "why_cat": "고양이(XII)는 교환을 거절합니다. 요청한 사람은 토큰을 잃고, 그 카드를 가져온 교환은 취소됩니다.",
        "why_cuckoo": "뻐꾸기(XV)는 가장 높은 카드입니다. 아무도 가져갈 수 없습니다.",
        "why_inn": "여관(XI)은 질문으로 답합니다. 요청한 사람은 카드를 지키거나 보험을 요청합니다.",
        "why_pack": "딜러는 마지막에 하며 이웃이 아니라 더미와 교환합니다.",
        "why_token_lost": "가장 낮은 카드를 보인 사람이 토큰을 잃습니다 (사냥꾼이나 고양이에게 요청한 사람도).",
        "why_dead_card": "교환 중에 마지막 토큰을 잃은 사람의 카드는 죽은 카드가 되어 더 이상 세지 않습니다.",
        "why_eliminated": "토큰이 없는 사람은 탈락합니다. 한 번도 지지 않은 사람이 있는 동안에는 다시 들어올 수 있습니다.",
        "why_reentered": "다시 들어올 때마다 비용이 커지고, 그 돈은 판돈으로 갑니다.",
        "why_pool": "토큰이 남은 마지막 사람이 판돈을 가져갑니다.",
        "outro_campli": "캄플리의 쿠쿠였습니다. 로비에서 테이블을 열어 실제로 플레이해 보세요.",
    },
    "ja": {
        "intro_card": "これがあなたのカードです。ほかの人には見えません。全員の番が終わるとカードを公開し、"
        "いちばん低いカードが負けです。",
        "intro_table": "テーブルのプレイヤーです。順番に、各自カードを残すか次の人に交換を頼みます。"
        "親は最後に行い、山札と交換できます。",
        "intro_choices": "あなたの番になると、ここに選択肢が出て、ガイドが押すものを指します。",
        "tip_keep": "カードは十分に高いので、そのままにしましょう（強調された選択肢）。",
        "tip_exchange": "カードが低いので交換を頼みましょう（強調された選択肢。親は山札と交換します）。",
        "tip_reenter": "トークンがありません。一度も負けていない人がいる間は再参加できます（強調された選択肢）。",
        "tip_declare": "カッコウを持っています。宣言すると交換がすぐに止まります。",
        "why_hunter": "狩人（XIV）は交換を断り、頼んだ人を撃ちます。その人はトークンを失います。",
        "why_horse": "馬（XIII）は交換を断ります。頼んだ人は次の人に頼みます。",
        "why_cat": "猫（XII）は交換を断ります。頼んだ人はトークンを失い、そのカードをもたらした交換は取り消されます。",
        "why_cuckoo": "カッコウ（XV）は最も高いカードです。誰も取り上げられません。",
        "why_inn": "宿屋（XI）は質問で答えます。頼んだ人はカードを残すか保険を頼みます。",
        "why_pack": "親は最後に行い、隣の人ではなく山札と交換します。",
        "why_token_lost": "いちばん低いカードを見せた人がトークンを失います（狩人や猫に頼んだ人も）。",
        "why_dead_card": "交換の途中で最後のトークンを失った人のカードは死に札になり、もう数えません。",
        "why_eliminated": "トークンのない人は脱落します。一度も負けていない人がいる間は再参加できます。",
        "why_reentered": "再参加は毎回高くなり、そのお金は場に入ります。",
        "why_pool": "トークンが残った最後の人が場のお金を取ります。",
        "outro_campli": "カンプリのクク―でした。ロビーからテーブルを開いて本番を遊びましょう。",
    },
}
