"""Several workers: each table's fencing token (``taverna serve --redis``).

A worker that owns a table through a lease in Redis holds a fencing token (a per-table counter in Redis that
only grows); every action it stores raises ``tables.fence`` to its token in the same transaction, and only if
the stored one is not higher, so a worker whose lease was taken over (a newer token is stored) can no longer
store anything.  One column with a default, added in place: the same on SQLite and PostgreSQL, old rows 0.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tables", sa.Column("fence", sa.BigInteger, nullable=False, server_default="0"))


def downgrade() -> None:
    op.drop_column("tables", "fence")  # in place (see 0002's downgrade)
