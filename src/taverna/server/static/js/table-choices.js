// The choices: the legal actions that are not a card of the hand, as buttons (keys 1 to 9), typed arguments
// and whole-number ranges.
// @ts-check
import { el } from "./api.js";
import { ARG_ACTIONS } from "./games.js";
import { t } from "./i18n.js";
import { act } from "./table-connection.js";
import { byCard, handCards } from "./table-hand.js";
import { $, S, theView } from "./table-state.js";
/** @typedef {import("./table-state.js").Action} Action */
/** @typedef {import("./games.js").ArgSpec} ArgSpec */
import { actionLabel } from "./table-words.js";

// An input for an action whose argument the player types (propose, offer, bet, packet), or for a word
// with many whole-number choices (Torionfo's cut): spec {min, max, value, allowed?}.
/**
 * @param {string} word
 * @param {number} index its place among the choices (its key, 1 to 9)
 * @param {ArgSpec} spec
 * @returns {HTMLFormElement}
 */
function numberForm(word, index, spec) {
  const v = theView();
  const form = el("form", { class: "arg-form" });
  const number = (/** @type {number} */ min, /** @type {number} */ max, /** @type {number} */ value, /** @type {string} */ label) =>
    el("input", { type: "number", inputmode: "numeric", min, max, value, step: 1, required: true, "aria-label": label, class: "arg" });
  let read;
  if (spec.kind === "offer") {
    const kind = el("select", { "aria-label": t("action.offer") }, el("option", { value: "money", text: t("table.offer_money") }), el("option", { value: "share", text: t("table.offer_share") }));
    const amount = number(1, 1000000, 1, t("action.offer"));
    kind.addEventListener("change", () => (amount.max = String(kind.value === "share" ? 100 : 1000000)));
    form.append(kind, amount);
    read = () => ({ [kind.value]: Number(amount.value) });
  } else {
    const min = typeof spec.min === "function" ? spec.min(v) : spec.min;
    const max = typeof spec.max === "function" ? spec.max(v) : spec.max;
    const value = typeof spec.value === "function" ? spec.value(v) : spec.value;
    const input = number(min, max, Math.min(max, Math.max(min, value)), t("action.range", { action: t(`action.${word}`), min, max }));
    form.append(input, el("span", { class: "hint", text: `${min}–${max}` }));
    read = () => Number(input.value);
    const allowed = spec.allowed;
    if (allowed) {
      input.addEventListener("input", () => input.setCustomValidity(allowed.has(Number(input.value)) ? "" : `${min}–${max}`));
    }
  }
  const button = el("button", { type: "submit", class: "action", dataset: { key: String(index + 1), word } }, index < 9 ? el("kbd", { text: String(index + 1) }) : null, ` ${t(`action.${word}`)}`);
  button.disabled = S.pending;
  form.prepend(button);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    if (!form.reportValidity()) return;
    act(word, read());
  });
  return form;
}

// The legal actions as items to show: plain buttons, typed arguments, and whole-number ranges.
function actionItems() {
  /** @type {({ group: string, spec: ArgSpec, action?: undefined } | { action: Action, group?: undefined, spec?: undefined })[]} */
  const items = [];
  /** @type {Record<string, number[]>} */
  const ints = {};
  const hand = S.view ? handCards() : null;
  const legal = S.legal.filter((a) => !byCard(a, hand)); // the cards of the hand are played by clicking them
  for (const a of legal) {
    if (a.length === 2 && Number.isInteger(a[1])) (ints[a[0]] = ints[a[0]] || []).push(a[1]);
  }
  const grouped = new Set(Object.keys(ints).filter((w) => ints[w].length >= 6));
  for (const a of legal) {
    if (grouped.has(a[0])) {
      if (!items.some((x) => x.group === a[0])) {
        const args = ints[a[0]];
        const min = Math.min(...args);
        items.push({ group: a[0], spec: { min, max: Math.max(...args), value: min, allowed: new Set(args) } });
      }
    } else if (a.length === 1 && ARG_ACTIONS[a[0]]) items.push({ group: a[0], spec: ARG_ACTIONS[a[0]] });
    else items.push({ action: a });
  }
  return items;
}

export function renderActions() {
  if (!S.view) return;
  const list = $("action-list");
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const focused = active && list.contains(active) ? active.dataset.key : null;
  const items = S.legal.length ? actionItems() : [];
  if (!items.length) {
    list.classList.remove("many");
    const hint = !S.seat ? t("table.spectator") : S.legal.length ? t("table.play_a_card") : t("table.no_actions");
    list.replaceChildren(el("p", { class: "hint", text: hint }));
    return;
  }
  list.classList.toggle("many", items.length > 6);
  list.replaceChildren(
    ...items.map((item, i) => {
      if (item.group) return numberForm(item.group, i, item.spec);
      const a = /** @type {Action} */ (item.action);
      return el(
        "button",
        { type: "button", class: "action" + (a[0] === "declare" ? " warn" : ""), disabled: S.pending, dataset: { key: String(i + 1), word: a[0], ...(a.length > 1 ? { arg: JSON.stringify(a[1]) } : {}) }, onclick: () => act(a[0], a[1]) },
        i < 9 ? el("kbd", { text: String(i + 1) }) : null,
        ` ${actionLabel(a)}`,
      );
    }),
  );
  if (focused) /** @type {HTMLElement | null} */ (list.querySelector(`[data-key="${focused}"]`))?.focus();
  else if (S.refocus && !S.pending) {
    S.refocus = false;
    /** @type {HTMLElement | null} */ (list.querySelector("[data-key]:not([disabled])"))?.focus();
  }
}

// ------------------------------------------------------------------ keyboard
/** @param {KeyboardEvent} ev */
export function onKey(ev) {
  if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const from = /** @type {HTMLElement | null} */ (ev.target);
  const tag = (from && from.tagName) || "";
  if (["INPUT", "TEXTAREA", "SELECT"].includes(tag)) return;
  if (/^[1-9]$/.test(ev.key)) {
    const target = /** @type {HTMLElement | null} */ ($("action-list").querySelector(`[data-key="${ev.key}"]`));
    if (!target) return;
    ev.preventDefault();
    const input = target.closest("form")?.querySelector("input");
    if (input) input.focus();
    else {
      target.click();
      S.refocus = true; // a keyboard player: the next choices get the focus
    }
  }
}
