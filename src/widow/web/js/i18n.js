// The page's language and its message catalogue.
//
// Every visible string of the web pages goes through `t("English text", {name: value})`, so that
// `pybabel extract` (keywords `t` and `tn`) finds it and the same gettext catalogue that serves the
// terminal serves the browser. The server turns the compiled catalogue of a language into JSON at
// `/api/messages/{lang}`; this module loads it once, before any module that imports it runs (a
// top-level await), so `t` can stay synchronous everywhere.
//
// The language is, in order: the one chosen with the switch on the page (kept in local storage),
// the first of the browser's `navigator.languages` that the project speaks, else English. A message
// missing from the catalogue falls back to its English text, never to nothing.
//
// The server sends the engine's words (log lines, phase, zone and counter labels, hand values) in
// English, the same for every reader, as records keep them. `say(line)` reads such a line back
// against the catalogue's message ids (it recovers the id and its values) and says it in the page's
// language, exactly as the terminal does (widow.i18n.Translator.sentence).

/** The languages the project speaks, with their names as their speakers write them. */
export const LANGUAGES = { en: "English", es: "Español" };

const STORAGE_KEY = "widow.lang";

function supported(tag) {
  if (!tag) return null;
  const base = String(tag).toLowerCase().split(/[-_.]/)[0];
  return Object.hasOwn(LANGUAGES, base) ? base : null;
}

function chosenLanguage() {
  let saved = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be refused (private windows); the browser's languages still apply.
  }
  if (supported(saved)) return supported(saved);
  const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (const tag of wanted) {
    const lang = supported(tag);
    if (lang) return lang;
  }
  return "en";
}

/** The page's language code ("en", "es"). */
export const lang = chosenLanguage();

let messages = {};
let plurals = {};
let sentences = {};

async function loadCatalogue(code) {
  if (code === "en") return;
  try {
    const response = await fetch(`/api/messages/${code}`);
    if (!response.ok) return;
    const data = await response.json();
    messages = data.messages || {};
    plurals = data.plurals || {};
    sentences = data.sentences || {};
  } catch {
    // No catalogue (offline, old server): the page stays readable in English.
  }
}

await loadCatalogue(lang);

function fill(text, values) {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole);
}

/** The text in the page's language, with `{name}` placeholders filled from `values`. */
export function t(text, values = undefined) {
  const found = messages[text];
  return fill(found ? found : text, values);
}

/**
 * The singular or plural sentence for a count `n`, translated; `n` is also offered to the
 * sentence as `{n}`. English and Spanish both use the singular for exactly one.
 */
export function tn(singular, plural, n, values = undefined) {
  const forms = plurals[singular];
  const index = n === 1 ? 0 : 1;
  const text = forms && forms[index] ? forms[index] : (index === 0 ? singular : plural);
  return fill(text, { n, ...(values || {}) });
}

/** Choose a language for this browser and reload the page in it. */
export function setLang(code) {
  const chosen = supported(code) || "en";
  try {
    localStorage.setItem(STORAGE_KEY, chosen);
  } catch {
    // Without storage the choice cannot outlive this page; reloading would lose it, so stop here.
    return;
  }
  location.reload();
}

/** A small <select> that switches the page's language; put it in the top bar of every page. */
export function languageSwitch() {
  const select = document.createElement("select");
  select.className = "lang-switch";
  select.setAttribute("aria-label", t("Language"));
  for (const [code, name] of Object.entries(LANGUAGES)) {
    const option = document.createElement("option");
    option.value = code;
    option.textContent = name;
    if (code === lang) option.selected = true;
    select.append(option);
  }
  select.addEventListener("change", () => setLang(select.value));
  return select;
}

// --- the engine's English lines, read back and said in the page's language ----------------------

