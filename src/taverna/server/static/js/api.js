// HTTP calls of PROTOCOL.md and what the browser remembers (name, seat tokens per table code).
// @ts-check
import { currentLang, lastWins } from "./i18n.js";

/**
 * An answer the server refused: its message, the HTTP status, and the form control it is about.
 * @typedef {Error & { status: number, field: string | null }} ApiError
 */

/**
 * A call of the server's API (docs/protocol.md): the answer's JSON, or an {@link ApiError}.
 * @param {string} method
 * @param {string} path
 * @param {any} [body]
 * @returns {Promise<any>}
 */
export async function api(method, path, body) {
  /** @type {{ method: string, headers: Record<string, string>, body?: string }} */
  // the page's language: the server says a refusal in it (?lang= where a call names one, else this header)
  const init = { method, headers: { "Accept-Language": currentLang() } };
  const player = playerKeyOf(); // (players) seats at tables are taken as this browser's player
  if (method === "POST" && (path.startsWith("/api/tables") || path === "/api/play-now") && player && body && typeof body === "object" && !("player" in body))
    body = { ...body, player };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let r;
  try {
    r = await fetch(path, init);
  } catch (e) {
    throw new Error(`cannot reach the server (${e.message})`);
  }
  let data = null;
  try {
    data = await r.json();
  } catch {
    data = null;
  }
  if (!r.ok) {
    const err = /** @type {ApiError} */ (new Error((data && data.error) || `HTTP ${r.status}`));
    err.status = r.status;
    err.field = (data && data.field) || null; // the form control the error is about, when the server says
    throw err;
  }
  return data;
}

function playerKeyOf() {
  try {
    const me = JSON.parse(localStorage.getItem("taverna.player") || "null");
    return me && me.key ? me.key : null;
  } catch {
    return null;
  }
}

export function savedName() {
  return localStorage.getItem("taverna.name") || "";
}

/** @param {string} name */
export function saveName(name) {
  localStorage.setItem("taverna.name", name);
}

export function savedSeats() {
  return seats();
}

/** @param {string} code */
export function forgetSeat(code) {
  const all = seats();
  delete all[code];
  localStorage.setItem("taverna.seats", JSON.stringify(all));
}

function seats() {
  try {
    return JSON.parse(localStorage.getItem("taverna.seats") || "{}") || {};
  } catch {
    return {};
  }
}

// {token, seat} for a table code, or null.
/**
 * @param {string} code
 * @returns {{ seat: string, token: string, saved?: number } | null}
 */
export function seatFor(code) {
  return seats()[code] || null;
}

/**
 * @param {string} code
 * @param {string | null} seat null where the seat's name is not known yet
 * @param {string} token
 */
export function saveSeat(code, seat, token) {
  const all = seats();
  all[code] = { seat, token, saved: Date.now() };
  // keep the 50 most recent
  const keep = Object.entries(all).sort((a, b) => (b[1].saved || 0) - (a[1].saved || 0)).slice(0, 50);
  localStorage.setItem("taverna.seats", JSON.stringify(Object.fromEntries(keep)));
}

// "ABC234", "/t/ABC234", "https://host/t/ABC234?x" -> "ABC234"; null if no code is there.
/**
 * @param {unknown} text
 * @returns {string | null}
 */
export function parseCode(text) {
  const s = String(text || "").trim();
  const m = s.match(/\/t\/([A-Za-z0-9]{4,12})/) || s.match(/^([A-Za-z0-9]{4,12})$/);
  return m ? m[1] : null;
}

/**
 * The page's element with this id, typed as the kind of element it is where the caller says so
 * (`byId("name", HTMLInputElement).value`); the kind is for the type check only.  Typed as there: where an
 * element may be missing, compare the answer with null (new code: `document.getElementById`, typed `| null`).
 * @overload
 * @param {string} id
 * @returns {HTMLElement}
 */
/**
 * The page's element with this id, as the kind of element the caller names.
 * @template {HTMLElement} T
 * @overload
 * @param {string} id
 * @param {{ new (): T, prototype: T }} kind
 * @returns {T}
 */
