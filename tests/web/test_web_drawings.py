"""What the table's renderers draw, checked in a real browser against the engine's own state: a
race's lanes, a battle, melds, the partnerships' score, the rows' showdown. Each test draws real
table descriptions with the page's modules (``js/render.js``, ``js/showdown.js``) and reads the
drawing back."""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import SHOTS, ServerProcess
from widow.bots import get_bot
from widow.cards import parse_cards
from widow.families.rows.rows import five_strength, front_strength
from widow.games import load_game

pytest.importorskip("playwright.sync_api", reason="playwright is not installed")

#: Draw a table description on the page as the table page does, in a felt box.
DRAW = """async (table) => {
  const render = await import('/static/js/render.js');
  const box = document.createElement('div');
  box.id = 'felt-box';
  box.className = 'felt-box';
  box.style.maxWidth = '960px';
  document.body.replaceChildren(box);
  box.append(render.drawFelt(table, {}));
}"""


@pytest.fixture(scope="module")
def page(browser: Any, live: ServerProcess) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1100, "height": 900})
    found = ctx.new_page()
    errors: list[str] = []
    found.on("pageerror", lambda e: errors.append(str(e)))
    # Any page of the server gives the modules their origin and the style sheet.
    found.goto(f"{live.url}/replay")
    yield found
    ctx.close()
    assert not errors, errors


#: The same, with players' names at the seats (as the table page passes them).
DRAW_NAMED = """async ([table, players]) => {
  const render = await import('/static/js/render.js');
  const box = document.createElement('div');
  box.id = 'felt-box';
  box.className = 'felt-box';
  box.style.maxWidth = '960px';
  document.body.replaceChildren(box);
  box.append(render.drawFelt(table, { players }));
}"""

NAMES = ("Ana", "Bruno", "Chela", "Dario")


def _draw(page: Any, table: dict[str, Any]) -> None:
    page.evaluate(DRAW, table)


def _draw_named(page: Any, table: dict[str, Any]) -> None:
    players = [{"seat": s, "name": NAMES[s], "connected": True} for s in range(len(table["seats"]))]
    page.evaluate(DRAW_NAMED, [table, players])


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / name), full_page=True, animations="disabled")


def _play(
    name: str,
    players: int,
    seed: int,
    *,
    prefer: tuple[str, ...] = (),
    bot: str | None = None,
    **options: Any,
) -> list[Any]:
    """Every state of one match, copies taken as it goes: random moves, or ``bot``'s; moves whose
    text starts with a word of ``prefer`` are taken whenever there are some, and a drop only when
    nothing else is."""
    rng = random.Random(seed)
    game = load_game(name, players=players, **options)
    player = get_bot(bot, game) if bot else None
    state = game.new_state(seed)
    states = [state.copy()]
    while not state.is_over:
        legal = state.legal_actions()
        if player is not None:
            assert state.to_act is not None
            state.apply(player.choose(state.view(state.to_act), legal, rng))
            states.append(state.copy())
            continue
        liked = [a for a in legal if str(a).split()[0] in prefer]
        # Dropping ends a hand of Tonk before anything is laid down.
        kept = [a for a in legal if str(a) != "drop"]
        state.apply(rng.choice(liked or kept or legal))
        states.append(state.copy())
    return states


# --- Horse Race ----------------------------------------------------------------------------------


