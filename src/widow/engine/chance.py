"""Seeded chance: every shuffle and draw a state makes comes from here, and is recorded.

A :class:`Chance` owns a ``random.Random(seed)``. Each call to :meth:`Chance.shuffle` is one chance
event; its result is appended to :attr:`Chance.log`. Tests may *force* results: a script entry fixes
the first cards of the next shuffle (the rest are shuffled by the RNG as usual), so a rule test can
deal exact hands. A replay feeds the recorded results back and checks that the seed reproduces every
part that was not forced, which leaves the RNG in exactly the state of the original game.

>>> chance = Chance(7, script=[["As", "Kd"]])
>>> cards = [Card(i) for i in range(52)]
>>> [str(c) for c in chance.shuffle("deal", cards, at=0)[:2]]
['As', 'Kd']
>>> chance.log[0].forced, chance.log[0].kind
(2, 'deal')
"""

from __future__ import annotations

import _random
import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from hashlib import sha512
from itertools import compress, filterfalse
from typing import Any

from widow.cards import CARDS, Card, parse_cards
from widow.engine.frozen import quick_init
from widow.errors import InvalidCardError, InvalidOptionError, RecordError

ScriptEntry = Sequence[int | str] | str | None
#: The forced results left and the recorded results being replayed (see :meth:`Chance.plan`).
Plan = tuple[list[ScriptEntry], "list[ChanceEvent] | None"]
#: Seeds lie strictly between ``-SEED_LIMIT`` and ``SEED_LIMIT``: what a record keeps.
SEED_LIMIT = 2**64


@quick_init
@dataclass(frozen=True, slots=True)
class ChanceEvent:
    """One chance event: its kind, the resulting order, how many leading cards were forced, and
    how many player actions had been applied when it happened."""

    kind: str
    result: tuple[Card, ...]
    forced: int
    at: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "result": [str(c) for c in self.result],
            "forced": self.forced,
            "at": self.at,
        }


class Chance:
    """The seeded source of every random result of one state."""

    __slots__ = ("_expected", "_owns_rng", "_script", "log", "replays", "rng", "seed")

    def __init__(
        self,
        seed: int,
        *,
        script: Iterable[ScriptEntry] | None = None,
        expected: Sequence[ChanceEvent] | None = None,
    ) -> None:
        self.seed = seed
        self.rng = seeded_random(seed)
        self._owns_rng = True
        self.log: list[ChanceEvent] = []
        self._script: list[ScriptEntry] = list(script) if script is not None else []
        self._expected = list(expected) if expected is not None else None
        #: Whether the seed deals every result of the log (False for the made-up future of a
        #: resampled state): a state whose chance replays can be rebuilt from its record.
        self.replays = True

    def copy(self) -> Chance:
        """An independent copy in the same RNG state with the same log and remaining script."""
        other = Chance.__new__(Chance)
        other.seed = self.seed
        # Copy on write: both share the generator until one of them draws (searching bots copy
        # far more often than they reach a shuffle).
        other.rng = self.rng
        other._owns_rng = self._owns_rng = False
        other.log = list(self.log)
        other._script = list(self._script)
        other._expected = list(self._expected) if self._expected is not None else None
        other.replays = self.replays
        return other

    def shuffle(
        self, kind: str, cards: Sequence[Card], at: int, *, count: int | None = None
    ) -> list[Card]:
        """A random order of ``cards`` (given in a canonical order), logged as one chance event.

        With ``count``, only the first ``count`` places are drawn at random (uniformly, as a full
        shuffle would fill them) and the other cards follow in their canonical order: cheaper for
        a game that deals only the top of the pack and never looks further down.
        """
        if not self._owns_rng:
            self.rng, self._owns_rng = _own_copy(self.rng), True
        if self._expected is None and not self._script and count is not None:
            # The usual deal of a simulation: nothing forced or replayed, only the top drawn.
            if not 0 <= count <= len(cards):
                count = max(0, min(count, len(cards)))
            top = draw_top(self.rng, cards, count)
            self.log.append(ChanceEvent(kind, tuple(top), 0, at))
            return top
        index = len(self.log)
        prefix: tuple[Card, ...] = ()
        if self._expected is not None:
            prefix = _replayed_prefix(self._expected, index, kind, cards, at)
        elif self._script:
            prefix = _forced_prefix(self._script.pop(0), cards, f"script entry {index}")
        if prefix:
            chosen = set(prefix)
            rest = [c for c in cards if c not in chosen]
        else:
            rest = list(cards)
        if count is None:
            shuffle_in_place(self.rng, rest)
        else:
            drawn = draw_sample(self.rng, rest, max(0, min(count - len(prefix), len(rest))))
            taken = set(drawn)
            rest = drawn + [c for c in rest if c not in taken]
        result = (*prefix, *rest)
        if self._expected is not None and result != self._expected[index].result:
            raise RecordError(
                f"chance[{index}].result does not match what seed {self.seed} deals;"
                " the record was altered or made by another version"
            )
        self.log.append(ChanceEvent(kind, result, len(prefix), at))
        return list(result)

    def plan(self) -> Plan:
        """What is set to come: the forced results not used yet (a copy), and the recorded
        results being replayed (``None`` outside a replay)."""
        return list(self._script), self._expected

    def resume(self, plan: Plan) -> None:
        """Take up ``plan`` (from :meth:`plan`) again: for a state rebuilt from its own record,
        to stand where the original stood (see :meth:`widow.engine.core.State.apply`)."""
        script, self._expected = plan
        self._script = list(script)

    def end_replay(self) -> int:
        """Stop replaying: later shuffles come from the RNG as usual. Returns how many replayed
        results were never needed (a sound record leaves none)."""
        if self._expected is None:
            return 0
        unused = len(self._expected) - len(self.log)
        self._expected = None
        return unused


