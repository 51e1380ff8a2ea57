// Krypkille's table (served as /games/kille/board.js): the seats round the table, the trick in the middle.
// @ts-check
import { trickBoard } from "/static/js/board-kit.js";

/**
 * @param {import("/static/js/board-kit.js").BoardContext} ctx
 * @returns {HTMLElement}
 */
export function render(ctx) {
  return trickBoard(ctx);
}
