import { afterEach, describe, expect, it } from "vitest";
import { jsonLogger } from "../../src/log.ts";
import { systemClock } from "../../src/tables/clock.ts";
import { TableService } from "../../src/tables/service.ts";
import { BACKENDS, testDatabase } from "../db/backends.ts";
import { startEmulator, type EmuChannel } from "../emulator/index.ts";
import { killed, quiet, startBotProcess } from "./bot-process.ts";
import { customIds, playOneDecision, tableMessage, tableOf, testRng, type Driver } from "./harness.ts";

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe.each(BACKENDS)("on %s", (backend) => {
  it("a SIGKILL in mid-match: the restarted bot restores the table, its old buttons work, its timer fires, and the match ends", async () => {
    const emu = await startEmulator();
    const guild = emu.addGuild({ name: "Card room" });
    const channel = guild.channels[0] as EmuChannel;
    const alice = emu.addUser({ username: "alice" });
    const bob = emu.addUser({ username: "bob", locale: "ja" });
    const carol = emu.addUser({ username: "carol" });
    const db = await testDatabase(backend);
    let bot = startBotProcess(emu, db.env);
    cleanup = async () => {
      bot.child.kill("SIGKILL");
      await killed(bot.child);
      await db.cleanup();
      await emu.close();
    };
    await bot.ready;

    // The test reads the bot's database (a second connection) to know whose turn it is.
    const service = new TableService(
      (await db.open()).matches,
      systemClock,
      jsonLogger(() => undefined),
    );
    // The bot process has settled once every table message shows its table's latest change and requests have stopped.
    const settled = async (): Promise<void> => {
      await emu.waitFor(async () => (await service.staleBoards()).length === 0);
      await quiet(emu);
    };
    const driver: Driver = { emu, alice, bob, carol, bot: { ctx: { service, idle: settled } } };

    const opened = await emu.slash(alice, channel.id, "play", { game: "spymaster", timer: 15 });
    const id = /`([0-9a-z]+)`/.exec(opened.message?.content ?? "")?.[1] as string;
    await settled();
    await emu.press(bob, tableMessage(driver, await tableOf(driver, id)), `l:${id}:j`);
    await settled();
    await emu.press(alice, tableMessage(driver, await tableOf(driver, id)), `l:${id}:s`);
    await settled();
    const rng = testRng(5);
    for (let i = 0; i < 4; i++) await playOneDecision(driver, id, rng);

    // Kill the bot the moment a move has been answered, before its follow-ups can finish.
    const before = await tableOf(driver, id);
    const board = tableMessage(driver, before);
    const owing = service.owing(before)[0] as number;
    const mover = before.seats[owing]?.userId === alice.id ? alice : bob;
    const onTable = customIds(board).filter((c) => c.id.startsWith("c:"));
    if (onTable.length > 0) await emu.press(mover, board, (onTable[0] as { id: string }).id);
    else {
      const hand = await emu.press(mover, board, `h:${id}`);
      const choice = customIds(hand.message as never).find((c) => c.id.startsWith("c:") && !c.menu);
      if (choice) await emu.press(mover, hand.message as never, choice.id);
    }
    bot.child.kill("SIGKILL");
    await killed(bot.child);
    const committed = await tableOf(driver, id);
    expect(committed.seq).toBeGreaterThanOrEqual(before.seq);

    bot = startBotProcess(emu, db.env);
    await bot.ready;
    const note = await emu.waitForMessage(
      (m) => m.visibility.kind === "public" && m.content.includes(`\`${id}\``) && m.content.includes("restarted"),
    );
    expect(note.channelId).toBe(channel.id);
    // Whatever the crash left undrawn is drawn: the table message shows the last committed move.
    await emu.waitFor(async () => {
      const now = await service.get(id);
      return now !== null && now.boardVersion === now.version;
    });

    // The table message from before the crash still answers.
    const oldBoard = tableMessage(driver, await tableOf(driver, id));
    expect(oldBoard.id).toBe(board.id);
    const hand = await emu.press(alice, oldBoard, `h:${id}`);
    expect(hand.message?.attachments[0]?.filename).toBe("hand.png");

    // Nobody moves: the re-armed 15 s timer lets the bot decide for whoever owes the decision.
    const seqBefore = (await tableOf(driver, id)).seq;
    await emu.waitFor(async () => (await service.get(id))?.seq !== seqBefore);
    await settled();
    expect(await db.count(`intents where table_id = '${id}' and source = 'timeout'`)).toBe(1);

    for (let step = 0; step < 400 && (await tableOf(driver, id)).status === "playing"; step++)
      await playOneDecision(driver, id, rng);
    expect((await tableOf(driver, id)).status).toBe("finished");
    expect(emu.problems).toEqual([]);
  });
});
