"""The spare-hand family: five-card hands traded with a spare hand on the table (Whisky Poker,
La Viuda, Commerce): the shared play in :mod:`~widow.families.spare_hand.rules`, its log in
:mod:`~widow.families.spare_hand.log` and the heuristic player in
:mod:`~widow.families.spare_hand.bot`."""
