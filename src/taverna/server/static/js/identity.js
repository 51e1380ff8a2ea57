// The player's identity in this browser (docs/players.md): a secret player key kept in localStorage (the
// server stores only its hash), made on the first visit; the recovery code is shown once, to copy.
// @ts-check
import { el } from "./api.js";
import { currentLang, t, translatePage } from "./i18n.js";

const KEY = "taverna.player";
const NEW_CODE = "taverna.recovery_new"; // the recovery code until the player says it is kept (this tab only)

export function identity() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "null");
  } catch {
    return null;
  }
}

export function playerKey() {
  const me = identity();
  return me && me.key ? me.key : null;
}

/**
 * @param {{ id: string, name: string }} player
 * @param {string} key
 */
export function saveIdentity(player, key) {
  localStorage.setItem(KEY, JSON.stringify({ id: player.id, name: player.name, key }));
}

export function forgetIdentity() {
  localStorage.removeItem(KEY);
  sessionStorage.removeItem(NEW_CODE);
}

/**
 * @param {string} path
 * @param {unknown} body
 * @returns {Promise<any>} the answer's JSON, or an ApiError
 */
async function post(path, body) {
  const r = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json", "Accept-Language": currentLang() }, body: JSON.stringify(body) });
  const data = await r.json().catch(() => null);
  if (!r.ok) {
    const err = /** @type {import("./api.js").ApiError} */ (new Error((data && data.error) || `HTTP ${r.status}`));
    err.status = r.status;
    throw err;
  }
  return data;
}

export { post as postJson };

// Another identity for this browser (restored by its recovery code, or signed in): the one it replaces goes,
// and with it that one's recovery code if it was still on show (it is no longer this browser's).
/** @param {{ player: { id: string, name: string }, key: string }} got */
export function adoptIdentity(got) {
  forgetIdentity();
  saveIdentity(got.player, got.key);
}

// A new recovery code to show once (a recovery replaces the code it used: the old one is dead).
/** @param {string} code */
export function showRecoveryOnce(code) {
  sessionStorage.setItem(NEW_CODE, code);
}

// The identity stored in this browser, checked with the server; null when there is none (nothing is made).
export async function storedIdentity() {
  const me = identity();
  if (!me || !me.key) return null;
  try {
    const got = await post("/api/players/me", { player: me.key });
    saveIdentity(got.player, me.key);
    return identity();
  } catch (e) {
    if (e.status !== 403) return me; // the server is away: keep it
    forgetIdentity(); // deleted elsewhere
    return null;
  }
}

// The identity of this browser: the stored one (checked with the server), or a new one.
/** @param {string} name */
export async function ensureIdentity(name) {
  const me = await storedIdentity();
  if (me) return me;
  const made = await post("/api/players", { name: name || "Player" });
  saveIdentity(made.player, made.key);
  sessionStorage.setItem(NEW_CODE, made.recovery);
  return identity();
}

/** @param {string} name */
export async function rename(name) {
  const key = playerKey();
  if (!key || !name) return;
  try {
    const got = await post("/api/players/me/name", { player: key, name });
    saveIdentity(got.player, key);
  } catch {
    // the name stays as it was (e.g. taken by a password holder); the profile page says why
  }
}

// The recovery code, once, with a copy button; gone when the player says it is kept.
/** @param {Element} container */
export function recoveryBanner(container) {
  const code = sessionStorage.getItem(NEW_CODE);
  let box = document.getElementById("recovery-box");
  if (!code) {
    if (box) box.remove();
    return;
  }
  if (!box) {
    box = el("section", { id: "recovery-box", class: "panel recovery", "aria-labelledby": "recovery-h" });
    container.prepend(box);
  }
  const copied = el("span", { class: "hint", "aria-live": "polite" });
  box.replaceChildren(
    el("h2", { id: "recovery-h", "data-i18n": "players.recovery_title" }),
    el("p", { class: "hint", "data-i18n": "players.recovery_hint" }),
    el("p", {}, el("code", { id: "recovery-code", class: "recovery-code", text: code })),
    el(
      "div",
      { class: "row" },
      el("button", {
        type: "button",
        id: "recovery-copy",
        "data-i18n": "players.copy",
        onclick: async () => {
          try {
            await navigator.clipboard.writeText(code);
            copied.textContent = t("players.copied");
          } catch {
            copied.textContent = t("players.copy_failed");
          }
        },
      }),
      el("button", {
        type: "button",
        id: "recovery-done",
        class: "primary",
        "data-i18n": "players.recovery_done",
        onclick: () => {
          sessionStorage.removeItem(NEW_CODE);
          box.remove();
        },
      }),
      copied,
    ),
  );
  translatePage(box);
}

// A line under the lobby's header: who you are, your profile, the leaderboards.
/** @param {Element} container */
export function identityLine(container) {
  const me = identity();
  let line = document.getElementById("identity-line");
  if (!line) {
    line = el("p", { id: "identity-line", class: "identity-line" });
    container.prepend(line);
  }
  line.replaceChildren(
    me ? el("span", {}, t("players.you_are", { name: me.name }), " ") : "",
    el("a", { href: "/me", "data-i18n": "players.profile" }),
    " · ",
    el("a", { href: "/leaderboard", "data-i18n": "players.leaderboards" }),
    " · ",
    el("a", { href: "/tournaments", "data-i18n": "players.tournaments" }),
  );
  translatePage(line);
}
