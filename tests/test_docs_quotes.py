"""Every quotation in ``docs/rules/*.md`` is verbatim from the seed texts in ``shared/seeds/``.

The extraction rule (also stated in each rules page's header):

* **Every** double-quoted string in a rules page, straight (``"…"``) or curly (``“…”``), is a quotation
  of a source, except inside code (```code spans``` and fenced blocks), which is removed first.  A
  word the page wants to stress or name is written in *italics* or 'single quotes', never in double
  quotes.
* A quotation attributed with a source tag (``K: "…"``, ``P: "…"``, ``B: "…"``, ``K-en: "…"``: the tag,
  a colon, white space (the tag may end the line before), then the quotation) is looked up in that
  tag's seed file; each page defines its tags in its header as ``**K** = `…/001_63bc023100a266e3.txt```.
  A tag the page defines without a seed file (a printed source that is not in the seeds, such as cucu.md's **BF** and **D**) marks a
  quotation that cannot be checked here, and it is skipped.  Any other quotation is looked up in every
  seed file.
* Matching: runs of white space (line breaks included) count as one space, quotation marks of every
  kind (straight, curly, single, double) are the same mark (a quotation inside a quotation changes
  them), and ``…`` stands for words left out: the pieces between gaps must appear in the seed in
  that order.  Nothing else is forgiven: a paraphrase, a changed word or a joined line fails.
* A quotation that starts or ends with white space (or starts with punctuation) is the piece of a
  quotation cut by a double quote inside it, and fails: inner quotations take 'single quotes'.

The seeds live beside the repository (``<repo>/../shared/seeds``, as in CI) or where ``TAVERNA_SHARED``
points; without them the test is skipped with that reason.
"""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
RULES = REPO / "docs" / "rules"
SHARED = Path(os.environ.get("TAVERNA_SHARED") or REPO.parent / "shared")
SEEDS = SHARED / "seeds"

GAP = "…"
_QUOTE_MARKS = str.maketrans({c: "'" for c in "\"“”‘’'„«»「」"})
_FENCE = re.compile(r"^```.*?^```", re.S | re.M)
_CODE = re.compile(r"`[^`\n]*`")
_QUOTED = re.compile(r'"([^"]*)"|“([^”]*)”')
_TAG_BEFORE = re.compile(r"[\s(|;,]([A-Z][A-Za-z]{0,3}(?:-en)?):\s+$")
_TAG_DEF = re.compile(r"\*\*([A-Z][A-Za-z]{0,3}(?:-en)?)\*\* = (.*?)(?=\*\*[A-Z][A-Za-z-]{0,6}\*\* = |\n|$)")
_SEED_NAME = re.compile(r"\d{3}_[0-9a-f]{16}(?:\.en\.md|\.txt)")


def normalise(text: str) -> str:
    return " ".join(text.translate(_QUOTE_MARKS).split())


@cache
def seed_texts() -> dict[str, str]:
    return {p.name: normalise(p.read_text(encoding="utf-8")) for p in sorted(SEEDS.iterdir()) if p.is_file()}


def source_tags(page: str) -> dict[str, str | None]:
    """The page's source tags: tag -> seed file name, or None for a source outside the seeds."""
    tags: dict[str, str | None] = {}
    for tag, definition in _TAG_DEF.findall(page):
        m = _SEED_NAME.search(definition)
        tags[tag] = m.group(0) if m else None
    return tags


def quotations(page: str) -> list[tuple[int, str | None, str]]:
    """``(line, tag, text)`` for every quotation of a page (the extraction rule above)."""
    text = _FENCE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), page)
    text = _CODE.sub(lambda m: " " * len(m.group(0)), text)
    out: list[tuple[int, str | None, str]] = []
    for m in _QUOTED.finditer(text):
        quote = m.group(1) if m.group(1) is not None else m.group(2)
        tag = _TAG_BEFORE.search(" " + text[max(0, m.start() - 20) : m.start()])  # may end the line before
        out.append((text.count("\n", 0, m.start()) + 1, tag.group(1) if tag else None, quote))
    return out


def found_in(quote: str, seed: str) -> bool:
    pieces = [normalise(p) for p in quote.split(GAP)]
    pattern = ".*?".join(re.escape(p) for p in pieces if p)
    return bool(pattern) and re.search(pattern, seed, re.S) is not None


def page_names() -> list[str]:
    return sorted(p.name for p in RULES.glob("*.md"))


def test_the_rules_pages_are_found() -> None:
    assert len(page_names()) >= 8


@pytest.mark.parametrize("name", page_names())
def test_every_quotation_is_verbatim_from_its_seed(name: str) -> None:
    if not SEEDS.is_dir():
        pytest.skip(f"the seed texts are not at {SEEDS} (set TAVERNA_SHARED to the shared/ folder to check)")
    page = (RULES / name).read_text(encoding="utf-8")
    tags = source_tags(page)
    seeds = seed_texts()
    quotes = quotations(page)
    assert quotes, f"{name}: no quotation found: the extraction rule does not fit the page"
    bad: list[str] = []
    for line, tag, quote in quotes:
        if tag in tags and tags[tag] is None:
            continue  # a printed source outside the seeds (declared so in the page's header)
        if tag in tags:
            file = tags[tag]
            assert file in seeds, f"{name}: tag {tag} names {file}, which is not among the seeds"
            candidates = [seeds[file]]
        else:
            candidates = list(seeds.values())
        if quote[:1].isspace() or quote[-1:].isspace() or quote[:1] in ".,;:)":
            bad.append(f"  line {line}: {quote!r} looks like a piece of a quotation split by a double quote inside it "
                       "(a quotation inside a quotation takes 'single quotes')")  # fmt: skip
        elif not any(found_in(quote, s) for s in candidates):
            where = f"{tag}'s seed {tags[tag]}" if tag in tags else "any seed"
            hint = " (write … for words left out, not ...)" if "..." in quote else ""
            bad.append(f"  line {line}: {quote!r} is not verbatim in {where}{hint}")
    assert not bad, f"docs/rules/{name}: quotations that are not verbatim:\n" + "\n".join(bad)


def test_the_matching_rule() -> None:
    seed = normalise('The dealer deals  one card\nto each "player" in turn, starting to the right.')
    assert found_in("The dealer deals one card to each 'player' in turn", seed)
    assert found_in("The dealer deals … in turn, starting to the right.", seed)
    assert not found_in("The dealer gives one card to each player", seed)  # a paraphrase
    assert not found_in("in turn … The dealer", seed)  # the pieces out of order
    assert not found_in("", seed)


def test_the_extraction_rule() -> None:
    page = (
        "**K** = `shared/seeds/001_63bc023100a266e3.txt`, **K-en** = `001_63bc023100a266e3.en.md`;\n"
        "**BF** = a paper.\n"
        '* K: "하나" and "둘"; BF: "a printed line"; the word "plain"; `"void": true`\n'
        '```\n"fenced"\n```\n'
        "| K-en: “curly” |\n"
    )
    assert source_tags(page) == {"K": "001_63bc023100a266e3.txt", "K-en": "001_63bc023100a266e3.en.md", "BF": None}
    assert quotations(page) == [
        (3, "K", "하나"), (3, None, "둘"), (3, "BF", "a printed line"), (3, None, "plain"), (7, "K-en", "curly"),
    ]  # fmt: skip
