/**
 * A crash at every kind of moment (issue 32): `npm start` is killed right after a move was acknowledged, just before
 * the table message's edit would land, and while a restarted bot restores its tables; each time it comes back on the
 * same database. No acknowledged move is lost, the channel never shows two messages for one table, and the table
 * plays on (World Gainer to its end; Spymaster, whose restart test plays to the end, and a 4-seat Survivor
 * table for a while).
 */
import { afterEach, describe, expect, it } from "vitest";
import type { TableRecord } from "../../src/db/store.ts";
import { BACKENDS } from "../db/backends.ts";
import type { EmuChannel, Emulator } from "../emulator/index.ts";
import { startProcessRig } from "./bot-process.ts";
import { customIds, playOneDecision, tableOf, testRng } from "./harness.ts";

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
  // Every kind of table on SQLite; on PostgreSQL the World Gainer table, the one once seen stalling after restarts
  // (the stores share the table service, whose commits and restores these crashes test): the suite stays short.
  for (const setup of TABLES.filter((t) => backend === "sqlite" || t.game === "world-gainer")) {
    it(`${setup.game}: killed after an acknowledgement, before a table edit and during restore, it loses nothing and plays on`, async () => {
      const rig = await startProcessRig(backend);
      cleanup = () => rig.close();
      const { emu, channel, service, driver, settled } = rig;
      const people = { alice: driver.alice, bob: driver.bob, carol: driver.carol };
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
        await rig.relaunch().ready;
      };
      const crashNow = (): Promise<void> => rig.crash();

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
          await restart();
        } else {
          await crashNow();
          acknowledged = await tableOf(driver, id);
          // The restarted bot dies on its first request to a channel: the restart note or a redraw.
          const restoring = emu.trapRequest((_method, route) => route.startsWith("/channels/"), crashNow);
          rig.relaunch();
          await restoring;
          await restart();
        }
        await settled();
        const now = await tableOf(driver, id);
        expect(now.seq, `${crash}: an acknowledged move was lost`).toBeGreaterThanOrEqual(acknowledged.seq);
        expect(tableMessages(emu, channel, id), `${crash}: messages showing the table`).toHaveLength(1);
        expect(now.boardVersion).toBe(now.version);
      }

      // To the end once (on SQLite): the stores share the service that restores and goes on.
      const toTheEnd = setup.toTheEnd && backend === "sqlite";
      const steps = toTheEnd ? 1000 : 20;
      for (let step = 0; step < steps && (await playing()); step++) await decide();
      if (toTheEnd) expect((await tableOf(driver, id)).status).toBe("finished");
      await settled();
      expect(emu.problems).toEqual([]);
    });
  }
});
