"""The rules of War in words, as ``widow rules war`` prints them."""

RULES = """\
WAR  (war; 2 to 4 players; 52 cards, the whole pack dealt)

Aim: win every card of the pack.

Deal: the pack is shuffled and dealt out one card at a time, starting with seat 0, until none is
left; with three players the first seat gets one card more. Each player keeps a face-down pile and
never looks at it.

Battle: every player still in turns the top card of their pile ("turn", in seat order). The highest
card (aces high, suits do not count) takes every card on the table; they go under the winner's
pile.

War: when turned cards tie, each player in the war puts three cards face down and turns a fourth
face up ("turn"); the highest new card takes everything on the table, ten cards with two players.
While the new face-up cards tie again, the war goes on the same way.
  war_on       three or four players: "any" (default) - any two equal cards start a war, as the
               classic description has it; "highest" - only a tie for the highest card does.
  war_players  three or four players: "all" (default) - everyone in the battle joins the war;
               "tied" - only the tied players fight it, the others lose their cards to it.

Running short in a war (short_war):
  last-card (default)  with fewer than four cards you put all but your last face down and turn the
                       last; with none at all, the face-up card you already have stays in the war.
  lose                 a player who cannot put down four cards gives the rest of their pile to the
                       table and is out (when every player in the war is that short, they fight it
                       out with what they have, as under last-card).
  If nobody in a war has a card left to turn, it cannot be settled: every card on the table goes
  back to whoever put it there and the match ends.

Out and the end: a player with no cards is out. The match ends when one player holds every card,
or after max_battles battles (default 500; a war counts as part of its battle), when the player
holding the most cards wins (equal piles share the place).

Cards won go under the pile in the order they were played (gather=in-order, default) or shuffled
first (gather=shuffled). War is played for no stakes: nothing but cards changes hands.
"""
