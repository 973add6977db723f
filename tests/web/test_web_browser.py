"""Real browsers (Debian's Chromium driven by Playwright) at the table: a whole match between two
people and two bots, a spectator, a reload, and a phone-sized screen."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import SHOTS, ServerProcess
from widow.games import list_games, load_game
from widow.server.views import spectator_view

pytest.importorskip("playwright.sync_api", reason="playwright is not installed")

CARD = re.compile(r"\b(?:[2-9TJQKA][shdc]|X[RB])\b")


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        # Cards caught halfway through their arrival would look faded: the picture skips motion.
        page.screenshot(path=str(Path(SHOTS) / name), full_page=True, animations="disabled")


def _last(page: Any) -> dict[str, Any] | None:
    found: dict[str, Any] | None = page.evaluate("window.widowTable && window.widowTable.last")
    return found


def _create_in_lobby(
    page: Any, live: ServerProcess, nickname: str, seats: list[str], shot: str | None = None
) -> str:
    """Fill the lobby's form: La Viuda, one chip each, seats as given ("human" or a bot)."""
    page.goto(live.url + "/")
    page.fill("#nickname", nickname)
    page.select_option("#game", "la-viuda")
    page.fill("#players", str(len(seats)))
    page.dispatch_event("#players", "change")
    for i, kind in enumerate(seats):
        page.select_option(f"#seat-{i}", "human" if kind == "human" else f"bot:{kind}")
    page.fill("#opt-chips", "1")
    page.wait_for_selector("#tables .table-item, #tables p")
    if shot:
        _shot(page, shot)
    page.click("button[type=submit]")
    page.wait_for_url(re.compile(r".*/t/[\w-]+$"))
    return str(page.url.rsplit("/", 1)[1])


def _take_turn(page: Any, prefer: str = "knock") -> bool:
    """If this page may act, act (by keyboard, a card selection or a button); True if it did."""
    message = _last(page)
    if not message or message["over"] or not message["view"]["legal_actions"]:
        return False
    version = message["version"]
    legal = message["view"]["legal_actions"]
    swaps = [a for a in legal if a["kind"] == "swap"]
    texts = [a["text"] for a in legal]
    if "decline" in texts:
        # Buying back in after every lost deal could go on for hundreds of moves: declining
        # keeps the match short.
        page.click('#actions button[data-action="decline"]')
    elif swaps and version % 3 == 0:
        for card in swaps[0]["cards"]:  # click-to-select, then the move that uses exactly those
            page.click(f'#felt-box button.card[data-card="{card}"]')
        page.click(f'#actions button[data-action="{swaps[0]["text"]}"]')
    elif prefer in texts and version % 2 == 0:
        page.fill("#command", prefer[0])  # the terminal's one-letter command
        page.press("#command", "Enter")
    else:
        plain = [a for a in legal if not a["cards"]]
        page.click(f'#actions button[data-action="{(plain or legal)[0]["text"]}"]')
    page.wait_for_function("v => window.widowTable.version > v", arg=version)
    return True


def _spectator_frames(page: Any) -> list[dict[str, Any]]:
    frames: list[dict[str, Any]] = []

    def on_socket(ws: Any) -> None:
        ws.on("framereceived", lambda payload: frames.append(json.loads(payload)))

    page.on("websocket", on_socket)
    return frames


