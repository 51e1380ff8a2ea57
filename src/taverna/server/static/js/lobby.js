// The lobby: create a table (game, rule set, options, seats, bots, timer), list open tables, join by code.
// @ts-check
import { api, byId, el, forgetSeat, parseCode, savedName, savedSeats, saveName, saveSeat } from "./api.js";
import { chain, currentLang, displayName, initialLang, languageSelect, lastWins, num, onLangChange, setLang, t } from "./i18n.js";
import { ensureIdentity, identityLine, recoveryBanner, rename } from "./identity.js";
import { lengthText } from "./length.js";

let LEVELS = ["random", "easy", "normal", "hard"]; // the server's list replaces it (GET /api/games "levels")
/**
 * A game as GET /api/games describes it, in the page's language.
 * @typedef {{ id: string, title: string, description: string, players: [number, number], usual_players?: number,
 *   think_ms?: Record<string, number>, learned?: string[], rule_sets: Record<string, RuleSetInfo>, [field: string]: any }} GameInfo
 */
/**
 * @typedef {{ title: string, options: OptionInfo[], seat_counts?: number[], usual_players?: number,
 *   length?: { options?: string[], [field: string]: any } | null, [field: string]: any }} RuleSetInfo
 */
/**
 * @typedef {{ name: string, label?: string, help?: string, type?: string, default?: any, choices?: any[],
 *   choice_labels?: Record<string, string>, min?: number, max?: number, fixed?: boolean, [field: string]: any }} OptionInfo
 */
/** @type {GameInfo[]} */
let games = [];
let WAITS = [30, 60, 120]; // Play now's waits: the server's list replaces it (GET /api/games "play_now_waits")
const $ = byId;

/** @param {string | null | undefined} text */
function showMessage(text) {
  const m = $("message");
  m.textContent = text || "";
  m.hidden = !text;
}

// Errors of the create form go next to the control they are about (the server's error names it:
// "seats", "name", "timer", "option:<name>"); any other next to the Create button, which gets the focus.
/** @type {Record<string, string>} */
const FIELD_CONTROLS = { seats: "seat-count", name: "name", timer: "timer-seconds" };

function clearErrors() {
  for (const p of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".field-error"))) {
    p.textContent = "";
    p.hidden = true;
  }
  for (const c of document.querySelectorAll("[aria-invalid]")) c.removeAttribute("aria-invalid");
}

/**
 * @param {string | null | undefined} field the form control the error is about (the server's `field`)
 * @param {string} text
 */
function showError(field, text) {
  let control = null;
  let slot = null;
  if (field && field.startsWith("option:")) {
    control = $(`opt-${field.slice(7)}`);
    slot = control ? $(`err-opt-${field.slice(7)}`) : null;
    if (control) $("options-box", HTMLDetailsElement).open = true;
  } else if (field && FIELD_CONTROLS[field]) {
    control = $(FIELD_CONTROLS[field]);
    slot = $(`err-${field}`);
  }
  if (!control || !slot) {
    control = null;
    slot = $("create-error");
  }
  slot.textContent = text;
  slot.hidden = false;
  if (control) {
    control.setAttribute("aria-invalid", "true");
    control.focus();
  } else slot.focus();
}

function currentGame() {
  return games.find((g) => g.id === $("game", HTMLSelectElement).value) || games[0];
}

function fillGames() {
  const sel = $("game", HTMLSelectElement);
  const keep = sel.value;
  sel.replaceChildren(...games.map((g) => el("option", { value: g.id, text: g.title })));
  if (keep && games.some((g) => g.id === keep)) sel.value = keep;
}

function fillRules(toUsual = true) {
  const g = currentGame();
  const sel = $("rules", HTMLSelectElement);
  const keep = sel.value;
  sel.replaceChildren(
    ...Object.entries(g.rule_sets).map(([name, rs]) => el("option", { value: name, text: rs.title })),
  );
  if (keep in g.rule_sets) sel.value = keep;
  $("game-desc").textContent = g.description;
  fillCounts(toUsual);
  fillOptions();
  fillSeats();
}

