// Help at the table: the game's rules in brief and the card reference of the rule set in play
// (GET /api/games/{game}/help?lang=&rules=, from the game's own `brief` part), in a dialog opened from the
// top bar; and a refused move said in words next to the choices (the engine's reason).
// @ts-check
import { api, byId, el } from "./api.js";
import { alternatives, cardName, currentLang, has, isCard, onLangChange, t } from "./i18n.js";

const $ = byId;
/** @type {import("./table-state.js").TableState | null} */
let S = null;
/** @type {string | null} */
let loaded = null; // "game|rules|lang" of the help shown

// A small, safe Markdown: paragraphs, "- " lists, **bold**; built as DOM nodes (no HTML is parsed).
/**
 * @param {unknown} text
 * @returns {HTMLElement[]}
 */
export function markdown(text) {
  const out = [];
  let list = null;
  const inline = (/** @type {string} */ line) => {
    /** @type {(HTMLElement | string)[]} */
    const parts = [];
    line.split(/(\*\*[^*]+\*\*)/).forEach((bit) => {
      if (bit.startsWith("**") && bit.endsWith("**") && bit.length > 4) parts.push(el("strong", { text: bit.slice(2, -2) }));
      else if (bit) parts.push(bit);
    });
    return parts;
  };
  for (const raw of String(text || "").split("\n")) {
    const line = raw.trim();
    if (!line) {
      list = null;
      continue;
    }
    if (/^[-*] /.test(line)) {
      if (!list) {
        list = el("ul");
        out.push(list);
      }
      list.append(el("li", {}, inline(line.slice(2))));
    } else if (line.startsWith("#")) {
      list = null;
      out.push(el("h3", { text: line.replace(/^#+\s*/, "") }));
    } else {
      list = null;
      out.push(el("p", {}, inline(line)));
    }
  }
  return out;
}

function ensureDialog() {
  if ($("help-dialog")) return;
  const dialog = el(
    "dialog",
    { id: "help-dialog", class: "help-dialog", "aria-labelledby": "help-title" },
    el("div", { class: "help-head" }, el("h2", { id: "help-title" }), el("button", { id: "help-close", type: "button", class: "small", onclick: () => dialog.close() })),
    el("div", { id: "help-body", class: "help-body" }),
  );
  document.body.append(dialog);
  const button = el("button", { id: "help-button", type: "button", class: "small help-button", "aria-haspopup": "dialog", onclick: open });
  const tools = document.querySelector(".top-tools");
  if (tools) tools.prepend(button);
  else document.querySelector("header")?.append(button);
  label();
}

function label() {
  if (!$("help-button")) return;
  $("help-button").textContent = t("help.button");
  $("help-title").textContent = t("help.title");
  $("help-close").textContent = t("help.close");
}

function game() {
  return (S && ((S.view && S.view.game) || (S.table && S.table.game))) || null;
}

function rules() {
  return (S && ((S.view && S.view.rules) || (S.table && S.table.rules))) || "";
}

async function fill() {
  const g = game();
  if (!g) return;
  const key = `${g}|${rules()}|${currentLang()}`;
  if (loaded === key) return;
  loaded = key;
  const body = $("help-body");
  let help;
  try {
    help = await api("GET", `/api/games/${encodeURIComponent(g)}/help?lang=${currentLang()}&rules=${encodeURIComponent(rules())}`);
  } catch (e) {
    if (loaded !== key) return; // (a question of another language, or game, asked since)
    loaded = null;
    body.replaceChildren(el("p", { text: e.message }));
    return;
  }
  if (loaded !== key) return; // the help of a language left meanwhile: the newer question's answer is drawn
  const parts = [el("h3", { text: t("help.rules") }), ...(help.brief ? markdown(help.brief) : [el("p", { class: "hint", text: t("help.none") })])];
  if (help.cards && help.cards.length) {
    parts.push(el("h3", { text: t("help.cards", { rules: help.rules_title || help.rules || "" }) }), el("ul", { class: "card-ref" }, help.cards.map((/** @type {string} */ c) => el("li", {}, markdown(c)[0] || c))));
  }
  // the whole rules with their sources, served by Taverna (GET /rules/{game}); a tab of its own keeps the table
  const href = `/rules/${encodeURIComponent(g)}?lang=${currentLang()}`;
  parts.push(el("p", { class: "rules-more" }, el("a", { id: "rules-link", href, target: "_blank", rel: "noopener", text: t("help.more") })));
  body.replaceChildren(...parts);
}

async function open() {
  await fill();
  $("help-dialog", HTMLDialogElement).showModal();
}

// ------------------------------------------------------------------ a refused move, by the choices
function refusal() {
  let p = $("refusal");
  if (!p) {
    p = el("p", { id: "refusal", class: "refusal", hidden: true });
    const list = $("action-list");
    if (list) list.before(p);
  }
  return p;
}

// An action as the engine writes it ("play 3c", "bet 2") in the page's words.
/** @param {string} text */
function actionWords(text) {
  const [word, ...rest] = String(text).trim().split(" ");
  const arg = rest.join(" ");
  const label = has(`action.${word}`) ? t(`action.${word}`) : word;
  if (!arg) return label;
  const g = game() ?? ""; // (no game yet: no card names, "" as null)
  return `${label} ${isCard(g, arg, rules() || null) ? cardName(g, arg, rules() || null) : arg}`;
}

// The engine's refusals name their sentence (errors.ftl: `key`, `fields`): the two a player meets most are said
// here with the page's own words for the actions and cards; any other as the server said it, in the
// connection's language.  (A message without a key, from an older server: its English forms are read.)
/**
 * @param {string} message
 * @param {string} [key]
 * @param {Record<string, string | number>} [fields]
 * @returns {string}
 */
export function refusalText(message, key, fields) {
  if (key === "not-your-turn" && fields && fields.count)
    return t("refuse.not_your_turn", { action: actionWords(String(fields.action)), names: String(fields.waiting) });
  if (key === "illegal-action" && fields) {
    const legal = fields.count ? alternatives(String(fields.legal).split(", ").map(actionWords)) : t("refuse.nothing");
    return t("refuse.illegal", { action: actionWords(String(fields.action)), legal });
  }
  if (key === "table-stale") return t("refuse.stale");
  if (key) return message;
  let m = message.match(/^illegal action (.+?) by .+?: it is not .+'s turn \(the match waits for (.*)\)$/);
  if (m) return t("refuse.not_your_turn", { action: actionWords(m[1]), names: m[2] });
  m = message.match(/^illegal action (.+?) by .+?(?:: (.+?))?; legal for .+? now: (.*)$/);
  if (m) {
    const legal = m[3].startsWith("nothing") ? t("refuse.nothing") : alternatives(m[3].split(", ").map(actionWords));
    return t(m[2] ? "refuse.illegal_why" : "refuse.illegal", { action: actionWords(m[1]), legal, why: m[2] });
  }
  if (/^stale version /.test(message)) return t("refuse.stale");
  return message;
}

/** @type {unknown} */
let refusedAt = null;
document.addEventListener("taverna:refused", (ev) => {
  const p = refusal();
  p.textContent = t("help.refused", { reason: refusalText(ev.detail.message, ev.detail.key, ev.detail.fields) });
  p.hidden = false;
  refusedAt = ev.detail.version ?? null;
});

document.addEventListener("taverna:render", (ev) => {
  S = ev.detail;
  ensureDialog();
  if (refusedAt !== null && S.version !== refusedAt) {
    refusal().hidden = true; // the table moved on: the reason no longer applies
    refusedAt = null;
  }
});
onLangChange(() => {
  label();
  loaded = null;
  if ($("help-dialog") && $("help-dialog", HTMLDialogElement).open) fill();
});
