"""The suite every game must pass, run over ``list_games()`` so new games join it by registering.

Thousands of seeded random matches: every legal action applies, every match ends, every card is
somewhere after every action, chips and money are conserved, illegal actions and garbage text are
refused without changing anything, no view shows a card its seat has not legitimately seen, and
the record replays to an identical (equal) state. The shared protocol is checked too: every view
carries a valid table description listing the legal actions, resampled states agree with what
their seat knows and vary in what it does not, and every legal action has a number that maps back.
"""

from __future__ import annotations

import contextlib
import random
import re
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from widow import (
    IllegalActionError,
    InvalidActionError,
    InvalidOptionError,
    RecordError,
    State,
    list_games,
    load_game,
    replay,
)
from widow.cards import CARDS, parse_card
from widow.engine.events import Event
from widow.engine.table import table_problems
from widow.games import game_class

#: Option sets each game is also run with (every game runs with its defaults too).
VARIANTS: dict[str, list[dict[str, Any]]] = {
    "bid-whist": [{"boston_quadruple": True}],
    "bourre": [{"limit": 5, "hands": 3}, {"ante": 2, "chips": 0, "hands": 1}],
    "whisky-poker": [
        {"scoring": "lives", "lives": 2},
        {"scoring": "lives", "lives": 2, "low_tie": "draw", "pass_after_knock": False},
        {"deals": 2, "chips": 4},
        {"scoring": "betting", "deals": 2},
        {"scoring": "betting", "structure": "no-limit", "chips": 12, "ante": 2, "deals": 3},
        {"scoring": "betting", "structure": "pot-limit", "pass_after_knock": False, "deals": 2},
    ],
    "la-viuda": [
        {"chips": 1},
        {"stripped": True, "target": 2},
        {"suit_order": True, "chips": 2, "pass_after_knock": False},
    ],
    "whist": [
        {"variant": "honors", "revokes": "add"},
        {"variant": "trumps", "no_trump_hand": False},
        {"variant": "american"},
    ],
    "holdem": [
        {"betting": "limit", "hands": 3},
        {"betting": "pot-limit", "ante": 1, "stacks": "", "stack": 30, "hands": 4},
        {"small_blind": 0, "big_blind": 0, "ante": 2, "stack": 20, "burn": False},
        {"stack": 12, "rebuy": 2, "hands": 6},
    ],
    "pineapple": [
        {"variant": "crazy", "betting": "limit", "hands": 3},
        {"variant": "crazy-hi-lo", "stack": 40, "odd_chips": "one-each", "hands": 4},
        {"stack": 10, "rebuy": 1, "hands": 5},
    ],
    "soko": [
        {"betting": "no-limit", "stack": 30, "hands": 3},
        {"betting": "pot-limit", "ante": 0, "stacks": "", "stack": 12, "hands": 3},
        {"raise_cap": None, "small_bet": 5, "odd_chips": "one-each", "hands": 2},
        {"betting": "no-limit", "stack": 8, "rebuy": 2, "hands": 5},
    ],
    "anaconda": [
        {"betting": "no-limit", "stack": 25, "hands": 3, "remainder": "high"},
        {"low": "deuce-to-seven", "ante": 3, "stack": 15, "hands": 3},
        {"betting": "pot-limit", "low": "ace-to-six", "stacks": "", "hands": 2},
        {"betting": "no-limit", "stack": 10, "rebuy": 1, "hands": 4},
    ],
    "draw-poker": [
        {"ranking": "ace-to-five", "jokers": 1, "qualifier": "8", "hands": 3},
        {"ranking": "deuce-to-seven", "betting": "no-limit", "stack": 25, "max_draw": 3},
        {"ranking": "ace-to-six", "jokers": 2, "betting": "pot-limit", "stacks": "", "hands": 3},
        {"jokers": 2, "max_draw": 1, "ante": 3, "stack": 20, "hands": 4},
        {"betting": "no-limit", "stack": 10, "rebuy": 2, "hands": 5},
    ],
    "farmer": [
        {"ante": 3, "closest_paid_when_won": True, "deals": 2, "extra_deals": 1, "chips": 0},
    ],
    "preference": [{"ante": 20, "max_deals": 6}, {"max_deals": 3, "stake": 5}],
    "war": [
        {"war_on": "highest", "war_players": "tied", "max_battles": 60},
        {"short_war": "lose", "gather": "shuffled", "max_battles": 60},
    ],
    "tonk": [
        {"count_held": "all", "caught_pays": "catchers", "slap_ties": "last", "hands": 2},
        {"deal_tonk": False, "slaps": False, "hit_lock": False, "discard_taken": True, "stake": 3},
    ],
    "chinese-poker": [
        {"hands": 1, "naturals": False, "surrender": False, "bonuses": False, "scoop": 0},
        {"hands": 1, "unit": 2, "pair_units": "0-1:5"},
    ],
    "ofc": [
        {"hands": 1, "royalties": "modern", "sweep": 0, "foul_penalty": 3, "fantasyland": False},
    ],
    "poker-squares": [{"schedule": "american", "ace_low": False, "threshold": 150}],
    "cribbage-squares": [{"starter": "last", "threshold": 40}],
    "dictated-strategy": [{"piles": 3, "scoring": "face"}],
    "paiute": [
        {"ante": 0, "deals": 2, "last_round": "full-round", "equal_calls": True, "round_limit": 30}
    ],
    "commerce": [{"stakes": False, "deals": 2}, {"pass_after_knock": False, "ante": 2, "deals": 3}],
    "brag": [
        {"procedure": "two-down", "betting": "pot-limit", "stack": 30, "hands": 3},
        {"procedure": "all-round", "few_players": True, "stack": 20, "shuffle": "every-hand"},
        {
            "blind": False,
            "cover": False,
            "few_players": True,
            "a23": "low",
            "threes_high": False,
            "ante": 0,
            "hands": 3,
        },
    ],
}
#: Matches per configuration (random, thorough) for games whose matches run long.
MATCHES: dict[str, tuple[int, int]] = {
    "preference": (12, 1),
    "whist": (30, 1),
    "bourre": (80, 2),
    "bid-whist": (60, 2),
    "soko": (40, 1),
    "anaconda": (30, 1),
    "draw-poker": (40, 1),
    "paiute": (40, 1),
    "commerce": (60, 1),
    # Faro's punters change their bets several times before every turn, 25 turns a deal.
    "faro": (40, 2),
    # Games by dictation seat up to eight, each seat a whole grid or set of piles.
    "poker-squares": (150, 5),
    "cribbage-squares": (150, 5),
    "dictated-strategy": (150, 5),
}
CARD_TEXTS = frozenset(str(c) for c in CARDS)
#: A word of a sentence written exactly as a card's text form.
CARD_WORD = re.compile(r"(?<![\w?])(?:[2-9TJQKA][cdhs]|X[RB])(?![\w?])")
GARBAGE = [
    "",
    "   ",
    "fold",
    "swap",
    "swap 1h 2c",
    "swap As",
    "knock now",
    "xyzzy 3",
    "swap all 2",
    "bet",
    "raise to x",
    "discard Zz",
]
MAX_STEPS = 20_000
#: Card words the refusal checks send every game: the 52 cards, the jokers (in both spellings),
#: cards written otherwise (``10h``, suit symbols, two run together) and malformed ones. A game
#: played without some of them must refuse those as it refuses any text it cannot use.
CARD_WORDS = [
    *(str(c) for c in CARDS),
    *("RJ", "BJ", "xr", "10h", "Q♠", "A♡", "AsKs", "1h", "11d", "0s", "Zz", "X", "??", "🃏R"),
]
#: Number words of every kind: digits ``int`` cannot read (superscripts), other scripts' digits,
#: signs, huge values and floats. Each must parse or be refused as text, never crash a parser.
NUMBER_WORDS = ["²", "1²", "٣", "-1", "+2", "9" * 30, "1e3", "0x10", "nan", "1.5"]
#: Zones of ``zones()`` whose cards the table gathers out of sight by design, and tells by its
#: counters instead: tricks already turned (their count per seat), the cards Faro has dealt (the
#: casekeeper), and the squares games' own copies of the pack (the table shows the called card
#: and the stock once for every seat).
GATHERED: dict[str, tuple[str, ...]] = {
    "bid-whist": ("played",),
    "bourre": ("played",),
    "preference": ("played",),
    "whist": ("played",),
    "faro": ("out",),
    "poker-squares": ("pack-", "out-"),
    "cribbage-squares": ("pack-", "out-"),
    "dictated-strategy": ("pack-", "out-"),
}


