// A table page (/t/{code}): one websocket (PROTOCOL.md), the view drawn generically, the table
// area by the game's own board.js (loaded with import() from /games/<id>/board.js, see games.js);
// reconnects with exponential backoff and resynchronises.
import { api, el, saveSeat, savedName, saveName, seatFor } from "./api.js";
import { animate } from "./board-kit.js";
import { cardSvg } from "./cards.js";
import { ARG_ACTIONS, lastReveal, loadBoard } from "./games.js";
import { cardName, counted, currentLang, has, initialLang, isCard, languageSelect, onLangChange, packOf, setLang, t } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const code = decodeURIComponent(
  new URLSearchParams(location.search).get("code") || location.pathname.split("/").filter(Boolean).pop() || "",
);

const S = {
  ws: null,
  version: null,
  view: null,
  table: null,
  seat: null,
  legal: [],
  deadline: null,
  pending: false,
  attempt: 0,
  lines: [], // the log, in words
  resyncing: false, // a delta did not follow on: a full state was asked for
  chat: [],
  chatSettings: { chat_on: true, off_by_you: false, muted: [] }, // this seat's (server: chat.py)
  firstOfConnection: true,
  hasText: false,
  states: 0, // state messages received (the browser tests wait on it)
  board: null, // the game's board.js module, once loaded
  boardGame: null,
  fresh: [], // the log events new since the last state drawn: the board animates them
  animated: [], // the kinds of events animated (the browser tests read them)
  handFocus: 0, // the card of the hand that has the keyboard focus (arrow keys move it)
  grouping: false, // Cuajo: choosing cards to group instead of playing them
  picked: [], // ... the cards chosen so far (indexes in the hand as shown)
};

function mine() {
  return seatFor(code);
}

// The game waits for this seat (an optional action alone, such as declaring the Cuckoo, is not a turn).
function myTurn() {
  if (!S.view || !S.legal.length) return false;
  const waiting = S.view.to_act || [];
  return !S.seat || !waiting.length || waiting.includes(S.seat);
}

function mySeatIndex() {
  const me = mine();
  const name = S.seat || (me && me.seat);
  const s = S.table && name ? S.table.seats.find((x) => x.name === name) : null;
  return s ? s.index : null;
}

function isCreator() {
  const i = mySeatIndex();
  return !!mine() && i !== null && (S.table.creator === undefined || S.table.creator === i);
}

function showMessage(text) {
  const m = $("message");
  m.textContent = text || "";
  m.hidden = !text;
}

function announce(text) {
  if (!text) return;
  // a fresh node, so screen readers read it even when the text repeats
  $("announce").replaceChildren(el("span", { text }));
}

// ------------------------------------------------------------------ connection
function wsUrl() {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const s = mine();
  const q = new URLSearchParams({ lang: currentLang(), delta: "1" });
  if (s && s.token) q.set("token", s.token);
  return `${proto}//${location.host}/ws/${encodeURIComponent(code)}?${q}`;
}

function setConn(key, params) {
  $("conn").textContent = t(key, params);
  $("conn").dataset.state = key.split(".").pop();
}

function connect() {
  if (S.ws) {
    S.ws.onclose = null;
    S.ws.close();
  }
  setConn("table.connecting");
  const ws = new WebSocket(wsUrl());
  S.ws = ws;
  S.firstOfConnection = true;
  S.resyncing = false; // the first state of a connection is a full one
  ws.onopen = () => {
    S.attempt = 0;
    setConn("table.connected");
  };
  ws.onmessage = (ev) => {
    let msg;
    try {
      msg = JSON.parse(ev.data);
    } catch {
      return;
    }
    onMessage(msg);
  };
  ws.onclose = (ev) => {
    if (S.ws !== ws) return;
    S.ws = null;
    S.pending = false;
    if (ev.code === 4404) {
      // no such table: say so and where to go, instead of reconnecting for ever
      noTable();
      return;
    }
    const delay = Math.min(30, 0.5 * 2 ** S.attempt) * (0.8 + 0.4 * Math.random());
    S.attempt += 1;
    setConn("table.reconnecting", { s: Math.ceil(delay) });
    S.retry = setTimeout(connect, delay * 1000);
  };
}

function send(obj) {
  if (!S.ws || S.ws.readyState !== WebSocket.OPEN) return false;
  S.ws.send(JSON.stringify(obj));
  return true;
}

function act(word, arg) {
  if (S.pending) return;
  const action = arg === undefined ? [word] : [word, arg];
  // playing by keyboard: the focus comes back to the choices when they are redrawn
  const active = document.activeElement;
  S.refocus = !!active && active !== document.body && $("action-list").contains(active);
  S.refocusHand = !!active && $("hand").contains(active);
  if (send({ type: "act", version: S.version, action })) {
    S.pending = true;
    renderActions();
    renderHand();
  }
}

// ------------------------------------------------------------------ messages
function onMessage(msg) {
  if (msg.type === "state") onState(msg);
  else if (msg.type === "error") {
    S.pending = false;
    showMessage(t("table.error", { message: msg.message }));
    announce(msg.message);
    document.dispatchEvent(new CustomEvent("taverna:refused", { detail: msg })); // help.js: said by the choices
    send({ type: "sync" });
    renderActions();
  } else if (msg.type === "chat") {
    S.chat.push(msg);
    renderChat();
    if (!S.chatSettings.muted.includes(msg.seat)) announce(`${msg.from}: ${msg.text}`);
  } else if (msg.type === "chat_settings") {
    // on connect, and when this seat's mutes or the table's chat switch change; the history follows when it is on
    if (msg.chat_on !== S.chatSettings.chat_on || !msg.chat_on) S.chat = [];
    S.chatSettings = { chat_on: !!msg.chat_on, off_by_you: !!msg.off_by_you, muted: msg.muted || [] };
    renderChat();
  } else if (msg.type === "log" && Array.isArray(msg.lines)) {
    addLines(msg.lines);
  } else if (msg.type === "spectators" && S.table) {
    S.table.spectators = msg.n; // how many watch, sent when it changes
    renderPlayers();
  }
}

