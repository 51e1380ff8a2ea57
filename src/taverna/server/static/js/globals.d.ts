// Types for the type check only (tsconfig.json; never loaded by a page): the table page's own events and
// what the pages leave on `window` for the browser tests.
interface DocumentEventMap {
  // table.js, after each state is drawn (seats.js, standings.js, sheet.js, help.js, guide.js, cardtips.js,
  // length.js read the table's state from it)
  "taverna:render": CustomEvent<import("./table-state.js").TableState>;
  // table.js, when the server refused an action (help.js says why, by the choices)
  // (message: in the connection's language; key, fields: its sentence's id and variables, where it has one)
  "taverna:refused": CustomEvent<{
    type: "error";
    message: string;
    key?: string;
    fields?: Record<string, string | number>;
    [field: string]: unknown;
  }>;
}

interface Window {
  // the table page (table.js) and the replay page (replay.js), for the browser tests and the curious
  taverna?: {
    state?: import("./table-state.js").TableState;
    lang?: () => string;
    addLines?: (lines: string[], replace?: boolean) => void;
    replay?: unknown;
  };
}
