import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Imports run one way (docs/architecture.md, "Layers"): lib/ sits below
  // components/ and app/, i18n/ below lib/, content/ above lib/rules/. tests/unit/import-graph.test.ts
  // proves there is no import circle.
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(@/|(\\.\\./)+)(components|app)(/|$)", message: "lib/ must not import components/ or app/: move what both need into lib/." }] },
      ],
    },
  },
  {
    files: ["i18n/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(@/|(\\.\\./)+)(lib|components|app)(/|$)", message: "i18n/ is below lib/: it must not import lib/, components/ or app/." }] },
      ],
    },
  },
  {
    files: ["content/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(@/(?!content/|lib/rules/)|(\\.\\./)+(app|components|i18n|supabase|scripts|lib/(?!rules/)))", message: "content/ is data: it may import only content/ and lib/rules/." }] },
      ],
    },
  },
  globalIgnores([".next*/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**"]),
]);
