"""The translations: every message a player reads exists in Spanish, the catalogue is extracted
from the code as it is now, the compiled catalogue is the one its sources make, and a Spanish
session shows no English sentence of the catalogue."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog
from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po
from typer.testing import CliRunner

from widow import i18n
from widow.cli import load_commands
from widow.cli.table import Names
from widow.i18n import LOCALE_DIR, resolve, set_language, translator

POT = LOCALE_DIR / "widow.pot"
PO = LOCALE_DIR / "es" / "LC_MESSAGES" / "widow.po"
MO = LOCALE_DIR / "es" / "LC_MESSAGES" / "widow.mo"
#: The extraction command docs/i18n.md gives (the keywords beside gettext's own).
EXTRACT = ["-F", str(LOCALE_DIR / "babel.cfg"), "-k", "t", "-k", "tn:1,2", "-k", "Nn_:1,2"]
PLACEHOLDER = re.compile(r"\{(\w+(?:\.\w+)?)\}")


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    """A command run here sets the process's language; the tests after these speak English."""
    yield
    set_language("en")


def _read_po(path: Path) -> Catalog:
    with path.open("rb") as stream:
        return read_po(stream)


def _ids(catalog: Catalog) -> set[tuple[str | None, str]]:
    """Every entry's context and (singular) message id, the header left out."""
    found = set()
    for message in catalog:
        if message.id:
            singular = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
            found.add((message.context, str(singular)))
    return found


def _strings(message: object) -> tuple[str, ...]:
    value = message.string  # type: ignore[attr-defined]
    return tuple(value) if isinstance(value, (list, tuple)) else (value,)


def _id_forms(message: object) -> tuple[str, ...]:
    value = message.id  # type: ignore[attr-defined]
    return tuple(value) if isinstance(value, (list, tuple)) else (value,)


def test_every_message_has_a_spanish_translation() -> None:
    """Each message id of the Spanish catalogue has a translation, every plural form too, and
    none is marked fuzzy (a guess gettext would not use)."""
    catalog = _read_po(PO)
    untranslated = [m.id for m in catalog if m.id and not all(_strings(m))]
    fuzzy = [m.id for m in catalog if m.id and m.fuzzy]
    assert not untranslated, f"messages without a Spanish translation: {untranslated}"
    assert not fuzzy, f"fuzzy translations: {fuzzy}"
    assert catalog.num_plurals == 2  # one, other: as English, so every plural has two forms


def test_translations_keep_the_placeholders() -> None:
    """A translation fills exactly the placeholders of its message id, no more and no fewer:
    a missing one would lose a value, an extra one would fail to fill."""
    wrong = []
    for message in _read_po(PO):
        if not message.id:
            continue
        ids = _id_forms(message)
        for i, said in enumerate(_strings(message)):
            wanted = set(PLACEHOLDER.findall(ids[min(i, len(ids) - 1)]))
            if set(PLACEHOLDER.findall(said)) != wanted:
                wrong.append((message.id, said))
    assert not wrong, f"translations whose placeholders differ from their ids: {wrong}"


def test_the_catalogue_is_extracted_from_the_code_as_it_is(tmp_path: Path) -> None:
    """Extracting again gives the same message ids as the committed template and the Spanish
    catalogue: a string added to the code without extracting, or one left behind after the code
    dropped it, fails here."""
    fresh = tmp_path / "widow.pot"
    CommandLineInterface().run(
        [
            "pybabel",
            "-q",
            "extract",
            *EXTRACT,
            "--no-location",
            "-o",
            str(fresh),
            str(LOCALE_DIR.parent),
        ]
    )
    extracted = _ids(_read_po(fresh))
    assert extracted, "nothing was extracted"
    assert _ids(_read_po(POT)) == extracted, "widow.pot is out of date: extract it again"
    assert _ids(_read_po(PO)) == extracted, "the Spanish catalogue is out of date: update it"


def test_the_compiled_catalogue_is_the_one_its_source_makes() -> None:
    """The shipped widow.mo holds exactly the translations of widow.po (compile it again after
    editing the .po)."""
    source = {
        (m.context, _id_forms(m)): _strings(m) for m in _read_po(PO) if m.id and all(_strings(m))
    }
    with MO.open("rb") as stream:
        compiled = {(m.context, _id_forms(m)): _strings(m) for m in read_mo(stream) if m.id}
    assert compiled == source


def test_the_language_comes_from_the_flag_then_the_environment() -> None:
    """``--lang`` wins; else ``LANGUAGE`` then ``LANG`` as gettext reads them (``es_MX.UTF-8``
    is Spanish); else English. A language widow does not speak is refused by name."""
    assert resolve(None, {"LANG": "es_MX.UTF-8"}) == "es"
    assert resolve(None, {"LANGUAGE": "de:es_MX", "LANG": "en_US.UTF-8"}) == "es"
    assert resolve("en", {"LANG": "es_MX.UTF-8"}) == "en"
    assert resolve(None, {"LANG": "C.UTF-8"}) == "en"
    with pytest.raises(ValueError, match="'fr' is not one widow speaks"):
        resolve("fr")


