"""A refusal tells the asker nothing that the asker's own view does not show (every game, every rule set).

Issue 15: in Cucù's Cambio rules a player not to act was told "may act now: C, D", where D was not in
the public waiting list but held the Cuckoo (and so could declare it out of turn): the refusal named
the holder of a hidden card.  ``NotYourTurn`` now names ``waiting_for()`` only, and a player who may act
only optionally (by a hidden card) is refused with the very same message as everyone else.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from taverna.bots import Bot, RandomBot, bot_step, get_bot
from taverna.cards import cuckoo, french
from taverna.cards.cuajo import NOTATION as CUAJO
from taverna.cards.cuajo import cuajo_pack
from taverna.cards.italian import NOTATION as ITALIAN
from taverna.cards.italian import italian_pack
from taverna.core import Action, Match, NotYourTurn, Rng, TavernaError
from taverna.games import create_match, games
from taverna.i18n.refusals import localise
from tests.sizes import heavy

EXAMPLES = heavy(200, default=96)
NAMES = ("Ada", "Bea", "Cid", "Dov", "Eli", "Fay", "Gus", "Ivo")

# every game and rule set, and BGA with the Cucco declared by hand (the original rule)
CONFIGS: list[tuple[str, str | None, dict[str, Any]]] = [
    (g.id, r, {}) for g in games().values() for r in (list(g.rule_sets) or [g.default_rules])
] + [("cucu", "bga", {"cuckoo_declare": "manual"})]

# the canonical names of every card of every pack Taverna uses (a token of a message that is one of
# these names a card)
CARD_NAMES = (
    {cuckoo.card_str(c) for c in cuckoo.cuckoo_pack()}
    | {french.card_str(c) for c in french.french_pack()}
    | set(ITALIAN.format_all(italian_pack()))
    | set(CUAJO.format_all(cuajo_pack()))
)
TOKEN = re.compile(r"[0-9A-Za-z_']+")


def _pack_of(m: Match) -> set[str]:
    """The card names of ``m``'s game (so that a card word's argument is a card the game knows: a
    refusal listing the pack's names is about the pack, public, not about a position)."""
    out = set()
    for name in CARD_NAMES:
        try:
            if m.canonical_card(name) == name:
                out.add(name)
        except TavernaError:
            pass
    return out or {cuckoo.card_str(c) for c in cuckoo.cuckoo_pack()}


def _pack_words(m: Match) -> set[str]:
    """The words of the pack's own description (what a bad card name is told: the names and the range of
    the pack), the same at every position and so public."""
    out: set[str] = set()
    for bad in ("nonsense", "999999", 999_999):
        try:
            m.canonical_card(bad)
        except TavernaError as exc:
            out |= _tokens(str(exc))
    return out


def _tokens(text: str) -> set[str]:
    return set(TOKEN.findall(text))


def _players(game: str, rules: str | None) -> list[str]:
    info = games()[game]
    return list(NAMES[: min(info.usual_for(rules), len(NAMES))])


def _attempts(m: Match, rng: random.Random) -> list[Action]:
    """Actions to try: everything legal for anyone now (with an argument where one is needed, and with
    a malformed one), nonsense words, and the game's card words with a card of its pack."""
    out: list[Action] = [Action("xyzzy"), Action("declare"), Action("keep"), Action("pass"), Action("time")]
    for q in m.to_act():
        for a in m.legal_actions(q):
            out.append(a)
            out.append(Action(a.word, 999_999))
            if a.arg is not None:
                out.append(Action(a.word))
    pack = sorted(_pack_of(m))
    for word in sorted(m.card_words):
        out.append(Action(word, rng.choice(pack)))
    return list(dict.fromkeys(out))


def _echoes(action: Action) -> list[str]:
    """How a message may quote the action the asker sent (the asker wrote it: it tells them nothing)."""
    out = [str(action), action.word]
    if action.arg is not None:
        out += [str(action.arg), repr(action.arg), json.dumps(action.arg, ensure_ascii=False)]
    return sorted(out, key=len, reverse=True)


def _refusals(m: Match, rng: random.Random) -> Iterator[tuple[str, Action, TavernaError]]:
    for p in m.players:
        for a in _attempts(m, rng):
            try:
                m.check(p, a)
            except TavernaError as exc:
                yield p, a, exc


def _leaks(m: Match, player: str, action: Action, message: str) -> list[str]:
    """What ``message`` (a refusal to ``player`` of ``action``) names that ``player``'s view does not show."""
    view = m.view(player)
    text = message
    for echo in _echoes(action):
        text = text.replace(echo, " ")
    mentioned = _tokens(text) - _pack_words(m)
    shown = _tokens(json.dumps(view, ensure_ascii=False))
    problems = []
    # players: only the asker, those the view says the match waits for, and names in the asker's own
    # legal actions may be named
    allowed = {player, *view["to_act"]} | {n for a in view["legal"] for n in _tokens(a) if n in m.players}
    for name in sorted(mentioned & set(m.players) - allowed):
        problems.append(f"names {name}, whom {player}'s view does not show as acting")
    # cards: every card named must occur in the asker's view
    for card in sorted(mentioned & CARD_NAMES - shown):
        problems.append(f"names card {card}, which {player}'s view does not show")
    # anything else private: a word that only other players' views hold
    others = set().union(*(_tokens(json.dumps(m.view(q), ensure_ascii=False)) for q in m.players if q != player))
    for word in sorted(w for w in mentioned & (others - shown) if not w.isdigit()):
        problems.append(f"holds {word!r}, which only other players' views show")
    return problems


