// The players' list beside the table: each name with its rating, counters and badges (you, the dealer, to act,
// a bot, offline, a stand-in counted down), and how many watch.
// @ts-check
import { api, el } from "./api.js";
import { chain, counted, counterKey, displayName, t } from "./i18n.js";
import { $, S, code, theTable } from "./table-state.js";
/** @typedef {import("./board-kit.js").View} View */

// A seated player's rating in this game and rule set (GET /api/tables/{code}/ratings: the one number of
// docs/players.md), a link to their profile; asked again when the seats change.
/**
 * @param {Partial<import("./table-state.js").Seat>} s
 * @returns {HTMLElement | null}
 */
function ratingOf(s) {
  const seatsKey = (theTable().seats || []).map((x) => x.name || "").join("\u0000");
  if (S.ratingsKey !== seatsKey) {
    S.ratingsKey = seatsKey;
    api("GET", `/api/tables/${encodeURIComponent(code)}/ratings`)
      .then((res) => {
        S.ratings = res.seats || {};
        renderPlayers();
      })
      .catch(() => {});
  }
  const r = S.ratings && typeof s.index === "number" ? S.ratings[String(s.index)] : null;
  if (!r) return null;
  const label = t("table.rating_of", { name: s.name, rating: r.rating });
  return el("a", { class: "seat-rating", href: `/players/${r.player}`, title: label, "aria-label": label, text: String(r.rating) + (r.provisional ? "?" : "") });
}

export function renderPlayers() {
  /** @type {Partial<View>} */
  const v = S.view || { players: theTable().seats.filter((s) => s.name).map((s) => ({ name: String(s.name) })), to_act: [] };
  const seats = Object.fromEntries((theTable().seats || []).map((s) => [s.name, s]));
  const toAct = new Set(v.to_act || []);
  const hidden = new Set(["name", "out", "lost", "in_deal", "has_card", "partner", "secrets", "shown", "exposed", "purro", "virgin", "team"]);
  $("players").replaceChildren(
    ...(v.players || []).map((p) => {
      const s = seats[p.name] || {};
      const badges = [];
      if (p.name === v.viewer) badges.push(t("table.you"));
      if (p.name === v.dealer) badges.push(t("table.dealer"));
      if (toAct.has(p.name)) badges.push(t("table.to_act"));
      if (s.kind === "bot") badges.push(t("table.bot"));
      if (s.bot_standin) badges.push(t("table.standin"));
      if (s.kind === "human" && s.connected === false && !s.bot_standin && s.standin_at) badges.push({ at: s.standin_at });
      else if (s.kind === "human" && s.connected === false) badges.push(t("table.offline"));
      if (p.out && !v.finished) badges.push(t("mark.out")); // at the end the standings say it (Cambio: out of the set)
      else if (p.lost) badges.push(t("mark.lost"));
      if (p.purro) badges.push(t("mark.purro"));
      const counters = Object.entries(p)
        .filter(([k, x]) => !hidden.has(k) && (typeof x === "number" || (typeof x === "string" && k !== "name")))
        .map(([k, x]) => counted(counterKey(k), x));
      if (v.money && p.name in v.money && !("money" in p)) counters.push(counted("counter.money", v.money[p.name]));
      return el(
        "li",
        { class: "player" + (toAct.has(p.name) ? " active" : "") + (p.out && !v.finished ? " out" : "") },
        el("strong", { text: displayName(p.name) }),
        ratingOf(s),
        p.partner ? el("span", { class: "hint", text: ` & ${displayName(p.partner)}` }) : null,
        el("span", { class: "counters", text: chain("dots", counters) }),
        badges.length ? el("span", { class: "badges" }, badges.map((b) => (typeof b === "object" ? standinBadge(p.name, b.at) : el("span", { class: "badge", text: b })))) : null,
      );
    }),
  );
  const spect = theTable().spectators;
  const n = Array.isArray(spect) ? spect.length : typeof spect === "number" ? spect : null;
  $("spectators").textContent = n !== null ? t("table.spectators", { n }) : "";
}

// "Ben left — a bot takes the seat in 57 s": counted down by tick()
/**
 * @param {string} name
 * @param {number} at when the bot takes the seat (seconds since the epoch)
 */
function standinBadge(name, at) {
  const b = el("span", { class: "badge standin-soon", "data-at": String(at), "data-name": name });
  standinText(b);
  return b;
}

/** @param {HTMLElement} b */
export function standinText(b) {
  const s = Math.max(0, Math.ceil(Number(b.dataset.at) - Date.now() / 1000));
  b.textContent = t("table.standin_in", { name: b.dataset.name, s });
}
