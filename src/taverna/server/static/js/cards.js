// A small SVG card renderer: the Cuckoo pack, the Italian 40-card pack (Coteccio), the Cuajo pack and the
// French 52-card pack (Le Her).
//
// Cuckoo cards follow the rulebook: picture cards have a red index (the decoration on top is red for
// the numbered pictures XV..XI and blue for 0, bucket, mask, lion, fool); number cards 1..10 have a
// blue index and a green decoration.  Italian and Cuajo cards show the rank and the suit symbol; French cards
// their rank and suit in the corners, the pips of a number card and the letter of a court card.
// @ts-check

import { gnavCard, isGnavCard } from "./cards-gnav.js";
import { isSlabberjanCard, slabberjanCard } from "./cards-slabberjan.js";
import { isKilleCard, killeCard } from "./cards-kille.js";

const RED = "#b3261e";
const BLUE = "#1f4e9c";
const GREEN = "#2e7d32";
const GOLD = "#a87400";

/**
 * @param {unknown} s
 * @returns {string} ``s`` as SVG text (markup escaped)
 */
function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => /** @type {Record<string, string>} */ ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

// Pictures of the Cuckoo pack, drawn in a 60x60 box.
/** @type {Record<number, string>} */
const PICTURES = {
  15: // the Cuckoo: a bird
    `<ellipse cx="30" cy="36" rx="17" ry="12"/><circle cx="44" cy="22" r="9"/>
     <path d="M52 20 L60 23 L52 26 Z"/><path d="M14 36 L0 30 L2 44 Z"/>
     <circle cx="46" cy="20" r="2" fill="#fff"/><path d="M24 48 L22 58 M34 48 L36 58" stroke-width="3" fill="none"/>`,
  14: // the Man: a figure with a hat
    `<circle cx="30" cy="14" r="8"/><path d="M18 8 L42 8 L38 2 L22 2 Z"/>
     <path d="M30 22 L30 42 M14 30 L46 30 M30 42 L18 58 M30 42 L42 58" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  13: // the Horse: a horse's head
    `<path d="M18 58 L22 34 L14 30 L10 22 L22 8 L30 2 L32 8 L44 12 L52 30 L46 34 L38 26 L36 40 L40 58 Z"/>
     <circle cx="24" cy="18" r="2" fill="#fff"/>`,
  12: // the Cat: a face with ears and whiskers
    `<path d="M10 22 L14 2 L26 14 L34 14 L46 2 L50 22 Z"/><ellipse cx="30" cy="34" rx="21" ry="20"/>
     <circle cx="22" cy="30" r="3" fill="#fff"/><circle cx="38" cy="30" r="3" fill="#fff"/>
     <path d="M4 38 L22 40 M4 46 L22 43 M56 38 L38 40 M56 46 L38 43" stroke-width="1.5" fill="none"/>`,
  11: // the House / Inn: a house with a door
    `<path d="M4 28 L30 4 L56 28 L50 28 L50 58 L10 58 L10 28 Z"/>
     <rect x="25" y="38" width="10" height="20" fill="#fff"/><rect x="15" y="32" width="8" height="8" fill="#fff"/>`,
  0: // Zero: a ring
    `<ellipse cx="30" cy="30" rx="20" ry="27" fill="none" stroke-width="8"/>`,
  "-1": // the Bucket
    `<path d="M10 22 L50 22 L44 58 L16 58 Z"/><path d="M12 22 Q30 -6 48 22" fill="none" stroke-width="3"/>
     <path d="M12 32 L48 32" stroke="#fff" stroke-width="2"/>`,
  "-2": // the Mask
    `<path d="M4 20 Q30 6 56 20 Q58 44 30 56 Q2 44 4 20 Z"/>
     <ellipse cx="19" cy="27" rx="6" ry="4" fill="#fff"/><ellipse cx="41" cy="27" rx="6" ry="4" fill="#fff"/>
     <path d="M20 42 Q30 48 40 42" stroke="#fff" stroke-width="2.5" fill="none"/>`,
  "-3": // the Lion: a mane and a face
    `<path d="M30 0 L36 10 L48 6 L46 18 L58 22 L50 32 L58 42 L46 44 L48 56 L36 52 L30 60 L24 52 L12 56 L14 44 L2 42 L10 32 L2 22 L14 18 L12 6 L24 10 Z"/>
     <circle cx="30" cy="31" r="14" fill="#fff"/><circle cx="25" cy="28" r="2"/><circle cx="35" cy="28" r="2"/>
     <path d="M26 36 L30 39 L34 36" stroke-width="2" fill="none"/>`,
  "-4": // the Fool: a jester's cap with bells
    `<path d="M8 44 Q4 20 2 8 Q18 20 22 34 Q26 10 30 2 Q34 10 38 34 Q42 20 58 8 Q56 20 52 44 Z"/>
     <circle cx="2" cy="8" r="4"/><circle cx="30" cy="3" r="4"/><circle cx="58" cy="8" r="4"/>
     <rect x="6" y="44" width="48" height="10" rx="3"/>`,
};

/** @type {Record<string, number>} */
const CUCKOO_RANK = { bucket: -1, mask: -2, lion: -3, fool: -4 };

/** @param {string} card */
function cuckooRank(card) {
  return card in CUCKOO_RANK ? CUCKOO_RANK[card] : Number(card);
}

/**
 * @param {string} name
 * @param {number} [y]
 */
function nameText(name, y = 142) {
  const long = [...name].length > 12;
  return `<text x="50" y="${y}" text-anchor="middle" font-size="${long ? 9 : 11}" fill="#333"
    font-family="system-ui, sans-serif"${long ? ` textLength="88" lengthAdjust="spacingAndGlyphs"` : ""}>${esc(name)}</text>`;
}

/**
 * @param {string} inner
 * @param {string} label
 * @param {string} cls
 */
function frame(inner, label, cls) {
  return `<svg class="card ${cls}" viewBox="0 0 100 150" role="img" aria-label="${esc(label)}"
    xmlns="http://www.w3.org/2000/svg"><title>${esc(label)}</title>
    <rect x="1.5" y="1.5" width="97" height="147" rx="8" fill="#fffdf6" stroke="#555" stroke-width="2"/>${inner}</svg>`;
}

/**
 * @param {string} card
 * @param {string} name
 */
function cuckooCard(card, name) {
  const r = cuckooRank(card);
  const picture = !(r >= 1 && r <= 10);
  const top = r >= 11 ? RED : picture ? BLUE : GREEN;
  const index = picture ? RED : BLUE;
  const number = r >= 0 ? String(r) : "";
  let inner = `<path d="M2 10 Q2 2 10 2 L90 2 Q98 2 98 10 L98 14 L2 14 Z" fill="${top}"/>`;
  if (number) {
    inner += `<text x="14" y="34" text-anchor="middle" font-size="18" font-weight="700" fill="${index}"
      font-family="Georgia, serif">${number}</text>
      <text x="86" y="34" text-anchor="middle" font-size="18" font-weight="700" fill="${index}"
      font-family="Georgia, serif">${number}</text>`;
  }
  if (picture) {
    inner += `<g transform="translate(20 48)" fill="${top}" stroke="${top}">${PICTURES[r]}</g>`;
  } else {
    inner += `<text x="50" y="100" text-anchor="middle" font-size="52" font-weight="700" fill="${BLUE}"
      font-family="Georgia, serif">${number}</text>`;
  }
  if (picture || name !== number) inner += nameText(name);
  return frame(inner, name, `pack-cuckoo ${picture ? "picture" : "number"}`);
}

// Suit symbols for the Latin-suited packs, drawn in a 40x40 box.
/** @type {Record<string, [string, string]>} */
const SUITS = {
  cups: [RED, `<path d="M6 4 L34 4 Q34 22 20 24 Q6 22 6 4 Z"/><rect x="18" y="23" width="4" height="9"/><path d="M10 38 Q20 30 30 38 Z"/>`],
  coins: [GOLD, `<circle cx="20" cy="20" r="17"/><circle cx="20" cy="20" r="11" fill="#fffdf6"/><circle cx="20" cy="20" r="5"/>`],
  swords: [BLUE, `<path d="M18 2 L22 2 L23 28 L17 28 Z"/><rect x="8" y="27" width="24" height="4" rx="2"/><rect x="18" y="31" width="4" height="7"/>`],
  batons: [GREEN, `<path d="M14 38 L10 34 L26 4 Q30 0 33 4 L34 8 Z"/><circle cx="17" cy="24" r="3"/><circle cx="24" cy="13" r="3"/>`],
};
/** @type {Record<string, string>} */
const ITALIAN_SUITS = { c: "cups", d: "coins", s: "swords", b: "batons" };
/** @type {Record<string, string>} */
const CUAJO_SUITS = { c: "cups", o: "coins", s: "swords", b: "batons" };

/**
 * @param {string} suit
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
function suitSymbol(suit, x, y, scale) {
  const [color, path] = SUITS[suit];
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${color}" stroke="none">${path}</g>`;
}

