"""Players: identities (key and recovery hashes, argon2 passwords), seats taken by players, rated tables,
ratings per game and rule set, results of finished matches, tournaments and their entries.

Only tables are added (nothing existing is rebuilt), the same on SQLite and PostgreSQL.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-24
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # in dependency order (tournaments before table_meta, which refers to it)
    op.create_table(
        "players",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("login", sa.String(64), nullable=True, unique=True),
        sa.Column("password_hash", sa.Text, nullable=True),
        sa.Column("recovery_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "player_keys",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id", ondelete="CASCADE"), nullable=False, index=True),
        sa.Column("key_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "tournaments",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("code", sa.String(16), nullable=False, unique=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("rules", sa.String(64), nullable=True),
        sa.Column("options", sa.Text, nullable=False),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("rounds", sa.Integer, nullable=True),
        sa.Column("seats", sa.Integer, nullable=False),
        sa.Column("bots", sa.String(16), nullable=True),
        sa.Column("bot_wait", sa.Float, nullable=False),
        sa.Column("rated", sa.Boolean, nullable=False),
        sa.Column("start", sa.DateTime(timezone=True), nullable=False),
        sa.Column("duration", sa.Float, nullable=False),
        sa.Column("status", sa.String(16), nullable=False, index=True),
        sa.Column("creator_id", sa.Integer, sa.ForeignKey("players.id", ondelete="SET NULL"), nullable=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Column("standings", sa.Text, nullable=True),
    )
    op.create_table(
        "table_players",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"), nullable=False),
        sa.Column("idx", sa.Integer, nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id", ondelete="SET NULL"), nullable=True, index=True),
        sa.UniqueConstraint("table_id", "idx", name="uq_table_players_table_idx"),
    )
    op.create_table(
        "table_meta",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True, autoincrement=False),
        sa.Column("rated", sa.Boolean, nullable=False),
        sa.Column("tournament_id", sa.Integer, sa.ForeignKey("tournaments.id", ondelete="SET NULL"), nullable=True, index=True),
    )
    op.create_table(
        "ratings",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id", ondelete="CASCADE"), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("rules", sa.String(64), nullable=False),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("ordinal", sa.Float, nullable=False),
        sa.Column("matches", sa.Integer, nullable=False),
        sa.Column("updated", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("player_id", "game", "rules", name="uq_ratings_player_game_rules"),
    )
    op.create_index("ix_ratings_board", "ratings", ["game", "rules", "ordinal"])
    op.create_table(
        "results",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"), nullable=False),
        sa.Column("idx", sa.Integer, nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id", ondelete="SET NULL"), nullable=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("rules", sa.String(64), nullable=False),
        sa.Column("rank", sa.Integer, nullable=False),
        sa.Column("places", sa.Integer, nullable=False),
        sa.Column("rated", sa.Boolean, nullable=False),
        sa.Column("mu_before", sa.Float, nullable=True),
        sa.Column("sigma_before", sa.Float, nullable=True),
        sa.Column("mu_after", sa.Float, nullable=True),
        sa.Column("sigma_after", sa.Float, nullable=True),
        sa.Column("finished", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("table_id", "idx", name="uq_results_table_idx"),
    )
    op.create_index("ix_results_player_finished", "results", ["player_id", "finished"])
    op.create_table(
        "tournament_entries",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("tournament_id", sa.Integer, sa.ForeignKey("tournaments.id", ondelete="CASCADE"), nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id", ondelete="SET NULL"), nullable=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("points", sa.Float, nullable=False),
        sa.Column("played", sa.Integer, nullable=False),
        sa.Column("joined", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("tournament_id", "player_id", name="uq_entries_tournament_player"),
    )


def downgrade() -> None:
    op.drop_table("tournament_entries")
    op.drop_table("results")
    op.drop_table("ratings")
    op.drop_table("table_meta")
    op.drop_table("table_players")
    op.drop_table("tournaments")
    op.drop_table("player_keys")
    op.drop_table("players")
