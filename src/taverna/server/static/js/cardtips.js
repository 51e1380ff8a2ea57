// Every card explains itself: its name, its place in the rule set's order and its power there, on hover,
// long-press (touch) and keyboard focus; and the rule set's whole pack in order, as a strip in a dialog
// opened from the top bar. What the cards are and do comes from the game's own code through the server
// (GET /api/games/{game}/cards?rules=&lang=&options=, the game's brief part's card_guide): nothing about a
// game is written here. A card is any element with data-card inside the table (the hand's buttons, the
// board's cards, the cards shown, the strip's).
// @ts-check
import { api, byId, el } from "./api.js";
import { cardSvg } from "./cards.js";
import { currentLang, onLangChange, t } from "./i18n.js";

const $ = byId;
const TIP = "card-tip";
const AREAS = "#board, #hand, #reveal-cards, #card-strip";
const LONG_PRESS_MS = 500;
/**
 * A card as the rule set's card guide says it (GET /api/games/{game}/cards): its name, its place in the order and
 * its power under the table's options.
 * @typedef {{ card: string, name: string, place: string, power: string, [field: string]: any }} CardTip
 */
/** @typedef {{ title?: string, pack: string, notes: string[], cards: CardTip[], [field: string]: any }} CardGuide */
/** @type {import("./table-state.js").TableState | null} */
let S = null;
/** @type {CardGuide | null} */
let guide = null; // the answer of /api/games/{game}/cards
let guideLang = ""; // ... in this language
/** @type {Record<string, CardTip>} */
let byCard = {};
/** @type {string | null} */
let loading = null; // the key of the guide asked for
/** @type {HTMLElement | null} */
let shownFor = null; // the card element whose tip is shown
/** @type {ReturnType<typeof setTimeout> | undefined} */
let pressTimer = undefined;
/** @type {[number, number] | null} */
let pressAt = null;
let swallowClick = false;

const game = () => (S && ((S.view && S.view.game) || (S.table && S.table.game))) || null;
const rules = () => (S && ((S.view && S.view.rules) || (S.table && S.table.rules))) || "";
const options = () => (S && S.table && S.table.options) || {};

function tip() {
  let node = $(TIP);
  if (!node) {
    node = el("div", { id: TIP, class: "card-tip", role: "tooltip", hidden: true },
      el("strong", { class: "tip-name" }), el("span", { class: "tip-place" }), el("span", { class: "tip-power" }));
    document.body.append(node);
  }
  return node;
}

async function load() {
  const g = game();
  if (!g) return;
  const opts = options();
  const players = S && S.view && Array.isArray(S.view.players) ? S.view.players.length : 0; // (a pack may depend on it)
  const query = `rules=${encodeURIComponent(rules())}&lang=${currentLang()}` +
    (Object.keys(opts).length ? `&options=${encodeURIComponent(JSON.stringify(opts))}` : "") + (players ? `&players=${players}` : "");
  const key = `${g}?${query}`;
  const asked = currentLang();
  if (loading === key) return;
  loading = key;
  let answer;
  try {
    answer = await api("GET", `/api/games/${encodeURIComponent(g)}/cards?${query}`);
  } catch {
    loading = null; // asked again at the next render
    return;
  }
  if (loading !== key) return; // a newer question is on its way
  guide = /** @type {CardGuide} */ (answer);
  guideLang = asked;
  byCard = Object.fromEntries(guide.cards.map((c) => [String(c.card), c]));
  decorate();
  if ($("cards-dialog") && $("cards-dialog", HTMLDialogElement).open) fillStrip();
  labelButton();
}

/**
 * @param {any} node an event's target (an element, a text node, the document)
 * @returns {HTMLElement | null} the card with a tip that it is, or is in
 */
function cardOf(node) {
  const target = node && node.closest ? node.closest("[data-card]") : null;
  if (!target || !target.closest(AREAS)) return null;
  return byCard[String(target.dataset.card)] ? target : null;
}

// Each card described by the tip, and reachable by keyboard (the hand's buttons already are).
function decorate() {
  if (!guide) return;
  const nodes = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(AREAS.split(", ").map((a) => `${a} [data-card]`).join(", ")));
  for (const node of nodes) {
    const c = byCard[String(node.dataset.card)];
    if (!c) continue;
    if (node.closest('[aria-hidden="true"]')) continue; // (a card in flight: a picture of a move, never focused)
    node.setAttribute("aria-describedby", TIP);
    node.classList.add("has-tip");
    if (node.tagName !== "BUTTON" && (!node.hasAttribute("tabindex") || node.dataset.tipNamed)) {
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "img");
      if (node.getAttribute("aria-label") !== c.name) node.setAttribute("aria-label", c.name); // (named again after a switch)
      node.dataset.tipNamed = "1";
    }
  }
}

/** @param {HTMLElement} node */
function show(node) {
  const c = byCard[String(node.dataset.card)];
  if (!c) return;
  const box = tip();
  const host = node.closest("dialog[open]") || document.body; // a modal dialog is above everything else
  if (box.parentNode !== host) host.append(box);
  for (const [part, text] of [["name", c.name], ["place", c.place], ["power", c.power]]) {
    /** @type {Element} */ (box.querySelector(`.tip-${part}`)).textContent = text;
  }
  box.hidden = false;
  shownFor = node;
  // above the card where there is room (in the strip: below, over the next row rather than the title), else
  // on the other side; inside the viewport
  const r = node.getBoundingClientRect();
  const w = box.offsetWidth;
  const h = box.offsetHeight;
  const left = Math.max(6, Math.min(window.innerWidth - w - 6, r.left + r.width / 2 - w / 2));
  const above = r.top - h - 8;
  const below = r.bottom + 8;
  let top = host === document.body ? above : below;
  if (top === above && above < 6) top = below;
  else if (top === below && below + h > window.innerHeight - 6) top = above >= 6 ? above : window.innerHeight - h - 6;
  box.style.left = `${Math.round(left)}px`;
  box.style.top = `${Math.round(Math.max(6, top))}px`;
}

