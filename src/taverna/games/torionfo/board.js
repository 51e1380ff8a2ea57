// Torionfo's table (served as /games/torionfo/board.js): the seats, the stock with the Torionfo card
// under it, the trick in the middle.
// @ts-check
import { trickBoard } from "/static/js/board-kit.js";

/**
 * @param {import("/static/js/board-kit.js").BoardContext} ctx
 * @returns {HTMLElement}
 */
export function render(ctx) {
  return trickBoard(ctx);
}
