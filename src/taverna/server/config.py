"""Server settings (every limit in one place; ``taverna serve`` sets the common ones)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Settings:
    db_url: str | None = None  # None: SQLite in the data directory
    data_dir: Path | None = None  # None: the user's data directory (platformdirs)
    bot_delay: float = 0.8  # seconds a bot waits before moving, so people can follow
    grace: float = 60.0  # seconds a disconnected player keeps the seat before a bot stands in
    # seconds a person's page may be away (a reload, a language switch, a network hiccup) before their leaving a
    # finished table cancels an open rematch offer (rematch.py)
    rematch_grace: float = 5.0
    max_message: int = 16 * 1024  # bytes of one websocket message or HTTP body: larger ones are refused
    # permessage-deflate.  Off by default since full states are windowed (a few KB) and deltas ~1 KB: a
    # broadcast was compressed once per socket (300 spectators: 300 compressions in one turn of the event
    # loop, other tables' p99 three to five times higher) and each socket kept ~40 KB of zlib state; off,
    # an attack on one table leaves the others' p99 within 1.5 times (docs/server.md, Measured).
    ws_deflate: bool = False
    ws_max_frame: int = 1024 * 1024  # bytes of a websocket message above which the connection is closed (1009)
    rate: float = 20.0  # websocket messages per second per connection
    flood: int = 60  # messages refused for rate within 10 s after which the connection is closed
    http_rate: float = 20.0  # POST requests per second per client address (0: no limit)
    http_burst: int = 100
    # the other requests (pages, the API's GETs) per second per client address, and the burst (0: no limit); the UI's
    # files and /healthz, /readyz, /metrics are not counted (app.GetRate)
    get_rate: float = 50.0
    get_burst: int = 300
    # Secrets (guard.py): argon2 runs on its own pool of ``hash_threads`` threads with at most ``hash_queue``
    # checks waiting (more: 429); a sign-in name gets ``signin_free`` failures, an address ``signin_free_address``,
    # then waits 1 s, doubling, at most ``signin_backoff_max``; failed recovery codes and unknown player keys
    # spend a budget per address (IPv6: per /64), recovery codes also one of the whole server.
    hash_threads: int = 1
    hash_queue: int = 4
    hash_nice: int = 19  # the hashing threads' niceness above the server's (Linux): the tables' moves go first
    signin_rate: float = 0.5  # password checks (sign-ins, right or wrong) per second per address
    signin_burst: int = 5
    signin_free: int = 5
    signin_free_address: int = 20
    signin_backoff_max: float = 300.0
    recover_rate: float = 0.1  # failed recovery codes per second per address (a burst of ``recover_burst``)
    recover_burst: int = 10
    recover_rate_all: float = 1.0  # failed recovery codes per second, every address together
    recover_burst_all: int = 60
    key_rate: float = 1.0  # unknown player keys per second per address
    key_burst: int = 30
    # new identities (POST /api/players) per second per address, and the burst: one a browser is enough; without
    # it one address made 20 a second (the POST rate) for ever, and each name taken many times made the next one
    # of that name slower for everyone (players_db._free_name reads every "name (k)")
    new_player_rate: float = 0.01
    new_player_burst: int = 10
    chat_max: int = 500  # characters
    # chat lines per second per seat (every connection of the seat together), and the burst: each is stored and sent
    # to every client of the table, so the websocket's message rate (``rate``, per connection) let one address's
    # seats store and broadcast hundreds a second
    chat_rate: float = 1.0
    chat_burst: int = 5
    chat_history: int = 100  # messages sent on connect
    name_max: int = 32
    timer_min: float = 5.0
    timer_max: float = 3600.0
    max_open_tables: int = 5000  # waiting tables at once (the whole server)
    max_waiting_per_address: int = 5  # waiting tables created from one client address at once
    # tables created from one client address that are playing with none of their people connected (bots and
    # stand-ins play them to the end, for no one): beyond, that address may create no table (429) until one ends
    # or one of its people comes back.  0: no limit
    max_unattended_per_address: int = 10
    # seats taken (joined, or seated by Play now) from one client address at other people's tables that are not over,
    # whose holders are not connected: beyond, that address may join no other table (429) until one of them comes or
    # its match ends (a ghost who joins every waiting table of the lobby starts each with a seat nobody plays).  0: none
    max_absent_seats_per_address: int = 5
    # Play now (playnow.py): the waits a player may choose before bots fill the empty seats (seconds), and the
    # Play now requests per second per client address with their burst (429 beyond)
    play_now_waits: tuple[float, ...] = (30.0, 60.0, 120.0)
    play_now_rate: float = 0.2
    play_now_burst: int = 5
    waiting_expiry: float = 900.0  # seconds a waiting table may go with no seated player connected: then abandoned
    lobby_per_address: int = 3  # open tables of one creator address listed in the lobby (GET /api/tables)
    max_table_spectators: int = 300  # spectator connections to one table (seated players' are not counted)
    max_spectators_per_address: int = 5  # spectator connections to one table from one client address
    max_seat_clients: int = 4  # connections (devices, tabs) of one seat at once
    max_ws_per_address: int = 50  # websocket connections from one client address, the whole server
    # new websocket connections per second per client address, and the burst (0: no limit): a connection costs a
    # table's lookup (the database's for a code not in memory) and a full state; a seat's holder whose seat has no
    # connection is let in over it (websocket.py)
    ws_connect_rate: float = 5.0
    ws_connect_burst: int = 60
    max_json_digits: int = 100  # digits of a JSON integer (Python refuses over 4300 with a ValueError)
    allow_origins: tuple[str, ...] = ()  # other origins ("https://host[:port]") whose pages may post and connect
    trust_proxy: bool = False  # take the client address from X-Forwarded-For of a proxy on 127.0.0.1
    proxy_ips: tuple[str, ...] = ("127.0.0.1",)  # the proxies trusted with --trust-proxy (another machine's: --proxy-ip)
    send_queue: int = 512  # messages queued for one slow client before it is dropped
    # A full state (on connect, on sync, to a client without delta=1) carries only the last ``log_window``
    # events of the log (those its viewer may see; ``since`` says where they start): a long match's whole
    # view is ~60 KB, so full states to many sockets were the server's costliest work.  The whole
    # history stays in the record (GET /api/tables/{code}/record, once the match is over).
    log_window: int = 100
    # ``sync`` requests per second per connection (a burst of ``sync_burst``); one beyond that is not
    # refused but coalesced: a single full state answers all of them once the rate allows.
    sync_rate: float = 1.0
    sync_burst: int = 2
    allow_seed: bool = False  # accept "seed" when creating a table (tests; a chosen seed reveals the cards)
    # Replays (replay.py): a record is at most ``replay_max_bytes`` and ``replay_max_actions`` (413 beyond); each
    # address is charged the actions it has replayed, ``replay_rate`` a second with a burst of ``replay_burst``
    # (429 beyond); replays run one at a time in a process of their own, at most ``replay_queue`` waiting (429).
    replay_max_bytes: int = 1024 * 1024
    replay_max_actions: int = 3000
    replay_rate: float = 60.0
    replay_burst: int = 1500
    replay_queue: int = 4
    # Tournaments (tournaments.py): each identity and each address may have ``tournaments_open`` scheduled or
    # running tournaments at once, and create ``tournaments_per_hour`` an hour (a burst of ``tournaments_burst``).
    # A tournament table with no seated person connected does not play; after ``tournament_no_show`` seconds so
    # it is ended (abandoned, no points) and its players are free again.
    tournaments_open: int = 3
    tournaments_per_hour: float = 6.0
    tournaments_burst: int = 3
    tournament_no_show: float = 300.0
    # Several workers (``taverna serve --redis``): None is one process owning every table.  With a Redis URL each
    # table is owned by one worker at a time through a lease of ``lease`` seconds (renewed every fifth of it);
    # ``worker`` names this worker (None: host, process id and a random suffix).  See server/cluster.py.
    redis_url: str | None = None
    lease: float = 5.0
    worker: str | None = None
