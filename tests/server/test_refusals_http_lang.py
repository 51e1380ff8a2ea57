"""The server's other HTTP refusals in the page's language (issue 31, item 5): bots, start, rematch, the rate
limits, origins, identities and sign-in, tournaments, the leaderboard, the replay viewer and unknown tables or
players are said in the language the request asks (``?lang=``, else ``Accept-Language``, which the pages send:
``static/js/api.js``), with the same status and form control as in English, and name no more than English."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from starlette.requests import Request
from starlette.testclient import TestClient

from taverna.i18n import fluent
from taverna.i18n.refusals import refusal
from taverna.server import Settings, create_app
from taverna.server.i18n import LANGS, request_lang

FR = {"Accept-Language": "fr-FR,fr;q=0.9,en;q=0.8"}


@contextlib.contextmanager
def served(tmp_path: Path, **settings: Any) -> Iterator[TestClient]:
    cfg: dict[str, Any] = {"data_dir": tmp_path, "http_rate": 0, **settings}
    with TestClient(create_app(Settings(**cfg))) as tc:
        yield tc


def _table(tc: TestClient, **body: Any) -> dict[str, Any]:
    r = tc.post("/api/tables", json={"game": "hypp", "seats": 3, "name": "Ann", **body})
    assert r.status_code == 200, r.text
    made: dict[str, Any] = r.json()
    return made


def _request(query: str = "", accept: str | None = None) -> Request:
    headers = [] if accept is None else [(b"accept-language", accept.encode())]
    return Request({"type": "http", "method": "GET", "path": "/", "query_string": query.encode(), "headers": headers})


def test_the_language_is_the_requests_lang_else_its_accept_language_else_english() -> None:
    assert request_lang(_request("lang=ko", "fr")) == "ko"
    assert request_lang(_request("lang=xx", "it-IT,it;q=0.9")) == "it"  # an unknown ?lang=: the header
    assert request_lang(_request("", "de-DE,de;q=0.9,ja;q=0.5,fr;q=0.7")) == "fr"  # the best one Taverna speaks
    assert request_lang(_request("", "de, en;q=0")) == "en"
    assert request_lang(_request("", "fr;q=0, ko")) == "ko"
    assert request_lang(_request("", "fr;q=nonsense, ja;q=0.2")) == "ja"
    assert request_lang(_request()) == "en"


def test_bots_start_and_seats_are_refused_in_the_pages_language(tmp_path: Path) -> None:
    with served(tmp_path) as tc:
        made = _table(tc)
        code, token = made["table"]["code"], made["token"]
        bots = f"/api/tables/{code}/bots"
        english = tc.post(bots, json={"token": token, "seat": 0, "level": "simple"})
        french = tc.post(bots, json={"token": token, "seat": 0, "level": "simple"}, headers=FR)
        assert english.status_code == french.status_code == 409
        assert english.json()["error"] == "seat 0 is not free; free seats: 1, 2"
        assert french.json()["error"] == "la place 0 n'est pas libre\u202f; places libres\u00a0: 1, 2"
        level = tc.post(bots + "?lang=it", json={"token": token, "seat": 1, "level": "genius"}).json()["error"]
        assert level.startswith("livello di bot sconosciuto 'genius'; scegli tra "), level
        said = tc.post(bots, json={"token": "nope", "seat": 1, "level": "simple"}, headers={"Accept-Language": "ko"})
        assert said.status_code == 403
        assert said.json()["error"] == f"그 토큰은 테이블 {code}의 어느 자리에도 속하지 않습니다"
        start = tc.post(f"/api/tables/{code}/start?lang=ja", json={"token": token})
        assert start.status_code == 409 and start.json()["error"] == (
            "空いている席：1, 2。プレイヤーを招待するか、ボットで埋めてください"
        )
        rematch = tc.post(f"/api/tables/{code}/rematch", json={"token": token}, headers=FR).json()["error"]
        assert rematch == f"la table {code} est en attente\u00a0: une revanche suit une partie terminée"
        # a number of any size is said as it came, in every language (a 400, not the formatter's failure)
        huge = tc.post(bots, json={"token": token, "seat": 10**90, "level": "simple"}, headers=FR)
        assert huge.status_code == 409 and huge.json()["error"].startswith(f"la place {10**90} n'est pas libre")
        seats = tc.post("/api/tables?lang=ko", json={"game": "hypp", "seats": 10**90, "name": "Ann"})
        assert seats.status_code == 400 and str(10**90) in seats.json()["error"]
        # a table that does not exist, in the page's language (?lang= before the header)
        missing = tc.post("/api/tables/ZZZZZZ/join?lang=ko", json={"name": "Bo"}, headers=FR)
        assert missing.status_code == 404 and missing.json()["error"].startswith("코드가 'ZZZZZZ'인 테이블이 없습니다")


def test_the_rate_limits_refuse_in_the_pages_language(tmp_path: Path) -> None:
    with served(tmp_path, http_rate=0.01, http_burst=1) as tc:
        made = _table(tc)
        code, token = made["table"]["code"], made["token"]
        r = tc.post(f"/api/tables/{code}/bots", json={"token": token, "fill": True, "level": "simple"}, headers=FR)
        assert r.status_code == 429
        assert r.json()["error"] == "trop de requêtes\u00a0: au plus 0.01 par seconde\u202f; patientez un instant"
    with served(tmp_path / "b", max_waiting_per_address=1) as tc:
        _table(tc)
        r = tc.post("/api/tables?lang=fr", json={"game": "hypp", "seats": 3, "name": "Ann"})
        assert r.status_code == 429
        assert r.json()["error"].startswith("vous avez déjà 1 table qui attend des joueurs (au plus 1 par adresse)")
        english = tc.post("/api/tables", json={"game": "hypp", "seats": 3, "name": "Ann"}).json()["error"]
        assert english.startswith("you already have 1 table waiting for players (at most 1 per address)")


def test_another_sites_page_is_refused_in_its_language(tmp_path: Path) -> None:
    with served(tmp_path) as tc:
        headers = {"Origin": "https://evil.example", "Accept-Language": "it"}
        r = tc.post("/api/tables", json={"game": "hypp", "seats": 3, "name": "Ann"}, headers=headers)
        assert r.status_code == 403
        assert r.json()["error"].startswith("le richieste da pagine di un altro sito ('https://evil.example') ")


def test_identities_and_sign_in_are_refused_in_the_pages_language(tmp_path: Path) -> None:
    with served(tmp_path) as tc:
        made = tc.post("/api/players", json={"name": "Mina"}).json()
        r = tc.post("/api/players/me/password?lang=fr", json={"player": made["key"], "password": "short"})
        assert r.status_code == 400 and r.json()["field"] == "password"
        assert r.json()["error"].startswith("le mot de passe est trop court\u00a0: au moins ")
        assert tc.post(
            "/api/players/me/password", json={"player": made["key"], "password": "long enough pw"}
        ).is_success
        wrong = tc.post("/api/players/signin?lang=ko", json={"name": "Mina", "password": "not it at all"})
        assert wrong.status_code == 403
        assert wrong.json()["error"] == "이름이나 비밀번호가 틀렸습니다 (이름은 대소문자를 가리지 않고 비교합니다)"
        other = tc.post("/api/players", json={"name": "Bo"}).json()
        taken = tc.post("/api/players/me/name", json={"player": other["key"], "name": "mina"},
                        headers={"Accept-Language": "ko-KR"})  # fmt: skip
        assert taken.status_code == 409
        assert taken.json()["error"].startswith("'mina'는 이미 다른 플레이어의 이름입니다"), taken.json()
        code = tc.post("/api/players/recover", json={"recovery": "K7QXM-K7QXM-K7QXM-K7QXM-K7QXM"}, headers=FR)
        assert code.status_code == 403 and code.json()["error"].startswith(
            "aucune identité n'a ce code de récupération"
        )
        nobody = tc.get("/api/players/999999?lang=ja")
        assert (
            nobody.status_code == 404
            and nobody.json()["error"] == "プレイヤー999999はいません（作られていないか、削除されました）"
        )
        board = tc.get("/api/leaderboard?game=hypp&min=many", headers=FR).json()["error"]
        assert board == "'min' doit être un nombre de parties, reçu 'many'"


def test_tournaments_and_the_replay_viewer_refuse_in_the_pages_language(tmp_path: Path) -> None:
    with served(tmp_path) as tc:
        key = tc.post("/api/players", json={"name": "Mina"}).json()["key"]
        body = {"player": key, "name": "Cup", "game": "hypp", "seats": 3, "kind": "knockout"}
        r = tc.post("/api/tournaments?lang=it", json=body)
        assert r.status_code == 400 and r.json().get("field") == "kind"
        assert r.json()["error"] == '\'kind\' deve essere "arena" o "swiss", ricevuto "knockout"'
        r = tc.post("/api/tournaments?lang=ko", json={**body, "kind": "arena", "duration": -1})
        assert r.status_code == 400 and r.json()["error"].startswith("'duration'은 "), r.json()  # (PARTICLE)
        assert tc.get("/api/tournaments/ZZZZZZ", headers=FR).json()["error"] == "aucun tournoi n'a le code 'ZZZZZZ'"
        r = tc.post("/api/replay?lang=ko", content=b"{nope", headers={"Content-Type": "application/json"})
        assert r.status_code == 400 and r.json()["error"].startswith("이 파일은 JSON 기록이 아닙니다 (")
        code = _table(tc)["table"]["code"]
        r = tc.get(f"/api/tables/{code}/replay", headers=FR)
        assert r.status_code == 409 and r.json()["error"].startswith(f"la table {code} est en attente\u00a0: ")


# The values a refusal may name (a table's code, a seat, a name, a number): a translation names no other.
SENTINELS = {"code": "QX7Q2Z", "name": "'Zed'", "origin": "'https://o.example'", "got": "'G0T'", "seat": 917}


def test_a_translated_http_refusal_names_no_more_than_the_english_one() -> None:
    source = (Path(fluent.__file__).parents[1] / "locales" / "en" / "errors.ftl").read_text(encoding="utf-8")
    section = source.split("## The server's other HTTP refusals", 1)[1]
    keys = re.findall(r"^([a-z][a-z0-9-]*) =", section, re.M)
    assert {"http-rate", "signin-wrong", "seat-not-free", "tour-over", "replay-budget", "origin-refused"} <= set(keys)
    for key in keys:
        for status in ("waiting", "playing", "finished", "full"):
            fields: dict[str, Any] = {"status": status, "count": 2, "free": "813, 814", **SENTINELS}
            for n in ("limit", "length", "last", "mine", "cap", "here", "n", "min", "max", "wait", "cost", "burst"):
                fields.setdefault(n, 700 + len(n))
            english = refusal("en", key, **fields)
            shown = {str(v) for v in fields.values() if str(v) in english}
            for lang in LANGS:
                said = refusal(lang, key, **fields)
                assert said != key, (lang, key)
                named = {str(v) for v in fields.values() if str(v) in said}
                assert named <= shown, (lang, key, named - shown)
                numbers = set(re.findall(r"\d{3,}", said)) - {"256", "2026", "000"}
                assert numbers <= set(re.findall(r"\d{3,}", english)), (lang, key, said)


def test_pages_paths_guides_and_lengths_are_refused_in_the_pages_language(tmp_path: Path) -> None:
    with served(tmp_path) as tc:
        assert tc.get("/api/nothing", headers=FR).json()["error"] == "cette page n'existe pas\u00a0: /api/nothing"
        bad = tc.get("/api/players/x12?lang=ko").json()["error"]
        assert bad == "그런 페이지는 없습니다: /api/players/x12: pid는 1~18자리 숫자여야 합니다 (예: 12)", bad
        english = tc.get("/api/players/x12").json()["error"]
        assert english == "no such page: /api/players/x12: pid must be a number of 1 to 18 digits, such as 12"
        assert tc.get("/api/games/cucu/cards?options=[1]&lang=it").json()["error"] == "options: serve un oggetto JSON"
        r = tc.get("/api/length?game=hypp&seats=99", headers={"Accept-Language": "ja"})
        assert r.status_code == 400 and r.json()["field"] == "seats"
        assert re.fullmatch(r"hyppは\d+〜\d+人で遊びます", r.json()["error"]), r.json()
        assert tc.get("/api/length?game=nope", headers=FR).json()["error"].startswith("jeu inconnu 'nope'")
