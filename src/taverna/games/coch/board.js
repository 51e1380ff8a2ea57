// Coch's table (served as /games/coch/board.js): the seats round the table (partners facing), the trick
// in the middle, the base kind and the tricks each side has won.
// @ts-check
import { trickBoard } from "/static/js/board-kit.js";

/**
 * @param {import("/static/js/board-kit.js").BoardContext} ctx
 * @returns {HTMLElement}
 */
export function render(ctx) {
  return trickBoard(ctx);
}
