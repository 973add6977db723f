"""The browser client's own logic, run under Node without a browser: which renderer draws each
game (chosen from the table description alone, and the same all through a match), and the hand
values the rows and the foul warning show while a player builds Chinese Poker or OFC rows."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from web_support import FAMILY, SHORT

from widow.games import load_game
from widow.ranking import evaluate

JS = Path(__file__).resolve().parents[2] / "src" / "widow" / "web" / "js"


def _node(script: str, data: Any) -> Any:
    """Run ``script`` (an ES module body that may await) with ``data`` as ``DATA``; its printed
    JSON."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    # The page's modules expect a browser's globals; the language is English.
    code = (
        "globalThis.navigator = { languages: ['en'], language: 'en' };\n"
        f"const DATA = {json.dumps(data)};\n"
        f"const render = await import({json.dumps((JS / 'render.js').as_uri())});\n"
        f"const hands = await import({json.dumps((JS / 'hands.js').as_uri())});\n" + script
    )
    done = subprocess.run(
        [node, "--input-type=module"], input=code, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _descriptions(name: str, limit: int = 40) -> list[dict[str, Any]]:
    """Seat 0's table description at states spread over one random match (short options)."""
    players, options = SHORT[name]
    rng = random.Random(name)
    state = load_game(name, players=players, **options).new_state(rng.randrange(1000))
    tables = [state.table(0)]
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        tables.append(state.table(0))
    step = max(1, len(tables) // limit)
    return [*tables[::step], tables[-1]]


def test_each_game_is_drawn_by_its_familys_renderer_all_through_a_match() -> None:
    """The family comes from the description only (docs/web.md, "One table per family"), and a
    table never changes renderer between two moves (bidding before the first trick, a deal's
    end before the next)."""
    found = _node(
        "console.log(JSON.stringify(Object.fromEntries(Object.entries(DATA).map("
        "([name, tables]) => [name, [...new Set(tables.map(render.tableFamily))]]))));",
        {name: _descriptions(name) for name in sorted(SHORT)},
    )
    assert found == {name: [family] for name, family in FAMILY.items()}


#: The engine's category names as the page words them (a royal flush is a straight flush).
SAID = {"royal-flush": "straight flush", "one-pair": "pair"}


def _category(cards: list[str]) -> str:
    category = str(evaluate(" ".join(cards)).category)
    return SAID.get(category, category.replace("-", " "))


def test_the_rows_hand_names_agree_with_the_engines_ranking() -> None:
    """Rows show the hand each makes while it fills; for full five- and three-card rows the name
    must be the engine's category (the rules text's poker ranking,
    soko-ofc-chinese-pineapple-anaconda-paiute-lowball-whiskey.txt)."""
    rng = random.Random(7)
    pack = [r + s for r in "23456789TJQKA" for s in "shdc"]
    rows = [rng.sample(pack, 5) for _ in range(300)]
    # Dealt hands are mostly high cards and pairs: add made hands of every kind.
    made = (
        "As Ks Qs Js Ts|5h 4h 3h 2h Ah|9c 9d 9h 9s 2c|3c 3d 3h Kc Kd|2d 7d 9d Jd Kd|Ac 2d 3h 4s 5c"
    )
    made += "|Tc Jd Qh Ks Ac|7c 7d 7h 2s 9c|7c 7d 2h 2s 9c"
    rows += [hand.split() for hand in made.split("|")]
    names = _node("console.log(JSON.stringify(DATA.map(hands.describeHand)));", rows)
    for cards, name in zip(rows, names, strict=True):
        assert name == _category(cards), cards


def test_a_foul_is_flagged_exactly_when_a_row_is_worth_less_than_the_one_above() -> None:
    """Chinese Poker and OFC (soko-ofc-chinese-pineapple-anaconda-paiute-lowball-whiskey.txt):
    the back must be at least the middle and the middle at least the front; the client warns of
    a foul before the rows are sent, as the engine would score it."""
    cases = [
        (["Ah", "Ad", "2c"], ["Kh", "Kd", "3c", "4c", "5c"], ["2h", "3h", "4h", "5h", "7h"], True),
        (["Ah", "Kd", "2c"], ["Kh", "Kd", "3c", "4c", "5c"], ["2h", "3h", "4h", "5h", "7h"], False),
        (["2h", "2d", "2c"], ["Kh", "Kd", "Ks", "4c", "4d"], ["2s", "3s", "4s", "5s", "6s"], False),
        (["Qh", "Qd", "3c"], ["Qs", "Qc", "4c", "5d", "6h"], ["As", "Ac", "2d", "7h", "8d"], False),
        (["Qh", "Qd", "9c"], ["Qs", "Qc", "4c", "5d", "6h"], ["As", "Ac", "2d", "7h", "8d"], True),
        (["Ah", "Kd", "Qc"], ["Ac", "Kh", "Qd", "3s", "2c"], ["9s", "9c", "2d", "3h", "4d"], False),
    ]
    # Middle against back, five cards each: the engine's own ranking is the oracle.
    rng = random.Random(11)
    pack = [r + s for r in "23456789TJQKA" for s in "shdc"]
    front = ["2c", "3d", "4h"]
    for _ in range(200):
        middle, back = (rng.sample(pack, 5) for _ in range(2))
        strengths = [evaluate(" ".join(row)).strength for row in (middle, back)]
        cases.append((front, middle, back, strengths[1] < strengths[0]))
    flagged = _node(
        "console.log(JSON.stringify(DATA.map(([f, m, b]) => hands.rowsFoul(f, m, b))));",
        [case[:3] for case in cases],
    )
    assert flagged == [case[3] for case in cases]
