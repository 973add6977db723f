"""Chinese Poker and the pieces the Open-Face game shares with it (rows, settings, payments)."""
