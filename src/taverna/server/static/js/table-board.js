// The table area, drawn by the game's own board.js (loaded with import() from /games/<id>/board.js, see
// games.js), its pieces that take an action when tapped, the animations of what happened, and the cards shown
// at a deal's end.
// @ts-check
import { el } from "./api.js";
import { animate, keepFlights } from "./board-kit.js";
import { cardSvg } from "./cards.js";
import { lastReveal, loadBoard } from "./games.js";
import { displayName, names, t } from "./i18n.js";
import { act } from "./table-connection.js";
import { $, S, ctx, draw, game, nameOf, pack, theView } from "./table-state.js";
import { actionLabel } from "./table-words.js";
/** @typedef {import("./table-state.js").Board} Board */

// Pieces of the table that take an action when tapped (a board's ``zoneActions``: Cuajo's stock draws,
// its discard pile takes); the same words stay buttons among the choices.
/** @param {HTMLElement} node the board just drawn */
function tableActions(node) {
  const zones = (S.board && S.board.zoneActions) || {};
  for (const [zone, word] of Object.entries(zones)) {
    const target = /** @type {HTMLElement | null} */ (node.querySelector(`[data-zone="${zone}"]`));
    const a = S.legal.find((x) => x.length === 1 && x[0] === word);
    if (!target || !a || S.pending) continue;
    target.classList.add("tappable");
    target.setAttribute("role", "button");
    target.setAttribute("tabindex", "0");
    target.setAttribute("aria-label", actionLabel(a));
    target.title = actionLabel(a);
    target.addEventListener("click", () => act(a[0]));
    target.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" || ev.key === " ") {
        ev.preventDefault();
        act(a[0]);
      }
    });
  }
}

// The game's table, drawn by its board.js; loaded once per game, then drawn from every state.
export function renderBoard() {
  const g = game();
  if (S.boardGame !== g) {
    S.boardGame = g;
    S.board = null;
    loadBoard(g).then((/** @type {Board} */ mod) => {
      if (S.boardGame !== g) return;
      S.board = mod;
      draw.all();
    });
  }
  if (!S.board) {
    if (!$("board").children.length) $("board").replaceChildren(el("p", { class: "hint", text: t("table.connecting") }));
    return;
  }
  const node = S.board.render(ctx());
  keepFlights($("board"), node); // (the cards still in flight keep flying)
  tableActions(node);
  const events = S.fresh;
  S.fresh = [];
  const done = animate($("board"), events, ctx());
  if (done.length) S.animated = S.animated.concat(done).slice(-200);
}

export function renderReveal() {
  const r = S.board && S.board.showsReveal ? null : lastReveal(theView()); // a board that lays the cards on the table
  $("reveal").hidden = !r;
  if (!r) return;
  $("reveal-cards").replaceChildren(
    ...r.shown.map((x) =>
      el(
        "div",
        { class: "played" + (r.losers && x.player !== undefined && r.losers.includes(x.player) ? " loser" : "") },
        el("span", { class: "card-wrap small", dataset: { card: String(x.card) }, html: cardSvg(pack(), x.card, nameOf(x.card)) }),
        el("span", { class: "who", text: x.player ? displayName(x.player) : "" }), // (a bot in the page's language)
      ),
    ),
  );
  $("reveal-losers").textContent = r.losers ? t("table.losers", { names: names(r.losers) || t("table.nobody") }) : "";
}
