// Hypp's table (served as /games/hypp/board.js): the dealer's house limit and packets, each player's bet
// in front of the seat, the chips as counted.
import { el, info, t, tableRing } from "/static/js/board-kit.js";

export function render(ctx) {
  const v = ctx.view;
  const bets = v.bets || {};
  const centre = el(
    "div",
    { class: "centre-hypp" },
    info(v.round ? t("table.round", { n: v.round }) : null, t("table.limit", { n: v.limit })),
    info(v.packet_size ? t("table.packet", { n: v.packet_size }) : null),
  );
  const body = (p) => (p.name in bets ? [el("span", { class: "bet-chip", title: t("table.bets"), text: String(bets[p.name]) })] : []);
  return el("div", { class: "board-hypp" }, tableRing(ctx, body, centre));
}
