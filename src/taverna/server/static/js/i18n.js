// Interface strings (static/i18n/<lang>.json) and card names (GET /api/i18n/<lang>: the names of
// taverna.cards, per game, and the names a Cucù rule set gives its own cards).
// @ts-check
export const LANGS = ["en", "it", "ko", "ja", "fr"];
const BASE = "/static/i18n/";
let lang = "en";
/** @type {Record<string, string>} */
let strings = {};
/** @type {Record<string, string>} */
let english = {};
/**
 * The card names per language (GET /api/i18n/<lang>): per game, per rule set, and the shared ones; null where
 * the server did not answer.
 * @type {Record<string, { games?: Record<string, Record<string, string>>,
 *   rules?: Record<string, Record<string, Record<string, string>>>, cards?: Record<string, string> } | null>}
 */
const cardsByLang = {};
/** @type {((lang: string) => void)[]} */
const listeners = [];

export function currentLang() {
  return lang;
}

export function initialLang() {
  const saved = localStorage.getItem("taverna.lang");
  if (saved !== null && LANGS.includes(saved)) return saved;
  const nav = (navigator.language || "en").slice(0, 2).toLowerCase();
  return LANGS.includes(nav) ? nav : "en";
}

/** @param {string} url */
async function getJson(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r.json();
}

// Each language's catalogue, asked for once (a failed answer is asked for again next time)
/** @type {Record<string, Promise<Record<string, string>>>} */
const catalogues = {};
/** @param {string} l */
function catalogue(l) {
  if (!(l in catalogues)) {
    catalogues[l] = getJson(BASE + l + ".json");
    catalogues[l].catch(() => delete catalogues[l]);
  }
  return catalogues[l];
}

/** @param {string} l */
async function cardNames(l) {
  if (l in cardsByLang) return;
  try {
    cardsByLang[l] = await getJson(`/api/i18n/${l}`);
  } catch {
    if (!(l in cardsByLang)) cardsByLang[l] = null; // the cards keep their notation
  }
}

// The last question of a kind wins: `const ask = lastWins();` then `const got = await ask((lang) => api(...))`
// gives { answer } where no later question of that kind was asked meanwhile and the page is still in the language
// the question was asked in (its lang), else null: the answer is dropped, the later question's is kept (a page's
// words asked for in Italian then, after a switch, in Japanese, the Italian answer coming last, stay Japanese).
// A failed question throws only where its answer would have been kept. With `inPageLang` false the question is
// about a language of its own (the switch itself): only its being the last one asked counts.
/** @param {boolean} [inPageLang] */
export function lastWins(inPageLang = true) {
  let asked = 0;
  /**
   * @template T
   * @param {(lang: string) => Promise<T>} question
   * @returns {Promise<{ answer: T } | null>}
   */
  return async (question) => {
    const mine = ++asked;
    const at = lang;
    const kept = () => mine === asked && (!inPageLang || at === lang);
    let answer;
    try {
      answer = await question(at);
    } catch (e) {
      if (kept()) throw e;
      return null;
    }
    return kept() ? { answer } : null;
  };
}

// The language chosen last wins: a switch whose answers come after a later switch's changes nothing (choosing
// Italian then Japanese in a row, the Italian catalogue arriving last, leaves a Japanese page), and nothing is
// changed until all the new language's words are here (the page never mixes two languages' catalogues).
const aSwitch = lastWins(false);

/** @param {string} next */
export async function setLang(next) {
  if (!LANGS.includes(next)) next = "en";
  const got = await aSwitch(() => Promise.all([catalogue("en"), catalogue(next), cardNames(next)]));
  if (!got) return; // a later choice is on its way, or made
  const [en, chosen] = got.answer;
  english = en;
  strings = chosen;
  lang = next;
  document.documentElement.lang = next;
  translatePage();
  for (const fn of listeners) fn(next);
}

/** @param {(lang: string) => void} fn */
export function onLangChange(fn) {
  listeners.push(fn);
}

