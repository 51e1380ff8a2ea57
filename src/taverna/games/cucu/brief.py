"""Help at the table: Cucù in brief (from ``docs/rules/cucu.md``) and the special cards of each rule set."""

from __future__ import annotations

from taverna.games.cucu.options import PRESETS
from taverna.games.cucu.text import _say

BRIEF = {
    "en": """**Cucù**: one card each, and nobody wants the lowest.
- Everyone gets one card face down. In turn, from the dealer's right, you **keep** your card or **exchange** it with the next player.
- A few high cards refuse the exchange or punish the one who asks (see the cards below: they depend on the rule set).
- The dealer plays last and may exchange with the pack instead.
- Then the cards are shown: the lowest card loses (a token, chips or a life, as the rule set counts).
- Ranking: the picture cards XV down to XI, then 10 down to 1, then 0 and the low picture cards below it.
- Where the rule set allows it, the holder of the Cuckoo (XV) may **declare** it to stop the exchanges at once.
- Whoever has nothing left to pay is out; the last one standing (or the richest at the agreed end) wins.""",
    "it": """**Cucù**: una carta a testa, e nessuno vuole la più bassa.
- Ognuno riceve una carta coperta. A turno, dalla destra del mazziere, **tieni** la tua carta o la **cambi** con il giocatore seguente.
- Alcune carte alte rifiutano il cambio o puniscono chi lo chiede (vedi le carte qui sotto: dipendono dalle regole).
- Il mazziere gioca per ultimo e può invece cambiare col mazzo.
- Poi le carte si scoprono: la carta più bassa perde (un gettone, delle fiche o una vita, come contano le regole).
- Ordine: le figure da XV a XI, poi da 10 a 1, poi lo 0 e le figure basse sotto di esso.
- Dove le regole lo permettono, chi ha il Cucù (XV) può **dichiararlo** e fermare subito i cambi.
- Chi non ha più nulla da pagare è fuori; vince l'ultimo rimasto (o il più ricco alla fine stabilita).""",
    "ko": """**쿠쿠**: 한 사람에 카드 한 장, 아무도 가장 낮은 카드를 원하지 않습니다.
- 모두 카드 한 장을 뒷면으로 받습니다. 딜러의 오른쪽부터 차례로 카드를 **지키거나** 다음 플레이어와 **교환**합니다.
- 몇몇 높은 카드는 교환을 거절하거나 요청한 사람에게 벌을 줍니다 (아래 카드 설명 참고: 규칙 세트마다 다릅니다).
- 딜러는 마지막에 하며, 대신 카드 더미와 교환할 수 있습니다.
- 그 다음 카드를 공개합니다: 가장 낮은 카드가 집니다 (규칙 세트에 따라 토큰, 칩 또는 목숨을 잃습니다).
- 순서: 그림 카드 XV에서 XI까지, 그다음 10에서 1, 그다음 0과 그 아래의 낮은 그림 카드.
- 규칙 세트가 허용하면, 쿠쿠(XV)를 가진 사람은 **선언**하여 교환을 즉시 멈출 수 있습니다.
- 더 낼 것이 없는 사람은 탈락하고, 마지막까지 남은 사람(또는 정한 끝에서 가장 많이 가진 사람)이 이깁니다.""",
    "ja": """**カッコウ (Cucù)**:一人一枚、誰もいちばん低いカードは欲しくない。
- 全員が裏向きのカードを一枚受け取ります。親の右から順に、カードを**キープ**するか次のプレイヤーと**交換**します。
- いくつかの高いカードは交換を断ったり、頼んだ人に罰を与えたりします(下のカードの説明を参照:ルールセットで違います)。
- 親は最後に行い、代わりに山札と交換できます。
- その後カードを公開します:いちばん低いカードが負けです(ルールセットに応じてトークン、チップ、ライフを失います)。
- 強さ:絵札 XV から XI、次に 10 から 1、次に 0 とその下の低い絵札。
- ルールセットが認めれば、カッコウ(XV)を持つ人は**宣言**して交換をすぐに止められます。
- 払うものがなくなった人は脱落し、最後まで残った人(または決めた終わりで最も多く持つ人)が勝ちます。""",
}

_INTRO = {
    "en": "When you ask the holder of one of these cards for an exchange:",
    "it": "Quando chiedi il cambio a chi ha una di queste carte:",
    "ko": "이 카드를 가진 사람에게 교환을 요청하면:",
    "ja": "これらのカードを持つ人に交換を頼むと:",
}


def card_reference(rules: str | None, lang: str) -> list[str]:
    """What the special cards do under ``rules``, in ``lang`` (the sentences of the game's text catalogue)."""
    opts = PRESETS.get(rules or "", PRESETS["cambio"])
    if opts.family == "le-her":
        return [_say(lang, "note_exchange_le_her", rules), _say(lang, "note_exchange_le_her_dealer", rules)]
    keys = ["eff_cuckoo"] if opts.cuckoo_rule == "arrest" else []
    keys += ["eff_hunter_token" if opts.family == "pagat" else "eff_hunter", "eff_horse", f"eff_cat_{opts.cat_rule}",
             f"eff_inn_{opts.inn_rule}"]  # fmt: skip
    if opts.fool_rule == "clown":
        keys.append("eff_fool")
    return [_INTRO.get(lang, _INTRO["en"]), *(f"**{line.split(':', 1)[0]}**:{line.split(':', 1)[1]}" if ":" in line
                                               else line for line in (_say(lang, k, rules) for k in keys))]  # fmt: skip
