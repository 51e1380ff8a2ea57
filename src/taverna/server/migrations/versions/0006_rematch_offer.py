"""The rematch offer (issue 29, item 12): every seated person accepts or declines a rematch (``rematch.py``).

One nullable column on ``tables``, added in place: the same on SQLite and PostgreSQL, old rows NULL (no offer).
JSON ``{"by", "yes", "no", "left"}``: who offered, the persons who accepted, who declined or left.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tables", sa.Column("rematch_offer", sa.Text, nullable=True))


def downgrade() -> None:
    op.drop_column("tables", "rematch_offer")  # in place (see 0002's downgrade)