// The player counts the rule set allows (the server asks the engine), its usual count chosen.
/** @param {boolean} toUsual */
function fillCounts(toUsual) {
  const g = currentGame();
  const rs = g.rule_sets[$("rules", HTMLSelectElement).value] || {};
  const [lo, hi] = g.players;
  const counts = rs.seat_counts && rs.seat_counts.length ? rs.seat_counts : Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const sel = $("seat-count", HTMLSelectElement);
  const keep = Number(sel.value);
  sel.replaceChildren(...counts.map((n) => el("option", { value: String(n), text: String(n) })));
  const usual = rs.usual_players || g.usual_players || counts[0];
  if (toUsual) delete sel.dataset.chosen; // another game: its usual count
  // the count the person chose stays while the rule set allows it; else the rule set's usual count
  sel.value = String(sel.dataset.chosen && counts.includes(keep) ? keep : counts.includes(usual) ? usual : counts[0]);
}

/** @param {OptionInfo} o */
function optionInput(o) {
  const id = `opt-${o.name}`;
  let input;
  if (o.type === "bool" || typeof o.default === "boolean") {
    input = el("input", { id, type: "checkbox", "data-option": o.name, "aria-describedby": `err-${id}` });
    input.checked = !!o.default;
    input.dataset.default = JSON.stringify(o.default);
    input.dataset.kind = "bool";
    return el(
      "div",
      { class: "option-box" },
      el("label", { class: "check option", title: o.name }, input, " ", el("span", { class: "option-label", text: o.label || o.name }), el("small", { text: o.help })),
      el("p", { id: `err-${id}`, class: "field-error", "aria-live": "polite", hidden: true }),
    );
  }
  if (o.choices) {
    input = el(
      "select",
      { id, "data-option": o.name },
      // a choice's words in the page's language (its value is what the server reads)
      o.choices.map((c) => el("option", { value: String(c), text: c === "" ? "—" : (o.choice_labels?.[String(c)] ?? String(c)) })),
    );
    input.value = String(o.default ?? "");
  } else if (o.type === "int" || typeof o.default === "number") {
    input = el("input", { id, type: "number", inputmode: "numeric", "data-option": o.name, step: 1 });
    if (o.min !== undefined) input.min = String(o.min);
    if (o.max !== undefined) input.max = String(o.max);
    input.value = o.default ?? "";
  } else {
    input = el("input", { id, "data-option": o.name });
    input.value = o.default ?? "";
  }
  input.dataset.default = JSON.stringify(o.default);
  input.dataset.kind = o.choices ? "choice" : o.type;
  input.setAttribute("aria-describedby", `err-${id}`);
  return el(
    "div",
    { class: "option-box" },
    // the option's short name in the page's language; its id (what records and the command line say) as the title
    el("label", { class: "field option", for: id, title: o.name }, el("span", { class: "option-label", text: o.label || o.name }), input, el("small", { text: o.help })),
    el("p", { id: `err-${id}`, class: "field-error", "aria-live": "polite", hidden: true }),
  );
}

function fillOptions() {
  const g = currentGame();
  const rs = g.rule_sets[$("rules", HTMLSelectElement).value];
  // only what a table may change: the options the rule set fixes are how its rules work, not choices
  $("options").replaceChildren(...(rs ? rs.options.filter((o) => !o.fixed).map(optionInput) : []));
  // the options that change how long a match lasts say so (the server's measured list)
  for (const name of rs?.length?.options || []) {
    const box = $(`opt-${name}`)?.closest(".option-box");
    if (box) box.querySelector("label")?.append(el("small", { class: "length-note", text: t("length.option_note") }));
  }
  askLength();
}

// The expected length with the options and seats chosen: asked of the server (measured data), never guessed here.
let lengthAsked = 0;
async function askLength() {
  const g = currentGame();
  if (!g) return;
  const asked = ++lengthAsked;
  const q = new URLSearchParams({ game: g.id, rules: $("rules", HTMLSelectElement).value, seats: $("seat-count", HTMLSelectElement).value, options: JSON.stringify(chosenOptions()) });
  let length = null;
  try {
    length = (await api("GET", `/api/length?${q}`)).length;
  } catch {
    length = null; // (an option's value the engine refuses: the create button says why)
  }
  if (asked !== lengthAsked) return;
  $("length").textContent = length ? t("length.expected", { line: lengthText(length), s: length.seconds }) : "";
}

