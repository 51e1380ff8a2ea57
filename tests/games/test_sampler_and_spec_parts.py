"""A game's determinization sampler and research declaration are parts of its folder, found through
the registry (``GameInfo.part``): ``taverna/games/<id>/sampler.py`` (``SAMPLER``) and
``taverna/games/<id>/spec.py`` (``SPEC``)."""

from __future__ import annotations

import pytest

from taverna.core import Rng
from taverna.games import create_match, games, get_game
from taverna.games import spec as spec_kit
from taverna.games.sampling import GameSampler, Sampler, SamplingError, has_sampler, sampler_of, samplers
from taverna.games.spec import GameSpec, register_spec, spec_for


@pytest.mark.parametrize("gid", sorted(games()))
def test_every_game_holds_its_sampler_and_its_spec(gid: str) -> None:
    info = get_game(gid)
    sampler = info.part("sampler")
    spec = info.part("spec")
    assert sampler is not None and spec is not None
    assert sampler.__name__ == f"{info.package_name}.sampler" and spec.__name__ == f"{info.package_name}.spec"
    assert isinstance(sampler.SAMPLER, GameSampler) and sampler.SAMPLER.game == gid
    assert isinstance(spec.SPEC, GameSpec) and spec.SPEC.game == gid
    assert sampler_of(gid) is sampler.SAMPLER and samplers()[gid] is sampler.SAMPLER
    assert spec_for(gid) is spec.SPEC
    assert {"sampler", "spec"} <= set(info.parts())


def test_a_game_without_a_sampler_part_has_no_sampler(monkeypatch: pytest.MonkeyPatch) -> None:
    """``has_sampler`` asks the registry: a game whose package holds no ``sampler`` module has none,
    and ``Sampler`` says so, naming the games that have one."""
    import taverna.games as registry

    m = create_match("kille", players=["a", "b", "c"], seed=1)
    assert has_sampler("kille")
    monkeypatch.setitem(registry._PARTS, (get_game("kille").package_name, "sampler"), None)
    assert not has_sampler("kille") and "kille" not in samplers()
    with pytest.raises(SamplingError, match=r"no determinization sampler for game 'kille'; samplers: .*coch"):
        Sampler("kille", m.view("a"), "a").sample(Rng(0))
    assert not has_sampler("no-such-game") and sampler_of("no-such-game") is None
    # asked for by the game's id, as before the samplers were parts (an alias names none)
    assert has_sampler("cucu") and not has_sampler("cuckoo") and spec_for("cuckoo") == GameSpec("cuckoo")


def test_a_game_without_a_spec_part_gets_the_generic_declaration(monkeypatch: pytest.MonkeyPatch) -> None:
    import taverna.games as registry

    monkeypatch.setattr(spec_kit, "_SPECS", spec_kit._Declared())
    monkeypatch.setitem(registry._PARTS, (get_game("kille").package_name, "spec"), None)
    assert spec_for("kille") == GameSpec("kille")
    assert spec_for("coch") is get_game("coch").part("spec").SPEC  # type: ignore[union-attr]
    assert spec_for("no-such-game") == GameSpec("no-such-game")


def test_register_spec_declares_a_game_from_outside_its_package(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spec_kit, "_SPECS", spec_kit._Declared())
    mine = GameSpec("coch", notes="mine")
    assert register_spec(mine) is mine
    assert spec_for("coch") is mine
    assert spec_for("zifuli") is get_game("zifuli").part("spec").SPEC  # type: ignore[union-attr]
