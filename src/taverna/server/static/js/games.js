// What the table page needs to know of the games beyond their views: the actions whose argument the
// player types, the loading of each game's own table (board.js), the last end-of-deal reveal.
// @ts-check

// Actions whose argument the player types: the input each needs (PROTOCOL.md: `propose 60`,
// `offer {"money": 2}`, `bet N`, `packet N`).
/**
 * What a typed argument's input offers: a whole number from ``min`` to ``max`` (each a number or read from the
 * view), starting at ``value``, limited to ``allowed`` where given; or an offer (money or a share).
 * @typedef {{ kind: "offer" } | { kind?: "int", min: number | ((v: View) => number), max: number | ((v: View) => number),
 *   value: number | ((v: View) => number), allowed?: Set<number> }} ArgSpec
 */
/** @typedef {import("./board-kit.js").View} View */
/** @type {Record<string, ArgSpec>} */
export const ARG_ACTIONS = {
  propose: { kind: "int", min: () => 0, max: () => 100, value: () => 50 },
  bet: {
    kind: "int",
    min: () => 1,
    max: (v) => Math.max(1, Math.min(v.limit ?? 1, myPlayer(v)?.chips ?? v.limit ?? 1)),
    value: () => 1,
  },
  packet: { kind: "int", min: () => 1, max: (v) => v.max_packet ?? 1, value: () => 1 },
  offer: { kind: "offer" },
};

/**
 * @param {View} v
 * @returns {import("./board-kit.js").ViewPlayer | undefined} the viewer's player
 */
export function myPlayer(v) {
  return (v.players || []).find((p) => p.name === v.viewer);
}

// Each game's table is drawn by its own module, board.js in the game's package, served by the server at
// /games/<id>/board.js (the registry finds it: GameInfo.board).  A game without one gets the shared
// trick-game table of board-kit.js.
/** @type {Record<string, Promise<import("./board-kit.js").Board>>} */
const boards = {};

/**
 * @param {string} game
 * @returns {Promise<import("./board-kit.js").Board>}
 */
export function loadBoard(game) {
  if (!boards[game]) {
    boards[game] = import(`/games/${encodeURIComponent(game)}/board.js`).catch(async () => {
      const kit = await import("/static/js/board-kit.js");
      return { render: (/** @type {import("./board-kit.js").BoardContext} */ ctx) => kit.trickBoard(ctx), fallback: true };
    });
  }
  return boards[game];
}

// The last end-of-deal reveal in the log: [{player, card}], the losers (if said), or null.
/**
 * @param {View} view
 * @returns {{ shown: { player?: string, card: string }[], losers: string[] | null } | null}
 */
export function lastReveal(view) {
  const log = view.log || [];
  let i = log.length - 1;
  while (i >= 0 && log[i].kind !== "reveal") i--;
  if (i < 0) return null;
  let start = i;
  while (start > 0 && log[start - 1].kind === "reveal") start--;
  /** @type {{ player?: string, card: string }[]} */
  const shown = [];
  for (let k = start; k <= i; k++) {
    const ev = log[k];
    if (ev.cards && typeof ev.cards === "object" && !Array.isArray(ev.cards)) {
      for (const [p, c] of Object.entries(ev.cards)) shown.push({ player: p, card: c });
    } else if (ev.card) shown.push({ player: ev.player, card: ev.card });
  }
  let losers = null;
  for (let k = i + 1; k < log.length && k < i + 6; k++) {
    if (log[k].kind === "result" && Array.isArray(log[k].losers)) {
      losers = log[k].losers;
      break;
    }
  }
  return shown.length ? { shown, losers } : null;
}
