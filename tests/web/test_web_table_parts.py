"""What the browser's table draws from besides the play itself: the lobby's option lists, the
rules of each game, and the line scores of the squares games' grids."""

from __future__ import annotations

import random

import pytest
from fastapi.testclient import TestClient

from widow.engine.table import table_problems
from widow.errors import InvalidOptionError
from widow.games import list_games, load_game, rules_text


def test_each_option_that_takes_one_of_a_few_words_lists_them_and_they_are_all_accepted(
    client: TestClient,
) -> None:
    """The lobby shows such an option as a list: every word listed makes a game, the default is
    among them, and a word not listed is refused by the game."""
    listed = 0
    for game in client.get("/api/games").json()["games"]:
        players = game["min_players"]
        for option in game["options"]:
            choices = option["choices"]
            if choices is None:
                continue
            listed += 1
            assert option["type"] == "str"
            assert option["default"] is None or option["default"] in choices, option
            for word in choices:
                load_game(game["name"], players=players, **{option["name"]: word})
            with pytest.raises(InvalidOptionError):
                load_game(game["name"], players=players, **{option["name"]: "no-such-word"})
    assert listed >= 20


def test_free_text_and_number_options_offer_no_list(client: TestClient) -> None:
    games = {g["name"]: g for g in client.get("/api/games").json()["games"]}
    options = {o["name"]: o for o in games["holdem"]["options"]}
    assert options["stacks"]["choices"] is None  # a list of numbers, typed
    assert options["stack"]["choices"] is None and options["stack"]["type"] == "int"
    assert options["betting"]["choices"] == ["limit", "no-limit", "pot-limit"]


def test_the_rules_of_every_game_are_served_as_the_terminal_prints_them(
    client: TestClient,
) -> None:
    for name in list_games():
        response = client.get(f"/api/games/{name}/rules")
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/plain")
        assert response.text == rules_text(name)
    missing = client.get("/api/games/no-such-game/rules")
    assert missing.status_code == 404 and "no-such-game" in missing.json()["error"]



def test_the_rules_are_served_in_the_readers_language(client: TestClient) -> None:
    from widow.i18n import translator

    spanish = translator("es")
    for name in list_games():
        said = client.get(f"/api/games/{name}/rules", params={"lang": "es"}).text
        assert said == spanish.gettext(rules_text(name)) != rules_text(name), name
    # A language widow does not speak gets the English text.
    assert client.get("/api/games/whist/rules", params={"lang": "fr"}).text == rules_text("whist")


@pytest.mark.parametrize("name", ["poker-squares", "cribbage-squares"])
def test_a_grid_gives_each_complete_lines_points_and_they_add_up_to_the_seats_points(
    name: str,
) -> None:
    """The rules text (poker-squares-cribbage-squares-vying-poker-basics.txt) scores each of the
    square's rows and columns as a hand; the seat's points are those of its lines (with his
    heels in Cribbage Squares), so the lines the table shows must add up to the points shown."""
    rng = random.Random(3)
    game = load_game(name, players=2)
    state = game.new_state(5)
    checked = 0
    while not state.is_over:
        for viewer in (0, 1):
            table = state.table(viewer)
            assert not table_problems(table)
            for seat in (0, 1):
                square = next(z for z in table["zones"] if z["id"] == f"square-{seat}")
                side = square["columns"]
                lines = square["lines"]
                assert len(lines) == 2 * side
                cells = square["cards"]
                rows = [cells[r * side : (r + 1) * side] for r in range(side)]
                columns = [cells[c::side] for c in range(side)]
                for value, cards in zip(lines, rows + columns, strict=True):
                    if value is not None:
                        assert "??" not in cards  # only a complete line scores
                points = next(c["value"] for c in table["seats"][seat]["counters"])
                heels = 2 if any(z["id"] == "starter" and z["cards"][0][0] == "J"
                                 for z in table["zones"]) else 0  # fmt: skip
                assert sum(v for v in lines if v is not None) + heels == points
                checked += 1
        state.apply(rng.choice(state.legal_actions()))
    full = state.table(None)
    assert all(v is not None for z in full["zones"] if z["kind"] == "grid" for v in z["lines"])
    assert checked > 20


def test_a_table_refuses_line_scores_that_do_not_fit_its_grid() -> None:
    table = load_game("poker-squares", players=2).new_state(1).table(0)
    square = next(z for z in table["zones"] if z["kind"] == "grid")
    square["lines"] = [0] * 9
    assert any("lines" in p for p in table_problems(table))
    square["lines"] = ["1"] * 10
    assert any("lines" in p for p in table_problems(table))
