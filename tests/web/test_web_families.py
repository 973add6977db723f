"""Every game played through the page in a real browser: the test's seat plays a whole match by
clicking the page's own controls (buttons, cards, the layout's spots, the grid's cells, the rows),
bots play the other seats, at a desktop's size and at a phone's. Each family of table is drawn by
its own renderer, chosen from the table description alone."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from web_support import FAMILY, SHORT

from conftest import SHOTS, ServerProcess
from widow.games import list_games

#: One game per family: its screenshot goes to the docs (web-<family>.png).
SHOWN = {
    "holdem": "betting",
    "whist": "tricks",
    "faro": "layout",
    "chinese-poker": "rows",
    "poker-squares": "grid",
    "horse-race": "round",
}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
PHONE = {
    "viewport": {"width": 375, "height": 740},
    "is_mobile": True,
    "has_touch": True,
    "device_scale_factor": 2,
}


def _last(page: Any) -> dict[str, Any] | None:
    """The latest state message the page holds."""
    found: dict[str, Any] | None = page.evaluate("window.widowTable && window.widowTable.last")
    return found


def _shot(page: Any, name: str) -> None:
    # Cards caught halfway through their arrival would look faded: the picture skips motion.
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / name), full_page=True, animations="disabled")


def test_every_game_has_its_short_options_and_family() -> None:
    assert sorted(SHORT) == sorted(list_games()) == sorted(FAMILY)


@pytest.fixture
def errors() -> Iterator[list[str]]:
    found: list[str] = []
    yield found
    assert not found, found


#: Bots that play on (rather than fold at once), where the picture of a game needs a flop.
BOTS = {"holdem": "heuristic"}


def _seat_at(page: Any, live: ServerProcess, game: str) -> str:
    """A table of ``game`` with its short options, the page's person at seat 0, bots elsewhere."""
    players, options = SHORT[game]
    bot = {"kind": "bot", "bot": BOTS.get(game, "random")}
    seats = [{"kind": "human"}] + [bot] * (players - 1)
    body = {"game": game, "players": players, "options": options, "seats": seats}
    response = httpx.post(f"{live.url}/api/tables", json=body)
    assert response.status_code == 200, response.text
    table: str = response.json()["id"]
    page.goto(f"{live.url}/t/{table}")
    page.fill("#join-name", "Ana")
    page.click("#join-button")
    page.wait_for_function("window.widowTable.last?.started && window.widowTable.last?.seat === 0")
    return table


def _rows_of(text: str) -> list[list[str]]:
    parts = text.removeprefix("place ").split("/")
    return [[] if p.strip() == "-" else p.split() for p in parts]


def _click_card(page: Any, selector: str) -> None:
    # Fanned cards overlap: a person clicks the corner that shows, not the middle.
    page.click(selector, position={"x": 6, "y": 12})


def _click_move(page: Any, message: dict[str, Any], rng: random.Random) -> str:
    """Play one legal move by clicking the page as a person would; the move's text."""
    view = message["view"]
    legal = view["legal_actions"]
    family = page.get_attribute(".felt", "data-family")
    places = [a for a in legal if a["kind"] == "place"]
    if family == "rows" and places:
        move = rng.choice(places)
        for row, cards in zip(("front", "middle", "back"), _rows_of(move["text"]), strict=True):
            if not cards:
                continue
            for card in cards:
                _click_card(page, f'.seat.mine .kind-hand button.card[data-card="{card}"]')
            page.click(f'.seat.mine [data-put="{row}"]')
        page.click("#set-rows:not([disabled])")
        return str(move["text"])
    if family == "grid" and places:
        move = rng.choice(places)
        page.click(f'.seat.mine button.grid-cell[data-action="{move["text"]}"]')
        return str(move["text"])
    # Faro: mostly end the turn, sometimes bet on a spot of the layout by clicking it.
    layout = view.get("layout") or {"rows": [], "bars": []}
    drawn = {p for row in layout["rows"] for p in row if p} | set(layout["bars"])
    spots = [a for a in legal if a["kind"] == "bet" and a["text"].split()[1] in drawn]
    done = [a for a in legal if a["kind"] in ("done", "deal")]
    if spots and done:
        bet = rng.choice(spots)
        if rng.random() < 0.3:
            place, _, copper = bet["text"].removeprefix("bet ").partition(" ")
            if copper != page.is_checked("#copper"):
                page.click("#copper")
            page.click(f'button.layout-spot[data-spot="{place}"]')
            return str(bet["text"])
        page.click(f'#actions button[data-action="{done[0]["text"]}"]')
        return str(done[0]["text"])
    # Folding at once would end most matches before their tables show much: stay in mostly.
    staying = [a for a in legal if a["kind"] != "fold"]
    move = rng.choice(staying if staying and rng.random() < 0.8 else legal)
    if move.get("amount"):
        quick = rng.choice(["min", "half pot", "pot", "all-in"])
        page.click(f'#actions .quick-size[data-size="{quick}"]')
        page.click(f'#actions button[data-action="{move["text"]}"]')
        return str(move["text"])
    if move["cards"]:
        one_click = len(move["cards"]) == 1 and not any(
            len(a["cards"]) > 1 and move["cards"][0] in a["cards"] for a in legal
        )
        one_click = one_click and sum(a["cards"] == move["cards"] for a in legal) == 1
        for card in move["cards"]:
            _click_card(page, f'#felt-box button.card[data-card="{card}"]')
        if not one_click:
            page.click(f'#actions button[data-action="{move["text"]}"]')
        return str(move["text"])
    button = page.query_selector(f'#actions button[data-action="{move["text"]}"]')
    if button is not None:
        button.click()
    else:  # many moves of one kind share a list and one button
        page.select_option(f'#actions select[data-kind="{move["kind"]}"]', move["text"])
        page.click(f'#actions button[data-choice="{move["kind"]}"]')
    return str(move["text"])