function fillWaits() {
  const sel = $("play-now-wait", HTMLSelectElement);
  const keep = sel.value;
  sel.replaceChildren(...WAITS.map((w) => el("option", {
    value: String(w), text: w >= 60 && w % 60 === 0 ? t("lobby.wait_minutes", { n: w / 60 }) : t("lobby.wait_seconds", { n: w }),
  })));
  sel.value = WAITS.map(String).includes(keep) ? keep : String(WAITS[Math.min(1, WAITS.length - 1)]);
}

// Play now: a seat at a table of strangers waiting for this game and rule set, or one opened for others to find
// (the server's bots fill its empty seats after the wait chosen)
async function playNow() {
  const err = $("play-now-error");
  err.hidden = true;
  const name = needName();
  if (!name) return;
  const button = $("play-now", HTMLButtonElement);
  button.disabled = true;
  try {
    const res = await api("POST", "/api/play-now", { game: currentGame().id, rules: $("rules", HTMLSelectElement).value, name, wait: Number($("play-now-wait", HTMLSelectElement).value) });
    saveSeat(res.table.code, res.seat, res.token);
    location.href = `/t/${res.table.code}`;
  } catch (e) {
    button.disabled = false;
    err.textContent = e.message;
    err.hidden = false;
    err.focus();
  }
}

// The option controls of the form: inputs and selects (typed as inputs: both have a type and a value).
function optionControls() {
  return /** @type {NodeListOf<HTMLInputElement>} */ ($("options").querySelectorAll("[data-option]"));
}

// The options whose value differs from the rule set's default.
function chosenOptions() {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const input of optionControls()) {
    const name = input.dataset.option;
    const def = JSON.parse(input.dataset.default ?? "null");
    let value;
    if (input.type === "checkbox") value = input.checked;
    else if (input.dataset.kind === "int") {
      if (input.value === "") continue;
      value = Number(input.value);
    } else value = input.value;
    if (input.dataset.kind === "choice" && typeof def === "number") value = Number(value);
    if (JSON.stringify(value) !== JSON.stringify(def)) out[String(name)] = value;
  }
  return out;
}

// The games in the page's language (GET /api/games?lang=: titles, descriptions, option help): the last asked for
// wins, never those of a language the page has left (i18n.js lastWins).
const askGames = lastWins();
async function loadGames() {
  const got = await askGames((lang) => api("GET", `/api/games?lang=${encodeURIComponent(lang)}`));
  if (!got) return false; // a later language's answer wins
  const info = got.answer;
  games = info.games;
  if (Array.isArray(info.levels) && info.levels.length) LEVELS = info.levels;
  if (Array.isArray(info.play_now_waits) && info.play_now_waits.length) WAITS = info.play_now_waits;
  return true;
}

// A new language: the form again in it, keeping the game, rule set and the options already set.
async function relabelForm() {
  /** @type {[string, any][]} */
  const set = [...optionControls()].map((input) => [
    String(input.dataset.option),
    input.type === "checkbox" ? input.checked : input.value,
  ]);
  try {
    if (!(await loadGames())) return;
  } catch (e) {
    showMessage(e.message);
    return;
  }
  fillGames();
  fillRules(false);
  for (const [name, value] of set) {
    const input = /** @type {HTMLInputElement | null} */ ($("options").querySelector(`[data-option="${CSS.escape(name)}"]`));
    if (!input) continue;
    if (input.type === "checkbox") input.checked = value;
    else input.value = value;
  }
}

