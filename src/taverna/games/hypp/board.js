// Hypp's table (served as /games/hypp/board.js): the dealer's house limit and packets; in front of each
// seat its bet and, once turned, its card against the dealer's; the chips as counted.
// @ts-check
import { el, info, t, tableRing } from "/static/js/board-kit.js";

// The cards turned lie on the table (table.js shows no separate "Cards shown" panel for Hypp).
export const showsReveal = true;

/**
 * @param {import("/static/js/board-kit.js").BoardContext} ctx
 * @returns {HTMLElement}
 */
export function render(ctx) {
  const v = ctx.view;
  const bets = v.bets || {};
  const centre = el("div", { class: "centre-hypp" });
  const body = (/** @type {import("/static/js/board-kit.js").ViewPlayer} */ p) => (p.name in bets ? [el("span", { class: "bet-chip", title: t("table.bets"), text: String(bets[p.name]) })] : []);
  // the cards turned at the last showdown, in front of their players (dimmed once a new round has begun): the
  // dealer's and every punter's, whose reveals come one by one with the payments between them
  const { played, old } = lastShowdown(v.log || []);
  return el(
    "div",
    { class: "board-hypp" },
    info(
      v.round ? t("table.round", { n: v.round }) : null,
      t("table.limit", { n: v.limit }),
      v.packet_size ? t("table.packet", { n: v.packet_size }) : null,
    ),
    tableRing(ctx, body, centre, { played, last: old }),
  );
}

/**
 * The cards turned at the last showdown, by player (the "reveal" events back to the dealer's "covered"), and
 * whether a new round has begun since.
 * @param {import("/static/js/board-kit.js").GameEvent[]} log
 * @returns {{ played: Record<string, string>, old: boolean }}
 */
function lastShowdown(log) {
  /** @type {Record<string, string>} */
  const played = {};
  const last = log.map((e) => e.kind).lastIndexOf("reveal");
  if (last < 0) return { played, old: false };
  for (let k = last; k >= 0 && log[k].kind !== "covered" && log[k].kind !== "round_start"; k--) {
    const ev = log[k];
    if (ev.kind === "reveal" && typeof ev.player === "string" && typeof ev.card === "string" && !(ev.player in played)) played[ev.player] = ev.card;
  }
  const old = log.slice(last + 1).some((e) => e.kind === "round_start" || e.kind === "packets");
  return { played, old };
}
