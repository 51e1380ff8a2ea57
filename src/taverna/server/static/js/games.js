// The table area of each game, drawn from its view (see each game's view() in src/taverna/games/*/engine.py).
// Everything else on the table page (hand, players, choices, log) is generic.
import { el } from "./api.js";
import { cardBack, cardSvg } from "./cards.js";
import { counted, t } from "./i18n.js";

// Actions whose argument the player types: the input each needs (PROTOCOL.md: `propose 60`,
// `offer {"money": 2}`, `bet N`, `packet N`).
export const ARG_ACTIONS = {
  propose: { kind: "int", min: () => 0, max: () => 100, value: () => 50 },
  bet: {
    kind: "int",
    min: () => 1,
    max: (v) => Math.max(1, Math.min(v.limit ?? 1, myPlayer(v)?.chips ?? v.limit ?? 1)),
    value: () => 1,
  },
  packet: { kind: "int", min: () => 1, max: (v) => v.max_packet ?? 1, value: () => 1 },
  offer: { kind: "offer" },
};

export function myPlayer(v) {
  return (v.players || []).find((p) => p.name === v.viewer);
}

function card(ctx, c, extra = "") {
  return el("span", { class: `card-wrap ${extra}`, html: cardSvg(ctx.pack, c, ctx.cardName(c)) });
}

function back(label = "") {
  return el("span", { class: "card-wrap", html: cardBack(label) });
}

function info(...texts) {
  return el("p", { class: "board-info" }, texts.filter(Boolean).map((s) => el("span", { text: s })));
}

// A trick on the table: [[player, card], ...] or [card, ...].
function trickRow(ctx, trick, title) {
  if (!trick || !trick.length) return null;
  return el(
    "figure",
    { class: "trick" },
    el("figcaption", { text: title }),
    el(
      "div",
      { class: "trick-cards" },
      trick.map((x) => {
        const [who, c] = Array.isArray(x) ? x : [null, x];
        return el("div", { class: "played" }, card(ctx, c), who ? el("span", { class: "who", text: who }) : null);
      }),
    ),
  );
}

function lastEvent(v, kind) {
  const log = v.log || [];
  for (let i = log.length - 1; i >= 0; i--) if (log[i].kind === kind) return log[i];
  return null;
}

// Cucù: the players sit in a circle; a card is face up where the viewer may see it.
function cucu(ctx) {
  const v = ctx.view;
  const players = v.players || [];
  const n = players.length || 1;
  const ring = el("div", { class: `ring ring-${n > 8 ? "big" : "small"}`, role: "list", "aria-label": t("table.players") });
  const counter = (p) => (p.tokens !== undefined ? counted("counter.tokens", p.tokens) : p.chips !== undefined ? counted("counter.chips", p.chips) : "");
  const me = players.findIndex((q) => q.name === v.viewer);
  // the viewer sits at the bottom; the seats go round an ellipse stretched to fill the area
  const spots = players.map((_, i) => {
    const a = (2 * Math.PI * (i - Math.max(me, 0))) / n + Math.PI / 2;
    return [50 + 40 * Math.cos(a), Math.sin(a)];
  });
  const ys = spots.map(([, y]) => y);
  const lo = Math.min(...ys);
  const hi = Math.max(...ys);
  players.forEach((p, i) => {
    const x = spots[i][0];
    const y = hi > lo ? 17 + ((spots[i][1] - lo) / (hi - lo)) * 66 : 50;
    const seen = v.cards && v.cards[p.name];
    const face = seen ? card(ctx, seen) : p.has_card ? back(`${p.name}`) : el("span", { class: "card-wrap empty" });
    const classes = ["seat"];
    if (v.turn === p.name || (v.to_act || []).includes(p.name)) classes.push("active");
    if (p.out) classes.push("out");
    if (p.lost) classes.push("lost");
    if (p.name === v.viewer) classes.push("me");
    ring.append(
      el(
        "div",
        { class: classes.join(" "), role: "listitem", style: `left:${x}%;top:${y}%` },
        face,
        el("span", { class: "who", text: p.name + (p.name === v.dealer ? " ◆" : "") }),
        el("span", { class: "count", text: counter(p) + (p.out ? ` · ${t("mark.out")}` : p.lost ? ` · ${t("mark.lost")}` : "") }),
      ),
    );
  });
  const centre = el("div", { class: "ring-centre" });
  const head = el("div", { class: "board-cucu" });
  head.append(
    info(
      v.set ? t("table.set", { n: v.set }) : null,
      v.round ? t("table.round", { n: v.round }) : null,
      v.deal ? t("table.deal", { n: v.deal }) : null,
    ),
    info(v.pool !== undefined && v.pool !== null ? t("table.pool", { n: v.pool }) : null, v.deck_size !== undefined ? t("table.deck", { n: v.deck_size }) : null),
  );
  if (v.discards && v.discards.length) {
    centre.append(el("div", { class: "pile", title: t("table.discards") }, card(ctx, v.discards[v.discards.length - 1], "small"), el("span", { class: "count", text: `${t("table.discards")}: ${v.discards.length}` })));
  }
  if (v.inn) head.append(info(t("table.inn", { guest: v.inn.guest, host: v.inn.host })));
  if (v.agreement) head.append(info(Object.entries(v.agreement).map(([k, x]) => `${k} ${x}%`).join(", ")));
  ring.append(centre);
  head.append(ring);
  return head;
}

