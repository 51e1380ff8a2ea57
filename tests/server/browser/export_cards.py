"""Export the card names of ``taverna.cards`` for the browser UI.

The browser draws and names cards without asking the server, from
``src/taverna/server/static/i18n/cards.json``, which this script writes:

    PYTHONPATH=src python tests/server/browser/export_cards.py

``tests/server/test_browser.py`` checks that the committed file matches ``taverna.cards``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from taverna.cards import cuajo, cuckoo, italian

LANGS = ("en", "it", "ko", "ja")
OUT = Path(__file__).resolve().parents[3] / "src" / "taverna" / "server" / "static" / "i18n" / "cards.json"


def card_names() -> dict[str, Any]:
    """Packs (canonical card strings, strongest first for the Cuckoo pack), names per language and pack."""
    packs = {
        "cuckoo": [cuckoo.card_str(r) for r in cuckoo.RANKS],
        "italian": [italian.card_str(c) for c in italian.PACK],
        "cuajo": [cuajo.card_str(c) for c in cuajo.KINDS],
    }
    names: dict[str, dict[str, dict[str, str]]] = {}
    for lang in LANGS:
        names[lang] = {
            "cuckoo": {cuckoo.card_str(r): cuckoo.card_name(r, lang) for r in cuckoo.RANKS},
            "italian": {italian.card_str(c): italian.card_name(c, lang) for c in italian.PACK},
            "cuajo": {cuajo.card_str(c): cuajo.card_name(c, lang) for c in cuajo.KINDS},
        }
    # names a Cucù rule set gives its own cards (English only, as taverna.cards does)
    rule_names: dict[str, dict[str, dict[str, str]]] = {}
    for rules in ("campli", "lu-stu", "cambio", "bga"):
        for lang in LANGS:
            diff = {
                cuckoo.card_str(r): cuckoo.card_name(r, lang, rules)
                for r in cuckoo.RANKS
                if cuckoo.card_name(r, lang, rules) != cuckoo.card_name(r, lang)
            }
            if diff:
                rule_names.setdefault(rules, {})[lang] = diff
    return {"packs": packs, "names": names, "rule_names": rule_names}


def render() -> str:
    return json.dumps(card_names(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


if __name__ == "__main__":
    OUT.write_text(render(), encoding="utf-8")
    print(f"wrote {OUT}")
