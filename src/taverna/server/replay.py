"""The replay viewer's data (``/replay/{code}``, ``/replay``) and a finished match's summary.

The engine replays the record on the server; the page only shows the steps it is sent.  Only a FINISHED
table's record is replayed (before the end the record would reveal the hidden cards), or a record the
user uploads (their own file: nothing of a running table).  Each step is the state after one recorded
action: the public view (``view(None)``, without its log), every player's hidden cards (their own
view's ``hand`` or ``card``: every card face up), and the log lines of that action in the page's
language (the game's text module, every event, private ones included).
"""

from __future__ import annotations

import asyncio
import json
import math
import multiprocessing
import os
import sys
import time
import types
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from taverna.core import Match, TavernaError, replay_actions
from taverna.games import get_game
from taverna.i18n.refusals import localise, refusal
from taverna.records import load, new_match

from . import paths as _paths  # noqa: F401 (registers the path convertors: {code:code}, {pid:id}, ...)
from . import ratings
from .hub import Server
from .i18n import LANGS
from .inputs import _table, http_rate
from .limits import ApiError, _client, _loads, _origin_refused, said
from .pages import _static
from .tables import text_module

MAX_STEPS = 5000  # a longer record is refused (a viewer is for people to step through); uploads: Settings
ACTION_BYTES = 16  # a record holds at most about one action per 16 bytes (a compact action takes 13 or more)
CACHE_SIZE = 16  # replays of finished tables kept (a finished match never changes)
_cache: OrderedDict[tuple[int, str, int], str] = OrderedDict()
T = TypeVar("T")


def _lowest_priority() -> None:
    """The replay process runs at the lowest CPU priority (niceness 19 where the system has it): when the cores
    are short, the tables' moves go first and replays wait."""
    try:
        os.nice(19 - os.nice(0))
    except (AttributeError, OSError):  # (no nice on this system)
        pass


class Replays:
    """Where replays run: one at a time in a process of their own (never on the event loop, never on the thread
    pool the tables' bots think in, and never holding the server's GIL: a replay thread took it from the event
    loop for 5 ms at a time), with at most ``replay_queue`` waiting; and what each address has spent: a token
    bucket of actions replayed (``replay_rate`` a second, ``replay_burst`` at once), charged by the work."""

    def __init__(self, server: Server) -> None:
        self.server = server
        self.executor: ProcessPoolExecutor | None = None
        self.pending = 0  # replays running or waiting for the process
        self.spans: deque[tuple[int, float, float]] = deque(maxlen=64)  # (process id, start, end) of the last ones

    def charge(self, request: Request, actions: int, *, take: bool = True) -> None:
        """Take ``actions`` from the address's budget, or refuse with 429 and the seconds to wait (``take=False``:
        only refuse when the budget does not hold that many, taking nothing)."""
        s = self.server.settings
        if s.replay_rate <= 0:
            return
        bucket = self.server.replay_budget(_client(request))  # (shared with the tables loaded from storage: hub.get)
        assert bucket is not None
        cost = max(1, min(actions, s.replay_burst))
        if not (bucket.take(cost) if take else bucket.has(cost)):
            wait = bucket.wait(cost)
            raise ApiError(429, said("replay-budget", cost=cost, rate=f"{s.replay_rate:g}", burst=s.replay_burst,
                                     wait=math.ceil(wait)), retry_after=wait)  # fmt: skip

    def pool(self) -> ProcessPoolExecutor:
        if self.executor is None:  # one process, started (spawned: no copy of the server's threads) on first use
            self.executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                                initializer=_lowest_priority)
        return self.executor

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """``_in_worker(fn, *args)`` submitted; the process, when this starts it, does not run the server's main
        script again (multiprocessing's spawn runs it as ``__mp_main__``: a script that calls ``serve()``
        without an ``if __name__ == "__main__"`` guard would start a second server)."""
        main = sys.modules.get("__main__")
        sys.modules["__main__"] = types.ModuleType("__main__")  # (no file, no spec: nothing to run again)
        try:
            try:
                return self.pool().submit(_in_worker, fn, *args)
            except BrokenProcessPool:  # the process died (killed, out of memory): a new one
                self.executor = None
                return self.pool().submit(_in_worker, fn, *args)
        finally:
            if main is not None:
                sys.modules["__main__"] = main

    async def start(self) -> None:
        """Start the replay process at start-up (its imports take a moment), without waiting for it."""
        self.submit(_nothing)

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in the replay process; 429 when ``1 + replay_queue`` replays are running or waiting."""
        if self.pending >= 1 + self.server.settings.replay_queue:
            raise ApiError(429, said("replay-busy"), retry_after=2)
        loop = asyncio.get_running_loop()
        future = self.submit(fn, *args)
        self.pending += 1
        future.add_done_callback(lambda _: loop.call_soon_threadsafe(self._done))  # (also when cancelled waiting)
        try:
            status, out, span = await asyncio.wrap_future(future)
        except BrokenProcessPool:  # the process died (killed, out of memory): a new one next time
            self.executor = None
            raise ApiError(503, said("replay-stopped")) from None
        self.spans.append(span)
        if status != 200:
            raise ApiError(status, out)
        result: T = out
        return result

    def _done(self) -> None:
        self.pending -= 1

    async def shutdown(self) -> None:
        if self.executor is not None:  # the waiting ones cancelled, the running one finished (a second at most)
            await asyncio.to_thread(self.executor.shutdown, True, cancel_futures=True)
            self.executor = None


def _nothing() -> None:
    return None


def _in_worker(fn: Callable[..., Any], *args: Any) -> tuple[int, Any, tuple[int, float, float]]:
    """In the replay process: ``(200, fn(*args))`` or ``(status, message)`` of its :class:`ApiError`, and the span
    ``(process id, start, end)`` it ran (monotonic times: one clock for every process of the machine)."""
    t0 = time.monotonic()
    try:
        status, out = 200, fn(*args)
    except ApiError as exc:  # (sent back as its fields: an ApiError does not unpickle from its args)
        status, out = exc.status, exc.message
    return status, out, (os.getpid(), t0, time.monotonic())


def _replays(request: Request) -> Replays:
    replays: Replays = request.app.state.server.replays
    return replays


def _hidden(m: Match) -> dict[str, Any]:
    """Every player's own cards, as their own view shows them (``hand`` or ``card``)."""
    out: dict[str, Any] = {}
    for p in m.players:
        v = m.view(p, since=len(m.log))
        if isinstance(v.get("hand"), list):
            out[p] = v["hand"]
        elif v.get("card") is not None:
            out[p] = [v["card"]]
    return out


