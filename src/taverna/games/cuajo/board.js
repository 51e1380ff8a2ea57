// Cuajo's table (served as /games/cuajo/board.js): the stock, the discard pile and the sowee in the
// middle; in front of each player the secrets laid aside (face down, yours face up) and the king shown
// by a player who is purro; your hand below can be sorted and grouped (table.js keeps the order).
// @ts-check
import { back, card, deck, el, fan, handSize, info, pile, t, tableRing } from "/static/js/board-kit.js";

/**
 * @param {import("/static/js/board-kit.js").BoardContext} ctx
 * @returns {HTMLElement}
 */
export function render(ctx) {
  const v = ctx.view;
  const body = (/** @type {import("/static/js/board-kit.js").ViewPlayer} */ p) => {
    const out = [];
    const n = handSize(v, p);
    if (p.name !== v.viewer && n) out.push(fan(n - 4 * (p.secrets || []).length));
    /** @type {{ type: string, cards: string[] | null }[]} */
    const secrets = p.name === v.viewer && Array.isArray(v.secrets) ? v.secrets : (p.secrets || []).map((/** @type {string} */ type) => ({ type, cards: null }));
    if (secrets.length) {
      out.push(
        el(
          "span",
          { class: "secrets", title: t("table.secrets") },
          secrets.map((s, i) =>
            el(
              "span",
              { class: "secret", title: s.type || "" },
              s.cards ? s.cards.map((c, k) => card(ctx, c, "tiny", `secret:${p.name}:${i}:${k}`)) : [back("", "tiny"), back("", "tiny")],
            ),
          ),
        ),
      );
    }
    if (p.shown && p.shown !== "token") out.push(el("span", { class: "shown-king", title: t("mark.purro") }, card(ctx, p.shown, "tiny", `shown:${p.name}`)));
    else if (p.shown === "token") out.push(el("span", { class: "purro-token", title: t("mark.purro"), text: "P" }));
    return out;
  };
  const middle = el("div", { class: "trick-cards" });
  middle.append(deck(v.stock ?? 0, t("table.stock", { n: v.stock ?? 0 })));
  const p = pile(ctx, v.discards, t("table.discards"));
  if (p) middle.append(p);
  if (v.sowee) middle.append(el("div", { class: "pile", title: t("table.sowee") }, card(ctx, v.sowee, "small", "sowee"), el("span", { class: "count", text: t("table.sowee") })));
  const centre = el("div", { class: "centre-cuajo" }, middle);
  const head = [info(v.deal ? t("table.deal", { n: `${v.deal}/${v.deals}` }) : null)];
  if (v.waits && v.waits.length) head.push(info(`${t("table.waits")}: ${v.waits.map((/** @type {string} */ c) => ctx.cardName(c)).join(", ")}`));
  return el("div", { class: "board-cuajo" }, head, tableRing(ctx, body, centre));
}

// The hand can be sorted by suit or by rank (table.js offers the control where a board says so).
const RANKS = "A345JHK";
const SUITS = "cosb";
/** @type {Record<string, (a: string, b: string) => number>} */
export const handSort = {
  suit: (a, b) => SUITS.indexOf(a.slice(-1)) - SUITS.indexOf(b.slice(-1)) || RANKS.indexOf(a[0]) - RANKS.indexOf(b[0]),
  rank: (a, b) => RANKS.indexOf(a[0]) - RANKS.indexOf(b[0]) || SUITS.indexOf(a.slice(-1)) - SUITS.indexOf(b.slice(-1)),
};
export const groupable = true;
// Tapping the stock draws from it, tapping the discard pile takes its top card (when the game allows).
export const zoneActions = { deck: "draw", pile: "take" };