def _on_first_screen(page: Any, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] + min(box["height"], 40) <= 740


def _worth_showing(view: dict[str, Any]) -> bool:
    """A moment that shows the family at work: a trick on the table, a flop out, bets down."""
    zones = {z["id"]: z for z in view["zones"]}
    if "trick" in zones:
        return len(zones["trick"]["cards"]) >= 2
    if "board" in zones and zones["board"]["owner"] is None:
        return len(zones["board"]["cards"]) >= 3
    if view.get("layout"):
        return len(view["layout"]["bets"]) >= 2
    grids = [z for z in view["zones"] if z["kind"] == "grid"]
    return not grids or sum(c != "??" for c in grids[0]["cards"]) >= 18


def play_match(page: Any, game: str, *, phone: bool, seconds: float = 240) -> dict[str, Any]:
    """Click through a whole match; the final state message."""
    rng = random.Random(game)
    deadline = time.monotonic() + seconds
    checked_screen = False
    shot_taken = False  # a first picture is kept until a moment worth showing comes
    moves = 0
    while time.monotonic() < deadline:
        message = _last(page)
        assert message is not None
        if message["over"]:
            page.wait_for_selector("#result .standings")
            return message
        view = message["view"]
        if not view["legal_actions"] or view["to_act"] != 0:
            page.wait_for_timeout(20)
            continue
        assert page.get_attribute(".felt", "data-family") == FAMILY[game]
        assert "v" + str(message["version"]) not in page.inner_text("#status")
        if phone and not checked_screen:
            # The hand (or grid, or rows) and the controls are on the first screen of a phone.
            assert _on_first_screen(page, ".seat.mine"), f"{game}: own seat below the fold"
            assert _on_first_screen(page, "#actions .your-turn"), f"{game}: moves below the fold"
            checked_screen = True
        if game in SHOWN and not shot_taken and (moves == 0 or _worth_showing(view)):
            _shot(page, f"web-{SHOWN[game]}{'-phone' if phone else ''}.png")
            shot_taken = moves > 0 and _worth_showing(view)
        move = _click_move(page, message, rng)
        moves += 1
        try:
            page.wait_for_function("v => window.widowTable.version > v", arg=message["version"])
        except PlaywrightTimeout:
            status = page.inner_text("#status")
            version = message["version"]
            pytest.fail(f"{game}: {move!r} at version {version} went unanswered ({status})")
    pytest.fail(f"{game}: the match did not end in {seconds} s")


def _context(browser: Any, phone: bool) -> Any:
    ctx = browser.new_context(**(PHONE if phone else DESKTOP))
    ctx.set_default_timeout(90_000)  # generous for busy machines; idle ones never wait long
    return ctx


def _play(browser: Any, live: ServerProcess, game: str, phone: bool, errors: list[str]) -> None:
    ctx = _context(browser, phone)
    page = ctx.new_page()
    page.on("pageerror", lambda e: errors.append(f"{game}: {e}"))
    _seat_at(page, live, game)
    final = play_match(page, game, phone=phone)
    standings = page.inner_text("#result .standings")
    assert "Ana" in standings  # players are named, never "seat 0"
    assert final["outcome"]["over"]
    if phone:
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 375, f"{game}: the page is {width} px wide on a 375 px screen"
    ctx.close()


#: A quick sample: one game of each family, at a desktop's size and at a phone's.
QUICK = ["holdem", "whist", "faro", "chinese-poker", "poker-squares", "horse-race"]


@pytest.mark.parametrize("game", QUICK)
def test_a_game_of_each_family_is_played_through_the_page_on_a_desktop(
    browser: Any, live: ServerProcess, errors: list[str], game: str
) -> None:
    _play(browser, live, game, False, errors)


@pytest.mark.slow
@pytest.mark.parametrize("phone", [False, True], ids=["desktop", "phone"])
@pytest.mark.parametrize("game", sorted(SHORT))
def test_every_game_is_played_through_the_page(
    browser: Any, live: ServerProcess, errors: list[str], game: str, phone: bool
) -> None:
    _play(browser, live, game, phone, errors)