def configurations() -> list[tuple[str, dict[str, Any]]]:
    return [(name, opts) for name in list_games() for opts in [{}, *VARIANTS.get(name, [])]]


def players_for(name: str, options: dict[str, Any], rng: random.Random) -> int:
    cls = game_class(name)
    low, high = cls.player_range(cls.options_class(**options))
    return rng.randint(low, high)


def card_texts(value: object) -> list[str]:
    """Every card written anywhere in a JSON value: a string that is a card (in any text form),
    or, in a sentence, every word written exactly as a card's text form (``9h``, ``XR``)."""
    found: list[str] = []
    _collect_cards(value, found)
    return found


def _collect_cards(value: object, found: list[str]) -> None:
    # The leak checks read every view after every action: the common cases come first.
    if isinstance(value, str):
        if value in CARD_TEXTS:
            found.append(value)
        elif " " in value:
            found += CARD_WORD.findall(value)
        elif len(value) <= 3 and value != "??":  # no card's text is longer ("10h")
            with contextlib.suppress(ValueError):
                found.append(str(parse_card(value)))
    elif isinstance(value, dict):
        for item in value.values():
            _collect_cards(item, found)
    elif isinstance(value, list):
        for item in value:
            _collect_cards(item, found)


def snapshot(state: State) -> tuple[Any, ...]:
    return (
        state.full_view(),
        state.record(),
        [state.view(s) for s in range(state.game.players)],
        state.outcome(),
    )


