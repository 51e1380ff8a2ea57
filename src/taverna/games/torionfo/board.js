// Torionfo's table (served as /games/torionfo/board.js): the seats, the stock with the Torionfo card
// under it, the trick in the middle.
import { trickBoard } from "/static/js/board-kit.js";

export function render(ctx) {
  return trickBoard(ctx);
}
