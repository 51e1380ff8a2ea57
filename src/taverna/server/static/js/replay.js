// The replay viewer: /replay/{code} (a finished table) and /replay (a record file the user opens).
// The server replays the record with the engine (GET /api/tables/{code}/replay, POST /api/replay) and
// sends every step: the public view, every player's cards and the log lines in the page's language;
// this page only shows them, move by move, forwards and back (buttons, the slider, the arrow keys).
// @ts-check
import { api, byId, el, gameName, pageTitles } from "./api.js";
import { cardSvg } from "./cards.js";
import { amount, cardName, chain, counted, counterKey, currentLang, displayName, has, initialLang, isCard, languageSelect, lastWins, names, num, onLangChange, packOf, setCounterWords, setLang, t } from "./i18n.js";

const $ = byId;
const parts = location.pathname.split("/").filter(Boolean);
const code = parts[0] === "replay" && parts[1] ? decodeURIComponent(parts[1]) : null;
/**
 * A replay as the server gives it (GET /api/tables/{code}/replay, or a record sent back): each step's public view,
 * the action that made it and its lines.
 * @typedef {{ game: string, rules?: string | null,
 *   steps: { view: import("./board-kit.js").View, action?: any[], lines: string[], hands: Record<string, string[]> }[], [field: string]: any }} Replay
 */
/** @type {{ data: Replay | null, step: number, record: any, lang: string }} */
const R = { data: null, step: 0, record: null, lang: "" }; // R.record: the opened file, sent again for a new language
// (R.lang: the language the server wrote R.data's lines in)

/** @param {string | null | undefined} text */
function showMessage(text) {
  $("message").textContent = text || "";
  $("message").hidden = !text;
}

/** @returns {string} the game's id (asked once a replay is loaded) */
function game() {
  return /** @type {string} */ (R.data && R.data.game);
}

/** @param {string} c */
function nameOf(c) {
  return cardName(game(), c, R.data && R.data.rules);
}

/**
 * @param {string} c
 * @param {string} [size]
 */
function cardEl(c, size = "small") {
  return el("span", { class: `card-wrap ${size}`, role: "img", "aria-label": nameOf(c), html: cardSvg(packOf(game(), R.data && R.data.rules), c, nameOf(c)) });
}

// A value of the public view: cards drawn, the rest in words: a word the engine keeps (a phase's id, Cambio's
// "children", a trick's kind "picture") by the page's catalogue for its field (value-<field>-<word>), a key inside a
// value (a Coteccio trick's "winner", Campli's inn's "host") by the catalogue's part-/field- words; what no catalogue
// names (a player's name, a number) as it is
// (a player's entry of a field, e.g. Cuajo's `money: {Ann: -160}`, is of that field: an amount of money in cents)
/**
 * @param {unknown} v
 * @param {string} key the field the value is of (the innermost key above it that is not a player's name)
 * @param {number} [depth]
 * @param {boolean} [entry] whether the value is a player's entry of the field `key`
 * @returns {HTMLElement}
 */
function valueEl(v, key, depth = 0, entry = false) {
  if (typeof v === "string" && isCard(game(), v, R.data && R.data.rules)) return cardEl(v);
  if (Array.isArray(v)) {
    if (!v.length) return el("span", { class: "hint", text: "—" });
    return el("span", { class: "rp-list" }, v.slice(0, 60).map((x) => valueEl(x, key, depth + 1)));
  }
  if (v && typeof v === "object") {
    if (depth > 2) return el("span", { text: JSON.stringify(v) });
    return el(
      "span",
      { class: "rp-obj" },
      Object.entries(v).map(([k, x]) => {
        const named = partLabel(k) !== k; // a key the catalogue names, else a player's name
        return el("span", { class: "rp-pair" }, el("span", { class: "rp-key", text: `${partLabel(k)}: ` }), valueEl(x, named ? k : key, depth + 1, !named));
      }),
    );
  }
  if (v === null || v === undefined) return el("span", { class: "hint", text: "—" });
  if (typeof v === "boolean") return el("span", { text: v ? "✓" : "✗" });
  // a number with a meaning of its own (Zifuli's rounds 0: "until someone runs out of chips") has its word too
  if (typeof v === "number" && !entry && has(`value.${key}.${v}`)) return el("span", { text: t(`value.${key}.${v}`) });
  if (typeof v === "number") return el("span", { text: entry ? amount(key, v) : num(v) });
  const word = typeof v === "string" ? `value.${key}.${v.replaceAll("-", ".")}` : "";
  return el("span", { text: word && has(word) ? t(word) : String(v) });
}