#: ``random.Random``'s own constructor, and the seeding it runs in C once its Python ``seed`` has
#: turned the seed into a whole number (see :func:`seeded_random`).
_NEW_RANDOM = random.Random.__new__
_SEED_IN_C = _random.Random.seed


def seeded_random(seed: int | str) -> random.Random:
    """``random.Random(seed)`` for a whole number or a text: the same generator in the same
    state, made a little faster (the seeding in C, which stays, is most of the cost).

    ``random.Random(seed)`` runs its Python ``__init__`` and ``seed``, which for a whole number
    only hand it to the seeding in C (a text is first made a number from its bytes and their
    SHA-512 digest, the standard library's documented version 2 of seeding); this does those
    steps directly. A match seeds a generator for its state and one for its bots, so this is a
    part of every simulated match.

    >>> seeded_random(7).getstate() == random.Random(7).getstate()
    True
    >>> seeded_random("bots-7").getstate() == random.Random("bots-7").getstate()
    True
    """
    if isinstance(seed, str):
        data = seed.encode()
        number = int.from_bytes(data + sha512(data).digest(), "big")
    elif isinstance(seed, int) and not isinstance(seed, bool):
        number = seed
    else:  # anything else seeds as the standard library seeds it
        return random.Random(seed)
    rng = _NEW_RANDOM(random.Random)
    _SEED_IN_C(rng, number)
    # What Random.seed sets besides the generator's state (typeshed does not declare it).
    rng.gauss_next = None  # type: ignore[attr-defined]
    return rng


def _own_copy(rng: random.Random) -> random.Random:
    """A generator of ``rng``'s type in ``rng``'s state. A plain ``random.Random`` is made
    without seeding it first (``random.Random()`` would read the operating system's randomness
    only to overwrite it): searching bots copy states, and a copy draws its own cards."""
    other = _NEW_RANDOM(random.Random) if type(rng) is random.Random else type(rng)()
    other.setstate(rng.getstate())
    return other


def _replayed_prefix(
    expected: Sequence[ChanceEvent], index: int, kind: str, cards: Sequence[Card], at: int
) -> tuple[Card, ...]:
    if index >= len(expected):
        raise RecordError(
            f"chance: the game needs chance event {index} ({kind}) but the record has only"
            f" {len(expected)}"
        )
    entry = expected[index]
    if entry.kind != kind:
        raise RecordError(f"chance[{index}].kind is {entry.kind!r}; the game drew {kind!r}")
    if entry.at != at:
        raise RecordError(f"chance[{index}].at is {entry.at}; the game drew after {at} actions")
    if sorted(entry.result) != sorted(cards):
        raise RecordError(f"chance[{index}].result is not an order of the {len(cards)} cards drawn")
    return entry.result[: entry.forced]


def _forced_prefix(entry: ScriptEntry, cards: Sequence[Card], where: str) -> tuple[Card, ...]:
    if entry is None:
        return ()
    try:
        prefix = parse_cards(entry)
    except InvalidCardError as error:
        raise InvalidOptionError(f"{where}: {error}") from None
    pack = set(cards)
    for card in prefix:
        if card not in pack:
            raise InvalidOptionError(f"{where}: card {str(card)!r} is not among the cards drawn")
    return prefix


def draw_sample(rng: random.Random, population: Sequence[Card], k: int) -> list[Card]:
    """``rng.sample(population, k)``, the same cards from the same generator state, faster.

    For a small population ``random.Random.sample`` picks from a shrinking pool with one
    ``_randbelow`` per card; this does the same with ``getrandbits`` inline (a deal starts every
    hand of a simulation). Larger populations go to ``sample`` itself.

    >>> a, b = random.Random(7), random.Random(7)
    >>> draw_sample(a, list(range(52)), 12) == b.sample(list(range(52)), 12)
    True
    """
    n = len(population)
    if not 0 <= k <= n or n > _pool_limit(k):
        return rng.sample(population, k)
    getrandbits = rng.getrandbits
    pool = list(population)
    drawn: list[Card] = []
    append = drawn.append
    for left, bits in _draw_steps(n, k):
        j = getrandbits(bits)
        while j >= left:
            j = getrandbits(bits)
        append(pool[j])
        pool[j] = pool[left - 1]
    return drawn


