// The players' pages: /me (your identity: name, password, recovery, deletion, and your profile),
// /players/{id} (a profile: ratings and finished matches with links to the replay viewer) and
// /leaderboard (per game and rule set, with a minimum number of matches).
// @ts-check
import { api, byId, el, gameChoices, gameName, pageTitles } from "./api.js";
import { currentLang, initialLang, languageSelect, num, onLangChange, setLang, t } from "./i18n.js";
import { adoptIdentity, ensureIdentity, forgetIdentity, identity, postJson, recoveryBanner, saveIdentity, showRecoveryOnce, storedIdentity } from "./identity.js";

const $ = byId;
const path = location.pathname.split("/").filter(Boolean);
let redraw = () => {};

/** @param {string | null | undefined} text */
function showMessage(text) {
  $("message").textContent = text || "";
  $("message").hidden = !text;
}

const fmt = (/** @type {number} */ x) => num(x, 1); // (μ 25,3 in French)

// A rating is one number (docs/players.md): the conservative estimate μ − 3σ as 1500 + 48 × (μ − 3σ), the
// server's `rating`; μ ± σ stays in its tooltip.
/**
 * A player's rating in a game and rule set (GET /api/players/{id}: `ratings`; the leaderboard's rows).
 * @typedef {{ rating: number, mu: number, sigma: number, provisional?: boolean, [field: string]: any }} Rating
 */
/**
 * A profile's rating in one game and rule set, with its history (one point per rated match).
 * @typedef {{ rating: number, mu: number, sigma: number, provisional?: boolean, game: string, rules: string,
 *   matches: number, points?: { rating: number, finished: string, code: string }[] }} GameRating
 */
/** @param {Rating} r */
function skill(r) {
  return el(
    "span",
    { class: "rating", title: `μ ${fmt(r.mu)} ± σ ${fmt(r.sigma)}` },
    String(r.rating),
    r.provisional ? el("span", { class: "badge provisional", text: t("players.provisional") }) : null,
  );
}

// The history of a rating as an inline SVG: one point per rated match (the server's `points`, oldest first),
// the number's range on the left, the first and last dates below.
const SVG = "http://www.w3.org/2000/svg";
/**
 * @param {string} tag
 * @param {Record<string, unknown>} [attrs]
 * @param {...(Node | string | null | false | undefined)} children
 * @returns {SVGElement}
 */
function svg(tag, attrs = {}, ...children) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  for (const c of children) if (c) e.append(c);
  return e;
}

