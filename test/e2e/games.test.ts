import { afterEach, describe, expect, it } from "vitest";
import { findHiddenCard } from "../../src/engine/testing.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import type { EmuUser } from "../emulator/index.ts";
import {
  customIds,
  decideLikeBot,
  openAndStart,
  phaseOf,
  playLikeBots,
  restartBot,
  startHarness,
  tableMessage,
  tableOf,
  testRng,
  userOfSeat,
  type Harness,
} from "./harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

/** Every card id the match holds, in any zone. */
function cardIds(table: TableRecord): Set<string> {
  const kind = TABLE_KINDS.get(table.kind);
  if (!kind || !table.match) throw new Error("no match");
  return new Set(Object.values(kind.game.zones(table.match.state)).flatMap((z) => z.cards));
}

/** Private replies (ephemeral, hand image attached) that `user` saw. */
function handReplies(harness: Harness, user: EmuUser): number {
  return harness.emu
    .visibleTo(user)
    .filter((r) => r.visibility.kind === "ephemeral" && r.attachments.some((a) => a.filename === "hand.png")).length;
}

async function playWhole(
  game: string,
  seats: "pair" | "solo",
  seed: number,
): Promise<{ harness: Harness; table: TableRecord }> {
  h = await startHarness();
  const harness = h;
  const started = await openAndStart(harness, game, undefined, seats);
  expect(started.status).toBe("playing");
  expect(started.seats).toHaveLength(seats === "solo" ? 1 : 2);
  const table = await playLikeBots(harness, started.id, testRng(seed), 3000);
  return { harness, table };
}

/** What every whole match through Discord must show, whatever the game. */
async function expectCleanMatch(harness: Harness, table: TableRecord, players: EmuUser[]): Promise<void> {
  expect(table.status).toBe("finished");
  expect(table.outcome?.winners.length).toBeGreaterThan(0);
  expect((await harness.bot.ctx.store.intentLog(table.id)).every((e) => e.source === "player")).toBe(true);
  const board = tableMessage(harness, table);
  expect(board.attachments.map((a) => a.filename)).toEqual([`table-${table.id}.png`]);
  expect(board.content).toMatch(/^-# /m);
  for (const user of players) expect(handReplies(harness, user)).toBeGreaterThan(0);
  // carol only watched: she saw the table, never anyone's private reply.
  expect(harness.emu.visibleTo(harness.carol).some((r) => r.visibility.kind === "ephemeral")).toBe(false);
  const ids = cardIds(table);
  for (const line of harness.logs) expect(findHiddenCard(line, ids), line).toBeNull();
  expect(harness.emu.problems).toEqual([]);
}

// A whole match through Discord takes seconds, but a long one (table seeds are random: Tomb Raider runs to about 190
// decisions) on a loaded machine, with the PostgreSQL server sharing its cores, can take over a minute.
describe("the other games, whole matches through Discord", () => {
  it("World Gainer: two users choose decks and play to the end with the private move walk", async () => {
    const { harness, table } = await playWhole("world-gainer", "pair", 21);
    await expectCleanMatch(harness, table, [harness.alice, harness.bob]);
  });

  it("Tomb Raider solo: one user and no bot seat reach the end", async () => {
    const { harness, table } = await playWhole("tomb-raider", "solo", 5);
    await expectCleanMatch(harness, table, [harness.alice]);
    expect(table.outcome?.winners).toEqual([0]);
  });

  it("Tomb Raider for two: obstacles are placed privately by the opponent, and the match ends", async () => {
    const { harness, table } = await playWhole("tomb-raider", "pair", 8);
    await expectCleanMatch(harness, table, [harness.alice, harness.bob]);
  });

  it("World Gainer: a restart in the middle of a move keeps the move, and the old payment buttons still work", async () => {
    h = await startHarness();
    const harness = h;
    const started = await openAndStart(harness, "world-gainer");
    const rng = testRng(4);
    for (let step = 0; step < 200 && phaseOf(await tableOf(harness, started.id)) !== "pay"; step++) {
      const table = await tableOf(harness, started.id);
      const seat = harness.bot.ctx.service.owing(table)[0] ?? 0;
      await decideLikeBot(harness, started.id, userOfSeat(harness, table, seat), rng);
    }
    const before = await tableOf(harness, started.id);
    expect(phaseOf(before)).toBe("pay");
    const paying = harness.bot.ctx.service.owing(before)[0] ?? 0;
    const payer = userOfSeat(harness, before, paying);
    const reply = (await harness.emu.press(payer, tableMessage(harness, before), `h:${started.id}`)).message;
    if (!reply) throw new Error("My hand gave no reply");
    const pay = customIds(reply).find(
      (c) => c.id.startsWith(`c:${started.id}:${harness.bot.ctx.service.token(before, paying)}:`) && !c.disabled,
    );
    if (!pay) throw new Error(`no payment offered: ${reply.content}`);

    await restartBot(harness);
    expect((await tableOf(harness, started.id)).seq).toBe(before.seq);
    await harness.emu.press(payer, reply, pay.id);
    await harness.bot.ctx.idle();
    const after = await tableOf(harness, started.id);
    expect(after.seq).toBeGreaterThan(before.seq);
    expect(phaseOf(after)).not.toBe("pay");
    // The reply now shows the next step; the old button sent again (a double click) is refused and changes nothing.
    expect(customIds(reply).map((c) => c.id)).not.toContain(pay.id);
    const again = await harness.emu.pressRaw(payer, reply, pay.id);
    expect(again.message?.visibility).toEqual({ kind: "ephemeral", userId: payer.id });
    expect((await tableOf(harness, started.id)).seq).toBe(after.seq);
    const done = await playLikeBots(harness, started.id, rng, 3000);
    await expectCleanMatch(harness, done, [harness.alice, harness.bob]);
  });
});