def check_cards(state: State) -> None:
    zones = state.zones()
    everywhere = sorted(c for cards in zones.values() for c in cards)
    assert everywhere == sorted(state.pack()), f"cards lost or duplicated: {Counter(everywhere)}"


class Knowledge:
    """What each seat has legitimately seen this deal (``seen``: its own cards, and every card
    shown in an event as that seat receives it; reset when a new deal starts) and in the whole
    match (``ever``, for the logs and results that look back at earlier deals)."""

    def __init__(self, state: State) -> None:
        self.players = state.game.players
        self.seen: list[set[str]] = [set() for _ in range(self.players)]
        self.ever: list[set[str]] = [set() for _ in range(self.players)]
        self.feed(state.recent_events())

    def feed(self, events: list[Event]) -> None:
        for event in events:
            for seat in range(self.players):
                if event.type == "dealt":
                    self.seen[seat] = set()
                shown = card_texts(event.for_seat(seat))
                self.seen[seat].update(shown)
                self.ever[seat].update(shown)

    def check(self, state: State, views: dict[int | None, dict[str, Any]]) -> None:
        full = views[None]
        for seat in range(self.players):
            view = views[seat]
            own = set(full["seats"][seat]["hand"])
            self.seen[seat] |= own
            self.ever[seat] |= own
            present = {
                k: v for k, v in view.items() if k not in ("events", "last_showdown", "table")
            }
            table = view["table"]
            present["table now"] = {k: v for k, v in table.items() if k not in ("log", "result")}
            leaked = set(card_texts(present)) - self.seen[seat]
            assert not leaked, f"seat {seat} sees {leaked} it was never shown"
            looking_back = [table["log"], table["result"]]
            leaked = set(card_texts(looking_back)) - self.ever[seat]
            assert not leaked, f"seat {seat}'s table log shows {leaked} it was never shown"
            for event in view["events"]:
                if event["type"] == "exchanged" and event["seat"] != seat:
                    assert event["took"] == ["??"] * len(event["took"])


