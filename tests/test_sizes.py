"""The suite's size switch, ``TAVERNA_HEAVY`` (``tests/sizes.py``, ``docs/testing.md``)."""

from __future__ import annotations

import pytest

from tests import sizes


@pytest.mark.parametrize(("raw", "level"), [(None, 0), ("", 0), (" ", 0), ("0", 0), ("1", 1), ("4", 4), (" 2 ", 2)])
def test_the_switch_reads_off_quick_heavy_or_n_times_heavy(raw: str | None, level: int) -> None:
    assert sizes.level(raw) == level


@pytest.mark.parametrize("raw", ["yes", "true", "-1", "1.5", "2x", "on"])
def test_anything_else_is_refused_with_what_was_expected(raw: str) -> None:
    with pytest.raises(ValueError, match=r"TAVERNA_HEAVY=.* is not a size: leave it unset \(or 0\)") as exc:
        sizes.level(raw)
    assert repr(raw) in str(exc.value) and "set it to 1 for the heavy run" in str(exc.value)


def test_heavy_gives_the_quick_count_the_full_one_or_n_times_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sizes, "HEAVY", 0)
    assert sizes.heavy(300, default=30) == 30
    assert "quick" in sizes.describe()
    monkeypatch.setattr(sizes, "HEAVY", 1)
    assert sizes.heavy(300, default=30) == 300
    assert sizes.describe() == "taverna test sizes: heavy (TAVERNA_HEAVY=1)"
    monkeypatch.setattr(sizes, "HEAVY", 3)
    assert sizes.heavy(300, default=30) == 900
    assert "heavy x3" in sizes.describe()
