// The table's chat: the lines (a muted author's left out), each other player's mute button, the seats muted
// with their unmute buttons, and the chat's switch.
// @ts-check
import { el } from "./api.js";
import { t } from "./i18n.js";
import { $, S, mySeatIndex } from "./table-state.js";
/** @typedef {import("./table-state.js").TableState} TableState */

export function renderChat() {
  const ol = $("chat");
  const cs = S.chatSettings;
  /** @type {Set<number | undefined>} */
  const muted = new Set(cs.muted);
  const meIdx = mySeatIndex();
  // a mute button beside each other player's name (seated players only); a muted author's lines are not shown
  const line = (/** @type {TableState["chat"][number]} */ m) => {
    const parts = [el("strong", { text: `${m.from}: ` }), m.text];
    if (S.seat && typeof m.seat === "number" && m.seat !== meIdx) {
      const b = el("button", { type: "button", class: "chat-mute", text: t("table.mute"),
        "aria-label": t("table.mute_who", { name: m.from }), "data-seat": String(m.seat) });
      parts.unshift(b, " ");
    }
    return el("li", {}, ...parts);
  };
  ol.replaceChildren(...S.chat.filter((m) => !muted.has(m.seat)).slice(-200).map(line));
  ol.scrollTop = ol.scrollHeight;
  const note = $("chat-off-note");
  note.hidden = cs.chat_on;
  note.textContent = cs.off_by_you ? t("table.chat_off_by_you") : t("table.chat_is_off");
  const sw = $("chat-switch");
  sw.textContent = cs.off_by_you ? t("table.chat_on") : t("table.chat_off");
  sw.setAttribute("aria-pressed", cs.off_by_you ? "true" : "false");
  sw.hidden = !S.seat;
  $("chat-form").hidden = !S.seat || !cs.chat_on;
  renderMuted();
}

function renderMuted() {
  // the seats this seat muted, each with an unmute button (under the chat)
  const box = $("chat-muted");
  const names = new Map(((S.table && S.table.seats) || []).map((s) => [s.index, s.name || `#${s.index + 1}`]));
  box.replaceChildren(...S.chatSettings.muted.map((i) => el("button", { type: "button", class: "chat-unmute",
    text: t("table.unmute_name", { name: names.get(i) || i }), "aria-label": t("table.unmute_who", { name: names.get(i) || i }),
    "data-seat": String(i) })));
  box.hidden = !S.seat || S.chatSettings.muted.length === 0;
}
