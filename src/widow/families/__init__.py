"""What several games share, one package per family of games.

A family package knows the engine and nothing of any single game; each game builds on its family
(and the engine) alone, never on another game:

* :mod:`~widow.families.spare_hand`: five-card hands traded with a spare hand (Whisky Poker,
  La Viuda, Commerce);
* :mod:`~widow.families.banking`: a bank against the punters, and the games played for chips
  settled at the end (War, Farmer, Faro, Horse Race; Tonk and Paiute use its events and log);
* :mod:`~widow.families.dictation`: one called card placed by every player in a layout of their
  own (Poker Squares, Cribbage Squares, Dictated Strategy);
* :mod:`~widow.families.rows`: hands set in three rows and settled pair by pair (Chinese Poker,
  Open-Face Chinese Poker);
* :mod:`~widow.families.stud_draw`: the stud and draw games on the betting engine (Hold'em,
  Pineapple, Soko, Anaconda, Draw Poker).
"""
