"""``taverna serve``: play in the browser."""

from __future__ import annotations

from pathlib import Path

import typer

from .common import _fail, cli_lang, out, said

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

    lang = cli_lang()  # (TAVERNA_LANG, else LANG: the startup lines and the refusals; the log stays English)

    def refused(key: str, **fields: object) -> typer.Exit:
        return _fail("serve", said(lang, key, **fields), lang)

    if log_level.lower() not in LOG_LEVELS:
        raise refused("serve-log-level", levels=", ".join(LOG_LEVELS), got=repr(log_level))
    if not 1 <= port <= 65535:
        raise refused("serve-port", got=port)
    if not (0 <= grace < float("inf") and 0 <= bot_delay < float("inf")):  # refuses nan and inf too
        raise refused("serve-grace")
    if not 0 < waiting_expiry < float("inf"):
        raise refused("serve-waiting-expiry")
    if data_dir is not None and data_dir.exists() and not data_dir.is_dir():
        raise refused("serve-data-dir", path=str(data_dir))
    for origin in allow_origin:
        if origin_key(origin) is None:
            raise refused("serve-origin", got=repr(origin))
    for ip in proxy_ip:
        import ipaddress

        try:
            ipaddress.ip_network(ip, strict=False)
        except ValueError:
            raise refused("serve-proxy-ip", got=repr(ip)) from None
    if redis is not None:
        if not redis.startswith(("redis://", "rediss://", "unix://")):
            raise refused("serve-redis-url", got=repr(redis))
        if db is None or db.startswith("sqlite"):
            raise refused("serve-redis-db")
        try:
            import redis as _redis  # noqa: F401
        except ImportError:
            raise refused("serve-redis-client") from None
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    from taverna.server.db import StorageError, database_url, make_engine

    if db is not None:
        try:  # a URL the server cannot use is said before anything starts
            make_engine(database_url(db)).dispose()
        except StorageError as exc:
            raise _fail("serve", str(exc), lang) from None  # (the database's own words stay English)
    out.print(said(lang, "serve-at", url=f"http://{shown}:{port}/"), markup=False)
    settings = Settings(db_url=db, data_dir=data_dir, grace=grace, bot_delay=bot_delay, waiting_expiry=waiting_expiry,
                        allow_origins=tuple(allow_origin), trust_proxy=trust_proxy, redis_url=redis,
                        proxy_ips=tuple(proxy_ip) or ("127.0.0.1",))  # fmt: skip
    serve(settings, host=host, port=port, log_level=log_level.lower(), log_json=log_json)
