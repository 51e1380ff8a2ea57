// What the games' tables have in common: the seats around the table in play order (the viewer at the
// bottom), cards, tricks, the pile and the deck in the middle, and the animations of what happened.
// Each game's own board.js (served from /games/<id>/board.js, in the game's package) builds its table
// from these pieces; see docs/ui.md.
// @ts-check
import { el } from "/static/js/api.js";
import { cardBack, cardSvg } from "/static/js/cards.js";
import { amount, counted, counterKey, displayName, t } from "/static/js/i18n.js";

export { el, t, counted };

/**
 * A game event of the view's log (engine/events: its kind, who, and the game's own fields).
 * @typedef {{ kind: string, player?: string, [field: string]: any }} GameEvent
 */
/**
 * A player of the view: the name and what the game says of them (counters, marks).
 * @typedef {{ name: string, [field: string]: any }} ViewPlayer
 */
/**
 * What a seat sees of the match (docs/protocol.md, the state's ``view``): the fields every game has, and the
 * game's own.
 * @typedef {{ game: string, rules?: string | null, players: ViewPlayer[], viewer?: string | null,
 *   to_act?: string[], legal?: string[], log: GameEvent[], log_size?: number, finished?: boolean,
 *   hand?: string[], [field: string]: any }} View
 */
/**
 * What a board draws from (table.js builds it from each state).
 * @typedef {object} BoardContext
 * @property {View} view
 * @property {string} pack the card pack's name (cards.js)
 * @property {(card: string) => string} cardName a card's name in the page's language
 * @property {Record<string, any>} seats the table's seats by name
 * @property {number | null} deadline when the player to act runs out of time (seconds since the epoch)
 */
/**
 * What a game's board.js exports (docs/ui.md): ``render`` draws the table, the rest are optional.
 * @typedef {object} Board
 * @property {(ctx: BoardContext) => HTMLElement} render
 * @property {Record<string, string>} [zoneActions] a zone's ``data-zone`` and the action tapping it takes
 * @property {(view: View) => string[] | null} [hand] the cards of the viewer's hand, where the view has no ``hand``
 * @property {boolean} [singleCard] the hand is one card (Cucù)
 * @property {(view: View) => string | null} [handTitle] the key of the words naming the hand where the game calls
 *   it otherwise (Slabberjan's "Your piece"), else null
 * @property {boolean} [showsReveal] the board lays the revealed cards on the table itself
 * @property {boolean} [groupable] the viewer may group the cards of the hand (Cuajo)
 * @property {Record<string, (a: string, b: string) => number>} [handSort] the ways the hand can be sorted
 */
/** @typedef {{ cards: [string, string][], winner: string | null, last: boolean }} Trick */

// A card face; ``slot`` names the physical place it lies in (the browser tests check that every card
// is drawn once).
/**
 * @param {BoardContext} ctx
 * @param {string} c
 * @param {string} [extra] more classes
 * @param {string | null} [slot]
 * @returns {HTMLElement}
 */
export function card(ctx, c, extra = "", slot = null) {
  return el("span", { class: `card-wrap ${extra}`, html: cardSvg(ctx.pack, c, ctx.cardName(c)), dataset: slot ? { slot, card: String(c) } : { card: String(c) } }); // data-card: its tip (cardtips.js)
}

export function back(label = "", extra = "") {
  return el("span", { class: `card-wrap ${extra}`, html: cardBack(label) });
}

/**
 * @param {...(string | null | undefined | false)} texts
 * @returns {HTMLElement}
 */
export function info(...texts) {
  return el("p", { class: "board-info" }, texts.filter(Boolean).map((s) => el("span", { text: s })));
}

// The players in play order, starting from the viewer (who sits at the bottom).
/**
 * @param {View} v
 * @returns {(ViewPlayer | undefined)[]}
 */
