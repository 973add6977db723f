"""The table of bots a game offers, written once for every game.

Almost every game offers a ``heuristic`` bot of its own and a ``search`` bot, most often the
general information-set search; a few add bots of their own between the two. :func:`game_bots`
builds that table in the order every game lists it (heuristic first, search last), so that a game
names only its own classes.

>>> game_bots("widow.games.tonk.bot:TonkBot")["search"]
'widow.bots.ismcts:IsmctsBot'
>>> list(game_bots("m:Greedy", "m:Search", setter="m:Exhaustive"))
['heuristic', 'setter', 'search']
"""

from __future__ import annotations

from collections.abc import Mapping

#: The information-set search that plays any game from its rules alone.
ISMCTS = "widow.bots.ismcts:IsmctsBot"
#: The search for the betting games (Hold'em, Soko, Draw Poker).
BETTING_SEARCH = "widow.bots.betting:BettingSearchBot"


def game_bots(heuristic: str, search: str = ISMCTS, **others: str) -> Mapping[str, str]:
    """A game's bots, name -> ``"module:Class"``: its ``heuristic``, any ``others`` by their
    names, then its ``search`` (the general one unless the game has its own)."""
    return {"heuristic": heuristic, **others, "search": search}