def draw_top(rng: random.Random, pack: Sequence[Card], k: int) -> list[Card]:
    """``draw_sample(rng, pack, k)`` followed by the rest of ``pack`` (distinct cards) in its
    own order: the result of a deal that draws only its top ``k`` cards at random.

    The drawn places are marked as the cards are drawn, so the rest is read off the pack in
    one pass of C code rather than tested card by card against the drawn ones (a deal starts
    every hand of a simulation).

    >>> a, b, cards = random.Random(7), random.Random(7), list(range(52))
    >>> top = b.sample(cards, 12)
    >>> draw_top(a, cards, 12) == top + [c for c in cards if c not in top]
    True
    """
    n = len(pack)
    if not 0 <= k <= n or n > _pool_limit(k):
        top = draw_sample(rng, pack, k)
        top += filterfalse(set(top).__contains__, pack)
        return top
    getrandbits = rng.getrandbits
    keep = bytearray(b"\x01") * n
    drawn: list[Card] = []
    append = drawn.append
    bits = n.bit_length()
    if k and (n - k + 1).bit_length() == bits and _in_place(pack):
        # Every draw has the same bit length and every card is its own place in the pack (a
        # pack in its usual order, as Hold'em deals it): the pool is of the cards themselves,
        # and the loop is as short as it can be. The same draws as below.
        cards = list(pack)
        for last in range(n - 1, n - k - 1, -1):
            j = getrandbits(bits)
            while j > last:
                j = getrandbits(bits)
            card = cards[j]
            append(card)
            keep[card] = 0
            cards[j] = cards[last]
    else:
        # The same draws as draw_sample(), from a pool of places instead of cards.
        pool = list(range(n))
        for left, bits in _draw_steps(n, k):
            j = getrandbits(bits)
            while j >= left:
                j = getrandbits(bits)
            place = pool[j]
            append(pack[place])
            keep[place] = 0
            pool[j] = pool[left - 1]
    drawn += compress(pack, keep)
    return drawn


#: The packs that hold every card at its own index, by length: the whole of ``CARDS`` up to
#: each length (a game deals from such a pack all match long).
_ORDERED: dict[int, tuple[Card, ...]] = {n: CARDS[:n] for n in range(len(CARDS) + 1)}


def _in_place(pack: Sequence[Card]) -> bool:
    """Whether ``pack`` is a tuple holding card ``i`` at index ``i`` for every ``i`` (a list
    could change under the draw). One comparison of tuples, which meets the same card objects
    in the usual packs and stops at the first that differs.

    >>> _in_place(CARDS[:52]), _in_place(CARDS[1:5]), _in_place(list(CARDS[:52]))
    (True, False, False)
    """
    return type(pack) is tuple and pack == _ORDERED.get(len(pack))


@cache
def _pool_limit(k: int) -> int:
    """The largest population ``random.Random.sample`` draws ``k`` from by a shrinking pool (above
    it, the standard library tracks the drawn places in a set instead)."""
    setsize = 21
    if k > 5:
        setsize += 4 ** math.ceil(math.log(k * 3, 4))
    return setsize


@lru_cache(maxsize=64)
def _draw_steps(n: int, k: int) -> tuple[tuple[int, int], ...]:
    """For drawing ``k`` of ``n`` items: the size of the pool before each draw, with the bit
    length ``_randbelow`` draws for it (the same for every draw of that size)."""
    return tuple((left, left.bit_length()) for left in range(n, n - k, -1))


@lru_cache(maxsize=64)
def _swap_steps(n: int) -> tuple[tuple[int, int], ...]:
    """For shuffling ``n`` items: each place swapped, from the last down to 1, with the bit
    length ``_randbelow(i + 1)`` draws for it (the same for every shuffle of that size)."""
    return tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1))


def shuffle_in_place(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``: the same order from the same generator state, and the same state
    afterwards, about twice as fast.

    ``random.Random.shuffle`` swaps each place, from the last down, with one drawn below it by
    ``_randbelow``, a method call per card that draws ``getrandbits`` of the bound's bit length
    until the result is below the bound; this does the same draws inline (every deal of a
    simulation shuffles a whole pack). A subclass of ``Random`` may draw otherwise, so it goes
    to its own ``shuffle``.

    >>> a, b, cards = random.Random(7), random.Random(7), list(range(52))
    >>> shuffle_in_place(a, cards); b.shuffle(order := list(range(52)))
    >>> cards == order, a.getstate() == b.getstate()
    (True, True)
    """
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i, bits in _swap_steps(len(items)):
        j = getrandbits(bits)
        while j > i:  # the draw must be below i + 1
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]