export function seatOrder(v) {
  const players = v.players || [];
  const names = players.map((p) => p.name);
  const order = Array.isArray(v.order) && v.order.length === names.length && v.order.every((/** @type {string} */ n) => names.includes(n)) ? v.order : names;
  const me = order.indexOf(v.viewer);
  const rotated = me > 0 ? [...order.slice(me), ...order.slice(0, me)] : [...order];
  const byName = Object.fromEntries(players.map((p) => [p.name, p]));
  return rotated.map((n) => byName[n]);
}

// What a seat counts, as the game counts it: tokens, chips, lives, money, points.
const COUNTERS = ["tokens", "chips", "lives", "money", "points", "penalty"];
const PIECES = new Set(["tokens", "chips", "lives"]);
/**
 * @param {BoardContext} ctx
 * @param {ViewPlayer} p
 */
export function counters(ctx, p) {
  const v = ctx.view;
  const out = [];
  for (const k of COUNTERS) {
    let x = p[k];
    if (k === "money" && x === undefined && v.money && p.name in v.money) x = v.money[p.name];
    if (typeof x !== "number") continue;
    const words = counted(counterKey(k), x);
    // a few tokens, chips or lives lie there one by one, as on a table; more, or money and points, as a number
    if (PIECES.has(k) && Number.isInteger(x) && x >= 1 && x <= 5) {
      const pips = Array.from({ length: x }, () => el("span", { class: "pip", "aria-hidden": "true" }));
      out.push(el("span", { class: `counter counter-${k} pieces`, title: words }, pips, el("span", { class: "sr-only", text: words })));
    } else {
      out.push(el("span", { class: `counter counter-${k}`, title: words }, el("span", { class: "pip", "aria-hidden": "true" }), el("span", { "aria-hidden": "true", text: amount(k, x) }), el("span", { class: "sr-only", text: words })));
    }
  }
  return out;
}

// How many cards a player holds (the view's hand_sizes, cards_left or cards).
/**
 * @param {View} v
 * @param {ViewPlayer} p
 * @returns {number | null} how many cards the player holds, where the view says
 */
export function handSize(v, p) {
  if (v.hand_sizes && typeof v.hand_sizes[p.name] === "number") return v.hand_sizes[p.name];
  if (typeof p.cards_left === "number") return p.cards_left;
  if (typeof p.cards === "number") return p.cards;
  return null;
}

// A small fan of face-down cards with their number.
/** @param {number} n how many cards, face down */
export function fan(n) {
  const shown = Math.min(n, 5);
  const f = el("span", { class: "fan", title: t("table.cards_left", { n }) });
  for (let i = 0; i < shown; i++) f.append(el("span", { class: "fan-card" }));
  f.append(el("span", { class: "fan-n", text: String(n) }));
  return f;
}

/**
 * @param {View} v
 * @param {string} name
 */
function isTurn(v, name) {
  return v.turn === name || (v.to_act || []).includes(name);
}

// One seat: the name, the dealer's button, whose turn (with the timer), the counters and what lies in
// front of the player (``body``: a card, a fan of backs, shown cards).
/**
 * @param {BoardContext} ctx
 * @param {ViewPlayer} p
 * @param {any} [body] what lies in front of the seat
 * @param {any} [extra]
 * @returns {HTMLElement}
 */