// What the table did for a person: the move it played when their time ran out (said once, with the state
// that move made; the table's played_for), in the log, and to that person in the message line too.
function sayPlayedFor(msg) {
  const said = S.table && S.table.played_for;
  if (!said || said.version !== msg.version || S.saidPlayedFor === said.version) return;
  S.saidPlayedFor = said.version;
  const action = actionLabel(said.action);
  const line = said.seat === S.seat ? t("table.timed_out_you", { action }) : t("table.timed_out", { name: said.seat, action });
  addLines([line]);
  if (said.seat === S.seat) {
    showMessage(line);
    announce(line);
  }
}

function parseLegal(msg, view) {
  if (Array.isArray(msg.legal)) return msg.legal.map((a) => (Array.isArray(a) ? a : [a]));
  return (view.legal || []).map((s) => {
    const i = s.indexOf(" ");
    if (i < 0) return [s];
    const rest = s.slice(i + 1);
    if (rest.startsWith("{") || rest.startsWith("[")) {
      try {
        return [s.slice(0, i), JSON.parse(rest)];
      } catch {
        /* a plain string */
      }
    }
    return [s.slice(0, i), rest];
  });
}

// The connection asks for deltas (delta=1): after a full state (on connect, on `sync`), each state
// carries only the events since the previous one.  A full state holds the last events only (`since` > 0
// says that older ones exist); a delta that does not follow on from what we hold (a gap) asks for a
// full state again.
const KEEP_EVENTS = 1000;

function resync() {
  S.resyncing = true;
  send({ type: "sync" });
}

function onState(msg) {
  S.states += 1;
  let view = msg.view || null; // null while the table waits for players
  const full = msg.full === undefined ? !msg.since : !!msg.full;
  if (view && !full) {
    if (S.resyncing || !S.view || msg.since !== S.view.log_size) {
      // a gap (or a full state is on its way): drop it, the full state brings us up to date
      if (!S.resyncing) resync();
      return;
    }
    const log = S.view.log.concat(view.log || []);
    view = { ...view, log: log.length > KEEP_EVENTS ? log.slice(-KEEP_EVENTS) : log };
  }
  if (full) S.resyncing = false;
  const previousVersion = S.version;
  S.version = msg.version;
  S.table = msg.table || S.table;
  S.chain = msg.chain || null; // the action log's hash after this version (docs/server.md, "hash chain")
  S.seat = msg.seat ?? null;
  S.deadline = msg.deadline ?? null;
  const hadTurn = myTurn();
  S.legal = view ? parseLegal(msg, view) : [];
  S.seat = msg.seat ?? null;
  S.view = view;
  if (msg.sheet !== undefined) S.sheet = msg.sheet; // the score sheet, with a full state and a deal's end (sheet.js)
  else if (full) S.sheet = null;
  const myTurnNow = !hadTurn && myTurn();
  S.pending = false;
  const first = S.firstOfConnection;
  S.firstOfConnection = false;
  if (first) {
    // the chat history follows the first state of a connection, after the chat settings unless they are the
    // defaults
    S.chat = [];
    S.chatSettings = { chat_on: true, off_by_you: false, muted: [] };
    renderChat();
  }
  // a full state's text (and log) covers its last events: they replace ours; a delta's are new
  const fresh = full ? (view && view.log) || [] : msg.view.log || [];
  const text = Array.isArray(msg.text) ? msg.text : [];
  if (text.length) S.hasText = true;
  const newLines = S.hasText ? text : fresh.map(describe).filter(Boolean);
  S.fresh = full ? [] : S.fresh.concat(fresh);
  if (full) addLines([...(msg.since > 0 ? [t("table.earlier")] : []), ...newLines], true);
  else addLines(newLines);
  const said = newLines.length && !full ? newLines.slice(-3).join(" ") : "";
  if (said || myTurnNow) announce([said, myTurnNow ? t("table.your_turn") : ""].filter(Boolean).join(" "));
  if (msg.version !== previousVersion) showMessage("");
  sayPlayedFor(msg);
  render();
}

function addLines(lines, replace = false) {
  if (!lines.length && !replace) return;
  if (replace) S.lines = [];
  for (const l of lines) S.lines.push(String(l));
  if (S.lines.length > 1000) S.lines.splice(0, S.lines.length - 1000);
  renderLog();
}

// An event in words where the server gave no text: its kind, the player, and the rest.
function describe(ev) {
  if (!ev || !ev.kind) return null;
  const skip = new Set(["kind", "to", "player"]);
  const parts = [];
  for (const [k, v] of Object.entries(ev)) {
    if (skip.has(k)) continue;
    parts.push(`${k.replaceAll("_", " ")} ${valueText(v)}`);
  }
  return `${ev.player ? ev.player + ": " : ""}${ev.kind.replaceAll("_", " ")}${parts.length ? " (" + parts.join(", ") + ")" : ""}`;
}

