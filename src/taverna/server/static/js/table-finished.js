// The end of the match: the winner, and the rematch (docs/protocol.md, rematch.py): offered, accepted or
// declined by each seat, and every seat's page sent to the new table once all accepted.
// @ts-check
import { api, saveSeat } from "./api.js";
import { displayName, t } from "./i18n.js";
import { $, S, code, mine, mySeatIndex, showMessage, theTable, theView } from "./table-state.js";

export function renderFinished() {
  const v = theView();
  const done = !!v.finished || theTable().status === "finished";
  $("finished").hidden = !done;
  $("actions").hidden = done;
  if (!done) return;
  const w = v.winner;
  const names = Array.isArray(w) ? w.map(displayName).join(", ") : w ? displayName(String(w)) : t("table.nobody");
  $("winner").textContent = t("table.winner", { names, n: Array.isArray(w) ? w.length : 1 }); // "Winners: Ann, Bea" for a side
  const next = theTable().rematch;
  $("rematch").hidden = !mine() && !next;
  $("rematch").textContent = next ? t("table.rematch_to", { next }) : t("table.rematch");
  renderRematchOffer(next);
}

// The rematch offer (docs/protocol.md, rematch.py): every seat's page says who offered, who accepted and who is
// still to answer; a seated person accepts or declines it; when everyone accepted each page goes to the new table.
/** @param {string | null | undefined} next the rematch's table code, once made */
function renderRematchOffer(next) {
  const o = theTable().rematch_offer;
  const me = mine();
  const idx = mySeatIndex();
  const nameOf = (/** @type {number} */ i) => {
    const s = theTable().seats.find((x) => x.index === i);
    return (s && s.name && displayName(s.name)) || `#${i + 1}`;
  };
  const names = (/** @type {number[]} */ list) => list.map(nameOf).join(", ");
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
  $("rematch", HTMLButtonElement).disabled = !!accepted;
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

export async function rematch() {
  const me = mine();
  if (theTable().rematch && !me) {
    location.href = `/t/${theTable().rematch}`;
    return;
  }
  if (!me) return;
  try {
    const res = await api("POST", `/api/tables/${encodeURIComponent(code)}/rematch`, { token: me.token });
    if (!res.table) return; // an offer, or an acceptance the others still answer: the table's state shows it
    const next = res.table.code;
    // (the table's state may have said the rematch first, and this page be on its way there already: a second
    // navigation would abort the first one)
    if (S.goneToRematch) return;
    S.goneToRematch = true;
    saveSeat(next, res.seat || me.seat, res.token || me.token);
    location.href = `/t/${next}`;
  } catch (e) {
    showMessage(e.message);
  }
}

export async function declineRematch() {
  const me = mine();
  if (!me) return;
  try {
    await api("POST", `/api/tables/${encodeURIComponent(code)}/rematch`, { token: me.token, accept: false });
  } catch (e) {
    showMessage(e.message);
  }
}