/**
 * @param {string} pack
 * @param {string} card
 * @param {string} name
 */
function latinCard(pack, card, name) {
  const rank = card.slice(0, -1);
  const suit = (pack === "italian" ? ITALIAN_SUITS : CUAJO_SUITS)[card.slice(-1)];
  const color = SUITS[suit][0];
  const court = /[FCRJHK]/.test(rank);
  let inner = `<text x="14" y="28" text-anchor="middle" font-size="22" font-weight="700" fill="${color}"
    font-family="Georgia, serif">${esc(rank)}</text>${suitSymbol(suit, 6, 32, 0.42)}
    <text x="86" y="28" text-anchor="middle" font-size="22" font-weight="700" fill="${color}"
    font-family="Georgia, serif">${esc(rank)}</text>${suitSymbol(suit, 78, 32, 0.42)}`;
  if (court) {
    inner += `<text x="50" y="88" text-anchor="middle" font-size="46" font-weight="700" fill="${color}"
      font-family="Georgia, serif">${esc(rank)}</text>${suitSymbol(suit, 36, 94, 0.7)}`;
  } else {
    inner += suitSymbol(suit, 22, 50, 1.4);
  }
  inner += nameText(name);
  return frame(inner, name, `pack-${pack} suit-${suit}`);
}

