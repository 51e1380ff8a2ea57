"""The Taverna server: play in the browser and online (``taverna serve``).

``create_app(Settings(...))`` builds the Starlette app (HTTP API, websocket, static browser UI);
``serve`` runs it with uvicorn.  The protocol is ``docs/protocol.md``; operations ``docs/server.md``.
"""

from __future__ import annotations

from .config import Settings


def create_app(settings: Settings | None = None):  # type: ignore[no-untyped-def]
    from .app import create_app as _create

    return _create(settings)


def serve(settings: Settings, host: str = "127.0.0.1", port: int = 8765, log_level: str = "info") -> None:
    """Run the server until interrupted."""
    import uvicorn

    from .app import create_app as _create

    app = _create(settings)
    uvicorn.run(app, host=host, port=port, log_level=log_level, ws_max_size=settings.ws_max_frame,
                ws_per_message_deflate=settings.ws_deflate,
                ws_ping_interval=20, ws_ping_timeout=30)  # fmt: skip


__all__ = ["Settings", "create_app", "serve"]
