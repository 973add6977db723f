"""The store against SQLite always and a real PostgreSQL server wherever one is installed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import sqlalchemy.exc

from widow.server.store import Store

pytest.importorskip("sqlalchemy")


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: object) -> Iterator[Store]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path}/store.sqlite3"
    else:
        url = request.getfixturevalue("postgres_url")
    opened = Store.open(url)
    yield opened
    opened.close()


def _table(store: Store) -> str:
    return store.create_table(
        game="la-viuda",
        players=3,
        options={"chips": 3},
        seed=2**63 - 1,  # the largest seed the server draws must fit
        seats=[("human", None), ("human", None), ("bot", "random")],
        turn_timer=None,
    )


def test_tables_seats_and_actions_round_trip(store: Store) -> None:
    tid = _table(store)
    found = store.table(tid)
    assert found is not None
    assert found.table.seed == 2**63 - 1
    assert found.table.option_values == {"chips": 3}
    assert [(s.seat, s.kind, s.bot) for s in found.seats] == [
        (0, "human", None),
        (1, "human", None),
        (2, "bot", "random"),
    ]
    for n, text in enumerate(["knock", "pass", "swap 9h Qs"]):
        store.append_action(tid, n, n % 3, text)
    assert [(a.n, a.seat, a.action) for a in store.actions(tid)] == [
        (0, 0, "knock"),
        (1, 1, "pass"),
        (2, 2, "swap 9h Qs"),
    ]


def test_an_action_number_is_taken_once(store: Store) -> None:
    """Two writers racing for the same place: the second commit fails, the first stays."""
    tid = _table(store)
    store.append_action(tid, 0, 0, "knock")
    with pytest.raises(sqlalchemy.exc.IntegrityError):
        store.append_action(tid, 0, 0, "pass")
    assert [a.action for a in store.actions(tid)] == ["knock"]


def test_a_seat_is_taken_once_and_bots_never(store: Store) -> None:
    tid = _table(store)
    assert store.take_seat(tid, 0, "ana", "h1")
    assert not store.take_seat(tid, 0, "bo", "h2")
    assert not store.take_seat(tid, 2, "bo", "h2")
    found = store.table(tid)
    assert found is not None
    assert found.seats[0].nickname == "ana"
    assert found.seats[0].token_hash == "h1"


def test_finished_tables_leave_the_unfinished_list(store: Store) -> None:
    first, second = _table(store), _table(store)
    store.finish(first)
    unfinished = {t.table.id for t in store.tables(unfinished_only=True)}
    assert second in unfinished and first not in unfinished
    store.set_rematch(first, second)
    again = store.table(first)
    assert again is not None and again.table.rematch == second


def test_chat_keeps_the_latest_lines_in_order(store: Store) -> None:
    tid = _table(store)
    for i in range(60):
        store.add_chat(tid, "ana", f"line {i}")
    lines = store.chat(tid, limit=50)
    assert [r.text for r in lines] == [f"line {i}" for i in range(10, 60)]


def test_migrating_twice_changes_nothing(store: Store) -> None:
    tid = _table(store)
    store.migrate()
    assert store.table(tid) is not None
