"""The WebSocket wire protocol: parsing and checking what clients send (see ``docs/web.md``).

Every client message is one JSON object with a ``type``. Anything else is refused with a
:class:`WireError` carrying a short code and a readable message; nothing is ever applied from a
message that failed here.

>>> parse_message('{"type": "act", "action": "knock", "version": 3}')
{'type': 'act', 'action': 'knock', 'version': 3}
>>> parse_message('{"type": "act", "action": 7, "version": 3}')
Traceback (most recent call last):
...
widow.server.wire.WireError: bad-message: field 'action' must be text
"""

from __future__ import annotations

import json
from typing import Any

from widow.errors import WidowError

__all__ = ["MAX_CHAT", "MAX_MESSAGE", "WireError", "parse_message"]

#: The largest message a client may send, in characters.
MAX_MESSAGE = 4096
#: The longest chat line.
MAX_CHAT = 300

#: Message type -> its fields and their types (every field required unless listed in OPTIONAL).
FIELDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "join": {"token": str},
    "watch": {},
    "act": {"action": str, "version": int, "table": str},
    "resync": {},
    "chat": {"text": str},
    "ping": {},
    "hint": {},
    "allow-hints": {},
}
OPTIONAL = {"table"}


class WireError(WidowError):
    """A message the server refuses; ``code`` names the kind of refusal."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


def parse_message(text: str | bytes) -> dict[str, Any]:
    """The checked message, or :class:`WireError` saying what is wrong with it."""
    if isinstance(text, bytes):
        raise WireError("bad-message", "messages must be JSON text, not binary")
    if len(text) > MAX_MESSAGE:
        raise WireError("too-large", f"messages are limited to {MAX_MESSAGE} characters")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise WireError("bad-message", "message is not valid JSON") from None
    if not isinstance(data, dict):
        raise WireError("bad-message", "a message must be a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise WireError(
            "bad-message", f"unknown message type {kind!r}; valid: {', '.join(sorted(FIELDS))}"
        )
    fields = FIELDS[kind]
    for key in data:
        if key != "type" and key not in fields:
            raise WireError("bad-message", f"unknown field {key!r} in a {kind!r} message")
    for key, wanted in fields.items():
        if key not in data:
            if key in OPTIONAL:
                continue
            raise WireError("bad-message", f"field {key!r} is missing")
        value = data[key]
        if isinstance(value, bool) or not isinstance(value, wanted):
            name = "a whole number" if wanted is int else "text"
            raise WireError("bad-message", f"field {key!r} must be {name}")
    if kind == "chat" and not 0 < len(data["text"].strip()) <= MAX_CHAT:
        raise WireError("bad-message", f"chat lines hold 1 to {MAX_CHAT} characters")
    if kind == "act" and len(data["action"]) > 200:
        raise WireError("bad-message", "action text is too long")
    return data
