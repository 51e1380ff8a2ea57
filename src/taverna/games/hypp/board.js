// Hypp's table (served as /games/hypp/board.js): the dealer's house limit and packets; in front of each
// seat its bet and, once turned, its card against the dealer's; the chips as counted.
// @ts-check
import { el, info, t, tableRing } from "/static/js/board-kit.js";
import { lastReveal } from "/static/js/games.js";

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
  // the last cards turned, in front of their players (dimmed once a new round has begun)
  const shown = lastReveal(v);
  /** @type {Record<string, string>} */
  const played = {};
  let old = false;
  if (shown) {
    for (const x of shown.shown) if (x.player) played[x.player] = x.card;
    const log = v.log || [];
    const lastReveal_ = log.map((e) => e.kind).lastIndexOf("reveal");
    old = log.slice(lastReveal_ + 1).some((e) => e.kind === "round_start" || e.kind === "packets");
  }
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
