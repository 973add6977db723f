// The lobby: open tables, and the form that creates a table for any registered game.

import { api, h, saveSeat, savedNickname } from "./api.js";
import { lang, t, tn } from "./i18n.js";
import { seatName } from "./render.js";

let catalog = { games: [], bots: [] };

/** An option's name as a label ("races per bank"), said through the catalogue: the words it
 * holds in the page's language, else as the engine spells them. */
export function optionLabel(name) {
  return t(String(name).replace(/_/g, " "));
}

/** An option's value in words: no value, yes or no, or a choice's word, through the catalogue;
 * a number as it is. */
export function optionValue(value) {
  if (value === null || value === undefined) return t("none");
  if (value === true) return t("yes");
  if (value === false) return t("no");
  return typeof value === "string" ? t(value) : String(value);
}

/** The options of an open table, each as "label: value" in the page's language, with the
 * option's help (translated) as its tooltip. */
export function optionSummary(game, options) {
  const known = new Map(((catalog.games.find((g) => g.name === game) || {}).options || []).map((o) => [o.name, o]));
  const parts = [];
  for (const [name, value] of Object.entries(options || {})) {
    const help = (known.get(name) || {}).help;
    if (parts.length) parts.push(", ");
    parts.push(h("span", { class: "option-said", "data-option": name, title: help ? t(help) : null }, `${optionLabel(name)}: ${optionValue(value)}`));
  }
  return parts;
}

async function loadTables() {
  const box = document.getElementById("tables");
  try {
    const { tables } = await api("/api/tables");
    box.replaceChildren();
    if (!tables.length) {
      box.append(h("p", { class: "muted" }, t("No open table yet. Create one below.")));
      return;
    }
    const list = h("ul", { class: "table-list" });
    for (const table of tables) {
      const free = table.seats.filter((s) => !s.taken).length;
      list.append(h("li", { class: "table-item" },
        h("div", { class: "table-item-head" },
          h("strong", {}, table.title), " ",
          h("span", { class: "muted" }, tn("{players} players · {n} free seat", "{players} players · {n} free seats", free, { players: table.players }))),
        h("div", { class: "muted small table-options" }, optionSummary(table.game, table.options)),
        h("div", { class: "seat-chips" }, table.seats.map((s) =>
          h("span", { class: "chip" + (s.taken ? "" : " open") }, `${s.seat}: ${seatName(s)}`))),
        h("div", { class: "row-buttons" },
          free ? h("a", { class: "button primary", href: `/t/${table.id}` }, t("Join")) : null,
          h("a", { class: "button", href: `/t/${table.id}?watch=1` }, t("Watch")))));
    }
    box.append(list);
  } catch (error) {
    box.replaceChildren(h("p", { class: "error" }, error.message));
  }
}

function currentGame() {
  return catalog.games.find((g) => g.name === document.getElementById("game").value);
}

/**
 * The bots a seat may be given, strongest last among the three levels every game offers: easy
 * (plays at random), normal (the game's own rules of thumb) and strong (searches ahead: the
 * game's `search` bot where it has one, else `ismcts`); then any other bot of the game by name.
 */
export function botChoices(game) {
  const levels = [
    ["random", t("easy (plays at random)")],
    ["heuristic", t("normal (rules of thumb)")],
    [game.bots.includes("search") ? "search" : "ismcts", t("strong (searches ahead)")],
  ].filter(([b]) => game.bots.includes(b));
  const named = new Set(levels.map(([b]) => b));
  return [...levels, ...game.bots.filter((b) => !named.has(b)).map((b) => [b, t("{name} bot", { name: b })])];
}

function drawSeats() {
  const game = currentGame();
  const count = Number(document.getElementById("players").value) || 2;
  const box = document.getElementById("seats");
  const old = [...box.querySelectorAll("select")].map((s) => s.value);
  box.replaceChildren(h("legend", {}, t("Seats")));
  for (let i = 0; i < count; i++) {
    const kept = old[i] && (old[i] === "human" || game.bots.includes(old[i].slice(4))) ? old[i] : null;
    const choice = kept || (i < 2 ? "human" : `bot:${game.default_bot}`);
    const select = h("select", { id: `seat-${i}`, name: `seat-${i}` },
      h("option", { value: "human", selected: choice === "human" }, i === 0 ? t("you") : t("a person")),
      botChoices(game).map(([b, label]) => h("option", { value: `bot:${b}`, selected: choice === `bot:${b}` }, label)));
    box.append(h("div", { class: "field inline" }, h("label", { for: `seat-${i}` }, t("Seat {n}", { n: i })), select));
  }
}