export function seat(ctx, p, body = [], extra = []) {
  const v = ctx.view;
  const s = (ctx.seats || {})[p.name] || {};
  const classes = ["seat"];
  const turn = !v.finished && isTurn(v, p.name);
  if (turn) classes.push("active");
  const out = p.out && !v.finished; // at the end the standings say who won (in Cambio "out" is out of the set)
  if (out) classes.push("out");
  if (p.lost) classes.push("lost");
  if (p.name === v.viewer) classes.push("you");
  const marks = [];
  // (images with names: an aria-label on a bare span is not allowed)
  if (p.name === v.dealer) marks.push(el("span", { class: "dealer-button", role: "img", title: t("table.dealer"), "aria-label": t("table.dealer"), text: "D" }));
  if (s.kind === "human" && s.connected === false) marks.push(el("span", { class: "seat-mark offline", role: "img", title: t("table.offline"), "aria-label": t("table.offline") }));
  const state = out ? t("mark.out") : p.lost ? t("mark.lost") : p.purro ? t("mark.purro") : "";
  const label = [displayName(p.name), p.name === v.dealer ? t("table.dealer") : "", turn ? t("table.to_act") : "", state].filter(Boolean).join(", ");
  return el(
    "div",
    { class: classes.join(" "), role: "group", "aria-label": label, dataset: typeof p.team === "number" ? { seat: p.name, team: String(p.team) } : { seat: p.name } },
    el("div", { class: "seat-body" }, body),
    el("div", { class: "seat-name" }, marks, el("span", { class: "who", text: displayName(p.name) }), p.partner ? el("span", { class: "partner", text: `& ${displayName(p.partner)}` }) : null),
    el("div", { class: "seat-counts" }, counters(ctx, p), state ? el("span", { class: "seat-state", text: state }) : null),
    turn ? el("span", { class: "seat-timer", "aria-hidden": "true" }) : null,
    extra,
  );
}

// The table: the seats round an ellipse (the viewer at the bottom), ``centre`` in the middle, and in
// front of each seat the card it has on the table (``played``: {name: card}; a trick, a bid).
/**
 * @param {BoardContext} ctx
 * @param {(p: ViewPlayer) => any} bodyOf what lies in front of a seat
 * @param {Node | null} centre
 * @param {{ played?: Record<string, string>, last?: boolean, extraOf?: (p: ViewPlayer) => any }} [options]
 */
export function tableRing(ctx, bodyOf, centre, { played = {}, last = false, extraOf = () => [] } = {}) {
  const v = ctx.view;
  const order = /** @type {ViewPlayer[]} */ (seatOrder(v).filter(Boolean));
  const n = order.length || 1;
  const ring = el("div", { class: `ring ring-${n > 6 ? "big" : "small"} ring-${n}`, role: "group", "aria-label": t("table.players") });
  // the viewer (or, for a spectator, the first player) at the bottom, the others clockwise
  const spots = order.map((_, i) => {
    const a = (2 * Math.PI * i) / n + Math.PI / 2;
    return [50 + 41 * Math.cos(a), Math.sin(a)];
  });
  const ys = spots.map(([, y]) => y);
  const lo = Math.min(...ys);
  const hi = Math.max(...ys);
  order.forEach((p, i) => {
    const x = spots[i][0];
    // 0 at the top of the table, 1 at the bottom: the seat's own point at that height lies at that height of
    // the table, so that the top seat's top and the bottom seat's bottom keep to the table's edges
    const t = hi > lo ? (spots[i][1] - lo) / (hi - lo) : 0.5;
    const node = seat(ctx, p, bodyOf(p), extraOf(p));
    // a seat on the side keeps to the table's edge
    if (x < 22) {
      node.classList.add("west");
      node.style.left = "0.5%";
    } else if (x > 78) {
      node.classList.add("east");
      node.style.right = "0.5%";
    } else node.style.left = `${x}%`;
    node.style.top = `${t * 100}%`;
    node.style.setProperty("--seat-t", String(t));
    ring.append(node);
    if (played[p.name]) {
      // the card lies between the seat and the middle, clear of the seat (placed once the table is laid out)
      const spot = el("div", { class: "played-card" + (last ? " last" : ""), dataset: { by: p.name, zone: "trick" } }, card(ctx, played[p.name], "", `${last ? "last" : "trick"}:${p.name}`));
      const from = Math.min(78, Math.max(22, x));
      spot.style.left = `${from + (50 - from) * 0.6}%`;
      spot.style.top = `${14 + t * 72 + (50 - 14 - t * 72) * 0.6}%`;
      ring.append(spot);
    }
  });
  ring.append(el("div", { class: "ring-centre", dataset: { zone: "centre" } }, centre));
  if (typeof ResizeObserver === "function")
    new ResizeObserver(() => {
      fitSeats(ring);
      placeCards(ring);
    }).observe(ring);
  return ring;
}