/** @param {GameRating} r */
function plot(r) {
  const pts = r.points || [];
  const W = 360, H = 140, L = 44, R = 10, T = 10, B = 24;
  const values = pts.map((p) => p.rating);
  let lo = Math.min(...values), hi = Math.max(...values);
  if (hi - lo < 20) [lo, hi] = [lo - 10, hi + 10];
  const x = (/** @type {number} */ i) => L + (pts.length === 1 ? (W - L - R) / 2 : (i * (W - L - R)) / (pts.length - 1));
  const y = (/** @type {number} */ v) => T + ((hi - v) * (H - T - B)) / (hi - lo);
  const day = (/** @type {string} */ iso) => new Date(iso).toLocaleDateString(currentLang(), { dateStyle: "short" });
  const first = pts[0], last = pts[pts.length - 1];
  const label = t("players.plot_label", { game: gameNameOf(r.game, r.rules), n: pts.length, rating: r.rating });
  const chart = svg(
    "svg",
    { class: "rating-plot", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": label },
    svg("line", { class: "axis", x1: L, y1: T, x2: L, y2: H - B }),
    svg("line", { class: "axis", x1: L, y1: H - B, x2: W - R, y2: H - B }),
    svg("text", { class: "tick", x: L - 4, y: y(hi) + 4, "text-anchor": "end" }, document.createTextNode(String(Math.round(hi)))),
    svg("text", { class: "tick", x: L - 4, y: y(lo) + 4, "text-anchor": "end" }, document.createTextNode(String(Math.round(lo)))),
    svg("text", { class: "tick", x: L, y: H - 6, "text-anchor": "start" }, document.createTextNode(day(first.finished))),
    svg("text", { class: "tick", x: W - R, y: H - 6, "text-anchor": "end" }, document.createTextNode(day(last.finished))),
    pts.length > 1 ? svg("polyline", { class: "line", points: pts.map((p, i) => `${x(i)},${y(p.rating)}`).join(" ") }) : null,
  );
  pts.forEach((p, i) =>
    chart.append(
      svg("circle", { class: "point", cx: x(i), cy: y(p.rating), r: 3, "data-rating": p.rating }, svg("title", {}, document.createTextNode(`${day(p.finished)} · ${p.code} · ${p.rating}`))),
    ),
  );
  return el("figure", { class: "rating-history" }, el("figcaption", { text: label }), chart);
}

/** @param {...string} keys the columns' words */
function head(...keys) {
  return el("tr", {}, keys.map((k) => el("th", { scope: "col", text: t(k) })));
}

// The games' and rule sets' names in the page's language (api.js): the last asked for wins (i18n.js lastWins),
// and those of a language the page has left are never shown (the ids until the new ones are here)
const titles = pageTitles();
const loadTitles = titles.load;
const shownTitles = titles.shown;

const gameNameOf = (/** @type {string} */ g, /** @type {string | undefined} */ rules) => gameName(shownTitles(), g, rules);

/** @param {string} pid */
async function showProfile(pid) {
  const [data] = await Promise.all([api("GET", `/api/players/${encodeURIComponent(pid)}`), loadTitles()]);
  $("profile-box").hidden = false;
  redraw = () => {
    $("profile-h").textContent = t("players.profile_of", { name: data.player.name });
    document.title = `Taverna: ${data.player.name}`;
    $("ratings").replaceChildren(
      head("players.game", "players.rating", "players.matches"),
      ...data.ratings.map((/** @type {GameRating} */ r) =>
        el("tr", {}, el("td", { text: gameNameOf(r.game, r.rules) }), el("td", {}, skill(r)), el("td", { text: String(r.matches) })),
      ),
    );
    if (!data.ratings.length) $("ratings").append(el("tr", {}, el("td", { colspan: 3, text: t("players.no_ratings") })));
    $("rating-hint").hidden = !data.ratings.length;
    $("plots").replaceChildren(...data.ratings.filter((/** @type {GameRating} */ r) => (r.points || []).length).map(plot));
    $("history").replaceChildren(
      head("players.when", "players.game", "players.result", "players.change", "players.replay"),
      ...data.history.map((/** @type {Record<string, any>} */ h) =>
        el(
          "tr",
          { class: "result" },
          el("td", { text: new Date(h.finished).toLocaleString(currentLang(), { dateStyle: "short", timeStyle: "short" }) }),
          el("td", { text: gameNameOf(h.game, h.rules) }),
          el("td", { text: t("players.place", { rank: h.rank, places: h.places }) }),
          el("td", { text: h.rated ? `${h.rating_change >= 0 ? "+" : "−"}${Math.abs(h.rating_change)}` : t("players.unrated") }),
          el("td", {}, el("a", { href: `/replay/${h.code}`, class: "replay-link", text: h.code })),
        ),
      ),
    );
    if (!data.history.length) $("history").append(el("tr", {}, el("td", { colspan: 5, text: t("players.no_history") })));
  };
  redraw();
}

async function showMe() {
  // a fresh browser gets no identity by looking: one is made when the visitor saves a name or a password
  let me = await storedIdentity();
  $("me-box").hidden = false;
  $("restore-box").hidden = false;
  recoveryBanner($("main"));
  $("me-name", HTMLInputElement).value = me ? me.name : localStorage.getItem("taverna.name") || "";
  const line = () => {
    const cur = identity();
    /** @type {HTMLElement} */ ($("delete").closest("details")).hidden = !cur;
    $("signout-others").hidden = !cur;
    if (!cur) {
      $("me-line").replaceChildren(t("players.no_identity"));
      return;
    }
    $("me-line").replaceChildren(t("players.you_are", { name: cur.name }), " ", el("a", { href: `/players/${cur.id}`, text: t("players.public_profile") }));
  };
  line();
  onLangChange(line);
  const needed = async () => {
    // the identity a step needs: the stored one, or one made now (its recovery code shown once)
    if (me && identity()) return identity();
    me = await ensureIdentity($("me-name", HTMLInputElement).value.trim() || localStorage.getItem("taverna.name") || "");
    recoveryBanner($("main"));
    line();
    return me;
  };
  $("rename").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    try {
      await needed();
      const got = await postJson("/api/players/me/name", { player: identity().key, name: $("me-name", HTMLInputElement).value });
      saveIdentity(got.player, identity().key);
      localStorage.setItem("taverna.name", got.player.name);
      line();
      showMessage(t("players.saved"));
      await showProfile(got.player.id);
    } catch (e) {
      showMessage(e.message);
    }
  });
  $("password").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    try {
      await needed();
      await postJson("/api/players/me/password", { player: identity().key, password: $("me-password", HTMLInputElement).value });
      $("me-password", HTMLInputElement).value = "";
      showMessage(t("players.password_set"));
    } catch (e) {
      showMessage(e.message);
    }
  });
  $("delete").addEventListener("click", async () => {
    if (!confirm(t("players.delete_confirm"))) return;
    try {
      await postJson("/api/players/me/delete", { player: identity().key, confirm: true });
      forgetIdentity();
      location.href = "/";
    } catch (e) {
      showMessage(e.message);
    }
  });
  $("signout-others").addEventListener("click", async () => {
    try {
      const got = await postJson("/api/players/me/signout-others", { player: identity().key });
      showMessage(t("players.signed_out_others", { n: got.revoked }));
    } catch (e) {
      showMessage(e.message);
    }
  });
  const restored = async (/** @type {{ player: { id: string, name: string }, key: string, recovery?: string }} */ got) => {
    adoptIdentity(got); // (the identity this browser had goes, and its recovery code with it)
    if (got.recovery) showRecoveryOnce(got.recovery); // a recovery replaces its code: the new one, shown once
    localStorage.setItem("taverna.name", got.player.name);
    location.reload();
  };
  $("recover").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    try {
      await restored(await postJson("/api/players/recover", { recovery: $("recovery", HTMLInputElement).value }));
    } catch (e) {
      showMessage(e.message);
    }
  });
  $("signin").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    try {
      await restored(await postJson("/api/players/signin", { name: $("signin-name", HTMLInputElement).value, password: $("signin-password", HTMLInputElement).value }));
    } catch (e) {
      showMessage(e.message);
    }
  });
  if (me) await showProfile(me.id);
}

