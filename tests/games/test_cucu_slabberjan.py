"""Slabberjan (``slabberjan``): the lives family of the Cucù engine with the 42 wooden pieces of Zeeland.  The
scenarios are the test cases of ``../shared/family/slabberjan.md`` and the source sentences quoted in
``docs/rules/cucu.md`` (Slabberjan's section): the old rule sheet (Zeeland 2003 p. 19), the rules compared
(pp. 15-16), the English summary (gamerules.com / totoking1) and the family page (poppelepats)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.cards import slabberjan as pieces
from taverna.core import Action
from taverna.core.errors import BadCard, UnknownOption
from taverna.games import create_match
from taverna.games.cucu import powers
from taverna.records import replay
from tests.sizes import heavy

from .cucu_play import play_random

KEEP, EXCHANGE = Action("keep"), Action("exchange")


def slab(cards: list[str], players: str = "ABCDEF", **options: Any) -> Any:
    """A Slabberjan match whose first deal is ``cards`` (the players from the dealer's neighbour on, the dealer
    last, then the bag's pieces in the order they are drawn); the dealer is the last player."""
    return create_match("cucu", rules="slabberjan", players=list(players), dealer=players[-1], seed=1,
                        shuffles=[cards], options=options or None)  # fmt: skip


def held(m: Any, p: str) -> str:
    return str(m.card_str(m.hands[p].card))


def tokens(m: Any) -> dict[str, int]:
    return {p: m.count[p] for p in m.players}


def kinds(m: Any, since: int = 0) -> list[str]:
    return [e.kind for e in m.log[since:] if e.to is None]


# ---------------------------------------------------------------- the pack
def test_the_pack_is_42_pieces_21_kinds_two_of_each_in_the_sheets_order() -> None:
    """The old sheet: "Het spel bestaat uit 42 dopjes ... Daarvan is de ruiter de hoogste. Daarop volgt de vogel, dan de kat, dan de
    herberg. Nu volgen 13 dubbele nummers"."""
    pack = pieces.slabberjan_pack()
    assert len(pack) == 42 and len(set(pack)) == 21 and all(pack.count(k) == 2 for k in set(pack))
    order = [pieces.card_str(k) for k in pieces.KINDS]
    assert order[:4] == ["rider", "bird", "cat", "inn"]
    assert order[4:17] == [str(n) for n in range(12, -1, -1)]
    assert order[17:] == ["white-bread", "pot", "face", "jan-rit"]  # PP/TK: Nar < Zot < Pot < Blind
    assert m_pack_of_a_match() == sorted(pack)


def m_pack_of_a_match() -> list[int]:
    return sorted(slab([]).pack)


def test_the_dutch_and_english_names_are_read() -> None:
    for name, kind in (("Ruiter", "rider"), ("kap-af", "rider"), ("Vogel", "bird"), ("Poesje", "cat"),
                       ("Herberg", "inn"), ("Wittebrood", "white-bread"), ("Meelzak", "white-bread"),
                       ("Pispot", "pot"), ("Smoel", "face"), ("Zot", "face"), ("Nar", "jan-rit"),
                       ("knight", "rider"), ("fool", "jan-rit")):  # fmt: skip
        assert pieces.card_str(pieces.parse_card(name)) == kind
    with pytest.raises(BadCard):
        pieces.parse_card("13")
    for lang in pieces.LANGUAGES:
        names = {pieces.card_name(k, lang) for k in pieces.KINDS}
        assert len(names) == 21  # every kind has its own name in every language


# ---------------------------------------------------------------- the brief's test cases
def test_case_1_pispot_asks_the_six_and_they_swap_secretly() -> None:
    m = slab(["pot", "6", "9", "10", "11", "12"])
    m.apply("A", EXCHANGE)
    assert (held(m, "A"), held(m, "B")) == ("6", "pot")
    # "Men ruilt dan onderling zonder dat anderen er de waarde van kunnen zien"
    assert "B" not in m.view("C")["cards"] and "A" not in m.view("C")["cards"]
    assert m.view("A")["cards"].get("B") == "pot"


def test_case_2_herberg_voorbij_the_asker_exchanges_with_the_next_one() -> None:
    m = slab(["9", "2", "inn", "7", "11", "12"])
    m.apply("A", KEEP)
    m.apply("B", EXCHANGE)
    assert "herberg" in kinds(m)
    assert (held(m, "B"), held(m, "C"), held(m, "D")) == ("7", "inn", "2")
    assert m.view("E")["cards"].get("C") == "inn"  # the call shows the Inn
    assert tokens(m)["B"] == 3  # no fee by default (the disputed 'gelag')


def test_case_3_poesje_krabt_alles_terug_every_exchange_is_undone() -> None:
    """A<->B, then B<->D (past C's Inn); E, asked, holds the Cat: A, B and D get their own pieces back."""
    m = slab(["pot", "6", "inn", "3", "cat", "9"])
    m.apply("A", EXCHANGE)
    m.apply("B", EXCHANGE)
    assert (held(m, "A"), held(m, "B"), held(m, "D")) == ("6", "3", "pot")
    m.apply("C", KEEP)
    m.apply("D", EXCHANGE)
    assert "poesje" in kinds(m) and "undone" in kinds(m)
    assert (held(m, "A"), held(m, "B"), held(m, "C"), held(m, "D"), held(m, "E")) == ("pot", "6", "inn", "3", "cat")
    undone = next(e for e in m.log if e.kind == "undone")
    assert undone.data["players"] == ["A", "B", "D"]
    assert tokens(m)["D"] == 3  # the Cat makes nobody pay (Z15)


def test_case_4_the_dealer_lays_jan_rit_on_the_table_and_draws_blind_from_the_bag() -> None:
    m = slab(["9", "8", "7", "10", "11", "jan-rit", "5"])
    for p in "ABCDE":
        m.apply(p, KEEP)
    m.apply("F", EXCHANGE)
    assert m.deals[0]["revealed"]["F"] == "5" and m.deals[0]["losers"] == ["F"]  # (5 is the lowest)
    bag = next(e for e in m.log if e.kind == "deck_exchange")
    assert bag.data == {"player": "F", "source": "bag"}
    # "het slechte stuk op tafel liggen, zodat deze niet opnieuw getrokken kan worden": laid aside, out of the bag
    m = slab(["9", "8", "7", "10", "11", "jan-rit", "5"], players="ABCDEF")
    m.apply("A", KEEP)
    m.hands["F"].card, m.deck = pieces.JAN_RIT, [pieces.POT]  # (the bag's last piece)
    for p in "BCDE":
        m.apply(p, KEEP)
    before = len(m.log)
    m.apply("F", EXCHANGE)
    reveal = next(e for e in m.log[before:] if e.kind == "reveal")
    assert reveal.data["cards"]["F"] == "pot"  # the bag held only the pot: Jan Rit, on the table, was not drawn


def test_case_5_van_der_baan_the_smoel_pays_four() -> None:
    m = slab(["face", "8", "7", "10", "11", "9"], stakes="graded", lives=5)
    m.apply("A", KEEP)
    for p in "BCDEF":
        m.apply(p, KEEP)
    assert m.deals[0]["losers"] == ["A"] and tokens(m)["A"] == 1 and m.pool == 4


# ---------------------------------------------------------------- the source sentences
def test_a_numbered_piece_must_be_exchanged() -> None:
    """Z19: "Als men een genummerd dopje heeft is men verplicht te ruilen" (the one asked is not asked to agree)."""
    m = slab(["2", "12", "9", "10", "11", "8"])
    m.apply("A", EXCHANGE)
    assert (held(m, "A"), held(m, "B")) == ("12", "2") and m.to_act() == ["B"]


def test_the_rider_refuses_and_the_asker_pays_a_cent() -> None:
    """Z15: De Waal: 'de aanbieder bij "sta voor den vogel" net als bij "kap af" een cent in de pot'."""
    m = slab(["2", "rider", "9", "10", "11", "8"])
    m.apply("A", EXCHANGE)
    assert (held(m, "A"), held(m, "B")) == ("2", "rider") and "ruiter" in kinds(m)
    assert tokens(m)["A"] == 2 and m.pool == 1
    assert m.to_act() == ["B"]  # the exchanges go on
    m = slab(["2", "rider", "9", "10", "11", "8"], rider_fee=False)
    m.apply("A", EXCHANGE)
    assert tokens(m)["A"] == 3 and m.pool == 0


def test_the_bird_stops_the_exchanges_and_every_piece_is_shown() -> None:
    """Z15: Van Wallenburg: "de ruil voorbij de Vogel stopt en er 'gebliekt' moet worden" (the default)."""
    m = slab(["2", "bird", "jan-rit", "10", "11", "8"])
    m.apply("A", EXCHANGE)
    assert "vogel" in kinds(m) and "reveal" in kinds(m)
    assert m.deals[0]["revealed"] == {"A": "2", "B": "bird", "C": "jan-rit", "D": "10", "E": "11", "F": "8"}
    assert m.deals[0]["losers"] == ["A", "C"]  # A paid the cent, C holds the lowest piece
    assert tokens(m) == {"A": 2, "B": 3, "C": 2, "D": 3, "E": 3, "F": 3} and m.pool == 2


def test_de_waal_after_the_bird_the_next_player_may_exchange_again() -> None:
    """Z15: "Volgens De Waal zou de volgende speler dan weer mogen ruilen" (``bird=on``)."""
    m = slab(["2", "bird", "jan-rit", "10", "11", "8"], bird="on")
    m.apply("A", EXCHANGE)
    assert "vogel" in kinds(m) and "reveal" not in kinds(m)
    assert tokens(m)["A"] == 2 and m.to_act() == ["B"]


def test_the_english_summary_the_cat_makes_the_asker_pay_and_ends_their_turn() -> None:
    """TK: "The player who attempted the swap must pay a marker into the center pile. They do not get to swap"."""
    m = slab(["pot", "6", "inn", "3", "cat", "9"], cat="pay")
    m.apply("A", EXCHANGE)
    m.apply("B", KEEP)
    m.apply("C", KEEP)
    m.apply("D", EXCHANGE)
    assert "poesje" in kinds(m) and "undone" not in kinds(m)
    assert (held(m, "A"), held(m, "B"), held(m, "D")) == ("6", "pot", "3") and tokens(m)["D"] == 2


def test_the_inns_fee_when_chosen() -> None:
    """Z20: "het dispuut van het al of niet betalen van gelag in de herberg" (``inn-fee``)."""
    m = slab(["9", "2", "inn", "7", "11", "12"], inn_fee=True)
    m.apply("A", KEEP)
    m.apply("B", EXCHANGE)
    assert (held(m, "B"), held(m, "D")) == ("7", "2") and tokens(m)["B"] == 2 and m.pool == 1


def test_the_inn_held_by_the_dealer_leaves_nobody_to_exchange_with() -> None:
    m = slab(["9", "8", "7", "10", "2", "inn"])
    for p in "ABCD":
        m.apply(p, KEEP)
    m.apply("E", EXCHANGE)
    assert "herberg" in kinds(m) and "no_exchange" in kinds(m) and held(m, "E") == "2"


def test_the_order_of_the_low_pieces_modern_and_the_old_sheet() -> None:
    """PP: "Nar ... Zot (of Smoel) ... Pot (Pispot) ... Blind (ook wel Wittebrood)" from low to high; Z19: "2 blanke
    sneeuw genaamd dan 2 ... gezichten, vervolgens 2. waterpotten, en ten slotte 2 narren"."""
    deal = ["pot", "face", "7", "10", "11", "9"]
    m = slab(deal)
    for p in "ABCDEF":
        m.apply(p, KEEP)
    assert m.deals[0]["losers"] == ["B"]  # the Face is below the Pot
    m = slab(deal, low_order="sheet")
    for p in "ABCDEF":
        m.apply(p, KEEP)
    assert m.deals[0]["losers"] == ["A"]  # the sheet: the faces above the water pots


def test_equal_lowest_pieces_all_pay() -> None:
    m = slab(["0", "0", "7", "10", "11", "9"])
    for p in "ABCDEF":
        m.apply(p, KEEP)
    assert m.deals[0]["losers"] == ["A", "B"] and m.pool == 2


def test_op_sloffen_every_player_plays_on_credit_until_the_next_debt() -> None:
    """Z16: "Wie uiteindelijk zijn centen kwijt is en niet meer aan een nieuwe schuld kan voldoen, wordt dood
    verklaard"; Klokke: "elke speler op 'sloffen' mag"."""
    m = slab(["0", "8", "7", "10", "11", "9"], lives=1)
    for p in "ABCDEF":
        m.apply(p, KEEP)
    assert tokens(m)["A"] == 0 and "A" not in m.out and "on_credit" in kinds(m)
    assert m.view("B")["on_credit"] == ["A"]


def test_op_sloffen_only_the_first_or_nobody() -> None:
    """Z16: "In de 'oude' spelregels van Goudswaard mag slechts de eerste die blut is, op sloffen"."""
    m = slab(["0", "0", "7", "10", "11", "9"], lives=1, on_credit="first")
    for p in "ABCDEF":
        m.apply(p, KEEP)
    assert "A" not in m.out and "B" in m.out  # A ran out first (in the order of play), B is dead
    m = slab(["0", "8", "7", "10", "11", "9"], lives=1, on_credit="none")
    for p in "ABCDEF":
        m.apply(p, KEEP)
    assert "A" in m.out


def test_a_debt_that_cannot_be_paid_kills_within_one_round() -> None:
    """Z16: "In dit geval kan een speler dus binnen één ronde 'dood' zijn" (Van der Baan's Jan Rit pays five)."""
    m = slab(["jan-rit", "8", "7", "10", "11", "9"], stakes="graded")
    for p in "ABCDEF":
        m.apply(p, KEEP)
    assert "A" in m.out and tokens(m)["A"] == 0 and m.pool == 3


def test_the_last_player_alive_takes_the_pot() -> None:
    m = slab(["0", "8"], players="AB", lives=1, on_credit="none")
    m.apply("A", KEEP)
    m.apply("B", KEEP)
    assert m.finished and m.winner == "B" and m.payouts == {"B": 1}


def test_the_direction_is_in_the_view_and_options_apply_to_slabberjan_only() -> None:
    assert slab([]).view("A")["direction"] == "right"
    assert slab([], direction="left").view("A")["direction"] == "left"
    with pytest.raises(UnknownOption):
        create_match("cucu", rules="ranter", players=list("ABCD"), options={"bird": "on"})
    with pytest.raises(UnknownOption):
        create_match("cucu", rules="slabberjan", players=list("ABCD"), options={"king": False})


def test_the_powers_are_the_rule_sets_list() -> None:
    table = {pieces.card_str(c): p.power for c, p in slab([]).powers.items()}
    assert table == {"rider": powers.REFUSE, "bird": "halt", "cat": powers.UNDO_ALL, "inn": powers.PASS_ON}
    table = {pieces.card_str(c): p.power for c, p in slab([], bird="on", cat="pay").powers.items()}
    assert table == {"rider": powers.REFUSE, "bird": powers.REFUSE, "cat": powers.ASKER_PAYS, "inn": powers.PASS_ON}


# ---------------------------------------------------------------- records and invariants
@pytest.mark.parametrize("n,options", [(4, {}), (6, {"stakes": "graded", "low-order": "sheet"}),
                                       (3, {"bird": "on", "cat": "pay", "inn-fee": True})])  # fmt: skip
def test_records_replay_exactly(n: int, options: dict[str, Any]) -> None:
    for seed in range(4):
        m = play_random("slabberjan", n, seed, options, check_views=True)
        again = replay(m.record())
        assert again.summary() == m.summary() and again.finished


VARIANTS: list[dict[str, object]] = [
    {}, {"bird": "on"}, {"cat": "pay"}, {"inn-fee": True, "rider-fee": False}, {"stakes": "graded"},
    {"on-credit": "first", "low-order": "sheet"}, {"on-credit": "none", "ties": "pair", "lives": 1},
]  # fmt: skip


@pytest.mark.parametrize("options", VARIANTS, ids=[str(o) for o in VARIANTS])
@settings(max_examples=heavy(200, default=10), deadline=None)
@given(seed=st.integers(0, 2**31), n=st.integers(2, 9))
def test_random_matches_keep_every_invariant(options: dict[str, object], seed: int, n: int) -> None:
    """Pieces, tokens and the pot conserved, no view shows a piece its player may not see, the record replays."""
    m = play_random("slabberjan", n, seed, dict(options), check_views=True)
    s = m.summary()
    assert m.finished and s["to_act"] == [] and s["winner"] is not None
    assert len([p for p in m.players if p not in m.out]) == 1 and m.pool == 0


# ---------------------------------------------------------------- words
@pytest.mark.parametrize("lang", ["en", "it", "ko", "ja", "fr"])
def test_every_event_and_the_help_in_every_language(lang: str) -> None:
    from taverna.games.cucu import messages_slabberjan, text

    said: set[str] = set()
    for n, options in ((5, {"lives": 2}), (4, {"bird": "on", "cat": "pay", "inn-fee": True, "stakes": "graded"}),
                       (6, {"on-credit": "none", "lives": 1})):  # fmt: skip
        for seed in range(4):
            m = play_random("slabberjan", n, seed, options, check_views=False)
            for e in m.log:
                if e.to is None or e.kind == "card":
                    ev = {"kind": e.kind, **e.data, **({"to": e.to} if e.to else {})}
                    line = text.describe_event(ev, lang, "slabberjan")
                    if line is not None:
                        assert "{" not in line and not line.startswith(f"{e.kind}:"), line
                        said.add(e.kind)
            for viewer in m.players:
                assert "{" not in text.situation(m.view(viewer), lang)
    assert set(messages_slabberjan.EVENT_PIECES) <= said
    assert {"token_paid", "undone", "exchanges_end", "deck_exchange", "reveal", "pool_paid", "eliminated"} <= said
    m = slab(["2", "8", "7", "10", "11", "9"])
    right = text._say(lang, "note_exchange_slab", side="right")
    assert right in text.help_text(m.view("A"), lang)
    left = slab(["2", "8", "7", "10", "11", "9"], direction="left")  # (a mirror image: the help says which side)
    assert text._say(lang, "note_exchange_slab", side="left") in text.help_text(left.view("A"), lang)
    assert text._say(lang, "note_exchange_slab", side="left") != right  # the sentence names the side
    for p in "ABCDE":
        m.apply(p, KEEP)
    assert text._say(lang, "note_exchange_slab_dealer") in text.help_text(m.view("F"), lang)
    assert text.name_card("pot", lang, "slabberjan") == pieces.card_name(pieces.POT, lang)
    line = text.describe_event(
        {"kind": "ruiter", "player": "B", "requester": "A", "call": "Kap af!"}, lang, "slabberjan"
    )
    assert line is not None and pieces.card_name(pieces.RIDER, lang) in line and "Kap af!" in line


def test_a_whole_match_in_the_terminal_and_its_record_replays(tmp_path: Any) -> None:
    import json

    from typer.testing import CliRunner

    from taverna.cli.main import app

    runner = CliRunner()
    out = tmp_path / "m.json"
    answers = "\n".join(["?"] + ["1"] * 3000) + "\n"
    res = runner.invoke(app, ["play", "cucu", "--rules", "slabberjan", "--players", "4", "--seed", "5", "--save",
                              str(out)], input=answers)  # fmt: skip
    assert res.exit_code == 0, res.output
    assert "Your choices" in res.output and "Winner:" in res.output
    assert "ask the next player, your right-hand neighbour, for an exchange (a number or a low piece" in " ".join(
        res.output.split()
    )
    replayed = runner.invoke(app, ["replay", str(out), "--json"])
    assert json.loads(replayed.output)["finished"] is True
    res = runner.invoke(app, ["games", "--json"])
    cucu = next(g for g in json.loads(res.output) if g["id"] == "cucu")
    names = {o["name"] for o in cucu["rule_sets"]["slabberjan"]["options"]}
    assert {"lives", "ties", "direction", "bird", "cat", "rider-fee", "inn-fee", "low-order", "stakes",
            "on-credit"} <= names  # fmt: skip
    assert not {"king", "ace", "dealer-three", "pack-size", "chips", "stock-matador"} & names


@pytest.mark.parametrize("lang", ["en", "it", "ko", "ja", "fr"])
def test_the_card_guide_explains_every_piece_as_the_options_leave_it(lang: str) -> None:
    from taverna.games.cucu import brief, text

    g = brief.card_guide("slabberjan", lang)
    assert g["pack"] == "slabberjan" and len(g["cards"]) == 21
    assert [c["card"] for c in g["cards"]][:4] == ["rider", "bird", "cat", "inn"]
    power = {c["card"]: c["power"] for c in g["cards"]}
    assert text._say(lang, "guide_slab_bird_stop") in power["bird"]
    assert text._say(lang, "guide_slab_cat_undo") in power["cat"]
    assert text._say(lang, "guide_slab_fee") in power["rider"] and text._say(lang, "guide_slab_fee") not in power["inn"]
    g = brief.card_guide("slabberjan", lang, {"bird": "on", "cat": "pay", "inn-fee": True, "stakes": "graded",
                                              "low-order": "sheet"})  # fmt: skip
    power = {c["card"]: c["power"] for c in g["cards"]}
    assert text._say(lang, "guide_slab_bird_on") in power["bird"] and text._say(lang, "guide_slab_fee") in power["inn"]
    assert text._say(lang, "guide_slab_graded", n=5) in power["jan-rit"]
    assert [c["card"] for c in g["cards"]][-4:] == ["white-bread", "face", "pot", "jan-rit"]  # the old sheet's order
    assert brief.card_reference("slabberjan", lang) == [
        text._say(lang, "note_exchange_slab", side="right"),
        text._say(lang, "note_exchange_slab_dealer"),
    ]


def test_the_rule_of_thumb_keeps_a_matador_and_does_not_pay_the_rider_it_has_seen() -> None:
    from taverna.core import Rng
    from taverna.games.cucu import bot

    m = slab(["inn", "8", "7", "10", "11", "9"])
    assert bot.choose(m.view("A"), m.legal_actions("A"), Rng(1)) == KEEP
    m = slab(["jan-rit", "8", "7", "10", "11", "9"])
    assert bot.choose(m.view("A"), m.legal_actions("A"), Rng(1)) == EXCHANGE
    m = slab(["0", "3", "rider", "10", "11", "9"])
    m.apply("A", EXCHANGE)  # A: 3, B: 0; B's next player C holds the Rider, unseen by B: the bot asks
    view = m.view("B")
    assert bot.choose(view, m.legal_actions("B"), Rng(1)) == EXCHANGE
    view["cards"]["C"] = "rider"  # had B seen it (a call shown earlier), asking would cost a token for nothing
    assert bot.choose(view, m.legal_actions("B"), Rng(1)) == KEEP


# ---------------------------------------------------------------- determinization (the hard bot's search)
@pytest.mark.parametrize("options", [{}, {"bird": "on", "cat": "pay", "inn-fee": True}], ids=["default", "variants"])
@settings(max_examples=heavy(40, default=12), deadline=None)
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 60), n=st.integers(3, 7))
def test_samples_are_consistent_with_the_view(options: dict[str, Any], seed: int, steps: int, n: int) -> None:
    """A sample of the hidden pieces is a match whose view, for the sampling player, is the real one: the
    matadors' calls and the Cat's undoing are read from the log (sampler.py)."""
    import json

    from taverna.bots import get_bot
    from taverna.core import Rng
    from taverna.games.sampling import Sampler

    m = create_match("cucu", rules="slabberjan", options=options or None, players=[f"p{i}" for i in range(n)],
                     seed=seed)  # fmt: skip
    rng, bot = Rng(seed), get_bot("cucu", "random")
    for _ in range(steps):
        if m.finished:
            return
        p = m.waiting_for()[0]
        m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    if m.finished:
        return
    p = m.waiting_for()[0]
    view = json.loads(json.dumps(m.view(p)))
    c = Sampler("cucu", view, p).sample(Rng(seed ^ 0x5EED))
    assert c is not m and c.view(p) == view and c.legal_actions(p) == m.legal_actions(p)