function drawOptions() {
  const game = currentGame();
  const players = document.getElementById("players");
  players.min = game.min_players;
  players.max = game.max_players;
  if (Number(players.value) > game.max_players) players.value = game.max_players;
  if (Number(players.value) < game.min_players) players.value = game.min_players;
  const box = document.getElementById("options");
  box.replaceChildren(h("legend", {}, t("Options")),
    h("p", { class: "small" }, h("a", { id: "lobby-rules", href: `/api/games/${encodeURIComponent(game.name)}/rules?lang=${lang}`, target: "_blank" }, t("Read the rules of {title}", { title: game.title }))));
  for (const o of game.options) {
    const id = `opt-${o.name}`;
    let input;
    if (o.choices && o.choices.length) {
      // A fixed set of words: a list to choose from, the default first chosen.
      input = h("select", { id, "data-option": o.name, "data-type": o.type },
        o.optional ? h("option", { value: "", selected: o.default === null }, t("none")) : null,
        o.choices.map((c) => h("option", { value: c, selected: c === o.default }, optionValue(c))));
    } else if (o.type === "bool") {
      input = h("input", { id, type: "checkbox", checked: !!o.default, "data-option": o.name, "data-type": "bool" });
    } else {
      input = h("input", {
        id, type: o.type === "int" ? "number" : "text", value: o.default ?? "", step: o.type === "int" ? 1 : null,
        placeholder: o.optional ? t("none") : null, "data-option": o.name, "data-type": o.type,
      });
    }
    box.append(h("div", { class: "field" + (o.type === "bool" ? " check" : "") },
      h("label", { for: id }, optionLabel(o.name)), input,
      o.help ? h("small", { class: "help" }, t(o.help)) : null));
  }
  drawSeats();
}

/**
 * The options the person changed, as text the engine reads; an option left as it was is not
 * sent at all, so the game's own default applies. An emptied field of an option that may have
 * no value sends "none"; of any other option, it means the default.
 */
export function chosenOptions(game) {
  const options = {};
  for (const o of game.options) {
    const input = document.getElementById(`opt-${o.name}`);
    if (!input) continue;
    if (o.type === "bool") {
      if (input.checked !== !!o.default) options[o.name] = input.checked;
      continue;
    }
    const value = input.value.trim();
    const initial = o.default === null || o.default === undefined ? "" : String(o.default);
    if (value === initial) continue;
    if (value === "") {
      if (o.optional) options[o.name] = "none";
    } else {
      options[o.name] = value;
    }
  }
  return options;
}

async function create(event) {
  event.preventDefault();
  const error = document.getElementById("create-error");
  error.textContent = "";
  const nickname = document.getElementById("nickname").value.trim();
  if (!nickname) {
    error.textContent = t("Choose a nickname first.");
    return;
  }
  const options = chosenOptions(currentGame());
  const seats = [...document.querySelectorAll("#seats select")].map((s) =>
    s.value === "human" ? { kind: "human" } : { kind: "bot", bot: s.value.slice(4) });
  const timer = document.getElementById("timer").value.trim();
  try {
    const table = await api("/api/tables", {
      game: document.getElementById("game").value,
      players: Number(document.getElementById("players").value),
      options, seats, turn_timer: timer ? Number(timer) : null,
    });
    const seat = await api(`/api/tables/${table.id}/join`, { nickname, seat: 0 });
    saveSeat(table.id, seat.seat, seat.token, nickname);
    location.href = `/t/${table.id}`;
  } catch (e) {
    error.textContent = e.message;
  }
}

async function main() {
  catalog = await api("/api/games");
  const select = document.getElementById("game");
  for (const g of catalog.games) select.append(h("option", { value: g.name }, g.title));
  // Keep what the person may have typed while the catalog was loading.
  const nicknameInput = document.getElementById("nickname");
  if (!nicknameInput.value) nicknameInput.value = savedNickname();
  select.addEventListener("change", drawOptions);
  document.getElementById("players").addEventListener("change", drawSeats);
  document.getElementById("create").addEventListener("submit", create);
  drawOptions();
  loadTables();
  setInterval(loadTables, 5000);
}

main();
