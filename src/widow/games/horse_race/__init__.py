"""Horse Race: the four aces race to seven cards of their suit; the banker quotes the odds."""

from widow.games.horse_race.odds import win_probabilities
from widow.games.horse_race.options import HorseRaceOptions
from widow.games.horse_race.rules import HorseRace, HorseRaceState
from widow.games.horse_race.text import RULES

__all__ = ["RULES", "HorseRace", "HorseRaceOptions", "HorseRaceState", "win_probabilities"]
