"""The trick games' strong bot: deals drawn from the seat's view, each solved double dummy.

* :mod:`widow.bots.tricks.kernel`: the compiled alpha-beta over tricks on bit masks;
* :mod:`widow.bots.tricks.solver`: a trick table coded for the kernel, every legal card valued
  exactly; and a plain max-n solver on the table itself, for rules the kernel does not know;
* :mod:`widow.bots.tricks.bot`: the ``search`` bot of Whist, Bid Whist, Preference and Bourre.
"""
