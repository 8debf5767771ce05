import { afterAll, describe, expect, it } from "vitest";
import { autoplay, viewMatch } from "../../src/engine/index.ts";
import { TABLE_KINDS, type AnyTableKind } from "../../src/games/catalog.ts";
import { paintJob, type PaintJob } from "../../src/render/paint-job.ts";
import { PainterPool } from "../../src/render/painter-pool.ts";

const pool = new PainterPool(1);
afterAll(() => pool.close());

function boardJob(id: string, seed: number): PaintJob {
  const kind = TABLE_KINDS.get(id) as AnyTableKind;
  const played = autoplay(
    kind.game,
    { seed, players: 2, options: kind.options },
    { bots: [kind.bot, kind.bot], botSeed: seed, maxIntents: 10 },
  );
  return {
    kind: "board",
    game: kind.game.id,
    view: viewMatch(kind.game, played.match, "spectator"),
    locale: seed % 2 ? "ja" : "en",
    names: ["Ann", "ボブ"],
  };
}

describe("painter threads", () => {
  it("paint every game's board and a hand byte for byte as this thread does", async () => {
    const jobs: PaintJob[] = [...TABLE_KINDS.keys()].map((id, i) => boardJob(id, i + 1));
    const spymaster = TABLE_KINDS.get("spymaster") as AnyTableKind;
    const dealt = autoplay(
      spymaster.game,
      { seed: 9, players: 2, options: spymaster.options },
      { bots: [spymaster.bot, spymaster.bot], botSeed: 9, maxIntents: 0 },
    );
    const cards = spymaster.ownHand(viewMatch(spymaster.game, dealt.match, 0)) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    jobs.push({ kind: "hand", game: "spymaster", cards, locale: "ja" });
    const painted = await Promise.all(jobs.map((job) => pool.paint(job)));
    for (const [i, job] of jobs.entries()) expect(painted[i]?.equals(paintJob(job)), `job ${i}`).toBe(true);
  });

  it("take urgent drawings before the ordinary ones already waiting", async () => {
    const order: string[] = [];
    const job = boardJob("spymaster", 4);
    const wait = (name: string, urgent = false) => pool.paint(job, urgent).then(() => void order.push(name));
    await Promise.all([wait("first"), wait("second"), wait("third"), wait("urgent", true)]);
    // The first was already taken by the thread when the others came.
    expect(order).toEqual(["first", "urgent", "second", "third"]);
  });

  it("refuse a drawing that fails with its error and go on with the next", async () => {
    const bad: PaintJob = { kind: "hand", game: "chess", cards: [], locale: "en" };
    await expect(pool.paint(bad)).rejects.toThrow("no hand painter for game chess");
    const next = boardJob("world-gainer", 2);
    expect((await pool.paint(next)).equals(paintJob(next))).toBe(true);
  });

  it("start a new thread after the pool was closed", async () => {
    await pool.close();
    const job = boardJob("spymaster", 6);
    expect((await pool.paint(job)).equals(paintJob(job))).toBe(true);
    expect(pool.waiting).toBe(0);
  });
});
