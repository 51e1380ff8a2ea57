// Learn to play: the coach of a guided first match (docs/ui.md, "Learn to play").  A guided table is a
// real table (its options carry "guide"); the game's guide (GET /api/guide/{game}/{rules}?lang=, from the
// game's own `guide` part) says what to look at first, the learner's move at each point of the scripted
// line (the log's size before it), and why each kind of event happens.  The coach shows what happened
// since your last move (the server's own lines), why, and what to do now, and highlights the one thing
// to click.  It never decides a rule: the engine does.  Also: the table's "Learn to play" button.
// @ts-check
import { api, byId, el } from "./api.js";
import { currentLang, onLangChange, t } from "./i18n.js";
import { guideList, startGuide } from "./learn.js";

const $ = byId;
/**
 * A game's guide (GET /api/guide/{game}/{rules}: games/guide.py): the intro's steps, the learner's moves on the
 * scripted line (each at the log's size before it), why each kind of event happens, the last words.
 * @typedef {{ intro: { text: string, point: string }[], moves: GuideMove[], why: Record<string, string>,
 *   outro: string, [field: string]: any }} Guide
 */
/** @typedef {{ at: number, action: [string, unknown?], text?: string, point?: string, auto?: boolean }} GuideMove */
/** @typedef {import("./table-state.js").TableState} TableState */
/** @type {TableState | null} */
let S = null;
/** @type {Guide | null} */
let G = null; // the guide
/** @type {string | null} */
let loaded = null; // "game|rules|lang" of G
let intro = 0; // the intro steps seen
// how many of the log's last lines came since your last move: drawn from the log itself, so that after a switch of
// language they are the new language's lines (the server's, brought again by the connection in that language)
let happened = 0;
/** @type {string[]} */
let why = []; // the kinds of the events since your last move that the guide explains (said in the guide's language)
let linesSeen = 0;
/** @type {import("./table-state.js").GameEvent | null} */
let lastEvent = null;
/** @type {HTMLElement | null} */
let target = null; // the element highlighted

// The table's state, once it came (the coach draws only from a state: every use below comes after the first).
function state() {
  return /** @type {TableState} */ (S);
}

/** @returns {import("./table-state.js").Table} the table (a state comes with it) */
function table() {
  return /** @type {import("./table-state.js").Table} */ (state().table);
}

function guided() {
  return !!(S && S.table && S.table.options && S.table.options.guide);
}

function panel() {
  let p = $("guide");
  if (!p) {
    p = el(
      "section",
      { id: "guide", class: "panel guide", "aria-labelledby": "guide-h" },
      el("h2", { id: "guide-h" }),
      el("ul", { id: "guide-happened", class: "guide-happened" }),
      el("ul", { id: "guide-why", class: "guide-why" }),
      el("p", { id: "guide-now", class: "guide-now", "aria-live": "polite", tabindex: "-1" }),
      el("button", { id: "guide-next", type: "button", class: "primary small", onclick: next }),
      // the lesson over: the way to a real table (the outro says to open one from the lobby)
      el("a", { id: "guide-lobby", class: "button primary small", href: "/", hidden: true }),
    );
  }
  place(p);
  return p;
}

// On a wide screen the coach heads the side column (the felt keeps its room); on a narrow one it sits above
// your hand and choices, in the play column that fits the screen.
const WIDE = window.matchMedia("(min-width: 900px)");
/** @param {HTMLElement} p the coach's panel */
function place(p) {
  const side = document.querySelector(".table-page .side");
  const me = document.querySelector(".table-page .me");
  if (WIDE.matches && side) {
    if (p.parentElement !== side) side.prepend(p);
  } else if (me) {
    if (p.nextElementSibling !== me) me.before(p);
  } else if (!p.parentElement) $("board").after(p);
}
WIDE.addEventListener("change", () => $("guide") && place($("guide")));

function next() {
  intro += 1;
  draw();
  const n = $("guide-next");
  if (n && !n.hidden) n.focus();
  else if (target) target.focus();
  else $("guide-now").focus();
}

// Playing by keyboard: when a move of yours comes, the focus goes to what to click, if it was on the coach,
// the choices, the hand or nowhere (it never leaves the chat or the language).
/** @type {string | null} */
let focusedStep = null;
/** @param {string} step */
function focusTarget(step) {
  if (!target || focusedStep === step) return;
  focusedStep = step;
  const a = document.activeElement;
  const idle = !a || a === document.body || !!a.closest("#guide, #actions, #hand-panel, #board");
  if (idle) target.focus();
}

