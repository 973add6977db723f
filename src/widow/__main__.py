"""``python -m widow`` runs the command-line interface."""

from widow.cli import main

main()