def parses(state: State, text: str) -> bool:
    try:
        state.parse_action(text)
    except InvalidActionError:
        return False
    return True


def all_views(state: State) -> dict[int | None, dict[str, Any]]:
    """The full view (key ``None``) and every seat's view."""
    views: dict[int | None, dict[str, Any]] = {None: state.full_view()}
    views.update((seat, state.view(seat)) for seat in range(state.game.players))
    return views


def check_tables(state: State, views: dict[int | None, dict[str, Any]]) -> None:
    """Every view and the full view carry a valid table description; the seat to act (and the
    full view) find every legal action in it, naming its cards in the order its text does."""
    players = state.game.players
    legal = sorted(str(a) for a in state.legal_actions())
    for viewer, view in views.items():
        table = view["table"]
        assert table_problems(table, players=players) == [], (viewer, table_problems(table))
        assert (table["viewer"], table["phase"], table["to_act"], table["over"]) == (
            viewer,
            state.phase,
            state.to_act,
            state.is_over,
        )
        assert table["game"] == state.game.name
        entries = table["legal_actions"]
        # A numeric range (no-limit betting) is one entry with an amount template.
        ranged = [e for e in entries if "amount" in e]
        entries = [e for e in entries if "amount" not in e]
        for entry in ranged:
            low, high = entry["amount"]["min"], entry["amount"]["max"]
            assert "{amount}" in entry["text"] and low <= high
            for amount in (low, high):
                assert state.is_legal(state.parse_action(entry["text"].format(amount=amount)))
        if viewer is None or viewer == state.to_act:
            assert sorted(e["text"] for e in entries) == legal
            for entry in entries:
                assert str(state.parse_action(entry["text"])) == entry["text"]
                named = [w for w in entry["text"].split() if w in CARD_TEXTS]
                assert entry["cards"] == named
        else:
            assert entries == []
    check_full_table(state, views[None]["table"])


def check_full_table(state: State, table: dict[str, Any]) -> None:
    """The full view's table shows every card face up (``"??"`` only for an empty square of a
    grid), and every card of ``zones()`` once: in a zone, or counted in a zone shown as a count,
    or gathered out of sight by design (see :data:`GATHERED`)."""
    shown: Counter[str] = Counter()
    counted = 0
    for entry in table["zones"]:
        cards = entry["cards"]
        if entry["layout"] != "grid":
            assert "??" not in cards, f"the full view hides cards in zone {entry['id']!r}"
        shown.update(c for c in cards if c != "??")
        counted += entry["count"] - len(cards)
    gathered = GATHERED.get(state.game.name, ())
    every = Counter(str(c) for cards in state.zones().values() for c in cards)
    kept = Counter(
        str(c)
        for name, cards in state.zones().items()
        if not name.startswith(gathered)
        for c in cards
    )
    twice = shown - every
    assert not twice, f"the full view's table shows {sorted(twice)} more often than they lie"
    missing = kept - shown
    assert sum(missing.values()) <= counted, f"the full view's table leaves out {sorted(missing)}"