/** @param {number} index */
function seatEl(index) {
  const s = table().seats.find((x) => x.index === index);
  return s ? $("board").querySelector(`.seat[data-seat="${CSS.escape(String(s.name))}"]`) : null;
}

// The element a point names (games/guide.py): hand, hand:<card>, choice:<word>, choices, board, seat:<i>,
// zone:<name>, log, sheet.
/**
 * @param {string} point
 * @returns {Element | null}
 */
function resolve(point) {
  const [kind, rest] = [point.split(":")[0], point.split(":").slice(1).join(":")];
  if (kind === "hand") return rest ? $("hand").querySelector(`.card-button[data-card="${CSS.escape(rest)}"]`) : $("hand-panel");
  if (kind === "choice") return $("action-list").querySelector(`[data-word="${CSS.escape(rest)}"]`);
  if (kind === "choices") return $("actions");
  if (kind === "board") return $("board");
  if (kind === "seat") return seatEl(Number(rest));
  if (kind === "zone") return $("board").querySelector(`[data-zone="${CSS.escape(rest)}"]`);
  if (kind === "log") return $("log");
  if (kind === "sheet") return $("sheet");
  return null;
}

// Where the learner clicks to take a move: its card in the hand, the piece of the table that takes it, or
// its button among the choices (a number's form filled in with the move's number).
/**
 * @param {GuideMove["action"]} action
 * @returns {Element | null}
 */
function moveTarget(action) {
  const st = state();
  const [word, arg] = action;
  if (typeof arg === "string") {
    const card = $("hand").querySelector(`.card-button.playable[data-card="${CSS.escape(arg)}"]`);
    if (card) return card;
  }
  const zones = (st.board && st.board.zoneActions) || {};
  for (const [zone, w] of Object.entries(zones)) {
    const z = w === word && arg === undefined ? $("board").querySelector(`[data-zone="${zone}"].tappable`) : null;
    if (z) return z;
  }
  const want = arg === undefined ? null : JSON.stringify(arg);
  const buttons = /** @type {HTMLElement[]} */ ([...$("action-list").querySelectorAll(`[data-word="${CSS.escape(word)}"]`)]);
  const exact = buttons.find((b) => (b.dataset.arg ?? null) === want);
  if (exact) return exact;
  const form = buttons.map((b) => b.closest("form")).find(Boolean);
  if (form) {
    const inputs = /** @type {NodeListOf<HTMLInputElement>} */ (form.querySelectorAll("input.arg"));
    const select = form.querySelector("select");
    if (arg && typeof arg === "object" && select) {
      const [k, n] = Object.entries(arg)[0];
      select.value = k;
      if (inputs[0]) inputs[0].value = n;
    } else if (inputs[0] && arg !== undefined) inputs[0].value = /** @type {string} */ (arg); // (a number: the input says it)
    return form.querySelector("button");
  }
  return buttons[0] || null;
}

function currentMove() {
  const st = state();
  if (!G || !st.view || st.view.finished || !st.legal.length) return null;
  // (a question the table answers for the learner after a moment, such as Cuajo's silent, is shown too: it teaches)
  return G.moves.find((m) => m.at === st.view?.log_size) || null; // (st.view: there, see above)
}

// your turn, and no move of the line here: the line was left (the bots play on by their rule of thumb)
function offScript() {
  const st = state();
  if (!G || !st.view || st.view.finished) return false;
  return st.legal.length > 0 && (st.view.to_act || []).includes(/** @type {string} */ (st.seat)) && !currentMove();
}

function collect() {
  const st = state();
  // the server's lines since the last look (a full state replaces them: nothing new then)
  if (st.lines.length < linesSeen) linesSeen = st.lines.length;
  happened = Math.min(6, happened + st.lines.length - linesSeen);
  linesSeen = st.lines.length;
  const log = (st.view && st.view.log) || [];
  const i = lastEvent ? log.lastIndexOf(lastEvent) : -1;
  const fresh = lastEvent && i >= 0 ? log.slice(i + 1) : [];
  if (log.length) lastEvent = log[log.length - 1];
  for (const ev of fresh) {
    const w = G && G.why[ev.kind];
    if (w && !why.some((k) => G && G.why[k] === w)) why.push(ev.kind);
  }
  why = why.slice(WIDE.matches ? -3 : -1);
}