function valueText(v) {
  if (typeof v === "string" && isCard(game(), v, S.view?.rules ?? S.table?.rules ?? null)) return nameOf(v);
  if (Array.isArray(v)) return v.map(valueText).join(" ");
  if (v && typeof v === "object") return Object.entries(v).map(([k, x]) => `${k} ${valueText(x)}`).join(", ");
  return String(v);
}

// ------------------------------------------------------------------ rendering
function pack() {
  return packOf(game(), S.view?.rules ?? S.table?.rules ?? null);
}

function game() {
  return (S.view && S.view.game) || (S.table && S.table.game);
}

function nameOf(c) {
  return cardName(game(), c, S.view?.rules ?? S.table?.rules ?? null);
}

function ctx() {
  const seats = Object.fromEntries(((S.table && S.table.seats) || []).filter((s) => s.name).map((s) => [s.name, s]));
  return { view: S.view, pack: pack(), cardName: nameOf, seats, deadline: S.deadline };
}

// Pieces of the table that take an action when tapped (a board's ``zoneActions``: Cuajo's stock draws,
// its discard pile takes); the same words stay buttons among the choices.
function tableActions(node) {
  const zones = (S.board && S.board.zoneActions) || {};
  for (const [zone, word] of Object.entries(zones)) {
    const target = node.querySelector(`[data-zone="${zone}"]`);
    const a = S.legal.find((x) => x.length === 1 && x[0] === word);
    if (!target || !a || S.pending) continue;
    target.classList.add("tappable");
    target.setAttribute("role", "button");
    target.setAttribute("tabindex", "0");
    target.setAttribute("aria-label", actionLabel(a));
    target.title = actionLabel(a);
    target.addEventListener("click", () => act(a[0]));
    target.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" || ev.key === " ") {
        ev.preventDefault();
        act(a[0]);
      }
    });
  }
}

// The game's table, drawn by its board.js; loaded once per game, then drawn from every state.
function renderBoard() {
  const g = game();
  if (S.boardGame !== g) {
    S.boardGame = g;
    S.board = null;
    loadBoard(g).then((mod) => {
      if (S.boardGame !== g) return;
      S.board = mod;
      render();
    });
  }
  if (!S.board) {
    if (!$("board").children.length) $("board").replaceChildren(el("p", { class: "hint", text: t("table.connecting") }));
    return;
  }
  const node = S.board.render(ctx());
  $("board").replaceChildren(node);
  tableActions(node);
  const events = S.fresh;
  S.fresh = [];
  const done = animate($("board"), events, ctx());
  if (done.length) S.animated = S.animated.concat(done).slice(-200);
}

function render() {
  if (!S.table) return;
  renderHeader();
  renderSeats();
  const playing = !!S.view;
  for (const id of ["board", "status", "actions"]) $(id).hidden = !playing;
  $("chat-form").hidden = !S.seat || !S.chatSettings.chat_on;
  $("chat-switch").hidden = !S.seat;
  if (!playing) {
    $("hand-panel").hidden = $("reveal").hidden = $("finished").hidden = true;
    renderPlayers();
    document.dispatchEvent(new CustomEvent("taverna:render", { detail: S }));
    return;
  }
  renderStatus();
  renderBoard();
  renderReveal();
  renderHand();
  renderActions();
  renderPlayers();
  renderFinished();
  document.dispatchEvent(new CustomEvent("taverna:render", { detail: S })); // seats.js, standings.js, help.js
}

// The games' and rule sets' titles in the page's language (GET /api/games?lang=), for the header.
let TITLES = null;
async function loadTitles() {
  try {
    const info = await api("GET", `/api/games?lang=${encodeURIComponent(currentLang())}`);
    TITLES = Object.fromEntries(info.games.map((g) => [g.id, {
      title: g.title,
      rules: Object.fromEntries(Object.entries(g.rule_sets).map(([k, v]) => [k, v.title])),
    }]));
    if (S.table) renderHeader();
  } catch {
    TITLES = null; // the ids stay: the header still says which game is played
  }
}

function gameLine(tb) {
  const known = TITLES?.[tb.game];
  if (!known) return `${tb.game}${tb.rules ? " / " + tb.rules : ""}`;
  return (tb.rules && known.rules[tb.rules]) || known.title; // (a rule set's title names its game)
}

function renderHeader() {
  const tb = S.table;
  $("title").textContent = `${t("table.title", { code: tb.code || code })} · ${gameLine(tb)} · ${t(`status.${tb.status}`)}`;
  $("title").title = $("title").textContent; // (a long title is cut on one line: whole on hover)
  document.title = `Taverna ${tb.code || code}`;
  const link = `${location.origin}/t/${tb.code || code}`;
  $("invite").href = link;
  $("invite").textContent = link;
  $("record").href = `/api/tables/${encodeURIComponent(tb.code || code)}/record`;
  $("record").setAttribute("download", `taverna-${tb.code || code}.json`);
  renderFair(tb.fair);
}

// a fair table: the commitment to its secret seed, the same for every seat (docs/server.md, "Provably fair tables")
function renderFair(fair) {
  $("fair").hidden = !fair;
  if (!fair) return;
  $("fair-line").textContent = t("table.fair", { short: fair.commitment.slice(0, 12) + "…" });
  $("fair-line").title = t("table.fair_help");
  $("fair-commitment").textContent = fair.commitment;
  $("fair-chain").textContent = S.chain || "";
  $("fair-chain-box").hidden = !S.chain;
}