// Krypkille, Torionfo, Coch, Zifuli: the trick on the table (or the last one), the base kind, the
// Torionfo card, the auction's bids, the tricks won.
function tricks(ctx) {
  const v = ctx.view;
  const box = el("div", { class: "board-tricks" });
  box.append(
    info(
      v.round ? t("table.round", { n: v.rounds ? `${v.round}/${v.rounds}` : v.round }) : null,
      v.deal ? t("table.deal", { n: v.deals ? `${v.deal}/${v.deals}` : v.deal }) : null,
      v.pool ? t("table.pool", { n: v.pool }) : null,
      typeof v.stock === "number" && v.stock ? t("table.stock", { n: v.stock }) : null,
      v.base ? `${t("table.base")}: ${t(`kind.${v.base}`)}` : null,
      v.boss ? `${t("table.boss")}: ${v.boss}${v.partner ? " & " + v.partner : ""}` : null,
    ),
  );
  const row = el("div", { class: "trick-cards" });
  if (v.torionfo) row.append(el("div", { class: "played" }, card(ctx, v.torionfo), el("span", { class: "who", text: "Torionfo" })));
  if (v.card && v.game !== "cucu") row.append(el("div", { class: "played" }, card(ctx, v.card), el("span", { class: "who", text: t("table.called") })));
  if (row.children.length) box.append(row);
  if (Array.isArray(v.bids) && v.bids.length) box.append(trickRow(ctx, v.bids, t("table.bids")));
  const now = trickRow(ctx, v.trick, t("table.trick"));
  if (now) box.append(now);
  else {
    let last = Array.isArray(v.last_trick) && v.last_trick.length ? { cards: v.last_trick } : lastEvent(v, "trick");
    const shown = last && (last.cards || []);
    if (shown && shown.length) box.append(trickRow(ctx, shown, `${t("table.last_trick")}${last.winner ? ` → ${last.winner}` : ""}`));
  }
  const won = v.tricks_won || v.won;
  const sizes = v.hand_sizes
    ? Object.entries(v.hand_sizes).map(([p, k]) => `${p}: ${t("table.cards_left", { n: k })}${won && typeof won[p] === "number" ? ` · ${counted("counter.tricks", won[p])}` : ""}`)
    : [];
  if (sizes.length) box.append(info(sizes.join(" — ")));
  return box;
}

