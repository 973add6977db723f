"""The web table: a FastAPI server where friends and bots play any widow game in a browser.

Start it with ``widow serve`` or build the app with :func:`widow.server.app.create_app`. The wire
protocol and the HTTP routes are documented in ``docs/web.md``.
"""

from __future__ import annotations
