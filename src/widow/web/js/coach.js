// The coach at the table: a button that asks for the search's estimate of each move open now,
// and the answer as a list of moves, best first, each one click from being played. At a table
// with other people the hints open only once every person has agreed, so nobody gets help the
// others lack; the server checks that too.

import { h } from "./api.js";
import { say, t } from "./i18n.js";

// The panel for the seat to act: ``hints`` is the state message's ``hints`` entry, ``answer``
// the latest ``hint`` message (shown only while it is for the current version).
export function coachPanel({ hints, seat, version, answer, asking, onAsk, onAllow, onPlay }) {
  if (!hints) return null;
  const box = h("div", { class: "coach", "aria-live": "polite" });
  if (!hints.open) {
    const agreed = (hints.agreed || []).includes(seat);
    box.append(
      h("button", { class: "link", id: "allow-hints", disabled: agreed, onclick: onAllow },
        agreed ? t("you agreed to hints") : t("allow hints for everyone")),
      h("span", { class: "muted small" }, " ", t("Hints open once every player at the table agrees.")),
    );
    return box;
  }
  box.append(h("button", { class: "action", id: "hint", disabled: asking, onclick: onAsk },
    asking ? t("thinking…") : t("hint")));
  if (answer && answer.version === version && answer.moves.length) {
    const list = h("ol", { class: "coach-moves" });
    for (const move of answer.moves.slice(0, 8)) {
      list.append(h("li", {},
        h("button", { class: "link", "data-action": move.action, onclick: () => onPlay(move.action) }, say(move.action)),
        " ", h("span", { class: "coach-value" }, worth(move)),
        " ", h("span", { class: "muted small" }, say(move.reason))));
    }
    box.append(list);
  }
  return box;
}

// The units an estimate comes in, as the catalogue says them.
function unitWord(unit) {
  return { chips: t("chips"), points: t("points"), tricks: t("tricks") }[unit] || unit;
}

function worth(move) {
  if (move.unit === "win chance") return t("{percent}% win chance", { percent: Math.round(move.value * 100) });
  const sign = move.value >= 0 ? "+" : "";
  return t("{value} {unit}", { value: `${sign}${move.value.toFixed(2)}`, unit: unitWord(move.unit) });
}