// t("table.waiting_for", {names: "Ann"}); a plural choice {n:card|cards} gives "card" when n is of the
// language's CLDR category "one" (1 in English, 0 and 1 in French), as in taverna.i18n (docs/i18n.md)
/**
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  let s = strings[key] ?? english[key];
  if (s === undefined) return key.includes(".") ? String(key.split(".").pop()).replaceAll("_", " ") : key;
  for (const [k, v] of Object.entries(params)) {
    s = s.replace(new RegExp(`\\{${k}:([^|{}]*)\\|([^{}]*)\\}`, "g"), (_, one, other) => (isOne(Number(v)) ? one : other));
    s = s.replaceAll(`{${k}}`, typeof v === "number" ? num(v) : String(v));
  }
  return s.replace(/\{\w+:([^|{}]*)\|([^{}]*)\}/g, "$2");
}

/** @param {number} n */
function isOne(n) {
  return new Intl.PluralRules(lang).select(n) === "one";
}

// counted("counter.tokens", 1): "1 token"; the label's plural choice follows the number
/**
 * @param {string} key
 * @param {number} n
 */
export function counted(key, n) {
  if (key === "counter.money") return money(n);
  return t("counted", { num: num(n), word: t(key, { n }) });
}

// A counter's number as a seat shows it: money (kept in cents, as Cuajo's records keep it) as an amount of
// money in the page's language ("-$2.20", "-2,20 $US"), any other counter as its number
/**
 * @param {string} key the counter ("money", "chips" ...)
 * @param {number} n
 */
export function amount(key, n) {
  return key === "money" ? money(n) : num(n);
}

/** @param {number} cents */
function money(cents) {
  return new Intl.NumberFormat(lang, { style: "currency", currency: "USD" }).format(cents / 100);
}

// The words the rule set in play gives its counters where they are not their keys (the table's and the
// replay's `counters`, GameInfo.counter_words: at a Gnav or Slabberjan table the `chips` are tokens, at a
// Ranter-Go-Round or Coucou table lives), so that every place that shows a counter names it as the rule
// set's sentences do.
/** @type {Record<string, string>} */
let counterWords = {};
/** @param {Record<string, string> | null | undefined} words */
export function setCounterWords(words) {
  counterWords = words && typeof words === "object" ? words : {};
}

// The message key of a counter's word: counterKey("chips") is "counter.chips", "counter.tokens" at a Gnav table
/** @param {string} key the counter's key in a view or a summary */
export function counterKey(key) {
  return `counter.${counterWords[key] || key}`;
}

// A number as the page's language writes it: 9.5 in English, "9,5" in Italian and French; no grouping (12000),
// as the server's sentences write it (taverna.i18n: Fluent's NUMBER); `digits`: exactly so many decimals
/**
 * @param {number} n
 * @param {number} [digits]
 */
export function num(n, digits) {
  const fraction = digits === undefined ? { maximumFractionDigits: 3 } : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return new Intl.NumberFormat(lang, { useGrouping: false, ...fraction }).format(n);
}

// What changed for each player over a deal, one after another: "Ada −1 token; Bruno +1 token, +2 chips".  One
// player's counters are a list of measures (the language's CLDR list, Intl.ListFormat); a player's entry and
// what stands between two entries are the messages sheet.player_change and sheet.change_sep.
/** @param {[string, string[]][]} changes each player with the texts of their changed counters */
export function changesText(changes) {
  return changes.map(([name, c]) => t("sheet.player_change", { name: displayName(name), change: measures(c) })).join(t("sheet.change_sep"));
}

// Texts one after another, each two joined by the message `key` (its variables head and tail, the rest of the
// chain): what stands between them is the translators' (dots: " · "; sentences: a space, none in Japanese)
/**
 * @param {string} key
 * @param {string[]} texts
 */
export function chain(key, texts) {
  const said = texts.filter((x) => x);
  if (!said.length) return "";
  return said.slice(0, -1).reduceRight((tail, head) => t(key, { head, tail }), said[said.length - 1]);
}

// A list of alternatives ("Keep or Exchange"), as the page's language lists them (CLDR, Intl.ListFormat)
/** @param {string[]} items */
export function alternatives(items) {
  return new Intl.ListFormat(lang, { type: "disjunction" }).format(items);
}