def _lines(m: Match, since: int, lang: str, text: Any) -> list[str]:
    out = []
    for ev in m.log[since:]:
        line = None
        if text is not None:
            try:
                line = text.describe_event(ev.to_json(), lang, m.rules)
            except Exception:  # a text module gap never stops the replay
                line = None
        if line:
            out.append(str(line))
    return out


def _step(m: Match, since: int, lang: str, text: Any, action: list[Any] | None) -> dict[str, Any]:
    view = m.view(None, since=len(m.log))
    view.pop("log", None)
    return {"action": action, "view": view, "hands": _hidden(m), "lines": _lines(m, since, lang, text)}


def build_replay(record: Any, lang: str, max_steps: int = MAX_STEPS) -> dict[str, Any]:
    """The replay of a ``taverna/1`` record: ``{"game", "rules", "players", "steps", "summary"}``.

    Raises :class:`ApiError` (400) for a record that is not valid or does not replay."""
    try:
        rec = load(record)
        actions = rec.get("actions", [])
        if not isinstance(actions, list):
            raise TavernaError("actions must be a list", key="record-actions-list")
        if len(actions) > max_steps:
            raise TavernaError(
                f"the record has {len(actions)} actions; the viewer shows at most {max_steps}",
                key="record-too-long", n=len(actions), limit=max_steps,
            )  # fmt: skip
        m = new_match(rec)
        text = text_module(m.game)
        steps = [_step(m, 0, lang, text, None)]
        for entry in actions:
            since = len(m.log)
            replay_actions(m, [entry])
            steps.append(_step(m, since, lang, text, list(entry)))
    except TavernaError as exc:
        raise ApiError(400, refusal(lang, "record-not-replayable", error=localise(exc, lang))) from None
    return {"game": m.game, "rules": m.rules, "options": rec.get("options") or {}, "players": list(m.players),
            "steps": steps, "summary": m.summary() if m.finished else None,
            "counters": get_game(m.game).counter_names(m.rules)}  # fmt: skip


def _lang(request: Request) -> str:
    lang = request.query_params.get("lang", "en")
    return lang if lang in LANGS else "en"


async def _finished(request: Request) -> Any:
    t = await _table(request)
    if t.status != "finished" or t.match is None:
        raise ApiError(409, said("replay-not-over", code=t.code, status=t.status))
    return t


