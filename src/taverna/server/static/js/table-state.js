// The table page's state (table.js): what the server last said, this page's seat, and the small questions
// every part of the page asks of them (whose turn, which game, a card's name).
// @ts-check
import { byId, el, seatFor } from "./api.js";
import { cardName, packOf } from "./i18n.js";
/** @typedef {import("./board-kit.js").View} View */
/** @typedef {import("./board-kit.js").GameEvent} GameEvent */
/** @typedef {import("./board-kit.js").Board} Board */
/** @typedef {import("./board-kit.js").BoardContext} BoardContext */

/**
 * A seat of the table (docs/protocol.md, GET /api/tables/{code}): who sits there, if anyone.
 * @typedef {{ index: number, name: string | null, kind?: string, connected?: boolean, bot_standin?: boolean,
 *   standin_at?: number | null, [field: string]: any }} Seat
 */
/**
 * The table as the server describes it (its code, game, status, seats, rematch, ...).
 * @typedef {{ code: string, game: string, rules?: string | null, status: string, seats: Seat[],
 *   creator?: number, spectators?: number | string[], [field: string]: any }} Table
 */
/** @typedef {[string] | [string, any]} Action a legal action: its word, and its argument where it has one */
/** @typedef {{ chat_on: boolean, off_by_you: boolean, muted: number[] }} ChatSettings */
/**
 * Everything the table page knows, in one place (the browser tests read it as ``window.taverna.state``).
 * @typedef {object} TableState
 * @property {WebSocket | null} ws
 * @property {number | null} version
 * @property {View | null} view null while the table waits for players
 * @property {Table | null} table
 * @property {string | null} seat this page's seat's name, when seated
 * @property {Action[]} legal
 * @property {number | null} deadline
 * @property {boolean} pending an action sent and not yet answered
 * @property {{ type: string, version: number | null, action: Action } | null} queued an action taken while the
 *   connection was closed, sent when it opens
 * @property {number} attempt reconnections tried since the last connection
 * @property {string[]} lines the log, in words
 * @property {string} [logLang] the language its lines were written in: the connection's
 * @property {boolean} resyncing a delta did not follow on: a full state was asked for
 * @property {{ from: string, text: string, seat?: number, [field: string]: any }[]} chat
 * @property {ChatSettings} chatSettings this seat's (server: chat.py)
 * @property {boolean} firstOfConnection
 * @property {boolean} hasText the server writes the log's lines
 * @property {number} states state messages received (the browser tests wait on it)
 * @property {Board | null} board the game's board.js module, once loaded
 * @property {string | null} boardGame
 * @property {GameEvent[]} fresh the log events new since the last state drawn: the board animates them
 * @property {string[]} animated the kinds of events animated (the browser tests read them)
 * @property {number} handFocus the card of the hand that has the keyboard focus (arrow keys move it)
 * @property {boolean} grouping Cuajo: choosing cards to group instead of playing them
 * @property {number[]} picked ... the cards chosen so far (indexes in the hand as shown)
 * @property {ReturnType<typeof setTimeout>} [retry] the next reconnection
 * @property {boolean} [refocus] the choices take the focus when redrawn (played by keyboard)
 * @property {boolean} [refocusHand] ... the hand does
 * @property {string | null} [chain] the action log's hash after this version
 * @property {import("./sheet.js").Sheet | null} [sheet] the score sheet (sheet.js)
 * @property {string} [sheetLang] the language its lines (the why) were written in: the connection's
 * @property {number} [saidPlayedFor] the version whose played_for was said
 * @property {boolean} [noTable] no table has this code
 * @property {string} [ratingsKey] the seats whose ratings were asked for
 * @property {Record<string, { player: string, rating: number, provisional?: boolean }>} [ratings]
 * @property {string | null} [rematchAtLoad] the rematch already made when the page was opened
 * @property {boolean} [goneToRematch]
 */

export const $ = byId;

export const code = decodeURIComponent(
  new URLSearchParams(location.search).get("code") || location.pathname.split("/").filter(Boolean).pop() || "",
);

/** @type {TableState} */
export const S = {
  ws: null,
  version: null,
  view: null,
  table: null,
  seat: null,
  legal: [],
  deadline: null,
  pending: false,
  queued: null,
  attempt: 0,
  lines: [], // the log, in words
  resyncing: false, // a delta did not follow on: a full state was asked for
  chat: [],
  chatSettings: { chat_on: true, off_by_you: false, muted: [] }, // this seat's (server: chat.py)
  firstOfConnection: true,
  hasText: false,
  states: 0, // state messages received (the browser tests wait on it)
  board: null, // the game's board.js module, once loaded
  boardGame: null,
  fresh: [], // the log events new since the last state drawn: the board animates them
  animated: [], // the kinds of events animated (the browser tests read them)
  handFocus: 0, // the card of the hand that has the keyboard focus (arrow keys move it)
  grouping: false, // Cuajo: choosing cards to group instead of playing them
  picked: [], // ... the cards chosen so far (indexes in the hand as shown)
};

// The table's drawing, given by table.js when the page starts: the modules that take a message or an action
// redraw through these (so that none of them imports the modules that draw).
export const draw = {
  all: () => {},
  actions: () => {},
  hand: () => {},
  players: () => {},
  chat: () => {},
};

// The table and the view where the caller draws from a state (so the server has described both: render()
// draws the parts that need a view only while there is one).
/** @returns {Table} */
export function theTable() {
  return /** @type {Table} */ (S.table);
}

/** @returns {View} */
export function theView() {
  return /** @type {View} */ (S.view);
}

/** @returns {{ seat: string, token: string } | null} this browser's seat at the table, if it holds one */
export function mine() {
  return seatFor(code);
}

// The game waits for this seat (an optional action alone, such as declaring the Cuckoo, is not a turn).
export function myTurn() {
  if (!S.view || !S.legal.length) return false;
  const waiting = S.view.to_act || [];
  return !S.seat || !waiting.length || waiting.includes(S.seat);
}

export function mySeatIndex() {
  const me = mine();
  const name = S.seat || (me && me.seat);
  const s = S.table && name ? S.table.seats.find((x) => x.name === name) : null;
  return s ? s.index : null;
}

export function isCreator() {
  const i = mySeatIndex();
  return !!mine() && i !== null && (theTable().creator === undefined || theTable().creator === i);
}

/** @param {string | null | undefined} text */
export function showMessage(text) {
  const m = $("message");
  m.textContent = text || "";
  m.hidden = !text;
}

/** @param {string} text */
export function announce(text) {
  if (!text) return;
  // a fresh node, so screen readers read it even when the text repeats
  $("announce").replaceChildren(el("span", { text }));
}

// ------------------------------------------------------------------ rendering
export function pack() {
  return packOf(game(), S.view?.rules ?? S.table?.rules ?? null);
}

/** @returns {string} the game's id (every caller draws from a state: the server has said it) */
export function game() {
  return /** @type {string} */ ((S.view && S.view.game) || (S.table && S.table.game));
}

/**
 * A card's name in the page's language.
 * @param {string} c
 */
export function nameOf(c) {
  return cardName(game(), c, S.view?.rules ?? S.table?.rules ?? null);
}

/** @returns {BoardContext} */
export function ctx() {
  const seats = Object.fromEntries(((S.table && S.table.seats) || []).filter((s) => s.name).map((s) => [s.name, s]));
  return { view: theView(), pack: pack(), cardName: nameOf, seats, deadline: S.deadline };
}