function fillSeats() {
  const n = Number($("seat-count", HTMLSelectElement).value) || 0;
  const list = $("seat-list");
  const old = [...list.querySelectorAll("select")].map((s) => s.value);
  const items = [el("li", {}, el("span", { text: t("lobby.seat", { n: 1 }) }), " ", el("strong", { text: t("lobby.you") }))];
  // the learned level where this rule set has a network of its own (GET /api/games: each game's "learned")
  const learned = currentGame().learned || [];
  const levels = LEVELS.filter((l) => l !== "learned" || learned.includes($("rules", HTMLSelectElement).value));
  for (let i = 1; i < n; i++) {
    const sel = el(
      "select",
      { "aria-label": t("lobby.seat", { n: i + 1 }), "data-seat": i },
      el("option", { value: "human", text: t("lobby.human") }),
      levels.map((l) => el("option", { value: l, text: t("lobby.bot", { level: t(`level.${l}`) }) })),
    );
    sel.value = levels.includes(old[i - 1]) ? old[i - 1] : "normal";
    items.push(el("li", {}, el("label", {}, el("span", { text: t("lobby.seat", { n: i + 1 }) }), " ", sel)));
  }
  list.replaceChildren(...items);
  thinkHint();
}

// how long a bot of each level thinks over a move of this game (the game's measured figures)
function thinkHint() {
  const think = currentGame().think_ms || {}; // (a game without measured figures: no hint)
  const said = (/** @type {number} */ ms) => (ms < 100 ? t("lobby.think_instant") : t("lobby.think_seconds", { s: num(ms / 1000, 1) }));
  // (a level without a figure does not search: easy and normal play the rule of thumb)
  const parts = ["easy", "normal", "hard"].filter((l) => LEVELS.includes(l)).map((l) =>
    t("lobby.think_level", { level: t(`level.${l}`), time: l in think ? said(think[l]) : t("lobby.think_instant") }));
  const shown = "hard" in think;
  $("bot-think").textContent = shown ? t("lobby.think", { levels: parts.join(", ") }) : "";
  $("bot-think").hidden = !shown;
}

function needName(inForm = false) {
  const name = $("name", HTMLInputElement).value.trim();
  if (!name) {
    if (inForm) showError("name", t("lobby.need_name"));
    else showMessage(t("lobby.need_name"));
    $("name").focus();
    return null;
  }
  saveName(name);
  return name;
}

/** @param {SubmitEvent} ev */
async function create(ev) {
  ev.preventDefault();
  showMessage("");
  clearErrors();
  const name = needName(true);
  if (!name) return;
  /** @type {Record<string, string>} */
  const bots = {};
  for (const sel of $("seat-list").querySelectorAll("select")) if (sel.value !== "human") bots[String(sel.dataset.seat)] = sel.value;
  const body = {
    game: currentGame().id,
    rules: $("rules", HTMLSelectElement).value,
    options: chosenOptions(),
    seats: Number($("seat-count", HTMLSelectElement).value),
    name,
    bots,
    timer: $("timer-on", HTMLInputElement).checked ? Number($("timer-seconds", HTMLInputElement).value) : null,
    rated: $("rated", HTMLInputElement).checked, // (players) a rated table updates its players' ratings
  };
  const button = $("create-button", HTMLButtonElement);
  button.disabled = true;
  try {
    const res = await api("POST", `/api/tables?lang=${encodeURIComponent(currentLang())}`, body);
    saveSeat(res.table.code, res.seat, res.token);
    location.href = `/t/${res.table.code}`;
  } catch (e) {
    button.disabled = false;
    showError(e.field, e.message);
  }
}

/** @param {string} code */
async function join(code) {
  showMessage("");
  const name = needName();
  if (!name) return;
  try {
    const res = await api("POST", `/api/tables/${encodeURIComponent(code)}/join?lang=${encodeURIComponent(currentLang())}`, { name });
    saveSeat(res.table.code, res.seat, res.token);
    location.href = `/t/${res.table.code}`;
  } catch (e) {
    showMessage(e.message);
  }
}

/** @param {string} id */
function gameTitle(id) {
  const g = games.find((x) => x.id === id);
  return g ? g.title : id;
}

// A rule set's title in the page's language (its id if the game is not known here).
/**
 * @param {string} id
 * @param {string | null | undefined} rules
 */
function rulesTitle(id, rules) {
  const g = games.find((x) => x.id === id);
  return (rules && g?.rule_sets?.[rules]?.title) || rules || "";
}

