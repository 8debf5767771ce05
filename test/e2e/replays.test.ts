/**
 * Replays and watching through the emulator: every game's replay steps show the images the table showed, a seat sees
 * its own hand only in its own matches, every hand only when every player agreed, the export follows the same rule,
 * and a watcher's private view follows the table (across a restart) without ever showing more than the table.
 */
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { t } from "../../src/discord/strings.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import { readReplayFile } from "../../src/tables/replay-file.ts";
import type { EmuUser, InteractionOutcome, RecordedMessage } from "../emulator/index.ts";
import {
  customIds,
  decideLikeBot,
  openWith,
  playLikeBots,
  privateReply,
  restartBot,
  startHarness,
  tableMessage,
  tableOf,
  testRng,
  type Harness,
} from "./harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

const hash = (data: Buffer): string => createHash("sha256").update(data).digest("hex");

/** The board images a message showed, oldest first, each once in a row. */
function imagesOf(message: RecordedMessage, prefix: string): string[] {
  const seen: string[] = [];
  for (const revision of message.revisions) {
    const image = revision.attachments.find((a) => a.filename.startsWith(prefix));
    const digest = image ? hash(image.data) : null;
    if (digest && seen.at(-1) !== digest) seen.push(digest);
  }
  return seen;
}

function replayImage(message: RecordedMessage): string {
  const image = message.attachments.find((a) => a.filename.startsWith("replay-"));
  if (!image) throw new Error(`no replay image on ${message.content}`);
  return hash(image.data);
}

/** Presses the replay button with this id, checked to be there and enabled. */
async function step(harness: Harness, user: EmuUser, reply: RecordedMessage, prefix: string): Promise<void> {
  const target = customIds(reply).find((c) => c.id.startsWith(prefix) && !c.disabled);
  if (!target) throw new Error(`no enabled ${prefix} on the replay`);
  const outcome = await harness.emu.press(user, reply, target.id);
  expect(outcome.type).toBe(7);
}

/** Opens the table's replay with /replay view; the private reply. */
async function openReplay(harness: Harness, user: EmuUser, id: string): Promise<RecordedMessage> {
  const opened = await harness.emu.slash(user, harness.channel.id, "replay view", { table: id });
  privateReply(opened, user);
  return opened.message as RecordedMessage;
}

/** Plays `moves` of alice's decisions like a bot, then concedes if the match is still on: a short, ended match. */
async function shortMatch(harness: Harness, game: string, bots: number, moves: number): Promise<string> {
  const table = await openWith(harness, game, [harness.alice], bots);
  const rng = testRng(7);
  for (let n = 0; n < moves; n++) {
    const now = await tableOf(harness, table.id);
    if (now.status !== "playing") break;
    if (!harness.bot.ctx.service.owing(now).includes(0)) break;
    await decideLikeBot(harness, table.id, harness.alice, rng);
  }
  if ((await tableOf(harness, table.id)).status === "playing") {
    await harness.emu.slash(harness.alice, harness.channel.id, "concede", {});
    await harness.bot.ctx.idle();
  }
  expect((await tableOf(harness, table.id)).status).toBe("finished");
  return table.id;
}