def test_two_people_and_two_bots_play_a_whole_match_while_a_spectator_watches(
    browser: Any, live: ServerProcess
) -> None:
    ana_ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    bo_ctx = browser.new_context(viewport={"width": 1100, "height": 850})
    eve_ctx = browser.new_context(viewport={"width": 1000, "height": 800})
    for ctx in (ana_ctx, bo_ctx, eve_ctx):
        ctx.set_default_timeout(90_000)  # generous for busy machines; idle ones never wait long
    ana, bo, eve = ana_ctx.new_page(), bo_ctx.new_page(), eve_ctx.new_page()
    errors: list[str] = []
    for page in (ana, bo, eve):
        page.on("pageerror", lambda e: errors.append(str(e)))
    # Another table waits in the lobby's list meanwhile.
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "heuristic"}]
    body = {"game": "whisky-poker", "players": 3, "seats": seats}
    waiting = httpx.post(f"{live.url}/api/tables", json=body).json()["id"]
    httpx.post(f"{live.url}/api/tables/{waiting}/join", json={"nickname": "Cy"})
    table = _create_in_lobby(
        ana, live, "Ana", ["human", "human", "heuristic", "random"], shot="web-lobby.png"
    )
    frames = _spectator_frames(eve)
    eve.goto(f"{live.url}/t/{table}?watch=1")
    bo.goto(f"{live.url}/t/{table}")
    bo.fill("#join-name", "Bo")
    bo.click("#join-button")
    for page, seat in ((ana, 0), (bo, 1)):
        page.wait_for_function(
            "s => window.widowTable.last && window.widowTable.last.started"
            " && window.widowTable.last.seat === s",
            arg=seat,
        )
    shown_on_spectator: set[str] = set()
    reloaded = False
    # Play on until the match is over, with a deadline in time rather than a count of steps, since
    # a busy machine slows the bots' moves down.
    deadline = time.monotonic() + 300
    step = -1
    while time.monotonic() < deadline:
        step += 1
        if all((_last(p) or {}).get("over") for p in (ana, bo)):
            break
        acted = _take_turn(ana) or _take_turn(bo, prefer="pass")
        # Early, while Bo still holds a hand (a player who declines to buy back is out).
        if step == 1 and not reloaded:
            before = _last(bo)
            bo.reload()
            bo.wait_for_function("window.widowTable.last !== null")
            after = _last(bo)
            assert after is not None and before is not None
            assert after["seat"] == before["seat"] == 1 and after["version"] >= before["version"]
            mine = [z for z in after["view"]["zones"] if z["owner"] == 1]
            assert mine and "??" not in mine[0]["cards"]
            reloaded = True
        if step == 6:
            _shot(ana, "web-table.png")
        shown_on_spectator |= set(
            eve.eval_on_selector_all("#felt-box [data-card]", "els => els.map(e => e.dataset.card)")
        )
        if not acted:
            ana.wait_for_timeout(30)
    assert reloaded
    seen = {
        name: {k: (_last(p) or {}).get(k) for k in ("version", "over", "seat")}
        | {
            "to_act": ((_last(p) or {}).get("view") or {}).get("to_act"),
            "legal": [
                a["text"] for a in ((_last(p) or {}).get("view") or {}).get("legal_actions", [])
            ],
            "status": p.inner_text("#status"),
        }
        for name, p in (("ana", ana), ("bo", bo), ("eve", eve))
    }
    assert all((_last(p) or {}).get("over") for p in (ana, bo)), f"not over after 300 s: {seen}"
    for page in (ana, bo, eve):
        page.wait_for_selector("#result h2:has-text('Match over')")
    _shot(ana, "web-result.png")
    # The replay page steps through the finished match with every card face up.
    ana.click("#result a:has-text('Replay')")
    ana.wait_for_selector("#viewer:not([hidden])")
    ana.click("#last")
    # The last step's page of frames comes from the server on demand.
    last_step_shown = (
        "() => /^step (\\d+) of \\1 · (?!loading)/"
        ".test(document.getElementById('where').textContent)"
    )
    ana.wait_for_function(last_step_shown)
    faces = ana.eval_on_selector_all("#felt-box [data-card]", "els => els.map(e => e.dataset.card)")
    assert faces and "??" not in faces
    assert not errors

    # The spectator, message by message, saw no card that some seat could not know.
    record = json.loads(ana.evaluate(f"fetch('/api/tables/{table}/record').then(r => r.text())"))
    game = load_game("la-viuda", players=4, **record["options"])
    states = [game.new_state(record["seed"])]
    for entry in record["actions"]:
        nxt = states[-1].copy()
        nxt.apply(entry["action"], seat=entry["seat"])
        states.append(nxt)
    seen = [f for f in frames if f["type"] == "state"]
    assert len({f["version"] for f in seen}) > 10
    for frame in seen:
        state = states[frame["version"]]
        assert frame["view"] == spectator_view(state)
        known = set.intersection(*(set(CARD.findall(json.dumps(state.view(s)))) for s in range(4)))
        assert not set(CARD.findall(json.dumps(frame))) - known
    hidden_ever = set().union(*(set(CARD.findall(json.dumps(f["view"]))) for f in seen))
    assert shown_on_spectator - {"??"} <= hidden_ever
    for ctx in (ana_ctx, bo_ctx, eve_ctx):
        ctx.close()


def test_a_phone_sized_screen_plays_a_deal(browser: Any, live: ServerProcess) -> None:
    ctx = browser.new_context(viewport={"width": 375, "height": 740}, is_mobile=True,
                              has_touch=True, device_scale_factor=2)  # fmt: skip
    ctx.set_default_timeout(90_000)
    page = ctx.new_page()
    _create_in_lobby(page, live, "Mo", ["human", "random", "heuristic"])
    page.wait_for_function("window.widowTable.last && window.widowTable.last.started")
    first_deal = None
    for step in range(300):
        message = _last(page)
        assert message is not None
        deal = next(c["value"] for c in message["view"]["counters"] if c["name"] == "deal")
        first_deal = deal if first_deal is None else first_deal
        if deal != first_deal or message["over"]:
            break
        if step == 2:
            _shot(page, "web-phone.png")
        if not _take_turn(page):
            page.wait_for_timeout(30)
    else:
        pytest.fail("the deal did not end")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375, f"the page is {width} px wide on a 375 px screen"
    labels = page.eval_on_selector_all(".card", "els => els.map(e => e.getAttribute('aria-label'))")
    assert labels and all(labels)
    ctx.close()


