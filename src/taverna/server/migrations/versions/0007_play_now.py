"""Play now (issue 29, item 13): a table opened by Play now fills its empty seats with bots at a stored time.

One nullable column on ``tables``, added in place: the same on SQLite and PostgreSQL, old rows NULL (no bot-fill
timer).  ``bot_fill_at``: when the table's own timer seats bots in the seats still empty (``playnow.py``); kept
in storage so that a restart keeps the timer.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tables", sa.Column("bot_fill_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    op.drop_column("tables", "bot_fill_at")  # in place (see 0002's downgrade)