function renderSeats() {
  const tb = S.table;
  const waiting = tb.status === "waiting";
  $("seats-panel").hidden = !waiting;
  if (!waiting) return;
  const me = mine();
  const creator = isCreator();
  const free = tb.seats.filter((s) => s.name === null);
  const canJoin = !me && free.length > 0;
  $("join-box").hidden = !canJoin;
  if (canJoin && !$("join-name").value) $("join-name").value = savedName();
  $("seat-list").replaceChildren(
    ...tb.seats.map((s) => {
      const li = el("li", { class: "seat-row" });
      if (s.name) {
        li.append(el("span", { text: s.name }), s.kind === "bot" ? el("span", { class: "badge", text: t("table.bot") }) : "");
        return li;
      }
      li.append(el("span", { class: "hint", text: t("table.empty_seat") }));
      if (creator) {
        const level = el("select", { "aria-label": t("table.add_bot") }, ["random", "easy", "normal", "hard"].map((l) => el("option", { value: l, text: t(`level.${l}`) })));
        level.value = "normal";
        li.append(level, el("button", { type: "button", class: "small", text: t("table.add_bot"), onclick: () => addBot(s.index, level.value) }));
      } else if (canJoin) {
        li.append(el("button", { type: "button", class: "small primary", text: t("table.take_seat"), onclick: () => joinSeat(s.index) }));
      }
      return li;
    }),
  );
  $("start").hidden = !creator || free.length > 0;
}

async function addBot(index, level) {
  try {
    await api("POST", `/api/tables/${encodeURIComponent(code)}/bots`, { token: mine().token, seat: index, level });
    send({ type: "sync" });
  } catch (e) {
    showMessage(e.message);
  }
}

async function joinSeat(index) {
  const name = $("join-name").value.trim();
  if (!name) {
    showMessage(t("lobby.need_name"));
    $("join-name").focus();
    return;
  }
  saveName(name);
  try {
    const res = await api("POST", `/api/tables/${encodeURIComponent(code)}/join`, { name, seat: index });
    saveSeat(code, res.seat, res.token);
    connect(); // again, with the token: the server now sends this seat's view
  } catch (e) {
    showMessage(e.message);
  }
}

function renderStatus() {
  const v = S.view;
  const names = v.to_act || [];
  const mineNow = myTurn();
  let text;
  if (v.finished || S.table.status === "finished") text = t("table.finished");
  else if (S.table.status === "waiting") text = t("table.waiting_start");
  else if (mineNow) text = t("table.your_turn");
  else text = t("table.waiting_for", { names: names.length ? names.join(", ") : t("table.nobody") });
  $("turn").textContent = text;
  $("status").classList.toggle("my-turn", mineNow);
  $("who").textContent = S.seat ? t("table.you_are", { name: S.seat }) : t("table.spectator");
  tick();
}

function tick() {
  for (const b of document.querySelectorAll(".standin-soon")) standinText(b);
  const box = $("timer");
  if (!S.deadline || !S.view || S.view.finished) {
    box.hidden = true;
    return;
  }
  const left = Math.max(0, Math.ceil(S.deadline - Date.now() / 1000));
  box.hidden = false;
  box.textContent = t("table.timer", { s: left });
  box.classList.toggle("urgent", left <= 10);
  // ... and on the seat of whoever the game waits for
  for (const s of document.querySelectorAll("#board .seat-timer")) {
    s.textContent = `⏱ ${left}`;
    s.classList.toggle("urgent", left <= 10);
  }
}

function renderReveal() {
  const r = S.board && S.board.showsReveal ? null : lastReveal(S.view); // a board that lays the cards on the table
  $("reveal").hidden = !r;
  if (!r) return;
  $("reveal-cards").replaceChildren(
    ...r.shown.map((x) =>
      el(
        "div",
        { class: "played" + (r.losers && r.losers.includes(x.player) ? " loser" : "") },
        el("span", { class: "card-wrap small", dataset: { card: String(x.card) }, html: cardSvg(pack(), x.card, nameOf(x.card)) }),
        el("span", { class: "who", text: x.player || "" }),
      ),
    ),
  );
  $("reveal-losers").textContent = r.losers ? t("table.losers", { names: r.losers.join(", ") || t("table.nobody") }) : "";
}

// ------------------------------------------------------------------ the hand
// The cards of the viewer's hand (the view's ``hand``, or what the game's board says: Cucù's one
// card), or null where the game shows none.
function handCards() {
  const v = S.view;
  if (Array.isArray(v.hand)) return v.hand;
  if (S.board && typeof S.board.hand === "function") return S.board.hand(v);
  return null;
}

// The action a card of the hand takes when clicked: the word whose argument is that card (play or
// discard first when a card has more than one); the other words stay buttons among the choices.
function cardAction(c) {
  const options = S.legal.filter((a) => a.length === 2 && a[1] === c);
  if (options.length <= 1) return options[0] || null;
  return options.find((a) => a[0] === "play" || a[0] === "discard") || options[0];
}

// Is the legal action ``a`` taken by clicking a card of the hand (and so not offered as a button)?
function byCard(a, hand) {
  if (!hand || a.length !== 2 || typeof a[1] !== "string" || !hand.includes(a[1])) return false;
  const primary = cardAction(a[1]);
  return !!primary && primary[0] === a[0];
}

// How the viewer arranged the hand (Cuajo): the sort and the groups, kept per table in this browser.
function handPrefsKey() {
  return `taverna.hand.${code}`;
}

function handPrefs() {
  try {
    const p = JSON.parse(localStorage.getItem(handPrefsKey()) || "{}") || {};
    return { sort: p.sort || null, groups: Array.isArray(p.groups) ? p.groups.filter(Array.isArray) : [] };
  } catch {
    return { sort: null, groups: [] };
  }
}

