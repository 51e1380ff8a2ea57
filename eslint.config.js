// The lint of the browser code (`npx eslint`; scripts/test.sh runs it): eslint's recommended rules and a few
// more that catch real mistakes. CONTRIBUTING.md says how to run it.
import js from "@eslint/js";
import globals from "globals";

export default [
  // only the browser code (and this file) is linted
  { ignores: ["**/.venv*/**", "**/node_modules/**", "build/**", "dist/**", "test-artifacts/**", "docs/**", "benchmarks/**", "tests/**", "deploy/**"] },
  {
    files: ["src/taverna/server/static/js/**/*.js", "src/taverna/games/*/board.js"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      ...js.configs.recommended.rules,
      "no-unused-vars": ["error", { args: "after-used", argsIgnorePattern: "^_", caughtErrors: "none" }],
      eqeqeq: ["error", "always"],
      "no-implicit-globals": "error",
      "no-shadow-restricted-names": "error",
      "no-self-compare": "error",
      "no-template-curly-in-string": "error",
      "no-unmodified-loop-condition": "error",
      "no-unreachable-loop": "error",
      "no-promise-executor-return": "error",
      "no-constructor-return": "error",
      "no-use-before-define": ["error", { functions: false, classes: true, variables: false }],
      "no-var": "error",
      "prefer-const": "error",
      "array-callback-return": "error",
      "no-await-in-loop": "off",
    },
  },
  {
    files: ["eslint.config.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.node } },
    rules: { ...js.configs.recommended.rules },
  },
];
