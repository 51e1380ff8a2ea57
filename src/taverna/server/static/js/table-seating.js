// The seats while the table waits for players: taking a free seat, the creator's bots, the start button.
// @ts-check
import { api, el, savedName, saveName, saveSeat } from "./api.js";
import { currentLang, displayName, t } from "./i18n.js";
import { connect, send } from "./table-connection.js";
import { $, code, isCreator, mine, showMessage, theTable } from "./table-state.js";

export function renderSeats() {
  const tb = theTable();
  const waiting = tb.status === "waiting";
  $("seats-panel").hidden = !waiting;
  if (!waiting) return;
  const me = mine();
  const creator = isCreator();
  const free = tb.seats.filter((s) => s.name === null);
  const canJoin = !me && free.length > 0;
  $("join-box").hidden = !canJoin;
  if (canJoin && !$("join-name", HTMLInputElement).value) $("join-name", HTMLInputElement).value = savedName();
  $("seat-list").replaceChildren(
    ...tb.seats.map((s) => {
      const li = el("li", { class: "seat-row" });
      if (s.name) {
        li.append(el("span", { text: displayName(s.name) }), s.kind === "bot" ? el("span", { class: "badge", text: t("table.bot") }) : "");
        return li;
      }
      li.append(el("span", { class: "hint", text: t("table.empty_seat") }));
      if (creator) {
        const level = el("select", { "aria-label": t("table.add_bot") }, ["random", "easy", "normal", "hard"].map((l) => el("option", { value: l, text: t(`level.${l}`) })));
        level.value = "normal";
        li.append(level, el("button", { type: "button", class: "small", text: t("table.add_bot"), onclick: () => addBot(s.index, level.value) }));
      } else if (canJoin) {
        li.append(el("button", { type: "button", class: "small primary", text: t("table.take_seat"), onclick: () => joinSeat(s.index) }));
      }
      return li;
    }),
  );
  $("start").hidden = !creator || free.length > 0;
}

/**
 * @param {number} index
 * @param {string} level
 */
async function addBot(index, level) {
  try {
    await api("POST", `/api/tables/${encodeURIComponent(code)}/bots`, { token: /** @type {{ token: string }} */ (mine()).token, seat: index, level });
    send({ type: "sync" });
  } catch (e) {
    showMessage(e.message);
  }
}

/** @param {number} index */
async function joinSeat(index) {
  const name = $("join-name", HTMLInputElement).value.trim();
  if (!name) {
    showMessage(t("lobby.need_name"));
    $("join-name").focus();
    return;
  }
  saveName(name);
  try {
    const res = await api("POST", `/api/tables/${encodeURIComponent(code)}/join?lang=${encodeURIComponent(currentLang())}`, { name, seat: index });
    saveSeat(code, res.seat, res.token);
    connect(); // again, with the token: the server now sends this seat's view
  } catch (e) {
    showMessage(e.message);
  }
}
