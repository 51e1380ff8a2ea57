// Zifuli's table (served as /games/zifuli/board.js): the seats round the table, the auction's bids, the
// boss and the called card, the trick in the middle.
import { trickBoard } from "/static/js/board-kit.js";

export function render(ctx) {
  return trickBoard(ctx);
}
