"""The terminal sums up each deal (issue 29, item 8): who lost, what changed for whom, from the engine's deals;
Hypp's payments at each showdown are said (the ``paid`` events reach the terminal); sentences about the
player at the terminal are in the second person (item 10)."""

from __future__ import annotations

import re
from typing import Any

from taverna.bots import get_bot
from taverna.cli.common import out
from taverna.cli.play import Terminal, deal_summary, run_match
from taverna.core import Rng
from taverna.games import create_match


def _watch(game: str, players: list[str], deals: int, lang: str = "en", **kw: object) -> tuple[str, object]:
    m = create_match(game, players=players, dealer=players[-1], seed=4, **kw)  # type: ignore[arg-type]
    term = Terminal(m, "You", lang)
    bot = get_bot(game, "random")
    rng = Rng(4)
    with out.capture() as cap:
        while not m.finished and len(m.deals) < deals:
            p = m.waiting_for()[0]
            m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
            term.news()
    return cap.get(), m


def test_each_hypp_showdown_says_who_paid_whom_and_sums_up_the_round() -> None:
    text, m = _watch("hypp", ["You", "Ada", "Bruno"], 3)
    lines = text.splitlines()
    paid = [line for line in lines if re.fullmatch(r"(You pay|\w+ pays) \d+ to (you|\w+)\.", line)]
    assert len(paid) >= 2 * 2, text  # each punter pays the dealer or is paid, every round
    sums = [line for line in lines if line.startswith("— Round ")]  # (Hypp's deals are rounds, as its lines say)
    assert len(sums) == len(m.deals) >= 3  # type: ignore[attr-defined]
    first = m.deals[0]  # type: ignore[attr-defined]
    losers = [p for p in m.players if p in first["losers"]]  # type: ignore[attr-defined]
    assert sums[0].startswith(f"— Round 1 ({first['dealer']} dealt): ")
    for p in losers:
        assert p in sums[0].split(" · ")[0], sums[0]
    assert re.search(r"[+−]\d+ chips?", sums[0]), sums[0]
    # the summary comes before the next round's first line
    assert lines.index(sums[0]) < next(i for i, line in enumerate(lines) if line.startswith("Round 2"))


def test_a_deal_summary_speaks_of_you_in_the_second_person_in_every_language() -> None:
    deal = {"dealer": "You", "losers": ["You"], "after": {"You": {"tokens": 2, "out": False}, "Ada": {"tokens": 4}}}
    before = {"You": {"tokens": 3}, "Ada": {"tokens": 3}}
    assert deal_summary(deal, 2, before, ["You", "Ada"], "en") == "— Deal 2 (You dealt): You lost · You −1 token; Ada +1 token"
    it = {**deal, "dealer": "Tu", "losers": ["Tu"], "after": {"Tu": {"tokens": 2}, "Ada": {"tokens": 4}}}
    said = deal_summary(it, 2, {"Tu": {"tokens": 3}, "Ada": {"tokens": 3}}, ["Tu", "Ada"], "it")
    assert said == "— Mano 2 (mazziere tu): Tu hai perso · Tu −1 gettone; Ada +1 gettone", said
    nobody = deal_summary({"dealer": "Ada", "losers": [], "after": {}}, 1, {}, ["Ada"], "ja")
    assert nobody == "— 第1ディール (親 Ada): 負けなし"


def test_a_loser_who_came_back_in_and_a_round_someone_won_read_right() -> None:
    """Issue 29 item 10: Campli's "lost · +2 tokens" (a re-entry), Kille's "nobody lost · +1 point"."""
    reentry = {"dealer": "Ada", "losers": ["Bruno"], "after": {"Ada": {"tokens": 3}, "Bruno": {"tokens": 3}}}
    said = deal_summary(reentry, 4, {"Ada": {"tokens": 3}, "Bruno": {"tokens": 1}}, ["Ada", "Bruno"], "en")
    assert said == "— Deal 4 (Ada dealt): Bruno lost · Bruno +2 tokens · back in: Bruno"
    kille = {"dealer": "Ada", "losers": [], "winner": "Bruno", "after": {"Ada": {"points": 0}, "Bruno": {"points": 1}}}
    said = deal_summary(kille, 1, {"Ada": {"points": 0}, "Bruno": {"points": 0}}, ["Ada", "Bruno"], "en", rounds=True)
    assert said == "— Round 1 (Ada dealt): Bruno won · Bruno +1 point"


def test_deals_that_end_between_two_questions_are_each_summed_up_under_their_own_number(monkeypatch: Any) -> None:
    """Coucou's dealer takes no decision, so several deals can end before the player is asked again: each gets
    its own line with its own number and dealer (they once took the number of the deal before)."""
    m = create_match("cucu", rules="coucou", players=["You", "Ada", "Bruno", "Carla", "Dino"], dealer="Dino", seed=4,
                     options={"lives": 2, "dealer-three": False})  # fmt: skip
    bot = get_bot("cucu", "random")
    rng = Rng(4)

    def ask(self: Terminal, optional: bool) -> Any:  # the terminal's question answered without a keyboard
        self.news()
        return None if optional else m.legal_actions("You")[0]

    monkeypatch.setattr(Terminal, "ask", ask)
    with out.capture() as cap:
        run_match(m, "You", {p: bot for p in m.players if p != "You"}, rng, "en")
    sums = [line for line in cap.get().splitlines() if line.startswith("— Deal ")]
    numbers = [int(re.match(r"— Deal (\d+) ", line).group(1)) for line in sums]  # type: ignore[union-attr]
    assert numbers == list(range(1, len(m.deals) + 1)) and len(numbers) >= 3, sums  # type: ignore[attr-defined]
    dealers = [re.match(r"— Deal \d+ \((\w+) deal", line).group(1) for line in sums]  # type: ignore[union-attr]
    assert dealers == [d["dealer"] for d in m.deals], sums  # type: ignore[attr-defined]
