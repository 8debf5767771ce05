import { afterEach, describe, expect, it } from "vitest";
import { LOCALES, type Viewer } from "../../src/engine/index.ts";
import { hiddenCards } from "../../src/engine/testing.ts";
import { deckOf, type Variant } from "../../src/games/spymaster/cards.ts";
import { spymasterGame } from "../../src/games/spymaster/index.ts";
import { DECKS as SURVIVOR_DECKS } from "../../src/games/survivor/cards.ts";
import { survivorDeck } from "../../src/games/survivor/deck.ts";
import type { SpymasterState } from "../../src/games/spymaster/state.ts";
import { cardName } from "../../src/games/spymaster/words.ts";
import type { EmuUser, SeenRevision } from "../emulator/index.ts";
import {
  openAndStart,
  playOneDecision,
  privateReply,
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

/**
 * Card names that name exactly one physical card (Spymaster's numbered spies); a name shared by copies says
 * nothing by itself. MindMaster names no number, so its hidden-card check rests on the presenter's permutation
 * tests (test/discord/presenter*.test.ts); here it still checks images, their audience and the logs.
 */
function uniqueNames(variant: Variant): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const { id } of deckOf(variant)) {
    const name = cardName(id, "en");
    byName.set(name, [...(byName.get(name) ?? []), id]);
  }
  const out = new Map<string, string[]>();
  for (const [, ids] of byName) {
    const id = ids[0] as string;
    if (ids.length === 1)
      out.set(
        id,
        LOCALES.map((l) => cardName(id, l)),
      );
  }
  return out;
}

/**
 * Everything a revision shows as text: content, embeds, component labels and values, attachment names and alt text.
 * Log lines (`-# `) the user was shown before are left out: the table's log repeats what everyone saw happen, and a
 * card once revealed and since shuffled away may still be named there. A new line is checked like the rest.
 */
function textOf(r: SeenRevision, history: ReadonlySet<string>): string {
  return [
    r.content
      .split("\n")
      .filter((line) => !history.has(line))
      .join("\n"),
    JSON.stringify(r.embeds),
    JSON.stringify(r.components),
    ...r.attachments.map((a) => `${a.filename} ${a.description ?? ""}`),
  ].join("\n");
}

function mentions(text: string, name: string): boolean {
  // "Spy 3" but not "Spy 31"; Japanese names carry no spaces, the same rule holds.
  return new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![0-9])`).test(text);
}

describe("nothing hidden reaches the wrong eyes", () => {
  for (const variant of ["spymaster", "mindmaster"] as const) {
    it(`${variant}: every message, image and alt text each user could see names only cards they could see`, async () => {
      h = await startHarness();
      const harness = h;
      const table = await openAndStart(h, variant);
      const names = uniqueNames(variant);
      const allIds = deckOf(variant).map((c) => c.id);
      const viewers: [EmuUser, Viewer][] = [
        [h.alice, table.seats.findIndex((s) => s.userId === h?.alice.id)],
        [h.bob, table.seats.findIndex((s) => s.userId === h?.bob.id)],
        [h.carol, "spectator"],
      ];
      // Revisions already scanned, per user: an edit of an older message is new even though its message is not.
      const seen = new Map(viewers.map(([u]) => [u.id, new Set<string>()]));
      const history = new Map(viewers.map(([u]) => [u.id, new Set<string>()]));
      const hiddenNow = async (viewer: Viewer): Promise<Set<string>> =>
        hiddenCards(spymasterGame, (await tableOf(harness, table.id)).match?.state as SpymasterState, viewer);
      // Carol watches from the start: her private view follows the table and is scanned like the rest.
      privateReply(await harness.emu.press(h.carol, tableMessage(harness, table), `e:${table.id}`), h.carol);
      const rng = testRng(11);
      let checked = 0;
      /** Scans a revision one user saw against the cards hidden from them at that moment. */
      const scan = (user: EmuUser, r: SeenRevision, hidden: readonly string[]): void => {
        const shownBefore = history.get(user.id) as Set<string>;
        const files = r.attachments
          .filter((a) => a.filename.endsWith(".txt"))
          .flatMap((a) => a.data.toString("utf8").split("\n"))
          .filter((line) => !shownBefore.has(`-# ${line}`));
        const text = [textOf(r, shownBefore), ...files].join("\n");
        for (const card of hidden) {
          for (const name of names.get(card) ?? []) {
            expect(mentions(text, name), `${user.username} saw ${name} (${card}) in ${JSON.stringify(text)}`).toBe(
              false,
            );
          }
        }
        for (const line of r.content.split("\n")) if (line.startsWith("-# ")) shownBefore.add(line);
        for (const a of r.attachments) {
          // Public images are the spectator's table; a hand image only ever goes to its owner, a watch or replay
          // image (the spectator's table again) and a watch's log only to the one who asked.
          if (r.visibility.kind === "public") expect(a.filename).toBe(`table-${table.id}.png`);
          else
            expect(
              r.visibility.kind === "ephemeral" &&
                r.visibility.userId === user.id &&
                /^(hand\.png|watch-\w+\.png|log-\w+\.txt|replay-\w+-\d+\.png)$/.test(a.filename),
            ).toBe(true);
        }
        checked++;
      };
      for (let step = 0; step < 500 && (await tableOf(h, table.id)).status === "playing"; step++) {
        const before = new Map<string, Set<string>>();
        for (const [u, v] of viewers) before.set(u.id, await hiddenNow(v));
        await playOneDecision(h, table.id, rng);
        for (const [user, viewer] of viewers) {
          const after = await hiddenNow(viewer);
          const hidden = [...(before.get(user.id) ?? [])].filter((c) => after.has(c));
          const scanned = seen.get(user.id) as Set<string>;
          const fresh = h.emu.visibleTo(user).filter((r) => !scanned.has(`${r.messageId}:${r.revisionIndex}`));
          for (const r of fresh) {
            scanned.add(`${r.messageId}:${r.revisionIndex}`);
            scan(user, r, hidden);
          }
        }
      }
      expect((await tableOf(h, table.id)).status).toBe("finished");
      expect(checked).toBeGreaterThan(50);

      // Each walks the replay, a player through their own seat: every step names only what they could see then.
      const steps = await harness.bot.ctx.store.publicSteps(table.id);
      for (const [user, viewer] of viewers) {
        const opened = await harness.emu.slash(user, harness.channel.id, "replay view", { table: table.id });
        privateReply(opened, user);
        const reply = opened.message as NonNullable<typeof opened.message>;
        const lens = viewer === "spectator" ? "p" : "o";
        for (const [index, step] of steps.entries()) {
          // Any step, as a jump would reach it (a button to it need not be on the reply at that moment).
          await harness.emu.pressRaw(user, reply, `v:${table.id}:${index}:${lens}`);
          const match = await harness.bot.ctx.store.snapshot(table.id, step.seq);
          const hidden = [...hiddenCards(spymasterGame, match?.state as SpymasterState, viewer)];
          const latest = h.emu
            .visibleTo(user)
            .filter((r) => r.messageId === reply.id)
            .at(-1);
          if (!latest) throw new Error("no replay revision");
          scan(user, latest, hidden);
        }
      }
      // Log lines carry ids and counts only: no card, no token.
      for (const line of h.logs) {
        for (const id of allIds) expect(line.includes(`"${id}"`), line).toBe(false);
        expect(line.includes(h.emu.token)).toBe(false);
      }
      expect(h.emu.problems).toEqual([]);
    });
  }
});

