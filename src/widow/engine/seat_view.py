"""A seat's view handed to a bot: built from the state only when the bot reads it.

It lives with the engine, below the games and the bots, because a game's own bot may build one
from a state (:mod:`widow.bots` hands it to every bot and names it as its own).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

from widow.engine.core import State

__all__ = ["SeatView"]


class SeatView(Mapping[str, Any]):
    """A seat's view, built from the state on first use (random bots never pay for it); its
    ``"table"`` is built only when read, since most bots read the game's own fields alone.

    Until something is read from it, a seat view holds nothing but the state and the seat, so it
    reads the state as it stands when first used: :func:`play_match` hands the same unread view
    to a seat turn after turn, and a fresh one once it has been read."""

    __slots__ = ("__seat", "__source", "__table", "__view", "_opened")

    def __init__(self, state: State, seat: int) -> None:
        self.__source = state
        self.__seat = seat
        self.__view: dict[str, Any] | None = None
        self.__table: dict[str, Any] | None = None
        #: Whether anything has been read from the state through this view.
        self._opened = False

    def _data(self) -> dict[str, Any]:
        if self.__view is None:
            self._opened = True
            self.__view = self.__source.view(self.__seat, table=False)
        return self.__view

    def __getitem__(self, key: str) -> Any:
        if key == "table":
            if self.__table is None:
                self._opened = True
                self.__table = self.__source.table(self.__seat)
            return self.__table
        return self._data()[key]

    def __iter__(self) -> Iterator[str]:
        yield from self._data()
        yield "table"

    def __len__(self) -> int:
        return len(self._data()) + 1

    def resample(self, rng: random.Random) -> State:
        """A whole state drawn from what this seat may know (:meth:`State.resample`), for a
        bot that searches: the cards hidden from the seat are redealt at random, so the sample
        tells the bot nothing its view does not."""
        self._opened = True
        return self.__source.resample(self.__seat, rng)
