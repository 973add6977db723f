"""What the games declare through shared pieces of the engine: the table of their bots, actions
that take one word from a short list or several cards, options checked several at a time, copies
filled by field name, and the ranking flags the three ranking commands share."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from typer.testing import CliRunner

from widow.cards import CARDS
from widow.cli import app
from widow.engine.actions import Action, ActionParser, CardsAction, ChoiceAction
from widow.engine.bot_names import ISMCTS, game_bots
from widow.engine.copying import copy_lists, share
from widow.engine.options import check_choice, check_choices, check_range, check_ranges
from widow.errors import InvalidActionError, InvalidOptionError
from widow.games import game_class, list_games, load_game


def test_game_bots_put_the_heuristic_first_and_the_search_last() -> None:
    bots = game_bots("pkg.bot:Heuristic", "pkg.search:Search", setter="pkg.bot:Setter")
    assert list(bots.items()) == [
        ("heuristic", "pkg.bot:Heuristic"),
        ("setter", "pkg.bot:Setter"),
        ("search", "pkg.search:Search"),
    ]
    assert game_bots("pkg.bot:Heuristic")["search"] == ISMCTS


def _kinds_of(base: type[Action]) -> list[tuple[str, type[Action]]]:
    kinds = {}
    for name in list_games():
        for cls in game_class(name).action_classes:
            if issubclass(cls, base):
                kinds[cls] = name
    return [(name, cls) for cls, name in kinds.items()]


@pytest.mark.parametrize(
    ("game", "kind"), _kinds_of(ChoiceAction), ids=lambda v: getattr(v, "verb", v)
)
def test_every_word_of_a_choice_action_parses_to_an_action_that_writes_back_the_same(
    game: str, kind: type[ChoiceAction]
) -> None:
    parser = ActionParser([kind])
    assert kind.choices, f"{game}: {kind.__name__} lists no words"
    for word, action in kind.choices.items():
        assert word == word.lower()
        for text in (f"{kind.verb} {word}", f"{kind.verb.upper()} {word.upper()}"):
            assert parser.parse(text) == action
        assert parser.parse(str(action)) == action
        assert str(action).startswith(f"{kind.verb} ")


@pytest.mark.parametrize(
    ("game", "kind"), _kinds_of(ChoiceAction), ids=lambda v: getattr(v, "verb", v)
)
def test_a_word_off_the_list_is_refused_naming_the_verb_and_the_word(
    game: str, kind: type[ChoiceAction]
) -> None:
    parser = ActionParser([kind])
    for text in ("nowhere", "", "high low"):
        with pytest.raises(InvalidActionError) as refused:
            parser.parse(f"{kind.verb} {text}".strip())
        message = str(refused.value)
        assert repr(kind.verb) in message and kind.expected in message, (game, message)
        assert repr(text) in message or not text, (game, message)


@pytest.mark.parametrize(
    ("game", "kind"), _kinds_of(CardsAction), ids=lambda v: getattr(v, "verb", v)
)
def test_a_cards_action_reads_its_cards_in_any_order_and_refuses_a_wrong_count_or_a_repeat(
    game: str, kind: type[CardsAction]
) -> None:
    parser = ActionParser([kind])
    cards = [str(card) for card in CARDS[:52:3]]  # different cards, no joker
    for count in range(kind.least, kind.most + 1):
        chosen = cards[:count]
        action = parser.parse(" ".join([kind.verb, *reversed(chosen)]))
        assert str(action) == " ".join([kind.verb, *chosen]) and parser.parse(str(action)) == action
    for count in (kind.least - 1, kind.most + 1):
        with pytest.raises(InvalidActionError, match=kind.count_words):
            parser.parse(" ".join([kind.verb, *cards[:count]]))
    twice = [cards[0]] * max(kind.least, 2) if kind.most >= 2 else None
    if twice:
        with pytest.raises(InvalidActionError, match="named twice"):
            parser.parse(" ".join([kind.verb, *twice]))


@dataclass(frozen=True)
class _Table:
    ante: int = 1
    chips: int = 10
    deal: str = "left"
    pace: str = "slow"


def test_checking_several_options_at_once_reports_what_one_check_at_a_time_would() -> None:
    tables = [
        _Table(),
        _Table(ante=0),
        _Table(chips=-1),
        _Table(ante=0, chips=-1),
        _Table(deal="up"),
        _Table(deal="up", pace="mad"),
    ]
    for table in tables:
        one_at_a_time = together = None
        try:
            check_range("ante", table.ante, 1)
            check_range("chips", table.chips, 0)
            check_choice("deal", table.deal, ("left", "right"))
            check_choice("pace", table.pace, ("slow", "fast"))
        except InvalidOptionError as error:
            one_at_a_time = str(error)
        try:
            check_ranges(table, ante=1, chips=0)
            check_choices(table, deal=("left", "right"), pace=("slow", "fast"))
        except InvalidOptionError as error:
            together = str(error)
        assert together == one_at_a_time


def test_a_copy_filled_by_name_shares_values_and_owns_its_lists() -> None:
    class Pile:
        cards: list[int]
        top: tuple[int, ...]

    old, new = Pile(), Pile()
    old.cards, old.top = [1, 2, 3], (3,)
    copy_lists(old, new, ["cards"])
    share(old, new, ["top"])
    new.cards.append(4)
    assert old.cards == [1, 2, 3] and new.cards == [1, 2, 3, 4]
    assert new.top is old.top


@pytest.mark.parametrize("name", ["bid-whist", "bourre", "brag", "chinese-poker", "ofc"])
def test_playing_on_a_copy_leaves_the_original_as_it_was(name: str) -> None:
    players = {"bid-whist": 4, "brag": 4}.get(name, 2)
    state = load_game(name, players=players).new_state(seed=3)
    rng = random.Random(3)
    for _ in range(15):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))

    def seen() -> tuple[object, ...]:
        return state.record(), [state.view(s) for s in range(players)], state.legal_actions()

    before = seen()
    twin = state.copy()
    while not twin.is_over:
        twin.apply(rng.choice(twin.legal_actions()))
    assert (
        state.record(),
        [state.view(s) for s in range(players)],
        state.legal_actions(),
    ) == before


def test_odds_rank_and_compare_list_the_ranking_flags_alike() -> None:
    flags = ["--jokers", "--wild-rank", "--pool", "--qualifier", "--option"]
    runner = CliRunner()
    for command in ("odds", "rank", "compare"):
        text = runner.invoke(app, [command, "--help"], env={"COLUMNS": "200"}).output
        # One option a line, its names first ("-o, --option KEY=VALUE  ...").
        lines = [line.strip("│ ") for line in text.splitlines()]
        names = [line.split("  ")[0] for line in lines if line.startswith("-")]
        listed = [next((w for w in n.split() if w.startswith("--")), "") for n in names]
        places = [listed.index(flag) for flag in flags]
        assert places == sorted(places), (command, places)
    out = runner.invoke(app, ["rank", "la-viuda", "Ah Ad XR 7c 2s", "--pool", "2", "--json"])
    assert out.exit_code == 0 and '"category": "four-of-a-kind"' in out.output
    refused = runner.invoke(app, ["compare", "high", "As Kd", "Qs Jd", "--pool", "2"])
    assert refused.exit_code != 0 and "--pool does not apply to high" in refused.output