def _knock_early(page: Any) -> bool:
    """If this page may act: knock when it may, else the first move that names no card (so a
    match ends in few moves); True if it acted."""
    message = _last(page)
    if not message or message["over"] or not message["view"]["legal_actions"]:
        return False
    legal = message["view"]["legal_actions"]
    plain = [a["text"] for a in legal if not a["cards"]]
    move = "knock" if "knock" in plain else (plain or [legal[0]["text"]])[0]
    page.click(f'#actions button[data-action="{move}"]')
    page.wait_for_function("v => window.widowTable.version > v", arg=message["version"])
    return True


def _play_until(pages: list[Any], version: int | None = None, seconds: float = 300) -> None:
    """Let the players' pages take their turns until all show the match over (or, given a
    ``version``, until the first page holds it)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if version is not None and (_last(pages[0]) or {}).get("version", -1) >= version:
            return
        if all((_last(p) or {}).get("over") for p in pages):
            return
        if not any(_knock_early(p) for p in pages):
            pages[0].wait_for_timeout(30)
    pytest.fail("play did not get there in time")


def test_the_result_panels_rematch_seats_everyone_again_and_the_other_pages_follow(
    browser: Any, live: ServerProcess
) -> None:
    contexts = [browser.new_context(viewport={"width": 1100, "height": 850}) for _ in range(2)]
    for ctx in contexts:
        ctx.set_default_timeout(90_000)
    ana, bo = (ctx.new_page() for ctx in contexts)
    errors: list[str] = []
    for page in (ana, bo):
        page.on("pageerror", lambda e: errors.append(str(e)))
    # Bo sits at seat 0 and Ana at seat 2, around a bot, so that "the same seat" is checked
    # against an order that first-come seating would not give.
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "human"}]
    body = {"game": "la-viuda", "players": 3, "options": {"chips": 1}, "seats": seats}
    first = httpx.post(f"{live.url}/api/tables", json=body).json()["id"]
    for page, name, seat in ((bo, "Bo", 0), (ana, "Ana", 2)):
        page.goto(f"{live.url}/t/{first}")
        page.fill("#join-name", name)
        page.click("#join-button")
        page.wait_for_function("s => window.widowTable.last?.seat === s", arg=seat)
    _play_until([ana, bo])

    ana.click("#result #rematch")
    # Ana goes to the new table; Bo's page, left alone, follows her there.
    for page in (ana, bo):
        page.wait_for_url(re.compile(r".*/t/[\w-]+$"))
        page.wait_for_function(
            "t => location.pathname.split('/').pop() !== t && window.widowTable.last?.started",
            arg=first,
        )
    second = ana.url.rsplit("/", 1)[1]
    assert bo.url.rsplit("/", 1)[1] == second != first
    for page, seat in ((bo, 0), (ana, 2)):
        message = _last(page)
        assert message is not None and message["seat"] == seat and not message["over"]
        mine = [z for z in message["view"]["zones"] if z["owner"] == seat]
        assert mine and "??" not in mine[0]["cards"]  # each holds their own new hand
    summary = httpx.get(f"{live.url}/api/tables/{second}").json()
    assert [(s["kind"], s["name"]) for s in summary["seats"]] == [
        ("human", "Bo"), ("bot", "random bot"), ("human", "Ana"),
    ]  # fmt: skip
    assert summary["game"] == "la-viuda" and summary["options"]["chips"] == 1
    assert httpx.get(f"{live.url}/api/tables/{first}").json()["rematch"] == second
    # The new match is played like the first, by both people and the bot.
    _play_until([ana, bo], version=4)
    assert httpx.get(f"{live.url}/api/tables/{second}").json()["version"] >= 4
    assert not errors
    for ctx in contexts:
        ctx.close()


@pytest.mark.slow
def test_every_game_starts_from_the_lobby_with_its_options_left_alone(
    browser: Any, live: ServerProcess
) -> None:
    """Each registered game, chosen in the lobby's form and created with every option as the form
    shows it, makes a table with the game's defaults, and its page draws it."""
    ctx = browser.new_context(viewport={"width": 1100, "height": 850})
    ctx.set_default_timeout(90_000)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    games = httpx.get(f"{live.url}/api/games").json()["games"]
    assert sorted(g["name"] for g in games) == sorted(list_games())
    for game in games:
        name = game["name"]
        page.goto(live.url + "/")
        page.fill("#nickname", "Ana")
        page.select_option("#game", name)
        while True:
            page.click("button[type=submit]")
            page.wait_for_function(
                "() => location.pathname.startsWith('/t/')"
                " || document.getElementById('create-error')?.textContent"
            )
            refusal = "" if "/t/" in page.url else page.inner_text("#create-error")
            if "too many requests" not in refusal:
                break
            page.wait_for_timeout(1000)  # the lobby's POST limit refills over time
        assert not refusal, f"{name}: {refusal}"
        table = page.url.rsplit("/", 1)[1]
        page.wait_for_function("() => window.widowTable && window.widowTable.last !== null")
        summary = httpx.get(f"{live.url}/api/tables/{table}").json()
        defaults = load_game(name, players=summary["players"]).option_values()
        assert summary["game"] == name and summary["options"] == json.loads(json.dumps(defaults))
    assert not errors
    ctx.close()
