// Small helpers for the HTTP API and the seat tokens kept in this browser.

import { say, t } from "./i18n.js";

export async function api(path, body = undefined) {
  const init = body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  };
  const response = await fetch(path, init);
  const data = await response.json().catch(() => ({}));
  // The server words its refusals in English, from the catalogue's ids: said in the page's language.
  if (!response.ok) {
    throw new Error(data.error ? say(data.error) : t("request failed ({status})", { status: response.status }));
  }
  return data;
}

const KEY = (table) => `widow.seat.${table}`;

/** The seat and token this browser holds at a table, or null. */
export function savedSeat(table) {
  try {
    return JSON.parse(localStorage.getItem(KEY(table)) || "null");
  } catch {
    return null;
  }
}

export function saveSeat(table, seat, token, nickname) {
  localStorage.setItem(KEY(table), JSON.stringify({ seat, token, nickname }));
  localStorage.setItem("widow.nickname", nickname);
}

export function savedNickname() {
  return localStorage.getItem("widow.nickname") || "";
}

/** Create an element with attributes and children (text children are escaped by the DOM). */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k === "class") node.className = v;
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}
