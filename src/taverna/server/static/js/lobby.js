// The lobby: create a table (game, rule set, options, seats, bots, timer), list open tables, join by code.
import { api, el, parseCode, saveName, saveSeat, savedName } from "./api.js";
import { currentLang, initialLang, languageSelect, onLangChange, setLang, t } from "./i18n.js";

let LEVELS = ["random", "easy", "normal", "hard"]; // the server's list replaces it (GET /api/games "levels")
let games = [];
const $ = (id) => document.getElementById(id);

function showMessage(text) {
  const m = $("message");
  m.textContent = text || "";
  m.hidden = !text;
}

function currentGame() {
  return games.find((g) => g.id === $("game").value) || games[0];
}

function fillGames() {
  const sel = $("game");
  const keep = sel.value;
  sel.replaceChildren(...games.map((g) => el("option", { value: g.id, text: g.title })));
  if (keep && games.some((g) => g.id === keep)) sel.value = keep;
}

function fillRules() {
  const g = currentGame();
  const sel = $("rules");
  const keep = sel.value;
  sel.replaceChildren(
    ...Object.entries(g.rule_sets).map(([name, rs]) => el("option", { value: name, text: `${name}: ${rs.title}` })),
  );
  if (keep in g.rule_sets) sel.value = keep;
  $("game-desc").textContent = g.description;
  const [lo, hi] = g.players;
  const count = $("seat-count");
  count.min = lo;
  count.max = hi;
  const n = Number(count.value) || 3;
  count.value = Math.min(hi, Math.max(lo, n));
  fillOptions();
  fillSeats();
}

function optionInput(o) {
  const id = `opt-${o.name}`;
  let input;
  if (o.type === "bool" || typeof o.default === "boolean") {
    input = el("input", { id, type: "checkbox", "data-option": o.name });
    input.checked = !!o.default;
    input.dataset.default = JSON.stringify(o.default);
    input.dataset.kind = "bool";
    return el("label", { class: "check option", title: o.help }, input, ` ${o.name}`, el("small", { text: o.help }));
  }
  if (o.choices) {
    input = el(
      "select",
      { id, "data-option": o.name },
      o.choices.map((c) => el("option", { value: String(c), text: c === "" ? "—" : String(c) })),
    );
    input.value = String(o.default ?? "");
  } else if (o.type === "int" || typeof o.default === "number") {
    input = el("input", { id, type: "number", inputmode: "numeric", "data-option": o.name, step: 1 });
    if (o.min !== undefined) input.min = o.min;
    if (o.max !== undefined) input.max = o.max;
    input.value = o.default ?? "";
  } else {
    input = el("input", { id, "data-option": o.name });
    input.value = o.default ?? "";
  }
  input.dataset.default = JSON.stringify(o.default);
  input.dataset.kind = o.choices ? "choice" : o.type;
  return el("label", { class: "field option", for: id }, el("span", { text: o.name }), input, el("small", { text: o.help }));
}

function fillOptions() {
  const g = currentGame();
  const rs = g.rule_sets[$("rules").value];
  // only what a table may change: the options the rule set fixes are how its rules work, not choices
  $("options").replaceChildren(...(rs ? rs.options.filter((o) => !o.fixed).map(optionInput) : []));
}

// The options whose value differs from the rule set's default.
function chosenOptions() {
  const out = {};
  for (const input of $("options").querySelectorAll("[data-option]")) {
    const name = input.dataset.option;
    const def = JSON.parse(input.dataset.default ?? "null");
    let value;
    if (input.type === "checkbox") value = input.checked;
    else if (input.dataset.kind === "int") {
      if (input.value === "") continue;
      value = Number(input.value);
    } else value = input.value;
    if (input.dataset.kind === "choice" && typeof def === "number") value = Number(value);
    if (JSON.stringify(value) !== JSON.stringify(def)) out[name] = value;
  }
  return out;
}

// The games in the page's language (GET /api/games?lang=: titles, descriptions, option help).
let gamesAsked = 0;
async function loadGames() {
  const asked = ++gamesAsked;
  const info = await api("GET", `/api/games?lang=${encodeURIComponent(currentLang())}`);
  if (asked !== gamesAsked) return false; // a later language's answer wins
  games = info.games;
  if (Array.isArray(info.levels) && info.levels.length) LEVELS = info.levels;
  return true;
}

// A new language: the form again in it, keeping the game, rule set and the options already set.
async function relabelForm() {
  const set = [...$("options").querySelectorAll("[data-option]")].map((input) => [
    input.dataset.option,
    input.type === "checkbox" ? input.checked : input.value,
  ]);
  try {
    if (!(await loadGames())) return;
  } catch (e) {
    showMessage(e.message);
    return;
  }
  fillGames();
  fillRules();
  for (const [name, value] of set) {
    const input = $("options").querySelector(`[data-option="${CSS.escape(name)}"]`);
    if (!input) continue;
    if (input.type === "checkbox") input.checked = value;
    else input.value = value;
  }
}