def candidate_actions(state: State, rng: random.Random) -> list[str]:
    """A sample of action texts, legal or not, for the refusal checks: every verb of the game
    alone, with one or two random cards and with numbers (amounts, places), and the game's own
    examples of actions with other arguments, keeping the texts that parse."""
    texts: list[str] = []
    for verb in state.game.parser.verbs:
        r, c = rng.randint(1, 5), rng.randint(1, 9)
        candidates = [f"{verb} {n}" for n in (1, 3, c, 99_999)] + [f"{verb} {r} {c}"]
        for _ in range(2):
            a, b = rng.sample(CARD_WORDS, 2)
            candidates += [verb, f"{verb} {a}", f"{verb} {a} {b}"]
        for text in candidates:
            with contextlib.suppress(InvalidActionError):
                texts.append(str(state.parse_action(text)))
    for _ in range(2):
        texts += [t for t in state.game.example_action_texts(rng) if parses(state, t)]
    legal = state.legal_actions()
    texts += [str(legal[rng.randrange(len(legal))]) for _ in range(2)]
    return list(dict.fromkeys(texts))


def table_players(name: str) -> int:
    """Three players where the game allows it, else the nearest count it takes."""
    cls = game_class(name)
    low, high = cls.player_range(cls.options_class())
    return min(max(3, low), high)


def chips_on_table(state: State) -> int:
    """The chips behind and in the middle, less those brought to the table by rebuys."""
    out = state.outcome()
    seats = out["seats"]
    return sum(s["chips"] - s.get("rebought", 0) for s in seats) + out["pool"]


def run_match(
    name: str, options: dict[str, Any], players: int, seed: int, *, thorough: bool
) -> State:
    game = load_game(name, players=players, **options)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    check_cards(state)
    total = chips_on_table(state)
    knowledge = Knowledge(state) if thorough else None
    if knowledge:
        views = all_views(state)
        knowledge.check(state, views)
        check_tables(state, views)
    steps = 0
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, "a match that is not over must offer an action"
        if thorough and rng.random() < 0.2:
            before = snapshot(state)
            legal_texts = {str(a) for a in legal}
            for text in candidate_actions(state, rng):
                legal_now = state.is_legal(state.parse_action(text))
                # Listed actions are legal. Games with numeric ranges (no-limit betting) list a
                # representative set and accept more: those must then apply.
                assert legal_now or text not in legal_texts
                if legal_now and text not in legal_texts:
                    state.copy().apply(text)
                if not legal_now:
                    with pytest.raises(IllegalActionError, match=rf"for seat {state.to_act} in"):
                        state.apply(text)
            garbage = [g for g in GARBAGE if not parses(state, g)]
            for text in rng.sample(garbage, 3):
                with pytest.raises(InvalidActionError):
                    state.apply(text)
            assert snapshot(state) == before
            twin = state.copy()
            twin.apply(rng.choice(legal))
            assert snapshot(state) == before
        action = legal[rng.randrange(len(legal))]
        assert str(state.parse_action(str(action))) == str(action)
        events = state.apply(action)
        steps += 1
        assert steps < MAX_STEPS, "match does not end"
        check_cards(state)
        out = state.outcome()
        assert chips_on_table(state) == total
        if knowledge:
            knowledge.feed(events)
            views = all_views(state)
            knowledge.check(state, views)
            if steps % 3 == 0 or state.is_over:
                check_tables(state, views)
    assert state.legal_actions() == [] and state.phase == "over"
    out = state.outcome()
    assert out["over"] and sum(s["money"] for s in out["seats"]) == 0
    assert min(s["placing"] for s in out["seats"]) == 1
    return state


def check_replay(state: State) -> None:
    again = replay(state.record())
    assert snapshot(again) == snapshot(state)
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]


@pytest.mark.parametrize(("name", "options"), configurations())
def test_many_random_matches_keep_every_invariant(name: str, options: dict[str, Any]) -> None:
    rng = random.Random(f"{name}{options}")
    for seed in range(MATCHES.get(name, (300, 10))[0]):
        state = run_match(name, options, players_for(name, options, rng), seed, thorough=False)
        if seed % 10 == 0:
            check_replay(state)


