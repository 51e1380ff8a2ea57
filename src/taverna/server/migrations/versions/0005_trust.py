"""Trust under attack and failure (issue 28): identities, results, tournaments, proofs and chat.

One migration with a section per concern; each section only adds (tables, columns with defaults, indexes),
the same on SQLite and PostgreSQL (``batch_alter_table`` where SQLite needs a table rebuilt).

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa  # noqa: F401 (the sections use it)
from alembic import op  # noqa: F401

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # --- identities: names, keys, recovery codes, sign-in attempts (players.py)

    # --- results and ratings (the finished match's result stored once)

    # --- tournaments

    # --- the action log's hash chain and chat (mute, chat off)

    pass


def downgrade() -> None:
    # --- chat and hash chain

    # --- tournaments

    # --- results and ratings

    # --- identities

    pass
