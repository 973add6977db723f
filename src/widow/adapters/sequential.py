"""A sequential action encoding: a choice of cards taken one card at a time.

Some games number every set of cards a seat may choose (Anaconda's final hands: about 14.1
million numbers; Draw Poker's draws: about 2.9 million), so a dense mask or a policy output over
the whole numbering is impractical. The sequential encoding takes such a decision as several
small steps by the same seat, each from a small fixed set of tokens:

- the game's *plain* actions (those that name no set of cards: betting, declaring, knocking...),
  by their own action numbers, which every game gives first and small;
- one *verb* token per kind of card choice (Anaconda's ``pass`` and ``show``, Draw Poker's
  ``draw``), in the order of the game's action classes;
- one token per card (widow's card order, 54 with the jokers);
- ``confirm``, which closes the group of cards being chosen.

A card choice is its verb, then for each group of cards the action names (Anaconda's ``show``
has the four cards face up, then the one face down) the group's cards in any order followed by
``confirm``. At every step only tokens that can still complete to a legal action are allowed, so
a learner that follows the mask always finishes a legal action; the last ``confirm`` gives the
game's own action. An action that names no set of cards is one step, as in the dense numbering.

>>> from widow import load_game
>>> game = load_game("anaconda", players=3)
>>> encoding = SequentialActions(game)
>>> encoding.size, encoding.plain, [encoding.token_text(t) for t in (9, 10, 11, 65)]
(66, 9, ['pass', 'show', '2c', 'confirm'])
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import numpy as np

from widow.cards import CARDS
from widow.engine.actions import Action
from widow.engine.core import Game
from widow.engine.core import State as WidowState
from widow.errors import IllegalActionError, InvalidActionError, InvalidOptionError, quote

__all__ = ["ACTION_ENCODINGS", "Choice", "SequentialActions", "check_encoding"]

#: The action encodings the adapters offer.
ACTION_ENCODINGS = ("dense", "sequential")
#: Cards in widow's card order, the jokers last.
CARD_TOKENS = 54
#: Up to this many action numbers, the plain ones are found by reading every number.
_SCAN_LIMIT = 100_000

Group = frozenset[int]


def check_encoding(value: object) -> str:
    """``value`` if it names an action encoding, else :class:`InvalidOptionError`."""
    if value not in ACTION_ENCODINGS:
        raise InvalidOptionError(
            f"actions must be one of {', '.join(ACTION_ENCODINGS)}, not {quote(value)}"
        )
    return str(value)


def _card_fields(cls: type[Action]) -> tuple[str, ...] | None:
    """The fields of a card-choice class (every field a card or a tuple of cards, at least one
    a tuple), or ``None`` for a class taken as a plain action."""
    if not dataclasses.is_dataclass(cls):
        return None
    fields = dataclasses.fields(cls)
    kinds = [str(f.type) for f in fields]
    if not fields or any(k not in ("Card", "tuple[Card, ...]") for k in kinds):
        return None
    if "tuple[Card, ...]" not in kinds:
        return None
    return tuple(f.name for f in fields)


def _groups(action: Action, names: Sequence[str]) -> tuple[Group, ...]:
    """The card groups of a card-choice action, each as a set of card numbers."""
    groups: list[Group] = []
    for name in names:
        value = getattr(action, name)
        cards = value if isinstance(value, tuple) else (value,)
        groups.append(frozenset(int(c) for c in cards))
    return tuple(groups)


@dataclasses.dataclass(frozen=True, slots=True)
class Choice:
    """A card choice in progress: its verb, the groups already closed and the cards picked so
    far in the open group (immutable, so copying a state shares it)."""

    verb: int
    closed: tuple[Group, ...] = ()
    picked: Group = frozenset()


class SequentialActions:
    """The sequential encoding of one game (its options and player count)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        classes = [c for c in game.action_classes if _card_fields(c) is not None]
        #: The card-choice classes, one verb token each.
        self.verbs: tuple[type[Action], ...] = tuple(classes)
        self._fields = {cls: _card_fields(cls) or () for cls in classes}
        #: Plain actions keep their numbers, all below this.
        self.plain = self._plain_bound(game.new_state(0))
        self.card_base = self.plain + len(self.verbs)
        self.confirm = self.card_base + CARD_TOKENS
        #: The number of tokens.
        self.size = self.confirm + 1
        #: The most card groups one action names.
        self.depth = max((len(f) for f in self._fields.values()), default=0)
        # The legal actions of the latest state asked about, with their card groups: a choice
        # takes several steps at one state, and each step reads them. Keyed by the state itself
        # (held, so its identity is not reused) and the length of its history, which every
        # action lengthens.
        self._memo: tuple[WidowState, int, list[tuple[Action, tuple[Group, ...]]]] | None = None

    def _is_choice(self, action: Action) -> bool:
        return type(action) in self._fields

    def _plain_bound(self, state: WidowState) -> int:
        """One more than the largest number of a plain action.

        Every game numbers its plain actions before its card choices; with a small numbering each
        number is read, with a large one the first card choice is found by bisection.
        """
        total = self.game.num_distinct_actions
        if not self.verbs:
            return total

        def choice_at(index: int) -> bool:
            try:
                return self._is_choice(state.action_from_index(index))
            except InvalidActionError:
                return True  # only card choices have numbers that name no action

        if total <= _SCAN_LIMIT:
            plain = [i for i in range(total) if not choice_at(i)]
            return max(plain, default=-1) + 1
        low, high = 0, total  # the first card choice lies in [low, high]
        while low < high:
            middle = (low + high) // 2
            if choice_at(middle):
                high = middle
            else:
                low = middle + 1
        if any(choice_at(i) for i in range(low)):
            raise InvalidOptionError(
                f"{self.game.title} does not number its plain actions before its card choices,"
                " so it has no sequential encoding"
            )
        return low

    # --- tokens -------------------------------------------------------------------------------

    def token_text(self, token: int) -> str:
        """What a token means, without a state (plain actions by number)."""
        if 0 <= token < self.plain:
            return f"action {token}"
        if token < self.card_base:
            return self.verbs[token - self.plain].verb
        if token < self.confirm:
            return str(CARDS[token - self.card_base])
        if token == self.confirm:
            return "confirm"
        raise InvalidActionError(
            f"token {token!r} is out of range; tokens run from 0 to {self.size - 1}"
        )

    def text(self, state: WidowState, choice: Choice | None, token: int) -> str:
        """What ``token`` means at ``state`` (plain actions by their text)."""
        if choice is None and 0 <= token < self.plain:
            return str(state.action_from_index(token))
        return self.token_text(token)

    def tokens(self, state: WidowState, action: Action) -> list[int]:
        """The tokens that take ``action`` (cards of a group in card order)."""
        if not self._is_choice(action):
            return [state.action_index(action)]
        tokens = [self.plain + self.verbs.index(type(action))]
        for group in _groups(action, self._fields[type(action)]):
            tokens.extend(self.card_base + c for c in sorted(group))
            tokens.append(self.confirm)
        return tokens

    # --- legality -----------------------------------------------------------------------------

    def _legal_groups(self, state: WidowState) -> list[tuple[Action, tuple[Group, ...]]]:
        """The legal actions of ``state``, each with its card groups (none for plain ones)."""
        memo = self._memo
        length = len(state.history)
        if memo is not None and memo[0] is state and memo[1] == length:
            return memo[2]
        found = []
        for action in state.legal_actions():
            names = self._fields.get(type(action))
            found.append((action, () if names is None else _groups(action, names)))
        self._memo = (state, length, found)
        return found

    def _candidates(
        self, state: WidowState, choice: Choice
    ) -> list[tuple[Action, tuple[Group, ...]]]:
        """The legal actions (with their groups) that the choice so far can still become."""
        cls = self.verbs[choice.verb]
        done = len(choice.closed)
        return [
            (action, groups)
            for action, groups in self._legal_groups(state)
            if type(action) is cls
            and groups[:done] == choice.closed
            and choice.picked <= groups[done]
        ]

    def legal(self, state: WidowState, choice: Choice | None) -> list[int]:
        """The tokens allowed now, sorted: each can still complete to a legal action."""
        if state.to_act is None:
            return []
        if choice is None:
            allowed: set[int] = set()
            for action in state.legal_actions():
                if self._is_choice(action):
                    allowed.add(self.plain + self.verbs.index(type(action)))
                else:
                    index = state.action_index(action)
                    if index >= self.plain:
                        # The tokens above the plain ones are the verbs and the cards.
                        raise InvalidOptionError(
                            f"{self.game.title} numbers {str(action)!r} {index}, above its other"
                            f" plain actions (0 to {self.plain - 1}), so it has no sequential"
                            " encoding"
                        )
                    allowed.add(index)
            return sorted(allowed)
        done = len(choice.closed)
        allowed = set()
        for _action, groups in self._candidates(state, choice):
            group = groups[done]
            if group == choice.picked:
                allowed.add(self.confirm)
            allowed.update(self.card_base + c for c in group - choice.picked)
        return sorted(allowed)

    def step(
        self, state: WidowState, choice: Choice | None, token: int
    ) -> tuple[Choice | None, Action | None]:
        """Take ``token``: the choice in progress after it, and the finished action (or
        ``None`` while the choice goes on). Refuses a token not allowed now, changing nothing."""
        if isinstance(token, bool) or not isinstance(token, int | np.integer):
            raise InvalidActionError(f"a token must be a whole number, not {token!r}")
        token = int(token)
        if token not in self.legal(state, choice):
            where = "no card choice" if choice is None else self.describe(choice)
            raise IllegalActionError(
                f"illegal token {token} ({self.token_text(token)!r}) for seat {state.to_act}"
                f" in phase {state.phase}: not allowed after {where}"
            )
        if choice is None:
            if token < self.plain:
                return None, state.action_from_index(token)
            return Choice(token - self.plain), None
        if token != self.confirm:
            picked = choice.picked | {token - self.card_base}
            return Choice(choice.verb, choice.closed, picked), None
        closed = (*choice.closed, choice.picked)
        if len(closed) < len(self._fields[self.verbs[choice.verb]]):
            return Choice(choice.verb, closed), None
        for action, groups in self._candidates(state, choice):
            if groups == closed:
                return None, action
        raise AssertionError("a confirmed choice always names a legal action")  # pragma: no cover

    # --- what a seat knows of its own choice ----------------------------------------------------

    def describe(self, choice: Choice) -> str:
        """The choice in progress as text: ``show Jh Qh Kh Ah | 2c``."""
        parts = [" ".join(str(CARDS[c]) for c in sorted(g)) for g in choice.closed]
        parts.append(" ".join(str(CARDS[c]) for c in sorted(choice.picked)))
        return f"{self.verbs[choice.verb].verb} {' | '.join(parts)}".rstrip()

    @property
    def choice_size(self) -> int:
        """The length of :meth:`choice_vector`."""
        return len(self.verbs) + self.depth * (CARD_TOKENS + 1)

    def choice_vector(self, choice: Choice | None) -> np.ndarray[Any, np.dtype[np.float32]]:
        """The choice in progress as numbers: its verb one-hot, then per group the cards picked
        and whether the group is closed (all zero when no choice is in progress)."""
        vector = np.zeros(self.choice_size, dtype=np.float32)
        if choice is None:
            return vector
        vector[choice.verb] = 1.0
        groups = [*choice.closed, choice.picked]
        for number, group in enumerate(groups):
            base = len(self.verbs) + number * (CARD_TOKENS + 1)
            for card in group:
                vector[base + card] = 1.0
            vector[base + CARD_TOKENS] = float(number < len(choice.closed))
        return vector
