"""Help at the table: Coteccio in brief (from ``docs/rules/coteccio.md``)."""

from __future__ import annotations

from typing import Any

from taverna.cards import italian
from taverna.games.cards_guide import entry, guide, place
from taverna.games.coteccio.text import card_names
from taverna.i18n import say

BRIEF = {
    "en": """**Coteccio** (Trieste): a trick game for 2 to 7 where you try **not** to take points.
- The Italian 40-card pack; in each suit Ace, King, Knight, Jack, then 7 down to 2. Everyone gets 5 cards.
- The player at the dealer's right leads. Follow suit if you can; there are no trumps; the highest card of the suit led takes the trick and leads next.
- Points: Ace 6, King 5, Knight 4, Jack 3, the last trick 6. Whoever takes the most points loses a **life** (all who tie lose one).
- If one player wins the first four tricks they either **annul** the deal or **lead** their last card: winning the fifth trick too (capotto) gains them a life and costs everyone else one; losing it costs them a life.
- Everyone paid a stake into the pool and starts with 4 lives.
- With no lives left you may **call the doctor** (pay the fee, get as many lives as the weakest living player) while at least two others are alive, or **drop** out.
- The last player alive wins the whole pool.""",
    "it": """**Coteccio** (Trieste): un gioco di prese per 2–7 dove si cerca di **non** prendere punti.
- Il mazzo italiano da 40; in ogni seme Asso, Re, Cavallo, Fante, poi dal 7 al 2. Ognuno riceve 5 carte.
- Apre il giocatore alla destra del mazziere. Rispondi al seme se puoi; non ci sono briscole; la carta più alta del seme d'uscita prende e apre la presa seguente.
- Punti: Asso 6, Re 5, Cavallo 4, Fante 3, l'ultima presa 6. Chi prende più punti perde una **vita** (a pari punti la perdono tutti).
- Se un giocatore vince le prime quattro prese, o **annulla** la mano o **gioca** l'ultima carta: se vince anche la quinta (cappotto) guadagna una vita e gli altri ne perdono una; se la perde, perde lui una vita.
- Tutti versano una posta nel piatto e partono con 4 vite.
- Senza vite puoi **chiamare il dottore** (paghi la tariffa e ricevi tante vite quante ne ha il vivo più debole) se almeno altri due sono vivi, oppure **ritirarti**.
- L'ultimo vivo vince tutto il piatto.""",
    "ko": """**코테치오** (트리에스테): 2~7명이 점수를 **가져가지 않으려고** 하는 트릭 게임입니다.
- 이탈리아 40장 카드; 각 문양에서 에이스, 킹, 기사, 잭, 그다음 7부터 2까지. 모두 5장씩 받습니다.
- 딜러의 오른쪽 사람이 먼저 냅니다. 가능하면 같은 문양을 내야 하고, 으뜸패는 없으며, 처음 낸 문양의 가장 높은 카드가 트릭을 가져가고 다음을 시작합니다.
- 점수: 에이스 6, 킹 5, 기사 4, 잭 3, 마지막 트릭 6. 가장 많은 점수를 가져간 사람이 **목숨**을 하나 잃습니다 (같으면 모두 잃습니다).
- 한 사람이 처음 네 트릭을 모두 이기면, 이번 딜을 **무효**로 하거나 마지막 카드로 **시작**합니다: 다섯 번째도 이기면(카포토) 목숨을 하나 얻고 다른 모두가 하나씩 잃으며, 지면 본인이 하나를 잃습니다.
- 모두 판돈을 내고 목숨 4개로 시작합니다.
- 목숨이 없으면, 다른 두 사람 이상이 살아 있을 때 **의사를 부를** 수 있고(비용을 내고 가장 적은 생존자만큼 목숨을 받음), 아니면 **빠집니다**.
- 마지막까지 살아남은 사람이 판돈을 모두 가져갑니다.""",
    "ja": """**コテッチョ**(トリエステ):2〜7人で、点を**取らない**ようにするトリックゲーム。
- イタリアの 40 枚のカード。各スートでエース、キング、騎士、ジャック、次に 7 から 2。全員が 5 枚受け取ります。
- 親の右の人から始めます。できれば同じスートを出します。切り札はなく、最初のスートの最も高いカードがトリックを取り、次を始めます。
- 点:エース 6、キング 5、騎士 4、ジャック 3、最後のトリック 6。最も多く点を取った人が**ライフ**を一つ失います(同点なら全員)。
- 一人が最初の 4 トリックをすべて取ったら、そのディールを**無効**にするか、最後のカードで**リード**します:5 トリック目も取れば(カポット)ライフを一つ得て他の全員が一つ失い、取れなければ本人が一つ失います。
- 全員が場代をポットに入れ、ライフ 4 つで始めます。
- ライフがなくなったら、他に生きている人が二人以上いれば**医者を呼ぶ**(料金を払い、最も少ない生存者と同じ数のライフを得る)か、**降ります**。
- 最後まで生き残った人がポットをすべて取ります。""",
}


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The Italian pack suit by suit, each suit strongest first (Ace, King, Knight, Jack, 7 … 2), with its points."""
    names = card_names(lang)
    group = say("coteccio", lang, "guide_suit")
    cards = sorted(italian.italian_pack(), key=lambda c: (italian.suit_of(c), -italian.strength(c)))
    cards = list(dict.fromkeys(cards))
    in_suit = len({italian.strength(c) for c in cards})

    def power(c: int) -> str:
        n = italian.points(c)
        return say("coteccio", lang, "guide_points", n=n) if n else say("coteccio", lang, "guide_no_points")

    return guide("italian", [
        entry(italian.card_str(c), names[italian.card_str(c)],
              place(lang, sorted({italian.strength(x) for x in cards}, reverse=True).index(italian.strength(c)) + 1,
                    in_suit, group), power(c))
        for c in cards], [say("coteccio", lang, "guide_last")])  # fmt: skip
