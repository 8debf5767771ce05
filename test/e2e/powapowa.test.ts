/** Powapowa through Discord: three seats (two people, one bot), fights walked one step per press, a restart mid-fight. */
import { afterEach, describe, expect, it } from "vitest";
import { findHiddenCard, hiddenCards } from "../../src/engine/testing.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { powapowaGame } from "../../src/games/powapowa/game.ts";
import type { PowapowaState } from "../../src/games/powapowa/state.ts";
import type { EmuUser } from "../emulator/index.ts";
import {
  channelPosts,
  decideLikeBot,
  openWith,
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

const openPowapowa = (
  harness: Harness,
  users: EmuUser[],
  bots: number,
  settings: Record<string, string> = {},
): Promise<TableRecord> => openWith(harness, "powapowa", users, bots, settings);

const stateOf = (table: TableRecord): PowapowaState => table.match?.state as PowapowaState;

/** Each person makes the decision the game's bot would make in their seat, until `until` holds or the match ends. */
async function playUntil(
  harness: Harness,
  id: string,
  until: (t: TableRecord) => boolean,
  limit: number,
  seed: number,
): Promise<TableRecord> {
  const rng = testRng(seed);
  for (let step = 0; step < limit; step++) {
    const table = await tableOf(harness, id);
    if (table.status !== "playing" || until(table)) break;
    const seat = harness.bot.ctx.service.owing(table)[0];
    if (seat === undefined) throw new Error("nobody owes a decision");
    await decideLikeBot(harness, id, userOfSeat(harness, table, seat), rng);
  }
  return await tableOf(harness, id);
}

/** No public message and no log line names a card hidden from the spectator at the end of the match. */
function expectNoPublicLeak(harness: Harness, table: TableRecord): void {
  const hidden = hiddenCards(powapowaGame, stateOf(table), "spectator");
  for (const message of channelPosts(harness, harness.channel.id))
    expect(findHiddenCard(message.content, hidden), message.content).toBeNull();
  for (const line of harness.logs) expect(findHiddenCard(line, hidden), line).toBeNull();
}

describe("Powapowa in Discord", () => {
  it("a 3-seat table (two users, one bot) plays to the end, with a restart in the middle of a fight", async () => {
    h = await startHarness();
    const harness = h;
    // Play until a fight is past its declaration and waits on one of the people. Each table has a fresh seed, and a
    // match may end without such a fight: then the same two people open another table.
    const people = (t: TableRecord): boolean => {
      const fight = stateOf(t).fight;
      if (!fight || fight.step === "attack") return false;
      return harness.bot.ctx.service.owing(t).some((s) => !t.seats[s]?.bot);
    };
    let mid: TableRecord | null = null;
    let started: TableRecord | null = null;
    for (let attempt = 0; attempt < 8 && !mid; attempt++) {
      started = await openPowapowa(harness, [harness.alice, harness.bob], 1);
      expect(started.status).toBe("playing");
      expect(started.seats.map((s) => s.bot)).toEqual([false, false, true]);
      const reached = await playUntil(harness, started.id, people, 3000, 21 + attempt);
      if (people(reached)) mid = reached;
    }
    if (!mid || !started) throw new Error("no fight reached in 8 tables");
    const fight = stateOf(mid).fight;
    if (!fight) throw new Error("no fight");
    // The board shows the fight; the face-down cards are counted, never named.
    const board = tableMessage(harness, mid);
    expect(board.attachments.map((a) => a.filename)).toEqual([`table-${mid.id}.png`]);
    // Face-down cards are counted for the other breeders, never shown.
    const attackerSeat = Number(fight.attacker.split(":")[0]);
    const down = stateOf(mid).zones[`facedown${attackerSeat}`]?.cards ?? [];
    for (const seat of [0, 1, 2].filter((s) => s !== attackerSeat)) {
      const seen = harness.bot.ctx.service.view(mid, seat)?.table as
        { seats: { facedown: { count: number; cards: string[] | null } }[] } | undefined;
      expect(seen?.seats[attackerSeat]?.facedown).toEqual({ count: down.length, cards: null });
    }
    const texts = JSON.stringify([board.content, board.embeds]);
    expect(findHiddenCard(texts, new Set(down))).toBeNull();

    await restartBot(harness);
    const resumed = await tableOf(harness, started.id);
    expect(resumed.match).toEqual(mid.match);
    const table = await playUntil(harness, started.id, () => false, 4000, 22);
    expect(table.status).toBe("finished");
    expect(["contest", "last-breeder"]).toContain(table.outcome?.reason);
    expectNoPublicLeak(harness, table);
    // carol only watched: she never saw a private reply.
    expect(harness.emu.visibleTo(harness.carol).some((r) => r.visibility.kind === "ephemeral")).toBe(false);
    expect(harness.emu.problems).toEqual([]);
  });

  it("opens a table with two nekomimi each from /play's setting", async () => {
    h = await startHarness();
    const harness = h;
    const started = await openPowapowa(harness, [harness.alice], 1, { nekomimi: "2" });
    expect(stateOf(started).options.nekomimi).toBe(2);
    expect(stateOf(started).zones.cradle0?.cards).toHaveLength(2);
  });
});
