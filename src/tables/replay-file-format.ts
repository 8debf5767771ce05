/**
 * The replay file's layout (see docs/replays.md) and its check: a file from outside is read only once every field
 * has the shape this build writes, so that drawing or printing a step never meets a surprise.
 */
import {
  array,
  bool,
  int,
  LOCALES,
  object,
  oneOf,
  optional,
  str,
  validate,
  type JsonObject,
  type Locale,
  type MatchView,
  type Outcome,
  type Params,
  type PromptView,
  type Schema,
  type Seat,
  type SeenEvent,
  type Viewer,
} from "../engine/index.ts";
import { TABLE_KINDS } from "../games/catalog.ts";
import type { replayFileStrings } from "./replay-file-strings.ts";

type SchemaIssue = Parameters<Schema<unknown>>[2][number];

/** What a replay file says it is, and the one layout of it this build writes and reads. */
export const REPLAY_FORMAT = "card-table-replay";
export const REPLAY_VERSION = 1;

interface ReplayPlayer {
  seat: Seat;
  /** The name the table showed (a person's seat the bot took over is marked so in the file's language). */
  name: string;
  /** A bot's own seat. */
  bot: boolean;
}

export interface ReplayHeader {
  format: typeof REPLAY_FORMAT;
  version: typeof REPLAY_VERSION;
  /** The language of the names and log lines written in the file. */
  locale: Locale;
  /** The table kind ("mindmaster") and the game it plays ("spymaster", whose painters draw the boards). */
  kind: string;
  game: string;
  name: string;
  rulesVersion: string;
  /** The version of the game's card set in the build that wrote the file; null for a game without deck lists. */
  cardSetVersion: number | null;
  /** When the table was opened and when it ended, as ISO 8601 (UTC). */
  startedAt: string;
  endedAt: string;
  players: ReplayPlayer[];
  /** Null when the table was ended before the match had a result. */
  result: { winners: Seat[]; reason: string } | null;
  /** Every seated person agreed to show all hands: each step then carries every seat's view. */
  handsShown: boolean;
}

export interface ReplayFileStep {
  seq: number;
  /** What everyone saw happen, in the file's language. */
  log: string[];
  /** The same, as the public events stored for the step. */
  events: SeenEvent[];
  /** The spectator's view of the match at the step: enough to draw its board. */
  board: MatchView<unknown>;
  /** Every seat's view, by seat; only with `handsShown`. */
  seats?: MatchView<unknown>[];
}

export interface ReplayFile {
  header: ReplayHeader;
  steps: ReplayFileStep[];
}

/** Why a file is not a replay this build reads: a key of replayFileStrings and its parameters. */
export interface ReplayFileProblem {
  key: keyof typeof replayFileStrings;
  params: Params;
}

export type ReplayFileRead = { ok: true; file: ReplayFile } | { ok: false; problem: ReplayFileProblem };

function nullOr<T>(schema: Schema<T>): Schema<T | null> {
  return (value, path, issues) => (value === null ? null : schema(value, path, issues));
}

/** Any value: the file is parsed JSON, and a game's own part of a view is the game's to read. */
const anything: Schema<unknown> = (value) => value;

const jsonObject: Schema<JsonObject> = (value, path, issues) => {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as JsonObject;
  issues.push({ path, expected: "an object" });
  return undefined;
};

const isoDate: Schema<string> = (value, path, issues) => {
  if (typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(value) && !isNaN(Date.parse(value)))
    return value;
  issues.push({ path, expected: "a date such as 2025-01-31T12:00:00.000Z" });
  return undefined;
};

const seat = int({ min: 0, max: 99 });

const viewer: Schema<Viewer> = (value, path, issues) => (value === "spectator" ? value : seat(value, path, issues));

const outcome = object<Outcome>({
  winners: array(seat),
  reason: str({ min: 1 }),
  ranking: optional(array(array(seat))),
});

const view = object<MatchView<unknown>>({
  game: str({ min: 1 }),
  viewer,
  players: int({ min: 1, max: 99 }),
  prompt: nullOr(
    object<PromptView>({
      decision: str({ min: 1 }),
      seats: array(seat),
      simultaneous: bool(),
      answered: array(seat),
      detail: nullOr(jsonObject),
    }),
  ),
  mustAnswer: bool(),
  ownAnswer: anything,
  outcome: nullOr(outcome),
  table: anything,
});

