"""Trust under attack and failure (issue 28): identities, results, tournaments, proofs and chat.

One migration with a section per concern; each section only adds (tables, columns with defaults, indexes),
the same on SQLite and PostgreSQL (``batch_alter_table`` where SQLite needs a table rebuilt).

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def _name_key(name: str) -> str:
    """players_db.name_key as it was for this migration (NFKC, case folded, NFKC, spaces collapsed)."""
    import unicodedata

    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return " ".join(folded.split())


def _unique_names() -> None:
    """Every player gets the key of its name.  Where names collide, the oldest player (created, then id) keeps
    its name and each later one is renamed ``name (2)``, ``name (3)``, ... (the first number whose key is free),
    in the order of creation; a player with a password signs in with the key of the name (``login``)."""
    players = sa.table("players", sa.column("id", sa.Integer), sa.column("name", sa.String),
                       sa.column("created", sa.DateTime), sa.column("password_hash", sa.Text),
                       sa.column("login", sa.String), sa.column("name_key", sa.Text))  # fmt: skip
    conn = op.get_bind()
    rows = conn.execute(sa.select(players.c.id, players.c.name, players.c.password_hash)
                        .order_by(players.c.created, players.c.id)).all()  # fmt: skip
    taken: set[str] = set()
    chosen: list[tuple[int, str, str, bool]] = []
    for pid, name, password_hash in rows:
        new, k = name, 2
        while _name_key(new) in taken:
            tail = f" ({k})"
            new, k = name[: 64 - len(tail)].rstrip() + tail, k + 1
        taken.add(_name_key(new))
        chosen.append((pid, new, _name_key(new), password_hash is not None))
    conn.execute(sa.update(players).values(login=None))  # (logins are unique: set anew once all are cleared)
    for pid, new, key, has_password in chosen:
        conn.execute(sa.update(players).where(players.c.id == pid)
                     .values(name=new, name_key=key, login=key if has_password else None))  # fmt: skip


def upgrade() -> None:
    # --- identities: names, keys, recovery codes, sign-in attempts (players.py)
    # names unique after NFKC and case folding (players.name_key; colliding names renamed, see _unique_names)
    op.add_column("players", sa.Column("name_key", sa.Text, nullable=True))
    _unique_names()
    op.create_index("ux_players_name_key", "players", ["name_key"], unique=True)

    # --- results and ratings (the finished match's result stored once)
    # who decided each action (person | standin | bot | auto; NULL: stored before 0005), the decisions per seat
    # in a result, and one marker per table whose result is stored (start-up completes those without one)
    with op.batch_alter_table("actions") as batch:
        batch.add_column(sa.Column("decided_by", sa.String(8), nullable=True))
    with op.batch_alter_table("results") as batch:
        batch.add_column(sa.Column("person_moves", sa.Integer, nullable=True))
        batch.add_column(sa.Column("standin_moves", sa.Integer, nullable=True))
    op.create_table(
        "table_results",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True,
                  autoincrement=False),
        sa.Column("stored", sa.DateTime(timezone=True), nullable=False),
    )
    op.execute("INSERT INTO table_results (table_id, stored) SELECT table_id, MIN(finished) FROM results "
               "GROUP BY table_id")  # the results stored before: complete

    # --- tournaments
    # the limit key of the address that created it (limits.limit_key): its open tournaments and its tables are
    # counted per address (NULL: created before 0005)
    with op.batch_alter_table("tournaments") as batch:
        batch.add_column(sa.Column("creator_addr", sa.String(64), nullable=True))

    # --- the action log's hash chain and chat (mute, chat off)
    # (the chain needs nothing stored: it is computed from the stored actions, records/chain.py)
    op.create_table(
        "chat_mutes",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"), nullable=False, index=True),
        sa.Column("muter", sa.Integer, nullable=False),
        sa.Column("muted", sa.Integer, nullable=False),
        sa.UniqueConstraint("table_id", "muter", "muted", name="uq_chat_mutes"),
    )
    op.create_table(
        "chat_off",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"), nullable=False, index=True),
        sa.Column("idx", sa.Integer, nullable=False),
        sa.UniqueConstraint("table_id", "idx", name="uq_chat_off"),
    )

    pass


def downgrade() -> None:
    # --- chat and hash chain
    op.drop_table("chat_off")
    op.drop_table("chat_mutes")

    # --- tournaments
    with op.batch_alter_table("tournaments") as batch:
        batch.drop_column("creator_addr")

    # --- results and ratings
    op.drop_table("table_results")
    with op.batch_alter_table("results") as batch:
        batch.drop_column("standin_moves")
        batch.drop_column("person_moves")
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("decided_by")

    # --- identities (the names renamed by the upgrade keep their new names)
    op.drop_index("ux_players_name_key", table_name="players")
    op.drop_column("players", "name_key")

    pass
