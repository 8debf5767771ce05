/** `npm start` with WEB_PORT: the league pages are served by the bot's own process; bad web settings stop it at once. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "../db/backends.ts";
import { startEmulator, type Emulator } from "../emulator/index.ts";
import { manager } from "../leagues/helpers.ts";
import { LeagueService } from "../../src/leagues/service.ts";
import { systemClock } from "../../src/tables/clock.ts";
import { e2eBackend } from "./harness.ts";
import { killed, startBotProcess, type BotProcess } from "./bot-process.ts";

let emu: Emulator | null = null;
let db: TestDatabase | null = null;
let bot: BotProcess | null = null;
afterEach(async () => {
  if (bot) {
    bot.child.kill("SIGKILL");
    await killed(bot.child);
  }
  await db?.cleanup();
  await emu?.close();
  [emu, db, bot] = [null, null, null];
});

describe("npm start with WEB_PORT", () => {
  it("serves a public league's pages from the bot's process, and the one 404 for anything else", async () => {
    emu = await startEmulator();
    emu.addGuild({ name: "Card room" });
    db = await testDatabase(e2eBackend());
    bot = startBotProcess(emu, db.env, { WEB_PORT: "0", PUBLIC_URL: "https://cards.example" });
    await bot.ready;
    const served = await emu.waitFor(async () => {
      const line = bot?.output
        .join("")
        .split("\n")
        .find((l) => l.includes('"msg":"web pages served"'));
      return line ? (JSON.parse(line) as { port: number; host: string; publicUrl: string }) : null;
    }, 60_000);
    expect(served).toMatchObject({ host: "127.0.0.1", publicUrl: "https://cards.example" });
    const leagues = new LeagueService((await db.open()).leagues, systemClock);
    const created = await leagues.create(
      {
        guildId: "g",
        game: "spymaster",
        name: "Open",
        locale: "en",
        adminRoleId: null,
        minGames: 1,
        decayDays: 0,
        reportHours: 48,
      },
      manager,
    );
    if (!created.ok) throw new Error(created.refusal.code);
    const shown = await leagues.settings(created.value, manager, { public: true });
    if (!shown.ok) throw new Error(shown.refusal.code);
    const site = `http://127.0.0.1:${served.port}`;
    const page = await fetch(`${site}/l/${shown.value.webId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<bdi>Open</bdi>");
    expect((await fetch(`${site}/l/${created.value.id}`)).status).toBe(404);
  });

  // No database is reached: once, in the SQLite run.
  it.skipIf(e2eBackend() === "postgres")(
    "refuses a WEB_PORT or PUBLIC_URL it cannot use, before reaching Discord",
    () => {
      for (const env of [{ WEB_PORT: "eighty" }, { PUBLIC_URL: "cards.example" }]) {
        const run = spawnSync(process.execPath, ["--import", "tsx", "src/start.ts"], {
          cwd: path.resolve(import.meta.dirname, "../.."),
          env: { ...process.env, DISCORD_TOKEN: "unused", DISCORD_API_BASE: "http://127.0.0.1:9", ...env },
          encoding: "utf8",
        });
        expect(run.status, JSON.stringify(env)).toBe(1);
        expect(run.stdout).toContain("web settings refused");
      }
    },
  );
});
