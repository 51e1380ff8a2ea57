"""The tensors' layout: every slot named and within its documented range; the doc's tables current."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from taverna.research.envs.features import LAYOUT
from taverna.research.envs.layout import feature_names, layout_markdown
from taverna.research.envs.spiel import Game
from tests.research.configs import configs, ids
from tests.sizes import heavy

DOC = Path(__file__).resolve().parents[3] / "docs" / "research.md"


def test_the_doc_tables_are_current() -> None:
    """docs/research.md's sizes and layouts are the code's (regenerate: python -m taverna.research.envs.features)."""
    text = DOC.read_text(encoding="utf-8")
    begin, end = "<!-- features:begin -->\n", "<!-- features:end -->"
    assert begin in text and end in text
    assert text.split(begin, 1)[1].split(end, 1)[0] == layout_markdown()
    assert f"`{LAYOUT}`" in text


def test_the_cucu_sizes() -> None:
    game = Game("cucu", rules="campli", players=4)
    assert (game.encoder.obs_size, game.encoder.info_size) == (183, 1419)
    assert "| cucu campli, 4 players | 183 | 1419 |" in layout_markdown()


@pytest.mark.parametrize(("g", "rules", "n", "opts"), configs(), ids=ids())
def test_every_slot_is_named_and_in_its_range(g: str, rules: str | None, n: int, opts: dict) -> None:
    game = Game(g, rules=rules, players=n, options=opts)
    enc = game.encoder
    names = feature_names(g, rules, n, opts)
    assert len(names) == enc.info_size == len(set(names))
    assert feature_names(g, rules, n, opts, kind="observation") == names[: enc.obs_size]
    low = np.array([s.low for s in enc.slots], np.float32)
    high = np.array([s.high for s in enc.slots], np.float32)
    assert set(low.tolist()) <= {-1.0, 0.0} and set(high.tolist()) == {1.0}
    for seed in range(heavy(6, default=2)):
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        moves = 0
        while True:
            for p in range(n):
                info = state.information_state_array(p)
                obs = state.observation_array(p)
                assert info.shape == (enc.info_size,) and obs.shape == (enc.obs_size,)
                assert np.array_equal(info[: enc.obs_size], obs)
                bad = np.flatnonzero((info < low) | (info > high))
                assert not len(bad), [(names[i], float(info[i])) for i in bad[:5]]
            if state.is_terminal() or moves >= heavy(3000, default=400):
                break
            state.apply_action(rng.choice(state.legal_actions()))
            moves += 1


def test_a_card_count_is_divided_by_the_copies_of_its_kind() -> None:
    """Krypkille's Kille pack (rule set nordic) holds two of each card: a pair in hand reads 1, a single 0.5."""
    game = Game("kille", rules="nordic", players=3, options={"rounds": 1})
    names = feature_names("kille", "nordic", 3, {"rounds": 1})
    state = game.new_initial_state(0)
    hand = state.match.view(state.match.players[0])["hand"]
    info = state.information_state_array(0)
    read = {n.removeprefix("hand:"): float(v) for n, v in zip(names, info, strict=True) if n.startswith("hand:")}
    counts = {c: hand.count(c) for c in hand}
    assert 2 in counts.values() and 1 in counts.values()  # the deal holds both a pair and a single
    assert read == {c: counts.get(c, 0) / 2 for c in read}