async function listTables() {
  const ul = $("tables");
  /** @type {import("./table-state.js").Table[]} */
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
      const names = tb.seats.filter((s) => s.name).map((s) => displayName(String(s.name))).join(", ");
      return el(
        "li",
        { class: "table-item" },
        el(
          "div",
          {},
          el("strong", { text: chain("dots", [gameTitle(tb.game), rulesTitle(tb.game, tb.rules)]) }),
          " ",
          el("code", { text: tb.code }),
          el("div", {
            class: "hint",
            text: chain("dots", [t(`status.${tb.status}`), t("lobby.players", { n: tb.seats.length }), free ? t("lobby.free_seats", { n: free }) : "", names, tb.length ? lengthText(tb.length) : ""]),
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
  languageSelect($("lang", HTMLSelectElement));
  $("name", HTMLInputElement).value = savedName();
  $("name").addEventListener("change", () => {
    saveName($("name", HTMLInputElement).value.trim());
    rename($("name", HTMLInputElement).value.trim()).then(() => identityLine($("main")));
  });
  try {
    // (players) the player key of this browser, made on the first visit; its recovery code shown once
    await ensureIdentity(savedName());
    identityLine($("main"));
    recoveryBanner($("main"));
    onLangChange(() => identityLine($("main")));
  } catch (e) {
    showMessage(e.message);
  }
  try {
    await loadGames();
  } catch (e) {
    showMessage(e.message);
    return;
  }
  fillGames();
  fillRules();
  fillWaits();
  $("play-now").addEventListener("click", playNow);
  $("options").addEventListener("change", askLength);
  $("game").addEventListener("change", () => fillRules(true));
  $("rules").addEventListener("change", () => {
    fillCounts(false);
    fillOptions();
    fillSeats();
  });
  $("seat-count").addEventListener("change", () => {
    $("seat-count").dataset.chosen = "1";
    fillSeats();
    askLength();
  });
  $("timer-on").addEventListener("change", () => ($("timer-seconds", HTMLInputElement).disabled = !$("timer-on", HTMLInputElement).checked));
  $("create").addEventListener("submit", create);
  $("join").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const code = parseCode($("code", HTMLInputElement).value);
    if (!code) showMessage(t("lobby.bad_code"));
    else join(code);
  });
  $("refresh").addEventListener("click", listTables);
  onLangChange(async () => {
    fillSeats();
    await relabelForm();
    fillWaits();
    listTables();
    listMine();
  });
  const fromLink = parseCode(new URLSearchParams(location.search).get("join"));
  if (fromLink) $("code", HTMLInputElement).value = fromLink;
  listTables();
  listMine();
  setInterval(listTables, 10000);
}

// "My tables": the tables this browser holds a seat token for, with their state from the server.
async function listMine() {
  const mine = Object.entries(savedSeats()).sort((a, b) => (b[1].saved || 0) - (a[1].saved || 0));
  const box = $("my-tables-box");
  box.hidden = !mine.length;
  if (!mine.length) return;
  const items = await Promise.all(
    mine.slice(0, 20).map(async ([code, s]) => {
      let tb = null;
      try {
        tb = (await api("GET", `/api/tables/${encodeURIComponent(code)}`)).table;
      } catch (e) {
        if (e.status === 404) forgetSeat(code); // a table the server no longer has
        return null;
      }
      const state = t(`status.${tb.status}`);
      return el(
        "li",
        { class: "table-item", dataset: { code } },
        el(
          "div",
          {},
          el("strong", { text: chain("dots", [gameTitle(tb.game), rulesTitle(tb.game, tb.rules)]) }),
          " ",
          el("code", { text: code }),
          el("div", { class: "hint", text: chain("dots", [state, s.seat ? t("lobby.as", { name: s.seat }) : ""]) }),
        ),
        el(
          "div",
          { class: "row" },
          el("a", { class: "button small primary", href: `/t/${code}`, text: tb.status === "finished" ? t("lobby.open") : t("lobby.back_to_seat") }),
          tb.status === "finished" ? el("a", { class: "button small", href: `/replay/${code}`, text: t("replay.watch") }) : null,
        ),
      );
    }),
  );
  const shown = /** @type {HTMLLIElement[]} */ (items.filter(Boolean));
  $("my-tables").replaceChildren(...shown);
  box.hidden = !shown.length;
}

main();
