"""Rate limits: a token bucket per connection (and per client address for the HTTP forms).

>>> bucket = TokenBucket(rate=1.0, burst=2, now=0.0)
>>> [bucket.take(now=0.0) for _ in range(3)]
[True, True, False]
>>> bucket.take(now=1.0)
True
"""

from __future__ import annotations

import time

__all__ = ["TokenBucket"]


class TokenBucket:
    """Allows ``burst`` events at once and ``rate`` per second after that."""

    __slots__ = ("burst", "rate", "refused", "tokens", "updated")

    def __init__(self, *, rate: float, burst: int, now: float | None = None) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.updated = time.monotonic() if now is None else now
        #: Refusals since the last allowed event: a client that keeps flooding gets cut off.
        self.refused = 0

    def take(self, *, now: float | None = None) -> bool:
        """Spend one token if there is one; False (and count a refusal) otherwise."""
        now = time.monotonic() if now is None else now
        self.tokens = min(self.burst, self.tokens + (now - self.updated) * self.rate)
        self.updated = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            self.refused = 0
            return True
        self.refused += 1
        return False
