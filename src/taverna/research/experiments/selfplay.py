"""Self-play datasets: bots play matches; each match's record and a table of every decision.

``selfplay(game, matches=N, out=DIR, ...)`` (the command ``taverna selfplay``) writes

* ``DIR/records/NNNN.json``: each match's ``taverna/1`` record (``taverna replay`` reads it);
* ``DIR/decisions.parquet`` (when ``pyarrow`` can be imported; the ``research`` extra installs it) or
  ``DIR/decisions.npz`` with ``DIR/decisions.csv`` (the same table without the features and masks): one
  row per decision, in order: ``match``, ``decision`` (its index in the match), ``seat`` (0 = ``player_0``,
  first in order of play), ``player``, ``features`` (the deciding player's tensor, float32, layout
  :data:`~taverna.research.envs.features.LAYOUT`), ``legal`` (the legal mask over the action table, int8),
  ``action`` (the id taken), ``action_text`` and ``return`` (the seat's final return in the match);
* ``DIR/meta.json``: the configuration, the bots, the seed and each match's seed (``match_seeds``:
  ``Game(...).new_initial_state(seed)`` and the match's actions replay it), the layout's version, the
  feature names and the action table.

A decision is every choice of the research API's :class:`~taverna.research.envs.spiel.State`, ``wait``
answers (a player asked about an optional action letting it pass) included.
"""

from __future__ import annotations

import csv
import importlib.util
import json
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from taverna.bots import Bot, get_bot
from taverna.core import Rng
from taverna.core.errors import BadArgument
from taverna.records import save
from taverna.research.envs.features import LAYOUT
from taverna.research.envs.gym import OPPONENTS, _level, bot_decision
from taverna.research.envs.spiel import Game

Json = Any
FORMATS = ("auto", "parquet", "npz")


def has_parquet() -> bool:
    return importlib.util.find_spec("pyarrow") is not None


