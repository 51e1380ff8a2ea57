// The score sheet (table page, issue 29): the deals so far as a table (Board Game Arena's score sheet) — a row
// per deal, a column per player: the counters after it, what changed, who lost — with the lines of the events
// that ended it (why), and the last deal said on top.  Everything comes from the server's `sheet` (the
// engine's deals and events, server/sheet.py): nothing here decides a rule.
// @ts-check
import { byId, el } from "./api.js";
import { chain, changesText, counted, counterKey, currentLang, displayName, has, names, measures, onLangChange, t } from "./i18n.js";

/**
 * A player's counters after a deal (tokens, chips, lives, points, money; out, team).
 * @typedef {Record<string, any>} Counters
 */
/**
 * A deal of the score sheet: the counters after it, who lost or won, the lines of the events that ended it.
 * @typedef {{ after: Record<string, Counters>, losers?: string[], winner?: string | string[] | null, n?: number,
 *   dealer?: string, set?: number, round?: number, why?: string[], [field: string]: any }} SheetDeal
 */
/**
 * The score sheet (the state's ``sheet``, server/sheet.py): the counters at the start and after each deal.
 * @typedef {{ start: Record<string, Counters>, deals: SheetDeal[], rounds?: boolean, [field: string]: any }} Sheet
 */

const $ = byId;
/** @type {import("./table-state.js").TableState | null} */
let S = null;
/** @type {Sheet | null} */
let drawn = null; // the sheet last drawn (redrawn only when it or the language changes)

/**
 * @param {string} key
 * @param {number} value
 */
function counterText(key, value) {
  return has(counterKey(key)) ? counted(counterKey(key), value) : `${key} ${value}`;
}

/**
 * @param {Counters | null | undefined} c
 * @returns {[string, number][]}
 */
function numbers(c) {
  return Object.entries(c || {}).filter(([k, v]) => k !== "out" && k !== "team" && typeof v === "number");
}

// What changed for a player over a deal: ["−1 token", "+10 chips"] (the counters the engine keeps)
/**
 * @param {Counters | null | undefined} before
 * @param {Counters | null | undefined} after
 * @returns {string[]}
 */
function change(before, after) {
  const parts = [];
  for (const [k, v] of numbers(after)) {
    const was = (before || {})[k];
    if (typeof was !== "number" || was === v) continue;
    const d = v - was;
    parts.push(`${d > 0 ? "+" : "−"}${counterText(k, Math.abs(d))}`);
  }
  return parts;
}

// the player's first counter after the deal (the game's main one: tokens, chips, lives, points, money)
/** @param {Counters | null | undefined} after */
function now(after) {
  const first = numbers(after)[0];
  return first ? counterText(first[0], first[1]) : "";
}

/**
 * @param {SheetDeal} d
 * @param {number} i its place in the sheet
 */
function dealName(d, i) {
  // the number the game gave the deal (Hypp counts the rounds handed on too), else its place in the sheet
  const sheet = /** @type {Sheet} */ (S?.sheet); // (a deal is named while its sheet is drawn)
  const deal = t(sheet.rounds ? "end.round" : "end.deal", { n: d.n ?? i + 1, dealer: d.dealer ? displayName(d.dealer) : "?" });
  if (d.set === undefined || d.round === undefined) return deal;
  return t("sheet.deal_at", { deal, where: t("sheet.set_round", { set: d.set, round: d.round }) });
}

// The last deal in one sentence: who lost, and what changed for whom
/**
 * @param {Sheet} sheet
 * @param {string[]} players
 */
function latestText(sheet, players) {
  const deals = sheet.deals;
  const i = deals.length - 1;
  const d = deals[i];
  const before = i > 0 ? deals[i - 1].after : sheet.start;
  const losers = d.losers || [];
  const changes = players.map((p) => /** @type {[string, string[]]} */ ([p, change(before[p], d.after[p])])).filter(([, c]) => c.length);
  const won = Array.isArray(d.winner) ? d.winner : typeof d.winner === "string" ? [d.winner] : [];
  const parts = [losers.length ? t("end.lost", { names: names(losers) }) : won.length ? t("end.won", { names: names(won) }) : t("end.nobody_lost")];
  if (changes.length) parts.push(changesText(changes));
  // losers whose counters still went up came back in (Campli's re-entry, Coteccio's doctor): the why says how
  const back = losers.filter((p) => ["tokens", "lives"].some((k) => typeof d.after[p]?.[k] === "number" && d.after[p][k] > (before[p]?.[k] ?? Infinity)));
  if (back.length) parts.push(t("end.back_in", { names: names(back) }));
  return t("sheet.latest", { deal: dealName(d, i), result: chain("dots", parts) });
}

