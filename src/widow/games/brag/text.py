"""The rules of Brag in words, as ``widow rules brag`` prints them."""

BRAG_RULES = """\
BRAG  (brag; 4 to 8 players, 2 or 3 with few_players=true; 52 cards)

Aim: win chips by holding the best three-card hand among those still in at the end, or by
betting until everyone else gives up.

Hands, best first: prial (three of a rank: 3-3-3 is the best, then A-A-A, K-K-K ... 2-2-2),
running flush (three in sequence in one suit), run (three in sequence), flush (three of one
suit), pair (then the odd card decides), high card. A run beats a flush. Ties between runs go by
the top card, between flushes and high cards card by card from the top. A-2-3 is the best run
(option a23=low: the lowest). threes_high=false makes A-A-A the best prial.

A hand: everyone antes (option ante, default 1) and is dealt three cards face down. Nobody has
looked yet: every player starts blind. The player left of the dealer acts first, then play goes
clockwise, round and round, until the hand is decided. On your turn:
  look      stop playing blind and see your cards (then act on as an open player)
  fold      give up; your cards go unseen under the stock
  bet N     put N chips in. The first bet of a hand is from min_bet to max_bet (default 1 to
            10). After that the stake is what the last player put in, counted as an open
            player's bet: you must put in at least the stake, and may raise it by up to
            raise_limit (default 10), or by up to the pot with betting=pot-limit.
  see       call for the showdown (see below)
  cover     only when you cannot put in the minimum: stake the chips you have left and lay
            your cards on the pot (option cover, default true)
Blind play: a blind player's chips count double. It puts in half the stake (rounded up) to stay
in, and after a blind bet of N the others face a stake of 2N. Paying just the minimum leaves the
stake as it was.

Seeing (procedure=brag, the default): once only two players are left betting, either may see
the other by paying twice its minimum. The seen player shows; if the seer's hand is better it
shows and wins, otherwise the seen player wins and the seer's cards stay hidden. A tie loses for
the seer. "You can't see a blind man": an open player may not see a blind one (it must bet on
or fold); a blind player may see anyone. If everyone else folds, the last player takes the pot
unseen.
  procedure=two-down: the same, but a see costs just the minimum (the older vying procedure).
  procedure=all-round: anyone may see by matching the stake; when everyone still in has matched
  the last raise, all show and the best hand wins (ties split).

Covering the pot: the covering player stops betting and keeps a claim to the pot as it stood.
The others bet on into a side pot, which is decided first; then the winner's hand is compared
with the covering hand (the latest cover first if there were several), and the better takes the
covered pot. A covering hand loses a tie (all-round: the tie splits). Odd chips go to the first
winner from the dealer's left.

Between hands the pack is not shuffled: the folded hands went under the stock as they were
folded, the other hands follow them in order of play, and the next hand is dealt from the top.
The pack is shuffled only after a pot was won by a prial that was shown (shuffle=every-hand:
before every hand).

Table stakes: each player buys in for `stack` chips (default 100). The match lasts `hands` hands
(default 10) or until one player holds every chip; the deal moves left each hand, seat 0 deals
first, and players without chips leave.

Options: procedure (brag, two-down, all-round), betting (limit, pot-limit), ante, min_bet,
max_bet, raise_limit, blind (true: players may play blind; false: everyone looks at once), cover,
shuffle (prial, every-hand), a23 (top, low), threes_high, few_players, stack, hands.
"""