async function showBoard() {
  $("board-box").hidden = false;
  const params = new URLSearchParams(location.search);
  const [info] = await Promise.all([api("GET", "/api/games"), loadTitles()]);
  /** @type {{ id: string, rule_sets?: Record<string, unknown> }[]} */
  const games = info.games; // (the games and their rule sets; their names in the page's language: shownTitles)
  // the games and rule sets to choose from, named in the page's language (the choice kept on a switch)
  const { fillGames, fillRules } = gameChoices($("board-game", HTMLSelectElement), $("board-rules", HTMLSelectElement), games, shownTitles);
  fillGames();
  $("board-game", HTMLSelectElement).value = params.get("game") || games[0].id;
  fillRules();
  const [rules, min] = [params.get("rules"), params.get("min")];
  if (rules) $("board-rules", HTMLSelectElement).value = rules;
  if (min) $("board-min", HTMLInputElement).value = min;
  /** @type {Rating[]} */
  let rows = []; // the leaderboard's rows (place, player_id, name, the rating)
  const load = async () => {
    const q = new URLSearchParams({ game: $("board-game", HTMLSelectElement).value, rules: $("board-rules", HTMLSelectElement).value, min: $("board-min", HTMLInputElement).value || "1" });
    history.replaceState(null, "", `/leaderboard?${q}`);
    try {
      rows = (await api("GET", `/api/leaderboard?${q}`)).players;
      showMessage("");
    } catch (e) {
      rows = [];
      showMessage(e.message);
    }
    redraw();
  };
  redraw = () => {
    fillGames();
    fillRules();
    document.title = t("page.title", { page: t("players.leaderboards") });
    $("board").replaceChildren(
      head("players.place_col", "players.player", "players.rating", "players.matches"),
      ...rows.map((r) =>
        el(
          "tr",
          { class: "board-row" },
          el("td", { text: String(r.place) }),
          el("td", {}, el("a", { href: `/players/${r.player_id}`, text: r.name })),
          el("td", {}, skill(r)),
          el("td", { text: String(r.matches) }),
        ),
      ),
    );
    if (!rows.length) $("board").append(el("tr", {}, el("td", { colspan: 4, text: t("players.board_empty") })));
  };
  $("board-game").addEventListener("change", () => {
    fillRules();
    load();
  });
  $("board-rules").addEventListener("change", load);
  $("board-min").addEventListener("change", load);
  $("board-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    load();
  });
  await load();
}

async function main() {
  await setLang(initialLang());
  languageSelect($("lang", HTMLSelectElement));
  onLangChange(async () => {
    redraw(); // (the words at once; the games' names once the new language's are here)
    if (await loadTitles()) redraw();
  });
  try {
    if (path[0] === "me") {
      $("title").dataset.i18n = "players.identity";
      await showMe();
    } else if (path[0] === "players" && path[1]) {
      await showProfile(path[1]);
    } else {
      $("title").dataset.i18n = "players.leaderboards";
      await showBoard();
    }
    const title = $("title").dataset.i18n;
    $("title").textContent = title ? t(title) : "";
    document.body.dataset.ready = "1";
  } catch (e) {
    showMessage(e.message);
    document.body.dataset.ready = "1";
  }
}

main();
