// The replay page: steps through any record, every card face up.

import { api } from "./api.js";
import { drawFelt, drawLog } from "./render.js";

let frames = [];

function show(i) {
  const step = Math.max(0, Math.min(frames.length - 1, i));
  document.getElementById("step").value = step;
  const frame = frames[step];
  const what = frame.action ? `seat ${frame.action.seat}: ${frame.action.action}` : "the start";
  document.getElementById("where").textContent = `step ${step} of ${frames.length - 1} · ${what}`;
  document.getElementById("felt-box").replaceChildren(drawFelt(frame.table));
  const log = document.getElementById("log");
  log.replaceChildren(drawLog(frame.table.log.slice(-30)));
  log.firstChild.scrollTop = log.firstChild.scrollHeight;
}

async function load(record) {
  const error = document.getElementById("error");
  error.textContent = "";
  try {
    frames = (await api("/api/replay", record)).frames;
  } catch (e) {
    error.textContent = e.message;
    return;
  }
  const slider = document.getElementById("step");
  slider.max = frames.length - 1;
  document.getElementById("viewer").hidden = false;
  show(0);
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    document.getElementById("error").textContent = "That is not valid JSON.";
    return null;
  }
}

document.getElementById("show").addEventListener("click", () => {
  const record = parse(document.getElementById("paste").value);
  if (record) load(record);
});
document.getElementById("file").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (!file) return;
  const record = parse(await file.text());
  if (record) load(record);
});
const current = () => Number(document.getElementById("step").value);
document.getElementById("step").addEventListener("input", () => show(current()));
document.getElementById("first").addEventListener("click", () => show(0));
document.getElementById("prev").addEventListener("click", () => show(current() - 1));
document.getElementById("next").addEventListener("click", () => show(current() + 1));
document.getElementById("last").addEventListener("click", () => show(frames.length - 1));
document.addEventListener("keydown", (event) => {
  if (!frames.length || event.target.tagName === "TEXTAREA") return;
  if (event.key === "ArrowRight") show(current() + 1);
  if (event.key === "ArrowLeft") show(current() - 1);
});

const table = new URLSearchParams(location.search).get("table");
if (table) {
  fetch(`/api/tables/${encodeURIComponent(table)}/record`).then(async (r) => {
    const data = await r.json();
    if (r.ok) load(data);
    else document.getElementById("error").textContent = data.error;
  });
}