async def api_replay_table(request: Request) -> Response:
    """``GET /api/tables/{code}/replay?lang=``: the steps of a finished table's match (replayed on the replay
    thread, the answer kept for the next viewers).  The address is charged the actions replayed (a tenth of
    them when the answer is kept)."""
    t = await _finished(request)
    replays = _replays(request)
    key = (t.id, _lang(request), len(t.match.history))
    text = _cache.get(key)
    replays.charge(request, key[2] if text is None else key[2] // 10)
    if text is None:
        text = await replays.run(_table_text, t.code, t.match.record(), key[1])
        _cache[key] = text
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    else:
        _cache.move_to_end(key)
    return Response(text, media_type="application/json")


async def api_summary(request: Request) -> JSONResponse:
    """``GET /api/tables/{code}/summary``: a finished match's summary (``taverna replay --json``)."""
    t = await _finished(request)
    _replays(request).charge(request, 1)
    first = new_match(t.match.record()).view(None)  # the counters before the first deal
    start = {p["name"]: {k: v for k, v in p.items() if isinstance(v, int) and not isinstance(v, bool)}
             for p in first.get("players", []) if isinstance(p, dict) and "name" in p}  # fmt: skip
    summary = t.match.summary()
    # each player's place (the rating's standing: a tie is a shared place, a side's players share theirs)
    teams = ratings.teams_of(t.match)
    places = {p: rank for side, rank in zip(teams, ratings.standing(summary, teams), strict=True) for p in side}
    return JSONResponse({"code": t.code, "players": list(t.match.players), "start": start, "summary": summary,
                         "places": places})  # fmt: skip


def _table_text(code: str, record: dict[str, Any], lang: str) -> str:
    """A finished table's replay as sent (in the replay process)."""
    return json.dumps({"code": code, **build_replay(record, lang)}, ensure_ascii=False)


def _parse_upload(raw: bytes, digits: int, max_actions: int) -> tuple[Any, int]:
    """The uploaded record and its number of actions (a large body is parsed in the replay process too)."""
    try:
        record = _loads(raw, digits)
    except (ValueError, RecursionError, UnicodeDecodeError) as exc:
        raise ApiError(400, said("replay-not-json", detail=str(exc)[:120])) from None
    actions = record.get("actions") if isinstance(record, dict) else None
    n = len(actions) if isinstance(actions, list) else 0
    if n > max_actions:
        raise ApiError(413, said("replay-too-many", n=n, limit=max_actions))
    return record, n


def _count_upload(raw: bytes, digits: int, max_actions: int) -> int:
    return _parse_upload(raw, digits, max_actions)[1]


def _upload_text(raw: bytes, digits: int, lang: str, max_actions: int) -> str:
    record, _n = _parse_upload(raw, digits, max_actions)
    return json.dumps(build_replay(record, lang, max_actions), ensure_ascii=False, separators=(",", ":"))


async def api_replay_upload(request: Request) -> Response:
    """``POST /api/replay?lang=`` with a record as the JSON body: its steps (nothing is stored).

    At most ``replay_max_bytes`` bytes and ``replay_max_actions`` actions (413); the address is charged one
    action per KiB parsed and the actions replayed (429 beyond its budget); the record is parsed and replayed
    in the replay process."""
    server: Server = request.app.state.server
    s = server.settings
    refused = _origin_refused(request.headers, s)
    if refused is not None:
        raise ApiError(403, refused)
    await http_rate(request, server)  # the POST rate of the other endpoints (inputs._body), on the same buckets
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype != "application/json":
        raise ApiError(415, said("replay-content-type", got=ctype[:60]) if ctype else said("replay-no-content-type"))
    limit = s.replay_max_bytes
    size = request.headers.get("content-length", "")
    if size.isdigit() and int(size) > limit:
        raise ApiError(413, said("replay-too-large", size=size[:20], limit=limit))
    replays = _replays(request)
    # an address whose budget cannot hold the most actions the record can hold (one per 16 bytes, up to the burst)
    # is refused before the record is read (by its declared length) and before it is parsed: a flood of uploads
    # costs the server neither reading nor parsing once its budget is spent
    if size.isdigit():
        replays.charge(request, int(size) // 1024 + int(size) // ACTION_BYTES, take=False)
    chunks: list[bytes] = []
    got = 0
    async for chunk in request.stream():
        chunks.append(chunk)
        got += len(chunk)
        if got > limit:
            raise ApiError(413, said("replay-too-large-stream", limit=limit))
    raw = b"".join(chunks)
    kib = len(raw) // 1024
    replays.charge(request, kib + len(raw) // ACTION_BYTES, take=False)
    replays.charge(request, kib)  # parsing is work too: one action's worth per KiB
    n = await replays.run(_count_upload, raw, s.max_json_digits, s.replay_max_actions)
    # one upload costs at most the whole budget, its parsing and its actions together: a record the server accepts
    # (up to replay_max_actions) is replayed whenever the address's budget is full (before, a record of more
    # actions than the burst less its KiB was refused "try again in 1 s" at every try, however long one waited)
    if n and kib < s.replay_burst:
        replays.charge(request, min(n, s.replay_burst - kib))
    text = await replays.run(_upload_text, raw, s.max_json_digits, _lang(request), s.replay_max_actions)
    return Response(text, media_type="application/json")


def install(server: Server) -> None:
    replays = Replays(server)
    server.replays = replays  # type: ignore[attr-defined]
    server.startup_hooks.append(replays.start)
    server.shutdown_hooks.append(replays.shutdown)


async def page_replay(request: Request) -> Response:
    return _static("replay.html")


ROUTES = [
    Route("/replay", page_replay),
    Route("/replay/{code:code}", page_replay),
    Route("/api/replay", api_replay_upload, methods=["POST"]),
    Route("/api/tables/{code:code}/replay", api_replay_table),
    Route("/api/tables/{code:code}/summary", api_summary),
]

