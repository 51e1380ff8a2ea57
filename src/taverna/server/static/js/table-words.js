// The table page's words for what happened and what can be done: a log event where the server wrote no line,
// a legal action as its button says it.
// @ts-check
import { has, isCard, t } from "./i18n.js";
import { S, game, nameOf } from "./table-state.js";
/** @typedef {import("./table-state.js").Action} Action */
/** @typedef {import("./table-state.js").GameEvent} GameEvent */

// An event in words where the server gave no text: its kind, the player, and the rest.
/**
 * @param {GameEvent} ev
 * @returns {string | null}
 */
export function describe(ev) {
  if (!ev || !ev.kind) return null;
  const skip = new Set(["kind", "to", "player"]);
  const parts = [];
  for (const [k, v] of Object.entries(ev)) {
    if (skip.has(k)) continue;
    parts.push(`${k.replaceAll("_", " ")} ${valueText(v)}`);
  }
  return `${ev.player ? ev.player + ": " : ""}${ev.kind.replaceAll("_", " ")}${parts.length ? " (" + parts.join(", ") + ")" : ""}`;
}

/**
 * @param {unknown} v
 * @returns {string}
 */
function valueText(v) {
  if (typeof v === "string" && isCard(game(), v, S.view?.rules ?? S.table?.rules ?? null)) return nameOf(v);
  if (Array.isArray(v)) return v.map(valueText).join(" ");
  if (v && typeof v === "object") return Object.entries(v).map(([k, x]) => `${k} ${valueText(x)}`).join(", ");
  return String(v);
}

/**
 * @param {unknown} arg
 * @returns {string}
 */
export function argText(arg) {
  if (typeof arg === "string" && isCard(game(), arg, S.view?.rules ?? S.table?.rules ?? null)) return nameOf(arg);
  if (typeof arg === "string" && has(`kind.${arg}`)) return t(`kind.${arg}`);
  if (arg && typeof arg === "object") return Object.entries(arg).map(([k, x]) => `${k} ${x}`).join(", ");
  return String(arg);
}

/**
 * @param {Action} a
 * @returns {string}
 */
export function actionLabel(a) {
  return a.length === 2 ? t("action.with", { action: t(`action.${a[0]}`), arg: argText(a[1]) }) : t(`action.${a[0]}`);
}