const event = object<SeenEvent>({ type: str({ min: 1 }), data: jsonObject as Schema<SeenEvent["data"]> });

function fileSchema(players: { min: number; max: number }): Schema<ReplayFile> {
  return object<ReplayFile>({
    header: object<ReplayHeader>({
      format: oneOf([REPLAY_FORMAT]),
      version: oneOf([REPLAY_VERSION]),
      locale: oneOf(LOCALES),
      kind: str({ min: 1 }),
      game: str({ min: 1 }),
      name: str({ min: 1 }),
      rulesVersion: str({ min: 1 }),
      cardSetVersion: nullOr(int({ min: 1 })),
      startedAt: isoDate,
      endedAt: isoDate,
      players: array(object<ReplayPlayer>({ seat, name: str({ min: 1 }), bot: bool() }), players),
      result: nullOr(object({ winners: array(seat), reason: str({ min: 1 }) })),
      handsShown: bool(),
    }),
    steps: array(
      object<ReplayFileStep>({
        seq: int({ min: 0 }),
        log: array(str()),
        events: array(event),
        board: view,
        seats: optional(array(view)),
      }),
      { min: 1 },
    ),
  });
}

/** Parsed JSON checked as a replay file: the file, or the first reason it is not one this build reads. */
export function checkReplayFile(value: unknown): ReplayFileRead {
  const fail = (key: ReplayFileProblem["key"], params: Params = {}): ReplayFileRead => ({
    ok: false,
    problem: { key, params },
  });
  const header = fieldOf(value, "header");
  if (fieldOf(header, "format") !== REPLAY_FORMAT) return fail("replay-file.not-replay");
  const version = fieldOf(header, "version");
  if (version !== undefined && version !== REPLAY_VERSION)
    return fail("replay-file.version", { version: JSON.stringify(version), supported: REPLAY_VERSION });
  const kindId = fieldOf(header, "kind");
  const kind = typeof kindId === "string" ? TABLE_KINDS.get(kindId) : undefined;
  if (typeof kindId === "string" && !kind) return fail("replay-file.unknown-game", { game: kindId });
  const checked = validate(fileSchema(kind?.game.players ?? { min: 1, max: 99 }), value);
  if (!checked.ok) return malformed(checked.issues);
  const mismatched = mismatches(checked.value, kind?.game.id ?? "");
  return mismatched.length > 0 ? malformed(mismatched) : { ok: true, file: checked.value };
}

/** The first problem found, by where it is and what was expected there. */
function malformed(issues: readonly SchemaIssue[]): ReplayFileRead {
  const [first] = issues;
  return {
    ok: false,
    problem: { key: "replay-file.malformed", params: { path: first?.path ?? "$", expected: first?.expected ?? "" } },
  };
}

function fieldOf(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** What the shapes alone cannot tell: that the parts of a well-formed file agree with each other and with the game. */
function mismatches(file: ReplayFile, game: string): SchemaIssue[] {
  const { header, steps } = file;
  const players = header.players.length;
  const issues: SchemaIssue[] = [];
  const expect = (holds: boolean, path: string, expected: string): void => {
    if (!holds) issues.push({ path, expected });
  };
  expect(header.game === game, "$.header.game", `"${game}", the game of ${header.kind}`);
  header.players.forEach((p, i) => expect(p.seat === i, `$.header.players[${i}].seat`, String(i)));
  header.result?.winners.forEach((w, i) =>
    expect(w < players, `$.header.result.winners[${i}]`, `a seat below ${players}`),
  );
  steps.forEach((step, i) => {
    const at = `$.steps[${i}]`;
    const previous = steps[i - 1];
    expect(!previous || step.seq > previous.seq, `${at}.seq`, "a seq above the previous step's");
    expect(step.board.viewer === "spectator", `${at}.board.viewer`, '"spectator"');
    expect(
      step.board.game === game && step.board.players === players,
      `${at}.board`,
      `a view of ${game} for ${players}`,
    );
    expect(
      (step.seats !== undefined) === header.handsShown,
      `${at}.seats`,
      header.handsShown ? "every seat's view" : "no seat views",
    );
    step.seats?.forEach((v, seatNo) =>
      expect(v.viewer === seatNo && v.game === game, `${at}.seats[${seatNo}]`, `seat ${seatNo}'s view of ${game}`),
    );
    if (step.seats) expect(step.seats.length === players, `${at}.seats`, `${players} views`);
  });
  return issues;
}
