/**
 * Replay files of real matches (issue 31): every game played to its end by bots through the table service on a
 * SQLite file, exported, read back; the file's boards are the stored snapshots' spectator views and draw the same
 * images; nothing hidden is in a file unless everyone agreed; and a damaged file is refused in words, never thrown.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canSee, LOCALES, Rng, seedRng, viewMatch, type Locale, type Match } from "../../src/engine/index.ts";
import { findHiddenCard, hiddenCards } from "../../src/engine/testing.ts";
import { GAMES, type AnyTableKind } from "../../src/games/catalog.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { paintTable } from "../../src/render/index.ts";
import type { ReplayFile } from "../../src/tables/replay-file-format.ts";
import { buildReplayFile, readReplayFile, replayProblemText } from "../../src/tables/replay-file.ts";
import { Replays } from "../../src/tables/replays.ts";
import { seatNames } from "../../src/tables/seat-names.ts";
import { playedByBots, rig, tempFiles, type Rig } from "./helpers.ts";

const temp = tempFiles("bot-replay-file-");
afterAll(() => temp.cleanup());

interface Played {
  r: Rig;
  kind: AnyTableKind;
  table: TableRecord;
}

async function playedToEnd(kindId: string, seed = 42): Promise<Played> {
  const r = rig(temp, { seed });
  const table = await playedByBots(r.service, kindId);
  return { r, kind: r.service.kindOf(table), table };
}

function exported(played: Played, everyoneAgreed: boolean, locale: Locale = "en"): Promise<ReplayFile> {
  return buildReplayFile(new Replays(played.r.store), played.kind, played.table, { locale, everyoneAgreed });
}

async function storedSnapshot(played: Played, seq: number): Promise<Match<unknown, unknown>> {
  const match = await played.r.store.snapshot(played.table.id, seq);
  if (!match) throw new Error(`no snapshot at ${seq}`);
  return match;
}

/** One table kind of each game. */
const KINDS = GAMES.map((game) => game.kinds[0]?.id as string);

describe.each(KINDS)("the replay file of a finished %s match", (kindId) => {
  let played: Played;
  let file: ReplayFile;
  beforeAll(async () => {
    played = await playedToEnd(kindId);
    file = await exported(played, false);
  });

  it("has a header naming the game, its versions, dates, players by seat and the result", () => {
    const { table, kind } = played;
    expect(file.header).toEqual({
      format: "card-table-replay",
      version: 1,
      locale: "en",
      kind: kind.id,
      game: kind.game.id,
      name: kind.name("en"),
      rulesVersion: table.rulesVersion,
      cardSetVersion: GAMES.find((g) => g.id === kind.game.id)?.deck?.setVersion ?? null,
      startedAt: new Date(table.createdAt).toISOString(),
      endedAt: new Date(table.endedAt ?? NaN).toISOString(),
      players: [
        { seat: 0, name: "Host", bot: false },
        { seat: 1, name: "Bot 1", bot: true },
      ],
      result: { winners: table.outcome?.winners, reason: table.outcome?.reason },
      handsShown: false,
    });
  });

  it("survives a JSON round trip unchanged", () => {
    const read = readReplayFile(JSON.stringify(file));
    if (!read.ok) throw new Error(replayProblemText(read.problem, "en"));
    expect(read.file).toEqual(file);
  });

  it("has every public step, each with its stored events, their log lines and the stored snapshot's spectator view", async () => {
    const { r, table, kind } = played;
    const steps = await r.store.publicSteps(table.id);
    expect(steps.length).toBeGreaterThan(1);
    expect(file.steps.map((s) => s.seq)).toEqual(steps.map((s) => s.seq));
    const names = seatNames(table, "en");
    for (const [i, step] of file.steps.entries()) {
      expect(Object.keys(step).sort()).toEqual(["board", "events", "log", "seq"]);
      expect(step.events).toEqual(steps[i]?.events);
      expect(step.log).toEqual(step.events.flatMap((e) => kind.describeEvent(e, "en", names) ?? []));
      expect(step.board).toEqual(viewMatch(kind.game, await storedSnapshot(played, step.seq), "spectator"));
    }
    expect(file.steps.at(-1)?.board.outcome).not.toBeNull();
  });

  it("draws a step's board from the file byte for byte as the stored snapshot's", async () => {
    const { table, kind } = played;
    const read = readReplayFile(JSON.stringify(file));
    if (!read.ok) throw new Error("unreadable");
    const index = Math.floor(read.file.steps.length / 2);
    const step = read.file.steps[index];
    if (!step) throw new Error("no step");
    const fromFile = paintTable(
      read.file.header.game,
      step.board,
      read.file.header.locale,
      read.file.header.players.map((p) => p.name),
    );
    const stored = viewMatch(kind.game, await storedSnapshot(played, step.seq), "spectator");
    expect(fromFile.equals(paintTable(kind.game.id, stored, "en", seatNames(table, "en")))).toBe(true);
  });

  it("writes names and log lines in the language asked for", async () => {
    const ja = await exported(played, false, "ja");
    expect(ja.header).toMatchObject({ locale: "ja", name: played.kind.name("ja") });
    expect(ja.steps.map((s) => s.board)).toEqual(file.steps.map((s) => s.board));
    expect(ja.steps.flatMap((s) => s.log)).not.toEqual(file.steps.flatMap((s) => s.log));
  });
});

