"""The pages in Spanish: the browser's language (or the switch in the top bar) chooses it, the
pages' words and the engine's lines read in Spanish, and the catalogue route serves it."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from conftest import ServerProcess
from widow.server.catalog import games_catalog

pytest.importorskip("playwright.sync_api", reason="playwright is not installed")


def test_the_catalogue_route_serves_a_language_and_refuses_others(client: TestClient) -> None:
    """``/api/messages/es`` is the compiled Spanish catalogue; a language widow does not speak
    is a 404 that names it."""
    spanish = client.get("/api/messages/es")
    assert spanish.status_code == 200
    assert spanish.json()["messages"]["Open tables"] == "Mesas abiertas"
    refused = client.get("/api/messages/fr")
    assert refused.status_code == 404
    assert "'fr'" in refused.json()["error"]


def _lobby(browser: Any, live: ServerProcess, locale: str) -> Any:
    context = browser.new_context(locale=locale)
    page = context.new_page()
    page.goto(live.url + "/")
    page.wait_for_selector(".lang-switch")
    return context, page


def test_a_spanish_browser_gets_the_lobby_in_spanish(browser: Any, live: ServerProcess) -> None:
    """A browser whose first language is Mexican Spanish reads the lobby in Spanish; the switch
    brings English back and the choice outlives a reload."""
    context, page = _lobby(browser, live, "es-MX")
    try:
        assert page.inner_text("#open-title") == "Mesas abiertas"
        assert page.inner_text("#new-title") == "Mesa nueva"
        assert page.evaluate("document.documentElement.lang") == "es"
        # The options' help is said in Spanish too, from the same catalogue as the rules.
        page.wait_for_selector(".field small.help")
        helps = page.eval_on_selector_all(
            ".field small.help", "nodes => nodes.map(n => n.textContent)"
        )
        english = {o["help"] for g in games_catalog() for o in g["options"] if o["help"]}
        assert helps and not english & set(helps)
        page.select_option(".lang-switch", "en")
        page.wait_for_load_state("load")
        page.wait_for_selector(".lang-switch")
        assert page.inner_text("#open-title") == "Open tables"
        page.reload()
        page.wait_for_selector(".lang-switch")
        assert page.inner_text("#open-title") == "Open tables"
    finally:
        context.close()


def test_an_english_browser_can_switch_to_spanish(browser: Any, live: ServerProcess) -> None:
    context, page = _lobby(browser, live, "en-US")
    try:
        assert page.inner_text("#open-title") == "Open tables"
        page.select_option(".lang-switch", "es")
        page.wait_for_function("document.documentElement.lang === 'es'")
        page.wait_for_selector(".lang-switch")
        assert page.inner_text("#open-title") == "Mesas abiertas"
        said = page.evaluate(
            "import('/static/js/i18n.js').then(m => m.say('seat 2 knocks; seat 0 passes',"
            " {viewer: 0}))"
        )
        assert said == "asiento 2 toca; usted pasa"
    finally:
        context.close()


def test_a_spanish_lobby_says_each_open_tables_options_through_the_catalogue(
    browser: Any, live: ServerProcess
) -> None:
    """The lobby's line for an open table lists its options: in a Spanish browser each option's
    name and value are said through the catalogue (the words it holds in Spanish, the rest as
    the engine spells them), and each option's help, in Spanish, is its tooltip."""
    body = {
        "game": "commerce",
        "players": 2,
        "options": {},
        "seats": [{"kind": "human"}, {"kind": "human"}],
    }
    created = httpx.post(f"{live.url}/api/tables", json=body)
    assert created.status_code == 200, created.text
    table = created.json()
    messages: dict[str, str] = httpx.get(f"{live.url}/api/messages/es").json()["messages"]
    game = next(g for g in games_catalog() if g["name"] == "commerce")
    helps = {o["name"]: o["help"] for o in game["options"]}

    def said(text: str) -> str:
        return messages.get(text) or text

    def value(v: object) -> str:
        if v is None:
            return said("none")
        if isinstance(v, bool):
            return said("yes" if v else "no")
        return str(v)

    context, page = _lobby(browser, live, "es-MX")
    try:
        item = page.locator(f'.table-item:has(a[href="/t/{table["id"]}"])')
        item.locator(".option-said").first.wait_for()
        shown = item.locator(".option-said").evaluate_all(
            "ns => ns.map(n => [n.dataset.option, n.textContent, n.title])"
        )
        options = table["options"]
        assert [name for name, _, _ in shown] == list(options)
        for name, text, title in shown:
            assert text == f"{said(name.replace('_', ' '))}: {value(options[name])}"
            assert title == said(helps[name]) and title != helps[name]
        # The words the catalogue holds are said in Spanish, not in English.
        words = {name: text for name, text, _ in shown}
        assert words["deals"] == "repartos: ninguno"
        assert words["chips"] == "fichas: 20"
    finally:
        context.close()


def test_a_spanish_lobby_names_bots_and_empty_seats_in_spanish(
    browser: Any, live: ServerProcess
) -> None:
    """An open table's seats read in the reader's language: a bot by its kind, an empty seat as
    such (the server names them in English; a player's nickname stays as typed)."""
    seats = [
        {"kind": "human"},
        {"kind": "bot", "bot": "random"},
        {"kind": "bot", "bot": "heuristic"},
    ]
    body = {"game": "commerce", "players": 3, "options": {}, "seats": seats}
    created = httpx.post(f"{live.url}/api/tables", json=body)
    assert created.status_code == 200, created.text
    table = created.json()
    context, page = _lobby(browser, live, "es-MX")
    try:
        item = page.locator(f'.table-item:has(a[href="/t/{table["id"]}"])')
        item.locator(".seat-chips .chip").first.wait_for()
        chips = item.locator(".seat-chips .chip").all_inner_texts()
        assert chips == ["0: asiento libre", "1: bot al azar", "2: bot heurístico"]
    finally:
        context.close()


def test_a_spanish_lobby_labels_each_option_and_its_choices_in_spanish(
    browser: Any, live: ServerProcess
) -> None:
    """The form's option labels and the words of a choice read in Spanish; the values sent to
    the server stay the engine's own words."""
    context, page = _lobby(browser, live, "es-MX")
    try:
        page.select_option("#game", "holdem")
        page.wait_for_selector("#opt-raise_cap")
        assert page.inner_text('label[for="opt-raise_cap"]') == "tope de subidas"
        assert page.inner_text('label[for="opt-odd_chips"]') == "fichas sobrantes"
        choices = page.eval_on_selector_all(
            "#opt-betting option", "ns => ns.map(n => [n.value, n.textContent])"
        )
        assert ["pot-limit", "límite del bote"] in choices
        assert ["no-limit", "sin límite"] in choices
    finally:
        context.close()
