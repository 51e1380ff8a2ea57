// Seats that follow the person (loaded before table.js):
// * a personal seat link, /t/CODE#seat=TOKEN: the token rides in the URL's fragment, which the browser never
//   sends to the server (no query string, no server log); opening it keeps the token in this browser
//   (taverna.seats) and takes it out of the address bar, so the page then connects to that seat;
// * the link shown at the table with a Copy button (and a warning: whoever has it plays the seat);
// * leaving and taking the seat back, said to the others (a log line and the seat's "away" badge): from
//   the seats' `connected` flag that every state's TableInfo carries;
// * at a waiting table, the creator's one button that fills every empty seat with bots.
// @ts-check
import { api, byId, el, forgetSeat, saveSeat, seatFor } from "./api.js";
import { onLangChange, t } from "./i18n.js";

const code = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");

// ------------------------------------------------------------------ the link's token, adopted at once
(function adopt() {
  const m = location.hash.match(/(?:^#|&)seat=([A-Za-z0-9_-]{8,200})/);
  if (!m || !code) return;
  const had = seatFor(code);
  if (!had || had.token !== m[1]) saveSeat(code, null, m[1]); // the seat's name comes with the first state
  history.replaceState(null, "", location.pathname + location.search);
})();

/** @param {string} token */
export function seatLink(token) {
  return `${location.origin}/t/${encodeURIComponent(code)}#seat=${token}`;
}

const $ = byId;
/** @typedef {import("./table-state.js").TableState} TableState */

// ------------------------------------------------------------------ the seat link box
/** @param {TableState} S */
function linkBox(S) {
  const me = seatFor(code);
  let box = $("seat-link-box");
  const show = !!(me && me.token && S.seat);
  if (!show) {
    if (box) box.hidden = true;
    return;
  }
  if (me.seat !== S.seat) saveSeat(code, S.seat, me.token); // a link opened here: remember the seat's name
  if (!box) {
    box = el(
      "details",
      { id: "seat-link-box", class: "seat-link" },
      el("summary", { id: "seat-link-h" }),
      el("p", { id: "seat-link-help", class: "hint" }),
      el(
        "div",
        { class: "row" },
        el("input", { id: "seat-link", class: "grow", readonly: true, "aria-labelledby": "seat-link-h", "aria-describedby": "seat-link-help" }),
        el("button", { id: "seat-link-copy", type: "button", class: "small", onclick: copy }),
      ),
    );
    const invite = document.querySelector(".invite");
    if (invite) invite.after(box);
    else document.querySelector(".side")?.prepend(box);
  }
  box.hidden = false;
  $("seat-link-h").textContent = t("seat.link");
  $("seat-link-help").textContent = t("seat.link_help");
  $("seat-link-copy").textContent = box.dataset.copied ? t("table.copied") : t("seat.copy");
  $("seat-link", HTMLInputElement).value = seatLink(me.token);
}

async function copy() {
  const input = $("seat-link", HTMLInputElement);
  try {
    await navigator.clipboard.writeText(input.value);
  } catch {
    input.select(); // the clipboard refused: the link is selected for the user to copy
    return;
  }
  $("seat-link-box").dataset.copied = "1";
  $("seat-link-copy").textContent = t("table.copied");
}

// ------------------------------------------------------------------ away and back
/** @type {Record<string, boolean | undefined> | null} */
let known = null; // seat index -> connected, as last seen

/** @param {TableState} S */
function presence(S) {
  const seats = (S.table && S.table.seats) || [];
  const now = Object.fromEntries(seats.filter((s) => s.name && s.kind === "human").map((s) => [s.index, s]));
  if (known && S.table?.status === "playing") {
    const lines = [];
    for (const [i, s] of Object.entries(now)) {
      if (!(i in known) || known[i] === s.connected || s.name === S.seat) continue;
      lines.push(t(s.connected ? "seat.back" : "seat.away", { name: s.name }));
    }
    if (lines.length && window.taverna && window.taverna.addLines) window.taverna.addLines(lines);
  }
  known = Object.fromEntries(Object.entries(now).map(([i, s]) => [i, s.connected]));
}

// ------------------------------------------------------------------ fill the empty seats with bots
/** @param {TableState} S */
function fillButton(S) {
  const tb = S.table;
  const me = seatFor(code);
  const mine = tb && S.seat ? tb.seats.find((s) => s.name === S.seat) : null;
  const creator = !!(me && mine && (tb?.creator === undefined || tb.creator === mine.index)); // (mine: tb is there)
  const free = tb ? tb.seats.filter((s) => s.name === null).length : 0;
  let row = $("fill-row");
  const show = !!tb && tb.status === "waiting" && creator && free > 0;
  if (!show) {
    if (row) row.hidden = true;
    return;
  }
  if (!row) {
    const level = el("select", { id: "fill-level" }, ["random", "easy", "normal", "hard"].map((l) => el("option", { value: l })));
    level.value = "normal";
    row = el(
      "div",
      { id: "fill-row", class: "row" },
      el("label", { class: "field" }, el("span", { id: "fill-level-label" }), level),
      el("button", { id: "fill-bots", type: "button", class: "primary", onclick: fill }),
    );
    $("seat-list").after(row);
  }
  row.hidden = false;
  $("fill-level-label").textContent = t("seat.bot_level");
  for (const o of $("fill-level", HTMLSelectElement).options) o.textContent = t(`level.${o.value}`);
  $("fill-bots").textContent = t("seat.fill_bots", { n: free });
}

async function fill() {
  const button = $("fill-bots", HTMLButtonElement);
  button.disabled = true;
  try {
    await api("POST", `/api/tables/${encodeURIComponent(code)}/bots`, { token: /** @type {{ token: string }} */ (seatFor(code)).token, fill: true, level: $("fill-level", HTMLSelectElement).value });
  } catch (e) {
    const m = $("message");
    m.textContent = e.message;
    m.hidden = false;
  } finally {
    button.disabled = false;
  }
}

// A seat link whose token is not (or no longer) this table's: forgotten, so that the page's next connection
// watches the table instead of being refused again and again.
document.addEventListener("taverna:refused", (ev) => {
  if (ev.detail.key === "ws-bad-token" || /^that seat token does not belong/.test(ev.detail.message || "")) forgetSeat(code);
});

/** @type {TableState | null} */
let last = null;
document.addEventListener("taverna:render", (ev) => {
  last = ev.detail;
  presence(last);
  linkBox(last);
  fillButton(last);
});
onLangChange(() => {
  if (!last) return;
  linkBox(last);
  fillButton(last);
});
