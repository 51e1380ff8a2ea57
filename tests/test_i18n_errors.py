"""The refusals in Fluent (``taverna/locales/<lang>/errors.ftl``, ``taverna.i18n.refusals``): every sentence
the code names exists, the English one says what the error's ``str()`` says, every language says them with
their variables, and an error without a sentence is said in English as before."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from taverna.bots import bot_step, get_bot
from taverna.core import (
    BadArgument,
    BadOption,
    BadRecord,
    NotYourTurn,
    Rng,
    TavernaError,
    UnknownOption,
    replay_actions,
)
from taverna.games import create_match, games
from taverna.i18n import LANGS, fluent
from taverna.i18n.refusals import Refused, localise, refusal

SRC = Path(__file__).parents[1] / "src" / "taverna"
games()
KEY = re.compile(r"""(?:\bkey=|Refused\(|refusal\([^,()]+,\s*|_seated\(conn,\s*)"([a-z][a-z0-9-]*)\"""")

# the server's HTTP refusals (taverna.server.limits.said("key", ...)), not the terminal's said(lang, "key")
SERVER_KEY = re.compile(r"""\bsaid\("([a-z][a-z0-9-]*)"(?!,\s*")""")


def _named_in_code() -> set[str]:
    found: set[str] = set()
    for path in SRC.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= set(KEY.findall(text)) | set(SERVER_KEY.findall(text))
    return found


def test_every_sentence_the_code_names_is_in_every_language() -> None:
    named = _named_in_code()
    assert {"not-your-turn", "illegal-match-over", "arg-bet", "table-stale", "chat-off", "option-range"} <= named
    assert {"http-rate", "signin-wrong", "table-unknown", "tour-over", "replay-budget", "origin-refused"} <= named
    for lang in LANGS:
        missing = {k for k in named if not fluent.has_message("errors", lang, k)}
        assert not missing, (lang, missing)


def test_every_sentence_is_said_with_its_variables_in_every_language() -> None:
    """Each message, with its counts 0 and 2 (the branches of its selectors) and the reader or not: every text
    variable a language shows is in what it says, and nothing is left unfilled."""
    for mid, names in fluent.message_variables("errors", "en").items():
        texts = {n: f"<{n}>" for n in names if not n.endswith("count")}
        for lang in LANGS:
            said = set()
            for count in (0, 2):
                for reader in ("Ada", fluent.YOU[lang]):
                    fields: dict[str, object] = {**texts, **{n: count for n in names if n.endswith("count")}}
                    fields["player"] = reader
                    text = fluent.format_message("errors", lang, mid, fields)
                    assert text and "$" not in text and "<?>" not in text, (mid, lang, text)
                    said.add(text)
            shown = fluent.message_variables("errors", lang, shown=True)[mid] - {"player"}
            for n in shown & set(texts):
                assert any(texts[n] in t for t in said), (mid, lang, n, said)


def test_english_says_what_the_error_says() -> None:
    m = create_match("hypp", players=["Ada", "Bea", "Cid"], seed=1)
    mover = m.waiting_for()[0]
    other = next(p for p in m.players if p != mover)
    errors: list[TavernaError] = []
    for player, action in [(other, "pass"), (mover, "fly"), (mover, ["pass", 3]), (mover, [1, 2]), ("Zed", "pass")]:
        with pytest.raises(TavernaError) as exc:
            m.check(player, action)
        errors.append(exc.value)
    for info in games().values():
        for options in ({"nonsense": 1}, {"seed-of-nothing": True}):
            with pytest.raises(UnknownOption) as unknown:
                create_match(info.id, players=["A", "B", "C", "D"][: max(2, info.min_players)], options=options)
            errors.append(unknown.value)
    assert {e.key for e in errors} >= {"not-your-turn", "illegal-action", "no-argument", "player-not-an-action",
                                       "illegal-not-a-player", "option-unknown"}  # fmt: skip
    for e in errors:
        assert e.key is not None and localise(e, "en") == str(e), e.key
        assert localise(e, "fr") != str(e), e.key  # and French says it in French


def test_a_bet_out_of_range_is_refused_in_every_language() -> None:
    m = create_match("hypp", players=["Ada", "Bea", "Cid"], seed=3)
    bots = {p: get_bot("hypp", "simple") for p in m.players}
    rngs = {p: Rng(i) for i, p in enumerate(m.players)}
    while not any(a.word == "bet" for p in m.waiting_for() for a in m.legal_actions(p)):
        assert bot_step(m, bots, rngs)
    p = m.waiting_for()[0]
    with pytest.raises(BadArgument) as exc:
        m.check(p, ["bet", 10**6])
    assert exc.value.key == "arg-bet" and localise(exc.value, "en") == str(exc.value)
    said = {lang: localise(exc.value, lang) for lang in LANGS}
    assert said["fr"].startswith(f"{p}\u00a0: bet prend un nombre de jetons de 1 à ")
    assert said["it"].startswith(f"{p}: bet vuole un numero di gettoni da 1 a ")
    assert len(set(said.values())) == len(LANGS) and all("1000000" in s for s in said.values())


def test_an_option_out_of_range_in_french() -> None:
    with pytest.raises(BadOption) as exc:
        create_match("hypp", players=["Ada", "Bea", "Cid"], options={"limit": -5})
    assert localise(exc.value, "en") == str(exc.value)
    assert localise(exc.value, "fr").startswith("l'option limit de ")


def test_the_reader_at_the_terminal_is_spoken_to() -> None:
    e = NotYourTurn("Vous", "keep", ["Ada"])
    assert (
        localise(e, "fr")
        == "action refusée\u00a0: keep\u202f; ce n'est pas votre tour (Vous)\u202f; la partie attend Ada"
    )
    assert localise(NotYourTurn("Bruno", "keep", ["Ada"]), "fr").endswith(
        "ce n'est pas le tour de Bruno (la partie attend Ada)"
    )
    # English too ("it is not You's turn" before), where the engine's own message names the player
    you = NotYourTurn("You", "keep", ["Ada"])
    assert localise(you, "en") == "illegal action keep: it is not your turn (the match waits for Ada)"
    assert str(you) == "illegal action keep by You: it is not You's turn (the match waits for Ada)"


def test_an_error_without_a_sentence_is_said_in_english_and_a_refusal_by_its_key() -> None:
    plain = BadArgument("something only a program meets")
    assert plain.key is None and localise(plain, "ko") == str(plain)
    assert localise(ValueError("plain"), "ja") == "plain"
    r = Refused("table-stale", version=3, current=5)
    assert str(r) == "stale version 3: the table is at version 5; here is the current state"
    assert localise(r, "ja") == refusal("ja", "table-stale", version=3, current=5) != str(r)
    assert refusal("xx", "table-over") == refusal("en", "table-over")  # an unknown language: English
    assert refusal("fr", "no-such-refusal") == "no-such-refusal"


def test_a_record_that_does_not_replay_is_said_with_its_reason_in_the_language() -> None:
    m = create_match("hypp", players=["Ada", "Bea", "Cid"], seed=1)
    mover = m.waiting_for()[0]
    other = next(p for p in m.players if p != mover)
    with pytest.raises(BadRecord) as exc:
        replay_actions(create_match("hypp", players=["Ada", "Bea", "Cid"], seed=1), [[other, "pass"]])
    assert exc.value.key == "record-illegal" and localise(exc.value, "en") == str(exc.value)
    french = localise(exc.value, "fr")
    assert french.startswith(
        f"actions[0]\u00a0: {other} pass n'est pas permis ici (action refusée\u00a0: pass par {other}"
    )
    assert f"ce n'est pas le tour de {other}" in french  # the reason inside, in French too
    for bad in (["Ada"], [1, "pass"]):
        with pytest.raises(BadRecord) as shape:
            replay_actions(create_match("hypp", players=["Ada", "Bea", "Cid"], seed=1), [bad])
        assert shape.value.key is not None and localise(shape.value, "en") == str(shape.value)


@pytest.mark.parametrize(
    ("rules", "options", "key", "french"),
    [
        ("campli", {"cat-rule": "x"}, "option-fixed", "l'option cat-rule est fixée par la variante campli"),
        (
            "bga",
            {"anti-cuckoo": True, "lion": True},
            "option-combined",
            "les options anti-cuckoo et lion ne se combinent",
        ),
        ("cambio", {"length": "short"}, "option-bga-length", "l'option length ne vaut que pour la variante bga"),
        ("bga", {"cuckoos": 3}, "option-cuckoos", "un seul jeu compte au plus 2\u00a0Coucous"),
    ],
)
def test_a_games_own_refusal_of_options_is_said_in_the_lobbys_language(
    rules: str, options: dict[str, object], key: str, french: str
) -> None:
    with pytest.raises(TavernaError) as exc:
        create_match("cucu", rules=rules, players=["A", "B", "C"], options=options)
    assert exc.value.key == key and localise(exc.value, "en") == str(exc.value)
    assert french.replace("\u00a0", " ") in localise(exc.value, "fr")
