"""Gnav (``gnav``): the 42-card pack on the Cucù engine's lives family.  The scenarios are the test cases of
``../shared/family/gnav.md`` and the source sentences quoted in ``docs/rules/cucu.md`` (section on Gnav): pagat's
page and the Danish rules written down in Copenhagen in 1917; where every source is silent, our readings and
their options."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.bots import get_bot
from taverna.cards import gnav
from taverna.core import Action, Rng
from taverna.core.errors import BadCard, BadOption, UnknownOption
from taverna.games import create_match
from taverna.games.cucu import powers
from taverna.games.cucu.text import describe_event, help_text, situation
from taverna.games.sampling import Sampler
from taverna.records import replay

KEEP, EXCHANGE = Action("keep"), Action("exchange")
LANGS = ("en", "it", "ko", "ja", "fr")


def gnav_match(cards: list[str], players: str = "ABCD", **options: Any) -> Any:
    """A Gnav match whose first deal is ``cards`` (the players from the dealer's left, the dealer last, then
    the stock's top cards); the dealer is the last player."""
    return create_match("cucu", rules="gnav", players=list(players), dealer=players[-1], seed=1,
                        shuffles=[cards], options=options or None)  # fmt: skip


def card(m: Any, p: str) -> str:
    return str(m.card_str(m.hands[p].card))


def kinds(m: Any, since: int = 0) -> list[str]:
    return [e.kind for e in m.log[since:] if e.to is None]


def events(m: Any, kind: str) -> list[dict[str, Any]]:
    return [dict(e.data) for e in m.log if e.kind == kind]


# ---------------------------------------------------------------- the pack
def test_the_pack_is_21_ranks_two_of_each_in_the_sources_order() -> None:
    """pagat: "Gjøk (cuckoo), Dragon (knight), Katt (cat), Hett (horse), Hus (house), XII, XI, X, IX, VIII, VII,
    VI, V, IV, III, II, I, O, Potte (pot), Ugle (owl), Narr (fool)" -- two of each, highest first."""
    names = ["gjøk", "dragon", "katt", "hett", "hus", "XII", "XI", "X", "IX", "VIII", "VII", "VI", "V", "IV", "III",
             "II", "I", "O", "potte", "ugle", "narr"]  # fmt: skip
    ranks = [gnav.parse_card(n) for n in names]
    assert ranks == sorted(ranks, reverse=True) == list(gnav.RANKS)
    assert len(gnav.gnav_pack()) == 42 and all(gnav.gnav_pack().count(r) == 2 for r in gnav.RANKS)
    assert tuple(ranks[:5]) == gnav.MATADORS


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_has_a_name_in_every_language(lang: str) -> None:
    names = [gnav.card_name(r, lang) for r in gnav.RANKS]
    assert len(set(names)) == 21 and all(names)
    assert gnav.card_name(12, lang) == "XII" and gnav.card_name(0, lang) == "O"


def test_the_notation_reads_back_and_refuses_what_is_not_a_card() -> None:
    for r in gnav.RANKS:
        assert gnav.parse_card(gnav.card_str(r)) == r
    for bad in ("XIII", "king", 18, -4, True, 1.5):
        with pytest.raises(BadCard):
            gnav.parse_card(bad)
    with pytest.raises(BadCard):
        gnav.card_name(gnav.CUCKOO, "de")


def test_the_rule_set_lists_its_five_matadors_with_their_calls() -> None:
    m = gnav_match([])
    table = m.powers
    assert {c: (p.power, p.call) for c, p in table.items()} == {
        gnav.CUCKOO: (powers.HALT, "Stå for gøg!"), gnav.DRAGOON: (powers.ASKER_PAYS, "Hugg av!"),
        gnav.CAT: (powers.ASKER_PAYS, "Kis! Kis!"), gnav.HORSE: (powers.PASS_ON, "Hest forbi!"),
        gnav.HOUSE: (powers.PASS_ON, "Hus forbi!"),
    }  # fmt: skip


# ---------------------------------------------------------------- the brief's test cases
def test_case_1_the_dragoon_makes_the_asker_pay_and_keep_their_card() -> None:
    """'Bliver en anmodning om bytte besvaret "Kis! Kis!" eller "Hug af!" får forespørgeren en streg og må
    beholde sin brik' (1917); "the player who tried to swap cards must pay a counter to the pool" (W)."""
    m = gnav_match(["3", "dragoon", "7", "9"])
    m.apply("A", EXCHANGE)
    assert (card(m, "A"), card(m, "B")) == ("3", "dragoon")
    assert m.count["A"] == 2 and m.pool == 1
    told = events(m, "matador")[-1]
    assert told == {"player": "B", "requester": "A", "card": "dragoon", "call": "Hugg av!"}
    assert m.to_act() == ["B"]  # the asker's turn is over; play goes on to the left


def test_the_cat_makes_the_asker_pay_as_the_dragoon_does() -> None:
    m = gnav_match(["2", "cat", "7", "9"])
    m.apply("A", EXCHANGE)
    assert (card(m, "A"), card(m, "B")) == ("2", "cat") and m.count["A"] == 2 and m.pool == 1
    assert events(m, "fined")[-1]["reason"] == "asked the Cat"


@pytest.mark.parametrize("fine", [False, True])
def test_case_2_the_cuckoo_stops_the_deal_at_once(fine: bool) -> None:
    """'Besvares anmodningen med "Stå for gøgen!" må vedkommende ligeledes beholde sin brik, men uden at
    straffes med en streg.  Når der er sagt "Står for gøgen" stopper spillet og alle vender deres brikker.'
    With ``cuckoo_fine`` (the Norwegian sheets), the asker pays too."""
    m = gnav_match(["5", "cuckoo", "owl", "9"], cuckoo_fine=fine) if fine else gnav_match(["5", "cuckoo", "owl", "9"])
    m.apply("A", EXCHANGE)
    assert "reveal" in kinds(m) and m.deal_no == 2  # nobody else exchanged: the next deal has begun
    assert events(m, "reveal")[0]["cards"] == {"A": "5", "B": "cuckoo", "C": "owl", "D": "9"}
    assert events(m, "result")[0]["losers"] == ["C"]
    assert m.count == {"A": 2 if fine else 3, "B": 3, "C": 2, "D": 3}
    assert m.pool == (2 if fine else 1)


def test_case_3_the_house_passes_the_request_on_to_the_next_player() -> None:
    """'Besvares anmodningen med "Hest forbi!" eller "Hus forbi!" straffes forespørgeren ej heller, men retter
    anmodningen til den næste i rækken' (1917)."""
    m = gnav_match(["2", "house", "10", "9"])
    m.apply("A", EXCHANGE)
    assert (card(m, "A"), card(m, "B"), card(m, "C")) == ("10", "house", "2")
    assert m.pool == 0 and m.count["A"] == 3
    assert events(m, "matador")[-1]["call"] == "Hus forbi!"
    assert m.to_act() == ["B"]  # the House's holder still takes their own turn


def test_a_chain_of_matadors_each_acts_in_turn() -> None:
    """The Horse passes A's request to C, whose Dragoon makes A pay."""
    m = gnav_match(["2", "horse", "dragoon", "9"])
    m.apply("A", EXCHANGE)
    assert (card(m, "A"), card(m, "C")) == ("2", "dragoon") and m.count["A"] == 2


def test_passed_on_to_the_dealer_the_dealer_answers_like_anyone() -> None:
    """C's Horse passes B's request to the dealer D, who holds a number and must exchange."""
    m = gnav_match(["XII", "2", "horse", "8"])
    m.apply("A", KEEP)
    m.apply("B", EXCHANGE)
    assert (card(m, "B"), card(m, "D")) == ("8", "2")


@pytest.mark.parametrize(("option", "b_card", "stock"), [("stock", "4", 1), ("keep", "2", 0)])
def test_passed_on_to_a_dealer_who_holds_a_horse_too(option: str, b_card: str, stock: int) -> None:
    """Our reading (the 1917 text breaks off at 'og hvis svaret var uddelerens'): the asker exchanges with the
    stock (``pass_at_dealer=stock``, as Campli's Horse at the dealer) or keeps their card (``keep``)."""
    m = gnav_match(["XII", "2", "horse", "house", "4"], pass_at_dealer=option)
    m.apply("A", KEEP)
    m.apply("B", EXCHANGE)
    assert card(m, "B") == b_card and card(m, "D") == "house"
    assert len(m.aside) == stock


def test_case_4_a_player_dealt_the_fool_knocks_and_everyone_knows() -> None:
    """W: "If a player is dealt the Fool, they must knock the table to alert other players to this fact."."""
    m = gnav_match(["fool", "5", "7", "9"])
    assert events(m, "knock") == [{"player": "A"}]
    for viewer in ("B", "C", "D", None):
        assert m.view(viewer)["cards"].get("A") == "fool"
        assert "B" not in m.view(viewer)["cards"] or viewer == "B"
    m.apply("A", EXCHANGE)  # once it changes hands unseen by C and D, they no longer know where it is
    assert m.view("C")["cards"].get("B") is None and m.view("C")["cards"].get("A") is None


def test_case_5_the_dealer_draws_again_after_a_horse_or_house() -> None:
    """W (citing pagat): the dealer may exchange "with the top card of the stock, drawing another card if a
    Horse or House is drawn"."""
    m = gnav_match(["XII", "XI", "X", "2", "horse", "house", "6"])
    for p in "ABC":
        m.apply(p, KEEP)
    m.apply("D", EXCHANGE)
    draws = events(m, "deck_draw")
    assert [d["card"] for d in draws] == ["horse", "house"] and all(d["effect"] == "draw again" for d in draws)
    assert events(m, "reveal")[0]["cards"]["D"] == "6"


@pytest.mark.parametrize(("option", "d_card", "pool"), [("keep", "2", 1), ("take", "dragoon", 1), ("powers", "2", 2)])
def test_the_dealer_drawing_a_matador(option: str, d_card: str, pool: int) -> None:
    """Our reading where every source is silent (``stock_matador``): the Dragoon drawn is shown and the dealer
    keeps their card (keep), is taken (take), or fines the dealer as a neighbour's Dragoon would (powers)."""
    m = gnav_match(["XII", "XI", "3", "2", "dragoon"], stock_matador=option)
    for p in "ABC":
        m.apply(p, KEEP)
    m.apply("D", EXCHANGE)
    assert events(m, "reveal")[0]["cards"]["D"] == d_card
    assert m.pool == pool  # the lowest card's token, and with ``powers`` the dealer's fine


def test_case_6_the_pot_is_lower_than_the_zero() -> None:
    """P's rank order: XII > ... > O > Potte; the Pot's holder pays one token."""
    m = gnav_match(["7", "O", "pot", "XII"])
    for p in "ABCD":
        m.apply(p, KEEP)
    assert events(m, "result")[0]["losers"] == ["C"] and m.count["C"] == 2 and m.pool == 1


def test_the_fool_is_the_lowest_and_with_fool_end_campli_pays_with_the_lowest_other() -> None:
    cards = ["5", "fool", "owl", "9"]
    m = gnav_match(cards)
    for p in "ABCD":
        m.apply(p, KEEP)
    assert events(m, "result")[0]["losers"] == ["B"]
    m = gnav_match(cards, fool_end="campli")
    for p in "ABCD":
        m.apply(p, KEEP)
    assert events(m, "result")[0]["losers"] == ["B", "C"]


@pytest.mark.parametrize(("ties", "losers"), [("all", ["A", "C"]), ("last", ["C"]), ("pair", ["B"])])
def test_equal_lowest_cards(ties: str, losers: list[str]) -> None:
    """Our reading: each holder of the lowest rank pays (all), as in Ranter-Go-Round; the options of that
    rule set apply: only the last turned up (last) or pairs are safe (pair)."""
    m = gnav_match(["2", "3", "2", "9"], ties=ties)
    for p in "ABCD":
        m.apply(p, KEEP)
    assert events(m, "result")[0]["losers"] == losers


def test_case_7_a_player_without_tokens_drops_out_and_the_last_one_in_wins() -> None:
    """pagat: "Players who have lost all their tokens drop out of the game, and the last person left in after
    everyone else has been knocked out is the winner."."""
    m = gnav_match(["2", "XII"], players="AB", lives=1)
    m.apply("A", KEEP)
    m.apply("B", KEEP)
    assert m.finished and m.winner == "B" and "A" in m.out
    assert events(m, "pool_paid")[0]["payouts"] == {"B": 1}
    # said as the whole pool won (it read "B wins! The pool: B 1", as if a share)
    assert describe_event({"kind": "pool_paid", **events(m, "pool_paid")[0]}, "en", "gnav") == (
        "B wins and takes the pool of 1!")


def test_a_pool_shared_by_players_who_went_out_together_names_them_in_words() -> None:
    """final-tie split: the event's winner is a list; said "A and B go out together and share ..." in every
    language, not the list's Python text ("['A', 'B'] wins!")."""
    ev = {"kind": "pool_paid", "winner": ["A", "B"], "payouts": {"A": 1.5, "B": 1.5}}
    assert describe_event(ev, "en", "gnav") == "A and B go out together and share the pool: A 1.5, B 1.5"
    for lang in ("fr", "it", "ja", "ko"):
        said = describe_event(ev, lang, "gnav") or ""
        assert "[" not in said and "A" in said and "B 1.5" in said, (lang, said)
    over = {"kind": "game_over", "winner": ["A", "B"]}
    assert describe_event(over, "en", "gnav") == "The game is over. Winners: A and B"  # (it said "Winner: A, B")
    assert describe_event({**over, "winner": "A"}, "en", "gnav") == "The game is over. Winner: A"
    assert describe_event(over, "fr", "gnav") == "La partie est terminée. Vainqueurs\u00a0: A et B"


def test_a_fine_that_takes_the_last_token_puts_the_player_out_at_once() -> None:
    """Our reading: pagat's "drop out" applies at once; their card leaves the deal, the rest play on."""
    m = gnav_match(["2", "cat", "3", "9"], lives=1)
    m.apply("A", EXCHANGE)
    assert "A" in m.out and m.to_act() == ["B"]
    for p in "BCD":
        m.apply(p, KEEP)
    assert "A" not in events(m, "reveal")[0]["cards"] and events(m, "result")[0]["losers"] == ["C"]


def test_a_fine_that_leaves_one_player_ends_the_game() -> None:
    m = gnav_match(["2", "cat"], players="AB", lives=1)
    m.apply("A", EXCHANGE)
    assert m.finished and m.winner == "B" and events(m, "result")[0]["losers"] == []


# ---------------------------------------------------------------- options, records, texts
def test_options_are_checked() -> None:
    with pytest.raises(BadOption):
        gnav_match([], stock_matador="swap")
    with pytest.raises(UnknownOption):
        gnav_match([], king=False)  # Ranter-Go-Round's option, not Gnav's
    with pytest.raises(UnknownOption):
        create_match("cucu", rules="ranter", players=list("ABCD"), options={"cuckoo_fine": True})
    with pytest.raises(BadOption):
        create_match("cucu", rules="gnav", players=["A"])


def play_random(seed: int, n: int, options: dict[str, Any] | None = None) -> Any:
    m: Any = create_match("cucu", rules="gnav", players=[f"P{i}" for i in range(n)], seed=seed, options=options)
    rng = random.Random(seed)
    total = n * m.opts.lives
    while not m.finished:
        p = rng.choice(m.to_act())
        m.apply(p, rng.choice(m.legal_actions(p)))
        if not m.finished:
            assert sum(m.count.values()) + m.pool == total  # every token is a player's or the pool's
            assert sorted(m.all_cards()) == sorted(m.pack)  # no card made or lost
            assert all((m.count[p] <= 0) == (p in m.out) for p in m.players)
    assert sum(m.payouts.values()) + sum(m.count.values()) == total
    return m


OPTION_SETS = [None, {"stock_matador": "powers", "ties": "pair"},
               {"stock_matador": "take", "pass_at_dealer": "keep", "cuckoo_fine": True, "fool_end": "campli"}]  # fmt: skip


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(2, 9), k=st.integers(0, 2))
def test_random_matches_keep_every_token_and_card(seed: int, n: int, k: int) -> None:
    play_random(seed, n, OPTION_SETS[k])