def test_engine_sentences_read_in_spanish_with_the_reader_as_usted() -> None:
    """The engine's English lines are said whole in Spanish from the catalogue, each value
    translated too; the reader's own seat is "usted", whose verbs agree like a third person's,
    and other seats are named as the output names them."""
    es = translator("es")
    set_language("es")
    names = Names(3, viewer=0, bots={2: "heuristic"})
    assert es.sentence("seat 0 knocks", viewer=0, name=names) == "usted toca"
    assert es.sentence("seat 2 knocks", viewer=0, name=names) == "asiento 2 (heurístico) toca"
    assert (
        es.sentence("seat 1 shows 5h 4h As XR 5c: four of a kind, fives, using 2 wild cards")
        == "asiento 1 muestra 5h 4h As XR 5c: póquer de cincos, con 2 comodines"
    )
    # Several clauses, each a sentence of its own; card texts and numbers stay as they are.
    showdown = "showdown: seat 1 Js 7h (one pair, twos); seat 2 6c Kc (high card, king)"
    assert es.sentence(showdown) == (
        "se muestran las manos: asiento 1 Js 7h (par de doses); asiento 2 6c Kc (carta alta, rey)"
    )
    # A line the catalogue does not account for comes back unchanged, never lost.
    assert es.sentence("Ks Qd 2c") == "Ks Qd 2c"


def test_english_is_the_engine_words_unchanged() -> None:
    es_free = translator("en")
    assert es_free.sentence("seat 0 knocks", viewer=0) == "seat 0 knocks"
    assert es_free("final result:") == "final result:"


def _literal_chunks() -> set[str]:
    """The English words of each message id between its placeholders, where they are long
    enough (two words or more) to be a sentence of the catalogue rather than a shared word."""
    chunks = set()
    for message in _read_po(PO):
        for msgid in _id_forms(message) if message.id else ():
            for part in PLACEHOLDER.split(msgid)[0::2]:
                part = part.strip(" :;,.()")
                # A name the translation keeps (La Viuda) is not English left behind.
                kept = any(part in said for said in _strings(message))
                if len(part.split()) >= 2 and len(part) >= 8 and not kept:
                    chunks.add(part)
    return chunks


#: The typed notation of moves stays the game's own (the parser reads English verbs), so the
#: list of moves may show it; a Spanish label stands beside each in the numbered list.
NOTATION = re.compile(r"(sus jugadas:|^\s*\d+[.-]|'[^']*'|su jugada>).*$", re.M)


@pytest.mark.parametrize(
    "game", ["la-viuda", "whisky-poker", "holdem", "draw-poker", "commerce", "war", "tonk", "faro"]
)
def test_a_spanish_session_shows_no_english_sentence(game: str, tmp_path: Path) -> None:
    """A few deals of a game under ``--lang es``: no sentence of the catalogue is left in
    English (log, table, moves' labels, results, prompts), nor a seat named in English."""
    app = load_commands(["play"])
    record = tmp_path / "record.json"
    moves = "help\n" + "1\n" * 40 + "quit\n"
    args = ["play", game, "-n", "3", "--seed", "11", "--record", str(record), "--lang", "es"]
    result = CliRunner().invoke(app, args, input=moves)
    assert result.exit_code == 0, result.output
    shown = NOTATION.sub("", result.output)
    assert "usted" in shown and "asiento" in shown
    english = sorted(chunk for chunk in _literal_chunks() if chunk in shown)
    assert not english, f"English left in a Spanish session: {english}"
    assert not re.search(r"\bseat \d", shown), "a seat named in English"


def test_the_rules_and_errors_follow_lang() -> None:
    """``widow rules`` and a user's mistake speak the chosen language; ``LANG`` chooses it
    when no flag does."""
    app = load_commands(["play", "rules"])
    runner = CliRunner()
    rules = runner.invoke(app, ["rules", "la-viuda", "--lang", "es"])
    assert rules.exit_code == 0
    assert "Cada opción con su valor predeterminado" in rules.output
    # A language that cannot be spoken is refused in the one spoken before (a fresh process:
    # the environment's; here, English).
    set_language("en")
    wrong = runner.invoke(app, ["play", "la-viuda", "--lang", "xx"])
    assert wrong.exit_code == 2
    assert "--lang: language 'xx' is not one widow speaks; choose one of en, es" in wrong.output
    quitting = runner.invoke(
        app,
        ["play", "la-viuda", "-n", "3", "--seed", "1", "--record", "/dev/null"],
        input="quit\n",
        env={"LANG": "es_MX.UTF-8", "LANGUAGE": ""},
    )
    assert "usted en el asiento 0" in quitting.output