// The French pack's suits (clubs, diamonds, hearts, spades), drawn in a 40x40 box.
const BLACK = "#1d1d1d";
/** @type {Record<string, [string, string, string]>} */
const FRENCH_SUITS = {
  c: ["clubs", BLACK, `<circle cx="20" cy="11" r="8"/><circle cx="10.5" cy="23" r="8"/><circle cx="29.5" cy="23" r="8"/><path d="M18 20 L22 20 L26 38 L14 38 Z"/>`],
  d: ["diamonds", RED, `<path d="M20 1 L35 20 L20 39 L5 20 Z"/>`],
  h: ["hearts", RED, `<path d="M20 37 C5 26 1 17 5 10 C9 3 18 4 20 12 C22 4 31 3 35 10 C39 17 35 26 20 37 Z"/>`],
  s: ["spades", BLACK, `<path d="M20 2 C35 14 40 22 35 28 C31 33 24 31 21.5 27 L25 38 L15 38 L18.5 27 C16 31 9 33 5 28 C0 22 5 14 20 2 Z"/>`],
};
// where the pips of a number card lie (their centres)
/** @type {Record<string, [number, number][]>} */
const PIPS = {
  2: [[50, 50], [50, 114]],
  3: [[50, 50], [50, 82], [50, 114]],
  4: [[32, 50], [68, 50], [32, 114], [68, 114]],
  5: [[32, 50], [68, 50], [50, 82], [32, 114], [68, 114]],
  6: [[32, 50], [68, 50], [32, 82], [68, 82], [32, 114], [68, 114]],
  7: [[32, 50], [68, 50], [50, 66], [32, 82], [68, 82], [32, 114], [68, 114]],
  8: [[32, 50], [68, 50], [50, 66], [32, 82], [68, 82], [50, 98], [32, 114], [68, 114]],
  9: [[32, 50], [68, 50], [32, 71], [68, 71], [50, 82], [32, 93], [68, 93], [32, 114], [68, 114]],
  10: [[32, 50], [68, 50], [50, 60], [32, 71], [68, 71], [32, 93], [68, 93], [50, 104], [32, 114], [68, 114]],
};

