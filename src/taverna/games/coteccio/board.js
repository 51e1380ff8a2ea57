// Coteccio's table (served as /games/coteccio/board.js): the seats with their lives, the pool, the trick
// in the middle or the last trick taken.
// @ts-check
import { trickBoard } from "/static/js/board-kit.js";

/**
 * @param {import("/static/js/board-kit.js").BoardContext} ctx
 * @returns {HTMLElement}
 */
export function render(ctx) {
  const v = ctx.view;
  let lastTrick = null;
  if ((!v.trick || !v.trick.length) && v.tricks && v.tricks.length) lastTrick = v.tricks[v.tricks.length - 1];
  return trickBoard(ctx, { lastTrick });
}