function render() {
  const sheet = S && S.sheet;
  let box = $("sheet");
  if (!sheet || !Array.isArray(sheet.deals) || !sheet.deals.length) {
    if (box) box.hidden = true;
    drawn = null;
    return;
  }
  if (drawn === sheet && box && box.dataset.lang === document.documentElement.lang) return;
  if (!box) {
    box = el("section", { id: "sheet", class: "panel sheet", "aria-labelledby": "sheet-h" });
    const log = $("log") && $("log").closest("section");
    if (log) log.before(box);
    else document.querySelector(".side")?.append(box);
  }
  drawn = sheet;
  box.dataset.lang = document.documentElement.lang;
  box.hidden = false;
  const players = Object.keys(sheet.start || {});
  const last = sheet.deals.length - 1;
  // The why's lines are the server's, in the connection's language: right after a switch (until the connection
  // in the new language brings the sheet again) they are another language's, and are not shown.
  const stale = !!S?.sheetLang && S.sheetLang !== currentLang();
  /** @type {HTMLTableRowElement[]} */
  const rows = [];
  let before = sheet.start || {};
  sheet.deals.forEach((d, i) => {
    const losers = new Set(d.losers || []);
    rows.push(
      el(
        "tr",
        { class: "sheet-deal" + (i === last ? " latest" : "") },
        el("th", { scope: "row", text: dealName(d, i) }),
        ...players.map((p) => {
          const c = change(before[p], d.after[p]);
          const out = d.after[p] && d.after[p].out && !(before[p] && before[p].out);
          return el(
            "td",
            { class: losers.has(p) ? "lost" : "", "data-player": p },
            el("span", { class: "sheet-now", text: now(d.after[p]) }),
            c.length ? el("span", { class: "sheet-change", text: ` (${measures(c)})` }) : null,
            losers.has(p) ? el("span", { class: "badge", text: t("sheet.lost") }) : null,
            out ? el("span", { class: "badge", text: t("mark.out") }) : null,
          );
        }),
      ),
    );
    if (d.why && d.why.length) {
      // each reason on a line of its own, as in the log (a line such as "Losers: Ann" is not a sentence that
      // ends in a full stop: run together they read as one)
      const why = stale ? "…" : d.why.join("\n");
      rows.push(el("tr", { class: "sheet-why" }, el("td", { colspan: players.length + 1, "aria-busy": stale ? "true" : null },
        el("span", { class: "sheet-why-text", text: t("sheet.why", { why }) }))));
    }
    before = d.after;
  });
  box.replaceChildren(
    el("h2", { id: "sheet-h", text: t("sheet.title") }),
    el("p", { id: "sheet-latest", class: "sheet-latest", "aria-live": "polite", text: latestText(sheet, players) }),
    el(
      "div",
      { class: "sheet-scroll", tabindex: "0", role: "region", "aria-labelledby": "sheet-h" },
      el(
        "table",
        { class: "sheet-table" },
        el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t(sheet.rounds ? "sheet.round" : "sheet.deal") }), ...players.map((p) => el("th", { scope: "col", text: displayName(p) })))),
        el("tbody", {}, rows),
      ),
    ),
  );
  // the last deal in view: its row just below the header row (which stays on top of the box when it scrolls,
  // and would hide the row's first lines had the box scrolled to its end), its why below it
  const scroller = /** @type {HTMLElement} */ (box.querySelector(".sheet-scroll"));
  const latest = /** @type {HTMLElement | null} */ (scroller.querySelector("tr.latest"));
  const head = /** @type {HTMLElement | null} */ (scroller.querySelector("thead"));
  scroller.scrollTop = latest ? Math.max(0, latest.offsetTop - (head ? head.offsetHeight : 0)) : scroller.scrollHeight;
}

document.addEventListener("taverna:render", (ev) => {
  S = ev.detail;
  render();
});
onLangChange(() => {
  drawn = null;
  render();
});