def test_the_sampler_follows_the_cats_undoing() -> None:
    import json

    from taverna.core import Rng
    from taverna.games.sampling import Sampler

    m = slab(["pot", "6", "inn", "3", "cat", "9"])
    m.apply("A", EXCHANGE)
    m.apply("B", EXCHANGE)
    m.apply("C", KEEP)
    m.apply("D", EXCHANGE)  # the Cat: every exchange undone
    view = json.loads(json.dumps(m.view("E")))
    for k in range(5):
        c = Sampler("cucu", view, "E").sample(Rng(k))
        assert c.view("E") == view and c.card_str(c.hands["C"].card) == "inn"  # the Inn was shown


def test_the_analysis_runs_on_the_reference_simulator() -> None:
    """``taverna analyze --rules slabberjan``: a keep/exchange threshold per seat over the 21 kinds of piece."""
    from taverna.games.cucu.research.analysis.analyze import analyze_cucu, card_label, card_name
    from taverna.games.cucu.research.analysis.sim import ReferenceSimulator, _ranks, make_simulator

    sim = make_simulator("slabberjan", 4)
    assert isinstance(sim, ReferenceSimulator)  # the numba kernel plays the Cuckoo pack's rule sets only
    assert _ranks("slabberjan") == tuple(range(-4, 17))
    a = analyze_cucu("slabberjan", 4, deals=40, iterations=1, eval_deals=40, simulator=sim)
    assert len(a.seats) == 4 and all(0 <= s.loss_rate <= 1 for s in a.seats)
    assert card_label("slabberjan", 16) == "rider" and card_label("slabberjan", -4) == "jan-rit"
    assert card_name("slabberjan", -2) == "Chamber Pot"


