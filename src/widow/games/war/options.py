"""The variants of War, as one frozen dataclass.

>>> WarOptions().max_battles
500
>>> WarOptions(short_war="give-up")
Traceback (most recent call last):
...
widow.errors.InvalidOptionError: option short_war must be one of last-card, lose, not 'give-up'
"""

from __future__ import annotations

from dataclasses import dataclass

from widow.engine.options import check_choice, check_choices, check_range

WAR_ON = ("any", "highest")
WAR_PLAYERS = ("all", "tied")
SHORT_WAR = ("last-card", "lose")
GATHER = ("in-order", "shuffled")


@dataclass(frozen=True, slots=True)
class WarOptions:
    """War's variants.

    Attributes:
        war_on: with three or four players, ``"any"``: any two turned cards of equal rank start a
            war (as the rules text says); ``"highest"``: only a tie for the highest card does, and
            otherwise the highest card takes the battle. Two players: both read the same.
        war_players: with three or four players, ``"all"``: everyone in the battle joins the war
            (as the text says); ``"tied"``: only the tied players fight it.
        short_war: a player who runs short of cards in a war: ``"last-card"``: turns what they have
            (the last one face up) and, with none left, keeps the face-up card they already have;
            ``"lose"``: a player who cannot put down all four cards loses the war and the game.
        gather: how the winner puts the cards won under their pile: ``"in-order"`` as they were
            played (seat order, battle by battle) or ``"shuffled"`` first.
        max_battles: battles after which the match stops; the player holding most cards wins.
    """

    war_on: str = "any"
    war_players: str = "all"
    short_war: str = "last-card"
    gather: str = "in-order"
    max_battles: int = 500

    def __post_init__(self) -> None:
        check_choices(self, war_on=WAR_ON, war_players=WAR_PLAYERS, short_war=SHORT_WAR)
        check_choice("gather", self.gather, GATHER)
        check_range("max_battles", self.max_battles, 1)
