// The viewer's hand: its cards as buttons (a card plays the action whose argument it is), arranged as the viewer
// chose (Cuajo's sorts and groups, kept per table in this browser), moved along with the arrow keys.
// @ts-check
import { el } from "./api.js";
import { cardSvg } from "./cards.js";
import { t } from "./i18n.js";
import { act } from "./table-connection.js";
import { $, S, code, nameOf, pack, theView } from "./table-state.js";
/** @typedef {import("./board-kit.js").Board} Board */
/** @typedef {import("./table-state.js").Action} Action */
/** @typedef {{ sort: string | null, groups: string[][] }} HandPrefs how the viewer arranged the hand */
import { actionLabel } from "./table-words.js";

// ------------------------------------------------------------------ the hand
// The cards of the viewer's hand (the view's ``hand``, or what the game's board says: Cucù's one
// card), or null where the game shows none.
export function handCards() {
  const v = theView();
  if (Array.isArray(v.hand)) return v.hand;
  if (S.board && typeof S.board.hand === "function") return S.board.hand(v);
  return null;
}

// The action a card of the hand takes when clicked: the word whose argument is that card (play or
// discard first when a card has more than one); the other words stay buttons among the choices.
/**
 * @param {string} c
 * @returns {Action | null}
 */
function cardAction(c) {
  const options = S.legal.filter((a) => a.length === 2 && a[1] === c);
  if (options.length <= 1) return options[0] || null;
  return options.find((a) => a[0] === "play" || a[0] === "discard") || options[0];
}

// Is the legal action ``a`` taken by clicking a card of the hand (and so not offered as a button)?
/**
 * @param {Action} a
 * @param {string[] | null} hand
 * @returns {boolean}
 */
export function byCard(a, hand) {
  if (!hand || a.length !== 2 || typeof a[1] !== "string" || !hand.includes(a[1])) return false;
  const primary = cardAction(a[1]);
  return !!primary && primary[0] === a[0];
}

// How the viewer arranged the hand (Cuajo): the sort and the groups, kept per table in this browser.
function handPrefsKey() {
  return `taverna.hand.${code}`;
}

function handPrefs() {
  try {
    const p = JSON.parse(localStorage.getItem(handPrefsKey()) || "{}") || {};
    return { sort: p.sort || null, groups: Array.isArray(p.groups) ? p.groups.filter(Array.isArray) : [] };
  } catch {
    return { sort: null, groups: [] };
  }
}

/** @param {HandPrefs} p */
function saveHandPrefs(p) {
  localStorage.setItem(handPrefsKey(), JSON.stringify(p));
}

// The hand in the order the viewer chose: each group (the cards of it still held) first, then the rest
// sorted as asked (or as dealt).  [[card, ...], ...]: one array per group, the rest last.
/**
 * @param {string[]} cards
 * @returns {string[][]}
 */
function arrangeHand(cards) {
  /** @type {Partial<Board>} */
  const board = S.board || {};
  if (!board.groupable && !board.handSort) return [cards];
  const prefs = handPrefs();
  const left = [...cards];
  const parts = [];
  for (const g of prefs.groups) {
    const part = [];
    for (const c of g) {
      const i = left.indexOf(c);
      if (i >= 0) part.push(left.splice(i, 1)[0]);
    }
    if (part.length) parts.push(part);
  }
  const sorter = prefs.sort && board.handSort && board.handSort[prefs.sort];
  if (sorter) left.sort(sorter);
  parts.push(left);
  return parts;
}

function handTools() {
  /** @type {Partial<Board>} */
  const board = S.board || {};
  const box = $("hand-tools");
  if (!board.handSort && !board.groupable) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const prefs = handPrefs();
  const tools = [];
  for (const key of Object.keys(board.handSort || {})) {
    tools.push(
      el("button", {
        type: "button",
        class: "small" + (prefs.sort === key ? " on" : ""),
        "aria-pressed": String(prefs.sort === key),
        dataset: { sort: key },
        text: t(`table.sort_${key}`),
        onclick: () => {
          const p = handPrefs();
          p.sort = p.sort === key ? null : key;
          saveHandPrefs(p);
          renderHand();
        },
      }),
    );
  }
  if (board.groupable) {
    if (!S.grouping) {
      tools.push(el("button", { type: "button", class: "small", dataset: { tool: "group" }, text: t("table.group"), onclick: () => ((S.grouping = true), (S.picked = []), renderHand()) }));
      if (prefs.groups.length) {
        tools.push(el("button", { type: "button", class: "small", dataset: { tool: "ungroup" }, text: t("table.ungroup"), onclick: () => (saveHandPrefs({ ...handPrefs(), groups: [] }), renderHand()) }));
      }
    } else {
      tools.push(
        el("span", { class: "hint", text: t("table.group_hint") }),
        el("button", {
          type: "button",
          class: "small primary",
          dataset: { tool: "make-group" },
          text: t("table.make_group"),
          onclick: () => {
            const shown = arrangeHand(/** @type {string[]} */ (handCards())).flat(); // (the tools are drawn with a hand)
            const chosen = S.picked.map((i) => shown[i]).filter((c) => c !== undefined);
            const p = handPrefs();
            if (chosen.length) p.groups = [...p.groups, chosen];
            saveHandPrefs(p);
            S.grouping = false;
            S.picked = [];
            renderHand();
          },
        }),
        el("button", { type: "button", class: "small", dataset: { tool: "cancel" }, text: t("table.cancel"), onclick: () => ((S.grouping = false), (S.picked = []), renderHand()) }),
      );
    }
  }
  box.replaceChildren(...tools);
}