def test_up_to_41_players_the_bag_keeps_a_piece_for_the_dealer() -> None:
    """TK: "NUMBER OF PLAYERS: 2 to 42 players"; with 42 the bag would be empty for the dealer's exchange."""
    from taverna.core.errors import BadOption

    m = play_random("slabberjan", 41, 3, {"lives": 1}, check_views=False)
    assert m.finished and m.pool == 0
    with pytest.raises(BadOption):
        create_match("cucu", rules="slabberjan", players=[f"p{i}" for i in range(42)], seed=1)
    with pytest.raises(BadOption):
        create_match("cucu", rules="slabberjan", players=["solo"], seed=1)


def test_each_player_takes_three_cents_and_the_dealer_deals_last_to_himself() -> None:
    """ZS: "neemt 3 centen"; "begint met zijn rechterbuur ... zich zelf het laatst en doet den zak dicht": the
    first piece to the dealer's neighbour, the dealer's own last, the rest stays in the bag."""
    m = slab(["7", "8", "9", "10", "11", "12", "rider"])
    assert tokens(m) == {p: 3 for p in "ABCDEF"} and m.pool == 0
    dealt = [e.data["player"] for e in m.log if e.kind == "dealt"]
    assert dealt == ["A", "B", "C", "D", "E", "F"] and m.dealer == "F"
    assert len(m.deck) == 42 - 6 and m.deck[0] == pieces.RIDER  # the bag's next piece


def test_a_deal_that_would_leave_nobody_alive_forgives_its_stakes() -> None:
    """Our reading (every source is silent), as Ranter-Go-Round's final-tie=keep: both last players hold the 0;
    paying would kill both (no credit), so nobody pays and the match goes on."""
    m = slab(["0", "0"], players="AB", lives=1, on_credit="none")
    m.apply("A", KEEP)
    m.apply("B", KEEP)
    result = next(e for e in m.log if e.kind == "result")
    assert result.data == {"losers": [], "kept": ["A", "B"]}
    assert tokens(m) == {"A": 1, "B": 1} and not m.finished and m.deal_no == 2
    m = slab(["0", "0"], players="AB", lives=1, on_credit="first")  # the first may go on credit: A pays, B dies
    m.apply("A", KEEP)
    m.apply("B", KEEP)
    assert m.finished and m.winner == "A" and tokens(m) == {"A": 0, "B": 0} and m.payouts == {"A": 2}
