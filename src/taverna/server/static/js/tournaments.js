// Arena tournaments (docs/players.md): /tournaments lists them and makes one; /tournaments/{code} shows the
// live standings, takes part, and sends the player to their table when the server has seated them.
// @ts-check
import { api, byId, el, gameChoices, gameName, pageTitles, saveSeat } from "./api.js";
import { currentLang, displayName, has, initialLang, languageSelect, num, onLangChange, setLang, t } from "./i18n.js";
import { ensureIdentity, identity, postJson } from "./identity.js";

const $ = byId;
const path = location.pathname.split("/").filter(Boolean);
let redraw = () => {};

// The games' and rule sets' names in the page's language (api.js loadGameTitles): the last asked for wins (i18n.js
// lastWins), and those of a language the page has left are never shown (the ids until the new ones are here)
const titles = pageTitles();
const loadTitles = titles.load;
const shownTitles = titles.shown;

/** @param {string | null | undefined} text */
function showMessage(text) {
  $("message").textContent = text || "";
  $("message").hidden = !text;
}

/**
 * A tournament as the server describes it (GET /api/tournaments).
 * @typedef {{ code: string, name: string, kind: string, status: string, game: string, rules: string, round?: number,
 *   rounds?: number, [field: string]: any }} Tournament
 */
/** @typedef {{ place: number, player: string | null, name: string, points: number, played: number }} Standing */

// A tournament's kind and, a Swiss one, its current round: "Arena", "Swiss · round 2 of 5" (issue 29, item 14)
/** @param {Tournament} tr */
function kindOf(tr) {
  if (tr.kind !== "swiss") return t("tour.arena");
  if (!tr.round) return t("tour.swiss_not_paired", { rounds: tr.rounds });
  return t("tour.swiss_round", { round: tr.round, rounds: tr.rounds });
}

/** @param {string} code */
async function showTour(code) {
  $("tour-box").hidden = false;
  /** @type {{ tournament: Tournament, standings: Standing[], you: { table: string, token: string } | null } | null} */
  let data = null; // the tournament, its standings and this player's seat (the server's answer)
  const load = async () => {
    const key = identity() && identity().key;
    const url = `/api/tournaments/${encodeURIComponent(code)}`;
    const got = key ? await postJson(`${url}/me`, { player: key }) : { ...(await api("GET", url)), you: null };
    data = got;
    redraw();
    if (got.tournament.status !== "finished") setTimeout(() => load().catch((e) => showMessage(e.message)), 2000);
  };
  await loadTitles();
  redraw = () => {
    if (!data) return;
    const tr = data.tournament;
    $("tour-h").textContent = tr.name;
    $("tour-line").textContent = t("tour.line", {
      game: gameName(shownTitles(), tr.game, tr.rules), // (its name in the page's language, not "cucu · bga")
      start: new Date(tr.start).toLocaleString(currentLang()),
      end: new Date(tr.end).toLocaleString(currentLang()),
      status: t(`tour.status_${tr.status}`),
    });
    $("tour-kind").textContent = kindOf(tr);
    const me = identity();
    const joined = me && data.standings.some((s) => s.player === me.id);
    $("tour-join").hidden = joined || tr.status === "finished";
    const play = $("tour-play", HTMLAnchorElement);
    play.hidden = !data.you;
    if (data.you) {
      saveSeat(data.you.table, me ? me.name : "", data.you.token);
      play.href = `/t/${data.you.table}`;
    }
    $("standings").replaceChildren(
      el("tr", {}, ["players.place_col", "players.player", "tour.points", "tour.played"].map((k) => el("th", { scope: "col", text: t(k) }))),
      ...data.standings.map((s) =>
        el(
          "tr",
          { class: "standing" },
          el("td", { text: String(s.place) }),
          el("td", {}, s.player ? el("a", { href: `/players/${s.player}`, text: s.name }) : displayName(s.name)), // (a bot in the page's language)
          el("td", { text: num(s.points) }),
          el("td", { text: String(s.played) }),
        ),
      ),
    );
  };
  $("tour-join").addEventListener("click", async () => {
    try {
      const me = await ensureIdentity(localStorage.getItem("taverna.name") || "");
      await postJson(`/api/tournaments/${encodeURIComponent(code)}/join`, { player: me.key });
      await load();
    } catch (e) {
      showMessage(e.message);
    }
  });
  await load();
}