// A crowded table on a small felt: the seats drawn smaller (each about its own place on the table) until
// no two of them, nor a seat and the middle's pieces, overlap.
/** @param {HTMLElement} ring */
function fitSeats(ring) {
  const seats = [...ring.querySelectorAll(".seat")];
  const middle = [...ring.querySelectorAll(".ring-centre .pile, .ring-centre .pool")];
  const apart = (/** @type {DOMRect} */ a, /** @type {DOMRect} */ b) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
  const crowded = () => {
    const boxes = seats.map((e) => e.getBoundingClientRect());
    const others = middle.map((e) => e.getBoundingClientRect());
    return boxes.some((a, i) => boxes.slice(i + 1).some((b) => !apart(a, b)) || others.some((b) => !apart(a, b)));
  };
  let scale = 1;
  ring.style.setProperty("--seat-scale", "1");
  while (scale > 0.62 && crowded()) {
    scale *= 0.92;
    ring.style.setProperty("--seat-scale", scale.toFixed(3));
  }
}

// Each card on the table just inside its seat, towards the middle of the table: moved from the seat's centre
// towards the table's centre until it no longer touches the seat, and kept inside the table.
/** @param {HTMLElement} ring */
function placeCards(ring) {
  const box = ring.getBoundingClientRect();
  if (!box.width || !box.height) return;
  const cx = box.width / 2;
  const cy = box.height / 2;
  const gap = 6;
  const local = (/** @type {Element} */ e) => {
    const b = e.getBoundingClientRect();
    return { left: b.left - box.left, right: b.right - box.left, top: b.top - box.top, bottom: b.bottom - box.top };
  };
  const blocked = [...ring.querySelectorAll(".seat, .ring-centre .pile, .ring-centre .pool")].map(local);
  for (const spot of /** @type {NodeListOf<HTMLElement>} */ (ring.querySelectorAll(".played-card"))) {
    const s = ring.querySelector(`.seat[data-seat="${CSS.escape(String(spot.dataset.by))}"]`);
    if (!s) continue;
    const r = s.getBoundingClientRect();
    const c = spot.getBoundingClientRect();
    const sx = r.left - box.left + r.width / 2;
    const sy = r.top - box.top + r.height / 2;
    let dx = cx - sx;
    let dy = cy - sy;
    const len = Math.hypot(dx, dy) || 1;
    dx /= len;
    dy /= len;
    // how far along (dx, dy) the card's centre must go for the two boxes to part
    const along = (/** @type {number} */ half, /** @type {number} */ d) => (Math.abs(d) < 1e-6 ? Infinity : half / Math.abs(d));
    const clear = Math.min(along(r.width / 2 + c.width / 2 + gap, dx), along(r.height / 2 + c.height / 2 + gap, dy));
    const at = (/** @type {number} */ k) => [
      Math.min(box.width - c.width / 2, Math.max(c.width / 2, sx + dx * k)),
      Math.min(box.height - c.height / 2, Math.max(c.height / 2, sy + dy * k)),
    ];
    // nearer the middle where the table has room (clear of the middle's pieces and of the other seats)
    let [x, y] = at(clear);
    const [x2, y2] = at(Math.max(clear, len * 0.45));
    const card = { left: x2 - c.width / 2, right: x2 + c.width / 2, top: y2 - c.height / 2, bottom: y2 + c.height / 2 };
    if (!blocked.some((b) => card.left < b.right + gap && b.left < card.right + gap && card.top < b.bottom + gap && b.top < card.bottom + gap)) [x, y] = [x2, y2];
    spot.style.left = `${x}px`;
    spot.style.top = `${y}px`;
    blocked.push({ left: x - c.width / 2, right: x + c.width / 2, top: y - c.height / 2, bottom: y + c.height / 2 });
  }
}