@pytest.mark.parametrize(("name", "options"), configurations())
def test_thorough_matches_views_refusals_copies_and_replay(
    name: str, options: dict[str, Any]
) -> None:
    rng = random.Random(f"thorough {name}{options}")
    for seed in range(MATCHES.get(name, (300, 10))[1]):
        state = run_match(
            name, options, players_for(name, options, rng), 1000 + seed, thorough=True
        )
        check_replay(state)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_hypothesis_matches_replay_midway(data: st.DataObject) -> None:
    name, options = data.draw(st.sampled_from(configurations()))
    cls = game_class(name)
    low, high = cls.player_range(cls.options_class(**options))
    players = data.draw(st.integers(low, high))
    seed = data.draw(st.integers(0, 2**32))
    stop = data.draw(st.integers(0, 60))
    state = load_game(name, players=players, **options).new_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(stop):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    check_replay(state)
    copy = state.copy()
    assert snapshot(copy) == snapshot(state)


@pytest.mark.parametrize("name", list_games())
def test_same_seed_same_match(name: str) -> None:
    game = load_game(name, players=table_players(name))
    a, b = game.new_state(seed=42), game.new_state(seed=42)
    rng_a, rng_b = random.Random(1), random.Random(1)
    while not a.is_over:
        a.apply(rng_a.choice(a.legal_actions()))
        b.apply(rng_b.choice(b.legal_actions()))
    assert a.record() == b.record() and b.is_over


@pytest.mark.parametrize("name", list_games())
def test_altered_records_are_refused_naming_the_field(name: str) -> None:
    state = load_game(name, players=table_players(name)).new_state(seed=8)
    rng = random.Random(8)
    for _ in range(10):
        state.apply(rng.choice(state.legal_actions()))
    good = state.record()
    cases: list[tuple[str, Any, str]] = [
        ("players", "three", "'players'"),
        ("game", "snap", "'game'"),
        ("options", {"nope": 1}, "options"),
        ("actions", [{"seat": 0}], r"actions\[0\]"),
        ("chance", [{"kind": "deal"}], r"chance\[0\]"),
        ("seed", 9, r"chance\[0\]"),
    ]
    for field, value, pattern in cases:
        bad = dict(good, **{field: value})
        with pytest.raises(RecordError, match=pattern):
            replay(bad)
    tampered = dict(good, actions=[dict(a) for a in good["actions"]])
    tampered["actions"][3]["action"] = "xyzzy"
    with pytest.raises(RecordError, match=r"actions\[3\]"):
        replay(tampered)
    extra = dict(good, chance=[*good["chance"], good["chance"][-1]])
    with pytest.raises(RecordError, match="chance"):
        replay(extra)
    missing = {k: v for k, v in good.items() if k != "seed"}
    with pytest.raises(RecordError, match="'seed' is missing"):
        replay(missing)


# --- the shared protocol: resample, numbering, equality -----------------------------------------


def check_resample(
    state: State, seat: int, rng: random.Random, samples: int = 6, *, must_vary: bool = True
) -> bool | None:
    """Check ``resample`` at this point; whether the hidden cards varied (``None``: too few hidden
    cards to vary)."""
    before = snapshot(state)
    view = state.view(seat)
    legal = [str(a) for a in state.legal_actions()]
    arrangements = []
    for _ in range(samples):
        sample = state.resample(seat, rng)
        assert sample.view(seat) == view
        if state.to_act == seat:
            assert [str(a) for a in sample.legal_actions()] == legal
        check_cards(sample)
        arrangements.append(sample.zones())
    assert snapshot(state) == before, "resampling changed the original"
    varied: bool | None = None
    if state.hidden_cards_can_vary(seat):
        # Two hidden cards have only two arrangements: draw on until they differ (a uniform
        # sampler fails this with a chance of 2**-39).
        while len(arrangements) < 40 and all(a == arrangements[0] for a in arrangements[1:]):
            arrangements.append(state.resample(seat, rng).zones())
        varied = any(a != arrangements[0] for a in arrangements[1:])
        assert varied or not must_vary, "hidden cards never vary"
    # A sample plays on legally to the end, with futures that differ from the original's.
    steps = 0
    while not sample.is_over:
        sample.apply(rng.choice(sample.legal_actions()))
        check_cards(sample)
        steps += 1
        assert steps < MAX_STEPS
    assert snapshot(state) == before
    return varied


