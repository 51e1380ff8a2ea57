// Krypkille's table (served as /games/kille/board.js): the seats round the table, the trick in the middle.
import { trickBoard } from "/static/js/board-kit.js";

export function render(ctx) {
  return trickBoard(ctx);
}
