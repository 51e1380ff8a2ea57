"""Seat tokens never reach the logs: uvicorn logs websocket URLs with their query string."""

from __future__ import annotations

import logging

from taverna.server import RedactTokens


def test_tokens_in_logged_urls_are_redacted() -> None:
    record = logging.LogRecord("uvicorn.error", logging.INFO, __file__, 1, '%s - "WebSocket %s" [accepted]',
                               ("127.0.0.1:5000", "/ws/ABC234?token=s3cr3t-T0ken_x&lang=it"), None)  # fmt: skip
    assert RedactTokens().filter(record)
    text = record.getMessage()
    assert "s3cr3t" not in text and "token=***&lang=it" in text
