"""Every card explains itself (issue 29, item 6): ``GET /api/games/{game}/cards`` answers for every game,
rule set and language with the pack's distinct cards in the engine's order, each with a name, a place and
a power; and each game's whole rules page is served by Taverna (item 7): ``GET /rules/{game}``.

Before these, neither route existed (404) and the Rules dialog pointed at a path in the source tree."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest

from taverna.cards import cuckoo as cuckoo_pack
from taverna.cards import italian
from taverna.games import games, get_game
from taverna.games.cucu.spec import GNAV
from taverna.games.cucu.spec import PACKS as CUCU_PACKS
from taverna.games.kille.spec import KILLE
from taverna.games.kinds import COCH, TORIONFO, ZIFULI, kind_of
from taverna.games.spec import CUAJO, CUCKOO, FRENCH, ITALIAN

from .conftest import ServerProc

LANGS = ("en", "it", "ko", "ja", "fr")
PACKS = {"cuckoo": CUCKOO, "italian": ITALIAN, "cuajo": CUAJO, "french": FRENCH, "gnav": GNAV}
PACKS["slabberjan"] = CUCU_PACKS["slabberjan"]  # Slabberjan's 42 pieces
PACKS["kille"] = KILLE  # the Swedish Kille pack (Krypkille's rule set nordic)
RULE_SETS = [(gid, rules) for gid, info in sorted(games().items()) for rules in info.rule_sets]


@pytest.mark.parametrize(("game", "rules"), RULE_SETS)
def test_every_card_of_every_rule_set_is_named_placed_and_given_its_power_in_every_language(
    server: ServerProc, game: str, rules: str
) -> None:
    seen: dict[str, list[dict[str, str]]] = {}
    for lang in LANGS:
        r = server.get(f"/api/games/{game}/cards?rules={rules}&lang={lang}")
        assert r.status_code == 200, r.text
        body = r.json()
        assert (body["game"], body["rules"], body["lang"]) == (game, rules, lang)
        cards = body["cards"]
        # every distinct card of the pack the table draws, once
        assert sorted(c["card"] for c in cards) == sorted(PACKS[body["pack"]].names()), (game, rules)
        for c in cards:
            assert c["name"] and c["place"] and c["power"], (game, rules, lang, c)
            assert "{" not in c["place"] + c["power"], c  # every field filled
        seen[lang] = cards
    # the words are the language's own (the English text is not repeated), the cards the same in each
    for lang in ("it", "ko", "ja", "fr"):
        assert [c["card"] for c in seen[lang]] == [c["card"] for c in seen["en"]]
        assert seen[lang][0]["place"] != seen["en"][0]["place"], (game, rules, lang)
    assert "1st strongest" in seen["en"][0]["place"] or "rank 1" in seen["en"][0]["place"]


def test_the_order_is_the_engines() -> None:
    from taverna.server.card_guide import card_guide

    # Cucù and its Cuckoo-pack relatives: the ranks, XV the Cuckoo down to the fool
    for game, rules in (("cucu", "cambio"), ("kille", "standard"), ("hypp", "rulebook")):
        cards = [c["card"] for c in card_guide(game, rules, "en")["cards"]]
        assert cards == [cuckoo_pack.card_str(r) for r in cuckoo_pack.RANKS], game
    # the trick games: each kind strongest first, as the game's Ranking compares them
    for game, ranking in (("coch", COCH), ("zifuli", ZIFULI), ("torionfo", TORIONFO)):
        cards = [cuckoo_pack.parse_card(c["card"]) for c in card_guide(game, None, "en")["cards"]]
        for kind in ("number", "picture"):
            mine = [c for c in cards if kind_of(c) == kind]
            assert mine == sorted(mine, key=ranking.strength, reverse=True), (game, kind)
    # Coteccio: within each suit, the engine's strength
    cards = [italian.parse_card(c["card"]) for c in card_guide("coteccio", None, "en")["cards"]]
    for suit in range(4):
        mine = [c for c in cards if italian.suit_of(c) == suit]
        assert mine == sorted(mine, key=italian.strength, reverse=True)
    # Le Her: kings first, aces last
    le_her = card_guide("cucu", "le-her", "en")["cards"]
    assert le_her[0]["card"].startswith("K") and le_her[-1]["card"].startswith("A")


def test_the_powers_follow_the_rule_set_and_its_options() -> None:
    from taverna.server.card_guide import card_guide

    def power(rules: str, card: str, lang: str = "en", **options: object) -> str:
        return next(c["power"] for c in card_guide("cucu", rules, lang, dict(options))["cards"] if c["card"] == card)

    assert "token" in power("campli", "14") and "token" not in power("cambio", "14")
    assert "undone" in power("campli", "12") and "first holder" in power("cambio", "12")
    assert "14½" in power("campli", "fool") and "receives" in power("cambio", "fool")
    assert "declare" in power("cambio", "15") and "by itself" in power("bga", "15")
    assert "declare" in power("bga", "15", cuckoo_declare="manual")
    assert power("cambio", "7") == "No power of its own: only its place counts."
    assert "king" in power("le-her", "Kh").lower() and "refuses" in power("ranter", "Kh")
    assert "refuses" in power("ranter", "Ah", ace="high") and "refuses" not in power("ranter", "Kh", ace="high")
    anti = card_guide("cucu", "cambio", "it", {"anti_cuckoo": True})["notes"]
    assert anti and "Anti" in anti[0]
    assert "20 cents" in next(c["power"] for c in card_guide("cuajo", None, "en")["cards"] if c["card"] == "Kc")
    assert "99 cents" in next(
        c["power"] for c in card_guide("cuajo", None, "en", {"other_king": 99})["cards"] if c["card"] == "Kc"
    )


def test_the_options_travel_as_json_and_unknown_things_answer_404(server: ServerProc) -> None:
    opts = quote(json.dumps({"anti_cuckoo": True}))
    body = server.get(f"/api/games/cucu/cards?rules=cambio&lang=en&options={opts}").json()
    assert body["notes"] and "Anti-Cuckoo" in body["notes"][0]
    assert server.get("/api/games/cucu/cards?rules=cambio&options=nope").status_code == 400
    assert server.get("/api/games/nope/cards").status_code == 404
    assert server.get("/api/games/cucu/cards?rules=nope").status_code == 404


@pytest.mark.parametrize("game", sorted(games()))
def test_every_game_has_its_whole_rules_page_with_its_sources(server: ServerProc, game: str) -> None:
    for lang in LANGS:
        r = server.get(f"/rules/{game}?lang={lang}")
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/html"), (game, lang)
        html = r.text
        assert f'<html lang="{lang}">' in html
        assert "<h1>" in html and "shared/seeds/" in html, game  # its sources (the seeds it quotes)
        # in the reader's language where translated (Hypp's page), else in English, saying so
        translated = get_game(game).rules_page(lang)[0] == lang  # type: ignore[index]
        assert ("rules-lang" in html) == (not translated), (game, lang)
        assert f'<article lang="{lang if translated else "en"}">' in html
        assert "<script" not in html  # raw HTML in the Markdown is not passed through
    title = get_game(game).title
    assert title.split(" ")[0] in server.get(f"/rules/{game}").text


def test_an_unknown_game_has_no_rules_page(server: ServerProc) -> None:
    assert server.get("/rules/nope").status_code == 404
    assert server.get("/rules/nope?lang=it").status_code == 404
