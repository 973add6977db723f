"""Open-Face Chinese Poker, with fantasyland."""
