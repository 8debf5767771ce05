import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/**", "data/**", "migrations/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    // The stores are asynchronous: a promise left unawaited, or tested as if it were its value, is a lost write or a wrong branch.
    files: ["**/*.ts", "**/*.mts"],
    ignores: [".scratch/**"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // Every answer is fitted to Discord's limits by one module: the raw discord.js calls live there alone.
    files: ["src/discord/**/*.ts", "src/commands/**/*.ts", "src/interactions/**/*.ts"],
    ignores: ["src/discord/answer.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(reply|editReply|followUp|update|respond)$/]",
          message: "Answer through src/discord/answer.ts (reply, editReply, followUp, update, suggest): it fits every message to Discord's limits.",
        },
      ],
    },
  },
  {
    // The entry points sit on top: interactions (the router, presses) over commands over the Discord layer.
    files: ["src/discord/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/commands/**", "**/interactions/**"], message: "The Discord layer never calls up into the commands or the interactions." }] }],
    },
  },
  {
    files: ["src/commands/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/interactions/**"], message: "Commands never call up into the interactions (the router and the presses)." }] }],
    },
  },
);