export function renderHand() {
  const cards = handCards();
  const single = !!(S.board && S.board.singleCard);
  const own = S.board && S.board.handTitle && S.view ? S.board.handTitle(S.view) : null; // (Slabberjan's piece)
  const title = own ? t(own) : single ? t("table.your_card") : t("table.your_hand");
  $("hand-panel").hidden = cards === null || cards.length === 0;
  if (!cards) return;
  $("hand-h").textContent = title;
  handTools();
  const playing = S.legal.some((a) => byCard(a, cards));
  const parts = arrangeHand(cards);
  const flat = parts.flat();
  const focusHad = $("hand").contains(document.activeElement) || S.refocusHand;
  S.handFocus = Math.min(Math.max(0, S.handFocus), Math.max(0, flat.length - 1));
  // the focus goes to the first playable card when the one it was on cannot be played
  if (playing && !cardAction(flat[S.handFocus] ?? "")) {
    const first = flat.findIndex((c) => cardAction(c));
    if (first >= 0) S.handFocus = first;
  }
  let index = 0;
  /** @type {HTMLButtonElement[]} */
  const buttons = [];
  const groups = parts.map((part, gi) => {
    const g = el("div", { class: "hand-group" + (gi < parts.length - 1 ? " grouped" : "") });
    for (const c of part) {
      const i = index++;
      const a = S.grouping ? null : cardAction(c);
      const usable = S.grouping || (!!a && !S.pending);
      const picked = S.grouping && S.picked.includes(i);
      const label = S.grouping ? nameOf(c) : a ? actionLabel(a) : nameOf(c);
      const b = el("button", {
        type: "button",
        class: "card-button" + (a ? " playable" : "") + (playing && !a && !S.grouping ? " unplayable" : "") + (picked ? " picked" : ""),
        "aria-disabled": usable ? null : "true",
        "aria-pressed": S.grouping ? String(picked) : null,
        "aria-label": label,
        title: label,
        tabindex: i === S.handFocus ? "0" : "-1",
        dataset: { card: c, index: String(i), slot: `hand:${i}` },
        html: cardSvg(pack(), c, nameOf(c)),
        onclick: () => {
          S.handFocus = i;
          if (S.grouping) {
            S.picked = picked ? S.picked.filter((k) => k !== i) : [...S.picked, i];
            renderHand();
          } else if (a && !S.pending) act(a[0], a[1]);
        },
      });
      buttons.push(b);
      g.append(b);
    }
    return g;
  });
  $("hand").replaceChildren(...groups);
  $("hand").classList.toggle("single", single);
  $("hand").classList.toggle("many", flat.length > 8);
  $("hand").classList.toggle("playing", playing);
  if (focusHad && buttons[S.handFocus]) {
    S.refocusHand = false;
    buttons[S.handFocus].focus();
  }
}

// The arrow keys move along the hand; Enter or Space plays the card (it is a button).
/** @param {KeyboardEvent} ev */
export function onHandKey(ev) {
  const buttons = /** @type {HTMLElement[]} */ ([...$("hand").querySelectorAll(".card-button")]);
  const i = buttons.indexOf(/** @type {HTMLElement} */ (document.activeElement));
  if (i < 0) return;
  /** @type {Record<string, number>} */
  const moves = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: buttons.length - 1 };
  if (!(ev.key in moves)) return;
  ev.preventDefault();
  const next = Math.max(0, Math.min(buttons.length - 1, moves[ev.key]));
  buttons[i].tabIndex = -1;
  buttons[next].tabIndex = 0;
  buttons[next].focus();
  S.handFocus = next;
}