@pytest.mark.parametrize(("name", "options"), configurations())
def test_resampled_states_agree_with_the_seat_and_vary_elsewhere(
    name: str, options: dict[str, Any]
) -> None:
    """Protocol: ``resample(seat, rng)`` keeps ``view(seat)`` and, on its turn, the legal actions;
    the cards hidden from the seat vary across samples; the sample plays on to the end."""
    rng = random.Random(f"resample {name}{options}")
    strict = not game_class(name).play_reveals_holdings
    varied: list[bool | None] = []
    for seed in range(6):
        players = players_for(name, options, rng)
        state = load_game(name, players=players, **options).new_state(seed=seed)
        checkpoints = {rng.randrange(1, 40) for _ in range(3)}
        phases: set[str] = set()
        step = 0
        # At a few random points, at the first visit of every phase, and at the end.
        while not state.is_over:
            if step in checkpoints or state.phase not in phases:
                phases.add(state.phase)
                varied.append(check_resample(state, rng.randrange(players), rng, must_vary=strict))
                assert state.to_act is not None
                varied.append(check_resample(state, state.to_act, rng, 3, must_vary=strict))
            state.apply(rng.choice(state.legal_actions()))
            step += 1
        varied.append(check_resample(state, rng.randrange(players), rng, 2, must_vary=strict))
    checked = [v for v in varied if v is not None]
    assert sum(checked) * 4 >= len(checked) * 3, "hidden cards rarely vary"


def test_resample_and_table_refuse_a_bad_seat_or_generator() -> None:
    state = load_game("la-viuda", players=3).new_state(seed=2)
    with pytest.raises(InvalidOptionError, match="no seat 3"):
        state.resample(3, random.Random(1))
    with pytest.raises(InvalidOptionError, match="no seat 3"):
        state.table(3)
    with pytest.raises(InvalidOptionError, match=r"rng must be a random\.Random"):
        state.resample(0, 7)  # type: ignore[arg-type]


@pytest.mark.parametrize(("name", "options"), configurations())
def test_every_legal_action_has_a_number_that_maps_back(name: str, options: dict[str, Any]) -> None:
    """Protocol: a fixed action space; distinct legal actions get distinct numbers in range, and
    ``action_from_index(action_index(a)) == a``."""
    rng = random.Random(f"numbering {name}{options}")
    for seed in range(15):
        game = load_game(name, players=players_for(name, options, rng), **options)
        size = game.num_distinct_actions
        state = game.new_state(seed=seed)
        while not state.is_over:
            legal = state.legal_actions()
            numbers = [state.action_index(a) for a in legal]
            assert all(0 <= i < size for i in numbers)
            assert len(set(numbers)) == len(legal)
            assert [state.action_from_index(i) for i in numbers] == legal
            assert state.legal_action_indices() == sorted(numbers)
            assert [state.action_index(str(a)) for a in legal] == numbers
            state.apply(rng.choice(legal))
        assert game.num_distinct_actions == size


