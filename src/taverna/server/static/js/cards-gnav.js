// The Gnav pack (Norway, Denmark: 42 cards, two of each: Cucù's rule set gnav), drawn for cards.js.
//
// Highest first: the five matadors, Cuckoo, Dragoon, Cat, Horse and House (red band, a picture), the numbers
// XII .. I and O (green band, the roman numeral as on the cards and pieces), then the Pot, the Owl and the Fool
// (blue band, a picture).  The record notation: cuckoo dragoon cat horse house 12 .. 0 pot owl fool.
// @ts-check

const RED = "#b3261e";
const BLUE = "#1f4e9c";
const GREEN = "#2e7d32";

// Pictures, each in a 60x60 box.
/** @type {Record<string, string>} */
const PICTURES = {
  cuckoo: // a bird on a branch
    `<ellipse cx="30" cy="32" rx="17" ry="12"/><circle cx="44" cy="18" r="9"/>
     <path d="M52 16 L60 19 L52 22 Z"/><path d="M14 32 L0 26 L2 40 Z"/>
     <circle cx="46" cy="16" r="2" fill="#fff"/><path d="M4 52 L56 52" stroke-width="4" fill="none"/>
     <path d="M26 44 L24 52 M34 44 L36 52" stroke-width="3" fill="none"/>`,
  dragoon: // a rider with a raised sword
    `<path d="M6 44 Q10 32 24 32 L44 32 L52 20 L58 24 L52 38 L50 50 L46 50 L44 40 L20 42 L16 56 L12 56 Z"/>
     <circle cx="30" cy="10" r="5"/><path d="M26 16 L34 16 L36 30 L24 30 Z"/>
     <path d="M36 18 L54 2" stroke-width="3" fill="none"/>`,
  cat: // a face with ears and whiskers
    `<path d="M10 22 L14 2 L26 14 L34 14 L46 2 L50 22 Z"/><ellipse cx="30" cy="34" rx="21" ry="20"/>
     <circle cx="22" cy="30" r="3" fill="#fff"/><circle cx="38" cy="30" r="3" fill="#fff"/>
     <path d="M4 38 L22 40 M4 46 L22 43 M56 38 L38 40 M56 46 L38 43" stroke-width="1.5" fill="none"/>`,
  horse: // a horse's head
    `<path d="M18 58 L22 34 L14 30 L10 22 L22 8 L30 2 L32 8 L44 12 L52 30 L46 34 L38 26 L36 40 L40 58 Z"/>
     <circle cx="24" cy="18" r="2" fill="#fff"/>`,
  house: // a house with a door and a window
    `<path d="M4 28 L30 4 L56 28 L50 28 L50 58 L10 58 L10 28 Z"/>
     <rect x="25" y="38" width="10" height="20" fill="#fff"/><rect x="15" y="32" width="8" height="8" fill="#fff"/>`,
  pot: // a flowerpot with a plant
    `<path d="M14 34 L46 34 L40 58 L20 58 Z"/><rect x="10" y="28" width="40" height="7" rx="2"/>
     <path d="M30 28 L30 10" stroke-width="3" fill="none"/><ellipse cx="22" cy="12" rx="8" ry="4"/>
     <ellipse cx="38" cy="8" rx="8" ry="4"/>`,
  owl: // an owl with big eyes
    `<path d="M12 14 L18 4 L24 12 L36 12 L42 4 L48 14 Q56 40 30 58 Q4 40 12 14 Z"/>
     <circle cx="22" cy="24" r="7" fill="#fff"/><circle cx="38" cy="24" r="7" fill="#fff"/>
     <circle cx="22" cy="24" r="3"/><circle cx="38" cy="24" r="3"/><path d="M27 32 L30 38 L33 32 Z" fill="#fff"/>`,
  fool: // a jester's cap with bells
    `<path d="M8 44 Q4 20 2 8 Q18 20 22 34 Q26 10 30 2 Q34 10 38 34 Q42 20 58 8 Q56 20 52 44 Z"/>
     <circle cx="2" cy="8" r="4"/><circle cx="30" cy="3" r="4"/><circle cx="58" cy="8" r="4"/>
     <rect x="6" y="44" width="48" height="10" rx="3"/>`,
};
const MATADORS = ["cuckoo", "dragoon", "cat", "horse", "house"];
const ROMAN = ["O", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];

/** @param {string} card */
export function isGnavCard(card) {
  return card in PICTURES || /^(1[0-2]|[0-9])$/.test(card);
}

/**
 * @param {string} card
 * @param {string} name
 * @param {(inner: string, label: string, cls: string) => string} frame
 * @param {(name: string, y?: number) => string} nameText
 */
export function gnavCard(card, name, frame, nameText) {
  const picture = card in PICTURES;
  const band = MATADORS.includes(card) ? RED : picture ? BLUE : GREEN;
  let inner = `<path d="M2 10 Q2 2 10 2 L90 2 Q98 2 98 10 L98 14 L2 14 Z" fill="${band}"/>`;
  if (picture) {
    inner += `<g transform="translate(20 40)" fill="${band}" stroke="${band}">${PICTURES[card]}</g>`;
    inner += nameText(name);
  } else {
    const roman = ROMAN[Number(card)];
    const size = roman.length > 3 ? 30 : 40;
    inner += `<text x="50" y="92" text-anchor="middle" font-size="${size}" font-weight="700" fill="${BLUE}"
      font-family="Georgia, serif">${roman}</text>`;
    if (name !== roman) inner += nameText(name);
  }
  return frame(inner, name, `pack-gnav ${picture ? (MATADORS.includes(card) ? "matador" : "picture") : "number"}`);
}
