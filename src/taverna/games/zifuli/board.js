// Zifuli's table (served as /games/zifuli/board.js): the seats round the table, the auction's bids, the
// boss and the called card, the trick in the middle.
// @ts-check
import { trickBoard } from "/static/js/board-kit.js";

/**
 * @param {import("/static/js/board-kit.js").BoardContext} ctx
 * @returns {HTMLElement}
 */
export function render(ctx) {
  return trickBoard(ctx);
}