/**
 * @param {string} id
 * @param {unknown} [_kind]
 * @returns {HTMLElement}
 */
export function byId(id, _kind) {
  return /** @type {HTMLElement} */ (document.getElementById(id));
}

/**
 * A new element: ``attrs`` are its attributes, with ``class``, ``text``, ``html``, ``style``, ``dataset`` and
 * ``on<event>`` handlers; ``children`` (nested arrays flattened, null and false left out) are appended.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any>} [attrs]
 * @param {...any} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k === "html") e.innerHTML = v;
    else if (k === "style") e.style.cssText = v; // through the CSSOM: the CSP refuses style attributes
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(e.dataset, v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

// The games' and rule sets' names in a language (GET /api/games?lang=), asked once per language; and a game
// with its rule set as people name it: the rule set's title where the game has several (it names the game
// too: "Cucù as played at Campli"), else the game's title; the ids where the server did not say.
/** @type {Record<string, Promise<Record<string, any>>>} */
const gameTitles = {};
/**
 * @param {string} lang
 * @returns {Promise<Record<string, any>>} the games by id (GET /api/games)
 */
export async function loadGameTitles(lang) {
  if (!gameTitles[lang]) {
    gameTitles[lang] = api("GET", `/api/games?lang=${encodeURIComponent(lang)}`)
      .then((info) => Object.fromEntries(info.games.map((/** @type {{ id: string }} */ g) => [g.id, g])))
      .catch(() => {
        delete gameTitles[lang];
        return {};
      });
  }
  return gameTitles[lang];
}

// The games' and rule sets' names in the page's language, for a page that shows them (the replay, tournaments and
// players' pages): `load()` asks for those of the page's language (the last asked for wins, i18n.js lastWins; false
// where a later question overtook it), `shown()` gives them, or null while only another language's are here (the
// page shows the ids meanwhile, never a language it has left).
export function pageTitles() {
  const ask = lastWins();
  /** @type {Record<string, any>} */
  let titles = {};
  let titlesLang = "";
  return {
    async load() {
      const got = await ask((lang) => loadGameTitles(lang));
      if (!got) return false;
      titles = got.answer;
      titlesLang = currentLang();
      return true;
    },
    /** @returns {Record<string, any> | null} */
    shown: () => (titlesLang === currentLang() ? titles : null),
  };
}

// A game's and its rule set's choices (two selects), named in the page's language (`names`: pageTitles().shown()),
// the choices made kept when they are filled again (on a language switch); `fill()` fills both.
/**
 * @param {HTMLSelectElement} gameBox
 * @param {HTMLSelectElement} rulesBox
 * @param {{ id: string, rule_sets?: Record<string, unknown> }[]} games the games and their rule sets (GET /api/games)
 * @param {() => Record<string, any> | null} names
 */
export function gameChoices(gameBox, rulesBox, games, names) {
  const fillGames = () => {
    const titles = names() || {};
    const was = gameBox.value;
    gameBox.replaceChildren(...games.map((g) => el("option", { value: g.id, text: titles[g.id]?.title || g.id })));
    if (was) gameBox.value = was;
  };
  const fillRules = () => {
    const g = games.find((x) => x.id === gameBox.value) || games[0];
    const sets = (names() || {})[g.id]?.rule_sets || {};
    const was = rulesBox.value;
    rulesBox.replaceChildren(...Object.keys(g.rule_sets || {}).map((r) => el("option", { value: r, text: sets[r]?.title || r })));
    if (was in (g.rule_sets || {})) rulesBox.value = was;
  };
  return { fillGames, fillRules, fill: () => (fillGames(), fillRules()) };
}

/**
 * @param {Record<string, any> | null | undefined} titles the games by id (loadGameTitles)
 * @param {string} g
 * @param {string | null | undefined} [rules]
 * @returns {string}
 */
export function gameName(titles, g, rules) {
  const info = titles && titles[g];
  const sets = (info && info.rule_sets) || {};
  if (info && rules && sets[rules] && Object.keys(sets).length > 1) return sets[rules].title || rules;
  if (info) return info.title || g;
  return rules ? `${g} · ${rules}` : g;
}