describe("hidden cards in a replay file", () => {
  /** Cards that were at the table at some step of the match, and that the spectator saw at none. */
  async function neverShown(played: Played, file: ReplayFile): Promise<Set<string>> {
    const hidden = new Set<string>();
    const shown = new Set<string>();
    for (const step of file.steps) {
      const { state } = await storedSnapshot(played, step.seq);
      for (const zone of Object.values(played.kind.game.zones(state)))
        for (const card of zone.cards) (canSee(zone, "spectator") ? shown : hidden).add(card);
    }
    return new Set([...hidden].filter((card) => !shown.has(card)));
  }

  it.each(["spymaster", "survivor"])(
    "%s: two deals leak no hidden hand without everyone's consent, and carry every hand with it",
    async (kindId) => {
      const deals = await Promise.all([playedToEnd(kindId, 1), playedToEnd(kindId, 2)]);
      const hands: string[][][] = [];
      for (const played of deals) {
        const secret = await exported(played, false);
        const open = await exported(played, true);
        const never = await neverShown(played, secret);
        // The cards some seat held that the table never showed: the consented file has each of them.
        const held = new Set(open.steps.flatMap((s) => (s.seats ?? []).flatMap((v) => played.kind.ownHand(v) ?? [])));
        const secretHands = [...held].filter((c) => never.has(c));
        expect(secretHands.length).toBeGreaterThan(0);
        const dealt = open.steps.map((s) => (s.seats ?? []).map((v) => played.kind.ownHand(v) ?? []));
        hands.push(dealt.find((seats) => seats.some((hand) => hand.length > 0)) ?? []);

        const secretText = JSON.stringify(secret);
        expect(findHiddenCard(JSON.parse(secretText), never)).toBeNull();
        for (const card of secretHands) expect(secretText).not.toContain(`"${card}"`);
        // Each step shows nothing hidden from the table at that step (a card shown later may be named later).
        for (const step of secret.steps) {
          const hidden = hiddenCards(played.kind.game, (await storedSnapshot(played, step.seq)).state, "spectator");
          expect(findHiddenCard(step, hidden), `step at seq ${step.seq}`).toBeNull();
        }
        expect(secret.header.handsShown).toBe(false);
        expect(secret.steps.every((s) => s.seats === undefined)).toBe(true);
        expect(secretText).not.toMatch(/"(seed|rng|intents?|setup|state|pending)"/);

        const openText = JSON.stringify(open);
        for (const card of secretHands) expect(openText).toContain(`"${card}"`);
        expect(open.header.handsShown).toBe(true);
        expect(open.steps.every((s) => s.seats?.map((v) => v.viewer).join() === "0,1")).toBe(true);
        expect(open.steps.map((s) => s.board)).toEqual(secret.steps.map((s) => s.board));
      }
      // The deals differ, and the files' headers are alike in every field but the dates and the result.
      expect(hands[0]).not.toEqual(hands[1]);
      const [a, b] = await Promise.all(deals.map((p) => exported(p, false)));
      const skeleton = (f: ReplayFile | undefined) => ({ ...f?.header, startedAt: "", endedAt: "", result: null });
      expect(skeleton(a)).toEqual(skeleton(b));
    },
  );
});

