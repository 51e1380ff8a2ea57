"""Help at the table: Torionfo in brief (from ``docs/rules/torionfo.md``)."""

from __future__ import annotations

from typing import Any

from taverna.cards import cuckoo
from taverna.games.cards_guide import guide, join, two_kinds
from taverna.games.kinds import TORIONFO
from taverna.games.torionfo.engine import PACK_SIZE, TAKEN, card_points
from taverna.i18n import say

BRIEF = {
    "en": """**Torionfo**: a trick game for 4 (two teams, partners sit opposite) or 2.
- Two kinds of card: **number cards** (10 high down to 1) and **picture cards** (Cuckoo, Man, Horse, Cat, House, 0, Bucket, Mask, Lion, Clown, in that order).
- Before the deal the player on the dealer's left cuts and takes every 10, Cuckoo and Man found at the cut.
- Each player gets 8 cards (16 with two). A card turned up in the middle is the **Torionfo card**; its twin, wherever it is, is a Torionfo card too.
- Whoever holds more than 8 cards puts cards back under the stock, unseen.
- The dealer's right leads. Follow the kind of the first card if you can; a card of the other kind never wins.
- A Torionfo card may be played at any time and beats everything. A leader who plays it chooses the trick's kind.
- The strongest card of the trick's kind takes the trick and leads next. Of two identical cards the first played is higher.
- Cards score their number (15 for the Cuckoo … 1); 0 and the low pictures score nothing. After the agreed deals (4) the team with more points wins.""",
    "it": """**Torionfo**: un gioco di prese per 4 (due squadre, i compagni seduti di fronte) o per 2.
- Due tipi di carte: **numeri** (dal 10, la più alta, all'1) e **figure** (Cucù, Bum, Salta, Gnaf, Taverna, 0, Secchia, Mascherone, Leone, Matto, in quest'ordine).
- Prima della distribuzione il giocatore alla sinistra del mazziere taglia e prende ogni 10, Cucù e Bum trovato al taglio.
- Ognuno riceve 8 carte (16 in due). Una carta girata al centro è la **carta Torionfo**; anche la sua gemella, ovunque sia, è carta Torionfo.
- Chi ha più di 8 carte ne rimette alcune sotto il mazzo, senza mostrarle.
- Apre chi è alla destra del mazziere. Rispondi al tipo della prima carta se puoi; una carta dell'altro tipo non vince mai.
- Una carta Torionfo si può giocare sempre e batte tutto. Chi apre con essa sceglie il tipo della presa.
- La carta più forte del tipo della presa la prende e apre la seguente. Fra due carte uguali vale di più la prima giocata.
- Le carte valgono il loro numero (15 il Cucù … 1); lo 0 e le figure basse non valgono nulla. Dopo le mani stabilite (4) vince la squadra con più punti.""",
    "ko": """**토리온포**: 4명(마주 앉은 두 사람이 한 팀) 또는 2명이 하는 트릭 게임입니다.
- 카드는 두 종류: **숫자 카드**(10이 가장 높고 1까지)와 **그림 카드**(쿠쿠, 사람, 말, 고양이, 집, 0, 양동이, 가면, 사자, 광대 순서).
- 딜 전에 딜러의 왼쪽 플레이어가 카드를 나누고, 나눈 곳에서 나온 10, 쿠쿠, 사람을 모두 가져갑니다.
- 각자 8장(2명이면 16장)을 받습니다. 가운데에 공개한 카드가 **Torionfo 카드**이며, 어디에 있든 같은 카드도 Torionfo 카드입니다.
- 8장보다 많이 가진 사람은 몇 장을 보이지 않게 카드 더미 밑에 놓습니다.
- 딜러의 오른쪽이 먼저 냅니다. 가능하면 첫 카드와 같은 종류를 내야 하며, 다른 종류의 카드는 절대 이기지 못합니다.
- Torionfo 카드는 언제든 낼 수 있고 모든 카드를 이깁니다. 그것으로 시작한 사람은 트릭의 종류를 정합니다.
- 트릭의 종류 중 가장 강한 카드가 트릭을 가져가고 다음을 시작합니다. 같은 카드 두 장은 먼저 낸 쪽이 높습니다.
- 카드 점수는 숫자 그대로(쿠쿠 15 … 1)이고, 0과 낮은 그림 카드는 0점입니다. 정한 라운드(4) 뒤 점수가 많은 팀이 이깁니다.""",
    "ja": """**トリオンフォ**:4人(向かい合う二人が組)または2人で遊ぶトリックゲーム。
- カードは二種類:**数札**(10 が最強で 1 まで)と**絵札**(カッコウ、人、馬、猫、家、0、バケツ、仮面、ライオン、道化の順)。
- 配る前に親の左の人がカットし、カットで出た 10、カッコウ、人をすべて取ります。
- 各自 8 枚(2人なら 16 枚)を受け取ります。中央に表にした一枚が**トリオンフォ札**で、どこにあってもその同じカードもトリオンフォ札です。
- 8 枚より多く持つ人は、何枚かを見せずに山札の下に戻します。
- 親の右の人から始めます。できれば最初のカードと同じ種類を出します。違う種類のカードは決して勝ちません。
- トリオンフォ札はいつでも出せて、すべてに勝ちます。それで始めた人はトリックの種類を決めます。
- トリックの種類で最も強いカードがトリックを取り、次を始めます。同じカード二枚では先に出した方が強いです。
- カードの点は数字そのもの(カッコウ 15 … 1)、0 と低い絵札は 0 点。決めたラウンド(4)の後、点の多いチームの勝ちです。""",
}


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The picture cards in Torionfo's order (the Cuckoo first), then the number cards; each scores its number."""
    names = {cuckoo.card_str(c): cuckoo.card_name(c, lang) for c in cuckoo.RANKS}
    total = sum(card_points(c) for c in cuckoo.cuckoo_pack()[:PACK_SIZE])

    def power(c: int) -> str:
        points = (say("common", lang, "guide_points", points=card_points(c), total=total) if card_points(c)
                  else say("common", lang, "guide_no_points"))  # fmt: skip
        return join(lang, say("common", lang, "guide_kind_rule"), points,
                    say("torionfo", lang, "guide_taken") if c in TAKEN else "")  # fmt: skip

    return guide("cuckoo", two_kinds(TORIONFO.pictures, lang, names, power), [say("torionfo", lang, "guide_torionfo")])
