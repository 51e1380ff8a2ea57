"""The tensors' layout in words: a name for every slot of a configuration, and the tables of
``docs/research.md`` (``python -m taverna.research.envs.layout`` prints them).

Apart from :mod:`taverna.research.envs.features` because it builds a :class:`~taverna.research.envs.spiel.Game`,
which builds its encoder from :mod:`taverna.research.envs.features`: the imports go one way.
"""

from __future__ import annotations

import re
from typing import Any

from taverna.research.envs.features import LAYOUT, Json
from taverna.research.envs.spiel import Game


def feature_names(
    game: str,
    rules: str | None = None,
    players: int | None = None,
    options: dict[str, Json] | None = None,
    kind: str = "information_state",
) -> list[str]:
    """One name per slot of a configuration's information-state tensor (or observation tensor:
    ``kind="observation"``), in order; the layout's version is :data:`LAYOUT`."""
    return Game(game, rules=rules, players=players, options=options).encoder.feature_names(kind)


# the configurations docs/research.md describes: (game, rules, players)
DOC_CONFIGS: tuple[tuple[str, str | None, int], ...] = (
    ("cucu", "campli", 4),
    ("cucu", "le-her", 2),
    ("kille", None, 3),
    ("hypp", None, 3),
    ("coteccio", None, 4),
    ("cuajo", None, 4),
    ("torionfo", None, 4),
    ("torionfo", None, 2),
    ("coch", None, 4),
    ("zifuli", None, 5),
)


def _pattern(name: str, seats: int, cards: set[str]) -> str:
    head, sep, card = name.partition(":")
    if sep and card in cards:
        name = f"{head}:CARD"
    name = re.sub(r"seat\d+", "seatS", name)
    name = re.sub(r"^recent\d+", "recentB", name)
    name = re.sub(r"=(?!seatS$|none$).*$", "=V", name)
    return re.sub(r"^seen\.[^.]+\.", "seen.KIND.", name)


def layout_markdown() -> str:
    """The tensors' sizes and per-game slot layout as markdown (kept in docs/research.md; a test checks
    that the doc is current: ``python -m taverna.research.envs.layout`` prints it)."""
    lines = [
        f"Layout version: `{LAYOUT}`.",
        "",
        "| configuration | observation | information state |",
        "| --- | --- | --- |",
    ]
    games: dict[str, Game] = {}
    for g, rules, n in DOC_CONFIGS:
        game = Game(g, rules=rules, players=n)
        label = f"{g} {rules}" if rules else g
        lines.append(f"| {label}, {n} players | {game.encoder.obs_size} | {game.encoder.info_size} |")
        games.setdefault(g, game)
    for g, game in games.items():
        enc = game.encoder
        cards = set(enc.pack.names())
        rows: dict[str, list[Any]] = {}
        for i, s in enumerate(enc.slots):
            key = _pattern(s.name, enc.n, cards)
            part = "observation" if i < enc.obs_size else "information state"
            row = rows.setdefault(f"{part}|{key}|{s.how}|{s.scale}", [part, key, 0, s])
            row[2] += 1
        lines += [
            "",
            f"**{g}** ({enc.n} players, {enc.pack.name} pack of {len(cards)} kinds):",
            "",
            "| part | slots | count | range | value |",
            "| --- | --- | --- | --- | --- |",
        ]
        for part, key, count, s in rows.values():
            lines.append(f"| {part} | `{key}` | {count} | [{s.low:g}, {s.high:g}] | {s.describe()} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(layout_markdown(), end="")
