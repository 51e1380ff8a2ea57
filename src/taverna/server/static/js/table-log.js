// The table's log, in words: the lines kept (the last 1000) and drawn (the last 300).
// @ts-check
import { el } from "./api.js";
import { currentLang } from "./i18n.js";
import { $, S } from "./table-state.js";

/**
 * @param {string[]} lines
 * @param {boolean} [replace] the lines replace the log (a full state's)
 * @param {string} [lang] their language: the connection's for the server's lines, else the page's
 */
export function addLines(lines, replace = false, lang = currentLang()) {
  if (!lines.length && !replace) return;
  if (replace) {
    S.lines = [];
    S.logLang = lang;
  }
  for (const l of lines) S.lines.push(String(l));
  if (S.lines.length > 1000) S.lines.splice(0, S.lines.length - 1000);
  renderLog();
}

export function renderLog() {
  const ol = $("log");
  // The log's lines are the server's, in the connection's language: right after a switch (until the connection
  // in the new language brings the log again) they are another language's, and none is shown (as the sheet).
  if (S.logLang && S.logLang !== currentLang()) {
    ol.setAttribute("aria-busy", "true");
    ol.replaceChildren(el("li", { class: "log-loading", text: "…" }));
    return;
  }
  ol.removeAttribute("aria-busy");
  const atEnd = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 20;
  ol.replaceChildren(...S.lines.slice(-300).map((l) => el("li", { text: l })));
  if (atEnd) ol.scrollTop = ol.scrollHeight; // reading older lines: stay there
}