/**
 * @param {HTMLElement | null} node
 * @param {string | undefined} text
 */
function highlight(node, text) {
  if (target && target !== node) {
    target.classList.remove("guide-target");
    target.removeAttribute("aria-describedby");
  }
  target = node;
  if (!node) return;
  node.classList.add("guide-target");
  node.setAttribute("aria-describedby", "guide-now");
  if (text !== undefined) node.dataset.guide = "1";
}

function draw() {
  const st = state();
  const p = panel();
  $("guide-h").textContent = t("guide.title");
  const list = $("guide-happened");
  // (the log's lines in another language, right after a switch: none shown until the new language's come, as the log)
  const shown = st.logLang && st.logLang !== currentLang() ? 0 : Math.min(happened, WIDE.matches ? 3 : 2);
  list.replaceChildren(...st.lines.slice(st.lines.length - shown).map((line) => el("li", { text: line })));
  list.hidden = !shown;
  const whys = G ? why.map((k) => G?.why[k]).filter((w) => !!w) : [];
  $("guide-why").replaceChildren(...whys.map((w) => el("li", { text: String(w) })));
  $("guide-why").hidden = !whys.length;
  const nextButton = $("guide-next");
  nextButton.textContent = t("guide.next");
  let text;
  /** @type {HTMLElement | null} */
  let node = null;
  let showNext = false;
  const move = currentMove();
  if (!G) text = t("guide.loading");
  else if (intro < G.intro.length) {
    text = G.intro[intro].text;
    node = /** @type {HTMLElement | null} */ (resolve(G.intro[intro].point));
    showNext = true;
  } else if (st.view && st.view.finished) text = G.outro;
  else if (move) {
    text = move.text || t("guide.click");
    node = /** @type {HTMLElement | null} */ (move.point ? resolve(move.point) : moveTarget(move.action));
  } else if (offScript()) text = t("guide.off_script");
  else text = t("guide.watch");
  $("guide-now").textContent = text;
  nextButton.hidden = !showNext;
  $("guide-lobby").textContent = t("table.back_to_lobby");
  $("guide-lobby").hidden = !(G && !showNext && st.view && st.view.finished);
  const off = !showNext && !move && offScript();
  p.dataset.step = showNext ? `intro:${intro}` : move ? `move:${move.at}` : st.view && st.view.finished ? "done" : off ? "off" : "watch";
  highlight(node, text);
  if (node && move) {
    node.dataset.guideMove = String(move.at);
    node.addEventListener("click", moved, { once: true });
    focusTarget(p.dataset.step);
  }
}

function moved() {
  happened = 0;
  why = [];
}

async function load() {
  const key = `${table().game}|${table().rules}|${currentLang()}`;
  if (loaded === key) return;
  loaded = key;
  let answer = null;
  try {
    answer = await api("GET", `/api/guide/${encodeURIComponent(table().game)}/${encodeURIComponent(String(table().rules))}?lang=${currentLang()}`);
  } catch {
    answer = null;
  }
  if (loaded !== key) return; // the guide in a language left meanwhile: the newer question's answer is kept
  G = answer;
  if (S) draw();
}

// The table's "Learn to play" button: a guided match of this game and rule set (where there is one).
async function learnButton() {
  if ($("learn-button") || !S || !S.table) return;
  const list = await guideList();
  const g = list.find((x) => x.game === table().game && x.rules === table().rules) || list.find((x) => x.game === table().game);
  if (!g || $("learn-button")) return;
  const b = el("button", { id: "learn-button", type: "button", class: "small help-button", text: t("guide.learn"), onclick: () => startGuide(g.game, g.rules) });
  document.querySelector(".top-tools")?.prepend(b);
}

document.addEventListener("taverna:render", (ev) => {
  S = ev.detail;
  learnButton();
  if (!guided() || !S.view) return;
  document.body.classList.add("guided");
  collect();
  load();
  draw();
});

onLangChange(() => {
  const b = $("learn-button");
  if (b) b.textContent = t("guide.learn");
  if (S && guided()) {
    draw(); // (the lines of the language left are no longer shown; the guide's own words come with load())
    load();
  }
});
