"""Faro at the terminal: the layout drawn whole when its cards have moved, and summed up in one
line while the person places bet after bet on the same turn.

commerce-paiute-preference-horse-race-faro-farmer-tonk-bourre-brag-lowball.txt, Faro: players
"may place any number of bets on whatever cards they wish" before each turn, and the casekeeper
shows which cards have been played. So a punter sees the whole layout (the ranks and the cards
left under each) once a turn has been dealt, and the bets alone while adding to them.
"""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from widow import load_game
from widow.cli import app

runner = CliRunner()

HEAD = "the layout (cards left under each rank"
BRIEF = "the layout as drawn above"


def play_faro(moves: list[str], tmp_path: Path) -> list[str]:
    result = runner.invoke(
        app,
        ["play", "faro", "--players", "2", "--seed", "1", "--record", str(tmp_path / "f.json")],
        input="".join(f"{m}\n" for m in [*moves, "quit"]),
    )
    assert result.exit_code == 0, result.stderr
    return result.stdout.splitlines()


def between(lines: list[str], start: str, end: str) -> list[str]:
    """The lines after the prompt where ``start`` was typed, up to the prompt of ``end``."""
    first = lines.index(f"your move> {start}")
    last = lines.index(f"your move> {end}", first + 1)
    return lines[first + 1 : last]


def test_bets_on_one_turn_do_not_redraw_the_layout(tmp_path: Path) -> None:
    lines = play_faro(["bet 5", "bet 7 copper", "bet 9", "done", "bet K"], tmp_path)
    before_first_move = lines[: lines.index("your move> bet 5")]
    assert sum(line.startswith(HEAD) for line in before_first_move) == 1
    # While the person bets on turn 1 the layout is one line naming every bet so far.
    after_bet = between(lines, "bet 5", "bet 7 copper")
    assert not any(line.startswith(HEAD) for line in after_bet)
    assert "the layout as drawn above, with the bets 5 0:1 (hand draws it again)" in after_bet
    after_copper = between(lines, "bet 7 copper", "bet 9")
    assert any(line.startswith(BRIEF) and "5 0:1; 7 0:1c" in line for line in after_copper)
    # Once the turn is dealt, the cards under two ranks have moved: the layout is drawn whole.
    after_done = between(lines, "done", "bet K")
    assert sum(line.startswith(HEAD) for line in after_done) == 1
    assert not any(line.startswith(BRIEF) for line in after_done)


def test_asking_for_the_table_draws_the_whole_layout(tmp_path: Path) -> None:
    lines = play_faro(["bet 5", "hand", "done"], tmp_path)
    shown = between(lines, "hand", "done")
    assert sum(line.startswith(HEAD) for line in shown) == 1
    assert not any(line.startswith(BRIEF) for line in shown)


def test_the_cards_left_are_shown_once_on_the_layout_not_again_as_counters() -> None:
    """The casekeeper's count of each rank is the layout's note under that rank; the counters
    say how many turns were dealt, beside the headline's turn being bet on."""
    state = load_game("faro", players=2).new_state(seed=1)
    table = state.view(0)["table"]
    labels = [c["label"] for c in table["counters"]]
    assert not any(label.endswith(" left") for label in labels)
    assert {"name": "turn", "label": "turns dealt", "value": 0} in table["counters"]
    assert table["layout"]["notes"]["A"] == "3 left"  # the soda card is Ad
    assert table["phase_label"].startswith("turn 1")
