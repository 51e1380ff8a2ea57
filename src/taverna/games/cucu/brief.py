"""Help at the table: Cucù in brief (from ``docs/rules/cucu.md``) and the special cards of each rule set."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from taverna.cards import cuckoo, french
from taverna.cards.cuckoo import FOOL, HORSE
from taverna.core import TavernaError
from taverna.games.cards_guide import entry, guide, join, place, plain
from taverna.games.cucu import powers
from taverna.games.cucu.deal import short_french_pack
from taverna.games.cucu.options import PRESETS, CucuOptions, make_options
from taverna.games.cucu.text import _say, rule_card_names
from taverna.i18n.lobby import lobby_text


def _bold_head(line: str) -> str:
    """``**Cuckoo**: no exchange``: the words before the first colon in bold (a space before the colon, as French
    writes it, stays outside the bold, where Markdown needs it)."""
    head, colon, tail = line.partition(":")
    if not colon:
        return line
    word = head.rstrip()
    return f"**{word}**{head[len(word) :]}:{tail}"


def brief_fields(rules: str | None) -> dict[str, str]:
    """What the rules in brief (the locales' ``brief``) say differently by rule set: the pack, whose order the
    ranking line gives (the Cuckoo pack's line also says who may declare the Cuckoo), and what the dealer does
    (``talon``: Coucou's three cards, the player before the dealer exchanging with the talon)."""
    opts = PRESETS.get(rules or "", PRESETS["cambio"])
    return {"pack": opts.pack, "dealer": "talon" if opts.family == "lives" and opts.dealer_three else "pack"}


def card_reference(rules: str | None, lang: str) -> list[str]:
    """What the special cards do under ``rules``, in ``lang`` (the sentences of the game's text catalogue)."""
    opts = PRESETS.get(rules or "", PRESETS["cambio"])
    if opts.family == "le-her":
        return [_say(lang, "note_exchange_le_her", rules), _say(lang, "note_exchange_le_her_dealer", rules)]
    if opts.pack == "slabberjan":  # the matadors; the dealer's bag
        return [
            _say(lang, "note_exchange_slab", rules, side=opts.direction),
            _say(lang, "note_exchange_slab_dealer", rules),
        ]
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
    return [_say(lang, "reference_intro", rules), *(_bold_head(_say(lang, k, rules)) for k in keys)]


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


def _french(rules: str, opts: CucuOptions, lang: str, players: int | None) -> dict[str, Any]:
    """The French pack by rank, the top first (the King, or the Ace played high); the suit never counts.  Coucou's
    32 cards where the table plays them (``auto``: by its number of players, when known)."""
    top = powers.top_rank(opts)
    short = opts.pack_size == "32" if players is None else short_french_pack(opts, players)
    pack = [c for c in french.PACK if not short or french.rank_of(c) in (1, 7, 8, 9, 10, 11, 12, 13)]
    ranks = sorted({french.rank_of(c) for c in pack}, key=lambda r: (r != top, -r if r != 1 or top != 1 else 0))
    table = powers.table(rules, opts, pack)
    key = "guide_king_le_her" if opts.family == "le-her" else "guide_refuse"
    cards = sorted(pack, key=lambda c: (ranks.index(french.rank_of(c)), french.suit_of(c)))
    return guide("french", [
        entry(french.card_str(c), french.card_name(c, lang if lang in french.LANGUAGES else "en"),
              _say(lang, "guide_place_french", rules, k=ranks.index(french.rank_of(c)) + 1, n=len(ranks)),
              _say(lang, key, rules) if c in table else plain(lang))
        for c in cards])  # fmt: skip


def card_guide(
    rules: str | None, lang: str, options: dict[str, Any] | None = None, players: int | None = None
) -> dict[str, Any]:
    """Every card of the rule set's pack, strongest first (the engine's ranks: XV the Cuckoo … -4 the fool;
    the French pack by rank), with its name, its place and its power under ``rules`` (the rule set's list of
    powers, :mod:`taverna.games.cucu.powers`, as the table's options leave it); ``players``, the table's number of
    players where known, for the pack that depends on it (Coucou's 32 or 52 cards, ``pack_size`` ``auto``)."""
    rules = rules if rules in PRESETS else "cambio"
    opts = _options(rules, dict(options or {}))
    if opts.pack == "french":
        return _french(rules, opts, lang, players)
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
        if key:  # eff_hunter -> guide_asked_hunter: the effect as the guide says it, a sentence of its own
            said.append(_say(lang, "guide_asked_" + key.removeprefix("eff_"), rules))
        elif word == powers.STOP:
            auto = opts.cuckoo_rule == "auto" and opts.cuckoo_declare != "manual"
            said.append(_say(lang, "guide_cuckoo_auto" if auto else "guide_cuckoo_declare", rules))
        elif word == powers.RECEIVER_PAYS:
            said.append(_say(lang, "guide_fool_receiver", rules))
        if c == cuckoo.CUCKOO and rules == "campli":
            said.append(_say(lang, "guide_cuckoo_safe", rules))
        if c == FOOL and opts.fool_rule in ("campli", "lu-stu"):
            said.append(_say(lang, f"guide_fool_{opts.fool_rule.replace('-', '_')}", rules))
        return join(lang, *said) or plain(lang)

    n = len(cuckoo.RANKS)
    notes = [_option_help(o, lang) for o in _CHANGES_ORDER if getattr(opts, o, False)]
    return guide("cuckoo", [entry(cuckoo.card_str(c), names[cuckoo.card_str(c)], place(lang, k + 1, n), power(c))
                            for k, c in enumerate(cuckoo.RANKS)], notes)  # fmt: skip
