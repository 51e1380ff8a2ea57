"""Identities under attack (issue 28, items 1, 7, 8 and 10): password hashing bounded and the same for every
name, back-off after failed sign-ins, keys revoked, names unique after normalisation, and the per-address limits
counted per network (IPv6: /64) with per-account and whole-server budgets for secrets.

Most tests run the server in this process (Starlette's test client) so that they can count what it does (the
argon2 pool's jobs); those about client addresses run a real server with ``trust_proxy`` and send
``X-Forwarded-For`` from 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import text
from starlette.testclient import TestClient

from taverna.server import Settings, create_app
from taverna.server import guard as guard_mod
from taverna.server.db import MIGRATIONS, Store, hash_token
from taverna.server.guard import Backoff, HashPool, guard
from taverna.server.limits import ApiError, limit_key
from taverna.server.players_db import name_key, players_t

from .launch import ServerProc


@contextlib.contextmanager
def served(tmp_path: Path, **settings: Any) -> Iterator[TestClient]:
    cfg: dict[str, Any] = {"data_dir": tmp_path, "http_rate": 0, **settings}
    with TestClient(create_app(Settings(**cfg))) as tc:
        yield tc


def _made(tc: TestClient, name: str, password: str | None = None) -> dict[str, Any]:
    r = tc.post("/api/players", json={"name": name})
    assert r.status_code == 200, r.text
    made: dict[str, Any] = r.json()
    if password is not None:
        r = tc.post("/api/players/me/password", json={"player": made["key"], "password": password})
        assert r.status_code == 200, r.text
    return made


def _me(tc: TestClient, key: str) -> int:
    return tc.post("/api/players/me", json={"player": key}).status_code


def _pool(tc: TestClient) -> HashPool:
    return guard(tc.app.state.server).pool  # type: ignore[attr-defined]


# ---------------------------------------------------------------------------- 1. the argon2 pool
def test_the_hash_pool_runs_at_most_its_threads_at_once_and_refuses_beyond_its_queue() -> None:
    pool = HashPool(threads=2, queue=3)
    gate = threading.Event()

    def slow() -> str:
        gate.wait(10)
        return "done"

    async def main() -> list[Any]:
        jobs = [asyncio.ensure_future(pool.run("verify", slow)) for _ in range(20)]
        while pool.running < 2:  # both threads busy, three waiting
            await asyncio.sleep(0.01)
        assert pool.pending == 5
        refused_now = [j for j in jobs if j.done()]
        assert len(refused_now) == 15  # answered at once, not piled up
        gate.set()
        return await asyncio.gather(*jobs, return_exceptions=True)

    try:
        got = asyncio.run(main())
    finally:
        gate.set()
        pool.close()
    refused = [g for g in got if isinstance(g, ApiError)]
    assert len(refused) == 15 and all(e.status == 429 and e.retry_after and e.retry_after > 0 for e in refused)
    assert got.count("done") == 5
    assert pool.peak == 2 and pool.calls["verify"] == 5 and pool.pending == 0


def test_unknown_names_names_without_a_password_and_wrong_passwords_cost_the_same_argon2_check(tmp_path: Path) -> None:
    with served(tmp_path) as tc:
        _made(tc, "Has Password", "correct horse")
        _made(tc, "No Password")
        pool = _pool(tc)
        answers = []
        for name in ("Has Password", "No Password", "Nobody At All"):
            before = pool.calls["verify"]
            r = tc.post("/api/players/signin", json={"name": name, "password": "wrong horse"})
            assert pool.calls["verify"] == before + 1, f"{name}: the hasher must be called exactly once"
            answers.append((r.status_code, r.json()))
        assert answers[0] == answers[1] == answers[2]  # one answer: nothing tells which names have a password
        assert answers[0][0] == 403
        # setting a password hashes on the same pool
        before = pool.calls["hash"]
        made = _made(tc, "Third", "another horse")
        assert pool.calls["hash"] == before + 1 and made["player"]["name"] == "Third"
        assert pool.peak <= pool.threads == 1


def test_passwords_are_hashed_on_one_lane_and_old_four_lane_hashes_are_hashed_again_at_sign_in(
    tmp_path: Path,
) -> None:
    from argon2 import PasswordHasher

    from taverna.server import players_db as pdb

    with served(tmp_path) as tc:
        server = tc.app.state.server  # type: ignore[attr-defined]
        made = _made(tc, "Lane", "one lane only")
        stored = pdb.player_by_id(server.store, made["player"]["id"])
        assert stored is not None and stored.password_hash is not None and ",p=1$" in stored.password_hash
        # a hash of before (argon2-cffi's default: 4 lanes, so 4 threads of libargon2 for each check)
        pdb.update_player(server.store, made["player"]["id"], password_hash=PasswordHasher().hash("four lanes"))
        pool = _pool(tc)
        before = pool.calls["hash"]
        r = tc.post("/api/players/signin", json={"name": "Lane", "password": "four lanes"})
        assert r.status_code == 200 and pool.calls["hash"] == before + 1
        stored = pdb.player_by_id(server.store, made["player"]["id"])
        assert stored is not None and stored.password_hash is not None and ",p=1$" in stored.password_hash
        assert tc.post("/api/players/signin", json={"name": "Lane", "password": "four lanes"}).status_code == 200
        assert pool.calls["hash"] == before + 1  # once


def test_signins_beyond_the_pool_and_its_queue_are_answered_429_with_retry_after(tmp_path: Path) -> None:
    srv = ServerProc(
        tmp_path / "data", hash_threads=1, hash_queue=2, signin_free=1000, signin_free_address=1000, signin_burst=1000
    ).start()
    try:
        made = srv.post("/api/players", {"name": "Target"}).json()
        assert (
            srv.post("/api/players/me/password", {"player": made["key"], "password": "correct horse"}).status_code
            == 200
        )

        async def attack() -> list[httpx.Response]:
            async with httpx.AsyncClient(base_url=srv.base, timeout=60) as client:
                tries = [client.post("/api/players/signin", json={"name": "Target", "password": f"guess {i}"})
                         for i in range(16)]  # fmt: skip
                return await asyncio.gather(*tries)

        answers = asyncio.run(attack())
        codes = [r.status_code for r in answers]
        assert set(codes) <= {403, 429}, codes
        assert codes.count(429) >= 1, codes  # at most one hashing and two waiting: the rest are refused
        assert all(int(r.headers["retry-after"]) >= 1 for r in answers if r.status_code == 429)
        assert "too many passwords" in next(r for r in answers if r.status_code == 429).json()["error"]
        # the right password still signs in once the pool is free
        assert srv.post("/api/players/signin", {"name": "target", "password": "correct horse"}).status_code == 200
    finally:
        srv.stop()


def test_the_hashing_threads_run_below_the_event_loops_priority() -> None:
    import os

    if not hasattr(os, "getpriority"):
        pytest.skip("no thread priorities here")
    pool = HashPool(threads=1, queue=0, nice=19)
    try:
        niceness = asyncio.run(pool.run("probe", lambda: os.getpriority(os.PRIO_PROCESS, threading.get_native_id())))
    finally:
        pool.close()
    assert niceness == min(19, os.getpriority(os.PRIO_PROCESS, 0) + 19) > os.getpriority(os.PRIO_PROCESS, 0)


def test_password_checks_from_one_address_have_a_budget_right_or_wrong(tmp_path: Path) -> None:
    with served(tmp_path, signin_rate=0.001, signin_burst=3) as tc:
        _made(tc, "Busy", "busy password")
        pool = _pool(tc)
        for _ in range(3):  # right passwords: no back-off, but the address's budget
            assert tc.post("/api/players/signin", json={"name": "Busy", "password": "busy password"}).status_code == 200
        before = pool.calls["verify"]
        r = tc.post("/api/players/signin", json={"name": "Busy", "password": "busy password"})
        assert r.status_code == 429 and "sign-ins from your address" in r.json()["error"], r.text
        assert int(r.headers["retry-after"]) >= 1 and pool.calls["verify"] == before


def test_a_sign_in_name_backs_off_after_five_failures_without_hashing(tmp_path: Path) -> None:
    with served(tmp_path, signin_burst=100) as tc:  # (the address's own budget is another test's)
        _made(tc, "Victim", "correct horse")
        pool = _pool(tc)
        for _ in range(5):
            assert tc.post("/api/players/signin", json={"name": "Victim", "password": "nope"}).status_code == 403
        before = pool.calls["verify"]
        r = tc.post("/api/players/signin", json={"name": "VICTIM", "password": "correct horse"})
        assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1, r.text
        assert "failed sign-ins" in r.json()["error"]
        assert pool.calls["verify"] == before  # refused before any hashing
        # another name is not held back by it (this address has 20 failures before it waits)
        assert tc.post("/api/players/signin", json={"name": "Someone", "password": "nope"}).status_code == 403


def test_the_back_off_doubles_with_each_failure_up_to_its_cap_and_a_success_clears_it(
        monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    clock = [1000.0]

    class FakeTime:
        @staticmethod
        def monotonic() -> float:
            return clock[0]

    monkeypatch.setattr(guard_mod, "time", FakeTime)
    b = Backoff(free=5, base=1.0, cap=8.0)
    waits = []
    for _ in range(9):
        b.fail("name:alice")
        waits.append(b.wait("name:alice"))
        clock[0] += waits[-1]  # the attacker waits exactly as long as told
    assert waits == [0, 0, 0, 0, 1, 2, 4, 8, 8]
    b.clear("name:alice")
    assert b.wait("name:alice") == 0 and b.failures("name:alice") == 0
    for _ in range(5):
        b.fail("name:bob")
    assert b.wait("name:bob") == 1
    clock[0] += 3601  # an hour without failures: forgotten
    b.fail("name:bob")
    assert b.failures("name:bob") == 1 and b.wait("name:bob") == 0


# ---------------------------------------------------------------------------- 7. revocation
def test_a_recovery_code_works_once_and_is_replaced_and_the_old_keys_are_revoked(tmp_path: Path) -> None:
    with served(tmp_path) as tc:
        made = _made(tc, "Rita")
        old_key, old_code = made["key"], made["recovery"]
        r = tc.post("/api/players/recover", json={"recovery": old_code})
        assert r.status_code == 200, r.text
        back = r.json()
        new_code, new_key = back["recovery"], back["key"]
        assert new_code != old_code and len(new_code.replace("-", "")) == 25
        assert _me(tc, old_key) == 403 and _me(tc, new_key) == 200
        assert tc.post("/api/players/recover", json={"recovery": old_code}).status_code == 403  # dead
        again = tc.post("/api/players/recover", json={"recovery": new_code})
        assert again.status_code == 200 and again.json()["player"]["id"] == made["player"]["id"]
        assert _me(tc, new_key) == 403 and _me(tc, again.json()["key"]) == 200
        # the code is shown this once: /me does not tell it
        assert again.json()["recovery"] not in tc.post("/api/players/me", json={"player": again.json()["key"]}).text


def test_a_password_change_revokes_every_other_key_and_keeps_the_one_asking(tmp_path: Path) -> None:
    with served(tmp_path) as tc:
        made = _made(tc, "Pat", "first password")
        keys = [made["key"]]
        for _ in range(2):
            r = tc.post("/api/players/signin", json={"name": "Pat", "password": "first password"})
            assert r.status_code == 200
            keys.append(r.json()["key"])
        assert [_me(tc, k) for k in keys] == [200, 200, 200]
        r = tc.post("/api/players/me/password", json={"player": keys[1], "password": "second password"})
        assert r.status_code == 200 and r.json()["revoked"] == 2
        assert [_me(tc, k) for k in keys] == [403, 200, 403]
        assert tc.post("/api/players/signin", json={"name": "Pat", "password": "first password"}).status_code == 403
        assert tc.post("/api/players/signin", json={"name": "Pat", "password": "second password"}).status_code == 200


def test_sign_out_everywhere_else_revokes_every_other_key(tmp_path: Path) -> None:
    with served(tmp_path) as tc:
        made = _made(tc, "Sam", "sams password")
        keys = [made["key"]] + [tc.post("/api/players/signin", json={"name": "Sam", "password": "sams password"})
                                .json()["key"] for _ in range(2)]  # fmt: skip
        r = tc.post("/api/players/me/signout-others", json={"player": keys[2]})
        assert r.status_code == 200 and r.json() == {"revoked": 2}
        assert [_me(tc, k) for k in keys] == [403, 403, 200]
        assert tc.post("/api/players/me/signout-others", json={"player": keys[0]}).status_code == 403
        assert tc.post("/api/players/me/signout-others", json={"player": keys[2]}).json() == {"revoked": 0}


# ---------------------------------------------------------------------------- 8. names
def test_the_name_key_folds_case_width_and_compatibility_forms() -> None:
    assert name_key("Alice") == name_key("ALICE") == name_key("ａｌｉｃｅ") == name_key("Ａｌｉｃｅ") == "alice"
    assert name_key("Straße") == name_key("STRASSE") == "strasse"
    assert name_key("ﬁona") == name_key("Fiona")  # the ligature fi
    assert name_key("Ann\u3000Lee") == name_key("ann lee")  # an ideographic space
    assert name_key("Zoë") != name_key("Zoe")  # accents make another name


def test_names_are_unique_after_normalisation_with_or_without_a_password(tmp_path: Path) -> None:
    with served(tmp_path) as tc:
        alice = _made(tc, "Alice")  # no password
        bob = _made(tc, "Bob", "bobs password")
        # a new identity with a taken name gets the first free "name (k)"
        assert _made(tc, "alice")["player"]["name"] == "alice (2)"
        assert _made(tc, "ＡＬＩＣＥ")["player"]["name"] == "ＡＬＩＣＥ (3)"
        carol = _made(tc, "Carol")
        answers = {}
        for taken in ("alice", "Ａｌｉｃｅ", "BOB", "ｂｏｂ"):
            r = tc.post("/api/players/me/name", json={"player": carol["key"], "name": taken})
            assert r.status_code == 409, (taken, r.text)
            answers[taken] = r.json()["error"].replace(repr(taken), "NAME", 1)
        # the same answer whether the name's player has a password (Bob) or not (Alice): it tells nothing
        assert len(set(answers.values())) == 1
        assert "password" not in answers["alice"]
        # renaming oneself to another case of one's own name is fine; the sign-in name follows
        assert tc.post("/api/players/me/name", json={"player": bob["key"], "name": "BOBBY"}).status_code == 200
        assert (
            tc.post("/api/players/signin", json={"name": "ｂｏｂｂｙ", "password": "bobs password"}).status_code == 200
        )
        assert tc.post("/api/players/me/name", json={"player": alice["key"], "name": "ALICE"}).status_code == 200
        # Bob's old name is free now, for anyone
        assert tc.post("/api/players/me/name", json={"player": carol["key"], "name": "bob"}).status_code == 200
        # and a password no longer meets a 409: names are unique already
        r = tc.post("/api/players/me/password", json={"player": carol["key"], "password": "carols password"})
        assert r.status_code == 200


@pytest.mark.parametrize("db_url", ["sqlite", "postgres"], indirect=True)
def test_the_migration_gives_every_player_its_key_and_renames_later_colliding_names(
    db_url: str | None, tmp_path: Path
) -> None:
    store = Store(db_url or f"sqlite:///{tmp_path / 'old.sqlite3'}")
    try:
        cfg = Config()
        cfg.set_main_option("script_location", str(MIGRATIONS))
        with store.engine.begin() as conn:
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "0004")
            rows = [  # (id, name, day of creation, password): the ids out of creation order on purpose
                (1, "alice", 3, None),
                (2, "Alice", 1, "$argon2id$x"),
                (3, "ＡＬＩＣＥ", 2, None),
                (4, "alice (2)", 4, None),
                (5, "Bob", 5, "$argon2id$y"),
            ]
            for pid, name, day, pw in rows:
                conn.execute(players_t.insert().values(
                    id=pid, name=name, login=name.casefold() if pw else None, password_hash=pw,
                    recovery_hash=hash_token(f"r{pid}"), created=dt.datetime(2026, 1, day, tzinfo=dt.UTC)))  # fmt: skip
        store.migrate()
        with store.engine.connect() as conn:
            got = {r.id: (r.name, r.name_key, r.login) for r in conn.execute(text("SELECT * FROM players"))}
        assert got == {
            2: ("Alice", "alice", "alice"),  # the oldest keeps its name
            3: ("ＡＬＩＣＥ (2)", "alice (2)", None),
            1: ("alice (3)", "alice (3)", None),
            4: ("alice (2) (2)", "alice (2) (2)", None),
            5: ("Bob", "bob", "bob"),
        }
    finally:
        store.close()


# ---------------------------------------------------------------------------- 10. limits per network, per account
def test_the_limit_key_is_an_ipv4_address_or_an_ipv6_64() -> None:
    assert limit_key("127.0.0.1") == "127.0.0.1" != limit_key("127.0.0.2")
    assert limit_key("2001:db8:1:2::1") == limit_key("2001:db8:1:2:ffff:ffff:ffff:ffff") == "2001:db8:1:2::/64"
    assert limit_key("2001:db8:1:3::1") != limit_key("2001:db8:1:2::1")
    assert limit_key("::ffff:192.0.2.7") == "192.0.2.7"
    assert limit_key("fe80::1%eth0") == "fe80::/64"
    assert limit_key("testclient") == "testclient"


@pytest.fixture(scope="module")
def proxied(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProc]:
    """A server behind a (pretended) proxy on 127.0.0.1: each request says its client in X-Forwarded-For."""
    srv = ServerProc(tmp_path_factory.mktemp("proxied") / "data", trust_proxy=True, recover_rate=0.001,
                     recover_burst=5, recover_rate_all=0.001, recover_burst_all=20, key_rate=0.001, key_burst=3).start()  # fmt: skip
    try:
        yield srv
    finally:
        srv.stop()


def _from(addr: str) -> dict[str, dict[str, str]]:
    return {"headers": {"X-Forwarded-For": addr}}


def test_recovery_tries_from_ten_addresses_are_refused_after_the_whole_servers_budget(proxied: ServerProc) -> None:
    made = proxied.post("/api/players", {"name": "Recoverable"}).json()
    codes: dict[str, list[int]] = {}
    for i in range(30):
        for k in range(1, 11):
            addr = f"127.0.0.{k}"
            r = proxied.post("/api/players/recover", {"recovery": f"AAAAA-AAAAA-AAAAA-AAAAA-{i:05d}"}, **_from(addr))
            codes.setdefault(addr, []).append(r.status_code)
            if r.status_code == 429:
                assert int(r.headers["retry-after"]) >= 1 and "recovery codes" in r.json()["error"]
    every = [c for cs in codes.values() for c in cs]
    assert set(every) == {403, 429}
    assert every.count(403) <= 20 + 1  # the whole server's budget (and what refills while the test runs)
    assert all(cs.count(403) <= 5 + 1 for cs in codes.values())  # and each address's
    # the right code is refused too while the budget is spent (the limit comes before the code is looked at)
    r = proxied.post("/api/players/recover", {"recovery": made["recovery"]}, **_from("127.0.0.99"))
    assert r.status_code == 429


def test_two_ipv6_addresses_of_one_64_share_a_bucket(proxied: ServerProc) -> None:
    one, same, other = "2001:db8:5:6::1", "2001:db8:5:6:aaaa:bbbb:cccc:dddd", "2001:db8:5:7::1"
    for _ in range(3):  # the budget of unknown player keys: 3
        assert proxied.post("/api/players/me", {"player": "forged"}, **_from(one)).status_code == 403
    r = proxied.post("/api/players/me", {"player": "forged"}, **_from(same))
    assert r.status_code == 429 and "unknown player keys" in r.json()["error"]
    assert proxied.post("/api/players/me", {"player": "forged"}, **_from(other)).status_code == 403
    # IPv4 addresses are counted one by one
    for _ in range(3):
        assert proxied.post("/api/players/me", {"player": "forged"}, **_from("192.0.2.1")).status_code == 403
    assert proxied.post("/api/players/me", {"player": "forged"}, **_from("192.0.2.2")).status_code == 403


def test_failed_sign_ins_of_one_name_are_limited_whatever_the_address(proxied: ServerProc) -> None:
    made = proxied.post("/api/players", {"name": "Everywhere"}).json()
    assert (
        proxied.post("/api/players/me/password", {"player": made["key"], "password": "right password"}).status_code
        == 200
    )
    codes = [proxied.post("/api/players/signin", {"name": "Everywhere", "password": "wrong"},
                          **_from(f"198.51.100.{k}")).status_code for k in range(1, 11)]  # fmt: skip
    assert codes[:5] == [403] * 5 and codes[5:] == [429] * 5, codes


def test_the_per_address_limits_of_the_server_count_an_ipv6_64_as_one_address(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "data", trust_proxy=True, max_waiting_per_address=2).start()
    try:
        for k in range(2):
            r = srv.post("/api/tables", {"game": "cucu", "rules": "campli", "seats": 2, "name": "Host"},
                         **_from(f"2001:db8:9:9::{k + 1}"))  # fmt: skip
            assert r.status_code == 200, r.text
        r = srv.post("/api/tables", {"game": "cucu", "rules": "campli", "seats": 2, "name": "Host"},
                     **_from("2001:db8:9:9::ff"))  # fmt: skip
        assert r.status_code == 429, r.text
        r = srv.post("/api/tables", {"game": "cucu", "rules": "campli", "seats": 2, "name": "Host"},
                     **_from("2001:db8:9:a::1"))  # fmt: skip
        assert r.status_code == 200, r.text
    finally:
        srv.stop()
