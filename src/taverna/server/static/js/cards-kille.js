// The Swedish Kille pack (42 cards, two of each: Krypkille's rule set nordic), drawn for cards.js.
//
// Strongest first: Harlekin, Kuku, Husar, Husu, Kavall, Värdshus (red band: the six high pictures),
// 12 .. 1 (the numerals, each with a lily, as the Kille pack's numerals are lilies), then Kransen,
// Blompottan and Blaren (blue band: the three low pictures).  The record notation names a picture by its
// Swedish name without diacritics (harlekin, vardshus ...), a numeral by its number.
// @ts-check

const RED = "#b3261e";
const BLUE = "#1f4e9c";
const GREEN = "#2e7d32";

// Pictures, each in a 60x60 box.
/** @type {Record<string, string>} */
const PICTURES = {
  harlekin: // a jester in a diamond-patterned suit
    `<circle cx="30" cy="10" r="7"/><path d="M20 4 L14 0 L22 8 Z M40 4 L46 0 L38 8 Z"/>
     <path d="M18 20 L42 20 L46 46 L36 46 L34 60 L26 60 L24 46 L14 46 Z"/>
     <path d="M24 24 L30 32 L36 24 M22 34 L30 42 L38 34" stroke="#fff" stroke-width="2" fill="none"/>`,
  kuku: // the cuckoo: a bird
    `<ellipse cx="30" cy="36" rx="17" ry="12"/><circle cx="44" cy="22" r="9"/>
     <path d="M52 20 L60 23 L52 26 Z"/><path d="M14 36 L0 30 L2 44 Z"/>
     <circle cx="46" cy="20" r="2" fill="#fff"/><path d="M24 48 L22 58 M34 48 L36 58" stroke-width="3" fill="none"/>`,
  husar: // the hussar: a soldier with a plumed busby and a sabre
    `<path d="M22 14 L38 14 L36 2 L24 2 Z"/><path d="M36 2 L44 0 L40 8 Z"/><circle cx="30" cy="20" r="6"/>
     <path d="M20 28 L40 28 L38 46 L22 46 Z"/><path d="M24 46 L22 60 M36 46 L38 60" stroke-width="5" fill="none"/>
     <path d="M42 30 L58 12" stroke-width="3" fill="none"/>`,
  husu: // the pig
    `<ellipse cx="28" cy="34" rx="22" ry="15"/><circle cx="50" cy="30" r="9"/>
     <ellipse cx="57" cy="31" rx="3" ry="4" fill="#fff"/><path d="M44 20 L48 12 L52 22 Z"/>
     <path d="M14 46 L14 58 M24 48 L24 58 M34 48 L34 58 M42 44 L42 56" stroke-width="4" fill="none"/>
     <path d="M6 30 Q0 26 4 22" stroke-width="2" fill="none"/>`,
  kavall: // the cavalier: a rider on a horse
    `<path d="M6 40 Q10 28 24 28 L44 28 L52 16 L58 20 L52 34 L50 44 L46 44 L44 36 L20 38 L16 50 L12 50 Z"/>
     <circle cx="30" cy="8" r="5"/><path d="M26 14 L34 14 L36 26 L24 26 Z"/>`,
  vardshus: // the inn: a house with a sign
    `<path d="M4 28 L30 4 L56 28 L50 28 L50 58 L10 58 L10 28 Z"/>
     <rect x="25" y="38" width="10" height="20" fill="#fff"/><rect x="15" y="32" width="8" height="8" fill="#fff"/>
     <path d="M50 34 L60 34 L60 44 L50 44" fill="none" stroke-width="2"/>`,
  kransen: // the wreath: a ring of leaves
    `<circle cx="30" cy="30" r="22" fill="none" stroke-width="6"/>
     <ellipse cx="30" cy="8" rx="4" ry="7"/><ellipse cx="30" cy="52" rx="4" ry="7"/>
     <ellipse cx="8" cy="30" rx="7" ry="4"/><ellipse cx="52" cy="30" rx="7" ry="4"/>`,
  blompottan: // the flower-pot
    `<path d="M14 34 L46 34 L40 58 L20 58 Z"/><path d="M30 34 L30 14" stroke-width="3" fill="none"/>
     <circle cx="30" cy="10" r="7"/><ellipse cx="20" cy="24" rx="7" ry="3"/><ellipse cx="40" cy="22" rx="7" ry="3"/>`,
  blaren: // the mask
    `<path d="M4 20 Q30 6 56 20 Q58 44 30 56 Q2 44 4 20 Z"/>
     <ellipse cx="19" cy="27" rx="6" ry="4" fill="#fff"/><ellipse cx="41" cy="27" rx="6" ry="4" fill="#fff"/>
     <path d="M20 42 Q30 48 40 42" stroke="#fff" stroke-width="2.5" fill="none"/>`,
};
const HIGH = new Set(["harlekin", "kuku", "husar", "husu", "kavall", "vardshus"]);
// a lily, the numerals' pip, in a 20x20 box
const LILY = `<path d="M10 0 Q14 6 10 12 Q6 6 10 0 Z M10 12 Q2 4 0 10 Q4 12 10 12 Z M10 12 Q18 4 20 10 Q16 12 10 12 Z"/>
  <rect x="5" y="13" width="10" height="3"/><path d="M10 16 L10 20" stroke-width="2"/>`;

/** @param {string} card */
export function isKilleCard(card) {
  return card in PICTURES || /^(1[0-2]|[1-9])$/.test(String(card));
}

// The face of the Kille-pack card ``card`` (its notation); ``frame(inner, label, cls)`` and
// ``nameText(name)`` are cards.js's.
/**
 * @param {string} card
 * @param {string} name
 * @param {(inner: string, label: string, cls: string) => string} frame
 * @param {(name: string, y?: number) => string} nameText
 */
export function killeCard(card, name, frame, nameText) {
  const picture = card in PICTURES;
  const top = HIGH.has(card) ? RED : picture ? BLUE : GREEN;
  let inner = `<path d="M2 10 Q2 2 10 2 L90 2 Q98 2 98 10 L98 14 L2 14 Z" fill="${top}"/>`;
  if (picture) {
    inner += `<g transform="translate(20 48)" fill="${top}" stroke="${top}">${PICTURES[card]}</g>`;
    inner += nameText(name);
  } else {
    inner += `<text x="14" y="34" text-anchor="middle" font-size="18" font-weight="700" fill="${BLUE}"
      font-family="Georgia, serif">${card}</text>
      <text x="86" y="34" text-anchor="middle" font-size="18" font-weight="700" fill="${BLUE}"
      font-family="Georgia, serif">${card}</text>
      <text x="50" y="96" text-anchor="middle" font-size="48" font-weight="700" fill="${BLUE}"
      font-family="Georgia, serif">${card}</text>
      <g transform="translate(40 110)" fill="${GREEN}" stroke="${GREEN}">${LILY}</g>`;
  }
  return frame(inner, name, `pack-kille ${picture ? "picture" : "number"}`);
}
