"""The ``Forward`` middleware of a worker of several (:mod:`taverna.server.cluster`): a join, bots, start or
rematch request for a table another worker owns is run by that owner."""

from __future__ import annotations

import base64
import json
import secrets
from typing import TYPE_CHECKING, Any

from .cluster import FORWARDED, OwnerGone

if TYPE_CHECKING:
    from .cluster import Cluster
    from .hub import Server


def with_request_id(body: bytes) -> bytes:
    """A join's body with a ``request`` id (its own if it has one): the owner derives the seat's token from it, so
    that the join asked again of the next owner (the first died between storing the seat and answering) finds the
    seat it took instead of taking a second one.  A body that is not a JSON object is left to the owner to refuse."""
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        return body
    if not isinstance(data, dict) or "request" in data:
        return body
    data["request"] = secrets.token_urlsafe(18)
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


class Forward:
    """ASGI middleware: a join, bots, start or rematch request for a table another worker owns is run there."""

    def __init__(self, app: Any, server: Server) -> None:
        self.app = app
        self.server = server

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        cluster: Cluster | None = self.server.cluster
        match = FORWARDED.match(scope.get("path", "")) if scope["type"] == "http" else None
        if cluster is None or match is None or scope["method"] != "POST" or scope.get("taverna.forwarded"):
            await self.app(scope, receive, send)
            return
        body, more, limit = b"", True, self.server.settings.max_message
        while more:
            message = await receive()
            body += message.get("body", b"")
            more = message.get("more_body", False)
            if len(body) > limit:
                break
        replayed = False

        async def replay() -> dict[str, Any]:
            nonlocal replayed
            if replayed:
                message: dict[str, Any] = await receive()
                return message
            replayed = True
            return {"type": "http.request", "body": body, "more_body": False}

        if len(body) > limit:  # refused here (413), as the owner would
            await self.app(scope, replay, send)
            return
        if match[2] == "join":
            body = with_request_id(body)
        client = scope.get("client") or ("?", 0)
        headers = [(k.decode("latin-1"), v.decode("latin-1")) for k, v in scope.get("headers", [])]
        try:
            answer = await cluster.request(match[1].strip().upper(), {
                "op": "http", "path": scope["path"], "headers": headers, "client": client[0],
                "body": base64.b64encode(body).decode("ascii"),
            })  # fmt: skip
        except OwnerGone as exc:
            answer = {"status": 503, "headers": [["content-type", "application/json"]],
                      "body": json.dumps({"error": f"{exc}; try again in a few seconds"})}  # fmt: skip
        if answer is None:  # this worker owns the table: run it here
            await self.app(scope, replay, send)
            return
        if "status" not in answer:  # the owner failed on it
            answer = {"status": 503, "headers": [["content-type", "application/json"]],
                      "body": json.dumps({"error": answer.get("error") or "the server failed on that request"})}  # fmt: skip
        data = answer["body"].encode("utf-8")
        out = [(k.encode("latin-1"), v.encode("latin-1")) for k, v in answer["headers"] if k.lower() != "content-length"]
        out.append((b"content-length", str(len(data)).encode()))
        await send({"type": "http.response.start", "status": answer["status"], "headers": out})
        await send({"type": "http.response.body", "body": data})
