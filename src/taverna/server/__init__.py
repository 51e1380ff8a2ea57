"""The Taverna server: play in the browser and online (``taverna serve``).

``create_app(Settings(...))`` builds the Starlette app (HTTP API, websocket, static browser UI);
``serve`` runs it with uvicorn.  The protocol is ``docs/protocol.md``; operations ``docs/server.md``.
"""

from __future__ import annotations

from .config import Settings


def create_app(settings: Settings | None = None):  # type: ignore[no-untyped-def]
    from .app import create_app as _create

    return _create(settings)


class RedactTokens:
    """A logging filter: seat tokens in logged URLs (``?token=...``) become ``token=***``."""

    def filter(self, record: object) -> bool:
        import re

        args = getattr(record, "args", None)
        if isinstance(args, tuple):
            record.args = tuple(  # type: ignore[attr-defined]
                re.sub(r"token=[^&\s\"]+", "token=***", a) if isinstance(a, str) else a for a in args
            )
        return True


def serve(settings: Settings, host: str = "127.0.0.1", port: int = 8765, log_level: str = "info",
          log_json: bool = False) -> None:  # fmt: skip
    """Run the server until interrupted (``log_json``: every log line a JSON object, ``ops.JsonFormatter``)."""
    import logging

    import uvicorn

    from .app import create_app as _create
    from .ops import log_config

    logger = logging.getLogger("taverna.server")
    if log_json:  # the taverna loggers log through the JSON handler of log_config (uvicorn sets it up)
        logger.setLevel(log_level.upper())
    elif not logger.handlers:  # uvicorn configures its own loggers only
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(levelname)s:     %(name)s: %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(log_level.upper())

    app = _create(settings)
    redact = RedactTokens()
    for name in ("uvicorn.error", "uvicorn.access"):
        logging.getLogger(name).addFilter(redact)
    uvicorn.run(app, host=host, port=port, log_level=log_level, ws_max_size=settings.ws_max_frame,
                ws_per_message_deflate=settings.ws_deflate, ws_ping_interval=20, ws_ping_timeout=30,
                proxy_headers=settings.trust_proxy, forwarded_allow_ips=",".join(settings.proxy_ips),
                log_config=log_config(log_level, log_json) or uvicorn.config.LOGGING_CONFIG)  # fmt: skip


__all__ = ["RedactTokens", "Settings", "create_app", "serve"]
