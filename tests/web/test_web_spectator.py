"""Spectators see only what every seat knows, in every game, at every step; and turn timers."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from typing import Any

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


def _zone_cards(table: dict[str, Any], zone_id: str) -> list[str]:
    return list(next(z for z in table["zones"] if z["id"] == zone_id)["cards"])


@pytest.mark.parametrize("name", list_games())
def test_a_spectator_sees_every_card_that_every_seat_knows(name: str) -> None:
    """No less than every seat knows: in each zone the spectator's face-up cards are exactly the
    cards that every seat's own view shows there, whatever order each seat lists them in."""
    cls = game_class(name)
    players = min(cls.min_players + 1, cls.max_players)
    for seed in range(3):
        game = load_game(name, players=players)
        state = game.new_state(seed)
        rng = random.Random(seed)
        bots = [get_bot("random", game) for _ in range(players)]
        for step in range(150):
            view = spectator_view(state)
            seats = [state.table(s) for s in range(players)]
            for zone in view["zones"]:
                common = Counter(c for c in _zone_cards(seats[0], zone["id"]) if c != "??")
                for table in seats[1:]:
                    common &= Counter(c for c in _zone_cards(table, zone["id"]) if c != "??")
                shown = Counter(c for c in zone["cards"] if c != "??")
                assert shown == common, (seed, step, zone["id"])
            if state.is_over:
                break
            seat = state.to_act
            assert seat is not None
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))


def _known_in_hands(state: Any) -> list[tuple[str, set[str], list[str]]]:
    """Per hand zone: the cards every seat's view shows there, and the spectator's cards."""
    seats = [state.table(s) for s in range(state.game.players)]
    out = []
    for zone in spectator_view(state)["zones"]:
        if zone["owner"] is None:
            continue
        known = set.intersection(*(set(_zone_cards(t, zone["id"])) for t in seats)) - {"??"}
        out.append((zone["id"], known, list(zone["cards"])))
    return out


def _deal(state: Any) -> Any:
    return next(c["value"] for c in state.table(None)["counters"] if c["name"] == "deal")


@pytest.mark.parametrize("name", ["whisky-poker", "la-viuda"])
def test_a_card_taken_from_the_face_up_widow_shows_to_spectators(name: str) -> None:
    """whisky-poker-and-la-viuda.txt, Play, second phase: "Exchange one card. You discard one
    card from your hand face up to the table and take a card from the spare hand": the card
    taken lay face up, so every seat knows it is in that hand, and so does a spectator."""
    checked = 0
    for seed in range(3):
        game = load_game(name, players=3)
        state = game.new_state(seed)
        rng = random.Random(seed)
        bots = [get_bot("random", game) for _ in range(3)]
        for _ in range(60):
            if state.is_over:
                break
            seat = state.to_act
            assert seat is not None
            action = str(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
            deal = _deal(state)
            state.apply(action, seat=seat)
            # A swap that ended the deal is followed by a new deal's hands: nothing to check.
            if action.startswith("swap ") and len(action.split()) == 3 and _deal(state) == deal:
                taken = action.split()[2]
                hand = next(z for z in spectator_view(state)["zones"] if z["owner"] == seat)
                assert taken in hand["cards"], (seed, action, hand["cards"])
                checked += 1
    assert checked > 5


@pytest.mark.parametrize(("name", "players"), [("whist", 4), ("bourre", 3)])
def test_the_turned_up_trump_shows_to_spectators(name: str, players: int) -> None:
    """war-whist-bid-whist.txt, Whist: the dealer's last card "is turned face up and is used to
    determine the trump suit" and stays known once the dealer picks it up; the Bourré text: "The
    final card dealt, the dealer's last card, is dealt face-up". Every seat sees it in the
    dealer's hand, so a spectator does too, through the play."""
    known_seen = 0
    for seed in range(3):
        game = load_game(name, players=players)
        state = game.new_state(seed)
        rng = random.Random(seed)
        bots = [get_bot("random", game) for _ in range(players)]
        for _ in range(12):
            for zone_id, known, shown in _known_in_hands(state):
                assert known <= set(shown), (seed, zone_id, known, shown)
                known_seen += len(known)
            if state.is_over:
                break
            seat = state.to_act
            assert seat is not None
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    assert known_seen > 0  # the turn-up itself


def test_the_stock_is_a_counted_pile_for_spectators() -> None:
    """A face-down stock reaches a spectator as the seats get it: a count, not one back per
    card."""
    state = load_game("la-viuda", players=3).new_state(seed=2)
    stock = next(z for z in spectator_view(state)["zones"] if z["id"] == "stock")
    seat_stock = next(z for z in state.table(0)["zones"] if z["id"] == "stock")
    assert stock["cards"] == seat_stock["cards"] == [] and stock["count"] == seat_stock["count"] > 0


def test_every_state_message_of_a_persons_turn_carries_the_time_left(client: TestClient) -> None:
    """The countdown is running before the state goes out, after every move and not only the
    first; and each person's time runs out in turn (a bot plays for them)."""
    table = new_table(client, ["human", "human"], turn_timer=5)
    manager = client.app.state.manager  # type: ignore[attr-defined]
    live = manager.live[table["id"]]
    tokens = [join(client, table["id"], n)[1] for n in ("Ana", "Bo")]
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        first = joined(ws, tokens[0])
        with client.websocket_connect(f"/ws/{table['id']}") as other:
            second = joined(other, tokens[1])
            mover, message = (ws, first) if first["view"]["legal_actions"] else (other, second)
            legal = message["view"]["legal_actions"]
            assert message["timer_remaining"] is not None and legal
            live.row.turn_timer = 0.3  # the next countdown is short: the same code, no wait
            mover.send_json(
                {"type": "act", "action": legal[0]["text"], "version": first["version"]}
            )
            after = state_msg(ws, first["version"] + 1)
            assert after["version"] == first["version"] + 1
            assert after["timer_remaining"] is not None and 0 < after["timer_remaining"] <= 0.3
            # Nobody moves: the countdown of the second turn runs out and a bot plays for it.
            timed_out = state_msg(ws, first["version"] + 2)
            assert timed_out["version"] == first["version"] + 2