/**
 * A key inside a value: its part- word, else its field- or counter word, else the key itself (a player's name)
 * @param {string} k
 * @returns {string}
 */
function partLabel(k) {
  if (has(`part.${k}`)) return t(`part.${k}`);
  if (has(`field.${k}`)) return t(`field.${k}`);
  return has(counterKey(k)) ? t(counterKey(k), { n: 2 }) : k;
}

const HIDDEN = new Set(["game", "rules", "options", "viewer", "players", "legal", "to_act", "log_size", "finished", "winner", "card", "hand", "log", "turn"]);
const PLAYER_SKIP = new Set(["name", "out", "lost", "in_deal", "has_card"]);

/**
 * @param {string} key
 * @returns {string | null}
 */
function label(key) {
  if (has(`field.${key}`)) return t(`field.${key}`);
  return has(counterKey(key)) ? null : key.replaceAll("_", " ").replaceAll("-", " ");
}

function renderStep() {
  const d = /** @type {Replay} */ (R.data);
  const n = d.steps.length - 1;
  R.step = Math.max(0, Math.min(n, R.step));
  const st = d.steps[R.step];
  const v = st.view;
  $("step", HTMLInputElement).max = String(n);
  $("step", HTMLInputElement).value = String(R.step);
  $("step-label").textContent = t("replay.step", { k: R.step, n });
  $("step").setAttribute("aria-valuetext", t("replay.step", { k: R.step, n }));
  $("first", HTMLButtonElement).disabled = $("back", HTMLButtonElement).disabled = R.step === 0;
  $("forward", HTMLButtonElement).disabled = $("last", HTMLButtonElement).disabled = R.step === n;
  const [who, word, arg] = st.action || [];
  const action = t(`action.${word}`);
  const did = () => (arg === undefined ? action : t("action.with", { action, arg: isCard(game(), arg, R.data && R.data.rules) ? nameOf(arg) : JSON.stringify(arg) }));
  // The lines are the server's, in the language asked in: right after a switch (until the replay in the new
  // language is here) they are another language's, and none is shown (the log marked busy, as the table's)
  const stale = R.lang !== currentLang();
  const lines = stale ? [] : st.lines;
  // each of the step's lines on a line of its own, as in the log and the score sheet: a line such as "Losers: Ann"
  // is not a sentence that ends in a full stop, and run together ("負け: AnnAnnが…") they read as one
  const said = lines.length ? lines.join("\n") : who ? t("replay.did", { who, action: did() }) : t("replay.start");
  $("step-action").textContent = said;
  const toAct = new Set(v.to_act || []);
  $("rp-players").replaceChildren(
    ...(v.players || []).map((p) => {
      const counters = Object.entries(p)
        .filter(([k, x]) => !PLAYER_SKIP.has(k) && typeof x === "number")
        .map(([k, x]) => (label(k) ? `${label(k)} ${x}` : counted(counterKey(k), x)));
      const badges = [];
      if (p.name === v.dealer) badges.push(t("table.dealer"));
      if (toAct.has(p.name)) badges.push(t("table.to_act"));
      if (p.out && !v.finished) badges.push(t("mark.out")); // as at the table: the end says who won
      else if (p.lost) badges.push(t("mark.lost"));
      const cards = st.hands[p.name] || [];
      return el(
        "li",
        { class: "rp-player" + (toAct.has(p.name) ? " active" : "") },
        el("div", {}, el("strong", { text: displayName(p.name) }), " ", el("span", { class: "counters", text: chain("dots", counters) }), badges.map((b) => el("span", { class: "badge", text: b }))),
        el("div", { class: "rp-hand", role: "group", "aria-label": t("replay.cards_of", { name: displayName(p.name) }) }, cards.map((c) => cardEl(c))),
      );
    }),
  );
  // (an empty list or an empty table, such as Zifuli's bid cards when no one holds one, is left out, as nothing)
  const empty = (/** @type {unknown} */ x) => x === null || (typeof x === "object" && !Object.keys(/** @type {object} */ (x)).length);
  const pub = Object.entries(v).filter(([k, x]) => !HIDDEN.has(k) && !empty(x));
  $("rp-public").replaceChildren(
    el("dl", { class: "rp-dl" }, pub.flatMap(([k, x]) => [el("dt", { text: label(k) || t(counterKey(k), { n: 2 }) }), el("dd", {}, valueEl(x, k))])),
  );
  // the log up to this step, this step's lines marked
  /** @type {HTMLLIElement[]} */
  const items = [];
  d.steps.slice(1, R.step + 1).forEach((s, i) => {
    for (const line of s.lines) items.push(el("li", { class: i + 1 === R.step ? "current" : "", text: line }));
  });
  const ol = $("rp-log");
  if (stale) {
    ol.setAttribute("aria-busy", "true");
    ol.replaceChildren(el("li", { class: "log-loading", text: "…" }));
    return;
  }
  ol.removeAttribute("aria-busy");
  ol.replaceChildren(...items.slice(-400));
  ol.scrollTop = ol.scrollHeight;
}