// The deck (face down, with its count) and the pile (its top card, with its count).
// (the caption: the words on a wide screen, the number alone on a phone)
/**
 * @param {string} long
 * @param {string | number} short
 */
function caption(long, short) {
  return el("span", { class: "count" }, el("span", { class: "long", text: long }), el("span", { class: "short", "aria-hidden": "true", text: String(short) }));
}

/**
 * @param {number} n
 * @param {string} label
 */
export function deck(n, label) {
  return el("div", { class: "pile deck", dataset: { zone: "deck" }, title: label }, back(label, "small"), caption(label, n));
}

/**
 * @param {BoardContext} ctx
 * @param {string[] | null | undefined} cards
 * @param {string} label
 * @returns {HTMLElement | null}
 */
export function pile(ctx, cards, label) {
  if (!cards || !cards.length) return null;
  return el("div", { class: "pile discard", dataset: { zone: "pile" }, title: `${label}: ${cards.length}` }, card(ctx, cards[cards.length - 1], "small", "pile"), caption(`${label}: ${cards.length}`, cards.length));
}

// [[player, card], ...] of a trick, from pairs, or from a bare list of cards and the log's plays before it.
/**
 * @param {View} v
 * @param {any[]} cards the cards in the order played, or [player, card] pairs
 * @param {number | null} [before]
 * @returns {[string, string][]}
 */
function pairs(v, cards, before = null) {
  if (!Array.isArray(cards) || !cards.length) return [];
  if (cards.every((x) => Array.isArray(x))) return /** @type {[string, string][]} */ (cards);
  const log = v.log || [];
  const end = before === null ? log.length : before;
  /** @type {GameEvent[]} */
  const plays = [];
  for (let i = end - 1; i >= 0 && plays.length < cards.length; i--) if (log[i].kind === "play") plays.unshift(log[i]);
  if (plays.length === cards.length && plays.every((e, i) => e.card === cards[i])) return plays.map((e) => [String(e.player), e.card]);
  return [];
}

// The trick on the table, or the last one taken and who took it: {cards: [[player, card]], winner, last}.
/**
 * @param {View} v
 * @param {{ cards: string[], winner?: string | null } | null} [lastTrick]
 * @returns {Trick}
 */
export function currentTrick(v, lastTrick = null) {
  if (Array.isArray(v.trick) && v.trick.length) return { cards: pairs(v, v.trick), winner: null, last: false };
  if (lastTrick) return { cards: pairs(v, lastTrick.cards), winner: lastTrick.winner || null, last: true };
  const log = v.log || [];
  let i = log.length - 1;
  while (i >= 0 && log[i].kind !== "trick") i--;
  // the last trick only while nothing else happened since (a new deal clears the table)
  const ev = i >= 0 && log.slice(i + 1).every((e) => ["trick", "points", "lives"].includes(e.kind)) ? log[i] : null;
  if (Array.isArray(v.last_trick) && v.last_trick.length) return { cards: pairs(v, v.last_trick), winner: ev ? ev.winner : null, last: true };
  if (ev) return { cards: pairs(v, ev.cards, i), winner: ev.winner || null, last: true };
  return { cards: [], winner: null, last: false };
}

// The line above a trick game's table: the round, the deal, the pool, the base kind, the boss.
/** @param {BoardContext} ctx */
export function trickInfo(ctx) {
  const v = ctx.view;
  return info(
    v.round ? t("table.round", { n: v.rounds ? `${v.round}/${v.rounds}` : v.round }) : null,
    v.deal ? t("table.deal", { n: v.deals ? `${v.deal}/${v.deals}` : v.deal }) : null,
    v.pool ? t("table.pool", { n: v.pool }) : null,
    v.base ? t(`table.base_${v.base}`) : null,
    v.boss ? (v.partner ? t("table.boss_partner", { boss: displayName(v.boss), partner: displayName(v.partner) }) : t("table.boss_is", { name: displayName(v.boss) })) : null,
    v.card ? t("table.called_is", { card: ctx.cardName(v.card) }) : null,
  );
}

