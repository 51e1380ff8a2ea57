"""Help at the table: Hypp in brief (from ``docs/rules/hypp.md``)."""

from __future__ import annotations

from typing import Any

from taverna.cards import cuckoo
from taverna.games.cards_guide import entry, guide, join, place
from taverna.games.hypp.engine import HyppOptions
from taverna.i18n import say

BRIEF = {
    "en": """**Hypp**: a betting game for 2 to 8 against the dealer, played blind.
- Cards rank as in Cambio: Cuckoo highest … Clown lowest.
- The dealer chooses a **packet** size: every other player takes that many cards off the bottom of the pack, without looking.
- Each player **bets** blind, 1 up to the house limit (and no more than their chips). The dealer covers the total.
- The dealer shows the bottom card of the pack; then each packet's bottom card is shown, from the dealer's left.
- A card **stronger** than the dealer's wins the bet from the dealer; weaker or equal, the dealer takes the bet.
- At the start of a round the dealer may **pass** the deal to the next player; a dealer who shows the lowest card must hand it on.
- The game ends when someone runs out of chips or everyone has dealt: most chips wins.""",
    "it": """**Hypp**: un gioco di scommesse per 2–8 contro il mazziere, alla cieca.
- Le carte valgono come a Cambio: il Cucù è la più alta … il Matto la più bassa.
- Il mazziere sceglie la misura del **pacchetto**: ogni altro giocatore prende tante carte dal fondo del mazzo, senza guardarle.
- Ognuno **punta** alla cieca, da 1 al limite del banco (e non più delle sue fiche). Il mazziere copre il totale.
- Il mazziere mostra la carta in fondo al mazzo; poi si mostra la carta in fondo a ogni pacchetto, dalla sinistra del mazziere.
- Una carta **più forte** di quella del mazziere vince la puntata dal mazziere; più debole o uguale, il mazziere prende la puntata.
- All'inizio di un giro il mazziere può **passare** il mazzo al giocatore seguente; un mazziere che mostra la carta più bassa deve passarlo.
- La partita finisce quando qualcuno resta senza fiche o tutti hanno fatto il mazziere: vince chi ha più fiche.""",
    "ko": """**히프**: 2~8명이 딜러를 상대로 카드를 보지 않고 거는 게임입니다.
- 카드 순서는 Cambio와 같습니다: 쿠쿠가 가장 높고 … 광대가 가장 낮습니다.
- 딜러가 **묶음** 크기를 정하면, 다른 플레이어는 각자 카드 더미 아래에서 그만큼을 보지 않고 가져갑니다.
- 각자 보지 않고 1부터 상한선까지(가진 칩 이하로) **겁니다**. 딜러는 그 합계만큼 겁니다.
- 딜러가 카드 더미 맨 아래 카드를 공개하고, 이어서 딜러의 왼쪽부터 각 묶음의 맨 아래 카드를 공개합니다.
- 딜러보다 **강한** 카드는 건 만큼 딜러에게서 받고, 약하거나 같으면 딜러가 건 칩을 가져갑니다.
- 라운드 시작에 딜러는 다음 사람에게 딜러를 **넘길** 수 있고, 가장 낮은 카드를 공개한 딜러는 넘겨야 합니다.
- 누군가 칩이 떨어지거나 모두 한 번씩 딜러를 하면 끝나고, 칩이 가장 많은 사람이 이깁니다.""",
    "ja": """**ヒュップ**:2〜8人が親を相手に、カードを見ずに賭けるゲーム。
- カードの強さは Cambio と同じ:カッコウが最強 … 道化が最弱。
- 親が**束**の枚数を決め、他のプレイヤーは各自その枚数を山札の下から見ずに取ります。
- 各自、見ないまま 1 から上限まで(持っているチップ以下で)**賭け**ます。親はその合計を受けます。
- 親は山札の一番下のカードを公開し、続いて親の左から各束の一番下のカードを公開します。
- 親のカードより**強い**カードは賭けた分を親から得て、弱いか同じなら親が賭け金を取ります。
- ラウンドの初めに親は次の人へ親を**譲る**ことができ、最も低いカードを公開した親は譲らなければなりません。
- 誰かのチップがなくなるか全員が親をしたら終わり、チップの最も多い人の勝ちです。""",
}


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Every card of the Cuckoo pack, strongest first (the engine compares ranks: XV the Cuckoo … the Clown),
    with its name, its place and what it does in this game."""
    n = len(cuckoo.RANKS)

    def power(k: int, c: int) -> str:
        return _power(k, c, n, lang, options or {})

    return guide("cuckoo", [entry(cuckoo.card_str(c), cuckoo.card_name(c, lang), place(lang, k + 1, n), power(k, c))
                            for k, c in enumerate(cuckoo.RANKS)])  # fmt: skip


def _power(k: int, c: int, n: int, lang: str, options: dict[str, Any]) -> str:
    lowest = str(options.get("lowest_card") or options.get("lowest-card") or HyppOptions().lowest_card)
    text = say("hypp", lang, "guide_card")
    if k == n - 1:
        return join(lang, text, say("hypp", lang, "guide_lowest_pack" if lowest == "pack" else "guide_lowest"))
    return text
