// Cucù's table (served as /games/cucu/board.js): the players in a circle in the order of play (you at
// the bottom), each with a face-down card, or face up where you know it; your own card is in your hand
// below, drawn once.  The deck and the discard pile in the middle.
// @ts-check
import { back, card, deck, el, info, pile, t, tableRing } from "/static/js/board-kit.js";
import { displayName, packOf } from "/static/js/i18n.js";

// The hand is the one card the viewer holds (table.js draws it large, as "Your card"; Slabberjan's is a piece).
export const singleCard = true;
/**
 * @param {import("/static/js/board-kit.js").View} view
 * @returns {string | null}
 */
export function handTitle(view) {
  return packOf(view.game, view.rules ?? null) === "slabberjan" ? "table.your_piece" : null;
}
/**
 * @param {import("/static/js/board-kit.js").View} view
 * @returns {string[] | null}
 */
export function hand(view) {
  return view.viewer ? (view.card ? [view.card] : []) : null;
}

/**
 * @param {import("/static/js/board-kit.js").BoardContext} ctx
 * @returns {HTMLElement}
 */
export function render(ctx) {
  const v = ctx.view;
  const body = (/** @type {import("/static/js/board-kit.js").ViewPlayer} */ p) => {
    if (p.name === v.viewer) return [el("span", { class: "card-wrap placeholder", "aria-hidden": "true" })];
    const seen = v.cards && v.cards[p.name];
    if (seen) return [card(ctx, seen, "", `seat:${p.name}`)];
    return [p.has_card ? back(t("table.face_down", { name: displayName(p.name) })) : el("span", { class: "card-wrap empty" })];
  };
  const centre = el("div", { class: "centre-cucu" });
  const middle = el("div", { class: "trick-cards" });
  if (v.deck_size !== undefined && v.deck_size !== null) middle.append(deck(v.deck_size, t("table.deck", { n: v.deck_size })));
  const p = pile(ctx, v.discards, t("table.discards"));
  if (p) middle.append(p);
  centre.append(middle);
  if (v.pool !== undefined && v.pool !== null) centre.append(el("p", { class: "pool", dataset: { zone: "pool" }, text: t("table.pool", { n: v.pool }) }));
  const head = [
    info(
      v.set ? t("table.set", { n: v.set }) : null,
      v.round ? t("table.round", { n: v.round }) : null,
      v.deal ? t("table.deal", { n: v.deal }) : null,
    ),
  ];
  if (v.inn) head.push(info(t("table.inn", { guest: v.inn.guest, host: v.inn.host })));
  if (v.agreement) head.push(info(Object.entries(v.agreement).map(([k, x]) => `${k} ${x}%`).join(", ")));
  return el("div", { class: "board-cucu" }, head, tableRing(ctx, body, centre));
}
