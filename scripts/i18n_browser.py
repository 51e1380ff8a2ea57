"""The browser's words: ``static/i18n/<lang>.json``, built from ``src/taverna/locales/<lang>/browser.ftl``.

    python scripts/i18n_browser.py            # write the JSON catalogues
    python scripts/i18n_browser.py --check    # exit 1 where a catalogue is not what its .ftl file gives

The translators write Fluent; the browser (``static/js/i18n.js``) reads the JSON it always read: a message's
id with ``-`` for ``.`` is its key (``table-waiting_for`` -> ``table.waiting_for``), a variable is ``{name}``,
and a plural selector ``{ $n -> [one] card *[other] cards }`` is ``{n:card|cards}`` (the browser picks the
first for 1: the CLDR ``one`` of English and Italian; Korean and Japanese write no selector).  A browser
message may use only these (and string literals for spaces at its edges): the server formats everything
else (docs/i18n.md says why).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from taverna.i18n.fluent import LANGS

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "src" / "taverna" / "locales"
STATIC = ROOT / "src" / "taverna" / "server" / "static" / "i18n"


class Unsupported(ValueError):
    pass


def _plain(pattern: ftl.Pattern, where: str) -> str:
    out = ""
    for e in pattern.elements:
        if isinstance(e, ftl.TextElement):
            out += e.value
        elif isinstance(e, ftl.Placeable) and isinstance(e.expression, ftl.StringLiteral):
            out += e.expression.parse()["value"]
        else:
            raise Unsupported(f"{where}: a plural form may hold text only")
    return out


def template(pattern: ftl.Pattern, where: str) -> str:
    """A Fluent pattern in the browser's template form."""
    out = ""
    for e in pattern.elements:
        if isinstance(e, ftl.TextElement):
            out += e.value
            continue
        assert isinstance(e, ftl.Placeable)
        x = e.expression
        if isinstance(x, ftl.VariableReference):
            out += "{" + x.id.name + "}"
        elif isinstance(x, ftl.StringLiteral):
            out += x.parse()["value"]
        elif isinstance(x, ftl.SelectExpression) and isinstance(x.selector, ftl.VariableReference):
            forms = {
                (v.key.name if isinstance(v.key, ftl.Identifier) else str(v.key.value)): _plain(v.value, where)
                for v in x.variants
            }
            if set(forms) - {"one", "other"} or "other" not in forms:
                raise Unsupported(
                    f"{where}: a browser selector chooses by [one] and *[other] only, got {sorted(forms)}"
                )
            name = x.selector.id.name
            out += "{" + name + ":" + forms.get("one", forms["other"]) + "|" + forms["other"] + "}"
        else:
            raise Unsupported(f"{where}: the browser substitutes variables and plural forms only")
    return out


def catalogue(lang: str) -> dict[str, str]:
    path = LOCALES / lang / "browser.ftl"
    res = FluentParser().parse(path.read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for entry in res.body:
        if isinstance(entry, ftl.Junk):
            raise Unsupported(f"{path}: cannot parse {entry.content!r}")
        if isinstance(entry, ftl.Message) and entry.value is not None:
            out[entry.id.name.replace("-", ".")] = template(entry.value, f"{path.name} {lang} {entry.id.name}")
    return out


def text(lang: str) -> str:
    return json.dumps(catalogue(lang), ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str]) -> int:
    stale = []
    for lang in LANGS:
        target = STATIC / f"{lang}.json"
        want = text(lang)
        if "--check" in argv:
            if not target.is_file() or target.read_text(encoding="utf-8") != want:
                stale.append(str(target.relative_to(ROOT)))
        else:
            target.write_text(want, encoding="utf-8")
    if stale:
        print("not built from locales/<lang>/browser.ftl: " + ", ".join(stale) + " (run scripts/i18n_browser.py)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