// The middle of a trick game's table: the stock, the Torionfo card, the called card, who took the last trick.
/**
 * @param {BoardContext} ctx
 * @param {Trick} _trick (the trick's cards lie in front of the seats)
 */
export function trickCentre(ctx, _trick) {
  const v = ctx.view;
  const box = el("div", { class: "centre-tricks" });
  const row = el("div", { class: "trick-cards" });
  if (typeof v.stock === "number" && v.stock) row.append(deck(v.stock, t("table.stock", { n: v.stock })));
  if (v.torionfo) row.append(el("div", { class: "pile" }, card(ctx, v.torionfo, "small", "torionfo"), el("span", { class: "count", text: "Torionfo" })));
  if (row.children.length) box.append(row);
  return box;
}

// Who took the trick that lies on the table (said on the line above the table, where no card lies on it).
/** @param {Trick} trick */
export function trickNote(trick) {
  if (!trick.last || !trick.cards.length) return null;
  return el("span", { class: "trick-note", dataset: { zone: "last" }, text: trick.winner ? t("table.last_trick_by", { name: displayName(trick.winner) }) : t("table.last_trick") });
}

// A seat of a trick game: the cards held (face down) and the tricks won.
/**
 * @param {BoardContext} ctx
 * @param {ViewPlayer} p
 */
export function trickSeatBody(ctx, p) {
  const v = ctx.view;
  const out = [];
  const n = handSize(v, p);
  if (p.name !== v.viewer && n) out.push(fan(n));
  const won = v.tricks_won || v.won;
  const w = won && typeof won[p.name] === "number" ? won[p.name] : typeof p.tricks === "number" ? p.tricks : typeof p.won === "number" ? p.won : null;
  if (w) out.push(el("span", { class: "tricks-won", title: counted("counter.tricks", w), text: `▦ ${w}` }));
  return out;
}

// The whole table of a trick game; ``lastTrick`` ({cards, winner}) where the view keeps it elsewhere.
/**
 * @param {BoardContext} ctx
 * @param {{ lastTrick?: { cards: string[], winner?: string | null } | null }} [options]
 */
export function trickBoard(ctx, { lastTrick = null } = {}) {
  const v = ctx.view;
  const trick = currentTrick(v, lastTrick);
  let played = Object.fromEntries(trick.cards);
  let last = trick.last;
  // Zifuli's auction: each bidder's last bid lies in front of the seat
  if (!trick.cards.length && Array.isArray(v.bids) && v.bids.length && v.phase !== "tricks") {
    played = Object.fromEntries(v.bids.filter((b) => Array.isArray(b)));
    last = false;
  }
  const head = trickInfo(ctx);
  const note = trickNote(trick);
  if (note) head.append(note);
  return el("div", { class: "board-tricks" }, head, tableRing(ctx, (p) => trickSeatBody(ctx, p), trickCentre(ctx, trick), { played, last }));
}

// ------------------------------------------------------------------ animations
// Each new event of the log moves something on the table: a card between two seats, from the deck, to
// the pile, a trick to its winner, chips to the pot.  Nothing moves under prefers-reduced-motion: the
// table is drawn in its final state either way.
const MOTION = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };

export function reducedMotion() {
  return MOTION.matches;
}