def selfplay(
    game: str,
    *,
    matches: int,
    out: str | Path,
    rules: str | None = None,
    players: int | None = None,
    options: dict[str, Json] | None = None,
    bots: Sequence[str] = ("rules",),
    seed: int = 0,
    observation: str = "information_state",
    fmt: str = "auto",
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, Json]:
    """Play ``matches`` matches and write the dataset to ``out`` (see the module's documentation);
    returns ``meta.json``'s content (with ``decisions``: the number of rows, and ``table``: its file)."""
    if isinstance(matches, bool) or not isinstance(matches, int) or matches < 1:
        raise BadArgument(f"matches must be a positive number, got {matches!r}")
    if fmt not in FORMATS:
        raise BadArgument(f"format must be one of {', '.join(FORMATS)}, got {fmt!r}")
    if fmt == "parquet" and not has_parquet():
        raise BadArgument("format parquet needs pyarrow (pip install 'taverna[research]'); use npz")
    if observation not in ("information_state", "observation"):
        raise BadArgument(f"observation must be 'information_state' or 'observation', got {observation!r}")
    g = Game(game, rules=rules, players=players, options=options)
    n = g.num_players()
    levels = list(bots)
    if len(levels) == 1:
        levels *= n
    if len(levels) != n:
        raise BadArgument(f"bots: one level for every seat or one per seat ({n}), got {len(levels)}")
    for lv in levels:
        if lv not in OPPONENTS:
            raise BadArgument(f"unknown bot level {lv!r}; choose one of {', '.join(OPPONENTS)}")
    table: list[Bot] = [get_bot(g.game_id, _level(lv)) for lv in levels]
    root = Path(out)
    (root / "records").mkdir(parents=True, exist_ok=True)
    seeds = random.Random(seed)
    cols: dict[str, list[Any]] = {k: [] for k in ("match", "decision", "seat", "player", "action", "action_text")}
    returns: list[float] = []
    feats: list[np.ndarray] = []
    match_seeds: list[int] = []
    masks: list[np.ndarray] = []
    for m in range(matches):
        match_seeds.append(seeds.randrange(2**62))
        state = g.new_initial_state(match_seeds[-1])
        rng = Rng(seeds.randrange(2**62))
        first = len(returns)
        k = 0
        while not state.is_terminal():
            p = state.current_player()
            vec = state.information_state_array(p) if observation == "information_state" else state.observation_array(p)
            mask = np.zeros(g.num_distinct_actions(), np.int8)
            mask[state.legal_actions(p)] = 1
            a = bot_decision(state, table[p], rng)
            for key, v in zip(cols, (m, k, p, g.names[p], a, str(g.action_of(a)))):
                cols[key].append(v)
            feats.append(vec.astype(np.float32))
            masks.append(mask)
            returns.append(float(p))  # the seat, for now: its final return once the match is over
            state.apply_action(a)
            k += 1
        final = state.returns()
        for i in range(first, len(returns)):
            returns[i] = final[int(returns[i])]
        save(state.match, root / "records" / f"{m:04d}.json")
        if progress is not None:
            progress(m + 1, matches)
    enc = g.encoder
    size = enc.info_size if observation == "information_state" else enc.obs_size
    features = np.stack(feats) if feats else np.zeros((0, size), np.float32)
    legal = np.stack(masks) if masks else np.zeros((0, g.num_distinct_actions()), np.int8)
    use_parquet = fmt == "parquet" or (fmt == "auto" and has_parquet())
    meta: dict[str, Json] = {
        "game": g.game_id, "rules": g.rules, "players": list(g.names), "options": g.options,
        "bots": levels, "seed": seed, "matches": matches, "match_seeds": match_seeds, "decisions": len(returns),
        "observation": observation, "features": LAYOUT, "feature_names": enc.feature_names(observation),
        "actions": [str(a) for a in g.actions],
        "table": "decisions.parquet" if use_parquet else "decisions.npz",
    }  # fmt: skip
    if use_parquet:
        _write_parquet(root / "decisions.parquet", cols, features, legal, returns, meta)
    else:
        arrays: dict[str, np.ndarray] = {
            "match": np.array(cols["match"], np.int32), "decision": np.array(cols["decision"], np.int32),
            "seat": np.array(cols["seat"], np.int8), "features": features, "legal": legal,
            "action": np.array(cols["action"], np.int32), "return": np.array(returns, np.float64),
        }  # fmt: skip
        np.savez_compressed(root / "decisions.npz", allow_pickle=False, **arrays)
        with (root / "decisions.csv").open("w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["match", "decision", "seat", "player", "action", "action_text", "return"])
            for i in range(len(returns)):
                w.writerow([*(cols[c][i] for c in cols), returns[i]])
    (root / "meta.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1), encoding="utf-8")
    return meta


def _write_parquet(
    path: Path, cols: dict[str, list[Any]], features: np.ndarray, legal: np.ndarray, returns: list[float],
    meta: dict[str, Json],
) -> None:  # fmt: skip
    import pyarrow as pa
    import pyarrow.parquet as pq

    f, a = features.shape[1], legal.shape[1]
    tbl = pa.table(
        {
            "match": pa.array(cols["match"], pa.int32()),
            "decision": pa.array(cols["decision"], pa.int32()),
            "seat": pa.array(cols["seat"], pa.int8()),
            "player": pa.array(cols["player"], pa.string()),
            "features": pa.FixedSizeListArray.from_arrays(pa.array(features.ravel(), pa.float32()), f),
            "legal": pa.FixedSizeListArray.from_arrays(pa.array(legal.ravel(), pa.int8()), a),
            "action": pa.array(cols["action"], pa.int32()),
            "action_text": pa.array(cols["action_text"], pa.string()),
            "return": pa.array(returns, pa.float64()),
        }
    )
    small = {k: v for k, v in meta.items() if k not in ("feature_names", "actions")}
    tbl = tbl.replace_schema_metadata({"taverna": json.dumps(small, ensure_ascii=False)})
    pq.write_table(tbl, path)


__all__ = ["FORMATS", "OPPONENTS", "has_parquet", "selfplay"]
