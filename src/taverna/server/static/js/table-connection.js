// The table page's one websocket (PROTOCOL.md): connecting, reconnecting with exponential backoff, the
// messages the server sends (states, full or as deltas, errors, chat, the log) and the actions sent.
// @ts-check
import { el } from "./api.js";
import { currentLang, setCounterWords, t } from "./i18n.js";
import { addLines } from "./table-log.js";
import { $, S, announce, code, draw, mine, myTurn, showMessage } from "./table-state.js";
import { actionLabel, describe } from "./table-words.js";
/** @typedef {import("./table-state.js").Action} Action */
/** @typedef {import("./table-state.js").View} View */
/** @typedef {import("./table-state.js").TableState} TableState */
/**
 * A message of the server (PROTOCOL.md): its type (state, error, chat, chat_settings, log, spectators) and the
 * type's fields.
 * @typedef {{ type: string, [field: string]: any }} ServerMessage
 */

// ------------------------------------------------------------------ connection
/** @param {string} lang the connection's language (the server writes the log and the sheet's lines in it) */
function wsUrl(lang) {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const s = mine();
  const q = new URLSearchParams({ lang, delta: "1" });
  if (s && s.token) q.set("token", s.token);
  return `${proto}//${location.host}/ws/${encodeURIComponent(code)}?${q}`;
}

/**
 * @param {string} key the connection's state's text (table.connecting, ...)
 * @param {Record<string, unknown>} [params]
 */
function setConn(key, params) {
  $("conn").textContent = t(key, params);
  $("conn").dataset.state = key.split(".").pop();
}

