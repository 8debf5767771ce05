import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
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
      // A switch over a union names every member or says what the rest do (a default): a new action or event
      // type cannot slip through one unnoticed.
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // No import circles: each module's dependencies form a tree that can be read from the bottom up.
    files: ["src/**/*.ts", "bench/**/*.ts", "test/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".mts", ".js", ".mjs"] })],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".mts"] },
      "import-x/extensions": [".ts", ".mts", ".js", ".mjs"],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // The floors, bottom up: the engine; the games (which know nothing of Discord or the database); rendering, decks
    // and rankings; the database and the table service; the Discord layer; the commands; the interactions on top.
    files: ["src/**/*.ts"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/engine",
              from: "./src",
              except: ["./engine"],
              message: "The engine imports nothing outside it.",
            },
            {
              target: "./src/games",
              from: "./src",
              except: ["./games", "./engine", "./decks/format.ts"],
              message: "Games import only the engine and the deck format.",
            },
            {
              target: "./src/render",
              from: ["./src/db", "./src/tables", "./src/discord", "./src/commands", "./src/interactions", "./src/cli"],
              message: "Rendering draws views; it never reaches the database, the tables or a user interface.",
            },
            {
              target: "./src/db",
              from: ["./src/cli", "./src/discord", "./src/commands", "./src/interactions", "./src/tables"],
              message: "The database layer never calls up into the table service or a user interface.",
            },
            {
              target: "./src/tables",
              from: ["./src/cli", "./src/discord", "./src/commands", "./src/interactions"],
              message: "The table service knows no user interface.",
            },
            {
              target: "./src/web",
              from: ["./src/cli", "./src/discord", "./src/commands", "./src/interactions"],
              message:
                "The web pages are a user interface of their own: they never reach into Discord's or the terminal's.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.ts"],
    ignores: ["src/discord/**", "src/commands/**", "src/interactions/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "discord.js", message: "Only src/discord, src/commands and src/interactions talk to discord.js." },
          ],
        },
      ],
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
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(reply|editReply|followUp|update|respond)$/]",
          message:
            "Answer through src/discord/answer.ts (reply, editReply, followUp, update, suggest): it fits every message to Discord's limits.",
        },
      ],
    },
  },
  {
    // The entry points sit on top: interactions (the router, presses) over commands over the Discord layer.
    files: ["src/discord/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/commands/**", "**/interactions/**"],
              message: "The Discord layer never calls up into the commands or the interactions.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/commands/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/interactions/**"],
              message: "Commands never call up into the interactions (the router and the presses).",
            },
          ],
        },
      ],
    },
  },
);