@pytest.mark.parametrize("name", list_games())
def test_action_numbers_out_of_range_are_refused(name: str) -> None:
    game = load_game(name, players=table_players(name))
    state = game.new_state(seed=1)
    for bad in (-1, game.num_distinct_actions, "3", True):
        with pytest.raises(InvalidActionError):
            state.action_from_index(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", list_games())
def test_states_are_equal_when_they_are_the_same_match_at_the_same_point(name: str) -> None:
    """Protocol: equality means equal records; states are unhashable."""
    game = load_game(name, players=table_players(name))
    state = game.new_state(seed=5)
    rng = random.Random(5)
    for _ in range(12):
        if state.is_over:  # a short match (all-ins) may end sooner
            break
        state.apply(rng.choice(state.legal_actions()))
    assert replay(state.record()) == state
    twin = state.copy()
    assert twin == state and twin is not state
    if not twin.is_over:
        twin.apply(twin.legal_actions()[0])
        assert twin != state
    assert game.new_state(seed=6) != game.new_state(seed=5)
    low, high = game_class(name).player_range(game.options)
    others = [p for p in range(low, high + 1) if p != game.players]
    if others:
        assert load_game(name, players=others[0]).new_state(seed=5) != game.new_state(seed=5)
    assert state != state.record()
    with pytest.raises(TypeError):
        hash(state)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert replay(state.record()) == state


# --- hostile input every game must refuse -------------------------------------------------------


@pytest.mark.parametrize("name", list_games())
def test_every_verb_with_any_card_word_is_parsed_or_refused(name: str) -> None:
    """Jokers, cards of other packs and malformed cards, and numbers of every kind, after every
    verb of the game, either parse or raise :class:`InvalidActionError`; what parses is legal
    or refused as illegal, and nothing changes the state. (A joker once crashed a parser that
    looked cards up among the 52, and superscript digits every parser that trusted isdigit.)"""
    state = load_game(name, players=table_players(name)).new_state(seed=3)
    rng = random.Random(name)
    for _ in range(3):
        state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            break
    before = snapshot(state)
    for verb in state.game.parser.verbs:
        for word in CARD_WORDS:
            other = rng.choice(CARD_WORDS)
            number = rng.choice(NUMBER_WORDS)
            for text in (
                f"{verb} {word}",
                f"{verb} {word} {other}",
                f"{verb} {word} on 1",
                f"{verb} {number}",
                f"{verb} {word} {number}",
                f"{verb} {number} {word}",
                f"{verb} {number}-{number}",
            ):
                try:
                    action = state.parse_action(text)
                except InvalidActionError:
                    continue
                if not state.is_legal(action):
                    with pytest.raises(IllegalActionError):
                        state.apply(text)
    assert snapshot(state) == before


@pytest.mark.parametrize("name", list_games())
def test_table_and_view_refuse_the_same_bad_viewers(name: str) -> None:
    """``table(viewer)`` checks its viewer as ``view(seat)`` does, in every game."""
    state = load_game(name, players=table_players(name)).new_state(seed=4)
    players = state.game.players
    for bad in (-1, players, 99, True, False, 1.5, "0", None):
        if bad is not None:
            with pytest.raises(InvalidOptionError, match="no seat"):
                state.table(bad)  # type: ignore[arg-type]
        with pytest.raises(InvalidOptionError, match="no seat"):
            state.view(bad)  # type: ignore[arg-type]
    for seat in range(players):
        assert state.table(seat) == state.view(seat)["table"]


@pytest.mark.parametrize("name", list_games())
def test_seeds_are_whole_numbers_a_record_can_keep(name: str) -> None:
    """Seeds lie strictly between -(2**64) and 2**64, the range a record keeps: those at the
    edges and negative ones play and replay; larger ones are refused at once, never accepted
    into a record that cannot be replayed."""
    game = load_game(name, players=table_players(name))
    for seed in (2**64 - 1, -(2**64 - 1), -5, 0):
        state = game.new_state(seed=seed)
        rng = random.Random(seed)
        for _ in range(5):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        assert replay(state.record()) == state and state.record()["seed"] == seed
    for seed in (2**64, -(2**64), 10**30, -(10**5000)):
        with pytest.raises(InvalidOptionError, match=r"seed must lie between") as caught:
            game.new_state(seed=seed)
        assert len(str(caught.value)) < 200
