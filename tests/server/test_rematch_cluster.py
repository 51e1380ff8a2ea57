"""A rematch offer across workers (taverna serve --redis; issue 29, item 12): the offer made through one worker
reaches a seat connected to another, an answer asked of a worker that does not own the table is run by its owner,
and a person leaving through a worker other than the owner cancels it.  The workers of ``test_scale``."""

from __future__ import annotations

import asyncio
from typing import Any

from tests.server.test_scale import Player, ServerProc, owner_of, play, redis_server, shared, workers

from .test_rematch_offer import _offer

__all__ = ["redis_server", "shared", "workers"]  # the fixtures, shared with test_scale


def test_an_offer_reaches_every_worker_and_its_answers_are_run_by_the_owner(workers: list[ServerProc],
                                                                           shared: tuple[str, str]) -> None:  # fmt: skip
    _db, redis_url = shared
    by_name = {f"w{i}": w for i, w in enumerate(workers)}
    made = workers[0].create(game="kille", seats=3, name="Ada", bots={"2": "random"}, seed=5)
    code = made["table"]["code"]
    bruno = workers[1].join(code, "Bruno")
    owner = by_name[owner_of(code, redis_url)]
    others = [w for w in workers if w is not owner]

    def ask(w: ServerProc, token: str, **extra: Any) -> Any:
        return w.post(f"/api/tables/{code}/rematch", {"token": token, **extra})

    async def run() -> None:
        # each person connected to a worker that does not own the table
        a, b = Player(others[0], code, made["token"], "kille", 1), Player(others[1], code, bruno["token"], "kille", 2)
        for c in (a, b):
            await c.__aenter__()
        try:
            await asyncio.gather(play(a), play(b))
            r = await asyncio.to_thread(ask, others[0], made["token"])  # asked of a non-owner: run by the owner
            assert r.status_code == 200 and r.json()["table"] is None, r.text
            for c in (a, b):
                got = await c.until(lambda m: bool(_offer(m)) and _offer(m)["open"])  # type: ignore[index]
                assert _offer(got)["waiting"] == [1]  # type: ignore[index]
            # Bruno leaves (his page was on another worker than the owner): the offer is off, on every worker
            await b.__aexit__()
            got = await a.until(lambda m: bool(_offer(m)) and _offer(m)["left"] == 1, timeout=30)  # type: ignore[index]
            assert not _offer(got)["open"]  # type: ignore[index]
            for w in workers:
                offer = w.get(f"/api/tables/{code}").json()["table"]["rematch_offer"]
                assert (offer["left"], offer["open"]) == (1, False), w.base
            # a new offer, accepted through the third worker: the table is made, every page hears of it
            assert (await asyncio.to_thread(ask, others[0], made["token"])).json()["table"] is None
            r = await asyncio.to_thread(ask, others[1], bruno["token"])
            assert r.status_code == 200 and r.json()["table"] is not None, r.text
            got = await a.until(lambda m: m["type"] == "state" and m["table"]["rematch"] is not None, timeout=30)
            assert got["table"]["rematch"] == r.json()["table"]["code"]
        finally:
            await a.__aexit__()

    asyncio.run(run())