def test_the_browser_catalogue_is_the_compiled_one() -> None:
    """The JSON the server hands the browser (``/api/messages/es``) holds the compiled
    catalogue: every message with its translation, plurals with both forms."""
    data = i18n.catalogue("es")
    assert data["lang"] == "es"
    assert data["messages"]["final result:"] == "resultado final:"
    assert data["plurals"]["{n} chip"] == ["{n} ficha", "{n} fichas"]
    assert data["sentences"]["{n} chips"] == "{n} fichas"
    assert i18n.catalogue("en") == {"lang": "en", "messages": {}, "plurals": {}, "sentences": {}}


def _engine_lines() -> list[tuple[str, int]]:
    """Every text the table descriptions of a seeded, randomly played match of each game hand a
    reader (log lines, phase, seat and zone labels, statuses, roles, counters), with the seat
    that read it."""
    import random

    from widow.games import load_game

    found: dict[tuple[str, int], None] = {}
    for name in _games():
        state = load_game(name, players=_players(name)).new_state(seed=5)
        rng = random.Random(5)
        for _ in range(30):
            if state.is_over:
                break
            seat = state.to_act
            table = state.view(seat)["table"]
            texts = [*table["log"], table["phase_label"], table["title"], table["direction"]]
            texts += [z["label"] for z in table["zones"]]
            for entry in [*table["seats"], *table["counters"]]:
                texts += [str(entry.get("label", "")), str(entry.get("value", ""))]
                texts += [str(entry.get("status", "")), *map(str, entry.get("roles", []))]
                texts += [f"{c['label']}: {c['value']}" for c in entry.get("counters", [])]
            texts += [a["label"] for a in table["legal_actions"]]
            for text in texts:
                if text:
                    found[(text, seat)] = None
            state.apply(rng.choice(state.legal_actions()), seat=seat)
    return list(found)


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js to run i18n.js")
def test_the_page_says_engine_lines_as_the_terminal_does(tmp_path: Path) -> None:
    """The browser's i18n.js reads the engine's English back against the same catalogue as
    the terminal: every line of a few matches comes out the same in both, and in Spanish."""
    lines = _engine_lines()
    # The refusals of moves typed wrong too: the table's command box shows them through say().
    lines += [(message, 0) for game in _games() for message in _typed_wrong_refusals(game)]
    catalogue_file = tmp_path / "es.json"
    catalogue_file.write_text(json.dumps(i18n.catalogue("es")))
    lines_file = tmp_path / "lines.json"
    lines_file.write_text(json.dumps(lines))
    module = LOCALE_DIR.parent / "web" / "js" / "i18n.js"
    script = Path(__file__).with_name("translations_say.mjs")
    run = subprocess.run(
        ["node", str(script), str(catalogue_file), str(lines_file), module.as_uri()],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    page = json.loads(run.stdout)
    assert page["lang"] == "es"
    es = translator("es")
    terminal = [es.sentence(text, viewer=seat) for text, seat in lines]
    assert page["said"] == terminal
    changed = sum(said != text for said, (text, _) in zip(terminal, lines, strict=True))
    assert changed > len(lines) / 2


# --- every string a player reads, in every game ------------------------------------------------

#: A word of English: three lowercase letters or more. Card texts (``Ks``), rank runs
#: (``K-J-7``), numbers and the games' titles (capitalised names) are not.
ENGLISH_WORD = re.compile(r"\b[a-z]{3,}\b")


def _visible(table: dict[str, Any]) -> Iterator[str]:
    """Every text of a table description that a page or the terminal shows a player: title,
    phase, direction, log, zones, seats (label, status, roles, counters), counters, the legal
    moves' labels (their texts are the typed notation), the result panel and a layout's words."""
    yield from (table["title"], table["phase_label"], table["direction"], *table["log"])
    yield from (zone["label"] for zone in table["zones"])
    for row in table["seats"]:
        yield from (row["label"], row["status"], *row["roles"])
        for entry in row["counters"]:
            yield from (entry["label"], str(entry["value"]))
    for entry in table["counters"]:
        yield from (entry["label"], str(entry["value"]))
    yield from (move["label"] for move in table["legal_actions"])
    yield from (table.get("result") or {}).get("lines", [])
    layout = table.get("layout")
    if layout:
        yield layout["label"]
        # The notes are written under the spots they belong to (Faro's "3 left" under the ace).
        yield from layout.get("notes", {}).values()


def _refusal_reason(error: str) -> str:
    """The reason of an illegal move's refusal, as the terminal and the table show it."""
    from widow.cli.table import _REFUSAL

    refusal = _REFUSAL.fullmatch(error)
    return refusal["reason"] if refusal is not None else error


def _left_in_english(game: str, *, seed: int, players: int, steps: int) -> dict[str, str]:
    """The English texts of a seeded, randomly played match of ``game`` (table descriptions as
    every seat to act reads them, and the reasons of refused moves) that Spanish leaves as they
    are, each with where it was seen."""
    import random

    from widow.errors import WidowError
    from widow.games import load_game

    es = translator("es")
    known = set(i18n.catalogue("es")["messages"])
    state = load_game(game, players=players).new_state(seed=seed)
    rng = random.Random(seed)
    seen_moves: set[str] = set()
    left: dict[str, str] = {}

    def check(text: str, where: str, viewer: int | None) -> None:
        if not text or text in left or text.strip() in known or not ENGLISH_WORD.search(text):
            return
        if es.sentence(text, viewer=viewer) == text:
            left[text] = where

    for step in range(steps):
        over = state.is_over
        seat = 0 if over else state.to_act
        for text in _visible(state.view(seat)["table"]):
            check(text, "table", seat)
        if over:
            break
        legal = state.legal_actions()
        seen_moves.update(map(str, legal))
        if step % 4 == 0:
            # Moves legal elsewhere in the match are mostly refused here, each with a reason.
            for text in rng.sample(sorted(seen_moves), min(6, len(seen_moves))):
                try:
                    state.copy().apply(text, seat=seat)
                except WidowError as error:
                    check(_refusal_reason(str(error)), f"refusal of {text!r}", seat)
        state.apply(rng.choice(legal), seat=seat)
    return left


def _players(game: str) -> int:
    from widow.games import game_class

    cls = game_class(game)
    return max(cls.min_players, min(cls.max_players, 3))


def _games() -> list[str]:
    from widow.games import list_games

    return list_games()


@pytest.mark.parametrize("game", _games())
def test_every_string_a_player_reads_has_a_spanish_translation(game: str) -> None:
    """A seeded match of each game, played at random: every text its table shows a player
    (log, phase, zones, seats, counters, moves' labels, results) and every reason a refused
    move is given reads in Spanish. A text that stays English is a message without a
    translation, or one the engine words without the catalogue's markers."""
    left = _left_in_english(game, seed=7, players=_players(game), steps=120)
    assert not left, f"{game} shows English in Spanish: {left}"


@pytest.mark.slow
@pytest.mark.parametrize("game", _games())
def test_every_string_of_whole_matches_has_a_spanish_translation(game: str) -> None:
    """As above, over whole matches: several seeds and the fewest and the most players."""
    from widow.games import game_class

    cls = game_class(game)
    for players in sorted({cls.min_players, min(cls.max_players, 5)}):
        for seed in range(3):
            left = _left_in_english(game, seed=seed, players=players, steps=3000)
            assert not left, f"{game} ({players} players, seed {seed}): {left}"


def test_a_refused_move_and_a_mistyped_card_read_in_spanish_at_the_prompt() -> None:
    """At the prompt of a Spanish session, a move the rules refuse now is refused with its
    reason in Spanish (Draw Poker's draw during the betting), and a card that is no card names
    what was typed, as typed, in a Spanish sentence; the moves stay in their notation."""
    app = load_commands(["play"])
    runner = CliRunner()
    args = ["play", "draw-poker", "-n", "3", "--seed", "2", "--record", "/dev/null", "--lang", "es"]
    refused = runner.invoke(app, args, input="draw 2c\nquit\n")
    assert refused.exit_code == 0, refused.output
    assert "son las apuestas antes del cambio; el cambio viene después" in refused.output
    assert "the draw comes after it" not in refused.output
    args = ["play", "la-viuda", "-n", "3", "--seed", "1", "--record", "/dev/null", "--lang", "es"]
    mistyped = runner.invoke(app, args, input="swap Zz 9h\nquit\n")
    assert "en 'swap': carta no válida 'Zz'; escriba un valor" in mistyped.output


def test_the_command_lines_mistakes_read_in_spanish(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An unknown game, option or bot and a record that cannot be read are reported in
    Spanish; what the user typed and the names to choose from are quoted as they are."""
    # Short file names: a long path is shortened in the middle to fit the terminal.
    monkeypatch.chdir(tmp_path)
    app = load_commands(["play", "replay"])
    runner = CliRunner()
    mistakes = {
        ("play", "nogame"): "juego desconocido: 'nogame'; válidos: anaconda, bid-whist",
        ("play", "la-viuda", "-o", "foo=1"): "opción desconocida 'foo' para la-viuda; válidas:",
        ("play", "la-viuda", "--bots", "nobot"): "bot desconocido 'nobot' para la-viuda;",
    }
    not_json = Path("notes.json")
    not_json.write_text("nope")
    no_game = Path("empty.json")
    no_game.write_text("{}")
    mistakes[("replay", str(not_json))] = f"'{not_json}' no es JSON: "
    mistakes[("replay", str(no_game))] = "falta el campo 'game' del registro"
    for args, said in mistakes.items():
        result = runner.invoke(app, [*args, "--lang", "es"])
        assert result.exit_code == 2, result.output
        assert said in result.output, result.output


@pytest.mark.parametrize(
    "game", ["whisky-poker", "holdem", "bourre", "chinese-poker", "poker-squares", "tonk"]
)
def test_the_coachs_reasons_read_in_spanish(game: str) -> None:
    """The coach's one line of why for each move (played-out deals, the betting search's
    shares, solved tricks, rows and squares, the generic search) is said in Spanish."""
    import random

    from widow.bots.coach import advise, coach_bot
    from widow.games import load_game

    state = load_game(game, players=_players(game)).new_state(seed=3)
    coach = coach_bot(state.game, "budget=0.02")
    rng = random.Random(3)
    es = translator("es")
    estimates = []
    for step in range(30):
        if state.is_over:
            break
        if step % 3 == 0:
            estimates += advise(state, state.to_act, coach, random.Random(step))
        state.apply(rng.choice(state.legal_actions()), seat=state.to_act)
    assert estimates
    reasons = {e.reason for e in estimates}
    left = {r for r in reasons if es.sentence(r) == r and ENGLISH_WORD.search(r)}
    assert not left, f"the coach's reasons left in English: {left}"
    # The coach's line says the reason in the reader's language.
    with i18n.speaking("es"):
        line = estimates[-1].describe()
    assert line.endswith(": " + es.sentence(estimates[-1].reason))


# --- refusals of options, records, the server and the command line ------------------------------


def _said_in_spanish(message: str, chunks: set[str]) -> str:
    """``message`` (an English refusal) said in Spanish, checked: it changed, and no English
    sentence of the catalogue is left in it (what the user typed, quoted, may stay)."""
    said = translator("es").sentence(message)
    assert said != message, f"left in English: {message!r}"
    unquoted = re.sub(r"'[^']*'", "", said)
    english = sorted(chunk for chunk in chunks if chunk in unquoted)
    assert not english, f"English left in {said!r}: {english}"
    return said


#: Option values the games refuse: one for each kind of check (a yes or no, a whole number, a
#: number too large, a least and a greatest value, a choice, text, a missing value) and each
#: game's own rule between its options, with the Spanish its reader gets.
BAD_OPTIONS: list[tuple[str, dict[str, object], str]] = [
    ("la-viuda", {"stripped": "maybe"}, "debe ser verdadera o falsa (true o false), no 'maybe'"),
    ("la-viuda", {"chips": "many"}, "la opción chips debe ser un número entero, no 'many'"),
    ("la-viuda", {"chips": 2**64}, "la opción chips está fuera de rango"),
    ("la-viuda", {"chips": "0"}, "la opción chips debe ser al menos 1, no 0"),
    ("la-viuda", {"chips": None}, "la opción chips necesita un valor"),
    ("holdem", {"betting": "wild"}, "debe ser una de limit, no-limit, pot-limit, no 'wild'"),
    ("holdem", {"betting": 5}, "la opción betting debe ser texto, no 5"),
    ("holdem", {"small_blind": 0, "big_blind": 0, "ante": 0}, "Hold'em necesita ciegas"),
    ("holdem", {"small_blind": 5, "big_blind": 2}, "small_blind (5) no debe pasar de big_blind"),
    ("holdem", {"stacks": "10,x"}, "números enteros separados por comas, no '10,x'"),
    ("holdem", {"stacks": "0"}, "la opción stacks debe tener números positivos"),
    ("holdem", {"stacks": "10,20"}, "la opción stacks da 2 compras de fichas para 3 jugadores"),
    ("faro", {"unit": 3}, "la opción unit debe ser par"),
    ("faro", {"max_units": 21}, "la opción max_units debe ser 20 como mucho, no 21"),
    ("brag", {"min_bet": 5, "max_bet": 2}, "max_bet debe ser al menos min_bet (5), no 2"),
    ("preference", {"ante": 15}, "la opción ante debe ser un múltiplo de 10"),
    ("soko", {"small_bet": 1}, "la opción small_bet debe ser al menos 2"),
    ("draw-poker", {"qualifier": "J"}, "para las clasificaciones lowball, no para 'high'"),
]


@pytest.mark.parametrize(
    ("game", "options", "spanish"),
    BAD_OPTIONS,
    ids=[f"{game}-{'-'.join(options)}" for game, options, _ in BAD_OPTIONS],
)
def test_a_refused_option_value_reads_in_spanish(
    game: str, options: dict[str, object], spanish: str
) -> None:
    """Every check of an option's value (src/widow/engine/options.py and the games' own
    options.py) words its refusal from the catalogue: a Spanish reader gets all of it in
    Spanish, the option's name and the value as given kept as they are."""
    from widow.errors import InvalidOptionError
    from widow.games import load_game

    with pytest.raises(InvalidOptionError) as refused:
        load_game(game, players=3, **options).new_state(seed=1)
    said = _said_in_spanish(str(refused.value), _literal_chunks())
    assert spanish in said


