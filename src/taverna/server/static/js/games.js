// What the table page needs to know of the games beyond their views: the actions whose argument the
// player types, the loading of each game's own table (board.js), the last end-of-deal reveal.
// @ts-check

// Actions whose argument the player types: the input each needs (PROTOCOL.md: `propose 60`,
// `offer {"money": 2}`, `bet N`, `packet N`).
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

export function myPlayer(v) {
  return (v.players || []).find((p) => p.name === v.viewer);
}

// Each game's table is drawn by its own module, board.js in the game's package, served by the server at
// /games/<id>/board.js (the registry finds it: GameInfo.board).  A game without one gets the shared
// trick-game table of board-kit.js.
const boards = {};

export function loadBoard(game) {
  if (!boards[game]) {
    boards[game] = import(`/games/${encodeURIComponent(game)}/board.js`).catch(async () => {
      const kit = await import("/static/js/board-kit.js");
      return { render: (ctx) => kit.trickBoard(ctx), fallback: true };
    });
  }
  return boards[game];
}

// The last end-of-deal reveal in the log: [{player, card}], the losers (if said), or null.
export function lastReveal(view) {
  const log = view.log || [];
  let i = log.length - 1;
  while (i >= 0 && log[i].kind !== "reveal") i--;
  if (i < 0) return null;
  let start = i;
  while (start > 0 && log[start - 1].kind === "reveal") start--;
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
