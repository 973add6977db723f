// The replay page: steps through any record, every card face up. The server builds the frames a
// page at a time, so a long match loads as it is stepped through.

import { api } from "./api.js";
import { say, t } from "./i18n.js";
import { drawFelt, drawLog } from "./render.js";

const PAGE = 50;
let record = null;
let frames = []; // frames[i] once its page has come
let total = 0; // how many frames the record makes
let wanted = 0; // the step last asked for: a page that arrives late draws only that
const pending = new Map(); // page start -> its request

function fetchPage(start) {
  if (!pending.has(start)) {
    const request = api(`/api/replay?from=${start}&count=${PAGE}`, record).then((page) => {
      total = page.total;
      page.frames.forEach((frame, i) => { frames[page.from + i] = frame; });
      return page;
    }).finally(() => pending.delete(start));
    pending.set(start, request);
  }
  return pending.get(start);
}

async function show(i) {
  const step = Math.max(0, Math.min(total - 1, i));
  wanted = step;
  document.getElementById("step").value = step;
  if (!frames[step]) {
    document.getElementById("where").textContent = t("step {step} of {last} · loading…", { step, last: total - 1 });
    try {
      await fetchPage(Math.floor(step / PAGE) * PAGE);
    } catch (e) {
      document.getElementById("error").textContent = e.message;
      return;
    }
    if (wanted !== step) return; // the person has moved on meanwhile
  }
  const frame = frames[step];
  const what = frame.action ? t("seat {n}: {action}", { n: frame.action.seat, action: frame.action.action }) : t("the start");
  document.getElementById("where").textContent = t("step {step} of {last} · {what}", { step, last: total - 1, what });
  document.getElementById("felt-box").replaceChildren(drawFelt(frame.table));
  const log = document.getElementById("log");
  log.replaceChildren(drawLog(frame.table.log.slice(-30)));
  log.firstChild.scrollTop = log.firstChild.scrollHeight;
  // The next page before it is needed, when stepping forward comes near it.
  const next = (Math.floor(step / PAGE) + 1) * PAGE;
  if (next < total && !frames[next] && next - step <= PAGE / 5) fetchPage(next).catch(() => {});
}

async function load(data) {
  const error = document.getElementById("error");
  error.textContent = "";
  record = data;
  frames = [];
  pending.clear();
  try {
    await fetchPage(0);
  } catch (e) {
    error.textContent = e.message;
    return;
  }
  const slider = document.getElementById("step");
  slider.max = total - 1;
  document.getElementById("viewer").hidden = false;
  show(0);
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    document.getElementById("error").textContent = t("That is not valid JSON.");
    return null;
  }
}

document.getElementById("show").addEventListener("click", () => {
  const data = parse(document.getElementById("paste").value);
  if (data) load(data);
});
document.getElementById("file").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (!file) return;
  const data = parse(await file.text());
  if (data) load(data);
});
const current = () => Number(document.getElementById("step").value);
document.getElementById("step").addEventListener("input", () => show(current()));
document.getElementById("first").addEventListener("click", () => show(0));
document.getElementById("prev").addEventListener("click", () => show(current() - 1));
document.getElementById("next").addEventListener("click", () => show(current() + 1));
document.getElementById("last").addEventListener("click", () => show(total - 1));
document.addEventListener("keydown", (event) => {
  if (!total || event.target.tagName === "TEXTAREA") return;
  if (event.key === "ArrowRight") show(current() + 1);
  if (event.key === "ArrowLeft") show(current() - 1);
});

// The step buttons in words: the arrow glyphs are missing from the fonts many systems have.
for (const [id, text] of [["first", t("« first")], ["prev", t("‹ back")], ["next", t("next ›")], ["last", t("last »")]]) {
  document.getElementById(id).textContent = text;
}

const table = new URLSearchParams(location.search).get("table");
if (table) {
  fetch(`/api/tables/${encodeURIComponent(table)}/record`).then(async (r) => {
    const data = await r.json();
    if (r.ok) load(data);
    else document.getElementById("error").textContent = say(data.error);
  });
}
