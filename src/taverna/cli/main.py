"""The ``taverna`` command: list the games, play in the terminal against bots, replay records.

The commands live by subject (``games``, ``play``, ``records``, ``research``, ``serve``); they are
registered here, in the order ``taverna --help`` lists them.
"""

from __future__ import annotations

import typer

from .common import guard_extras, out
from .games import games_cmd
from .migrate import migrate_cmd
from .play import Terminal, play_cmd
from .records import replay_cmd, verify_cmd
from .research import analyze_cmd, arena_cmd, bare_ray, learn_cmd, selfplay_cmd
from .serve import serve_cmd

app = typer.Typer(add_completion=False, no_args_is_help=True, rich_markup_mode=None, help="Taverna: the Cuckoo family of card games.")


def _version(value: bool) -> None:
    if value:
        from taverna import __version__

        out.print(f"taverna {__version__}", markup=False)
        raise typer.Exit(0)


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", help="print Taverna's version and exit", is_eager=True,
                                 callback=_version),
) -> None:
    """Taverna: the Cuckoo family of card games."""


# each command says on one line which extra it needs when one is missing (common.guard_extras)
for _name, _cmd in (("games", games_cmd), ("replay", replay_cmd), ("play", play_cmd), ("arena", arena_cmd),
                    ("selfplay", selfplay_cmd), ("serve", serve_cmd), ("migrate", migrate_cmd),
                    ("analyze", analyze_cmd), ("learn", learn_cmd),
                    ("verify", verify_cmd)):  # fmt: skip
    app.command(_name)(guard_extras(_name, _cmd))

__all__ = ["Terminal", "app", "main"]


def main() -> None:
    import sys

    app(args=bare_ray(sys.argv[1:]))


if __name__ == "__main__":
    main()