@pytest.mark.parametrize("k", range(3))
def test_records_replay_exactly(k: int) -> None:
    m = play_random(k, 5, OPTION_SETS[k])
    rec = m.record()
    again = replay(rec)
    assert again.summary() == m.summary() and [e.kind for e in again.log] == [e.kind for e in m.log]


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_help_and_situation_is_said_in_every_language(lang: str) -> None:
    seen: set[str] = set()
    for seed in range(12):
        m = play_random(seed, 6, OPTION_SETS[seed % 3])
        for e in m.log:
            text = describe_event({"kind": e.kind, **e.data}, lang, "gnav")
            assert text is None or not text.startswith(f"{e.kind}:"), text
            if text is not None:
                seen.add(e.kind)
    assert {"matador", "fined", "knock", "deck_draw", "life_lost", "eliminated", "reveal"} <= seen
    m = gnav_match(["fool", "5", "7", "9"])
    v = m.view("A")
    assert gnav.card_name(gnav.FOOL, lang) in situation(v, lang)
    assert help_text(v, lang).count("\n") >= 2


# ---------------------------------------------------------------- bots and determinization
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 60), n=st.integers(3, 7))
def test_samples_are_consistent_with_the_view(seed: int, steps: int, n: int) -> None:
    """The search bot's sampler reads Gnav's shown matadors and knocked Fools: every sample is a match whose
    view, for the sampling player, equals the real one."""
    import json

    m: Any = create_match("cucu", rules="gnav", players=[f"p{i}" for i in range(n)], seed=seed)
    rng = Rng(seed)
    bot = get_bot("cucu", "easy")
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
    assert c.view(p) == view and c.legal_actions(p) == m.legal_actions(p)