async function showList() {
  $("list-box").hidden = false;
  $("create-box").hidden = false;
  /** @type {Tournament[]} */
  let tours = [];
  const [info] = await Promise.all([api("GET", "/api/games"), loadTitles()]);
  /** @type {{ id: string, rule_sets?: Record<string, unknown> }[]} */
  const games = info.games; // (the games and their rule sets; their names in the page's language: shownTitles)
  // the games and rule sets to choose from, named in the page's language (a choice made is kept on a switch)
  const { fillGames, fillRules } = gameChoices($("t-game", HTMLSelectElement), $("t-rules", HTMLSelectElement), games, shownTitles);
  fillGames();
  fillRules();
  $("t-game").addEventListener("change", fillRules);
  redraw = () => {
    fillGames();
    fillRules();
    // the bots' levels named in the page's language (as the lobby's), the one chosen kept on a switch
    const bots = $("t-bots", HTMLSelectElement).value;
    const level = (/** @type {string} */ l) => (has(`level.${l}`) ? t(`level.${l}`) : l);
    $("t-bots").replaceChildren(el("option", { value: "", text: t("tour.no_bots") }), ...info.levels.map((/** @type {string} */ l) => el("option", { value: l, text: level(l) })));
    $("t-bots", HTMLSelectElement).value = bots;
    $("tour-list").replaceChildren(
      ...tours.map((tr) =>
        el("li", {}, el("a", { href: `/tournaments/${tr.code}`, text: tr.name }), ` · ${gameName(shownTitles(), tr.game, tr.rules)} · `, el("span", { class: "tour-kind", text: kindOf(tr) }), " · ", t(`tour.status_${tr.status}`)),
      ),
    );
    if (!tours.length) $("tour-list").append(el("li", { class: "hint", text: t("tour.none") }));
  };
  tours = (await api("GET", "/api/tournaments")).tournaments;
  redraw();
  $("tour-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    try {
      const me = await ensureIdentity(localStorage.getItem("taverna.name") || "");
      const start = $("t-start", HTMLInputElement).value ? new Date($("t-start", HTMLInputElement).value).toISOString() : null;
      /** @type {Record<string, unknown>} */
      const body = {
        player: me.key,
        name: $("t-name", HTMLInputElement).value,
        game: $("t-game", HTMLSelectElement).value,
        rules: $("t-rules", HTMLSelectElement).value,
        seats: Number($("t-seats", HTMLInputElement).value),
        duration: Number($("t-minutes", HTMLInputElement).value) * 60,
        bots: $("t-bots", HTMLSelectElement).value || null,
        bot_wait: Number($("t-bot-wait", HTMLInputElement).value),
        kind: $("t-kind", HTMLSelectElement).value,
      };
      if (body.kind === "swiss") body.rounds = Number($("t-rounds", HTMLInputElement).value);
      if (start) body.start = start;
      const res = await postJson("/api/tournaments", body);
      location.href = `/tournaments/${res.tournament.code}`;
    } catch (e) {
      showMessage(e.message);
    }
  });
}

async function main() {
  await setLang(initialLang());
  languageSelect($("lang", HTMLSelectElement));
  onLangChange(async () => {
    redraw(); // (the words at once; the games' names once the new language's are here)
    if (await loadTitles()) redraw();
  });
  try {
    if (path[1]) await showTour(path[1]);
    else await showList();
  } catch (e) {
    showMessage(e.message);
  }
  document.body.dataset.ready = "1";
}

main();
