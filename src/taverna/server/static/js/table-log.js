// The table's log, in words: the lines kept (the last 1000) and drawn (the last 300).
// @ts-check
import { el } from "./api.js";
import { $, S } from "./table-state.js";

/**
 * @param {string[]} lines
 * @param {boolean} [replace] the lines replace the log (a full state's)
 */
export function addLines(lines, replace = false) {
  if (!lines.length && !replace) return;
  if (replace) S.lines = [];
  for (const l of lines) S.lines.push(String(l));
  if (S.lines.length > 1000) S.lines.splice(0, S.lines.length - 1000);
  renderLog();
}

export function renderLog() {
  const ol = $("log");
  const atEnd = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 20;
  ol.replaceChildren(...S.lines.slice(-300).map((l) => el("li", { text: l })));
  if (atEnd) ol.scrollTop = ol.scrollHeight; // reading older lines: stay there
}