def _engine_refusals() -> dict[str, str]:
    """The engine's own refusals (src/widow/engine/core.py), each caught, by what was wrong."""
    from widow.errors import WidowError
    from widow.games import load_game

    game = load_game("whisky-poker", players=3)
    state = game.new_state(seed=1)
    other = next(s for s in range(3) if s != state.to_act)
    legal = {str(a) for a in state.legal_actions()}
    illegal = next(
        f"swap {a} {b}" for a in ("2c", "3c") for b in ("4c", "5c") if f"swap {a} {b}" not in legal
    )
    over = load_game("war", players=2, max_battles=1).new_state(seed=1)
    while not over.is_over:
        over.apply(over.legal_actions()[0])
    tries: dict[str, Callable[[], object]] = {
        "players out of range": lambda: load_game("whist", players=3),
        "players not a number": lambda: load_game("whist", players="four"),
        "seed not a number": lambda: game.new_state(seed="x"),  # type: ignore[arg-type]
        "seed too large": lambda: game.new_state(seed=2**70),
        "no such seat": lambda: state.view(7),
        "out of turn": lambda: state.apply(state.legal_actions()[0], seat=other),
        "not legal now": lambda: state.apply(illegal),
        "game over": lambda: over.apply("turn"),
    }
    found: dict[str, str] = {}
    for what, attempt in tries.items():
        with pytest.raises(WidowError) as refused:
            attempt()
        found[what] = str(refused.value)
    return found