const SEAT_ID = "seat {seat}";
const PLACEHOLDER = /\{(\w+(?:\.\w+)?)\}/g;
/** What some placeholders hold (as in widow/i18n.py): card texts, counts, amounts. */
const SHAPES = {
  cards: "\\S\\S(?: \\S\\S)*",
  card: "\\S\\S",
  n: "-?\\d+",
  signed: "[+-]?\\d+",
  given: "'.*?'|\".*?\"|<.*?>|\\[.*?\\]|\\S+",
  deal: "\\d+",
  count: "\\d+",
  amount: "-?\\d+(?: chips?)?",
  seat: "seat \\d+|the table",
  who: "seat \\d+|the table",
  other: "seat \\d+",
  owner: "seat \\d+",
  seats: "seat \\d+(?:, seat \\d+)*",
};
/** Placeholders whose values are said as they are (as in widow/i18n.py): what a user typed,
 * the names a command accepts, the name of a game, a system or a verb, a move given as an
 * example of the notation, a file's path, what the system reports about it. */
const VERBATIM = new Set(["given", "valid", "path", "detail", "which", "example"]);
const ENGLISH_WORD = /\b[a-z]{3,}\b/;
/** Whether `text` came back untranslated though it holds English words (a quoted move is the
 * game's notation, not English). */
function leftEnglish(said, text) {
  const quoted = text.length > 1 && text[0] === text[text.length - 1] && `'"`.includes(text[0]);
  // A message of the catalogue that reads the same in both languages ("ante") is translated.
  const known = Object.hasOwn(messages, text.trim()) || Object.hasOwn(sentences, text.trim());
  return said === text && !quoted && !known && ENGLISH_WORD.test(text);
}
const MAX_DEPTH = 6;
const MAX_TRIES = 8;

const group = (name) => name.replace(".", "__");
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(msgid) {
  const parts = msgid.split(/\{(\w+(?:\.\w+)?)\}/);
  const literals = parts.filter((_, i) => i % 2 === 0);
  const names = parts.filter((_, i) => i % 2 === 1);
  if (!names.length) return null;
  if (!literals.join("").trim() && !names.some((n) => Object.hasOwn(SHAPES, n))) return null;
  let pattern = "";
  const seen = new Set();
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      pattern += escapeRegExp(part);
      return;
    }
    const key = group(part);
    const shape = msgid === SEAT_ID ? "\\d+" : (SHAPES[part] || "[\\s\\S]+?");
    pattern += seen.has(key) ? `\\k<${key}>` : `(?<${key}>${shape})`;
    seen.add(key);
  });
  return new RegExp(`^${pattern}$`);
}

const literalLength = (msgid) => msgid.replace(PLACEHOLDER, "").length;
/** The longest stretch of a message id between its placeholders. */
const longestLiteral = (msgid) =>
  msgid.split(/\{\w+(?:\.\w+)?\}/).reduce((a, b) => (b.length > a.length ? b : a), "");

const templates = Object.entries(sentences)
  .sort(([a], [b]) => (a !== SEAT_ID) - (b !== SEAT_ID) || literalLength(b) - literalLength(a)
    || (a < b ? -1 : a > b ? 1 : 0))
  .map(([msgid, said]) => [compile(msgid), msgid, said, longestLiteral(msgid)])
  .filter(([pattern]) => pattern !== null);

/** `text` cut at every `joint` outside parentheses (as `_split` in widow/i18n.py): a hand's
 * value in parentheses stays whole; text whose parentheses do not pair up is cut everywhere. */
function split(text, joint) {
  const parts = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === "(") depth += 1;
    else if (char === ")") {
      depth -= 1;
      if (depth < 0) return text.split(joint);
    } else if (depth === 0 && text.startsWith(joint, i)) {
      parts.push(text.slice(start, i));
      i += joint.length;
      start = i;
      continue;
    }
    i += 1;
  }
  if (depth) return text.split(joint);
  parts.push(text.slice(start));
  return parts;
}

