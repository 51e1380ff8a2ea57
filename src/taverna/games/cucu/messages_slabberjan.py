"""The sentences of Slabberjan, added to Cucù's catalogue (:mod:`taverna.games.cucu.messages`) when the game's
package is imported: its events (a matador's call, the Cat undoing the exchanges, the bag, a token paid, "op
sloffen", a player declared dead), the notes on an exchange, and the lobby's rule set and options;
:func:`describe` says one of its events (``text.describe_event`` asks it first for the rule set ``slabberjan``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from taverna.cards import slabberjan as pieces
from taverna.games.cucu.messages import LOBBY, MESSAGES

# each matador's event (the Dutch name) and the piece it shows
EVENT_PIECES = {"ruiter": pieces.RIDER, "vogel": pieces.BIRD, "poesje": pieces.CAT, "herberg": pieces.INN}
EVENTS = (*EVENT_PIECES, "exchanges_end", "undone", "token_paid", "on_credit", "declared_dead", "no_exchange",
          "deck_exchange", "eliminated", "life_lost")  # fmt: skip

SLABBERJAN_MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "slab_side_right": "right-hand",
        "slab_side_left": "left-hand",
        "slab_refuse": "{player} shows the {card} (“{call}”): {requester} may not exchange.",
        "slab_cat": "{player} shows the {card} (“{call}”).",
        "slab_inn": "{player} shows the {card} (“{call}”): {requester}'s request passes to the next player.",
        "slab_halt": "The exchanges stop at the {card}: every piece is shown.",
        "slab_undone": "Every exchange is undone: {names} get their own pieces back.",
        "slab_undone_none": "Every exchange is undone: nobody had exchanged yet.",
        "slab_paid_lowest": "{player} pays {tokens} into the pot for the lowest piece; {left} left.",
        "slab_paid_fee": "{player} pays a token into the pot for asking the {card}; {left} left.",
        "slab_on_credit": "{player} has spent their last token and plays on “op sloffen” (on credit).",
        "slab_dead": "{player} cannot pay and is declared dead.",
        "slab_no_exchange": "Nobody is left past the dealer: {player} keeps their piece.",
        "slab_bag": "{player} lays their piece on the table and draws one blind from the bag.",
        "slab_out": "{player} is dead and out of the game.",
        "note_exchange_slab": "ask the next player, your {side} neighbour, for an exchange (a number or a low piece must be exchanged; the "
                              "Rider and the Bird refuse, the Cat scratches every exchange back, the Inn sends you "
                              "on).",
        "note_exchange_slab_dealer": "lay your piece on the table and draw one blind from the bag.",
    },
    "it": {
        "slab_side_right": "destra",
        "slab_side_left": "sinistra",
        "slab_refuse": "{player} mostra {card} (“{call}”): {requester} non può cambiare.",
        "slab_cat": "{player} mostra {card} (“{call}”).",
        "slab_inn": "{player} mostra {card} (“{call}”): la richiesta di {requester} passa al giocatore seguente.",
        "slab_halt": "Gli scambi si fermano a {card}: si mostrano tutti i pezzi.",
        "slab_undone": "Tutti gli scambi sono annullati: {names} riprendono i propri pezzi.",
        "slab_undone_none": "Tutti gli scambi sono annullati: nessuno aveva ancora cambiato.",
        "slab_paid_lowest": "{player} paga {tokens} nel piatto per il pezzo più basso; rimasti: {left}.",
        "slab_paid_fee": "{player} paga un gettone nel piatto per aver chiesto a {card}; rimasti: {left}.",
        "slab_on_credit": "{player} ha speso l'ultimo gettone e gioca “op sloffen” (a credito).",
        "slab_dead": "{player} non può pagare ed è dichiarato morto.",
        "slab_no_exchange": "Dopo il mazziere non c'è nessuno: {player} tiene il suo pezzo.",
        "slab_bag": "{player} posa il suo pezzo sul tavolo e ne pesca uno alla cieca dal sacchetto.",
        "slab_out": "{player} è morto ed esce dal gioco.",
        "note_exchange_slab": "chiedi il cambio al giocatore seguente, il tuo vicino di {side} (un numero o un pezzo basso va cambiato; il "
                              "Cavaliere e l'Uccello rifiutano, il Micio annulla tutti gli scambi, l'Osteria ti "
                              "manda oltre).",
        "note_exchange_slab_dealer": "posa il tuo pezzo sul tavolo e pescane uno alla cieca dal sacchetto.",
    },
    "ko": {
        "slab_side_right": "오른쪽",
        "slab_side_left": "왼쪽",
        "slab_refuse": "{player}이(가) {card}을(를) 보여줍니다 (“{call}”): {requester}은(는) 교환할 수 없습니다.",
        "slab_cat": "{player}이(가) {card}을(를) 보여줍니다 (“{call}”).",
        "slab_inn": "{player}이(가) {card}을(를) 보여줍니다 (“{call}”): {requester}의 요청이 다음 플레이어에게 넘어갑니다.",
        "slab_halt": "{card}에서 교환이 멈춥니다: 모든 말을 공개합니다.",
        "slab_undone": "모든 교환이 취소됩니다: {names}이(가) 자기 말을 돌려받습니다.",
        "slab_undone_none": "모든 교환이 취소됩니다: 아직 아무도 교환하지 않았습니다.",
        "slab_paid_lowest": "{player}이(가) 가장 낮은 말 때문에 판돈에 {tokens}개를 냅니다. 남은 토큰 {left}.",
        "slab_paid_fee": "{player}이(가) {card}에게 요청한 대가로 판돈에 토큰 하나를 냅니다. 남은 토큰 {left}.",
        "slab_on_credit": "{player}이(가) 마지막 토큰을 썼고 “op sloffen”(외상)으로 계속합니다.",
        "slab_dead": "{player}은(는) 낼 수 없어 죽은 것으로 선언됩니다.",
        "slab_no_exchange": "딜러 다음에는 아무도 없습니다: {player}은(는) 자기 말을 그대로 가집니다.",
        "slab_bag": "{player}이(가) 자기 말을 탁자에 내려놓고 주머니에서 하나를 보지 않고 뽑습니다.",
        "slab_out": "{player}은(는) 죽어서 게임에서 빠집니다.",
        "note_exchange_slab": "다음 플레이어({side} 이웃)에게 교환을 요청합니다 (숫자나 낮은 말은 교환해야 합니다. 기사와 새는 "
                              "거절하고, 고양이는 모든 교환을 되돌리고, 여관은 다음 사람에게 넘깁니다).",
        "note_exchange_slab_dealer": "자기 말을 탁자에 내려놓고 주머니에서 하나를 보지 않고 뽑습니다.",
    },
    "ja": {
        "slab_side_right": "右",
        "slab_side_left": "左",
        "slab_refuse": "{player}が{card}を見せます(“{call}”)。{requester}は交換できません。",
        "slab_cat": "{player}が{card}を見せます(“{call}”)。",
        "slab_inn": "{player}が{card}を見せます(“{call}”)。{requester}の求めは次のプレイヤーに回ります。",
        "slab_halt": "{card}で交換が止まります。すべての駒を公開します。",
        "slab_undone": "すべての交換が取り消されます。{names}が自分の駒を取り戻します。",
        "slab_undone_none": "すべての交換が取り消されます。まだ誰も交換していませんでした。",
        "slab_paid_lowest": "{player}がいちばん低い駒のためにポットへ{tokens}枚払います。残り{left}。",
        "slab_paid_fee": "{player}が{card}に求めたためポットへトークンを1枚払います。残り{left}。",
        "slab_on_credit": "{player}は最後のトークンを使い、“op sloffen”(つけ)で続けます。",
        "slab_dead": "{player}は払えず、死んだと宣言されます。",
        "slab_no_exchange": "親の先には誰もいません。{player}は自分の駒を持ち続けます。",
        "slab_bag": "{player}は自分の駒をテーブルに置き、袋から1つを見ずに引きます。",
        "slab_out": "{player}は死んでゲームから抜けます。",
        "note_exchange_slab": "次のプレイヤー({side}隣の人)に交換を求めます(数や低い駒は交換しなければなりません。騎士と鳥は断り、"
                              "子猫はすべての交換を取り消し、宿屋は次の人へ回します)。",
        "note_exchange_slab_dealer": "自分の駒をテーブルに置き、袋から1つを見ずに引きます。",
    },
}  # fmt: skip

SLABBERJAN_LOBBY: dict[str, dict[str, str]] = {
    "it": {
        "rules.slabberjan": "Slabberjan (Zelanda): i 42 pezzi di legno, quattro matador, il sacchetto del mazziere, "
                            "gettoni nel piatto",
        "option.direction": "Slabberjan: la distribuzione e le richieste vanno al vicino di destra (right: il vecchio "
                            "foglio di regole) o di sinistra (left: il riassunto inglese); un'immagine speculare",
        "option.bird": "Slabberjan: l'Uccello chiesto ferma gli scambi e si mostrano tutti i pezzi (stop: Van "
                       "Wallenburg), o il giocatore seguente può cambiare ancora (on: De Waal)",
        "option.cat": "Slabberjan: il Micio chiesto annulla tutti gli scambi della mano, ognuno riprende il proprio "
                      "pezzo (undo: l'articolo del 2003), o chi chiede paga un gettone e tiene il suo pezzo (pay: il "
                      "riassunto inglese)",
        "option.rider-fee": "Slabberjan: chi è rifiutato dal Cavaliere o dall'Uccello paga un gettone nel piatto (De "
                            "Waal; false: nessuno paga)",
        "option.inn-fee": "Slabberjan: chi l'Osteria manda oltre paga anche un gettone nel piatto (il 'gelag' "
                          "discusso; di norma nessuna tassa)",
        "option.low-order": "Slabberjan: i quattro pezzi bassi dall'alto, Pan bianco, Pitale, Faccia, Giullare "
                            "(modern: la pagina di famiglia e il riassunto inglese), o Pan bianco, Faccia, Pitale, "
                            "Giullare (sheet: il vecchio foglio)",
        "option.stakes": "Slabberjan: il pezzo più basso paga 1 (flat), o 1, Pan bianco 2, Pitale 3, Faccia 4, "
                         "Giullare 5 (graded: Van der Baan)",
        "option.on-credit": "Slabberjan: chi ha speso i gettoni gioca “op sloffen” finché deve pagare di nuovo (all: "
                            "Klokke, il foglio nuovo di Goudswaard), solo il primo a restarne senza (first: il foglio "
                            "vecchio di Goudswaard), o nessuno (none: fuori a 0)",
    },
    "ko": {
        "rules.slabberjan": "슬라베르얀 (제일란트): 나무 말 42개, 마타도르 넷, 딜러의 주머니, 판돈으로 가는 토큰",
        "option.direction": "슬라베르얀: 나누기와 요청이 오른쪽 이웃으로 (right: 옛 규칙지) 또는 왼쪽으로 (left: 영어 "
                            "요약) 갑니다. 거울상일 뿐입니다",
        "option.bird": "슬라베르얀: 요청받은 새가 교환을 끝내고 모든 말을 공개 (stop: 판 발렌뷔르흐), 또는 다음 "
                       "플레이어가 다시 교환할 수 있음 (on: 드 발)",
        "option.cat": "슬라베르얀: 요청받은 고양이가 그 판의 모든 교환을 되돌려 각자 자기 말을 돌려받음 (undo: 2003년 "
                      "기사), 또는 요청한 사람이 토큰을 내고 자기 말을 가짐 (pay: 영어 요약)",
        "option.rider-fee": "슬라베르얀: 기사나 새에게 거절당한 요청자는 판돈에 토큰 하나를 냄 (드 발; false: 아무도 "
                            "내지 않음)",
        "option.inn-fee": "슬라베르얀: 여관이 넘긴 요청자도 판돈에 토큰 하나를 냄 (논란이 있는 'gelag'; 기본: 없음)",
        "option.low-order": "슬라베르얀: 낮은 말 네 개를 위에서부터 흰 빵, 요강, 얼굴, 얀 리트 (modern: 가족 페이지와 "
                            "영어 요약), 또는 흰 빵, 얼굴, 요강, 얀 리트 (sheet: 옛 규칙지)",
        "option.stakes": "슬라베르얀: 가장 낮은 말이 1을 냄 (flat), 또는 1, 흰 빵 2, 요강 3, 얼굴 4, 얀 리트 5 "
                         "(graded: 판 데르 반)",
        "option.on-credit": "슬라베르얀: 토큰을 다 쓴 플레이어가 다시 내야 할 때까지 “op sloffen”으로 계속 (all: "
                            "클로커, 하우츠바르트의 새 규칙지), 처음 바닥난 사람만 (first: 하우츠바르트의 옛 규칙지), "
                            "또는 아무도 (none: 0이면 탈락)",
    },
    "ja": {
        "rules.slabberjan": "スラベルヤン (ゼーラント): 木の駒42個、4つのマタドール、親の袋、ポットへのトークン",
        "option.direction": "スラベルヤン: 配りと求めは右隣へ (right: 古いルール紙) または左へ (left: 英語の要約)。"
                            "鏡像にすぎない",
        "option.bird": "スラベルヤン: 求められた鳥は交換を終わらせ全部の駒を公開 (stop: ファン・ワレンブルフ)、または"
                       "次のプレイヤーがまた交換できる (on: デ・ワール)",
        "option.cat": "スラベルヤン: 求められた子猫はそのディールのすべての交換を取り消し各自が自分の駒を取り戻す "
                      "(undo: 2003年の記事)、または求めた人がトークンを払い自分の駒を持つ (pay: 英語の要約)",
        "option.rider-fee": "スラベルヤン: 騎士か鳥に断られた人はポットへトークンを1枚払う (デ・ワール; false: 誰も"
                            "払わない)",
        "option.inn-fee": "スラベルヤン: 宿屋に回された人もポットへトークンを1枚払う (議論のある 'gelag'; 既定: なし)",
        "option.low-order": "スラベルヤン: 低い4つの駒を上から白パン、おまる、顔、ヤン・リト (modern: 家族のページと"
                            "英語の要約)、または白パン、顔、おまる、ヤン・リト (sheet: 古いルール紙)",
        "option.stakes": "スラベルヤン: いちばん低い駒が1を払う (flat)、または1、白パン2、おまる3、顔4、ヤン・リト5 "
                         "(graded: ファン・デル・バーン)",
        "option.on-credit": "スラベルヤン: トークンを使い切った人は次に払うまで “op sloffen” で続ける (all: クロッケ、"
                            "ハウツワールトの新しい紙)、最初に尽きた人だけ (first: 古い紙)、または誰も続けない "
                            "(none: 0で脱落)",
    },
}  # fmt: skip

# the card guide (``card_guide``): each matador's power as the table's options leave it
SLABBERJAN_MESSAGES["en"].update(
    {
        "guide_slab_rider": "Asked for an exchange, its holder strikes the table and refuses (“Kap af!”).",
        "guide_slab_bird_stop": "Asked for an exchange, its holder shows it (“Sta voor den vogel!”): the exchanges stop and every piece is shown.",
        "guide_slab_bird_on": "Asked for an exchange, its holder shows it and refuses (“Sta voor den vogel!”); the next player goes on.",
        "guide_slab_cat_undo": "Asked for an exchange, its holder shows it (“Poesje krabt alles terug!”): every exchange of the deal is undone, each player gets back the piece dealt to them.",
        "guide_slab_cat_pay": "Asked for an exchange, its holder shows it: the asker pays a token and keeps their piece.",
        "guide_slab_inn": "Asked for an exchange, its holder shows it (“Herberg voorbij!”): the request passes to the next player.",
        "guide_slab_fee": "The asker pays a token into the pot.",
        "guide_slab_graded": "Lowest at the end, it pays {n}.",
    }
)
SLABBERJAN_MESSAGES["it"].update(
    {
        "guide_slab_rider": "Se gli chiedono il cambio, chi lo tiene batte sul tavolo e rifiuta (“Kap af!”).",
        "guide_slab_bird_stop": "Se gli chiedono il cambio, chi lo tiene lo mostra (“Sta voor den vogel!”): gli scambi si fermano e si mostrano tutti i pezzi.",
        "guide_slab_bird_on": "Se gli chiedono il cambio, chi lo tiene lo mostra e rifiuta (“Sta voor den vogel!”); il giocatore seguente continua.",
        "guide_slab_cat_undo": "Se gli chiedono il cambio, chi lo tiene lo mostra (“Poesje krabt alles terug!”): tutti gli scambi della mano sono annullati, ognuno riprende il pezzo ricevuto.",
        "guide_slab_cat_pay": "Se gli chiedono il cambio, chi lo tiene lo mostra: chi chiede paga un gettone e tiene il suo pezzo.",
        "guide_slab_inn": "Se gli chiedono il cambio, chi lo tiene lo mostra (“Herberg voorbij!”): la richiesta passa al giocatore seguente.",
        "guide_slab_fee": "Chi chiede paga un gettone nel piatto.",
        "guide_slab_graded": "Se è il più basso alla fine, paga {n}.",
    }
)
SLABBERJAN_MESSAGES["ko"].update(
    {
        "guide_slab_rider": "교환을 요청받으면 가진 사람이 탁자를 치고 거절합니다 (“Kap af!”).",
        "guide_slab_bird_stop": "교환을 요청받으면 가진 사람이 보여 줍니다 (“Sta voor den vogel!”): 교환이 멈추고 모든 말을 공개합니다.",
        "guide_slab_bird_on": "교환을 요청받으면 가진 사람이 보여 주고 거절합니다 (“Sta voor den vogel!”); 다음 플레이어가 이어 갑니다.",
        "guide_slab_cat_undo": "교환을 요청받으면 가진 사람이 보여 줍니다 (“Poesje krabt alles terug!”): 그 판의 모든 교환이 취소되고 각자 처음 받은 말을 돌려받습니다.",
        "guide_slab_cat_pay": "교환을 요청받으면 가진 사람이 보여 줍니다: 요청한 사람은 토큰 하나를 내고 자기 말을 가집니다.",
        "guide_slab_inn": "교환을 요청받으면 가진 사람이 보여 줍니다 (“Herberg voorbij!”): 요청이 다음 플레이어에게 넘어갑니다.",
        "guide_slab_fee": "요청한 사람은 판돈에 토큰 하나를 냅니다.",
        "guide_slab_graded": "마지막에 가장 낮으면 {n}을(를) 냅니다.",
    }
)
SLABBERJAN_MESSAGES["ja"].update(
    {
        "guide_slab_rider": "交換を頼まれたら、持つ人はテーブルをたたいて断ります(“Kap af!”)。",
        "guide_slab_bird_stop": "交換を頼まれたら、持つ人はそれを見せます(“Sta voor den vogel!”):交換が止まり、すべての駒を公開します。",
        "guide_slab_bird_on": "交換を頼まれたら、持つ人はそれを見せて断ります(“Sta voor den vogel!”);次のプレイヤーが続けます。",
        "guide_slab_cat_undo": "交換を頼まれたら、持つ人はそれを見せます(“Poesje krabt alles terug!”):そのディールのすべての交換が取り消され、各自が配られた駒を取り戻します。",
        "guide_slab_cat_pay": "交換を頼まれたら、持つ人はそれを見せます:頼んだ人はトークンを1枚払い、自分の駒を持ち続けます。",
        "guide_slab_inn": "交換を頼まれたら、持つ人はそれを見せます(“Herberg voorbij!”):求めは次のプレイヤーに回ります。",
        "guide_slab_fee": "頼んだ人はポットへトークンを1枚払います。",
        "guide_slab_graded": "最後にいちばん低ければ{n}を払います。",
    }
)

for _lang, _texts in SLABBERJAN_MESSAGES.items():
    MESSAGES[_lang].update(_texts)
for _lang, _texts in SLABBERJAN_LOBBY.items():
    LOBBY[_lang].update(_texts)


def describe(ev: dict[str, Any], s: Callable[..., str], c: Callable[[Any], str]) -> str | None:
    """One line for a Slabberjan event (``s``: a sentence of the catalogue, ``c``: a piece's name), or None for an
    event Cucù's own sentences tell."""
    k = str(ev.get("kind"))
    p = ev.get("player")
    if k in EVENT_PIECES:
        card = c(pieces.card_str(EVENT_PIECES[k]))
        call = ev.get("call", "")
        if k == "herberg":
            return s("slab_inn", player=p, card=card, call=call, requester=ev["requester"])
        if k == "poesje":
            return s("slab_cat", player=p, card=card, call=call)
        return s("slab_refuse", player=p, card=card, call=call, requester=ev["requester"])
    if k == "exchanges_end":
        return s("slab_halt", card=c("bird"))
    if k == "undone":
        names = ", ".join(ev.get("players") or [])
        return s("slab_undone", names=names) if names else s("slab_undone_none")
    if k == "token_paid":
        why = ev.get("why")
        if why == "lowest":
            return s("slab_paid_lowest", player=p, tokens=ev["tokens"], left=ev["left"])
        piece = EVENT_PIECES.get(str(why), pieces.RIDER)
        return s("slab_paid_fee", player=p, card=c(pieces.card_str(piece)), left=ev["left"])
    if k == "on_credit":
        return s("slab_on_credit", player=p)
    if k == "declared_dead":
        return s("slab_dead", player=p)
    if k == "no_exchange":
        return s("slab_no_exchange", player=p)
    if k == "deck_exchange" and ev.get("source") == "bag":
        return s("slab_bag", player=p)
    if k == "eliminated":
        return s("slab_out", player=p)
    return None