/**
 * @param {string} path
 * @param {string} color
 * @param {number} cx
 * @param {number} cy
 * @param {number} size
 */
function frenchPip(path, color, cx, cy, size) {
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 40})" fill="${color}">${path}</g>`;
}

/**
 * @param {string} card
 * @param {string} name
 */
function frenchCard(card, name) {
  const rank = card.slice(0, -1).toUpperCase();
  const [suit, color, path] = FRENCH_SUITS[card.slice(-1).toLowerCase()];
  const index = (/** @type {number} */ x) => `<text x="${x}" y="26" text-anchor="middle" font-size="${rank.length > 1 ? 17 : 21}" font-weight="700"
    fill="${color}" font-family="Georgia, serif">${esc(rank)}</text>${frenchPip(path, color, x, 38, 14)}`;
  let inner = index(14) + index(86);
  if (rank === "A") inner += frenchPip(path, color, 50, 82, 46);
  else if (PIPS[rank]) inner += PIPS[rank].map(([x, y]) => frenchPip(path, color, x, y, 19)).join("");
  else {
    inner += `<rect x="26" y="44" width="48" height="78" rx="4" fill="none" stroke="${color}" stroke-width="2"/>
      <text x="50" y="90" text-anchor="middle" font-size="40" font-weight="700" fill="${color}"
      font-family="Georgia, serif">${esc(rank)}</text>${frenchPip(path, color, 50, 106, 18)}`;
  }
  inner += nameText(name);
  return frame(inner, name, `pack-french suit-${suit}${PIPS[rank] || rank === "A" ? "" : " court"}`);
}

// The face of ``card`` (its canonical notation) of ``pack``, named ``name`` for people and screen readers.
/**
 * @param {string} pack
 * @param {unknown} card
 * @param {string} [name]
 * @returns {string} the card's SVG
 */
export function cardSvg(pack, card, name) {
  const label = name || String(card);
  if (pack === "cuckoo") return cuckooCard(String(card), label);
  if (pack === "kille" && isKilleCard(String(card))) return killeCard(String(card), label, frame, nameText);
  if (pack === "slabberjan" && isSlabberjanCard(String(card))) {
    return slabberjanCard(String(card), label, frame, nameText);
  }
  if (pack === "gnav" && isGnavCard(String(card))) return gnavCard(String(card), label, frame, nameText);
  if (pack === "french" && /^(A|[2-9]|10|J|Q|K)[cdhs]$/i.test(String(card))) return frenchCard(String(card), label);
  if (typeof card === "string" && card.length === 2) return latinCard(pack, card, label);
  return frame(nameText(label, 80), label, "unknown");
}

// A face-down card (another player's card, the deck).
export function cardBack(label = "") {
  return `<svg class="card back" viewBox="0 0 100 150" role="img" aria-label="${esc(label)}"
    xmlns="http://www.w3.org/2000/svg"><title>${esc(label)}</title>
    <defs><pattern id="diamonds" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
    <rect width="12" height="12" fill="#7a1f1f"/><rect width="6" height="6" fill="#943030"/></pattern></defs>
    <rect x="1.5" y="1.5" width="97" height="147" rx="8" fill="url(#diamonds)" stroke="#555" stroke-width="2"/>
    <rect x="10" y="10" width="80" height="130" rx="5" fill="none" stroke="#e9c46a" stroke-width="2"/></svg>`;
}
