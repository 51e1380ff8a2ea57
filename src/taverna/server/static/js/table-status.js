// The line above the choices: whose turn it is, who you are, and the turn's timer (counted down by tick()).
// @ts-check
import { names, t } from "./i18n.js";
import { standinText } from "./table-players.js";
import { $, S, myTurn, theTable, theView } from "./table-state.js";

export function renderStatus() {
  const v = theView();
  const waiting = v.to_act || [];
  const mineNow = myTurn();
  let text;
  if (v.finished || theTable().status === "finished") text = t("table.finished");
  else if (theTable().status === "waiting") text = t("table.waiting_start");
  else if (mineNow) text = t("table.your_turn");
  else text = t("table.waiting_for", { names: waiting.length ? names(waiting) : t("table.nobody") });
  $("turn").textContent = text;
  $("status").classList.toggle("my-turn", mineNow);
  $("who").textContent = S.seat ? t("table.you_are", { name: S.seat }) : t("table.spectator");
  tick();
}

export function tick() {
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".standin-soon"))) standinText(b);
  const box = $("timer");
  if (!S.deadline || !S.view || S.view.finished) {
    box.hidden = true;
    return;
  }
  const left = Math.max(0, Math.ceil(S.deadline - Date.now() / 1000));
  box.hidden = false;
  box.textContent = t("table.timer", { s: left });
  box.classList.toggle("urgent", left <= 10);
  // ... and on the seat of whoever the game waits for
  for (const s of document.querySelectorAll("#board .seat-timer")) {
    s.textContent = `⏱ ${left}`;
    s.classList.toggle("urgent", left <= 10);
  }
}
