"""Learn to play Cuajo: one deal for four, partners opposite, against the rule-of-thumb bots (the kit:
taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

GUIDES = {
    "pagat": Guide(
        rules="pagat",
        seats=4,
        seed=1,
        shuffles=(
            (
                "5s",
                "4c",
                "Ao",
                "3s",
                "Jo",
                "3c",
                "4c",
                "5c",
                "Hb",
                "Kb",
                "4s",
                "Kc",
            ),
        ),
        options={"deals": 1},
        intro=(("hand", "intro_hand"), ("board", "intro_table"), ("seat:2", "intro_partner")),
        tips={
            "discard": "tip_discard",
            "take": "tip_take",
            "draw": "tip_draw",
            "silent": "tip_silent",
            "*": "tip_other",
        },
        why={
            "sowee": "why_sowee",
            "take": "why_take",
            "purro": "why_purro",
            "no_claim": "why_no_claim",
            "secret": "why_secret",
            "win": "why_win",
            "deal_end": "why_deal_end",
        },
        outro="outro",
    ),
}

TEXT = {
    "en": {
        "intro_hand": "These are your cards (a Spanish-suited pack: cups, coins, swords, batons). The goal: all 16 "
        "cards in combinations (3 or 4 of a rank in different suits, 3-4-5 or Jack-Horse-King of a suit, a King "
        "alone).",
        "intro_table": "The stock and the discard pile are here; the face-up sowee never comes into play but counts "
        "in the scoring.",
        "intro_partner": "The player opposite is your partner: you win or pay together.",
        "tip_discard": "Discard the highlighted card: one that fits none of your combinations (never a King).",
        "tip_take": "Take the last discard (the highlighted pile): it completes a combination of yours.",
        "tip_draw": "Draw from the stock (the highlighted pile): the last discard does not help you.",
        "tip_silent": "Say nothing (the highlighted choice): you are not one card from a win.",
        "tip_other": "Do what the highlighted choice says: the rules ask it of you now.",
        "why_sowee": "The sowee is turned face up: it never comes into play, but it counts in the scoring.",
        "why_take": "Instead of drawing from the stock, a player may take the last discard; then they discard a card.",
        "why_purro": "Purro: that player is one card from a win and shows a King; only a purro player can win.",
        "why_no_claim": "A card drawn face up may be claimed by a purro player who needs it.",
        "why_secret": "A secret (four identical cards) is laid down: each opponent pays at once.",
        "why_win": "A purro player completed the hand: every card in combinations.",
        "why_deal_end": "Each opponent pays the winner: more for drawing the winning card, for the Kings in the hand.",
        "outro": "That was Cuajo. Open a table from the lobby to play a whole match.",
    },
    "it": {
        "intro_hand": "Queste sono le tue carte (mazzo di semi spagnoli: coppe, denari, spade, bastoni). Lo scopo: "
        "tutte le 16 carte in combinazioni (3 o 4 dello stesso valore di semi diversi, 3-4-5 o Fante-Cavallo-Re "
        "di un seme, un Re da solo).",
        "intro_table": "Qui ci sono il tallone e gli scarti; il sowee scoperto non entra mai in gioco ma conta nel "
        "punteggio.",
        "intro_partner": "Il giocatore di fronte è il tuo compagno: vincete o pagate insieme.",
        "tip_discard": "Scarta la carta evidenziata: una che non entra in nessuna delle tue combinazioni (mai un Re).",
        "tip_take": "Prendi l'ultimo scarto (il mucchio evidenziato): completa una tua combinazione.",
        "tip_draw": "Pesca dal tallone (il mucchio evidenziato): l'ultimo scarto non ti serve.",
        "tip_silent": "Non dire nulla (la scelta evidenziata): non sei a una carta dalla vittoria.",
        "tip_other": "Fai ciò che dice la scelta evidenziata: ora le regole te lo chiedono.",
        "why_sowee": "Il sowee è scoperto: non entra mai in gioco, ma conta nel punteggio.",
        "why_take": "Invece di pescare dal tallone si può prendere l'ultimo scarto; poi si scarta una carta.",
        "why_purro": "Purro: quel giocatore è a una carta dalla vittoria e mostra un Re; solo chi ha detto purro può "
        "vincere.",
        "why_no_claim": "Una carta pescata scoperta può essere reclamata da chi ha detto purro e ne ha bisogno.",
        "why_secret": "Un segreto (quattro carte identiche) è calato: ogni avversario paga subito.",
        "why_win": "Chi aveva detto purro ha completato la mano: ogni carta in combinazione.",
        "why_deal_end": "Ogni avversario paga il vincitore: di più se ha pescato la carta vincente, e per i Re in mano.",
        "outro": "Questo era il Cuajo. Apri un tavolo dalla sala per una partita intera.",
    },
    "ko": {
        "intro_hand": "당신의 카드입니다 (스페인식 카드: 컵, 동전, 검, 곤봉). 목표: 16장을 모두 조합으로 만들기 (다른 "
        "무늬의 같은 숫자 3~4장, 한 무늬의 3-4-5나 잭-말-킹, 킹 한 장).",
        "intro_table": "여기에 더미와 버린 카드가 있습니다. 앞면인 소위는 게임에 쓰이지 않지만 점수에 들어갑니다.",
        "intro_partner": "맞은편 사람이 당신의 파트너입니다. 함께 이기거나 함께 냅니다.",
        "tip_discard": "강조된 카드를 버리세요. 어떤 조합에도 맞지 않는 카드입니다 (킹은 절대 버리지 않음).",
        "tip_take": "마지막 버린 카드를 가져오세요 (강조된 더미). 당신의 조합을 완성합니다.",
        "tip_draw": "더미에서 뽑으세요 (강조된 더미). 마지막 버린 카드는 도움이 되지 않습니다.",
        "tip_silent": "아무 말도 하지 마세요 (강조된 선택). 아직 승리까지 한 장이 아닙니다.",
        "tip_other": "강조된 선택을 하세요. 지금 규칙이 요구하는 것입니다.",
        "why_sowee": "소위가 앞면으로 놓입니다. 게임에 쓰이지 않지만 점수에 들어갑니다.",
        "why_take": "더미에서 뽑는 대신 마지막 버린 카드를 가져올 수 있습니다. 그다음 카드 한 장을 버립니다.",
        "why_purro": "푸로: 그 사람은 승리까지 한 장이며 킹을 보여 줍니다. 푸로를 한 사람만 이길 수 있습니다.",
        "why_no_claim": "앞면으로 뽑힌 카드는 그 카드가 필요한 푸로 플레이어가 가져갈 수 있습니다.",
        "why_secret": "시크릿(똑같은 카드 네 장)을 내려놓았습니다. 상대는 바로 돈을 냅니다.",
        "why_win": "푸로 플레이어가 패를 완성했습니다. 모든 카드가 조합입니다.",
        "why_deal_end": "상대는 승자에게 냅니다. 이기는 카드를 직접 뽑았거나 킹이 있으면 더 많이 냅니다.",
        "outro": "쿠아호였습니다. 로비에서 테이블을 열어 한 매치를 플레이해 보세요.",
    },
    "ja": {
        "intro_hand": "あなたのカードです（スペインのスート：カップ、コイン、剣、棍棒）。目標：16枚すべてを組み合わせに"
        "すること（違うスートの同じ数3〜4枚、同じスートの3-4-5かジャック-馬-キング、キング1枚）。",
        "intro_table": "ここに山札と捨て札があります。表向きのソウィーは使われませんが、得点に数えます。",
        "intro_partner": "向かいの人があなたのパートナーです。一緒に勝ち、一緒に払います。",
        "tip_discard": "強調されたカードを捨てましょう。どの組み合わせにも合わないカードです（キングは捨てません）。",
        "tip_take": "最後の捨て札を取りましょう（強調された山）。あなたの組み合わせが完成します。",
        "tip_draw": "山札から引きましょう（強調された山）。最後の捨て札は役に立ちません。",
        "tip_silent": "何も言わずに（強調された選択肢）。まだ上がりまで1枚ではありません。",
        "tip_other": "強調された選択肢を選びましょう。いまルールが求めていることです。",
        "why_sowee": "ソウィーが表向きにされます。使われませんが、得点に数えます。",
        "why_take": "山札から引く代わりに、最後の捨て札を取れます。その後でカードを1枚捨てます。",
        "why_purro": "プーロ：その人は上がりまで1枚で、キングを見せます。プーロの人だけが上がれます。",
        "why_no_claim": "表向きに引かれたカードは、それが必要なプーロの人が取れます。",
        "why_secret": "シークレット（同じカード4枚）が置かれました。相手はすぐに払います。",
        "why_win": "プーロの人が手を完成させました。すべてのカードが組み合わせです。",
        "why_deal_end": "相手は勝者に払います。上がりのカードを自分で引いた場合やキングがあると多くなります。",
        "outro": "クアホでした。ロビーからテーブルを開いて1マッチ遊びましょう。",
    },
}
