"""Help at the table: Zifuli in brief (from ``docs/rules/zifuli.md``)."""

from __future__ import annotations

from typing import Any

from taverna.games.card_points import HALF_POINTS, TOTAL_HALF_POINTS
from taverna.games.cards_guide import guide, half_points, join, two_kinds
from taverna.games.kinds import ZIFULI, card_names
from taverna.i18n import say

BRIEF = {
    "en": """**Zifuli**: a trick game for exactly 5, with an auction and a hidden partner.
- Everyone gets 8 cards. Number cards rank 10 down to 1; picture cards Lion, Cuckoo, Man, Horse, Cat, House, Clown, 0, Bucket, Mask (the Mask is the weakest).
- **Auction**, from the dealer's right: to **bid**, show a card of your hand. The first bid fixes the kind; each later bid must be a weaker card of that kind. Whoever **passes** is out of the auction.
- The last one left is the **Boss**. The other holder of the twin of the Boss's last bid card is the **Partner**, and only the Partner knows it. A Boss holding both copies plays alone against four.
- Play as in Coch: follow the kind if you can; the strongest card of the trick's kind wins.
- Count the cards as in Coch (19 points in all). The Boss's side wins with more points.
- Chips: if the Boss's side wins, each opponent pays 1 (the Boss gets 2, the Partner 1); if it loses, the Boss pays 2 and the Partner 1. A Boss alone wins or pays 2 from or to each.
- The game ends when someone has no chips left (or after the agreed rounds): most chips wins.""",
    "it": """**Zifuli**: un gioco di prese per 5 esatti, con un'asta e un compagno nascosto.
- Ognuno riceve 8 carte. I numeri vanno dal 10 all'1; le figure: Leone, Cucù, Bum, Salta, Gnaf, Taverna, Matto, 0, Secchia, Mascherone (il Mascherone è la più debole).
- **Asta**, dalla destra del mazziere: per **offrire** mostri una carta della tua mano. La prima offerta fissa il tipo; ogni offerta seguente dev'essere una carta più debole di quel tipo. Chi **passa** esce dall'asta.
- L'ultimo rimasto è il **Capo**. L'altro possessore della gemella dell'ultima carta offerta dal Capo è il **Compagno**, e solo lui lo sa. Un Capo con entrambe le copie gioca da solo contro quattro.
- Si gioca come a Coch: rispondi al tipo se puoi; vince la carta più forte del tipo della presa.
- Si contano le carte come a Coch (19 punti in tutto). La parte del Capo vince con più punti.
- Fiche: se vince la parte del Capo, ogni avversario paga 1 (il Capo ne prende 2, il Compagno 1); se perde, il Capo paga 2 e il Compagno 1. Un Capo da solo vince o paga 2 da o a ciascuno.
- La partita finisce quando qualcuno resta senza fiche (o dopo i giri stabiliti): vince chi ne ha di più.""",
    "ko": """**지풀리**: 정확히 5명이 하는 트릭 게임으로, 경매와 숨은 파트너가 있습니다.
- 모두 8장씩 받습니다. 숫자 카드는 10에서 1까지, 그림 카드는 사자, 쿠쿠, 사람, 말, 고양이, 집, 광대, 0, 양동이, 가면 순서입니다 (가면이 가장 약합니다).
- **경매**는 딜러의 오른쪽부터: **입찰**하려면 손의 카드 한 장을 공개합니다. 첫 입찰이 종류를 정하고, 이후 입찰은 그 종류의 더 약한 카드여야 합니다. **패스**한 사람은 경매에서 빠집니다.
- 마지막까지 남은 사람이 **보스**입니다. 보스가 마지막으로 입찰한 카드와 같은 카드를 가진 다른 사람이 **파트너**이며, 파트너만 그 사실을 압니다. 두 장을 다 가진 보스는 혼자 네 명과 대결합니다.
- 진행은 코치와 같습니다: 가능하면 같은 종류를 내고, 트릭의 종류 중 가장 강한 카드가 이깁니다.
- 카드 점수도 코치와 같습니다 (모두 19점). 보스 팀은 점수가 더 많으면 이깁니다.
- 칩: 보스 팀이 이기면 상대는 각자 1개를 내고 (보스 2개, 파트너 1개), 지면 보스가 2개, 파트너가 1개를 냅니다. 혼자인 보스는 각자에게서 2개를 받거나 2개씩 줍니다.
- 누군가 칩이 떨어지면(또는 정한 라운드 뒤) 끝나고, 칩이 가장 많은 사람이 이깁니다.""",
    "ja": """**ジフーリ**:ちょうど5人で遊ぶ、競りと隠れたパートナーのあるトリックゲーム。
- 全員が 8 枚受け取ります。数札は 10 から 1、絵札はライオン、カッコウ、人、馬、猫、家、道化、0、バケツ、仮面の順(仮面が最弱)。
- **競り**は親の右から:**入札**するには手札の一枚を見せます。最初の入札が種類を決め、以後の入札はその種類のより弱いカードでなければなりません。**パス**した人は競りから抜けます。
- 最後に残った人が**ボス**です。ボスの最後の入札カードと同じカードを持つもう一人が**パートナー**で、本人だけがそれを知っています。二枚とも持つボスは一人で四人と戦います。
- 進行はコッホと同じ:できれば同じ種類を出し、トリックの種類で最も強いカードが勝ちます。
- 点の数え方もコッホと同じ(合計 19 点)。ボス側は点が多ければ勝ちです。
- チップ:ボス側が勝てば相手は各 1 枚払い(ボス 2 枚、パートナー 1 枚を得る)、負ければボスが 2 枚、パートナーが 1 枚払います。一人のボスは各自から 2 枚ずつ得るか、2 枚ずつ払います。
- 誰かのチップがなくなると(または決めたラウンドの後)終わり、チップの最も多い人の勝ちです。""",
}


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The picture cards in Zifuli's order (the Mask last), then the number cards, with their points (as Coch's)."""

    def power(c: int) -> str:
        half = HALF_POINTS[c]
        points = (say("common", lang, "guide_points", points=half_points(half), total=half_points(TOTAL_HALF_POINTS))
                  if half else say("common", lang, "guide_no_points"))  # fmt: skip
        return join(lang, say("common", lang, "guide_kind_rule"), points)

    return guide(
        "cuckoo", two_kinds(ZIFULI.pictures, lang, card_names(lang), power), [say("zifuli", lang, "guide_bid")]
    )