function hide() {
  const box = $(TIP);
  if (box) box.hidden = true;
  shownFor = null;
}

// ---------------------------------------------------------------- hover, focus, long-press, Escape
document.addEventListener("pointerover", (ev) => {
  if (ev.pointerType === "touch") return;
  const node = cardOf(ev.target);
  if (node && node !== shownFor) show(node);
});
document.addEventListener("pointerout", (ev) => {
  if (ev.pointerType === "touch" || !shownFor) return;
  const to = /** @type {Element | null} */ (ev.relatedTarget); // (an element, or a text node: it has no closest)
  if (to && (shownFor.contains(to) || (to.closest && to.closest(`#${TIP}`)))) return;
  if (document.activeElement !== shownFor) hide();
});
document.addEventListener("focusin", (ev) => {
  const node = cardOf(ev.target);
  if (node) show(node);
  else if (shownFor) hide();
});
document.addEventListener("focusout", (ev) => {
  if (shownFor && ev.target === shownFor) hide();
});
document.addEventListener("keydown", (ev) => {
  if (ev.key === "Escape" && shownFor && !$(TIP).hidden) {
    hide(); // the tip goes; a dialog behind it stays open
    ev.stopPropagation();
    ev.preventDefault();
  }
}, true);
document.addEventListener("pointerdown", (ev) => {
  clearTimeout(pressTimer);
  const node = cardOf(ev.target);
  if (!node || ev.pointerType === "mouse") {
    if (shownFor && !(node && node === shownFor)) hide();
    return;
  }
  pressAt = [ev.clientX, ev.clientY];
  pressTimer = setTimeout(() => {
    show(node);
    swallowClick = true; // a long press shows the card; it does not play it
  }, LONG_PRESS_MS);
});
for (const type of ["pointerup", "pointercancel"]) document.addEventListener(type, () => clearTimeout(pressTimer));
document.addEventListener("pointermove", (ev) => {
  if (pressAt && Math.hypot(ev.clientX - pressAt[0], ev.clientY - pressAt[1]) > 12) clearTimeout(pressTimer);
});
document.addEventListener("click", (ev) => {
  if (!swallowClick) return;
  swallowClick = false;
  if (cardOf(ev.target)) {
    ev.preventDefault();
    ev.stopPropagation();
  }
}, true);
document.addEventListener("contextmenu", (ev) => {
  if (cardOf(ev.target) && pressAt) ev.preventDefault(); // a long press on a touch screen
}, true);
window.addEventListener("scroll", hide, true);

// ---------------------------------------------------------------- the strip: the pack in order
function ensureDialog() {
  if ($("cards-dialog")) return;
  const dialog = el(
    "dialog",
    { id: "cards-dialog", class: "help-dialog cards-dialog", "aria-labelledby": "cards-title" },
    el("div", { class: "help-head" }, el("h2", { id: "cards-title" }),
      el("button", { id: "cards-close", type: "button", class: "small", onclick: () => dialog.close() })),
    el("div", { class: "help-body" }, el("p", { id: "cards-hint", class: "hint" }), el("ul", { id: "cards-notes", class: "card-ref" }),
      el("ol", { id: "card-strip", class: "card-strip" })),
  );
  dialog.addEventListener("close", hide);
  document.body.append(dialog);
  const button = el("button", { id: "cards-button", type: "button", class: "small help-button", "aria-haspopup": "dialog", onclick: openStrip });
  const tools = document.querySelector(".top-tools");
  if (tools) tools.prepend(button);
  else document.querySelector("header")?.append(button);
  labelButton();
}

function labelButton() {
  if (!$("cards-button")) return;
  $("cards-button").textContent = t("cards.button");
  // (the guide's title while the guide is in the page's language: after a switch, until the new one is here, the
  // rule set's id)
  $("cards-title").textContent = t("cards.title", { rules: (guide && guideLang === currentLang() && guide.title) || rules() });
  $("cards-close").textContent = t("help.close");
  $("cards-hint").textContent = t("cards.hint");
}

function fillStrip() {
  if (!guide) return;
  const pack = guide.pack;
  $("cards-notes").replaceChildren(...guide.notes.map((n) => el("li", { text: n })));
  $("cards-notes").hidden = !guide.notes.length;
  $("card-strip").replaceChildren(
    ...guide.cards.map((c, i) =>
      el("li", { class: "strip-card" },
        el("span", { class: "card-wrap small", dataset: { card: String(c.card) }, html: cardSvg(pack, c.card, c.name) }),
        el("span", { class: "strip-place", text: String(i + 1) })),
    ),
  );
  decorate();
}

async function openStrip() {
  await load();
  fillStrip();
  $("cards-dialog", HTMLDialogElement).showModal();
}

document.addEventListener("taverna:render", (ev) => {
  S = ev.detail;
  if (!game()) return;
  ensureDialog();
  load();
  decorate();
});
new MutationObserver(() => {
  if (!guide) return;
  decorate();
  if (shownFor && !shownFor.isConnected) hide(); // the card was drawn again
}).observe(document.body, { childList: true, subtree: true });
onLangChange(() => {
  labelButton(); // at once, in the new language: not when (or if) the new guide answers
  hide(); // (a tip shown says the card in the old one)
  loading = null;
  load();
});
