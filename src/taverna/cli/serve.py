"""``taverna serve``: play in the browser."""

from __future__ import annotations

from pathlib import Path

import typer

from .common import _fail, err, out

LOG_LEVELS = ("critical", "error", "warning", "info", "debug")


def serve_cmd(
    host: str = typer.Option("127.0.0.1", "--host", envvar="TAVERNA_HOST",
                             help="address to listen on (0.0.0.0: every interface)"),
    port: int = typer.Option(8765, "--port", envvar="TAVERNA_PORT", help="port to listen on (1 to 65535)"),
    db: str | None = typer.Option(None, "--db", envvar="TAVERNA_DB",
                                  help="database URL (default: SQLite in the data directory), "
                                  "e.g. postgresql://user:pass@host/taverna (pip install 'taverna[postgres]')"),
    data_dir: Path | None = typer.Option(None, "--data-dir", envvar="TAVERNA_DATA_DIR",
                                         help="where the default SQLite database lives"),
    grace: float = typer.Option(60.0, "--grace", envvar="TAVERNA_GRACE",
                                help="seconds before a bot stands in for a disconnected player"),
    bot_delay: float = typer.Option(0.8, "--bot-delay", envvar="TAVERNA_BOT_DELAY",
                                    help="seconds a bot waits before it moves"),
    allow_origin: list[str] = typer.Option([], "--allow-origin", envvar="TAVERNA_ALLOW_ORIGIN",
                                           help="another site whose pages may use this server, "
                                           "e.g. https://play.example.org (repeatable; its own pages always may)"),
    trust_proxy: bool = typer.Option(False, "--trust-proxy", envvar="TAVERNA_TRUST_PROXY",
                                     help="behind a reverse proxy on this machine: take each "
                                     "client's address from the proxy's X-Forwarded-For (the per-address limits)"),
    proxy_ip: list[str] = typer.Option([], "--proxy-ip", envvar="TAVERNA_PROXY_IP",
                                       help="with --trust-proxy: the address of a proxy on another "
                                       "machine whose X-Forwarded-For is trusted (repeatable; default 127.0.0.1)"),
    redis: str | None = typer.Option(None, "--redis", envvar="TAVERNA_REDIS",
                                     help="run as one worker of several: a Redis URL shared by every "
                                     "worker, e.g. redis://localhost:6379/0 (needs a PostgreSQL --db; pip install "
                                     "'taverna[redis]')"),
    waiting_expiry: float = typer.Option(900.0, "--waiting-expiry", envvar="TAVERNA_WAITING_EXPIRY",
                                         help="seconds a table waiting for players may go "
                                         "with none of its players connected before it is abandoned"),
    log_level: str = typer.Option("info", "--log-level", envvar="TAVERNA_LOG_LEVEL",
                                  help="the least important log lines shown: " + ", ".join(LOG_LEVELS)),
    log_json: bool = typer.Option(False, "--log-json", envvar="TAVERNA_LOG_JSON",
                                  help="every log line a JSON object (time, level, logger, message), for a log "
                                  "collector"),
) -> None:
    """Play in the browser: start the server and open the printed address.

    Limits (docs/server.md lists them all): per address 5 waiting tables, 50 websockets, 5 spectators
    of a table; per table 300 spectators, 4 devices per seat.

    Every option can also be set by an environment variable TAVERNA_<OPTION> (TAVERNA_DB, TAVERNA_REDIS,
    TAVERNA_PORT, ...; a repeatable option's values separated by spaces); an option given wins.
    """
    from taverna.server import Settings, serve
    from taverna.server.limits import origin_key

    if log_level.lower() not in LOG_LEVELS:
        raise _fail("serve", f"--log-level must be one of {', '.join(LOG_LEVELS)}, got {log_level!r}")
    if not 1 <= port <= 65535:
        raise _fail("serve", f"--port must be from 1 to 65535, got {port}")
    if not (0 <= grace < float("inf") and 0 <= bot_delay < float("inf")):  # refuses nan and inf too
        raise _fail("serve", "--grace and --bot-delay must be 0 or more seconds")
    if not 0 < waiting_expiry < float("inf"):
        raise _fail("serve", "--waiting-expiry must be more than 0 seconds")
    if data_dir is not None and data_dir.exists() and not data_dir.is_dir():
        raise _fail("serve", f"--data-dir {data_dir} is a file; give a folder (it is made if missing)")
    for origin in allow_origin:
        if origin_key(origin) is None:
            raise _fail("serve", f"--allow-origin {origin!r} is not an origin: expected http(s)://host[:port], "
                        "e.g. https://play.example.org")  # fmt: skip
    for ip in proxy_ip:
        import ipaddress

        try:
            ipaddress.ip_network(ip, strict=False)
        except ValueError:
            raise _fail("serve", f"--proxy-ip {ip!r} is not an address: expected e.g. 10.0.0.5 or 172.16.0.0/12") from None
    if redis is not None:
        if not redis.startswith(("redis://", "rediss://", "unix://")):
            raise _fail("serve", f"--redis {redis!r} is not a Redis URL: expected redis://host[:port][/db]")
        if db is None or db.startswith("sqlite"):
            raise _fail("serve", "--redis needs a database every worker shares: give --db postgresql://...")
        try:
            import redis as _redis  # noqa: F401
        except ImportError:
            raise _fail("serve", "--redis needs the Redis client: pip install 'taverna[redis]'") from None
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    from taverna.server.db import StorageError, database_url, make_engine

    if db is not None:
        try:  # a URL the server cannot use is said before anything starts
            make_engine(database_url(db)).dispose()
        except StorageError as exc:
            err.print(f"taverna serve: {exc}", markup=False)
            raise typer.Exit(2) from None
    out.print(f"Taverna is at http://{shown}:{port}/ (Ctrl-C stops it)", markup=False)
    settings = Settings(db_url=db, data_dir=data_dir, grace=grace, bot_delay=bot_delay, waiting_expiry=waiting_expiry,
                        allow_origins=tuple(allow_origin), trust_proxy=trust_proxy, redis_url=redis,
                        proxy_ips=tuple(proxy_ip) or ("127.0.0.1",))  # fmt: skip
    serve(settings, host=host, port=port, log_level=log_level.lower(), log_json=log_json)
