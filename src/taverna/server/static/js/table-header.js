// The table page's header: the table's code, game and status, the invitation link, the record's download
// and, at a fair table, the seed's commitment.
// @ts-check
import { loadGameTitles } from "./api.js";
import { currentLang, t } from "./i18n.js";
import { $, S, code, theTable } from "./table-state.js";

// The games' and rule sets' titles in each language asked for (api.js loadGameTitles: GET /api/games?lang=), for
// the header: only the page's language's are shown (an answer for a language left meanwhile waits for a switch back).
/** @type {Record<string, Record<string, any>>} */
const TITLES = {};

export async function loadTitles() {
  const lang = currentLang();
  const games = await loadGameTitles(lang); // ({} where the server did not answer: the ids stay)
  if (Object.keys(games).length) TITLES[lang] = games;
  if (lang === currentLang() && S.table) renderHeader();
}

/** @param {import("./table-state.js").Table} tb */
function gameLine(tb) {
  const known = TITLES[currentLang()]?.[tb.game]; // (the ids until the titles in the page's language are here)
  if (!known) return `${tb.game}${tb.rules ? " / " + tb.rules : ""}`;
  return (tb.rules && known.rule_sets?.[tb.rules]?.title) || known.title; // (a rule set's title names its game)
}

export function renderHeader() {
  const tb = theTable();
  $("title").textContent = t("table.title_line", { table: t("table.title", { code: tb.code || code }), game: gameLine(tb), status: t(`status.${tb.status}`) });
  $("title").title = $("title").textContent; // (a long title is cut on one line: whole on hover)
  document.title = `Taverna ${tb.code || code}`;
  const link = `${location.origin}/t/${tb.code || code}`;
  $("invite", HTMLAnchorElement).href = link;
  $("invite").textContent = link;
  $("record", HTMLAnchorElement).href = `/api/tables/${encodeURIComponent(tb.code || code)}/record`;
  $("record").setAttribute("download", `taverna-${tb.code || code}.json`);
  renderFair(tb.fair);
}

// a fair table: the commitment to its secret seed, the same for every seat (docs/server.md, "Provably fair tables")
/** @param {{ commitment: string } | null | undefined} fair */
function renderFair(fair) {
  $("fair").hidden = !fair;
  if (!fair) return;
  $("fair-line").textContent = t("table.fair", { short: fair.commitment.slice(0, 12) + "…" });
  $("fair-line").title = t("table.fair_help");
  $("fair-commitment").textContent = fair.commitment;
  $("fair-chain").textContent = S.chain || "";
  $("fair-chain-box").hidden = !S.chain;
}
