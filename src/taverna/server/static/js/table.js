// A table page (/t/{code}): its parts are modules of their own (table-*.js: the state, the connection, the
// board, the hand, the choices, the players, the log, the chat, ...); this one draws them all from each state
// and wires the page's controls.
// @ts-check
import { api } from "./api.js";
import { currentLang, initialLang, languageSelect, onLangChange, setCounterWords, setLang, t } from "./i18n.js";
import { renderBoard, renderReveal } from "./table-board.js";
import { renderChat } from "./table-chat.js";
import { renderActions, onKey } from "./table-choices.js";
import { connect, noTable, send } from "./table-connection.js";
import { declineRematch, rematch, renderFinished } from "./table-finished.js";
import { onHandKey, renderHand } from "./table-hand.js";
import { loadTitles, renderHeader } from "./table-header.js";
import { addLines, renderLog } from "./table-log.js";
import { renderPlayers } from "./table-players.js";
import { renderSeats } from "./table-seating.js";
import { $, S, code, draw, mine, showMessage } from "./table-state.js";
import { renderStatus, tick } from "./table-status.js";

function render() {
  if (!S.table) return;
  renderHeader();
  renderSeats();
  const playing = !!S.view;
  for (const id of ["board", "status", "actions"]) $(id).hidden = !playing;
  $("chat-form").hidden = !S.seat || !S.chatSettings.chat_on;
  $("chat-switch").hidden = !S.seat;
  if (!playing) {
    $("hand-panel").hidden = $("reveal").hidden = $("finished").hidden = true;
    renderPlayers();
    document.dispatchEvent(new CustomEvent("taverna:render", { detail: S }));
    return;
  }
  renderStatus();
  renderBoard();
  renderReveal();
  renderHand();
  renderActions();
  renderPlayers();
  renderFinished();
  document.dispatchEvent(new CustomEvent("taverna:render", { detail: S })); // seats.js, standings.js, help.js
}

async function main() {
  Object.assign(draw, { all: render, actions: renderActions, hand: renderHand, players: renderPlayers, chat: renderChat });
  await setLang(initialLang());
  languageSelect($("lang", HTMLSelectElement));
  loadTitles();
  onLangChange(() => {
    if (S.noTable) return noTable();
    loadTitles();
    render();
    renderChat();
    // the server writes the log in the connection's language: none of its lines shown (table-log.js) until the
    // connection in the new one brings them
    renderLog();
    if (S.ws) connect();
  });
  document.addEventListener("keydown", onKey);
  $("hand").addEventListener("keydown", onHandKey);
  $("chat").addEventListener("click", (ev) => {
    const target = /** @type {any} */ (ev.target); // (an element, or a text node)
    const b = target.closest && target.closest(".chat-mute");
    if (b) send({ type: "mute", seat: Number(b.dataset.seat), muted: true });
  });
  $("chat-switch").addEventListener("click", () => {
    send({ type: "chat_off", off: !S.chatSettings.off_by_you });
  });
  $("chat-muted").addEventListener("click", (ev) => {
    const target = /** @type {any} */ (ev.target);
    const b = target.closest && target.closest(".chat-unmute");
    if (b) send({ type: "mute", seat: Number(b.dataset.seat), muted: false });
  });
  $("chat-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const text = $("chat-text", HTMLInputElement).value.trim();
    if (text && send({ type: "chat", text: text.slice(0, 500) })) $("chat-text", HTMLInputElement).value = "";
  });
  $("start").addEventListener("click", async () => {
    try {
      await api("POST", `/api/tables/${encodeURIComponent(code)}/start`, { token: /** @type {{ token: string }} */ (mine()).token });
    } catch (e) {
      showMessage(e.message);
    }
  });
  $("rematch").addEventListener("click", rematch);
  $("rematch-decline").addEventListener("click", declineRematch);
  $("copy").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText($("invite", HTMLAnchorElement).href);
      $("copy").textContent = t("table.copied");
    } catch {
      /* clipboard refused: the link is on the page */
    }
  });
  // back online (or told so): try again at once rather than at the end of the backoff
  window.addEventListener("online", () => {
    if (!S.ws) {
      clearTimeout(S.retry);
      connect();
    }
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") send({ type: "sync" });
  });
  setInterval(tick, 250);
  try {
    const info = await api("GET", `/api/tables/${encodeURIComponent(code)}`);
    S.table = info.table;
    setCounterWords(S.table && S.table.counters);
  } catch (e) {
    if (e.status === 404) return noTable(); // (the page itself answered 404: nothing to connect to)
    showMessage(t("table.not_found_why", { why: e.message }));
  }
  connect();
}

window.taverna = { state: S, lang: currentLang, addLines }; // for the browser tests and the curious
main();
