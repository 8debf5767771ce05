import { afterEach, describe, expect, it } from "vitest";
import { BACKENDS } from "../db/backends.ts";
import { startProcessRig } from "./bot-process.ts";
import { customIds, playOneDecision, tableMessage, tableOf, testRng } from "./harness.ts";

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe.each(BACKENDS)("on %s", (backend) => {
  it("a SIGKILL in mid-match: the restarted bot restores the table, its old buttons work, its timer fires, and the match ends", async () => {
    const rig = await startProcessRig(backend);
    cleanup = () => rig.close();
    // The test reads the bot's database (a second connection) to know whose turn it is.
    const { emu, channel, db, service, driver, settled } = rig;
    const { alice, bob } = driver;

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
    await rig.crash();
    const committed = await tableOf(driver, id);
    expect(committed.seq).toBeGreaterThanOrEqual(before.seq);

    await rig.relaunch().ready;
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
