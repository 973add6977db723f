"""The rules of Preference in words, as ``widow rules preference`` prints them."""

RULES = """\
PREFERENCE  (preference; 3 players, or 4 with the dealer sitting out; 32 cards, 7 to ace)

Aim: as declarer, take six of the ten tricks; as a defender who plays, take two.

Stakes and pot: everyone antes `ante` stakes (default 10, always a multiple of ten) into the
pot before the first deal. A stake is worth `stake` (default 1). The match goes on until the pot
is empty; if it still holds stakes after `max_deals` deals (default 40) it is shared equally,
odd stakes one each from the dealer's left.

Dealer: everyone cuts; the lowest card deals (sevens low, aces high), ties cut again. The deal
passes to the left. With four players the dealer sits the deal out.

Deal: from the dealer's left, three cards to each player, two face down to the talon, four
each, then three each: ten cards each.

Bidding, from the dealer's left. For the bidding only, suits rank hearts 4, diamonds 3,
clubs 2, spades 1.
  bid 1, bid 2 ...  take six tricks after taking the talon and naming a trump whose rank is at
                    least the number. The first number is 1; each one is one higher (no
                    skipping); 4 is the highest.
  bid game          take six tricks with a trump of your choice, without the talon.
  bid hearts        take six tricks with hearts trump, without the talon. Ends the bidding.
  pass              out of the bidding for this deal.
Once game is bid only game and hearts may follow. A player who has bid a number may later bid
only higher numbers (never game or hearts). The bidding ends when hearts is bid, when all but
one player have passed and that one has bid, or when nobody is left but players who passed or
bid game. If everyone passes the deal is thrown in (nobody pays) and the next player deals.

The declarer:
  number   takes the talon (seen by the declarer only), lays away two cards face down
           (`discard C C`), then names trump (`trump hearts`) of rank at least the bid.
  game     alone: names trump. Several game bidders each name the suit they want, from the
           dealer's left; the highest-ranking suit wins, a tie goes to the earlier player. The
           talon stays unseen.
  hearts   hearts are trump; the talon stays unseen.

Defenders: the player on the declarer's left, then the other, says `defend` (undertakes two
tricks) or `drop`. If both drop, the deal is settled as if the declarer took all ten tricks. If
only one defends, that player either plays `alone` (two-handed: the other's cards are set
aside) or says `invite`: the other defender (the guest) must play too, the inviter (the host)
collecting for both and answering alone for the pair's four tricks.

No aces: before leading to the first trick, a declarer with no ace in hand (nor among the
cards laid away) may say `no aces`: a bonus if the contract is made, a penalty if not.

Play: the declarer leads; the winner of a trick leads the next. The highest trump wins, else the
highest card of the suit led. You must:
  * follow suit if you can, with a card that beats the best card of the suit so far if you hold
    one (any card of the suit once the trick has been trumped);
  * unable to follow, trump if you can, over the best trump so far if you hold such a trump;
  * otherwise play any card.
When both defenders play and the declarer leads, the first defender able to beat the lead must
beat it with the lowest card that does.

Settlement of a deal:
  * the declarer takes 10 from the pot and pays each defender a stake per trick taken (the host
    is paid the guest's tricks too);
  * penalties into the pot: 20 from a declarer who took fewer than six; 10 from each defender
    who played and took fewer than two (with an invitation: 10 from the host if the two took
    fewer than four together);
  * bonuses, 10 from each of the two others (players who dropped out included): a made hearts
    contract, a made contract with all four aces in the declarer's hand, a made "no aces". A
    failed hearts contract or a failed "no aces" costs the declarer 10 to each of the two.

Options: ante (10), stake (1), max_deals (40).
"""
