"""Help at the table: Cucù in brief (from ``docs/rules/cucu.md``) and the special cards of each rule set."""

from __future__ import annotations

import re
from dataclasses import fields
from typing import Any

from taverna.cards import cuckoo, french
from taverna.cards.cuckoo import FOOL, HORSE
from taverna.core import TavernaError
from taverna.games.cards_guide import entry, guide, join, ordinal, place, plain
from taverna.games.cucu import powers
from taverna.games.cucu.options import PRESETS, CucuOptions, make_options
from taverna.games.cucu.text import _say, rule_card_names
from taverna.i18n.lobby import lobby_text

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
    if opts.pack == "slabberjan":  # the matadors; the dealer's bag
        side = _say(lang, f"slab_side_{opts.direction}", rules)
        return [_say(lang, "note_exchange_slab", rules, side=side), _say(lang, "note_exchange_slab_dealer", rules)]
    if opts.pack == "gnav":  # the five matadors; the dealer's stock
        return [_say(lang, "note_exchange_gnav", rules), _say(lang, "note_exchange_gnav_dealer", rules)]
    if opts.family == "lives":  # Ranter-Go-Round, Coucou: the King refuses; the stock or the talon
        top = french.rank_name(french.KING, lang)
        last = "note_exchange_talon" if opts.dealer_three else "note_exchange_lives_dealer"
        return [_say(lang, "note_exchange_lives", rules, top=top), _say(lang, last, rules, top=top)]
    keys = ["eff_cuckoo"] if opts.cuckoo_rule == "arrest" else []
    keys += ["eff_hunter_token" if opts.family == "pagat" else "eff_hunter", "eff_horse", f"eff_cat_{opts.cat_rule}",
             f"eff_inn_{opts.inn_rule}"]  # fmt: skip
    if opts.fool_rule == "clown":
        keys.append("eff_fool")
    return [_INTRO.get(lang, _INTRO["en"]), *(f"**{line.split(':', 1)[0]}**:{line.split(':', 1)[1]}" if ":" in line
                                               else line for line in (_say(lang, k, rules) for k in keys))]  # fmt: skip


def _options(rules: str, options: dict[str, Any]) -> CucuOptions:
    """The rule set's options with the table's own (a table's options were checked when it was made)."""
    try:
        return make_options(rules, options or None)
    except TavernaError:
        return PRESETS.get(rules, PRESETS["cambio"])


# Cambio's expansion rules that change which card loses: said beside the order (their lobby help)
_CHANGES_ORDER = ("anti_cuckoo", "void", "second_high_low", "high_low", "two_losers", "lion", "double_pack")


def _option_help(name: str, lang: str) -> str:
    meta = {f.name: f.metadata for f in fields(CucuOptions)}[name]
    return lobby_text(lang, "cucu", f"option.{name.replace('_', '-')}") or str(meta["help"])


def _french(rules: str, opts: CucuOptions, lang: str) -> dict[str, Any]:
    """The French pack by rank, the top first (the King, or the Ace played high); the suit never counts."""
    top = powers.top_rank(opts)
    pack = [c for c in french.PACK if opts.pack_size != "32" or french.rank_of(c) in (1, 7, 8, 9, 10, 11, 12, 13)]
    ranks = sorted({french.rank_of(c) for c in pack}, key=lambda r: (r != top, -r if r != 1 or top != 1 else 0))
    table = powers.table(rules, opts, pack)
    key = "guide_king_le_her" if opts.family == "le-her" else "guide_refuse"
    cards = sorted(pack, key=lambda c: (ranks.index(french.rank_of(c)), french.suit_of(c)))
    return guide("french", [
        entry(french.card_str(c), french.card_name(c, lang if lang in french.LANGUAGES else "en"),
              _say(lang, "guide_place_french", rules, nth=ordinal(lang, ranks.index(french.rank_of(c)) + 1), n=len(ranks)),
              _say(lang, key, rules) if c in table else plain(lang))
        for c in cards])  # fmt: skip


def _sentence(line: str, lang: str) -> str:
    """An effect said after the card's name ("{fool}: whoever receives it loses") as a sentence of its own."""
    line = re.split(r"[:：]\s*", line, maxsplit=1)[-1]
    return line[:1].upper() + line[1:] + ("。" if lang == "ja" else ".")


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Every card of the rule set's pack, strongest first (the engine's ranks: XV the Cuckoo … -4 the fool;
    the French pack by rank), with its name, its place and its power under ``rules`` (the rule set's list of
    powers, :mod:`taverna.games.cucu.powers`, as the table's options leave it)."""
    rules = rules if rules in PRESETS else "cambio"
    opts = _options(rules, dict(options or {}))
    if opts.pack == "french":
        return _french(rules, opts, lang)
    if opts.pack == "gnav":  # the 42 Gnav cards (brief_gnav.py)
        from taverna.games.cucu.brief_gnav import card_guide as gnav_guide

        return gnav_guide(opts, lang)
    if opts.pack == "slabberjan":  # the 42 pieces (brief_slabberjan.py)
        from taverna.games.cucu.brief_slabberjan import card_guide as slabberjan_guide

        return slabberjan_guide(opts, lang)
    names = rule_card_names(lang).get(rules) or {cuckoo.card_str(c): cuckoo.card_name(c, lang) for c in cuckoo.RANKS}
    table = powers.table(rules, opts, list(cuckoo.RANKS))
    asked = {powers.ASKER_PAYS: "eff_hunter_token" if opts.family == "pagat" else "eff_hunter",
             powers.UNDO: "eff_cat_gnaf", powers.OWNER_PAYS: "eff_cat_owner", powers.REVERSE: "eff_cat_reverse",
             powers.BARGAIN: f"eff_inn_{opts.inn_rule}", powers.REFUSE: "eff_cuckoo"}  # fmt: skip

    def power(c: int) -> str:
        said = []
        word = powers.power_of(table, c)
        key = ("eff_horse" if c == HORSE else "eff_inn_pass") if word == powers.PASS_ON else asked.get(word)
        if key:
            effect = re.split(r"[:：]\s*", _say(lang, key, rules), maxsplit=1)[-1]
            said.append(_say(lang, "guide_asked", rules, effect=effect))
        elif word == powers.STOP:
            auto = opts.cuckoo_rule == "auto" and opts.cuckoo_declare != "manual"
            said.append(_say(lang, "guide_cuckoo_auto" if auto else "guide_cuckoo_declare", rules))
        elif word == powers.RECEIVER_PAYS:
            said.append(_sentence(_say(lang, "eff_fool", rules), lang))
        if c == cuckoo.CUCKOO and rules == "campli":
            said.append(_say(lang, "guide_cuckoo_safe", rules))
        if c == FOOL and opts.fool_rule in ("campli", "lu-stu"):
            said.append(_say(lang, f"guide_fool_{opts.fool_rule.replace('-', '_')}", rules))
        return join(lang, *said) or plain(lang)

    n = len(cuckoo.RANKS)
    notes = [_option_help(o, lang) for o in _CHANGES_ORDER if getattr(opts, o, False)]
    return guide("cuckoo", [entry(cuckoo.card_str(c), names[cuckoo.card_str(c)], place(lang, k + 1, n), power(c))
                            for k, c in enumerate(cuckoo.RANKS)], notes)  # fmt: skip
