"""A guide speaks of its game's own things: Slabberjan is played with wooden pieces, and its guided match told the
learner "Your card is high enough: keep it" (the Cuckoo pack's tip) between lines about pieces."""

from __future__ import annotations

from taverna.games.guide import guide_for, text_of


def test_slabberjans_guide_says_piece_never_card() -> None:
    guide = guide_for("cucu", "slabberjan")
    assert guide is not None
    keys = [k for _, k in guide.intro] + list(guide.tips.values()) + list(guide.why.values()) + [guide.outro]
    said = {k: text_of("cucu", k, "en") for k in keys}
    assert all("card" not in t.lower() for t in said.values()), {k: t for k, t in said.items() if "card" in t.lower()}
    assert any("piece" in t for t in said.values())


def test_coucous_guide_never_says_the_dealer_exchanges() -> None:
    """In Coucou the dealer keeps the best of three cards and does not exchange; the player before the dealer
    exchanges with the talon.  The guide's intro once said first "the dealer plays last and may exchange with the
    pack" (Ranter-Go-Round's line), then the contrary."""
    guide = guide_for("cucu", "coucou")
    assert guide is not None
    said = [text_of("cucu", k, "en") for _, k in guide.intro]
    assert not [t for t in said if "dealer plays last" in t or "exchange with the pack" in t], said
    assert any("talon" in t for t in said)
