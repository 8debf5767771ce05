import { defineConfig } from "vitest/config";

/** The e2e tests that pick their stores themselves (both, each test) rather than follow E2E_STORE. */
const BOTH_STORES = [
  "test/e2e/restart.test.ts",
  "test/e2e/crash-points.test.ts",
  "test/e2e/event-crashes.test.ts",
  "test/e2e/shards.test.ts",
];

export default defineConfig({
  test: {
    // Limits end only what would never finish: a whole table through Discord can take minutes on a loaded machine
    // (every wait in a test is for a condition, never for a time).
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: "forks",
    // vitest's default is one worker fewer than the cores: one, on a 2-core machine, while the e2e tests spend
    // much of their time waiting on the bot's processes and timers.
    maxWorkers: 2,
    globalSetup: ["test/pg/global-setup.ts"],
    projects: [
      { extends: true, test: { name: "sqlite", include: ["test/**/*.test.ts"] } },
      // The same bot through Discord again, on PostgreSQL: every e2e test runs against both stores.
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["test/e2e/**/*.test.ts"],
          exclude: BOTH_STORES,
          env: { E2E_STORE: "postgres" },
        },
      },
    ],
  },
});
