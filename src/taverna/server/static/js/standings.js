// The end of a match (table page): the final standings and the match's story, deal by deal (who lost what,
// when), from the summary the server replays (GET /api/tables/{code}/summary, once the match is over),
// and the way to the replay viewer.  The counters are the game's own (chips, tokens, lives, points, money).
import { api, el } from "./api.js";
import { counted, has, onLangChange, t } from "./i18n.js";

const code = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const $ = (id) => document.getElementById(id);
let summary = null;
let asked = false;

function counterText(key, value) {
  if (typeof value !== "number") return null;
  return has(`counter.${key}`) ? counted(`counter.${key}`, value) : `${key} ${value}`;
}

function countersOf(c) {
  return Object.entries(c || {})
    .map(([k, v]) => (k === "out" ? null : counterText(k, v)))
    .filter(Boolean)
    .join(" · ");
}

function winners(s) {
  const w = s.summary.winner;
  return new Set(Array.isArray(w) ? w : w ? [w] : []);
}

// What changed for a player between two deals' counters: "−2 chips", "+5 chips".
function change(before, after) {
  const parts = [];
  for (const [k, v] of Object.entries(after || {})) {
    if (typeof v !== "number" || k === "out") continue;
    const d = v - ((before || {})[k] ?? v);
    if (d) parts.push(`${d > 0 ? "+" : "−"}${counterText(k, Math.abs(d))}`);
  }
  return parts.join(", ");
}

function render() {
  if (!summary) return;
  let box = $("standings");
  if (!box) {
    box = el("div", { id: "standings" });
    $("winner").after(box);
  }
  const s = summary;
  const won = winners(s);
  // the winners first, then the others by their first counter, most first (seat order on equal counts)
  const first = (p) => {
    const c = Object.entries(s.summary.players[p] || {}).find(([k, v]) => k !== "out" && typeof v === "number");
    return c ? c[1] : 0;
  };
  const players = s.players.slice().sort((a, b) => Number(won.has(b)) - Number(won.has(a)) || first(b) - first(a));
  const table = el(
    "ol",
    { class: "standings", "aria-label": t("end.standings") },
    players.map((p) =>
      el(
        "li",
        { class: won.has(p) ? "won" : "" },
        el("strong", { text: p }),
        won.has(p) ? el("span", { class: "badge", text: t("end.winner") }) : null,
        el("span", { class: "counters", text: ` ${countersOf(s.summary.players[p])}` }),
      ),
    ),
  );
  const deals = s.summary.deals || [];
  let before = s.start || null;
  const story = deals.map((d, i) => {
    const losers = d.losers || [];
    const changes = s.players.map((p) => [p, change(before && before[p], d.after && d.after[p])]).filter(([, c]) => c);
    const newlyOut = s.players.filter((p) => d.after && d.after[p] && d.after[p].out && !(before && before[p] && before[p].out));
    before = d.after;
    const head = t("end.deal", { n: i + 1, dealer: d.dealer ?? "?" });
    const parts = [losers.length ? t("end.lost", { names: losers.join(", ") }) : t("end.nobody_lost")];
    if (changes.length) parts.push(changes.map(([p, c]) => `${p} ${c}`).join("; "));
    if (newlyOut.length) parts.push(t("end.out", { names: newlyOut.join(", ") }));
    return el("li", {}, el("strong", { text: `${head}: ` }), parts.join(" · "));
  });
  box.replaceChildren(
    table,
    deals.length
      ? el("details", { class: "story", open: deals.length <= 12 }, el("summary", { text: t("end.story", { n: deals.length }) }), el("ol", { class: "story-list" }, story))
      : null,
    el("p", {}, el("a", { id: "replay-link", class: "button", href: `/replay/${encodeURIComponent(code)}`, text: t("replay.watch") })),
  );
}

async function load() {
  asked = true;
  try {
    summary = await api("GET", `/api/tables/${encodeURIComponent(code)}/summary`);
  } catch {
    asked = false; // not over yet as far as the server knows: asked again with the next state
    return;
  }
  render();
}

document.addEventListener("taverna:render", (ev) => {
  const S = ev.detail;
  const over = !!(S.table && S.table.status === "finished");
  document.body.classList.toggle("match-over", over);
  if (!over) return;
  if (!asked) load();
  else render();
});
onLangChange(render);