// A list of measures ("+1 token, +10 chips"), as the page's language lists them (CLDR, Intl.ListFormat)
/** @param {string[]} items */
export function measures(items) {
  return new Intl.ListFormat(lang, { type: "unit", style: "short" }).format(items);
}

// A bot's name, as the server gives it ("Bot 2 (normal)"), in the current language ("봇 2 (보통)"); any other
// name as it is.
/**
 * @param {string} name
 * @returns {string}
 */
export function displayName(name) {
  return String(name).replace(/\bBot (\d+) \((random|simple|easy|normal|hard|learned)\)/g, (_, n, level) =>
    t("bot.name", { n, level: t(`level.${level}`) }));
}

// Players' names one after the other, each as the page says it (a bot's name in the page's language)
/** @param {string[]} list */
export function names(list) {
  return list.map(displayName).join(", ");
}

/** @param {string} key */
export function has(key) {
  return key in strings || key in english;
}

// Elements with data-i18n="key" get their text; data-i18n-attr="placeholder:key;aria-label:key" attributes.
/** @param {Document | Element} [root] */
export function translatePage(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(/** @type {HTMLElement} */ (el).dataset.i18n ?? "");
  for (const el of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of (/** @type {HTMLElement} */ (el).dataset.i18nAttr ?? "").split(";")) {
      const [attr, key] = pair.split(":");
      if (attr && key) el.setAttribute(attr.trim(), t(key.trim()));
    }
  }
}

// Which pack a game (under a rule set) plays with: Cucù's French-pack rule sets (Le Her, its ancestor;
// Ranter-Go-Round; Coucou) with the French pack.
/**
 * @param {string} game
 * @param {string | null} [rules]
 * @returns {string}
 */
export function packOf(game, rules = null) {
  if (game === "cucu" && ["le-her", "ranter", "coucou"].includes(rules ?? "")) return "french";
  if (game === "kille" && rules === "nordic") return "kille";  // Krypkille with the Swedish Kille pack
  if (game === "cucu" && rules === "gnav") return "gnav";  // Gnav's 42 cards
  if (game === "cucu" && rules === "slabberjan") return "slabberjan";  // Slabberjan's 42 wooden pieces
  return /** @type {Record<string, string>} */ ({ coteccio: "italian", cuajo: "cuajo" })[game] || "cuckoo";
}

/**
 * @param {string} game
 * @returns {Record<string, string>}
 */
function namesFor(game) {
  const data = cardsByLang[lang] || cardsByLang.en;
  if (!data) return {};
  return (data.games && data.games[game]) || data.cards || {};
}

// Is ``card`` a card (in its canonical notation) of ``game``'s pack (under ``rules``)?
/**
 * @param {string} game
 * @param {unknown} card
 * @param {string | null} [rules]
 * @returns {boolean}
 */
export function isCard(game, card, rules = null) {
  if (typeof card !== "string") return false;
  const data = cardsByLang[lang] || cardsByLang.en;
  const byRules = data && data.rules && data.rules[game] && rules ? data.rules[game][rules] : null;
  return card in (byRules || namesFor(game));
}

// A person's name for a card, in the current language ("12 Cat", "XII Gnaf", "12 고양이").
/**
 * @param {string} game
 * @param {string} card
 * @param {string | null} [rules]
 * @returns {string}
 */
export function cardName(game, card, rules = null) {
  const data = cardsByLang[lang];
  const byRules = data && data.rules && data.rules[game] && rules ? data.rules[game][rules] : null;
  if (byRules && card in byRules) return byRules[card];
  return namesFor(game)[card] || String(card);
}

/** @param {HTMLSelectElement} select */
export function languageSelect(select) {
  select.replaceChildren();
  /** @type {Record<string, string>} */
  const labels = { en: "English", it: "Italiano", ko: "한국어", ja: "日本語", fr: "Français" };
  for (const l of LANGS) {
    const o = document.createElement("option");
    o.value = l;
    o.textContent = labels[l];
    select.append(o);
  }
  select.value = lang;
  select.addEventListener("change", () => {
    localStorage.setItem("taverna.lang", select.value); // remembered only when chosen
    setLang(select.value);
  });
}