def test_the_rule_of_thumb_keeps_matadors_and_a_card_above_a_knocked_fool_out_of_reach() -> None:
    bot = get_bot("cucu", "normal")
    legal = [KEEP, EXCHANGE]
    m = gnav_match(["horse", "2", "3", "4"])
    assert bot.choose(m.view("A"), legal, Rng(1)) == KEEP
    m = gnav_match(["fool", "3", "5", "4"])
    assert bot.choose(m.view("A"), legal, Rng(1)) == EXCHANGE
    m.apply("A", KEEP)  # the knocked Fool has had its turn: B's III is safe
    assert bot.choose(m.view("B"), legal, Rng(1)) == KEEP
    m = gnav_match(["5", "3", "6", "4"])
    m.apply("A", KEEP)  # the same III without a Fool out of reach is exchanged
    assert bot.choose(m.view("B"), legal, Rng(1)) == EXCHANGE


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_a_match_to_its_end(level: str) -> None:
    m: Any = create_match("cucu", rules="gnav", players=list("ABCD"), seed=3, options={"lives": 1})
    bot, rng = get_bot("cucu", level), Rng(3)
    while not m.finished:
        p = m.waiting_for()[0]
        m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    assert m.winner in m.players


# ---------------------------------------------------------------- taverna analyze
def test_the_analysis_strategies_cover_every_gnav_card_and_beat_keeping_everything() -> None:
    """``taverna analyze cucu --rules gnav``: a strategy is card by card over the Gnav pack's 21 ranks (named in
    its notation), and the strategies found do better than never exchanging."""
    from taverna.games.cucu.research.analysis.analyze import analyze_cucu, card_label
    from taverna.games.cucu.research.analysis.sim import ReferenceSimulator

    sim = ReferenceSimulator("gnav", 3)
    a = analyze_cucu("gnav", 3, deals=240, iterations=1, seed=0, eval_deals=600, simulator=sim)
    assert [card_label("gnav", r) for r in sorted(gnav.RANKS)] == [gnav.card_str(r) for r in sorted(gnav.RANKS)]
    for s in a.seats:
        assert set(s.exchange) <= set(gnav.RANKS)
        assert s.naive_loss_rate is not None and s.loss_rate <= s.naive_loss_rate + 0.03
    found: list[dict[int, float]] = [{r: float(x) for r, x in s.exchange.items()} for s in a.seats]
    keep_all: list[dict[int, float]] = [{}, *found[1:]]
    assert sim.play(keep_all, 300, 9)[0] > sim.play(found, 300, 9)[0]


# ---------------------------------------------------------------- the terminal
def test_a_whole_match_in_the_terminal_with_the_help_and_a_record(tmp_path: Any) -> None:
    """``taverna play cucu --rules gnav``: the help names the matadors' effects, the cards are named, the match
    is played to its end from standard input and its record replays to the same end."""
    import json

    from typer.testing import CliRunner

    from taverna.cli.main import app

    runner = CliRunner()
    out = tmp_path / "gnav.json"
    answers = "\n".join(["?"] + ["1"] * 400) + "\n"
    res = runner.invoke(app, ["play", "cucu", "--rules", "gnav", "--players", "4", "--seed", "5", "--seat", "2",
                              "-o", "lives=1", "--save", str(out)], input=answers)  # fmt: skip
    assert res.exit_code == 0, res.output
    text = " ".join(res.output.split())
    assert "the Cuckoo stops the deal, the Dragoon and the Cat make you pay a token" in text
    assert "Winner:" in text and "Your card:" in text
    replayed = runner.invoke(app, ["replay", str(out), "--json"])
    assert json.loads(replayed.output)["finished"] is True