export function connect() {
  if (S.ws) {
    S.ws.onclose = null;
    S.ws.close();
  }
  setConn("table.connecting");
  const lang = currentLang();
  const ws = new WebSocket(wsUrl(lang));
  S.ws = ws;
  S.firstOfConnection = true;
  S.resyncing = false; // the first state of a connection is a full one
  ws.onopen = () => {
    // (the backoff starts again at the connection's first state, not here: a connection the server accepts and
    // then refuses, its address over a limit, would otherwise be tried again every half second)
    setConn("table.connected");
    // a choice taken while the connection was being made again (a language switch, a network hiccup) goes now:
    // the server takes it only if the table is still at the version it was chosen at
    const queued = S.queued;
    S.queued = null;
    if (queued) send(queued);
  };
  ws.onmessage = (ev) => {
    if (S.ws !== ws) return; // (a connection left for another: its words are another language's)
    let msg;
    try {
      msg = JSON.parse(ev.data);
    } catch {
      return;
    }
    onMessage(msg, lang);
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

/**
 * @param {{ type: string, [field: string]: unknown }} obj a message of PROTOCOL.md
 * @returns {boolean} whether it was sent (the connection is open)
 */
export function send(obj) {
  if (!S.ws || S.ws.readyState !== WebSocket.OPEN) return false;
  S.ws.send(JSON.stringify(obj));
  return true;
}

/**
 * @param {string} word
 * @param {unknown} [arg]
 */
export function act(word, arg) {
  if (S.pending) return;
  /** @type {Action} */
  const action = arg === undefined ? [word] : [word, arg];
  // playing by keyboard: the focus comes back to the choices when they are redrawn
  const active = document.activeElement;
  S.refocus = !!active && active !== document.body && $("action-list").contains(active);
  S.refocusHand = !!active && $("hand").contains(active);
  const msg = { type: "act", version: S.version, action };
  if (!send(msg)) S.queued = msg; // not connected at this moment: sent when the connection opens (never lost)
  S.pending = true;
  draw.actions();
  draw.hand();
}

// ------------------------------------------------------------------ messages
/**
 * @param {ServerMessage} msg
 * @param {string} lang the connection's language
 */
function onMessage(msg, lang) {
  if (msg.type === "state") {
    S.attempt = 0; // a connection that serves the table: the next loss waits half a second again
    onState(msg, lang);
  }
  else if (msg.type === "error") {
    S.pending = false;
    showMessage(t("table.error", { message: msg.message }));
    announce(msg.message);
    document.dispatchEvent(new CustomEvent("taverna:refused", { detail: msg })); // help.js: said by the choices
    send({ type: "sync" });
    draw.actions();
  } else if (msg.type === "chat") {
    S.chat.push(/** @type {any} */ (msg)); // (a chat message: from, text, seat)
    draw.chat();
    if (!S.chatSettings.muted.includes(msg.seat)) announce(`${msg.from}: ${msg.text}`);
  } else if (msg.type === "chat_settings") {
    // on connect, and when this seat's mutes or the table's chat switch change; the history follows when it is on
    if (msg.chat_on !== S.chatSettings.chat_on || !msg.chat_on) S.chat = [];
    S.chatSettings = { chat_on: !!msg.chat_on, off_by_you: !!msg.off_by_you, muted: msg.muted || [] };
    draw.chat();
  } else if (msg.type === "log" && Array.isArray(msg.lines)) {
    addLines(msg.lines, false, lang);
  } else if (msg.type === "spectators" && S.table) {
    S.table.spectators = msg.n; // how many watch, sent when it changes
    draw.players();
  }
}

// What the table did for a person: the move it played when their time ran out (said once, with the state
// that move made; the table's played_for), in the log, and to that person in the message line too.
// A page that falls behind may get a later state than the one that move made (the server sends the newest to a
// slow connection): said then too, once; what happened before the page connected is not said.
/**
 * @param {ServerMessage} msg a state
 * @param {boolean} first the connection's first state
 */
function sayPlayedFor(msg, first) {
  const said = S.table && S.table.played_for;
  if (!said || said.version > msg.version || (S.saidPlayedFor ?? -1) >= said.version) return;
  S.saidPlayedFor = said.version;
  if (first && said.version !== msg.version) return;
  const action = actionLabel(said.action);
  const line = said.seat === S.seat ? t("table.timed_out_you", { action }) : t("table.timed_out", { name: said.seat, action });
  addLines([line]);
  if (said.seat === S.seat) {
    showMessage(line);
    announce(line);
  }
}

/**
 * @param {ServerMessage} msg a state
 * @param {View} view
 * @returns {Action[]}
 */
function parseLegal(msg, view) {
  if (Array.isArray(msg.legal)) return /** @type {Action[]} */ (msg.legal.map((/** @type {any} */ a) => (Array.isArray(a) ? a : [a])));
  const parsed = (view.legal || []).map((s) => {
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
  return /** @type {Action[]} */ (parsed);
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

/**
 * @param {ServerMessage} msg
 * @param {string} lang the connection's language
 */
function onState(msg, lang) {
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
  setCounterWords(S.table && S.table.counters); // (the rule set's words for its counters: Gnav's tokens)
  S.chain = msg.chain || null; // the action log's hash after this version (docs/server.md, "hash chain")
  S.seat = msg.seat ?? null;
  S.deadline = msg.deadline ?? null;
  const hadTurn = myTurn();
  S.legal = view ? parseLegal(msg, view) : [];
  S.seat = msg.seat ?? null;
  S.view = view;
  if (msg.sheet !== undefined) S.sheet = msg.sheet; // the score sheet, with a full state and a deal's end (sheet.js)
  else if (full) S.sheet = null;
  if (msg.sheet !== undefined || full) S.sheetLang = lang;
  const myTurnNow = !hadTurn && myTurn();
  S.pending = false;
  const first = S.firstOfConnection;
  S.firstOfConnection = false;
  if (first) {
    // the chat history follows the first state of a connection, after the chat settings unless they are the
    // defaults
    S.chat = [];
    S.chatSettings = { chat_on: true, off_by_you: false, muted: [] };
    draw.chat();
  }
  // a full state's text (and log) covers its last events: they replace ours; a delta's are new
  const fresh = full ? (view && view.log) || [] : msg.view.log || [];
  const text = Array.isArray(msg.text) ? msg.text : [];
  if (text.length) S.hasText = true;
  const newLines = S.hasText ? text : fresh.map(describe).filter(Boolean);
  S.fresh = full ? [] : S.fresh.concat(fresh);
  if (full) addLines([...(msg.since > 0 ? [t("table.earlier")] : []), ...newLines], true, lang); // (the log in the connection's language)
  else addLines(newLines);
  const said = newLines.length && !full ? newLines.slice(-3).join(" ") : "";
  if (said || myTurnNow) announce([said, myTurnNow ? t("table.your_turn") : ""].filter(Boolean).join(" "));
  if (msg.version !== previousVersion) showMessage("");
  sayPlayedFor(msg, first);
  draw.all();
}

// No table has this code: the page says so, in its language, with the way back to the lobby, and nothing else.
export function noTable() {
  S.noTable = true;
  document.body.classList.add("no-table");
  setConn("table.not_found");
  document.title = t("page.title", { page: t("table.not_found") });
  const m = $("message");
  m.replaceChildren(t("table.no_such_table", { code }), " ", el("a", { href: "/", text: t("table.back_to_lobby") }));
  m.hidden = false;
}