def test_the_engines_refusals_read_in_spanish() -> None:
    """A refused player count, seed, seat or move (the engine's core) reads whole in Spanish,
    the move as typed kept as it is."""
    said = {w: _said_in_spanish(m, _literal_chunks()) for w, m in _engine_refusals().items()}
    assert "es el turno de" in said["out of turn"]
    assert "jugada no permitida 'swap " in said["not legal now"]
    assert "para el asiento" in said["not legal now"]
    assert "la partida terminó" in said["game over"]
    assert "admite de" in said["players out of range"]


def test_an_option_refused_at_the_terminal_reads_in_spanish() -> None:
    """``widow play`` with an option value a game refuses reports it in the reader's language."""
    app = load_commands(["play"])
    result = CliRunner().invoke(app, ["play", "la-viuda", "-o", "chips=0", "--lang", "es"])
    assert result.exit_code == 2
    assert "widow: error: la opción chips debe ser al menos 1, no 0" in result.output


def _record_cases(tmp_path: Path) -> dict[str, str]:
    """The refusals of records each wrong in one way (fields of every kind, the replay of its
    moves, and files too deep or with brackets that do not pair up), by what was wrong."""
    from widow.errors import RecordError
    from widow.games import load_game
    from widow.records import MAX_DEPTH, read_record, replay

    state = load_game("la-viuda", players=3).new_state(seed=4)
    state.apply(state.legal_actions()[0], seat=state.to_act)
    good = state.record()
    assert good["chance"], "a La Viuda record keeps its deal"
    event = good["chance"][0]

    def changed(**fields: object) -> dict[str, Any]:
        return {**json.loads(json.dumps(good)), **fields}

    records = {
        "players": changed(players=0),
        "format": changed(format="other"),
        "version": changed(version=99),
        "seed": changed(seed=2**70),
        "options": changed(options=[]),
        "unknown option": changed(options={"nope": 1}),
        "action not an object": changed(actions=[1]),
        "action not text": changed(actions=[{"seat": 0, "action": 5}]),
        "wrong seat": changed(actions=[{**good["actions"][0], "seat": 2}]),
        "chance not an object": changed(chance=[1]),
        "chance missing": changed(chance=[{"kind": "deal"}]),
        "chance kind": changed(chance=[{**event, "kind": "x" * 100}]),
        "chance result": changed(chance=[{**event, "result": "Ks"}]),
        "chance card": changed(chance=[{**event, "result": ["Zz"]}]),
        "chance texts": changed(chance=[{**event, "result": [1]}]),
        "chance forced": changed(chance=[{**event, "forced": 10**6}]),
        "chance unused": changed(chance=[*good["chance"], event, event]),
    }
    found = {}
    for what, record in records.items():
        with pytest.raises(RecordError) as refused:
            replay(record)
        found[what] = str(refused.value)
    files = {"deep": "[" * (MAX_DEPTH + 2) + "]" * (MAX_DEPTH + 2), "brackets": "[[]"}
    for what, text in files.items():
        path = tmp_path / f"{what}.json"
        path.write_text(text)
        with pytest.raises(RecordError) as refused:
            read_record(path)
        found[what] = str(refused.value)
    return found


