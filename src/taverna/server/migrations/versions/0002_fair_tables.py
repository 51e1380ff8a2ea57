"""Fair tables: a 256-bit seed (as decimal text), the generator's name and the commitment's salt.

The 64-bit ``seed`` column stays: rows made before keep their seed there (``seed_text`` NULL) and
their generator is SplitMix64 (``rng`` NULL), so every old table resumes and replays unchanged.
Only columns are added (no table is rebuilt), the same on SQLite and PostgreSQL.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-24
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tables", sa.Column("seed_text", sa.String(80), nullable=True))
    op.add_column("tables", sa.Column("rng", sa.String(16), nullable=True))
    op.add_column("tables", sa.Column("salt", sa.String(64), nullable=True))


def downgrade() -> None:
    # ALTER TABLE … DROP COLUMN in place (SQLite 3.35 or later): rebuilding `tables` on SQLite would drop
    # it, and with foreign keys on, the cascade would delete every seat, action and chat line.  The
    # seeds that do not fit the 64-bit `seed` (256-bit ones) are lost: those tables cannot replay after.
    for name in ("salt", "rng", "seed_text"):
        op.drop_column("tables", name)
