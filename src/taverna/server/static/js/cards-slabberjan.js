// The Slabberjan pieces (Zeeland: 42 wooden pieces, two of each: Cucù's rule set slabberjan), drawn for cards.js.
//
// Each piece is drawn as the flat underside of a round wooden piece on a wood-coloured card: highest first, the
// four matadors, the Rider (Kap-af, a horseman with a raised sword), the Bird, the Cat and the Inn (red ring, a
// picture), the numbers 12 .. 0 (green ring, Arabic numerals as on the pieces), then the four low pieces, the
// White Bread (a blank face), the Chamber Pot, the Face and Jan Rit, the fool with a stick (blue ring, a picture).
// The record notation: rider bird cat inn 12 .. 0 white-bread pot face jan-rit.
// @ts-check

const RED = "#b3261e";
const BLUE = "#1f4e9c";
const GREEN = "#2e7d32";
const WOOD = "#d9b38c";

// Pictures, each in a 60x60 box.
/** @type {Record<string, string>} */
const PICTURES = {
  rider: // a horseman with a raised sword ("een ruiter te paard, die met den sabel dreigde")
    `<path d="M4 46 Q8 34 22 34 L42 34 L50 22 L56 26 L50 40 L48 54 L44 54 L42 42 L20 44 L16 58 L12 58 Z"/>
     <circle cx="28" cy="12" r="5"/><path d="M24 18 L32 18 L34 32 L22 32 Z"/>
     <path d="M32 20 L52 0" stroke-width="3" fill="none"/><path d="M46 4 L52 8" stroke-width="2" fill="none"/>`,
  bird: // a bird standing
    `<ellipse cx="28" cy="30" rx="18" ry="12"/><circle cx="44" cy="16" r="9"/>
     <path d="M52 14 L60 18 L52 20 Z"/><path d="M12 28 L0 20 L2 38 Z"/>
     <circle cx="46" cy="14" r="2" fill="#fff"/><path d="M24 42 L22 56 M32 42 L34 56" stroke-width="3" fill="none"/>`,
  cat: // a sitting kitty
    `<path d="M16 20 L18 4 L26 14 L34 14 L42 4 L44 20 Z"/><circle cx="30" cy="22" r="13"/>
     <ellipse cx="30" cy="46" rx="17" ry="13"/><path d="M46 50 Q58 44 54 30" stroke-width="4" fill="none"/>
     <circle cx="25" cy="21" r="2" fill="#fff"/><circle cx="35" cy="21" r="2" fill="#fff"/>`,
  inn: // an inn with a sign and a tankard
    `<path d="M4 26 L28 4 L52 26 L46 26 L46 58 L10 58 L10 26 Z"/>
     <rect x="23" y="40" width="10" height="18" fill="#fff"/><rect x="14" y="30" width="7" height="7" fill="#fff"/>
     <path d="M52 30 L60 30 L60 48 L52 48 Z"/><path d="M46 32 L52 32" stroke-width="2" fill="none"/>`,
  "white-bread": // a blank face: a loaf outlined on the bare wood
    `<path d="M8 40 Q8 18 30 18 Q52 18 52 40 L52 48 L8 48 Z" fill="none" stroke-width="3"/>
     <path d="M20 24 L24 32 M30 22 L30 32 M40 24 L36 32" stroke-width="2" fill="none"/>`,
  pot: // a chamber pot with its handle
    `<path d="M8 24 L52 24 L48 54 L12 54 Z"/><rect x="4" y="18" width="52" height="7" rx="3"/>
     <path d="M52 30 Q62 36 52 46" stroke-width="4" fill="none"/>`,
  face: // a strange face
    `<ellipse cx="30" cy="30" rx="24" ry="27"/><circle cx="20" cy="22" r="5" fill="#fff"/>
     <circle cx="40" cy="24" r="3" fill="#fff"/><path d="M28 28 L26 40 L32 40" stroke="#fff" stroke-width="2" fill="none"/>
     <path d="M16 46 Q30 38 44 48" stroke="#fff" stroke-width="3" fill="none"/>`,
  "jan-rit": // a little man with a stick
    `<circle cx="26" cy="8" r="7"/><path d="M18 2 L26 -6 L34 2" stroke-width="2" fill="none"/>
     <path d="M18 16 L34 16 L36 38 L16 38 Z"/><path d="M20 38 L16 58 M32 38 L36 58" stroke-width="4" fill="none"/>
     <path d="M34 20 L50 28" stroke-width="3" fill="none"/><path d="M50 8 L50 58" stroke-width="3" fill="none"/>`,
};
const MATADORS = ["rider", "bird", "cat", "inn"];

/** @param {string} card */
export function isSlabberjanCard(card) {
  return card in PICTURES || /^(1[0-2]|[0-9])$/.test(card);
}

/**
 * @param {string} card
 * @param {string} name
 * @param {(inner: string, label: string, cls: string) => string} frame
 * @param {(name: string, y?: number) => string} nameText
 */
export function slabberjanCard(card, name, frame, nameText) {
  const picture = card in PICTURES;
  const ring = MATADORS.includes(card) ? RED : picture ? BLUE : GREEN;
  // the piece: a round wooden face with a coloured ring
  let inner = `<circle cx="50" cy="66" r="44" fill="${WOOD}" stroke="${ring}" stroke-width="5"/>`;
  if (picture) {
    inner += `<g transform="translate(20 38)" fill="${ring}" stroke="${ring}">${PICTURES[card]}</g>`;
    inner += nameText(name);
  } else {
    inner += `<text x="50" y="84" text-anchor="middle" font-size="48" font-weight="700" fill="${BLUE}"
      font-family="Georgia, serif">${card}</text>`;
    if (name !== card) inner += nameText(name);
  }
  return frame(inner, name, `pack-slabberjan ${picture ? (MATADORS.includes(card) ? "matador" : "picture") : "number"}`);
}