def test_every_refusal_of_a_record_reads_in_spanish(tmp_path: Path) -> None:
    """Each check of a record (src/widow/records.py: its fields, the replay of its moves, and
    a file nested too deep or whose brackets do not pair up) is worded from the catalogue: in
    Spanish, each reads whole in Spanish, naming the field as it is written in the record."""
    found = _record_cases(tmp_path)
    chunks = _literal_chunks()
    said = {what: _said_in_spanish(message, chunks) for what, message in found.items()}
    assert "el campo 'players' del registro debe ser un número entero de 1 a" in said["players"]
    assert "este widow lee la versión" in said["version"]
    assert said["wrong seat"].endswith("pero es el turno de asiento 0")
    assert "opción desconocida 'nope' para la-viuda" in said["unknown option"]
    assert "tiene 2 resultados que el juego nunca usó" in said["chance unused"]
    assert "anida JSON a más de" in said["deep"]
    assert "sus corchetes no cierran" in said["brackets"]


def test_the_servers_refusals_read_in_spanish_on_the_page() -> None:
    """The server words its refusals (HTTP error bodies and the WebSocket's error messages)
    from the catalogue, in English for every reader; the page says them in its language with
    i18n.js ``say``, which reads them exactly as Translator.sentence does (checked above), so
    each refusal a page can meet reads whole in Spanish."""
    pytest.importorskip("fastapi", reason="the web extra is not installed")
    from fastapi.testclient import TestClient

    from widow.server.app import create_app
    from widow.server.tables import Settings

    app = create_app("sqlite://", Settings(bot_delay=0.0, rate=1000.0, burst=1000))
    chunks = _literal_chunks()
    refusals = []
    with TestClient(app) as client:

        def table(seats: list[dict[str, Any]], **extra: Any) -> Any:
            body = {"game": "la-viuda", "players": len(seats), "seats": seats, **extra}
            return client.post("/api/tables", json=body)

        human, bot = {"kind": "human"}, {"kind": "bot", "bot": "random"}
        refused = [
            table([human, {"kind": "robot"}]),
            table([bot, bot]),
            table([human, bot], turn_timer=1),
            table([human, bot], options={"chips": 0}),
            client.post("/api/tables", json={"game": "la-viuda", "players": 3, "seats": [human]}),
            client.get("/api/tables/nope"),
            client.get("/api/games/nogame/rules"),
        ]
        made = table([human, bot]).json()
        join = f"/api/tables/{made['id']}/join"
        refused.append(client.post(join, json={"nickname": "  "}))
        assert client.post(join, json={"nickname": "Ana"}).status_code == 200
        refused.append(client.post(join, json={"nickname": "Bo"}))
        refused.append(client.get(f"/api/tables/{made['id']}/record"))
        for response in refused:
            assert response.status_code >= 400
            refusals.append(response.json()["error"])
        with client.websocket_connect(f"/ws/{made['id']}") as ws:
            ws.send_json({"type": "join", "token": "x" * 40})
            refusals.append(_next_error(ws))
            ws.send_json({"type": "watch"})
            ws.send_json({"type": "act", "action": "pass", "version": 0})
            refusals.append(_next_error(ws))
            ws.send_json({"type": "chat", "text": "hola"})
            refusals.append(_next_error(ws))
            ws.send_json({"type": "hint"})
            refusals.append(_next_error(ws))
    said = [_said_in_spanish(message, chunks) for message in refusals]
    assert "un asiento es 'human' o 'bot', no 'robot'" in said
    assert "la opción chips debe ser al menos 1, no 0" in said
    assert "los espectadores no pueden jugar" in said