function saveHandPrefs(p) {
  localStorage.setItem(handPrefsKey(), JSON.stringify(p));
}

// The hand in the order the viewer chose: each group (the cards of it still held) first, then the rest
// sorted as asked (or as dealt).  [[card, ...], ...]: one array per group, the rest last.
function arrangeHand(cards) {
  const board = S.board || {};
  if (!board.groupable && !board.handSort) return [cards];
  const prefs = handPrefs();
  const left = [...cards];
  const parts = [];
  for (const g of prefs.groups) {
    const part = [];
    for (const c of g) {
      const i = left.indexOf(c);
      if (i >= 0) part.push(left.splice(i, 1)[0]);
    }
    if (part.length) parts.push(part);
  }
  const sorter = prefs.sort && board.handSort && board.handSort[prefs.sort];
  if (sorter) left.sort(sorter);
  parts.push(left);
  return parts;
}

function handTools() {
  const board = S.board || {};
  const box = $("hand-tools");
  if (!board.handSort && !board.groupable) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const prefs = handPrefs();
  const tools = [];
  for (const key of Object.keys(board.handSort || {})) {
    tools.push(
      el("button", {
        type: "button",
        class: "small" + (prefs.sort === key ? " on" : ""),
        "aria-pressed": String(prefs.sort === key),
        dataset: { sort: key },
        text: t(`table.sort_${key}`),
        onclick: () => {
          const p = handPrefs();
          p.sort = p.sort === key ? null : key;
          saveHandPrefs(p);
          renderHand();
        },
      }),
    );
  }
  if (board.groupable) {
    if (!S.grouping) {
      tools.push(el("button", { type: "button", class: "small", dataset: { tool: "group" }, text: t("table.group"), onclick: () => ((S.grouping = true), (S.picked = []), renderHand()) }));
      if (prefs.groups.length) {
        tools.push(el("button", { type: "button", class: "small", dataset: { tool: "ungroup" }, text: t("table.ungroup"), onclick: () => (saveHandPrefs({ ...handPrefs(), groups: [] }), renderHand()) }));
      }
    } else {
      tools.push(
        el("span", { class: "hint", text: t("table.group_hint") }),
        el("button", {
          type: "button",
          class: "small primary",
          dataset: { tool: "make-group" },
          text: t("table.make_group"),
          onclick: () => {
            const shown = arrangeHand(handCards()).flat();
            const chosen = S.picked.map((i) => shown[i]).filter((c) => c !== undefined);
            const p = handPrefs();
            if (chosen.length) p.groups = [...p.groups, chosen];
            saveHandPrefs(p);
            S.grouping = false;
            S.picked = [];
            renderHand();
          },
        }),
        el("button", { type: "button", class: "small", dataset: { tool: "cancel" }, text: t("table.cancel"), onclick: () => ((S.grouping = false), (S.picked = []), renderHand()) }),
      );
    }
  }
  box.replaceChildren(...tools);
}

function renderHand() {
  const cards = handCards();
  const single = !!(S.board && S.board.singleCard);
  const title = single ? t("table.your_card") : t("table.your_hand");
  $("hand-panel").hidden = cards === null || cards.length === 0;
  if (!cards) return;
  $("hand-h").textContent = title;
  handTools();
  const playing = S.legal.some((a) => byCard(a, cards));
  const parts = arrangeHand(cards);
  const flat = parts.flat();
  const focusHad = $("hand").contains(document.activeElement) || S.refocusHand;
  S.handFocus = Math.min(Math.max(0, S.handFocus), Math.max(0, flat.length - 1));
  // the focus goes to the first playable card when the one it was on cannot be played
  if (playing && !cardAction(flat[S.handFocus] ?? "")) {
    const first = flat.findIndex((c) => cardAction(c));
    if (first >= 0) S.handFocus = first;
  }
  let index = 0;
  const buttons = [];
  const groups = parts.map((part, gi) => {
    const g = el("div", { class: "hand-group" + (gi < parts.length - 1 ? " grouped" : "") });
    for (const c of part) {
      const i = index++;
      const a = S.grouping ? null : cardAction(c);
      const usable = S.grouping || (!!a && !S.pending);
      const picked = S.grouping && S.picked.includes(i);
      const label = S.grouping ? nameOf(c) : a ? actionLabel(a) : nameOf(c);
      const b = el("button", {
        type: "button",
        class: "card-button" + (a ? " playable" : "") + (playing && !a && !S.grouping ? " unplayable" : "") + (picked ? " picked" : ""),
        "aria-disabled": usable ? null : "true",
        "aria-pressed": S.grouping ? String(picked) : null,
        "aria-label": label,
        title: label,
        tabindex: i === S.handFocus ? "0" : "-1",
        dataset: { card: c, index: String(i), slot: `hand:${i}` },
        html: cardSvg(pack(), c, nameOf(c)),
        onclick: () => {
          S.handFocus = i;
          if (S.grouping) {
            S.picked = picked ? S.picked.filter((k) => k !== i) : [...S.picked, i];
            renderHand();
          } else if (a && !S.pending) act(a[0], a[1]);
        },
      });
      buttons.push(b);
      g.append(b);
    }
    return g;
  });
  $("hand").replaceChildren(...groups);
  $("hand").classList.toggle("single", single);
  $("hand").classList.toggle("many", flat.length > 8);
  $("hand").classList.toggle("playing", playing);
  if (focusHad && buttons[S.handFocus]) {
    S.refocusHand = false;
    buttons[S.handFocus].focus();
  }
}