def _play(m: Match, seed: int, steps: int) -> None:
    """Random play, or (odd seeds) the game's rule-of-thumb bots, which reach purro, claims and the like."""
    bots: dict[str, Bot] = {p: get_bot(m.game, "simple") if seed % 2 else RandomBot() for p in m.players}
    rngs = {p: Rng(seed * 31 + i) for i, p in enumerate(m.players)}
    for _ in range(steps):
        if not bot_step(m, bots, rngs):
            return


@pytest.mark.parametrize(("game", "rules", "options"), CONFIGS, ids=[f"{g}-{r}-{o}" for g, r, o in CONFIGS])
@settings(max_examples=max(EXAMPLES // 16, 4), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 150))
def test_refusals_name_nothing_the_askers_view_does_not_show(
    game: str, rules: str | None, options: dict[str, Any], seed: int, steps: int
) -> None:
    """At a position reached by random legal play, every player (to act or not) tries every action legal
    for anyone, malformed variants of them, nonsense and card words with any card; every refusal's
    message, with the quoted action taken out (the asker wrote it), must name

    * no player but the asker, those the asker's view lists as ``to_act`` (``waiting_for()``: public)
      and those named in the asker's own legal actions (in the view);
    * no card (a token that is a canonical card name of some pack) that the asker's view JSON lacks;
    * no word (numbers aside) that only other players' views hold (their hands, private events).

    Words of the pack's own description (a bad card name is answered with the pack's names) are public
    and not counted.  Player names are judged by the view's ``to_act`` rather than by the view's text,
    as every view lists every player: naming one as able to act is what would leak.

    The server relays ``match.check``'s refusal in the connection's language (``server/tables.py``
    ``Table.act``: the sentence of ``errors.ftl`` the error names, its variables the same as English's, checked
    here in French too) and adds only fixed sentences of its own; a replay error (which lists everyone's legal actions, for a
    record's owner) is turned into the generic failure there, so checking ``check`` covers the server.
    Numeric card names (Cucù's 0-15) count as shown when the number occurs anywhere in the view: the
    check is weaker for them, never wrong."""
    m = create_match(game, rules=rules, options=options or None, players=_players(game, rules), seed=seed)
    _play(m, seed, steps)
    rng = random.Random(seed)
    for p, a, exc in _refusals(m, rng):
        # as the terminal and the server say it: in English (str), and in French (the sentence of errors.ftl)
        for message in (str(exc), localise(exc, "fr")):
            problems = _leaks(m, p, a, message)
            assert not problems, f"{p} sent {a} and was told {message!r}: {'; '.join(problems)}"
        if exc.key is not None:  # a refusal a person meets: English's sentence says what str() says
            assert localise(exc, "en") == str(exc), exc.key


def _cambio_holder_not_waited_for() -> tuple[Match, str, str]:
    """A Cambio position where the Cuckoo's holder may declare but the match waits for someone else."""
    for seed in range(200):
        m = create_match("cucu", rules="cambio", players=list(NAMES[:5]), seed=seed)
        waiting = m.waiting_for()
        optional = [p for p in m.to_act() if p not in waiting]
        if optional:
            bystander = next(p for p in m.players if p not in m.to_act())
            return m, optional[0], bystander
    raise AssertionError("no seed deals the Cuckoo to a player not to act")  # pragma: no cover


def test_cambio_refusal_does_not_name_the_cuckoo_holder() -> None:
    m, holder, bystander = _cambio_holder_not_waited_for()
    with pytest.raises(NotYourTurn) as exc:
        m.check(bystander, "keep")
    for said in (str(exc.value), localise(exc.value, "fr"), localise(exc.value, "ko")):
        assert holder not in said
        assert all(w in said for w in m.waiting_for())


def test_the_holder_is_refused_exactly_like_a_bystander() -> None:
    """The one who may declare out of turn gets, for anything else, the refusal everyone not waited for gets."""
    m, holder, bystander = _cambio_holder_not_waited_for()
    for action in ("keep", "exchange", "insure", "xyzzy"):
        with pytest.raises(NotYourTurn) as by_holder:
            m.check(holder, action)
        with pytest.raises(NotYourTurn) as by_bystander:
            m.check(bystander, action)
        assert str(by_holder.value).replace(holder, "X") == str(by_bystander.value).replace(bystander, "X")
        said = [localise(e.value, "fr") for e in (by_holder, by_bystander)]  # the same in French, and French
        assert said[0].replace(holder, "X") == said[1].replace(bystander, "X") != str(by_holder.value)
        assert "ce n'est pas le tour de" in said[0]
    assert m.check(holder, "declare") == Action("declare")


def test_a_refusal_crosses_a_process_boundary_whole() -> None:
    """An engine error pickles and comes back the same (the replay process and the arena's workers send
    them back): its class, its English text, its sentence's key and fields, and IllegalAction's own
    attributes (an IllegalAction could not be unpickled at all: its __init__ was called again with the
    message alone)."""
    import pickle

    m = create_match("hypp", players=["Ada", "Bea", "Cid"], seed=1)
    mover = m.waiting_for()[0]
    other = next(p for p in m.players if p != mover)
    for player, action in [(other, "pass"), (mover, "fly"), (mover, ["pass", 3])]:
        with pytest.raises(TavernaError) as exc:
            m.check(player, action)
        back = pickle.loads(pickle.dumps(exc.value))
        assert type(back) is type(exc.value) and str(back) == str(exc.value)
        assert (back.key, back.fields) == (exc.value.key, exc.value.fields)
        assert vars(back) == vars(exc.value)
        assert localise(back, "fr") == localise(exc.value, "fr")
