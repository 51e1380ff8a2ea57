"""Help at the table: Coch in brief (from ``docs/rules/coch.md``)."""

from __future__ import annotations

from typing import Any

from taverna.games.card_points import HALF_POINTS, RECOUNT, TOTAL_HALF_POINTS
from taverna.games.cards_guide import guide, half_points, join, two_kinds
from taverna.games.kinds import COCH, card_names
from taverna.i18n import say

BRIEF = {
    "en": """**Coch**: a trick game for exactly 4, in two teams (partners sit opposite).
- Two kinds of card: **number cards** (10 high down to 1) and **picture cards**: Lion, Cuckoo, Man, Horse, Cat, House, 0, Bucket, Mask, Clown (the Lion is the strongest).
- Everyone gets 10 cards. The player after the dealer leads the first trick.
- Follow the kind of the first card if you can; otherwise play anything, but a card of the other kind never wins.
- The strongest card of the trick's kind takes the 4 cards and leads next. Of two identical cards the first played is higher.
- After 10 tricks each team counts its cards: 10, House, Cat, Horse, Man, Cuckoo and Lion 1 point each; 5 to 9 half a point; the rest nothing (19 in all).
- The team with more points wins. At 9.5 each the cards are counted again another way; if still equal, it is a draw.""",
    "it": """**Coch**: un gioco di prese per 4 esatti, in due squadre (i compagni seduti di fronte).
- Due tipi di carte: **numeri** (dal 10, la più alta, all'1) e **figure**: Leone, Cucù, Bum, Salta, Gnaf, Taverna, 0, Secchia, Mascherone, Matto (il Leone è la più forte).
- Ognuno riceve 10 carte. Apre la prima presa chi segue il mazziere.
- Rispondi al tipo della prima carta se puoi; altrimenti gioca quel che vuoi, ma una carta dell'altro tipo non vince mai.
- La carta più forte del tipo della presa prende le 4 carte e apre la seguente. Fra due carte uguali vale di più la prima giocata.
- Dopo 10 prese ogni squadra conta: 10, Taverna, Gnaf, Salta, Bum, Cucù e Leone 1 punto; dal 5 al 9 mezzo punto; il resto niente (19 in tutto).
- Vince la squadra con più punti. A 9,5 pari si ricontano le carte in un altro modo; se c'è ancora parità, è patta.""",
    "ko": """**코치**: 정확히 4명이 두 팀으로 하는 트릭 게임입니다 (마주 앉은 두 사람이 한 팀).
- 카드는 두 종류: **숫자 카드**(10이 가장 높고 1까지)와 **그림 카드**: 사자, 쿠쿠, 사람, 말, 고양이, 집, 0, 양동이, 가면, 광대 (사자가 가장 강합니다).
- 모두 10장씩 받습니다. 딜러 다음 사람이 첫 트릭을 시작합니다.
- 가능하면 첫 카드와 같은 종류를 내고, 없으면 아무 카드나 내지만 다른 종류의 카드는 절대 이기지 못합니다.
- 트릭의 종류 중 가장 강한 카드가 4장을 가져가고 다음을 시작합니다. 같은 카드 두 장은 먼저 낸 쪽이 높습니다.
- 10번의 트릭 뒤 팀별로 셉니다: 10, 집, 고양이, 말, 사람, 쿠쿠, 사자는 1점; 5~9는 0.5점; 나머지는 0점 (모두 19점).
- 점수가 많은 팀이 이깁니다. 9.5점씩 같으면 다른 방법으로 다시 세고, 그래도 같으면 무승부입니다.""",
    "ja": """**コッホ**:ちょうど4人が二チームで遊ぶトリックゲーム(向かい合う二人が組)。
- カードは二種類:**数札**(10 が最強で 1 まで)と**絵札**:ライオン、カッコウ、人、馬、猫、家、0、バケツ、仮面、道化(ライオンが最強)。
- 全員が 10 枚受け取ります。親の次の人が最初のトリックを始めます。
- できれば最初のカードと同じ種類を出します。なければ何を出してもよいですが、違う種類のカードは決して勝ちません。
- トリックの種類で最も強いカードが 4 枚を取り、次を始めます。同じカード二枚では先に出した方が強いです。
- 10 トリックの後、チームごとに数えます:10、家、猫、馬、人、カッコウ、ライオンは 1 点、5〜9 は 0.5 点、残りは 0 点(合計 19 点)。
- 点の多いチームの勝ちです。9.5 点ずつで並んだら別の数え方で数え直し、それでも同じなら引き分けです。""",
}


def _points(c: int, lang: str) -> str:
    half = HALF_POINTS[c]
    if not half:
        return say("common", lang, "guide_no_points")
    return say("common", lang, "guide_points", points=half_points(half), total=half_points(TOTAL_HALF_POINTS))


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The picture cards in Coch's order (the Lion first), then the number cards, with their points."""

    def power(c: int) -> str:
        return join(lang, say("common", lang, "guide_kind_rule"), _points(c, lang),
                    say("coch", lang, "guide_recount", n=RECOUNT[c]))  # fmt: skip

    return guide("cuckoo", two_kinds(COCH.pictures, lang, card_names(lang), power))