function fillSeats() {
  const n = Number($("seat-count").value) || 0;
  const list = $("seat-list");
  const old = [...list.querySelectorAll("select")].map((s) => s.value);
  const items = [el("li", {}, el("span", { text: t("lobby.seat", { n: 1 }) }), " ", el("strong", { text: t("lobby.you") }))];
  for (let i = 1; i < n; i++) {
    const sel = el(
      "select",
      { "aria-label": t("lobby.seat", { n: i + 1 }), "data-seat": i },
      el("option", { value: "human", text: t("lobby.human") }),
      LEVELS.map((l) => el("option", { value: l, text: t("lobby.bot", { level: t(`level.${l}`) }) })),
    );
    sel.value = old[i - 1] || "normal";
    items.push(el("li", {}, el("label", {}, el("span", { text: t("lobby.seat", { n: i + 1 }) }), " ", sel)));
  }
  list.replaceChildren(...items);
}

function needName() {
  const name = $("name").value.trim();
  if (!name) {
    showMessage(t("lobby.need_name"));
    $("name").focus();
    return null;
  }
  saveName(name);
  return name;
}

async function create(ev) {
  ev.preventDefault();
  showMessage("");
  const name = needName();
  if (!name) return;
  const bots = {};
  for (const sel of $("seat-list").querySelectorAll("select")) if (sel.value !== "human") bots[sel.dataset.seat] = sel.value;
  const body = {
    game: currentGame().id,
    rules: $("rules").value,
    options: chosenOptions(),
    seats: Number($("seat-count").value),
    name,
    bots,
    timer: $("timer-on").checked ? Number($("timer-seconds").value) : null,
  };
  const button = $("create-button");
  button.disabled = true;
  try {
    const res = await api("POST", "/api/tables", body);
    saveSeat(res.table.code, res.seat, res.token);
    location.href = `/t/${res.table.code}`;
  } catch (e) {
    showMessage(e.message);
    button.disabled = false;
  }
}

async function join(code) {
  showMessage("");
  const name = needName();
  if (!name) return;
  try {
    const res = await api("POST", `/api/tables/${encodeURIComponent(code)}/join`, { name });
    saveSeat(res.table.code, res.seat, res.token);
    location.href = `/t/${res.table.code}`;
  } catch (e) {
    showMessage(e.message);
  }
}

function gameTitle(id) {
  const g = games.find((x) => x.id === id);
  return g ? g.title : id;
}

async function listTables() {
  const ul = $("tables");
  let tables = [];
  try {
    tables = (await api("GET", "/api/tables")).tables || [];
  } catch (e) {
    showMessage(e.message);
    return;
  }
  if (!tables.length) {
    ul.replaceChildren(el("li", { class: "hint", text: t("lobby.no_tables") }));
    return;
  }
  ul.replaceChildren(
    ...tables.map((tb) => {
      const free = tb.seats.filter((s) => s.name === null).length;
      const names = tb.seats.filter((s) => s.name).map((s) => s.name).join(", ");
      return el(
        "li",
        { class: "table-item" },
        el(
          "div",
          {},
          el("strong", { text: `${gameTitle(tb.game)} · ${tb.rules || ""}` }),
          " ",
          el("code", { text: tb.code }),
          el("div", {
            class: "hint",
            text: `${t(`status.${tb.status}`)} · ${t("lobby.players", { n: tb.seats.length })}${free ? " · " + t("lobby.free_seats", { n: free }) : ""} · ${names}`,
          }),
        ),
        el(
          "div",
          { class: "row" },
          free && tb.status === "waiting"
            ? el("button", { type: "button", class: "primary small", text: t("lobby.join_button"), onclick: () => join(tb.code) })
            : null,
          el("a", { class: "button small", href: `/t/${tb.code}`, text: t("lobby.watch") }),
        ),
      );
    }),
  );
}

async function main() {
  await setLang(initialLang());
  languageSelect($("lang"));
  $("name").value = savedName();
  $("name").addEventListener("change", () => saveName($("name").value.trim()));
  try {
    await loadGames();
  } catch (e) {
    showMessage(e.message);
    return;
  }
  fillGames();
  fillRules();
  $("game").addEventListener("change", fillRules);
  $("rules").addEventListener("change", fillOptions);
  $("seat-count").addEventListener("input", fillSeats);
  $("timer-on").addEventListener("change", () => ($("timer-seconds").disabled = !$("timer-on").checked));
  $("create").addEventListener("submit", create);
  $("join").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const code = parseCode($("code").value);
    if (!code) showMessage(t("lobby.bad_code"));
    else join(code);
  });
  $("refresh").addEventListener("click", listTables);
  onLangChange(async () => {
    fillSeats();
    await relabelForm();
    listTables();
  });
  const fromLink = parseCode(new URLSearchParams(location.search).get("join"));
  if (fromLink) $("code").value = fromLink;
  listTables();
  setInterval(listTables, 10000);
}

main();
