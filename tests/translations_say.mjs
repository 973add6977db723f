// Says engine lines in Spanish with the page's i18n.js, for tests/test_translations.py: the
// browser's reading of a line must be the terminal's. Arguments: the catalogue JSON (as
// /api/messages/es serves it), the lines ([text, viewer] pairs, JSON), the module's path.
import { readFileSync } from "node:fs";

const data = JSON.parse(readFileSync(process.argv[2], "utf8"));
const lines = JSON.parse(readFileSync(process.argv[3], "utf8"));
globalThis.localStorage = { getItem: () => null, setItem: () => {} };
Object.defineProperty(globalThis, "navigator", {
  value: { languages: ["es-MX", "en"] },
  configurable: true,
});
globalThis.fetch = async () => ({ ok: true, json: async () => data });
const { say, lang } = await import(process.argv[4]);
console.log(JSON.stringify({ lang, said: lines.map(([line, viewer]) => say(line, { viewer })) }));