// Hypp: the bets against the dealer.
function hypp(ctx) {
  const v = ctx.view;
  const box = el("div", { class: "board-hypp" });
  box.append(
    info(
      v.round ? t("table.round", { n: v.round }) : null,
      `${t("table.dealer")}: ${v.dealer}`,
      t("table.limit", { n: v.limit }),
      v.packet_size ? t("table.packet", { n: v.packet_size }) : null,
    ),
  );
  const bets = Object.entries(v.bets || {});
  if (bets.length) {
    box.append(
      el(
        "table",
        { class: "bets" },
        el("caption", { text: t("table.bets") }),
        bets.map(([p, b]) => el("tr", {}, el("th", { scope: "row", text: p }), el("td", { text: String(b) }))),
      ),
    );
  }
  return box;
}

// Coteccio: the trick, the pool, and the last trick taken.
function coteccio(ctx) {
  const v = ctx.view;
  const box = tricks(ctx);
  if ((!v.trick || !v.trick.length) && v.tricks && v.tricks.length) {
    const last = v.tricks[v.tricks.length - 1];
    box.querySelector(".trick")?.remove();
    box.append(trickRow(ctx, last.cards, `${t("table.last_trick")}${last.winner ? ` → ${last.winner}` : ""}`));
  }
  return box;
}

// Cuajo: the stock, the discard pile, the sowee, everyone's shown kings; the viewer's secrets.
function cuajo(ctx) {
  const v = ctx.view;
  const box = el("div", { class: "board-cuajo" });
  box.append(info(v.deal ? t("table.deal", { n: `${v.deal}/${v.deals}` }) : null, t("table.stock", { n: v.stock ?? 0 })));
  const row = el("div", { class: "trick-cards" });
  row.append(el("div", { class: "played" }, back(t("table.stock", { n: v.stock ?? 0 })), el("span", { class: "who", text: t("table.stock", { n: v.stock ?? 0 }) })));
  if (v.discards && v.discards.length) {
    row.append(el("div", { class: "played" }, card(ctx, v.discards[v.discards.length - 1]), el("span", { class: "who", text: `${t("table.discards")} (${v.discards.length})` })));
  }
  if (v.sowee) row.append(el("div", { class: "played" }, card(ctx, v.sowee), el("span", { class: "who", text: t("table.sowee") })));
  for (const p of v.players || []) {
    if (p.shown && p.shown !== "token") row.append(el("div", { class: "played" }, card(ctx, p.shown, "small"), el("span", { class: "who", text: `${p.name}: ${t("mark.purro")}` })));
  }
  box.append(row);
  if (v.secrets && v.secrets.length) {
    box.append(
      el(
        "figure",
        { class: "trick" },
        el("figcaption", { text: t("table.secrets") }),
        el("div", { class: "trick-cards" }, v.secrets.flatMap((s) => s.cards.map((c) => card(ctx, c, "small")))),
      ),
    );
  }
  if (v.waits && v.waits.length) box.append(info(`${t("table.waits")}: ${v.waits.map((c) => ctx.cardName(c)).join(", ")}`));
  return box;
}

const BOARDS = { cucu, kille: tricks, torionfo: tricks, coch: tricks, zifuli: tricks, hypp, coteccio, cuajo };

export function renderBoard(ctx) {
  const fn = BOARDS[ctx.view.game] || tricks;
  return fn(ctx);
}

// The last end-of-deal reveal in the log: [{player, card}], the losers (if said), or null.
export function lastReveal(view) {
  const log = view.log || [];
  let i = log.length - 1;
  while (i >= 0 && log[i].kind !== "reveal") i--;
  if (i < 0) return null;
  let start = i;
  while (start > 0 && log[start - 1].kind === "reveal") start--;
  const shown = [];
  for (let k = start; k <= i; k++) {
    const ev = log[k];
    if (ev.cards && typeof ev.cards === "object" && !Array.isArray(ev.cards)) {
      for (const [p, c] of Object.entries(ev.cards)) shown.push({ player: p, card: c });
    } else if (ev.card) shown.push({ player: ev.player, card: ev.card });
  }
  let losers = null;
  for (let k = i + 1; k < log.length && k < i + 6; k++) {
    if (log[k].kind === "result" && Array.isArray(log[k].losers)) {
      losers = log[k].losers;
      break;
    }
  }
  return shown.length ? { shown, losers } : null;
}
