"""The translations: every message a player reads exists in Spanish, the catalogue is extracted
from the code as it is now, the compiled catalogue is the one its sources make, and a Spanish
session shows no English sentence of the catalogue."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

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
    "game", ["la-viuda", "whisky-poker", "holdem", "draw-poker", "commerce", "war", "tonk"]
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
    wrong = runner.invoke(app, ["play", "la-viuda", "--lang", "xx"])
    assert wrong.exit_code == 2
    assert "--lang: language 'xx' is not one widow speaks; choose en or es" in wrong.output
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
    """Every text the table descriptions of a few seeded, randomly played matches hand a
    reader (log lines, phase, seat and zone labels, statuses, roles, counters), with the seat
    that read it."""
    import random

    from widow.games import load_game

    found: dict[tuple[str, int], None] = {}
    for name in ("la-viuda", "whisky-poker", "holdem"):
        state = load_game(name, players=3).new_state(seed=5)
        rng = random.Random(5)
        for _ in range(120):
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
