"""Search bots for the games by dictation."""
