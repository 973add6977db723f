"""The rows family: hands set in a front, middle and back row and settled pair by pair in
units (Chinese Poker, Open-Face Chinese Poker): the row actions and events, the rows' rankings
(:mod:`~widow.families.rows.rows`), every way to split thirteen cards
(:mod:`~widow.families.rows.splits`), the setter, the settling, the pairwise ledger
(:mod:`~widow.families.rows.pairs`) and the state both games build on
(:mod:`~widow.families.rows.state`)."""
