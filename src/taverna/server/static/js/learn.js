// Learn to play, in the lobby: a "Learn to play" entry per game and rule set that has a guided first match
// (GET /api/guides); each starts one (POST /api/guide) and goes to its table, where guide.js coaches.
// @ts-check
import { api, byId, el, gameName, loadGameTitles, savedName, saveSeat } from "./api.js";
import { currentLang, onLangChange, t } from "./i18n.js";

const $ = byId;

// A new guided table for a game and rule set, the learner seated: then to its page.
/**
 * @param {string} game
 * @param {string} rules
 */
export async function startGuide(game, rules) {
  const name = (/** @type {HTMLInputElement | null} */ (document.getElementById("name"))?.value || "").trim() || savedName() || t("guide.learner");
  const res = await api("POST", "/api/guide", { game, rules, name });
  saveSeat(res.table.code, res.seat, res.token);
  location.href = `/t/${res.table.code}`;
}

/** @type {Promise<{ game: string, rules: string, [field: string]: any }[]> | null} */
let GUIDES = null;
export function guideList() {
  GUIDES = GUIDES || api("GET", "/api/guides").then((r) => r.guides).catch(() => []);
  return GUIDES;
}

// On a wide screen the box heads the side column, beside the Create form; in a phone's one column it comes before
// that form (the page's order, for the eye and the keyboard alike), not under all of it.
const WIDE = window.matchMedia("(min-width: 900px)");
function placeBox() {
  const box = $("learn-box");
  const join = $("join-h")?.closest("section");
  const create = $("create-h")?.closest("section");
  if (!box || !join) return;
  if (WIDE.matches || !create) {
    if (box.nextElementSibling !== join) join.before(box);
  } else if (box.nextElementSibling !== create) create.before(box);
}

async function lobbyBox() {
  const join = $("join-h")?.closest("section");
  if (!join) return;
  let box = $("learn-box");
  if (!box) {
    box = el("section", { id: "learn-box", class: "panel learn-box", "aria-labelledby": "learn-h" });
    join.before(box);
    placeBox();
  }
  const [list, titles] = await Promise.all([guideList(), loadGameTitles(currentLang())]);
  const error = el("p", { id: "learn-error", class: "field-error", role: "alert", hidden: true });
  box.replaceChildren(
    el("h2", { id: "learn-h", text: t("lobby.learn_h") }),
    el("p", { class: "hint", text: t("lobby.learn_hint") }),
    el(
      "ul",
      { class: "learn-list" },
      list.map((g) =>
        el(
          "li",
          {},
          el("button", {
            type: "button",
            class: "small",
            dataset: { game: g.game, rules: g.rules },
            text: gameName(titles, g.game, g.rules),
            onclick: (/** @type {MouseEvent} */ ev) => {
              const button = /** @type {HTMLButtonElement} */ (ev.currentTarget);
              button.disabled = true;
              startGuide(g.game, g.rules).catch((/** @type {Error} */ e) => {
                button.disabled = false;
                error.textContent = e.message;
                error.hidden = false;
              });
            },
          }),
        ),
      ),
    ),
    error,
  );
}

if ($("join-h")) {
  lobbyBox();
  onLangChange(lobbyBox);
  WIDE.addEventListener("change", placeBox);
}