// The arrow keys move along the hand; Enter or Space plays the card (it is a button).
function onHandKey(ev) {
  const buttons = [...$("hand").querySelectorAll(".card-button")];
  const i = buttons.indexOf(document.activeElement);
  if (i < 0) return;
  const moves = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: buttons.length - 1 };
  if (!(ev.key in moves)) return;
  ev.preventDefault();
  const next = Math.max(0, Math.min(buttons.length - 1, moves[ev.key]));
  buttons[i].tabIndex = -1;
  buttons[next].tabIndex = 0;
  buttons[next].focus();
  S.handFocus = next;
}

function argText(arg) {
  if (typeof arg === "string" && isCard(game(), arg, S.view?.rules ?? S.table?.rules ?? null)) return nameOf(arg);
  if (typeof arg === "string" && has(`kind.${arg}`)) return t(`kind.${arg}`);
  if (arg && typeof arg === "object") return Object.entries(arg).map(([k, x]) => `${k} ${x}`).join(", ");
  return String(arg);
}

function actionLabel(a) {
  return a.length === 2 ? `${t(`action.${a[0]}`)} ${argText(a[1])}` : t(`action.${a[0]}`);
}

// An input for an action whose argument the player types (propose, offer, bet, packet), or for a word
// with many whole-number choices (Torionfo's cut): spec {min, max, value, allowed?}.
function numberForm(word, index, spec) {
  const v = S.view;
  const form = el("form", { class: "arg-form" });
  const number = (min, max, value, label) =>
    el("input", { type: "number", inputmode: "numeric", min, max, value, step: 1, required: true, "aria-label": label, class: "arg" });
  let read;
  if (spec.kind === "offer") {
    const kind = el("select", { "aria-label": t("action.offer") }, el("option", { value: "money", text: t("table.offer_money") }), el("option", { value: "share", text: t("table.offer_share") }));
    const amount = number(1, 1000000, 1, t("action.offer"));
    kind.addEventListener("change", () => (amount.max = kind.value === "share" ? 100 : 1000000));
    form.append(kind, amount);
    read = () => ({ [kind.value]: Number(amount.value) });
  } else {
    const min = typeof spec.min === "function" ? spec.min(v) : spec.min;
    const max = typeof spec.max === "function" ? spec.max(v) : spec.max;
    const value = typeof spec.value === "function" ? spec.value(v) : spec.value;
    const input = number(min, max, Math.min(max, Math.max(min, value)), `${t(`action.${word}`)} (${min}–${max})`);
    form.append(input, el("span", { class: "hint", text: `${min}–${max}` }));
    read = () => Number(input.value);
    if (spec.allowed) {
      input.addEventListener("input", () => input.setCustomValidity(spec.allowed.has(Number(input.value)) ? "" : `${min}–${max}`));
    }
  }
  const button = el("button", { type: "submit", class: "action", dataset: { key: String(index + 1), word } }, index < 9 ? el("kbd", { text: String(index + 1) }) : null, ` ${t(`action.${word}`)}`);
  button.disabled = S.pending;
  form.prepend(button);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    if (!form.reportValidity()) return;
    act(word, read());
  });
  return form;
}

// The legal actions as items to show: plain buttons, typed arguments, and whole-number ranges.
function actionItems() {
  const items = [];
  const ints = {};
  const hand = S.view ? handCards() : null;
  const legal = S.legal.filter((a) => !byCard(a, hand)); // the cards of the hand are played by clicking them
  for (const a of legal) {
    if (a.length === 2 && Number.isInteger(a[1])) (ints[a[0]] = ints[a[0]] || []).push(a[1]);
  }
  const grouped = new Set(Object.keys(ints).filter((w) => ints[w].length >= 6));
  for (const a of legal) {
    if (grouped.has(a[0])) {
      if (!items.some((x) => x.group === a[0])) {
        const args = ints[a[0]];
        const min = Math.min(...args);
        items.push({ group: a[0], spec: { min, max: Math.max(...args), value: min, allowed: new Set(args) } });
      }
    } else if (a.length === 1 && ARG_ACTIONS[a[0]]) items.push({ group: a[0], spec: ARG_ACTIONS[a[0]] });
    else items.push({ action: a });
  }
  return items;
}

function renderActions() {
  if (!S.view) return;
  const list = $("action-list");
  const focused = document.activeElement && list.contains(document.activeElement) ? document.activeElement.dataset.key : null;
  const items = S.legal.length ? actionItems() : [];
  if (!items.length) {
    list.classList.remove("many");
    const hint = !S.seat ? t("table.spectator") : S.legal.length ? t("table.play_a_card") : t("table.no_actions");
    list.replaceChildren(el("p", { class: "hint", text: hint }));
    return;
  }
  list.classList.toggle("many", items.length > 6);
  list.replaceChildren(
    ...items.map((item, i) => {
      if (item.group) return numberForm(item.group, i, item.spec);
      const a = item.action;
      return el(
        "button",
        { type: "button", class: "action" + (a[0] === "declare" ? " warn" : ""), disabled: S.pending, dataset: { key: String(i + 1), word: a[0], ...(a.length > 1 ? { arg: JSON.stringify(a[1]) } : {}) }, onclick: () => act(a[0], a[1]) },
        i < 9 ? el("kbd", { text: String(i + 1) }) : null,
        ` ${actionLabel(a)}`,
      );
    }),
  );
  if (focused) list.querySelector(`[data-key="${focused}"]`)?.focus();
  else if (S.refocus && !S.pending) {
    S.refocus = false;
    list.querySelector("[data-key]:not([disabled])")?.focus();
  }
}

