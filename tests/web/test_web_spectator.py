"""Spectators see only what every seat knows, in every game, at every step; and turn timers."""

from __future__ import annotations

import json
import random
import re

import pytest
from fastapi.testclient import TestClient
from web_support import joined, state_msg

from conftest import join, new_table
from widow.bots import get_bot
from widow.games import game_class, list_games, load_game
from widow.server.views import spectator_view

CARD = re.compile(r"\b(?:[2-9TJQKA][shdc]|X[RB])\b")


def _cards(data: object) -> set[str]:
    return set(CARD.findall(json.dumps(data)))


@pytest.mark.parametrize("name", list_games())
def test_a_spectator_never_sees_a_card_some_seat_may_not_know(name: str) -> None:
    """Over seeded games played by random bots, every card in the spectator's description is
    one that every seat's own view shows, and the public cards (a face-up widow, up-cards, cards
    played to a trick or shown down) do show."""
    cls = game_class(name)
    players = min(cls.min_players + 1, cls.max_players)
    shown_public = 0
    for seed in range(6):
        game = load_game(name, players=players)
        state = game.new_state(seed)
        rng = random.Random(seed)
        bots = [get_bot("random", game) for _ in range(players)]
        steps = 0
        while True:
            view = spectator_view(state)
            known_to_all = set.intersection(*(_cards(state.view(s)) for s in range(players)))
            leaked = _cards(view) - known_to_all
            assert not leaked, (seed, steps, leaked)
            assert view["legal_actions"] == [] and view["viewer"] is None
            shown_public += sum(c != "??" for z in view["zones"] for c in z["cards"])
            if state.is_over or steps == 300:
                break
            seat = state.to_act
            assert seat is not None
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
            steps += 1
    assert shown_public > 0


def test_the_spectator_sees_the_widow_once_it_is_face_up() -> None:
    state = load_game("la-viuda", players=3).new_state(seed=5)
    state.apply("exchange")  # the widow is taken unseen and the hand laid face up in its place
    widow = next(z for z in spectator_view(state)["zones"] if z["kind"] == "widow")
    assert "??" not in widow["cards"]
    assert (
        widow["cards"]
        == next(z for z in state.view(0)["table"]["zones"] if z["kind"] == "widow")["cards"]
    )


def test_a_spectator_connection_gets_only_the_spectator_view(client: TestClient) -> None:
    table = new_table(client, ["human", "random", "random"])
    _, token = join(client, table["id"], "Ana")
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        message = joined(ws, None)
        live = client.app.state.manager.live[table["id"]]  # type: ignore[attr-defined]
        assert message["view"] == spectator_view(live.state)
        hidden_hand = next(z for z in live.state.view(0)["table"]["zones"] if z["owner"] == 0)
        # The zones, not the log: the cards drawn for the first deal are named in the log, and a
        # drawn card may come back in any hand once the pack is shuffled for the deal.
        assert not set(hidden_hand["cards"]) & _cards(message["view"]["zones"])
    assert token not in json.dumps(message)


def test_when_the_turn_timer_runs_out_a_bot_plays_for_the_seat(client: TestClient) -> None:
    """Optional per-table timer: off unless asked for; at zero the seat's move is made for it."""
    assert new_table(client, ["human", "random"])["turn_timer"] is None
    too_short = client.post(
        "/api/tables",
        json={"game": "la-viuda", "players": 2, "turn_timer": 1,
              "seats": [{"kind": "human"}, {"kind": "human"}]},
    )  # fmt: skip
    assert too_short.status_code == 400 and "turn timer" in too_short.json()["error"]
    table = new_table(client, ["human", "human"], turn_timer=5)
    manager = client.app.state.manager  # type: ignore[attr-defined]
    live = manager.live[table["id"]]
    live.row.turn_timer = 0.2  # the same code path, without a five-second wait in the test
    tokens = [join(client, table["id"], n)[1] for n in ("Ana", "Bo")]
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        first = joined(ws, tokens[0])
        assert first["turn_timer"] == 0.2
        later = state_msg(ws, first["version"] + 1)
        assert later["version"] == first["version"] + 1
        assert live.state.history[0][0] == first["view"]["to_act"]
