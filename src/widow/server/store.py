"""The table store: every table, seat, accepted action and chat line, in a SQL database.

SQLAlchemy 2 with SQLite as the embedded default and PostgreSQL through the same code. The schema
is owned by the Alembic migrations in ``widow/server/migrations``; :meth:`Store.open` brings any
database up to date. Each write is a committed transaction: an action is durable before the
server tells anyone about it. Actions are written with plain SQL statements
(:meth:`Store.append_actions`): the server commits them on its event loop, where the ORM's unit of
work would cost more than the row.

>>> store = Store.open("sqlite://")
>>> tid = store.create_table(game="la-viuda", players=2, options={}, seed=5,
...                          seats=[("human", None), ("bot", "random")], turn_timer=None)
>>> store.append_action(tid, 0, 1, "knock")
>>> [a.action for a in store.actions(tid)]
['knock']
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import (
    BigInteger,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    create_engine,
    event,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column
from sqlalchemy.pool import StaticPool

__all__ = ["ActionRow", "ChatRow", "NewAction", "SeatRow", "Store", "TableRow"]

MIGRATIONS = Path(__file__).with_name("migrations")


class Base(DeclarativeBase):
    """The declarative base; the migrations create the same schema."""


class TableRow(Base):
    """One table: a match of one game with fixed options and seed."""

    __tablename__ = "tables"
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    players: Mapped[int] = mapped_column(Integer)
    options: Mapped[str] = mapped_column(Text)
    seed: Mapped[int] = mapped_column(BigInteger)
    turn_timer: Mapped[int | None] = mapped_column(Integer, nullable=True)
    over: Mapped[bool] = mapped_column(default=False)
    rematch: Mapped[str | None] = mapped_column(String(32), nullable=True)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))

    @property
    def option_values(self) -> dict[str, Any]:
        values: dict[str, Any] = json.loads(self.options)
        return values


class SeatRow(Base):
    """A seat of a table: a bot of a named kind, or a place for a person (with a token hash)."""

    __tablename__ = "seats"
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))
    bot: Mapped[str | None] = mapped_column(String(32), nullable=True)
    nickname: Mapped[str | None] = mapped_column(String(64), nullable=True)
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)


class ActionRow(Base):
    """The ``n``-th accepted action of a table; the key refuses a second one at ``n``."""

    __tablename__ = "actions"
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), primary_key=True)
    n: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(String(200))


class ChatRow(Base):
    """A chat line at a table."""

    __tablename__ = "chat"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), index=True)
    name: Mapped[str] = mapped_column(String(64))
    text: Mapped[str] = mapped_column(String(500))
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))


@dataclass(frozen=True, slots=True)
class NewAction:
    """An accepted action to commit, the ``n``-th of its table (``finished``: it ends the match)."""

    table_id: str
    n: int
    seat: int
    action: str
    finished: bool = False


@dataclass(frozen=True, slots=True)
class TableRecord:
    """A table with its seats, as read from the store."""

    table: TableRow
    seats: list[SeatRow]


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL lets readers and the writer proceed together; a commit survives a killed process.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


class Store:
    """The database behind the tables. Build one with :meth:`open`."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    @classmethod
    def open(cls, url: str) -> Store:
        """Connect to ``url`` (any SQLAlchemy URL) and apply the migrations."""
        kwargs: dict[str, Any] = {}
        if url.startswith("sqlite"):
            kwargs["connect_args"] = {"check_same_thread": False}
            if url in ("sqlite://", "sqlite:///:memory:"):
                kwargs["poolclass"] = StaticPool  # one shared in-memory database
        elif url.startswith("postgresql://"):
            url = "postgresql+psycopg://" + url.removeprefix("postgresql://")
        engine = create_engine(url, **kwargs)
        if engine.dialect.name == "sqlite":
            event.listen(engine, "connect", _sqlite_pragmas)
        store = cls(engine)
        store.migrate()
        return store

    def migrate(self) -> None:
        """Bring the schema up to the newest migration."""
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        with self.engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

    def close(self) -> None:
        """Release the connections."""
        self.engine.dispose()

    # --- writes -------------------------------------------------------------------------------

    def create_table(
        self,
        *,
        game: str,
        players: int,
        options: dict[str, Any],
        seed: int,
        seats: Sequence[tuple[str, str | None]],
        turn_timer: int | None,
    ) -> str:
        """Store a new table with its seats (``(kind, bot)`` pairs) and return its id."""
        table_id = secrets.token_urlsafe(9)
        with Session(self.engine) as session, session.begin():
            session.add(
                TableRow(
                    id=table_id,
                    game=game,
                    players=players,
                    options=json.dumps(options, sort_keys=True),
                    seed=seed,
                    turn_timer=turn_timer,
                    over=False,
                    created=datetime.now(UTC),
                )
            )
            session.flush()
            for index, (kind, bot) in enumerate(seats):
                session.add(SeatRow(table_id=table_id, seat=index, kind=kind, bot=bot))
        return table_id

    def take_seat(self, table_id: str, seat: int, nickname: str, token_hash: str) -> bool:
        """Give a free human seat to ``nickname``; False when someone took it first."""
        with Session(self.engine) as session, session.begin():
            done = session.execute(
                update(SeatRow)
                .where(
                    SeatRow.table_id == table_id,
                    SeatRow.seat == seat,
                    SeatRow.kind == "human",
                    SeatRow.token_hash.is_(None),
                )
                .values(nickname=nickname, token_hash=token_hash)
            )
            return bool(getattr(done, "rowcount", 0))

    def append_action(self, table_id: str, n: int, seat: int, action: str) -> None:
        """Commit the ``n``-th action of a table (an integrity error if ``n`` is taken)."""
        self.append_actions([NewAction(table_id, n, seat, action)])

    def append_actions(self, actions: Sequence[NewAction]) -> None:
        """Commit these actions (and mark the matches they end as over) in one transaction: all
        of them or, on any error (an ``n`` already taken), none."""
        if not actions:
            return
        rows = [
            {"table_id": a.table_id, "n": a.n, "seat": a.seat, "action": a.action} for a in actions
        ]
        finished = [a.table_id for a in actions if a.finished]
        # Core statements: the ORM's unit of work costs more than the row itself here.
        with self.engine.begin() as connection:
            connection.execute(insert(ActionRow), rows)
            if finished:
                connection.execute(
                    update(TableRow).where(TableRow.id.in_(finished)).values(over=True)
                )

    def finish(self, table_id: str) -> None:
        """Mark a table's match as over."""
        with Session(self.engine) as session, session.begin():
            session.execute(update(TableRow).where(TableRow.id == table_id).values(over=True))

    def set_rematch(self, table_id: str, rematch: str) -> None:
        """Link a finished table to the table of its rematch."""
        with Session(self.engine) as session, session.begin():
            session.execute(update(TableRow).where(TableRow.id == table_id).values(rematch=rematch))

    def add_chat(self, table_id: str, name: str, text: str) -> ChatRow:
        """Store a chat line and return it."""
        with Session(self.engine, expire_on_commit=False) as session, session.begin():
            row = ChatRow(table_id=table_id, name=name, text=text, created=datetime.now(UTC))
            session.add(row)
        return row

    # --- reads --------------------------------------------------------------------------------

    def table(self, table_id: str) -> TableRecord | None:
        """A table and its seats, or None."""
        with Session(self.engine, expire_on_commit=False) as session:
            row = session.get(TableRow, table_id)
            if row is None:
                return None
            seats = session.scalars(
                select(SeatRow).where(SeatRow.table_id == table_id).order_by(SeatRow.seat)
            ).all()
            return TableRecord(row, list(seats))

    def tables(self, *, unfinished_only: bool = False, limit: int = 1000) -> list[TableRecord]:
        """Tables, newest first, with their seats."""
        with Session(self.engine, expire_on_commit=False) as session:
            query = select(TableRow).order_by(TableRow.created.desc()).limit(limit)
            if unfinished_only:
                query = query.where(TableRow.over.is_(False))
            rows = session.scalars(query).all()
            if not rows:
                return []
            seats = session.scalars(
                select(SeatRow)
                .where(SeatRow.table_id.in_([r.id for r in rows]))
                .order_by(SeatRow.seat)
            ).all()
        by_table: dict[str, list[SeatRow]] = {r.id: [] for r in rows}
        for seat in seats:
            by_table[seat.table_id].append(seat)
        return [TableRecord(r, by_table[r.id]) for r in rows]

    def rematch_of(self, table_id: str) -> TableRecord | None:
        """The finished table whose rematch ``table_id`` is, with its seats; None if none."""
        with Session(self.engine, expire_on_commit=False) as session:
            row = session.scalars(select(TableRow).where(TableRow.rematch == table_id)).first()
        return None if row is None else self.table(row.id)

    def actions(self, table_id: str) -> list[ActionRow]:
        """Every committed action of a table, in order."""
        with Session(self.engine, expire_on_commit=False) as session:
            return list(
                session.scalars(
                    select(ActionRow).where(ActionRow.table_id == table_id).order_by(ActionRow.n)
                ).all()
            )

    def chat(self, table_id: str, limit: int = 50) -> list[ChatRow]:
        """The latest chat lines of a table, oldest first."""
        with Session(self.engine, expire_on_commit=False) as session:
            rows = session.scalars(
                select(ChatRow)
                .where(ChatRow.table_id == table_id)
                .order_by(ChatRow.id.desc())
                .limit(limit)
            ).all()
        return list(reversed(rows))