// A seated player's rating in this game and rule set (GET /api/tables/{code}/ratings: the one number of
// docs/players.md), a link to their profile; asked again when the seats change.
function ratingOf(s) {
  const seatsKey = (S.table.seats || []).map((x) => x.name || "").join("\u0000");
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

function renderPlayers() {
  const v = S.view || { players: S.table.seats.filter((s) => s.name).map((s) => ({ name: s.name })), to_act: [] };
  const seats = Object.fromEntries((S.table.seats || []).map((s) => [s.name, s]));
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
        .map(([k, x]) => counted(`counter.${k}`, x));
      if (v.money && p.name in v.money && !("money" in p)) counters.push(counted("counter.money", v.money[p.name]));
      return el(
        "li",
        { class: "player" + (toAct.has(p.name) ? " active" : "") + (p.out && !v.finished ? " out" : "") },
        el("strong", { text: p.name }),
        ratingOf(s),
        p.partner ? el("span", { class: "hint", text: ` & ${p.partner}` }) : null,
        el("span", { class: "counters", text: counters.join(" · ") }),
        badges.length ? el("span", { class: "badges" }, badges.map((b) => (typeof b === "object" ? standinBadge(p.name, b.at) : el("span", { class: "badge", text: b })))) : null,
      );
    }),
  );
  const spect = S.table.spectators;
  const n = Array.isArray(spect) ? spect.length : typeof spect === "number" ? spect : null;
  $("spectators").textContent = n !== null ? t("table.spectators", { n }) : "";
}

// "Ben left — a bot takes the seat in 57 s": counted down by tick()
function standinBadge(name, at) {
  const b = el("span", { class: "badge standin-soon", "data-at": String(at), "data-name": name });
  standinText(b);
  return b;
}

function standinText(b) {
  const s = Math.max(0, Math.ceil(Number(b.dataset.at) - Date.now() / 1000));
  b.textContent = t("table.standin_in", { name: b.dataset.name, s });
}

function renderFinished() {
  const v = S.view;
  const done = !!v.finished || S.table.status === "finished";
  $("finished").hidden = !done;
  $("actions").hidden = done;
  if (!done) return;
  const w = v.winner;
  const names = Array.isArray(w) ? w.join(", ") : w ? String(w) : t("table.nobody");
  $("winner").textContent = t("table.winner", { names });
  const next = S.table.rematch;
  $("rematch").hidden = !mine() && !next;
  $("rematch").textContent = next ? `${t("table.rematch")} → ${next}` : t("table.rematch");
  renderRematchOffer(next);
}

// The rematch offer (docs/protocol.md, rematch.py): every seat's page says who offered, who accepted and who is
// still to answer; a seated person accepts or declines it; when everyone accepted each page goes to the new table.
function renderRematchOffer(next) {
  const o = S.table.rematch_offer;
  const me = mine();
  const idx = mySeatIndex();
  const nameOf = (i) => {
    const s = S.table.seats.find((x) => x.index === i);
    return (s && s.name) || `#${i + 1}`;
  };
  const names = (list) => list.map(nameOf).join(", ");
  const line = $("rematch-offer");
  let text = "";
  if (next && o) text = t("table.rematch_made", { code: next });
  else if (o && o.open) {
    text = [t("table.rematch_offered", { name: nameOf(o.by) }), t("table.rematch_accepted", { names: names(o.accepted) }),
      t("table.rematch_waiting_for", { names: names(o.waiting) })].join(" ");
  } else if (o && o.declined !== null) text = t("table.rematch_declined", { name: nameOf(o.declined) });
  else if (o && o.left !== null) text = t("table.rematch_left", { name: nameOf(o.left) });
  line.textContent = text;
  line.hidden = !text;
  const open = !!(o && o.open && !next);
  const answering = open && me && o.waiting.includes(idx);
  const accepted = open && me && o.accepted.includes(idx);
  if (!next && open && me) $("rematch").textContent = t(answering ? "table.rematch_accept" : "table.rematch_sent");
  $("rematch").disabled = !!accepted;
  $("rematch-decline").hidden = !(answering || accepted);
  $("rematch-decline").textContent = t(answering ? "table.rematch_decline" : "table.rematch_cancel");
  // the rematch made while this page was open: every seated person accepted it, so each goes there
  if (S.rematchAtLoad === undefined) S.rematchAtLoad = next || null;
  if (next && me && S.rematchAtLoad === null && !S.goneToRematch) {
    S.goneToRematch = true;
    saveSeat(next, me.seat, me.token);
    location.href = `/t/${next}`;
  }
}

function renderLog() {
  const ol = $("log");
  const atEnd = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 20;
  ol.replaceChildren(...S.lines.slice(-300).map((l) => el("li", { text: l })));
  if (atEnd) ol.scrollTop = ol.scrollHeight; // reading older lines: stay there
}

function renderChat() {
  const ol = $("chat");
  const cs = S.chatSettings;
  const muted = new Set(cs.muted);
  const meIdx = mySeatIndex();
  // a mute button beside each other player's name (seated players only); a muted author's lines are not shown
  const line = (m) => {
    const parts = [el("strong", { text: `${m.from}: ` }), m.text];
    if (S.seat && typeof m.seat === "number" && m.seat !== meIdx) {
      const b = el("button", { type: "button", class: "chat-mute", text: t("table.mute"),
        "aria-label": t("table.mute_who", { name: m.from }), "data-seat": String(m.seat) });
      parts.unshift(b, " ");
    }
    return el("li", {}, ...parts);
  };
  ol.replaceChildren(...S.chat.filter((m) => !muted.has(m.seat)).slice(-200).map(line));
  ol.scrollTop = ol.scrollHeight;
  const note = $("chat-off-note");
  note.hidden = cs.chat_on;
  note.textContent = cs.off_by_you ? t("table.chat_off_by_you") : t("table.chat_is_off");
  const sw = $("chat-switch");
  sw.textContent = cs.off_by_you ? t("table.chat_on") : t("table.chat_off");
  sw.setAttribute("aria-pressed", cs.off_by_you ? "true" : "false");
  sw.hidden = !S.seat;
  $("chat-form").hidden = !S.seat || !cs.chat_on;
  renderMuted();
}