def _lanes(page: Any) -> dict[str, tuple[int, int, list[str]]]:
    """Each lane's runner: the step it says it is at, the square its card is drawn in, and the
    classes of the lane's squares (so the finish can be found)."""
    found: dict[str, tuple[int, int, list[str]]] = page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('.track-lane')].map((lane) => {
          const squares = [...lane.querySelectorAll('.track-square')];
          const at = squares.findIndex((s) => s.querySelector('[data-card]'));
          const classes = squares.map((s) => s.className);
          return [lane.dataset.runner, [Number(lane.dataset.at), at, classes]];
        }))"""
    )
    return found


def test_a_horse_race_is_drawn_as_a_track_with_each_horse_where_the_state_has_it(
    page: Any,
) -> None:
    """The rules text of Horse Race (horse-race.txt; widow rules horse-race: "each moving its
    suit's ace one step along the track; the first suit to show its seventh card wins"): one lane
    per ace, of seven squares and the finish; each ace on the square of the number of its suit's
    cards turned (the view's ``progress``), the winner's lane marked at the finish."""
    states = _play("horse-race", 3, 4)
    checked = 0
    for state in [states[0], states[len(states) // 2], states[-1]]:
        view = state.view(0)
        _draw(page, view["table"])
        lanes = _lanes(page)
        assert sorted(lanes) == ["Ac", "Ad", "Ah", "As"]
        # Before this race's cards are turned, the track shows the race just run.
        shown = view["last_race"] if view["last_race"] and not view["run"] else view
        for runner, (at, square, classes) in lanes.items():
            suit = runner[1]
            assert at == square == shown["progress"][suit], (runner, shown["progress"])
            assert len(classes) == 8 and "finish" in classes[7] and "gate" in classes[0]
        winners = page.eval_on_selector_all(
            ".track-lane.winner", "ls => ls.map(l => l.dataset.runner)"
        )
        assert winners == ([f"A{shown['winner']}"] if shown["winner"] else [])
        # The horses are in their lanes: not also listed as a row of cards.
        assert page.query_selector('[data-zone="aces"] .zone-label + .cards') is None
        checked += 1
    assert view["winner"] is not None  # the last state is the finished race
    assert checked == 3
    # On a phone the lanes shrink to fit: nothing scrolls sideways.
    page.set_viewport_size({"width": 375, "height": 740})
    try:
        _draw(page, view["table"])
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
    finally:
        page.set_viewport_size({"width": 1100, "height": 900})


def test_the_race_just_run_shows_on_the_track_with_its_payouts_until_the_next_is_run(
    page: Any,
) -> None:
    """Horse Race (horse-race.txt: the first suit to show its seventh card wins; the bets on it
    are paid at the quoted odds, the others go to the banker). The whole race runs inside the
    last punter's move and the next race is laid out at once, so while the next race is quoted
    and bet the track shows where the race just run left each horse, its winner, and what each
    punter and the bank won or lost, by name. The oracle is the state before the race ran: its
    stock in order gives each suit's cards, its chips and stakes give each result."""
    states = _play("horse-race", 3, 4)
    checked = 0
    between = states[0]
    for before, after in itertools.pairwise(states):
        if after.race_no == before.race_no or after.is_over:
            continue
        shown = dict.fromkeys("cdhs", 0)
        for card in before.stock:
            won = str(card)[1]
            shown[won] += 1
            if shown[won] == 7:
                break
        nets = {
            s: after.chips[s] - before.chips[s] - sum(before.stakes[s])
            for s in before.punters
            if any(before.stakes[s])
        }
        _draw_named(page, after.table(0))
        lanes = _lanes(page)
        assert {runner[1]: at for runner, (at, square, _) in lanes.items()} == shown
        assert all(square == at for at, square, _ in lanes.values())
        winner = page.eval_on_selector_all(
            ".track-lane.winner", "ls => ls.map(l => l.dataset.runner)"
        )
        assert winner == [f"A{won}"]
        said = page.inner_text(".race-track .last-race strong")
        assert f"Race {before.race_no}" in said
        assert {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}[won] in said
        paid = page.eval_on_selector_all(
            ".last-race .payout:not(.bank)",
            "ps => ps.map(p => [Number(p.dataset.seat),"
            " p.querySelector('.payout-name').textContent,"
            " p.querySelector('.payout-net').textContent])",
        )
        assert paid == [[s, NAMES[s], f"{n:+d}" if n else "0"] for s, n in nets.items()]
        bank = page.inner_text(".last-race .payout.bank")
        banked = after.chips[before.banker] - before.chips[before.banker]
        assert NAMES[before.banker] in bank and bank.endswith(f"{banked:+d}" if banked else "0")
        if checked == 0:
            _shot(page, "web-race.png")
        checked += 1
        between = after
    assert checked == 2  # three races: two are followed by another
    # On a phone the result line wraps above the lanes: nothing scrolls sideways.
    page.set_viewport_size({"width": 375, "height": 740})
    try:
        _draw_named(page, between.table(0))
        assert page.query_selector(".last-race") is not None
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
    finally:
        page.set_viewport_size({"width": 1100, "height": 900})
    # Before the first race there is nothing to show; once the last race's cards lie on the
    # table, the track is that race and no earlier one is shown beside it.
    for state in (states[0], states[-1]):
        _draw_named(page, state.table(0))
        assert page.query_selector(".last-race") is None


def test_a_table_without_a_finish_draws_no_track(page: Any) -> None:
    table = _play("horse-race", 2, 1)[0].view(0)["table"]
    table["counters"] = [c for c in table["counters"] if c["name"] != "finish"]
    _draw(page, table)
    assert page.query_selector(".race-track") is None
    assert page.query_selector('[data-zone="aces"]') is not None  # the horses as plain cards


# --- War, Tonk, Farmer ---------------------------------------------------------------------------


def test_a_war_battle_shows_the_turned_cards_and_each_run_of_face_down_cards_as_one_pile(
    page: Any,
) -> None:
    """War (rules text war.txt: a tie is a war, each player puts cards face down and turns one):
    the battle in the middle shows every face-up card in order, and the face-down cards between
    them as one back with their count, which adds up to the battle's size."""
    seen = 0
    for state in _play("war", 2, 5, max_battles=40):
        table = state.table(0)
        battle = [z for z in table["zones"] if z["id"].startswith("battle-")]
        middle = [c for z in battle for c in z["cards"]]
        if "??" not in middle:
            continue
        _draw(page, table)
        drawn = page.evaluate(
            """() => [...document.querySelectorAll('.zone.battle .board-cards > *')].map((n) =>
              n.classList.contains('stack-count') ? Number(n.querySelector('.count').textContent)
              : n.dataset.card)"""
        )
        up = [c for c in middle if c != "??"]
        assert [c for c in drawn if isinstance(c, str) and c != "??"] == up
        piles = [c for c in drawn if isinstance(c, int)]
        assert sum(piles) + drawn.count("??") == middle.count("??")
        assert all(n > 1 for n in piles) and len(drawn) < len(middle)
        seen += 1
    assert seen >= 1


def _runs(cards: list[str]) -> list[str | int]:
    """Cards as a battle draws them: each run of two or more face-down cards as its count."""
    out: list[str | int] = []
    down = 0
    for card in [*cards, None]:
        if card == "??":
            down += 1
            continue
        if down:
            out.append("??" if down == 1 else down)
        down = 0
        if card is not None:
            out.append(card)
    return out


def test_a_war_battle_names_the_player_who_turned_each_card(page: Any) -> None:
    """War (war.txt: each player turns up a card; in a war each lays cards face down and one
    face up): each player's cards in the battle lie under that player's name. The oracle is the
    view's own list of the battle's cards, each with the seat that put it down."""
    seen = 0
    for state in _play("war", 3, 5, max_battles=40):
        view = state.view(0)
        if len({t["seat"] for t in view["middle"]}) < 2:
            continue
        _draw_named(page, view["table"])
        drawn = page.evaluate(
            """() => [...document.querySelectorAll('.zone.battle')].map((z) => [
              z.querySelector('.zone-label').textContent,
              [...z.querySelectorAll('.board-cards > *')].map((n) =>
                n.classList.contains('stack-count') ? Number(n.querySelector('.count').textContent)
                : n.dataset.card)])"""
        )
        expected = [
            [f"{NAMES[seat]}'s cards in the battle", _runs(mine)]
            for seat in range(3)
            if (mine := [t["card"] for t in view["middle"] if t["seat"] == seat])
        ]
        assert drawn == expected
        seen += 1
        if seen == 3:
            _shot(page, "web-war.png")
    assert seen >= 3


def test_tonk_spreads_lie_in_front_of_their_owner_as_melds(page: Any) -> None:
    """Tonk (rules text tonk.txt: spreads are laid face up in front of the player): each spread
    is drawn at its owner's seat, as one overlapped meld, with every card of it."""
    for state in _play("tonk", 3, 11, prefer=("spread", "hit"), hands=3):
        table = state.table(0)
        spreads = [z for z in table["zones"] if z["id"].startswith("spread-")]
        if len(spreads) < 2:
            continue
        _draw(page, table)
        for z in spreads:
            seat = page.get_attribute(f'.zone.meld[data-zone="{z["id"]}"]', "data-zone")
            assert seat == z["id"]
            owner = page.evaluate(
                "id => document.querySelector(`.zone.meld[data-zone='${id}']`)"
                ".closest('.seat').dataset.seat",
                z["id"],
            )
            assert int(owner) == z["owner"]
            cards = page.eval_on_selector_all(
                f'.zone.meld[data-zone="{z["id"]}"] [data-card]',
                "ns => ns.map(n => n.dataset.card)",
            )
            assert cards == z["cards"]
        _shot(page, "web-tonk.png")
        return
    pytest.fail("no two spreads on the table in three hands")


def test_farmer_counts_sit_at_their_seats(page: Any) -> None:
    """Farmer (rules text farmer.txt: the aim is a count of sixteen, cards after the first are
    taken face up): each seat shows the count of its face-up cards, large, and the viewer's own
    count sits at the viewer's seat rather than in the middle."""
    state = _play("farmer", 3, 2, deals=1)[6]
    table = state.table(0)
    _draw(page, table)
    mine = next(c for c in table["counters"] if c["name"] == "count")
    assert f"{mine['label']}: {mine['value']}" in page.inner_text(
        '.seat[data-seat="0"] .seat-counters'
    )
    assert mine["label"] not in page.inner_text(".table-counters")
    for row in table["seats"]:
        showing = next(c for c in row["counters"] if c["name"] == "showing")
        badge = page.inner_text(f'.seat[data-seat="{row["seat"]}"] .counter.big.c-showing')
        assert badge == f"{showing['label']}: {showing['value']}"
    _shot(page, "web-farmer.png")


def test_a_discard_pile_shows_its_top_card_and_its_size(page: Any) -> None:
    """Tonk (tonk.txt: the top card of the discard pile may be taken): the pile is drawn as a
    pile, its top card face up and its size beside it, not as every card spread out."""
    for state in _play("tonk", 3, 11, hands=3):
        table = state.table(0)
        pile = next(z for z in table["zones"] if z["id"] == "discard")
        if len(pile["cards"]) < 4:
            continue
        _draw(page, table)
        shown = page.eval_on_selector_all(
            '[data-zone="discard"] [data-card]', "ns => ns.map(n => n.dataset.card)"
        )
        assert shown == [pile["cards"][-1]]
        assert page.inner_text('[data-zone="discard"] .pile-size') == str(pile["count"])
        return
    pytest.fail("the discard pile never held four cards")


# --- partnerships --------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["whist", "bid-whist"])
def test_the_partnerships_score_is_shown_once(page: Any, game: str) -> None:
    """Whist and Bid Whist score by side: the score shows in each partnership's box and nowhere
    else on the felt (not also as a table-wide counter)."""
    state = _play(game, 4, 3)[20]
    table = state.table(0)
    _draw(page, table)
    shared = page.eval_on_selector_all(".table-counters .counter", "ns => ns.map(n => n.className)")
    assert not [c for c in shared if "c-score" in c or "c-games" in c]
    scores = page.eval_on_selector_all(".teams .counter", "ns => ns.map(n => n.textContent)")
    assert sum(s.startswith("score") for s in scores) == 2  # one per side
    # Counters the sides do not share stay on the felt.
    middle = page.inner_text(".felt .center")
    kept = [c for c in table["counters"] if c["name"] not in ("score", "games")]
    assert kept and all(f"{c['label']}: {c['value']}" in middle for c in kept)


# --- the rows' showdown --------------------------------------------------------------------------


def _strength(cards: list[str]) -> int:
    """A row's strength as the games rank it: three cards in front, five in the other rows."""
    hand = parse_cards(" ".join(cards))
    return front_strength(hand) if len(hand) == 3 else five_strength(hand)


SHOWDOWN = """async ([log, result, names]) => {
  const showdown = await import('/static/js/showdown.js');
  const found = showdown.showdownOf(log, result);
  if (!found) return null;
  const node = showdown.drawShowdown(found, (s) => names[s]);
  document.body.replaceChildren(node);
  return [...node.querySelectorAll('tbody tr')].map((tr) => ({
    seat: Number(tr.dataset.seat), against: Number(tr.dataset.against),
    rows: [...tr.querySelectorAll('td[data-row]')].map((td) => td.dataset.won),
    points: Number(tr.querySelector('td.points').dataset.points),
  }));
}"""


@pytest.mark.parametrize(("game", "players"), [("chinese-poker", 3), ("ofc", 3)])
def test_the_rows_showdown_is_a_table_of_every_row_against_every_opponent(
    page: Any, game: str, players: int
) -> None:
    """Chinese Poker and OFC (soko-ofc-chinese-pineapple-anaconda-paiute-lowball-whiskey.txt):
    each player's rows are compared with each opponent's, front with front and so on; a fouled
    hand loses every row to a hand that did not foul. The result panel's table gives, for each
    pair, who won each row (checked with the engine's ranking) and the chips that changed hands
    between them (the result's payments)."""
    checked = compared = 0
    for seed in range(12):
        # The heuristic bots set rows that rarely foul, so most rows are really compared.
        states = _play(game, players, seed, bot="heuristic", hands=1)
        end = states[-1].table(0)
        log = end["log"]
        shows = next((line for line in log if " shows " in line and " / " in line), None)
        if shows is None:
            continue
        names = [f"P{s}" for s in range(players)]
        table = page.evaluate(SHOWDOWN, [log, end["result"]["lines"], names])
        assert table is not None
        hands: dict[int, tuple[list[list[str]], bool]] = {}
        for part in shows.split("; seat "):
            seat_text, _, rest = part.removeprefix("seat ").partition(" shows ")
            cards, _, note = rest.partition(" (")
            rows = [r.split() for r in cards.split(" / ")]
            hands[int(seat_text)] = (rows, note.startswith("fouled"))
        paid: dict[tuple[int, int], int] = {}
        for line in end["result"]["lines"]:
            words = line.split()
            if len(words) >= 5 and words[2] == "paid":
                a, b, n = int(words[1]), int(words[4]), int(words[5])
                paid[(b, a)] = paid.get((b, a), 0) + n
                paid[(a, b)] = paid.get((a, b), 0) - n
        pairs = {(r["seat"], r["against"]) for r in table}
        assert pairs == {(a, b) for a in hands for b in hands if a != b}
        for row in table:
            (mine, foul_a), (theirs, foul_b) = hands[row["seat"]], hands[row["against"]]
            for k, won in enumerate(row["rows"]):
                if foul_a or foul_b:
                    want = "tie" if foul_a and foul_b else "lost" if foul_a else "won"
                else:
                    a, b = _strength(mine[k]), _strength(theirs[k])
                    want = "won" if a > b else "lost" if a < b else "tie"
                assert won == want, (game, seed, row, k)
            assert row["points"] == paid.get((row["seat"], row["against"]), 0)
            compared += not (hands[row["seat"]][1] or hands[row["against"]][1])
        checked += 1
        if checked >= 3:
            break
    assert checked >= 2 and compared >= 2  # some pairs had no foul: their rows were ranked


def test_the_result_panel_of_a_rows_game_holds_the_showdown_table(
    browser: Any, live: ServerProcess
) -> None:
    """A whole Chinese Poker hand played through the page (moves typed into the command box)
    against a bot: the result panel shows the showdown table, with a line for each player
    against the other, and the page's own seat named as the player of its line."""
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
    # Without surrender both hands always reach the showdown.
    options = {"hands": 1, "surrender": False}
    body = {"game": "chinese-poker", "players": 2, "options": options, "seats": seats}
    table = httpx.post(f"{live.url}/api/tables", json=body).json()["id"]
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.set_default_timeout(90_000)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{live.url}/t/{table}")
    page.fill("#join-name", "Ana")
    page.click("#join-button")
    page.wait_for_function("window.widowTable.last?.started && window.widowTable.last?.seat === 0")
    rng = random.Random(2)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        message = page.evaluate("window.widowTable.last")
        if message["over"]:
            break
        legal = message["view"]["legal_actions"]
        if message["view"]["to_act"] != 0 or not legal:
            page.wait_for_timeout(20)
            continue
        page.fill("#command", rng.choice(legal)["text"])
        page.press("#command", "Enter")
        page.wait_for_function("v => window.widowTable.version > v", arg=message["version"])
    page.wait_for_selector("#result table.showdown")
    lines = page.eval_on_selector_all(
        "#result .showdown tbody tr",
        "rs => rs.map(r => [+r.dataset.seat, +r.dataset.against,"
        " r.querySelector('.who').textContent])",
    )
    assert sorted((a, b) for a, b, _ in lines) == [(0, 1), (1, 0)]
    assert next(name for a, _, name in lines if a == 0) == "Ana"
    _shot(page, "web-showdown.png")
    ctx.close()
    assert not errors, errors


def test_a_war_pile_is_named_after_its_player(page: Any) -> None:
    """War (war.txt: each player keeps a pile of cards face down): a pile at a seat is labelled
    with the player's name, as the battle's cards are, never "seat 1's pile"."""
    table = load_game("war", players=3).new_state(1).table(0)
    _draw_named(page, table)
    labels = page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('.zone.kind-pile')].map(
             (z) => [z.dataset.zone, z.getAttribute('aria-label')]))"""
    )
    assert labels == {f"pile-{s}": f"{NAMES[s]}'s pile" for s in range(3)}
