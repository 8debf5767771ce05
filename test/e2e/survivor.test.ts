/** Survivor through Discord: more than two seats, simultaneous plans and picks, bots in the other seats. */
import { afterEach, describe, expect, it } from "vitest";
import { LOCALES } from "../../src/engine/index.ts";
import { findHiddenCard, hiddenCards } from "../../src/engine/testing.ts";
import { cardName } from "../../src/games/survivor/words.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { survivorGame } from "../../src/games/survivor/game.ts";
import type { SurvivorState } from "../../src/games/survivor/state.ts";
import type { EmuUser } from "../emulator/index.ts";
import {
  channelPosts,
  customIds,
  decideLikeBot,
  openWith,
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

const openSurvivor = (
  harness: Harness,
  users: EmuUser[],
  bots: number,
  settings: Record<string, string> = {},
): Promise<TableRecord> => openWith(harness, "survivor", users, bots, settings);

/**
 * No public message the bot posted names a card hidden from everyone but its holder at the end of the match; no
 * message anyone saw, in any revision, names the challenge removed unseen at set-up (its name is unique, so this is a
 * real check of every text, embed, button and alt text); no log line names a hidden card.
 */
function expectNoPublicLeak(harness: Harness, table: TableRecord): void {
  const state = table.match?.state as SurvivorState;
  const hidden = hiddenCards(survivorGame, state, "spectator");
  for (const message of channelPosts(harness, harness.channel.id)) {
    expect(findHiddenCard(message.content, hidden), message.content).toBeNull();
  }
  const removed = state.zones.removed?.cards[0] ?? "";
  const names = LOCALES.map((l) => cardName(removed, l));
  const texts = harness.emu.messages.flatMap((m) =>
    m.revisions.map((r) => JSON.stringify([r.content, r.embeds, r.components, r.attachments])),
  );
  // The texts are read for real: a challenge that was played is named in them.
  const played = state.zones.used?.cards[0] ?? state.zones.challenges?.cards[0] ?? "";
  expect(texts.some((text) => text.includes(cardName(played, "en")))).toBe(true);
  for (const text of texts)
    for (const name of names) expect(text.includes(name), `${name} in ${text.slice(0, 200)}`).toBe(false);
  for (const line of harness.logs) expect(findHiddenCard(line, hidden), line).toBeNull();
}

describe("Survivor in Discord", () => {
  it("a 4-seat table (two users, two bots) plays to the end", async () => {
    h = await startHarness();
    const harness = h;
    const started = await openSurvivor(harness, [harness.alice, harness.bob], 2);
    expect(started.status).toBe("playing");
    expect(started.seats.map((s) => s.bot)).toEqual([false, false, true, true]);
    const table = await playLikeBots(harness, started.id, testRng(11), 3000);
    expect(table.status).toBe("finished");
    expect(table.outcome?.reason).toBe("last-standing");
    expect(tableMessage(harness, table).attachments.map((a) => a.filename)).toEqual([`table-${table.id}.png`]);
    // carol only watched: she never saw a private reply.
    expect(harness.emu.visibleTo(harness.carol).some((r) => r.visibility.kind === "ephemeral")).toBe(false);
    expectNoPublicLeak(harness, table);
    expect(harness.emu.problems).toEqual([]);
  });

  it("a 6-seat table of bots with one user, 40-card decks, plays to the end", async () => {
    h = await startHarness();
    const harness = h;
    const started = await openSurvivor(harness, [harness.alice], 5, { "deck-size": "40" });
    expect(started.seats).toHaveLength(6);
    expect((started.match?.state as SurvivorState).options.deckSize).toBe(40);
    const table = await playLikeBots(harness, started.id, testRng(12), 3000);
    expect(table.status).toBe("finished");
    expectNoPublicLeak(harness, table);
    expect(harness.emu.problems).toEqual([]);
  });

  it("refuses a setting another game does not have", async () => {
    h = await startHarness();
    const harness = h;
    const opened = await harness.emu.slash(harness.alice, harness.channel.id, "play", {
      game: "spymaster",
      "deck-size": "40",
    });
    expect(opened.message?.content).toContain("no setting called deck-size");
    const badList = await harness.emu.slash(harness.alice, harness.channel.id, "play", {
      game: "survivor",
      challenges: "Log Walk, Bungee Jump",
    });
    expect(badList.message?.content).toContain("There is no challenge Bungee Jump in this set.");
    const listed = await harness.emu.slash(harness.alice, harness.channel.id, "play", {
      game: "survivor",
      challenges: "Log Walk, Reef Swim",
    });
    const id = /`([0-9a-z]+)`/.exec(listed.message?.content ?? "")?.[1] ?? "";
    await harness.bot.ctx.idle();
    expect(tableMessage(harness, await tableOf(harness, id)).embeds[0]?.description).toContain(
      "Challenges: Log Walk, Reef Swim",
    );
  });

  it("a card placed in a plan and taken back leaves the table message, its deadline and everyone else's buttons as they were", async () => {
    h = await startHarness();
    const harness = h;
    const { service } = harness.bot.ctx;
    let started = await openSurvivor(harness, [harness.alice, harness.bob], 0);
    const rng = testRng(15);
    // Each table is dealt afresh: play on to a feeding step at which alice holds a card she may place (a match that
    // ends before one comes is followed by a new table).
    const mayPlace = (table: Awaited<ReturnType<typeof tableOf>>): boolean =>
      phaseOf(table) === "feed" &&
      service.owing(table).includes(0) &&
      service.legal(table, 0).some((a) => (a as { type: string }).type === "place");
    for (let step = 0; step < 400 && !mayPlace(await tableOf(harness, started.id)); step++) {
      const table = await tableOf(harness, started.id);
      const seat = service.owing(table)[0];
      if (table.status !== "playing" || seat === undefined)
        started = await openSurvivor(harness, [harness.alice, harness.bob], 0);
      else await decideLikeBot(harness, started.id, userOfSeat(harness, table, seat), rng);
    }
    const feeding = await tableOf(harness, started.id);
    expect(mayPlace(feeding)).toBe(true);
    expect(service.owing(feeding)).toEqual([0, 1]);
    await harness.bot.ctx.idle();
    const board = tableMessage(harness, feeding);
    const revisions = board.revisions.length;
    const others = [service.token(feeding, 1), service.token(feeding, "spectator")];
    // Alice places a card on a castaway, then takes it back, in her private reply.
    const reply = (await harness.emu.press(harness.alice, board, `h:${started.id}`)).message;
    if (!reply) throw new Error("no private reply");
    // A deal offers the plan as a menu, or (few cards, few castaways) as buttons: place the first card either way.
    const menu = customIds(reply).find((c) => c.menu && !c.disabled);
    const offered = service
      .kindOf(feeding)
      .controls(
        service.view(feeding, 0) as NonNullable<ReturnType<typeof service.view>>,
        service.legal(feeding, 0),
        "en",
      ).controls;
    const placeButton = offered.findIndex(
      (c) => c.type === "button" && (c.action as { type: string }).type === "place",
    );
    const placing = menu
      ? harness.emu.select(harness.alice, reply, menu.id, [menu.values[0] as string])
      : harness.emu.press(harness.alice, reply, `c:${started.id}:${service.token(feeding, 0)}:${placeButton}`);
    const placed = (await placing).message ?? reply;
    await harness.bot.ctx.idle();
    const planned = await tableOf(harness, started.id);
    expect(planned.seq).toBe(feeding.seq + 1);
    const view = service.view(planned, 0);
    if (!view) throw new Error("no view");
    const controls = service.kindOf(planned).controls(view, service.legal(planned, 0), "en").controls;
    const takeBack = controls.findIndex(
      (c) => c.type === "button" && (c.action as { type: string }).type === "unplace",
    );
    expect(takeBack).toBeGreaterThanOrEqual(0);
    await harness.emu.press(harness.alice, placed, `c:${started.id}:${service.token(planned, 0)}:${takeBack}`);
    await harness.bot.ctx.idle();
    const after = await tableOf(harness, started.id);
    expect(after.seq).toBe(feeding.seq + 2);
    expect(after.deadline).toBe(feeding.deadline);
    expect([service.token(after, 1), service.token(after, "spectator")]).toEqual(others);
    expect(tableMessage(harness, after).revisions).toHaveLength(revisions);
    expect(harness.emu.problems).toEqual([]);
  });

  it("keeps a plan's buttons working while another player builds theirs (a drafting step takes presses in any order)", async () => {
    h = await startHarness();
    const harness = h;
    const started = await openSurvivor(harness, [harness.alice, harness.bob], 0);
    const rng = testRng(14);
    for (let step = 0; step < 50 && phaseOf(await tableOf(harness, started.id)) !== "feed"; step++) {
      const table = await tableOf(harness, started.id);
      await decideLikeBot(
        harness,
        started.id,
        userOfSeat(harness, table, harness.bot.ctx.service.owing(table)[0] ?? 0),
        rng,
      );
    }
    const feeding = await tableOf(harness, started.id);
    expect(harness.bot.ctx.service.owing(feeding)).toEqual([0, 1]);
    // Alice opens her reply; then Bob confirms his plan, which moves the match on.
    const reply = (await harness.emu.press(harness.alice, tableMessage(harness, feeding), `h:${started.id}`)).message;
    if (!reply) throw new Error("My hand gave no reply");
    await decideLikeBot(harness, started.id, harness.bob, rng);
    while (
      harness.bot.ctx.service.owing(await tableOf(harness, started.id)).includes(1) &&
      phaseOf(await tableOf(harness, started.id)) === "feed"
    ) {
      await decideLikeBot(harness, started.id, harness.bob, rng);
    }
    expect((await tableOf(harness, started.id)).seq).toBeGreaterThan(feeding.seq);
    // Alice's older reply still confirms her plan.
    const confirm = customIds(reply).find((c) => !c.menu && c.id.startsWith(`c:${started.id}:`) && !c.disabled);
    if (!confirm) throw new Error("no button in the reply");
    const pressed = await harness.emu.press(harness.alice, reply, confirm.id);
    await harness.bot.ctx.idle();
    expect(pressed.message?.content ?? "").not.toContain("earlier moment");
    expect(phaseOf(await tableOf(harness, started.id))).toBe("ally");
    expect(harness.emu.problems).toEqual([]);
  });

  it("passes every window for a player who asked it to, from the button in their reply, until they turn it off", async () => {
    h = await startHarness();
    const harness = h;
    const started = await openSurvivor(harness, [harness.alice, harness.bob], 0);
    const rng = testRng(15);
    const aliceInWindow = (t: TableRecord): boolean =>
      harness.bot.ctx.service.owing(t).includes(0) && harness.bot.ctx.service.isPassWindow(t, 0);
    for (let step = 0; step < 300 && !aliceInWindow(await tableOf(harness, started.id)); step++) {
      const table = await tableOf(harness, started.id);
      await decideLikeBot(
        harness,
        started.id,
        userOfSeat(harness, table, harness.bot.ctx.service.owing(table)[0] ?? 0),
        rng,
      );
    }
    const window = await tableOf(harness, started.id);
    expect(aliceInWindow(window)).toBe(true);
    const reply = (await harness.emu.press(harness.alice, tableMessage(harness, window), `h:${started.id}`)).message;
    if (!reply) throw new Error("My hand gave no reply");
    const turnedOn = await harness.emu.press(harness.alice, reply, `w:${started.id}:1`);
    await harness.bot.ctx.idle();
    expect(turnedOn.message?.content).toContain("passed for you");
    expect((await tableOf(harness, started.id)).seats[0]?.autoPass).toBe(true);
    expect((await harness.bot.ctx.store.intentLog(started.id)).at(-1)).toMatchObject({
      seat: 0,
      source: "auto-pass",
      action: { type: "pass" },
    });
    // Alice is never asked in a window again; the other decisions still come to her.
    for (let step = 0; step < 200 && (await tableOf(harness, started.id)).status === "playing"; step++) {
      const table = await tableOf(harness, started.id);
      expect(aliceInWindow(table)).toBe(false);
      await decideLikeBot(
        harness,
        started.id,
        userOfSeat(harness, table, harness.bot.ctx.service.owing(table)[0] ?? 0),
        rng,
      );
    }
    const log = await harness.bot.ctx.store.intentLog(started.id);
    expect(log.filter((e) => e.seat === 0 && e.source === "player").length).toBeGreaterThan(0);
    expect(log.filter((e) => e.source === "auto-pass").length).toBeGreaterThan(3);
    expect(harness.emu.problems).toEqual([]);
  });

  it("keeps a pick made before a restart, and the other player's pick still completes the step", async () => {
    h = await startHarness();
    const harness = h;
    const started = await openSurvivor(harness, [harness.alice, harness.bob], 0);
    const rng = testRng(13);
    const bothPicking = (t: TableRecord): boolean =>
      phaseOf(t) === "enter" && harness.bot.ctx.service.owing(t).length === 2;
    for (let step = 0; step < 600 && !bothPicking(await tableOf(harness, started.id)); step++) {
      const table = await tableOf(harness, started.id);
      const seat = harness.bot.ctx.service.owing(table)[0] ?? 0;
      await decideLikeBot(harness, started.id, userOfSeat(harness, table, seat), rng);
    }
    const before = await tableOf(harness, started.id);
    expect(bothPicking(before)).toBe(true);
    await decideLikeBot(harness, started.id, harness.alice, rng);
    const answered = await tableOf(harness, started.id);
    const alicePick = answered.match?.pending.find((p) => p.seat === 0)?.action as { castaways: string[] } | undefined;
    expect(alicePick?.castaways.length).toBeGreaterThan(0);
    await restartBot(harness);
    const resumed = await tableOf(harness, started.id);
    expect(resumed.match?.pending).toEqual(answered.match?.pending);
    expect(harness.bot.ctx.service.owing(resumed)).toEqual([1]);
    await decideLikeBot(harness, started.id, harness.bob, rng);
    const after = await tableOf(harness, started.id);
    expect(phaseOf(after)).not.toBe("enter");
    expect([...((after.match?.state as SurvivorState).entered[0] ?? [])].sort()).toEqual(
      [...(alicePick?.castaways ?? [])].sort(),
    );
    expect(harness.emu.problems).toEqual([]);
  });
});
