"""Paiute's table description: hands, the up-card, the stock, the discard pile, the pot and the
calls, and the events as sentences.

>>> log_line({"type": "drew", "seat": 1, "card": "??"})
'seat 1 draws from the stock'
>>> log_line({"type": "took", "seat": 2, "card": "Kd"})
'seat 2 takes Kd from the discard pile'
"""

from __future__ import annotations

from typing import Any

from widow.cards import Card, Rank
from widow.engine.actions import Action
from widow.engine.core import LogEntry
from widow.engine.events import Event
from widow.engine.table import chip_seat_rows, counter, hand_zone, result_block, zone
from widow.families.banking.log import SHARED_SENTENCES, Data, Sentence, in_words, who
from widow.families.banking.state import BankingState
from widow.i18n import N_

# Every sentence is a message id of the catalogue (N_), filled in English here (widow.i18n).


def _called(e: Data) -> str:
    calls = N_("{seat} calls with {cards}: {value}")
    if e["discarded"]:
        calls = N_("{seat} calls with {cards}: {value}, discarding {card}")
    return calls.format(
        seat=who(e), cards=" ".join(e["cards"]), value=e["value"], card=e["discarded"]
    )


def _showdown(e: Data) -> str:
    calls = "; ".join(
        N_("{seat}: {value}").format(seat=N_("seat {seat}").format(seat=s), value=value)
        for s, _, value in e["hands"]
    )
    return N_("the calls: {calls}").format(calls=calls)


_LINES: dict[str, Sentence] = {
    **SHARED_SENTENCES,
    "anted": lambda e: N_("everyone antes {amount}; the pot holds {pool}").format(
        amount=e["amount"], pool=e["pool"]
    ),
    "dealt": lambda e: N_("deal {deal}: {seat} deals five cards each").format(
        deal=e["deal"], seat=who(e)
    ),
    "up-card-turned": lambda e: N_(
        "the up-card is {card}: {top.plural} are wild; {discard} starts the discard pile"
    ).format(card=e["up_card"], top=Rank.parse(e["wild_rank"]), discard=e["discard"]),
    "called": _called,
    "restocked": lambda e: N_(
        "the stock ran out: the discards but {kept} are shuffled into a new stock of {count}"
    ).format(kept=e["kept"], count=e["count"]),
    "dead-deal": lambda e: N_(
        "nobody called in {rounds} rounds: the deal is dead, the pot of {pot} stays"
    ).format(rounds=e["rounds"], pot=e["pot"]),
    "showdown": _showdown,
    "pool-won": lambda e: N_("{seat} wins {amount} from the pot").format(
        seat=who(e), amount=e["amount"]
    ),
    "pot-shared": lambda e: N_("the pot nobody won is shared, {each} each").format(each=e["each"]),
}


def log_line(event: Data) -> str:
    """One event (as its viewer receives it) in words."""
    return in_words(_LINES, event)


class PaiuteTable(BankingState):
    """The table-description hooks of a Paiute state (the rules live in the subclass)."""

    hands: list[list[Card]]
    pile: list[Card]
    stock: list[Card]
    up_card: Card
    dealer: int
    deal_no: int
    round_no: int
    step: str
    seat: int
    called: list[bool]
    calls: list[tuple[int, int, str]]
    wins: list[int]
    last_showdown: dict[str, Any] | None
    events: list[Event]

    @property
    def wild_rank(self) -> str:
        raise NotImplementedError

    def shown_hand(self, seat: int, viewer: int | None) -> list[str]:
        raise NotImplementedError

    def _phase_label(self) -> str:
        if self.over:
            return N_("the match is over")
        if self.step == "draw":
            doing = N_("deal {deal}, round {n}: {seat} draws")
            if self.calls:
                doing = N_("deal {deal}, round {n}: {seat} draws, last turns after a call")
        else:
            doing = N_("deal {deal}, round {n}: {seat} discards or calls")
            if self.calls:
                doing = N_(
                    "deal {deal}, round {n}: {seat} discards or calls, last turns after a call"
                )
        return doing.format(deal=self.deal_no, n=self.round_no, seat=f"seat {self.seat}")

    def _table_seats(self, viewer: int | None) -> list[dict[str, Any]]:
        seats = range(self.game.players)
        return chip_seat_rows(
            self.dealer,
            [
                N_("over") if self.over else (N_("called") if self.called[s] else N_("in"))
                for s in seats
            ],
            self.chips,
            [counter("wins", self.wins[s], N_("deals won")) for s in seats],
        )

    def _table_zones(self, viewer: int | None) -> list[dict[str, Any]]:
        hands = [
            hand_zone(s, viewer, self.shown_hand(s, viewer), selectable=s == viewer)
            for s in range(self.game.players)
        ]
        return [
            *hands,
            zone("up-card", N_("up-card (its rank is wild)"), [self.up_card], kind="board"),
            zone("stock", N_("stock"), [], kind="stock", count=len(self.stock), layout="stack"),
            zone("discards", N_("discard pile (top last)"), self.pile, kind="discard"),
        ]

    def _table_counters(self, viewer: int | None) -> list[dict[str, Any]]:
        out = [
            counter("pot", self.pool),
            counter("deal", self.deal_no),
            counter("round", self.round_no, N_("round")),
            counter("wild_rank", self.wild_rank),
        ]
        if self.calls:
            best = max(self.calls, key=lambda c: c[1])
            best_call = N_("{seat}: {value}").format(seat=f"seat {best[0]}", value=best[2])
            out.append(counter("best_call", best_call, N_("call to beat")))
        return out

    def _action_label(self, action: Action) -> str:
        text = str(action)
        labels = {
            "draw": N_("Draw from the stock"),
            "take": N_("Take the top discard"),
            "call": N_("Call with all six cards"),
        }
        if text in labels:
            return labels[text]
        if text.startswith("call discard "):
            return N_("Call, discarding {card}").format(card=text.split()[-1])
        return N_("Discard {card}").format(card=text.split()[-1])

    def _table_log(self, viewer: int | None) -> list[LogEntry]:
        return self._log_entries(
            self.events, lambda e: log_line(e.to_dict() if viewer is None else e.for_seat(viewer))
        )

    def _table_result(self, viewer: int | None) -> dict[str, Any] | None:
        shown = self.last_showdown
        if not self.over and shown is None:
            return None
        lines = []
        if shown is not None:
            lines += [
                N_("deal {deal}: {seat} called {value}").format(
                    deal=shown["deal"], seat=f"seat {h['seat']}", value=h["value"]
                )
                for h in shown["hands"]
            ]
            if shown["winners"]:
                won = ", ".join(f"seat {s}" for s in shown["winners"])
                lines.append(N_("won by {seats}").format(seats=won))
            else:
                lines.append(
                    N_("deal {deal}: nobody called, the pot stays").format(deal=shown["deal"])
                )
        if self.over:
            lines += [
                N_("{seat}: placing {placing}, chips {n} ({money})").format(
                    seat=f"seat {s['seat']}",
                    placing=s["placing"],
                    n=s["chips"],
                    money=f"{s['money']:+d}",
                )
                for s in self.outcome()["seats"]
            ]
        return result_block(lines, over=self.over)