describe("replays", () => {
  it("steps through every game's replay: each image the table showed is a step, in order, and the last is the end", async () => {
    h = await startHarness();
    const harness = h;
    for (const kind of TABLE_KINDS.values()) {
      const bots = Math.max(1, kind.game.players.min - 1);
      const id = await shortMatch(harness, kind.game.id, kind.game.players.min === 1 ? 0 : bots, 3);
      const shown = imagesOf(tableMessage(harness, await tableOf(harness, id)), "table-");
      const reply = await openReplay(harness, harness.alice, id);
      const count = Number(/\/(\d+)/.exec(reply.content)?.[1]);
      expect(count, kind.game.id).toBeGreaterThan(1);
      const walked = [replayImage(reply)];
      for (let i = 1; i < count; i++) {
        await step(harness, harness.alice, reply, `v:${id}:${i}:p`);
        walked.push(replayImage(reply));
      }
      // Every picture the table showed is a step of the replay, in the same order; the table's last is the replay's.
      let at = 0;
      for (const image of walked) if (image === shown[at]) at++;
      expect(at, kind.game.id).toBe(shown.length);
      expect(walked.at(-1), kind.game.id).toBe(shown.at(-1));
      // First, Back, Last and the jump menu land where they say.
      await step(harness, harness.alice, reply, `v:${id}:f:p`);
      expect(replayImage(reply)).toBe(walked[0]);
      await step(harness, harness.alice, reply, `v:${id}:l:p`);
      expect(replayImage(reply)).toBe(walked.at(-1));
      await step(harness, harness.alice, reply, `v:${id}:${count - 2}:p`);
      expect(replayImage(reply)).toBe(walked.at(-2));
      const jump = await harness.emu.select(harness.alice, reply, `v:${id}:j:p`, ["0"]);
      expect(jump.type).toBe(7);
      expect(replayImage(reply)).toBe(walked[0]);
    }
    expect(harness.emu.problems).toEqual([]);
  }, 300_000);

  it("shows a seat its own hand in its own matches only, every hand once every player agreed, and exports the same", async () => {
    h = await startHarness();
    const harness = h;
    const { alice, bob, carol } = harness;
    const table = await openWith(harness, "spymaster", [alice, bob], 0);
    const rng = testRng(3);
    for (let n = 0; n < 4; n++) {
      const now = await tableOf(harness, table.id);
      const seat = harness.bot.ctx.service.owing(now)[0];
      const user = seat === 0 ? alice : bob;
      await decideLikeBot(harness, table.id, user, rng);
    }
    await harness.emu.slash(bob, harness.channel.id, "concede", {});
    await harness.bot.ctx.idle();
    const id = table.id;
    const ended = await tableOf(harness, id);
    expect(ended.status).toBe("finished");

    // Autocomplete finds it by game and by player, and nothing for a name that played nowhere.
    const byGame = await harness.emu.autocomplete(carol, harness.channel.id, "replay view", { table: "spy" }, "table");
    expect(byGame.choices?.map((c) => c.value)).toContain(id);
    const byPlayer = await harness.emu.autocomplete(
      carol,
      harness.channel.id,
      "replay view",
      { table: "bob" },
      "table",
    );
    expect(byPlayer.choices?.map((c) => c.value)).toContain(id);
    const none = await harness.emu.autocomplete(carol, harness.channel.id, "replay view", { table: "zzz" }, "table");
    expect(none.choices).toEqual([]);

    // Bob sees his own seat; carol, who did not play, may not, nor every hand before everyone agreed.
    const bobs = await openReplay(harness, bob, id);
    await step(harness, bob, bobs, `v:${id}:0:o`);
    expect(bobs.content).toContain(t("replay.lens-own", "ja"));
    const carols = await openReplay(harness, carol, id);
    expect(customIds(carols).some((c) => c.id.endsWith(":o") || c.id.endsWith(":a"))).toBe(false);
    const forged = await harness.emu.pressRaw(carol, carols, `v:${id}:0:o`);
    expect(privateReply(forged, carol)).toBe(t("replay.not-seated", "en", { id }));
    const early = await harness.emu.pressRaw(carol, carols, `v:${id}:0:a`);
    expect(privateReply(early, carol)).toBe(t("replay.not-agreed", "en"));
    const hidden = await exported(harness, carol, id);
    expect(hidden.header.handsShown).toBe(false);
    expect(hidden.steps.some((s) => s.seats !== undefined)).toBe(false);

    // Alice agrees, bob refuses: still hidden. Carol cannot answer for them.
    const ask = async (user: EmuUser): Promise<RecordedMessage> => {
      const outcome = await harness.emu.press(user, tableMessage(harness, ended), `u:${id}`);
      privateReply(outcome, user);
      return outcome.message as RecordedMessage;
    };
    const aliceAsk = await ask(alice);
    await harness.emu.press(alice, aliceAsk, `u:${id}:1`);
    const bobAsk = await ask(bob);
    await harness.emu.press(bob, bobAsk, `u:${id}:0`);
    expect(bobAsk.content).toContain(t("consent.refused", "ja", { count: 1 }));
    const stranger = await harness.emu.pressRaw(carol, tableMessage(harness, ended), `u:${id}`);
    // A refusal, with nothing to press.
    privateReply(stranger, carol);
    expect(stranger.message?.components ?? []).toEqual([]);
    expect((await harness.bot.ctx.replays.consent(ended)).all).toBe(false);
    const refused = await harness.emu.pressRaw(carol, carols, `v:${id}:0:a`);
    expect(privateReply(refused, carol)).toBe(t("replay.not-agreed", "en"));

    // Bob changes his mind: every hand is shown to anyone, in the replay and the export.
    await harness.emu.press(bob, bobAsk, `u:${id}:1`);
    expect(bobAsk.content).toBe(t("consent.all", "ja", { id }));
    const all = await openReplay(harness, carol, id);
    await step(harness, carol, all, `v:${id}:0:a`);
    expect(all.content).toContain(t("replay.lens-all", "en"));
    const shown = await exported(harness, carol, id);
    expect(shown.header.handsShown).toBe(true);
    expect(shown.steps.every((s) => s.seats?.length === 2)).toBe(true);
    expect(harness.emu.problems).toEqual([]);
  }, 300_000);
});

