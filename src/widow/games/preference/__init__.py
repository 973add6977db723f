"""Preference (Austrian): three-handed trick play for a pot, with bidding, the talon and
defenders who may drop out."""

from widow.games.preference.options import PreferenceOptions
from widow.games.preference.rules import Preference, PreferenceState
from widow.games.preference.text import RULES

__all__ = ["RULES", "Preference", "PreferenceOptions", "PreferenceState"]
