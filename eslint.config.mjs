// ESLint runs beside Biome for one thing Biome cannot check: regular expressions whose running
// time can grow faster than their input (issue 34). `npm run lint` = `biome check . && eslint .`.
// A regex that is only ever applied to bounded input may keep its shape with an
// `// eslint-disable-next-line regexp/<rule> -- bounded: <what bounds it>` comment.
import tsParser from "@typescript-eslint/parser";
import regexp from "eslint-plugin-regexp";

export default [
  {
    // Built, generated and third-party files (the same as biome.json leaves out).
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.tsbuild/**",
      "**/drizzle/meta/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "**/data/**",
      "bench/results/**",
      "fixtures/**",
      "e2e/.screens/**",
    ],
  },
  {
    files: ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"],
    languageOptions: {
      parser: tsParser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { regexp },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
];
