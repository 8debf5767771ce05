/**
 * A crash at every kind of moment (issue 32): `npm start` is killed right after a move was acknowledged, just before
 * the table message's edit would land, and while a restarted bot restores its tables; each time it comes back on the
 * same database. No acknowledged move is lost, the channel never shows two messages for one table, and the table
 * plays on (World Gainer to its end; Spymaster, whose restart test plays to the end, and a 4-seat Survivor
 * table for a while).
 */
import { afterEach, describe, expect, it } from "vitest";
import { jsonLogger } from "../../src/log.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { systemClock } from "../../src/tables/clock.ts";
import { TableService } from "../../src/tables/service.ts";
import { BACKENDS, testDatabase } from "../db/backends.ts";
import { startEmulator, type EmuChannel, type Emulator } from "../emulator/index.ts";
import { killed, quiet, startBotProcess } from "./bot-process.ts";
import { customIds, playOneDecision, tableOf, testRng, type Driver } from "./harness.ts";

type Crash = "after the acknowledgement" | "before the table edit" | "during restore";
const CRASHES: Crash[] = ["after the acknowledgement", "before the table edit", "during restore"];

const TABLES = [
  { game: "spymaster", guests: ["bob"], bots: 0, toTheEnd: false },
  { game: "world-gainer", guests: ["bob"], bots: 0, toTheEnd: true },
  { game: "survivor", guests: ["bob", "carol"], bots: 1, toTheEnd: false },
] as const;

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/** The messages of the channel that show the table (its buttons name it), not deleted. */
function tableMessages(emu: Emulator, channel: EmuChannel, id: string) {
  return emu.messages.filter(
    (m) =>
      !m.deleted &&
      m.channelId === channel.id &&
      customIds(m).some((c) => c.id === `h:${id}` || c.id.startsWith(`l:${id}:`)),
  );
}

describe.each(BACKENDS)("crashes at every kind of moment, on %s", (backend) => {
  for (const setup of TABLES) {
    it(`${setup.game}: killed after an acknowledgement, before a table edit and during restore, it loses nothing and plays on`, async () => {
      const emu = await startEmulator();
      const channel = emu.addGuild({ name: "Card room" }).channels[0] as EmuChannel;
      const people = {
        alice: emu.addUser({ username: "alice" }),
        bob: emu.addUser({ username: "bob", locale: "ja" }),
        carol: emu.addUser({ username: "carol" }),
      };
      const db = await testDatabase(backend);
      let bot = startBotProcess(emu, db.env);
      cleanup = async () => {
        bot.child.kill("SIGKILL");
        await killed(bot.child);
        await db.cleanup();
        await emu.close();
      };
      await bot.ready;
      const service = new TableService(
        (await db.open()).matches,
        systemClock,
        jsonLogger(() => undefined),
      );
      const settled = async (): Promise<void> => {
        await emu.waitFor(async () => (await service.staleBoards()).length === 0);
        await quiet(emu);
      };
      const driver: Driver = { emu, ...people, bot: { ctx: { service, idle: settled } } };
      const rng = testRng(setup.game.length);

      const opened = await emu.slash(people.alice, channel.id, "play", { game: setup.game });
      const id = /`([0-9a-z]+)`/.exec(opened.message?.content ?? "")?.[1] as string;
      await settled();
      const lobby = (): ReturnType<typeof tableMessages>[number] =>
        tableMessages(emu, channel, id)[0] as ReturnType<typeof tableMessages>[number];
      for (const guest of setup.guests) {
        await emu.press(people[guest], lobby(), `l:${id}:j`);
        await settled();
      }
      for (let i = 0; i < setup.bots; i++) {
        await emu.press(people.alice, lobby(), `l:${id}:b`);
        await settled();
      }
      await emu.press(people.alice, lobby(), `l:${id}:s`);
      await settled();

      const playing = async (): Promise<boolean> => (await tableOf(driver, id)).status === "playing";
      /** One person's decision, once the bots (played by the bot process) have made theirs. */
      const decide = async (): Promise<void> => {
        const table = await emu.waitFor(async () => {
          const now = await tableOf(driver, id);
          return (now.status !== "playing" || service.owing(now).length > 0) && now;
        });
        if (table.status === "playing") await playOneDecision(driver, id, rng);
      };
      const restart = async (): Promise<void> => {
        bot = startBotProcess(emu, db.env);
        await bot.ready;
      };
      const crashNow = async (): Promise<void> => {
        bot.child.kill("SIGKILL");
        await killed(bot.child);
      };

      let acknowledged: TableRecord = await tableOf(driver, id);
      for (const crash of CRASHES) {
        for (let i = 0; i < 3 && (await playing()); i++) await decide();
        if (!(await playing())) break;
        if (crash === "after the acknowledgement") {
          await decide();
          acknowledged = await tableOf(driver, id);
          await crashNow();
          await restart();
        } else if (crash === "before the table edit") {
          const edit = emu.trapRequest(
            (method, route) => method === "PATCH" && route === "/channels/:channelId/messages/:messageId",
            crashNow,
          );
          // Moves until one needs the table message edited (a press on the message itself may redraw it in its answer).
          for (let i = 0; i < 20 && (await playing()); i++) {
            const moved = decide().catch(() => undefined);
            if ((await Promise.race([edit.then(() => "edit"), moved.then(() => "moved")])) === "edit") break;
          }
          await edit;
          acknowledged = await tableOf(driver, id);
          await killed(bot.child);
          await restart();
        } else {
          await crashNow();
          acknowledged = await tableOf(driver, id);
          // The restarted bot dies on its first request to a channel: the restart note or a redraw.
          const restoring = emu.trapRequest((_method, route) => route.startsWith("/channels/"), crashNow);
          bot = startBotProcess(emu, db.env);
          await restoring;
          await killed(bot.child);
          await restart();
        }
        await settled();
        const now = await tableOf(driver, id);
        expect(now.seq, `${crash}: an acknowledged move was lost`).toBeGreaterThanOrEqual(acknowledged.seq);
        expect(tableMessages(emu, channel, id), `${crash}: messages showing the table`).toHaveLength(1);
        expect(now.boardVersion).toBe(now.version);
      }

      const steps = setup.toTheEnd ? 1000 : 20;
      for (let step = 0; step < steps && (await playing()); step++) await decide();
      if (setup.toTheEnd) expect((await tableOf(driver, id)).status).toBe("finished");
      await settled();
      expect(emu.problems).toEqual([]);
    });
  }
});