function renderMuted() {
  // the seats this seat muted, each with an unmute button (under the chat)
  const box = $("chat-muted");
  const names = new Map(((S.table && S.table.seats) || []).map((s) => [s.index, s.name || `#${s.index + 1}`]));
  box.replaceChildren(...S.chatSettings.muted.map((i) => el("button", { type: "button", class: "chat-unmute",
    text: `${t("table.unmute")}: ${names.get(i) || i}`, "aria-label": t("table.unmute_who", { name: names.get(i) || i }),
    "data-seat": String(i) })));
  box.hidden = !S.seat || S.chatSettings.muted.length === 0;
}

// ------------------------------------------------------------------ keyboard
function onKey(ev) {
  if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const tag = (ev.target && ev.target.tagName) || "";
  if (["INPUT", "TEXTAREA", "SELECT"].includes(tag)) return;
  if (/^[1-9]$/.test(ev.key)) {
    const target = $("action-list").querySelector(`[data-key="${ev.key}"]`);
    if (!target) return;
    ev.preventDefault();
    const input = target.closest("form")?.querySelector("input");
    if (input) input.focus();
    else {
      target.click();
      S.refocus = true; // a keyboard player: the next choices get the focus
    }
  }
}

async function rematch() {
  const me = mine();
  if (S.table.rematch && !me) {
    location.href = `/t/${S.table.rematch}`;
    return;
  }
  if (!me) return;
  try {
    const res = await api("POST", `/api/tables/${encodeURIComponent(code)}/rematch`, { token: me.token });
    if (!res.table) return; // an offer, or an acceptance the others still answer: the table's state shows it
    const next = res.table.code;
    S.goneToRematch = true;
    saveSeat(next, res.seat || me.seat, res.token || me.token);
    location.href = `/t/${next}`;
  } catch (e) {
    showMessage(e.message);
  }
}

async function declineRematch() {
  const me = mine();
  if (!me) return;
  try {
    await api("POST", `/api/tables/${encodeURIComponent(code)}/rematch`, { token: me.token, accept: false });
  } catch (e) {
    showMessage(e.message);
  }
}

async function main() {
  await setLang(initialLang());
  languageSelect($("lang"));
  loadTitles();
  onLangChange(() => {
    if (S.noTable) return noTable();
    loadTitles();
    render();
    renderChat();
    // the server writes the log in the connection's language: reconnect to have it again in the new one
    if (S.ws) connect();
  });
  document.addEventListener("keydown", onKey);
  $("hand").addEventListener("keydown", onHandKey);
  $("chat").addEventListener("click", (ev) => {
    const b = ev.target.closest && ev.target.closest(".chat-mute");
    if (b) send({ type: "mute", seat: Number(b.dataset.seat), muted: true });
  });
  $("chat-switch").addEventListener("click", () => {
    send({ type: "chat_off", off: !S.chatSettings.off_by_you });
  });
  $("chat-muted").addEventListener("click", (ev) => {
    const b = ev.target.closest && ev.target.closest(".chat-unmute");
    if (b) send({ type: "mute", seat: Number(b.dataset.seat), muted: false });
  });
  $("chat-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const text = $("chat-text").value.trim();
    if (text && send({ type: "chat", text: text.slice(0, 500) })) $("chat-text").value = "";
  });
  $("start").addEventListener("click", async () => {
    try {
      await api("POST", `/api/tables/${encodeURIComponent(code)}/start`, { token: mine().token });
    } catch (e) {
      showMessage(e.message);
    }
  });
  $("rematch").addEventListener("click", rematch);
  $("rematch-decline").addEventListener("click", declineRematch);
  $("copy").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText($("invite").href);
      $("copy").textContent = t("table.copied");
    } catch {
      /* clipboard refused: the link is on the page */
    }
  });
  // back online (or told so): try again at once rather than at the end of the backoff
  window.addEventListener("online", () => {
    if (!S.ws) {
      clearTimeout(S.retry);
      connect();
    }
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") send({ type: "sync" });
  });
  setInterval(tick, 250);
  try {
    const info = await api("GET", `/api/tables/${encodeURIComponent(code)}`);
    S.table = info.table;
  } catch (e) {
    if (e.status === 404) return noTable(); // (the page itself answered 404: nothing to connect to)
    showMessage(`${t("table.not_found")} (${e.message})`);
  }
  connect();
}

// No table has this code: the page says so, in its language, with the way back to the lobby, and nothing else.
function noTable() {
  S.noTable = true;
  document.body.classList.add("no-table");
  setConn("table.not_found");
  document.title = `Taverna · ${t("table.not_found")}`;
  const m = $("message");
  m.replaceChildren(t("table.no_such_table", { code }), " ", el("a", { href: "/", text: t("table.back_to_lobby") }));
  m.hidden = false;
}

window.taverna = { state: S, lang: currentLang, addLines }; // for the browser tests and the curious
main();