/** /replay export as `user`: the attached file, read back. */
async function exported(harness: Harness, user: EmuUser, id: string) {
  const outcome: InteractionOutcome = await harness.emu.slash(user, harness.channel.id, "replay export", { table: id });
  privateReply(outcome, user);
  const file = outcome.message?.attachments.find((a) => a.filename === `replay-${id}.json`);
  if (!file) throw new Error("no replay file");
  const read = readReplayFile(file.data.toString("utf8"));
  if (!read.ok) throw new Error(`the export does not read back: ${JSON.stringify(read.problem)}`);
  return read.file;
}

describe("watching", () => {
  it("a member's private view follows the table after every move, across a restart, and ends with its replay", async () => {
    h = await startHarness();
    const harness = h;
    const { alice, carol } = harness;
    const table = await openWith(harness, "world-gainer", [alice], 1);
    const id = table.id;
    const watched = await harness.emu.press(carol, tableMessage(harness, table), `e:${id}`);
    privateReply(watched, carol);
    const watch = watched.message as RecordedMessage;
    const sameAsTable = async (): Promise<void> => {
      const shown = imagesOf(tableMessage(harness, await tableOf(harness, id)), "table-").at(-1);
      const image = watch.attachments.find((a) => a.filename.startsWith("watch-"));
      expect(image && hash(image.data)).toBe(shown);
      expect(watch.attachments.some((a) => a.filename === `log-${id}.txt`)).toBe(true);
    };
    await sameAsTable();
    const rng = testRng(11);
    const before = watch.revisions.length;
    await decideLikeBot(harness, id, alice, rng);
    expect(watch.revisions.length).toBeGreaterThan(before);
    await sameAsTable();

    await restartBot(harness);
    const afterRestart = watch.revisions.length;
    await decideLikeBot(harness, id, alice, rng);
    expect(watch.revisions.length).toBeGreaterThan(afterRestart);
    await sameAsTable();

    await playLikeBots(harness, id, rng);
    await harness.bot.ctx.idle();
    expect((await tableOf(harness, id)).status).toBe("finished");
    expect(watch.content).toContain(t("watch.ended", "en", { game: "World Gainer", id }).slice(0, 10));
    expect(customIds(watch).map((c) => c.id)).toContain(`v:${id}:f:p`);
    expect(await harness.bot.ctx.store.watchersOf(id, 0)).toEqual([]);
    expect(harness.emu.problems).toEqual([]);
  }, 300_000);
});