/** @param {Element | null | undefined} node */
function centreOf(node) {
  if (!node) return null;
  const r = node.getBoundingClientRect();
  if (!r.width && !r.height) return null;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

// The layer the ghosts fly in: a child of the board, as big as the felt, that clips what it holds.  It scrolls
// with the felt and hides what leaves it: a card in flight is never drawn over the hand, the players, the score
// sheet or the log (on a phone the page scrolls under the table while a deal goes on), and a card that comes
// from the hand below the felt appears at its edge.  The board keeps it when it is drawn again
// (keepFlights), so that a state arriving mid-flight does not cut the flight short.
/**
 * @param {Element} root the board
 * @returns {HTMLElement}
 */
function flightLayer(root) {
  const kept = /** @type {HTMLElement | null} */ (root.querySelector(":scope > .flights"));
  if (kept) return kept;
  const layer = el("span", { class: "flights", "aria-hidden": "true" });
  root.append(layer);
  return layer;
}

// Draw ``node`` as the board's content, keeping the cards in flight (the layer they fly in) as they are.
/**
 * @param {Element} root the board
 * @param {Node} node
 */
export function keepFlights(root, node) {
  const layer = root.querySelector(":scope > .flights");
  for (const child of [...root.childNodes]) if (child !== layer) child.remove();
  root.prepend(node);
}

// A ghost (a card back, a face or a chip) flying from one place to another, inside the board's layer.
/**
 * @param {Element} root the board (the animations fly over the felt, clipped to it)
 * @param {Element | null | undefined} from
 * @param {Element | null | undefined} to
 * @param {{ face?: Node | null, kind?: string, delay?: number, hop?: boolean, duration?: number }} [options]
 * @returns {boolean} whether it flew (both places are on the page)
 */
function fly(root, from, to, { face = null, kind = "card", delay = 0, hop = false, duration = 520 } = {}) {
  const a = centreOf(from);
  const b = centreOf(to);
  if (!a || !b) return false;
  const layer = flightLayer(root);
  const box = layer.getBoundingClientRect();
  if (!box.width || !box.height) return false;
  const ghost = el("span", { class: `ghost ghost-${kind}`, "aria-hidden": "true" });
  if (face) ghost.append(face);
  else if (kind === "card") ghost.append(back("", "small"));
  layer.append(ghost);
  const w = ghost.offsetWidth / 2;
  const h = ghost.offsetHeight / 2;
  // (the layer's own coordinates: the ghost moves with the felt when the page scrolls)
  ghost.style.left = `${a.x - box.left - w}px`;
  ghost.style.top = `${a.y - box.top - h}px`;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const frames = hop
    ? [
        { transform: "translate(0,0)", opacity: 1 },
        { transform: `translate(${dx / 2}px, ${dy / 2 - 60}px) rotate(180deg)`, opacity: 1, offset: 0.5 },
        { transform: `translate(${dx}px, ${dy}px) rotate(360deg)`, opacity: 0.9 },
      ]
    : [
        { transform: "translate(0,0) scale(1)", opacity: 1 },
        { transform: `translate(${dx}px, ${dy}px) scale(.9)`, opacity: 0.85 },
      ];
  const anim = ghost.animate(frames, { duration, delay, easing: "cubic-bezier(.3,.7,.4,1)", fill: "both" });
  anim.onfinish = () => ghost.remove();
  anim.oncancel = () => ghost.remove();
  setTimeout(() => ghost.remove(), duration + delay + 500);
  return true;
}

/**
 * @param {Element | null | undefined} node
 * @param {number} [delay]
 */
function pulse(node, delay = 0) {
  if (!node) return false;
  node.animate([{ scale: 1 }, { scale: 1.12 }, { scale: 1 }], { duration: 500, delay, easing: "ease-in-out" });
  return true;
}

// Animate ``events`` (the log entries new since the last state) on the board ``root``; returns the kinds
// animated (the browser tests read them).
/**
 * @param {HTMLElement} root
 * @param {GameEvent[]} events
 * @param {BoardContext} ctx
 * @returns {string[]}
 */
export function animate(root, events, ctx) {
  if (reducedMotion() || !events || !events.length) return [];
  // the table laid out now (not at the next frame), so that each card flies to where it will lie
  for (const ring of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll(".ring"))) {
    fitSeats(ring);
    placeCards(ring);
  }
  const seatOf = (/** @type {string | undefined} */ name) => (name ? root.querySelector(`.seat[data-seat="${CSS.escape(String(name))}"]`) : null);
  // the viewer's own cards leave from the hand (drawn below the table), the others' from their seats
  const handOf = (/** @type {string | undefined} */ name) => (name && name === ctx.view.viewer && document.getElementById("hand")) || seatOf(name);
  const zone = (/** @type {string} */ z) => root.querySelector(`[data-zone="${z}"]`) || root.querySelector('[data-zone="centre"]');
  const done = [];
  let delay = 0;
  const step = 260;
  for (const ev of events.slice(-8)) {
    let ok = false;
    const faceOf = (/** @type {string | undefined} */ c) => (c ? card(ctx, c, "small") : null);
    switch (ev.kind) {
      case "exchanged": // Cucù: two cards change hands
      case "reversed":
        ok = fly(root, seatOf(ev.a), seatOf(ev.b), { delay });
        fly(root, seatOf(ev.b), seatOf(ev.a), { delay });
        break;
      case "horse": // the Horse: the asker jumps over its holder
      case "house":
        ok = fly(root, seatOf(ev.requester), seatOf(ev.player), { delay, hop: true });
        break;
      case "cat": // the Cat sends the card back
      case "hunter":
      case "king":
      case "cuckoo":
        ok = fly(root, seatOf(ev.player), seatOf(ev.requester), { delay, kind: "card" }) || pulse(seatOf(ev.player), delay);
        break;
      case "deck_draw":
      case "deck_exchange":
      case "draw":
      case "drew":
      case "dealt":
      case "extra_card":
        if (ev.player) ok = fly(root, zone("deck"), seatOf(ev.player), { delay, face: ev.kind === "deck_draw" ? faceOf(ev.card) : null });
        break;
      case "discard":
        ok = fly(root, handOf(ev.player), zone("pile"), { delay, face: faceOf(ev.card) });
        break;
      case "take":
        ok = fly(root, zone("pile"), seatOf(ev.player), { delay, face: faceOf(ev.card) });
        break;
      case "play":
      case "bid": {
        const spot = root.querySelector(`.played-card[data-by="${CSS.escape(String(ev.player))}"]`);
        ok = fly(root, handOf(ev.player), spot || zone("centre"), { delay, face: faceOf(ev.card) });
        break;
      }
      case "trick": {
        // the cards of the trick, where they lie, gathered by its winner
        const spots = [...root.querySelectorAll(".played-card.last")];
        for (const spot of spots) ok = fly(root, spot, seatOf(ev.winner), { delay: delay + 250, kind: "card", duration: 450 }) || ok;
        if (!spots.length) ok = fly(root, zone("centre"), seatOf(ev.winner), { delay: delay + 200, kind: "card" });
        break;
      }
      case "purro":
      case "win":
      case "meld":
      case "partner_revealed":
      case "lost":
      case "cuckoo_shown":
        ok = pulse(seatOf(ev.player), delay);
        break;
      case "paid":
        if (ev.payee) { // Hypp: chips from the payer to the payee
          ok = fly(root, seatOf(ev.player), seatOf(ev.payee), { delay, kind: "chip", duration: 420 });
          break;
        }
      // falls through: a payment to the box or the pool
      case "bet":
      case "covered":
      case "doctor":
      case "reentered":
        ok = fly(root, seatOf(ev.player), zone("centre"), { delay, kind: "chip", duration: 420 });
        break;
      case "token_lost":
      case "lives":
        ok = fly(root, seatOf(ev.player), zone("centre"), { delay, kind: "chip", duration: 420 }) || pulse(seatOf(ev.player), delay);
        break;
      case "set_won":
      case "pool_paid":
      case "round_won": {
        const w = ev.player || ev.winner;
        ok = fly(root, zone("centre"), seatOf(w), { delay, kind: "chip", duration: 420 });
        break;
      }
      default:
        break;
    }
    if (ok) {
      done.push(ev.kind);
      delay += step;
    }
  }
  return done;
}