/** @param {number} k */
function go(k) {
  if (!R.data) return;
  R.step = k;
  renderStep();
}

// The games' names in the page's language (the ids meanwhile, never a language the page has left)
const titles = pageTitles();

// The replay's heading: its game and rule set by name, the table's code, the players
function showHeading() {
  const d = R.data;
  if (!d) return;
  const name = gameName(titles.shown(), d.game, d.rules);
  $("replay-h").textContent = chain("dots", [name, ...(code ? [code] : []), names(d.players)]);
}

/** @param {Replay} data */
function show(data) {
  R.data = data;
  R.lang = currentLang(); // (lastWins: the page is still in the language the replay was asked in)
  setCounterWords(data.counters); // (the rule set's words for its counters: Gnav's tokens)
  $("replay-box").hidden = $("replay-grid").hidden = false;
  showHeading();
  document.title = t("page.title", { page: code ? t("replay.title_code", { code }) : t("replay.title") });
  renderStep();
}

// The replay in the page's language (the server writes its lines): the last one asked for is shown, never one
// asked for in a language the page has left since (i18n.js lastWins)
const ask = lastWins();

/** @returns {Promise<boolean>} whether a replay was shown (not when a later question overtook this one) */
async function load() {
  showMessage("");
  try {
    const record = R.record;
    const got = await ask((lang) => {
      if (code) return api("GET", `/api/tables/${encodeURIComponent(code)}/replay?lang=${lang}`);
      return record ? api("POST", `/api/replay?lang=${lang}`, record) : Promise.resolve(null);
    });
    if (!got || !got.answer) return false;
    show(got.answer);
    return true;
  } catch (e) {
    showMessage(e.message);
    return false;
  }
}

async function openFile() {
  const file = $("file", HTMLInputElement).files?.[0];
  if (!file) return;
  let record;
  try {
    record = JSON.parse(await file.text());
  } catch (e) {
    showMessage(t("replay.not_json", { name: file.name }));
    return;
  }
  R.record = record;
  const keep = R.step;
  R.step = 0;
  await load();
  if (!R.data) R.step = keep;
}

/** @param {KeyboardEvent} ev */
function onKey(ev) {
  if (!R.data || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const from = /** @type {HTMLElement | null} */ (ev.target);
  const tag = (from && from.tagName) || "";
  if (["INPUT", "TEXTAREA", "SELECT"].includes(tag)) return; // the slider moves by itself (its input event)
  /** @type {Record<string, number>} */
  const moves = { ArrowLeft: R.step - 1, ArrowRight: R.step + 1, Home: 0, End: R.data.steps.length - 1 };
  if (!(ev.key in moves)) return;
  ev.preventDefault();
  go(moves[ev.key]);
}

async function main() {
  await setLang(initialLang());
  languageSelect($("lang", HTMLSelectElement));
  $("open-box").hidden = !!code;
  $("first").addEventListener("click", () => go(0));
  $("back").addEventListener("click", () => go(R.step - 1));
  $("forward").addEventListener("click", () => go(R.step + 1));
  $("last").addEventListener("click", () => go(/** @type {Replay} */ (R.data).steps.length - 1));
  $("step").addEventListener("input", () => go(Number($("step", HTMLInputElement).value)));
  $("file").addEventListener("change", openFile);
  document.addEventListener("keydown", onKey);
  onLangChange(async () => {
    // the log is written by the server in the page's language: ask again, staying at the same step (none of the
    // language left's lines shown meanwhile: renderStep)
    const keep = R.step;
    if (R.data) renderStep();
    titles.load().then((got) => got && showHeading());
    if ((await load()) && R.data) go(keep);
  });
  titles.load().then((got) => got && showHeading());
  await load();
}

window.taverna = { replay: R }; // for the browser tests and the curious
main();