describe("an event's registered lists stay hidden until published", () => {
  it("no message, image, alt text or log line another player sees names a registered deck before the end", async () => {
    h = await startHarness();
    const harness = h;
    harness.alice.manageGuild = true;
    const dave = harness.emu.addUser({ username: "dave", locale: "en-US" });
    const players = [harness.bob, harness.carol, dave];
    const league = "Island League";
    await harness.emu.slash(harness.alice, harness.channel.id, "league create", { name: league, game: "survivor" });
    const base = (SURVIVOR_DECKS[0]?.cards ?? []).map((l) => ({ section: "deck", card: l.card, copies: l.copies }));
    const deckName = (user: EmuUser) => `Hidden ${user.username} list`;
    for (const user of players) {
      await harness.emu.slash(user, harness.channel.id, "league join", { league });
      await harness.bot.ctx.decks.save({
        userId: user.id,
        game: "survivor",
        name: deckName(user),
        list: base,
        setVersion: survivorDeck.setVersion,
      });
    }
    const run = async (user: EmuUser, command: string, options: Record<string, string | number | EmuUser> = {}) => {
      const outcome = await harness.emu.slash(user, harness.channel.id, command, { league, event: "Cup", ...options });
      await harness.bot.ctx.idle();
      return outcome;
    };
    await run(harness.alice, "event create", { rounds: 1, "pod-size": 3 });
    for (const user of players) await run(user, "event join", { deck: deckName(user) });
    for (const user of players)
      for (const other of players) if (other !== user) await run(user, "event decklist", { player: other });
    await run(harness.alice, "event start");
    const found = await harness.bot.ctx.leagues.find(harness.emu.guilds[0]?.id ?? "", league);
    if (!found.ok) throw new Error("no league");
    const event = await harness.bot.ctx.events.find(found.value, "Cup");
    if (!event.ok) throw new Error("no event");
    const [table] = await harness.bot.ctx.service.eventTables(event.value.id, 1);
    if (!table) throw new Error("no table");
    for (const seat of table.seats) {
      const user = players.find((u) => u.id === seat.userId) as EmuUser;
      await harness.emu.press(user, tableMessage(harness, await tableOf(harness, table.id)), `l:${table.id}:r`);
      await harness.bot.ctx.idle();
    }
    const rng = testRng(7);
    for (let step = 0; step < 20 && (await tableOf(harness, table.id)).status === "playing"; step++)
      await playOneDecision(harness, table.id, rng);
    for (const seat of [...table.seats].reverse().slice(0, -1)) {
      await harness.emu.slash(players.find((u) => u.id === seat.userId) as EmuUser, table.channelId, "concede");
      await harness.bot.ctx.idle();
    }
    // Everything up to here was seen before the lists were published.
    for (const user of [...players, harness.alice]) {
      for (const r of harness.emu.visibleTo(user)) {
        const text = textOf(r, new Set());
        for (const other of players) {
          const mayKnow = other === user || user === harness.alice;
          if (!mayKnow) expect(text.includes(deckName(other)), `${user.username} saw ${deckName(other)}`).toBe(false);
          if (r.visibility.kind === "public") expect(text.includes(deckName(other))).toBe(false);
        }
      }
    }
    for (const line of harness.logs)
      for (const user of players) expect(line.includes(deckName(user)), line).toBe(false);
    const done = await run(harness.alice, "event pair");
    expect(done.message?.content).toContain("public");
    expect(privateReply(await run(harness.bob, "event decklist", { player: dave }), harness.bob)).toContain(
      deckName(dave),
    );
    expect(h.emu.problems).toEqual([]);
  });
});
