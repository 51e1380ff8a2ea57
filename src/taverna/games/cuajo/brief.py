"""Help at the table: Cuajo in brief (from ``docs/rules/cuajo.md``)."""

from __future__ import annotations

from typing import Any

from taverna.cards import cuajo as pack
from taverna.core import TavernaError
from taverna.games.cards_guide import entry, guide, ordinal
from taverna.games.cuajo.options import PAGAT, make_options
from taverna.games.cuajo.text import card_names
from taverna.i18n import say

BRIEF = {
    "en": """**Cuajo**: a rummy game for 4 in two partnerships (partners sit opposite).
- A Spanish-suited pack of 112 cards: cups, coins, swords, batons; Ace, 3, 4, 5, Jack, Horse, King, four copies of each.
- The dealer gets 16 cards, the others 15. The next card is the **sowee**, face up: it never comes into play but counts in the scoring.
- Goal: 16 cards all in combinations: 3 or 4 of a rank in different suits; 3-4-5 or Jack-Horse-King of one suit; four identical cards (a **secret**); a King alone.
- At your turn **draw** from the stock or **take** the last discard, then **discard** a card (never a King).
- Four identical cards may be laid as a secret: each opponent pays you at once. Three copies of the sowee plus any card make one too.
- One card from a win, you may say **purro** and show a King. Only a purro player can win: with the card drawn, taken from the discards, or claimed when another player draws it face up.
- The winner is paid by each opponent: more for drawing the winning card yourself, for the Kings in the hand, and a flat sum for a hand without Kings (porbis).""",
    "it": """**Cuajo**: un gioco di combinazioni per 4 in due coppie (i compagni seduti di fronte).
- Un mazzo spagnolo di 112 carte: coppe, denari, spade, bastoni; Asso, 3, 4, 5, Fante, Cavallo, Re, quattro copie di ciascuna.
- Il mazziere riceve 16 carte, gli altri 15. La carta seguente è il **sowee**, scoperto: non entra mai in gioco ma conta nel punteggio.
- Scopo: 16 carte tutte in combinazioni: 3 o 4 dello stesso valore in semi diversi; 3-4-5 o Fante-Cavallo-Re dello stesso seme; quattro carte identiche (un **segreto**); un Re da solo.
- Al tuo turno **pesca** dal mazzo o **prendi** l'ultimo scarto, poi **scarta** una carta (mai un Re).
- Quattro carte identiche si possono calare come segreto: ogni avversario ti paga subito. Anche tre copie del sowee più una carta qualsiasi formano un segreto.
- A una carta dalla vittoria puoi dire **purro** e mostrare un Re. Solo chi è purro può vincere: con la carta pescata, presa dagli scarti, o reclamata quando un altro la pesca scoperta.
- Il vincitore è pagato da ogni avversario: di più se pesca lui la carta vincente, per i Re in mano, e una somma fissa per una mano senza Re (porbis).""",
    "ko": """**쿠아호**: 4명이 두 팀(마주 앉은 두 사람이 한 팀)으로 하는 러미 게임입니다.
- 112장의 스페인식 카드: 컵, 동전, 칼, 곤봉; 에이스, 3, 4, 5, 잭, 말, 킹이 각각 4장씩.
- 딜러는 16장, 나머지는 15장을 받습니다. 다음 카드가 앞면으로 놓이는 **소위(sowee)** 입니다: 게임에 들어오지 않지만 점수 계산에 쓰입니다.
- 목표: 16장 모두를 조합으로 만들기: 다른 문양의 같은 숫자 3~4장; 한 문양의 3-4-5 또는 잭-말-킹; 똑같은 카드 4장(**시크릿**); 킹 한 장.
- 자기 차례에 카드 더미에서 **뽑거나** 마지막 버린 카드를 **가져온** 뒤, 한 장을 **버립니다** (킹은 버릴 수 없습니다).
- 똑같은 카드 4장은 시크릿으로 내려놓을 수 있고, 상대 둘이 바로 돈을 냅니다. 소위와 같은 카드 3장과 아무 카드 1장도 시크릿이 됩니다.
- 한 장만 있으면 이길 때 **푸로(purro)** 를 말하고 킹을 보여 줄 수 있습니다. 푸로인 사람만 이길 수 있습니다: 뽑은 카드, 버린 카드, 또는 다른 사람이 앞면으로 뽑은 카드를 요구해서.
- 승자는 상대 두 사람에게서 받습니다: 이기는 카드를 직접 뽑으면 더 많이, 패의 킹만큼 더, 킹 없는 패(포르비스)는 정해진 금액.""",
    "ja": """**クアホ**:4人が二組(向かい合う二人が組)で遊ぶラミー系のゲーム。
- スペインのスートの 112 枚:カップ、金貨、剣、棍棒。エース、3、4、5、ジャック、馬、キングが各 4 枚。
- 親は 16 枚、他は 15 枚。次の一枚が表向きの**ソウイー(sowee)**で、場には出ませんが得点に関わります。
- 目標:16 枚すべてを組にすること:違うスートの同じ数 3〜4 枚、同じスートの 3-4-5 またはジャック-馬-キング、同じカード 4 枚(**シークレット**)、キング単独。
- 自分の番には山札から**引く**か直前の捨て札を**取り**、一枚**捨てます**(キングは捨てられません)。
- 同じカード 4 枚はシークレットとして伏せて出せ、相手二人がすぐ支払います。ソウイーと同じカード 3 枚と任意の 1 枚でもシークレットになります。
- あと一枚で上がれるとき**プーロ(purro)**と言ってキングを見せられます。プーロの人だけが上がれます:引いたカード、捨て札、または他の人が表で引いたカードの要求で。
- 勝者は相手二人から受け取ります:上がり札を自分で引けば多く、手のキングの分が加わり、キングのない手(ポルビス)は定額です。""",
}


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The pack suit by suit in its order (Ace, 3, 4, 5, Jack, Horse, King): no card beats another in a
    rummy game; what a card is worth is what it combines into, and a King's payment (the table's options)."""
    try:
        opts = make_options(dict(options or {}) or None)
    except TavernaError:
        opts = PAGAT
    names = card_names(lang)
    ranks = ", ".join(pack.NOTATION.rank_names.get(lang, pack.NOTATION.rank_names["en"]))
    n = len(pack.RANK_CHARS)
    runs = {pack.THREE: "3-4-5", pack.FOUR: "3-4-5", pack.FIVE: "3-4-5"}
    court = "-".join(
        pack.NOTATION.rank_names.get(lang, pack.NOTATION.rank_names["en"])[r]
        for r in (pack.JACK, pack.HORSE, pack.KING)
    )
    runs.update({pack.JACK: court, pack.HORSE: court})
    cards = sorted(pack.KINDS, key=lambda c: (pack.suit_of(c), pack.rank_of(c)))

    def power(c: int) -> str:
        if pack.is_king(c):
            cents = opts.king_of_coins if c == pack.KING_OF_COINS else opts.other_king
            return say("cuajo", lang, "guide_king", cents=cents)
        if pack.rank_of(c) == pack.ACE:
            return say("cuajo", lang, "guide_ace")
        return say("cuajo", lang, "guide_card", run=runs[pack.rank_of(c)])

    return guide("cuajo", [
        entry(pack.card_str(c), names[pack.card_str(c)],
              say("cuajo", lang, "guide_place", k=pack.rank_of(c) + 1, nth=ordinal(lang, pack.rank_of(c) + 1), n=n, ranks=ranks),
              power(c))
        for c in cards], [say("cuajo", lang, "guide_sowee")])  # fmt: skip