function fillSaid(text, values) {
  return text.replace(PLACEHOLDER, (whole, name) =>
    Object.hasOwn(values, group(name)) ? values[group(name)] : whole);
}

function sentence(text, options, depth) {
  if (!text.trim() || depth > MAX_DEPTH) return text;
  const lead = text.slice(0, text.length - text.trimStart().length);
  const trail = text.slice(text.trimEnd().length);
  const core = text.trim();
  if (Object.hasOwn(messages, core)) return lead + messages[core] + trail;
  const again = (part) => sentence(part, options, depth + 1);
  if (core.includes("; ")) {
    const parts = split(core, "; ");
    const said = parts.map(again);
    if (!said.some((s, i) => leftEnglish(s, parts[i]))) return lead + said.join("; ") + trail;
  }
  let tried = 0;
  for (const [pattern, msgid, said, literal] of templates) {
    // A line holds every literal word of an id it fits: a quick test first.
    if (!core.includes(literal)) continue;
    const match = pattern.exec(core);
    if (!match) continue;
    const groups = match.groups || {};
    if (msgid === SEAT_ID) {
      const seat = Number(groups.seat);
      if (options.name) return lead + options.name(seat) + trail;
      if (seat === options.viewer) return lead + t("you") + trail;
    }
    const values = {};
    let left = 0;
    for (const [key, value] of Object.entries(groups)) {
      if (VERBATIM.has(key)) {
        values[key] = value;
        continue;
      }
      values[key] = again(value);
      if (leftEnglish(values[key], value)) left += 1;
    }
    // The first, most specific id whose every value reads in this language.
    if (left === 0) return lead + fillSaid(said, values) + trail;
    tried += 1;
    if (tried >= MAX_TRIES) break;
  }
  // Clause by clause, when each then reads in this language; else the line as written: half a
  // sentence translated reads worse than none.
  for (const joint of ["; ", ": ", ", "]) {
    if (!core.includes(joint)) continue;
    const parts = split(core, joint);
    const said = parts.map(again);
    if (said.some((s, i) => s !== parts[i]) && !said.some((s, i) => leftEnglish(s, parts[i]))) {
      return lead + said.join(joint) + trail;
    }
  }
  return text;
}

const said = new Map();

/**
 * An English line of the engine (a log line, a label, a hand's value) in the page's language.
 * `options.viewer` is the reader's seat, said as "you"; `options.name(seat)` names every seat
 * instead, when given. A line the catalogue does not account for comes back as it is.
 */
export function say(text, options = {}) {
  if (lang === "en" || text === null || text === undefined) return text;
  const line = String(text);
  const key = options.name ? null : `${options.viewer ?? ""}\u0000${line}`;
  if (key !== null && said.has(key)) return said.get(key);
  const result = sentence(line, options, 0);
  if (key !== null) {
    if (said.size > 5000) said.clear();
    said.set(key, result);
  }
  return result;
}

// --- the page itself ----------------------------------------------------------------------------

/** Translate the static text of the page: elements marked `data-i18n` (their text is the id),
 * and `data-i18n-placeholder`, `data-i18n-title`, `data-i18n-aria-label` attributes. */
export function translatePage(root = document) {
  for (const node of root.querySelectorAll("[data-i18n]")) {
    node.textContent = t(node.textContent.trim());
  }
  for (const attr of ["placeholder", "title", "aria-label"]) {
    for (const node of root.querySelectorAll(`[data-i18n-${attr}]`)) {
      node.setAttribute(attr, t(node.getAttribute(`data-i18n-${attr}`)));
    }
  }
}

if (typeof document !== "undefined") {
  document.documentElement.lang = lang;
  // Module scripts run once the page is parsed, so the top bar is there: every page that loads
  // this module gets the switch and its static text in the chosen language.
  translatePage();
  const bar = document.querySelector(".topbar");
  if (bar && !bar.querySelector(".lang-switch")) bar.append(languageSwitch());
}
