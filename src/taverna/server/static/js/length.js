// How long the match lasts and where it stands (table page; issue 29, item 11), and a Play now table's bot-fill
// countdown (item 13).  Every number is the server's: the table's `length` (measured from bot matches and the
// options, taverna/games/lengths.py), its `progress` (read from the match) and `bots_at` (the table's own timer).
// @ts-check
import { byId, el } from "./api.js";
import { chain, t } from "./i18n.js";
/** @typedef {{ deals: number, minutes: number, fixed?: number | null }} Length a match's expected length (the table's `length`) */

const $ = byId;
/** @type {import("./table-state.js").TableState | null} */
let S = null;

/**
 * The line with this id, made (in ``parent``) where it is not yet on the page.
 * @param {string} id
 * @param {Element | null} parent
 * @param {keyof HTMLElementTagNameMap} [tag]
 */
function ensure(id, parent, tag = "p") {
  let node = $(id);
  if (!node && parent) {
    node = el(tag, { id, class: "hint length-line" });
    parent.append(node);
  }
  return node;
}

// "~13 deals · ~12 min" (the expected length of this table's match)
/**
 * @param {Length | null | undefined} length
 * @returns {string}
 */
export function lengthText(length) {
  if (!length) return "";
  const deals = length.fixed
    ? t("length.deals_exact", { n: length.fixed })
    : t("length.deals_about", { n: Math.max(1, Math.round(length.deals)) });
  return t("length.line", { deals, minutes: Math.max(1, Math.round(length.minutes)) });
}

// "Deal 3 of 4", "deal 3 of ~7", "set 1 of 6", "3 of 4 players still in"
/**
 * @param {Record<string, number> | null | undefined} p where the match stands (the table's `progress`)
 * @param {Length | null | undefined} length
 * @param {boolean} [rounds] the game calls its deals rounds (Hypp: the score sheet's `rounds`): "Round 3 of ~7"
 * @returns {string}
 */
export function progressText(p, length, rounds = false) {
  if (!p) return "";
  const parts = [];
  const word = rounds && !p.rounds ? "round" : "deal";
  if (p.rounds && p.round === p.deal) {
    // a round is a deal (Krypkille): "round 2 of 4" says it all
  } else if (p.deals) parts.push(t(`length.${word}_of`, { n: p.deal, of: p.deals }));
  else if (length && !p.rounds) parts.push(t(`length.${word}_of_about`, { n: p.deal, of: Math.max(p.deal, Math.round(length.deals)) }));
  else parts.push(t(`length.${word}`, { n: p.deal }));
  if (p.sets) parts.push(t("length.set_of", { n: p.set, of: p.sets }));
  else if (p.set) parts.push(t("length.set", { n: p.set }));
  if (p.rounds) parts.push(t("length.round_of", { n: p.round, of: p.rounds }));
  if (p.players && p.alive < p.players) parts.push(t("length.alive", { n: p.alive, of: p.players }));
  const text = chain("dots", parts);
  return text.charAt(0).toUpperCase() + text.slice(1); // ("round 2 of 4" leading: "Round 2 of 4")
}

function botsText() {
  const box = $("bots-at");
  if (!box || !box.dataset.at) return;
  const s = Math.max(0, Math.ceil(Number(box.dataset.at) - Date.now() / 1000));
  box.textContent = t("length.bots_in", { s });
}

function render() {
  const tb = S && S.table;
  if (!tb) return;
  const waiting = tb.status === "waiting";
  const line = ensure("length-line", waiting ? $("seats-panel") : $("status"), waiting ? "p" : "span");
  if (line && line.parentElement !== (waiting ? $("seats-panel") : $("status"))) {
    (waiting ? $("seats-panel") : $("status")).append(line);
  }
  if (line) {
    // playing: where the match stands ("Deal 3 of ~7 · set 1 of 6"); waiting: how long it will last
    const length = lengthText(tb.length);
    const progress = !waiting && tb.progress ? progressText(tb.progress, tb.length, !!(S && S.sheet && S.sheet.rounds)) : "";
    line.textContent = progress || (length ? t("length.table", { line: length }) : "");
    line.title = length ? t("length.table", { line: length }) : "";
    line.hidden = !line.textContent;
  }
  const bots = ensure("bots-at", $("seats-panel"));
  if (bots) {
    bots.classList.add("bots-at");
    bots.dataset.at = waiting && tb.bots_at ? String(tb.bots_at) : "";
    bots.hidden = !bots.dataset.at;
    botsText();
  }
}

document.addEventListener("taverna:render", (ev) => {
  S = ev.detail;
  render();
});
setInterval(botsText, 250);