describe("reading a damaged replay file", () => {
  let valid: ReplayFile;
  beforeAll(async () => {
    valid = await exported(await playedToEnd("mindmaster"), false);
  });

  /** The valid file's text with the value at `path` replaced (removed, for undefined). */
  const edited = (path: readonly (string | number)[], value: unknown): string => {
    if (path.length === 0) return JSON.stringify(value);
    const copy = JSON.parse(JSON.stringify(valid)) as unknown;
    const field = (at: unknown, key: string | number) => (at as Record<string | number, unknown>)[key];
    const parent = path.slice(0, -1).reduce(field, copy) as Record<string | number, unknown>;
    const last = path.at(-1) as string | number;
    if (value === undefined) delete parent[last];
    else parent[last] = value;
    return JSON.stringify(copy);
  };

  const problemOf = (text: string) => {
    const read = readReplayFile(text);
    if (read.ok) throw new Error("read a damaged file");
    return read.problem;
  };

  it("refuses text that is not JSON, and JSON that is not a replay", () => {
    for (const text of ["", "garbage{", "\u0000\u0001", '{"header":'])
      expect(problemOf(text).key, JSON.stringify(text)).toBe("replay-file.not-json");
    for (const text of ["null", "42", '"replay"', "[]", "{}", '{"header":[]}', '{"header":{"format":"other"}}'])
      expect(problemOf(text).key, text).toBe("replay-file.not-replay");
    expect(replayProblemText(problemOf("garbage"), "en")).toBe("This is not a replay file: it is not JSON.");
    expect(replayProblemText(problemOf("{}"), "ja")).toBe(
      "リプレイファイルではありません(リプレイの見出しがありません)。",
    );
  });

  it("refuses an unknown format version and an unknown game, saying which", () => {
    const newer = problemOf(edited(["header", "version"], 2));
    expect(newer).toEqual({ key: "replay-file.version", params: { version: "2", supported: 1 } });
    expect(replayProblemText(newer, "en")).toBe("This replay file has format version 2; this build reads version 1.");
    expect(replayProblemText(newer, "ja")).toBe(
      "このリプレイファイルの形式はバージョン2です。このビルドが読めるのはバージョン1です。",
    );
    const chess = problemOf(edited(["header", "kind"], "chess"));
    expect(chess).toEqual({ key: "replay-file.unknown-game", params: { game: "chess" } });
    expect(replayProblemText(chess, "en")).toBe('This replay is of "chess", a game this build does not know.');
  });

  it("refuses malformed fields, naming where and what was expected", () => {
    const board = valid.steps[0]?.board;
    const cases: [(string | number)[], unknown, string][] = [
      [["header", "locale"], undefined, "$.header.locale"],
      [["header", "locale"], "fr", "$.header.locale"],
      [["header", "endedAt"], "yesterday", "$.header.endedAt"],
      [["header", "players", 1, "bot"], "yes", "$.header.players[1].bot"],
      [["header", "players", 2], { seat: 2, name: "Extra", bot: false }, "$.header.players"],
      [["header", "surprise"], 1, "$.header.surprise"],
      [["steps"], [], "$.steps"],
      [["steps", 0, "seq"], -1, "$.steps[0].seq"],
      [["steps", 0, "events", 0], "drew", "$.steps[0].events[0]"],
      [["steps", 1, "board", "viewer"], 0, "$.steps[1].board.viewer"],
      [["steps", 1, "seq"], valid.steps[0]?.seq, "$.steps[1].seq"],
      [["steps", 0, "seats"], [board, board], "$.steps[0].seats"],
      [["header", "game"], "survivor", "$.header.game"],
      [["header", "result", "winners"], [5], "$.header.result.winners[0]"],
    ];
    for (const [at, value, path] of cases) {
      const problem = problemOf(edited(at, value));
      expect(problem.key, path).toBe("replay-file.malformed");
      expect(problem.params.path, path).toBe(path);
    }
    const missing = problemOf(edited(["header", "locale"], undefined));
    expect(replayProblemText(missing, "en")).toBe(
      "This replay file is damaged at $.header.locale: expected a required field.",
    );
    expect(replayProblemText(missing, "ja")).toBe(
      "このリプレイファイルは$.header.localeが壊れています(期待される値:a required field)。",
    );
  });

  it("never throws, whatever part of a file is replaced by whatever value", () => {
    const rng = new Rng(seedRng(9));
    const junk = [null, 0, -1, 1.5, "", "x", true, [], {}, [null], { type: 1 }];
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]): void => {
      paths.push(path);
      if (typeof value === "object" && value !== null && path.length < 6)
        for (const [key, child] of Object.entries(value)) walk(child, [...path, Array.isArray(value) ? +key : key]);
    };
    walk(JSON.parse(JSON.stringify(valid)), []);
    let refused = 0;
    for (let n = 0; n < 400; n++) {
      const text = edited(paths[rng.int(paths.length)] ?? [], junk[rng.int(junk.length)]);
      const read = readReplayFile(text);
      if (!read.ok) {
        refused += 1;
        for (const locale of LOCALES) expect(replayProblemText(read.problem, locale)).not.toBe("");
      }
    }
    // A game's own part of a view is the game's to read: junk there passes the check, junk anywhere else does not.
    expect(refused).toBeGreaterThan(50);
    expect(refused).toBeLessThan(400);
  });
});
