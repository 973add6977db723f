"""The pages in Spanish: the browser's language (or the switch in the top bar) chooses it, the
pages' words and the engine's lines read in Spanish, and the catalogue route serves it."""

from __future__ import annotations

from typing import Any

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
