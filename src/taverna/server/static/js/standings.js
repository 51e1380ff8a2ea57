// The end of a match (table page): the final standings and the match's story, deal by deal (who lost what,
// when), from the summary the server replays (GET /api/tables/{code}/summary, once the match is over),
// and the way to the replay viewer.  The counters are the game's own (chips, tokens, lives, points, money).
// @ts-check
import { api, byId, el } from "./api.js";
import { chain, changesText, counted, counterKey, displayName, has, names, onLangChange, t } from "./i18n.js";

const code = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
/** @typedef {import("./sheet.js").Counters} Counters */
/**
 * The match replayed (GET /api/tables/{code}/summary): the players in seat order, the counters at the start,
 * the places, and the summary's deals and final counters.
 * @typedef {{ players: string[], start?: Record<string, Counters> | null, places?: Record<string, number> | null,
 *   summary: { winner?: string | string[] | null, players: Record<string, Counters>,
 *     deals?: import("./sheet.js").SheetDeal[] }, [field: string]: any }} Summary
 */
const $ = byId;
/** @type {Summary | null} */
let summary = null;
let asked = false;

/**
 * @param {string} key
 * @param {unknown} value
 */
function counterText(key, value) {
  if (typeof value !== "number") return null;
  return has(counterKey(key)) ? counted(counterKey(key), value) : `${key} ${value}`;
}

// (a partnership's index is no counter: Coch's "team 0")
const NOT_COUNTERS = new Set(["out", "team"]);

/** @param {Counters | null | undefined} c */
function countersOf(c) {
  const texts = Object.entries(c || {}).map(([k, v]) => (NOT_COUNTERS.has(k) ? "" : (counterText(k, v) ?? "")));
  return chain("dots", texts);
}

/**
 * @param {Summary} s
 * @returns {Set<string>}
 */
function winners(s) {
  const w = s.summary.winner;
  return new Set(Array.isArray(w) ? w : w ? [w] : []);
}

// What changed for a player between two deals' counters: ["−2 chips"], ["+5 chips", "+1 point"].
/**
 * @param {Counters | null | undefined} before
 * @param {Counters | null | undefined} after
 * @returns {string[]}
 */
function change(before, after) {
  const parts = [];
  for (const [k, v] of Object.entries(after || {})) {
    if (typeof v !== "number" || NOT_COUNTERS.has(k)) continue;
    const d = v - ((before || {})[k] ?? v);
    if (d) parts.push(`${d > 0 ? "+" : "−"}${counterText(k, Math.abs(d))}`);
  }
  return parts;
}

// the losers whose counters still went up: they came back in (Campli's re-entry, Coteccio's doctor), so that
// "lost · +2 tokens" reads right
/**
 * @param {string[]} losers
 * @param {Record<string, Counters> | null | undefined} before
 * @param {Record<string, Counters> | null | undefined} after
 */
function backIn(losers, before, after) {
  const up = (/** @type {string} */ p, /** @type {string} */ k) => typeof after?.[p]?.[k] === "number" && after[p][k] > (before?.[p]?.[k] ?? Infinity);
  return losers.filter((p) => LIVES.some((k) => up(p, k)));
}
const LIVES = ["tokens", "lives"]; // the counters a loss takes (a score that a loser also gains is no coming back)

// a deal nobody lost: who won it, where the engine says (Kille's round), else "nobody lost"
/** @param {import("./sheet.js").SheetDeal} d */
function wonText(d) {
  const w = Array.isArray(d.winner) ? d.winner : typeof d.winner === "string" ? [d.winner] : [];
  return w.length ? t("end.won", { names: names(w) }) : t("end.nobody_lost");
}

function render() {
  if (!summary) return;
  let box = $("standings");
  if (!box) {
    box = el("div", { id: "standings" });
    $("winner").after(box);
  }
  const s = summary;
  const won = winners(s);
  // the winners first, then the others by their first counter, most first (seat order on equal counts)
  const first = (/** @type {string} */ p) => {
    const c = Object.entries(s.summary.players[p] || {}).find(([k, v]) => k !== "out" && typeof v === "number");
    return c ? c[1] : 0;
  };
  // by the places the server gives (the ratings' standing: a tie shares its place), else winners first
  const places = s.places || null;
  const players = places
    ? s.players.slice().sort((a, b) => (places[a] ?? 99) - (places[b] ?? 99))
    : s.players.slice().sort((a, b) => Number(won.has(b)) - Number(won.has(a)) || first(b) - first(a));
  const table = el(
    "ol",
    { class: "standings", "aria-label": t("end.standings") },
    players.map((p) =>
      el(
        "li",
        { class: won.has(p) ? "won" : "", ...(places && places[p] ? { value: String(places[p]) } : {}) },
        el("strong", { text: displayName(p) }),
        won.has(p) ? el("span", { class: "badge", text: t("end.winner") }) : null,
        el("span", { class: "counters", text: ` ${countersOf(s.summary.players[p])}` }),
      ),
    ),
  );
  const deals = s.summary.deals || [];
  const rounds = !!(S && S.sheet && S.sheet.rounds); // the game calls its deals rounds (Kille, Hypp)
  let before = s.start || null;
  const story = deals.map((d, i) => {
    const losers = d.losers || [];
    const changes = s.players
      .map((p) => /** @type {[string, string[]]} */ ([p, change(before && before[p], d.after && d.after[p])]))
      .filter(([, c]) => c.length);
    const newlyOut = s.players.filter((p) => d.after && d.after[p] && d.after[p].out && !(before && before[p] && before[p].out));
    const was = before;
    before = d.after;
    const n = S?.sheet?.deals?.[i]?.n ?? i + 1; // the number the game gave it (Hypp counts the rounds handed on)
    const head = t(rounds ? "end.round" : "end.deal", { n, dealer: d.dealer ? displayName(d.dealer) : "?" });
    const parts = [losers.length ? t("end.lost", { names: names(losers) }) : wonText(d)];
    if (changes.length) parts.push(changesText(changes));
    if (newlyOut.length) parts.push(t("end.out", { names: names(newlyOut) }));
    const back = backIn(losers, was, d.after);
    if (back.length) parts.push(t("end.back_in", { names: names(back) }));
    return el("li", {}, el("strong", { text: t("label", { label: head }) }), chain("dots", parts));
  });
  box.replaceChildren(
    table,
    // (no deals: no story; a null here would be written as the text "null")
    ...(deals.length
      ? [el("details", { class: "story", open: deals.length <= 12 }, el("summary", { text: t(rounds ? "end.story_rounds" : "end.story", { n: deals.length }) }), el("ol", { class: "story-list" }, story))]
      : []),
    el("p", {}, el("a", { id: "replay-link", class: "button", href: `/replay/${encodeURIComponent(code)}`, text: t("replay.watch") })),
  );
}

async function load() {
  asked = true;
  try {
    summary = await api("GET", `/api/tables/${encodeURIComponent(code)}/summary`);
  } catch {
    asked = false; // not over yet as far as the server knows: asked again with the next state
    return;
  }
  render();
}

/** @type {import("./table-state.js").TableState | null} */
let S = null;

document.addEventListener("taverna:render", (ev) => {
  S = ev.detail;
  const over = !!(S.table && S.table.status === "finished");
  document.body.classList.toggle("match-over", over);
  if (!over) return;
  if (!asked) load();
  else render();
});
onLangChange(render);