def _next_error(ws: Any) -> str:
    """The message of the next error the WebSocket sends (state and chat messages skipped)."""
    for _ in range(20):
        message = ws.receive_json()
        if message["type"] == "error":
            return str(message["message"])
    raise AssertionError("no error message came")


def test_the_command_lines_own_usage_errors_read_in_spanish(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the command line itself checks in its flags (a whole number, ``--option k=v``
    pairs, a seat of a record, ``--bots``, ``--lang``) reads in Spanish; the flags, and what
    the user typed, stay as they are. click's own messages (a missing argument) stay English
    inside widow's Spanish words around them."""
    app = load_commands(["play", "replay", "simulate"])
    runner = CliRunner()
    record = tmp_path / "match.json"
    play = ["play", "la-viuda", "-n", "3", "--seed", "1", "--record", str(record)]
    assert runner.invoke(app, play, input="quit\n").exit_code == 0
    mistakes = {
        ("simulate", "la-viuda", "-g", "0"): "--games debe ser un número entero de al menos 1",
        ("play", "la-viuda", "-o", "chips"): "la opción 'chips' no tiene la forma clave=valor",
        ("play", "la-viuda", "-o", "chips=3", "-o", "chips=4"): "se da dos veces, como '3' y",
        ("replay", str(record), "--seat", "7"): "--seat 7: el registro tiene los asientos 0 a 2",
        ("play", "la-viuda", "-n", "2", "--bots", "random,random"): "--bots da 2 nombres para 1",
        ("play", "la-viuda", "--lang", "xx"): "--lang: widow no habla el idioma 'xx'; elija uno",
        ("play",): "(vea widow play --help)",
    }
    for args, said in mistakes.items():
        # A fresh process: no language chosen yet, so one refused before ``--lang`` is read
        # (click's usage errors, an unknown language) speaks the environment's.
        monkeypatch.setattr(i18n, "_current", None)
        lang = [] if "--lang" in args else ["--lang", "es"]
        env = {"LANG": "es_MX.UTF-8", "LANGUAGE": ""}
        result = runner.invoke(app, [*args, *lang], env=env)
        assert result.exit_code == 2, result.output
        assert said in result.output, result.output


# --- moves typed wrong ---------------------------------------------------------------------------

#: Words typed after a verb, each wrong in its own way for most verbs: nothing, a word that is
#: no card nor number, a card text that is no card, numbers too large, zero or negative, a card
#: named twice, a card or a card and a number where something else is wanted, too many words.
MALFORMED_TAILS = (
    "",
    "x",
    "Zz",
    "hello",
    "99",
    "0",
    "-1",
    "2c",
    "2c 2c",
    "2c 99",
    "h 99-1",
    "h x",
    "2c / 3c / 4c",
    "2c / - / x",
    "- / - / -",
    "2c 3c 4c 5c 6c 7c 8c",
    "1 2 3 4 5 6 7 8",
)


def _typed_wrong(game: str) -> Iterator[str]:
    """Moves of ``game`` typed wrong: every verb of its parser with each of
    :data:`MALFORMED_TAILS`, and the moves a short random match makes legal, each mutated (a
    word dropped, one added, the last word replaced by something that is not what it was)."""
    import random

    from widow.games import load_game

    loaded = load_game(game, players=_players(game))
    for verb in loaded.parser.verbs:
        for tail in MALFORMED_TAILS:
            yield f"{verb} {tail}".strip()
    state = loaded.new_state(seed=5)
    rng = random.Random(5)
    seen: set[str] = set()
    for _ in range(40):
        if state.is_over:
            break
        legal = state.legal_actions()
        seen.update(map(str, legal))
        state.apply(rng.choice(legal), seat=state.to_act)
    for text in sorted(seen):
        words = text.split()
        yield " ".join(words[:-1])
        yield f"{text} {words[-1]}"
        for wrong in ("Zz", "x", "99", "0", "XR"):
            yield " ".join([*words[:-1], wrong])


def _typed_wrong_refusals(game: str) -> dict[str, str]:
    """Each refusal the parser of ``game`` gives the moves of :func:`_typed_wrong`, with the
    first text that got it."""
    from widow.errors import InvalidActionError
    from widow.games import load_game

    parser = load_game(game, players=_players(game)).parser
    refusals: dict[str, str] = {}
    for text in _typed_wrong(game):
        try:
            parser.parse(text)
        except InvalidActionError as error:
            refusals.setdefault(str(error), text)
    return refusals


@pytest.mark.parametrize("game", _games())
def test_a_move_typed_wrong_reads_in_spanish(game: str) -> None:
    """Every verb of every game, typed with words it cannot read (none, too many, a word that
    is no card, a card twice, a number out of range, a place off the layout), is refused by the
    parser (src/widow/engine/actions.py and each game's actions) with a sentence of the
    catalogue: said in Spanish, whole, what was typed quoted as typed. Each refusal names what
    was typed in English too, unchanged."""
    from widow.games import load_game

    parser = load_game(game, players=_players(game)).parser
    # The verbs are the typed notation (``raise to``, ``stand pat``), listed as they are.
    chunks = _literal_chunks() - set(parser.verbs)
    refusals = _typed_wrong_refusals(game)
    assert len(refusals) >= 2, f"{game}: too few refusals to check: {refusals}"
    left = {}
    for message, text in refusals.items():
        try:
            _said_in_spanish(message, chunks)
        except AssertionError as failure:
            left[text] = f"{message} ({failure})"
    assert not left, f"{game}: moves typed wrong refused in English: {left}"


def test_a_move_typed_wrong_at_the_prompt_reads_in_spanish() -> None:
    """Whisky Poker's swap typed with three cards is refused in the English the records and
    tests know, word for word; at the prompt of a Spanish session it reads in Spanish, the
    words typed quoted as they were."""
    from widow.errors import InvalidActionError
    from widow.games import load_game

    with pytest.raises(InvalidActionError) as refused:
        load_game("whisky-poker", players=3).parser.parse("swap 2c 3c 4c")
    english = "'swap' needs two cards (yours, then the widow's) or 'all', not '2c 3c 4c'"
    assert str(refused.value) == english
    spanish = "'swap' necesita dos cartas (la suya y luego la de la viuda) o 'all', no '2c 3c 4c'"
    assert translator("es").sentence(english) == spanish
    app = load_commands(["play"])
    args = ["play", "whisky-poker", "-n", "3", "--seed", "1", "--record", "/dev/null"]
    said = CliRunner().invoke(app, [*args, "--lang", "es"], input="swap 2c 3c 4c\nquit\n")
    assert said.exit_code == 0, said.output
    assert spanish in said.output
    assert "needs two cards" not in said.output
