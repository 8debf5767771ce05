import { translate, type Locale } from "../engine/index.ts";
import type { AnyTableKind } from "../games/catalog.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import type { TableRecord } from "../db/store.ts";
import {
  checkReplayFile,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type ReplayFile,
  type ReplayFileProblem,
  type ReplayFileRead,
  type ReplayFileStep,
  type ReplayHeader,
} from "./replay-file-format.ts";
import { replayFileStrings } from "./replay-file-strings.ts";
import { Replays } from "./replays.ts";
import { seatNames } from "./seat-names.ts";

/**
 * The replay file of an ended match: what everyone saw at each step, and nothing hidden (no seat's view, no seed,
 * no moves) unless `everyoneAgreed` to show all hands. Throws for a table that has no replay (never played, or open).
 */
export async function buildReplayFile(
  replays: Replays,
  kind: AnyTableKind,
  table: TableRecord,
  options: { locale: Locale; everyoneAgreed: boolean },
): Promise<ReplayFile> {
  const { rulesVersion } = table;
  if (!Replays.replayable(table) || rulesVersion === null)
    throw new Error(`table ${table.id} has no replay: it is ${table.status}`);
  const { locale, everyoneAgreed } = options;
  const names = seatNames(table, locale);
  const lens = everyoneAgreed ? "all" : "public";
  const count = (await replays.stepsOf(table)).length;
  const steps: ReplayFileStep[] = [];
  for (let index = 0; index < count; index++) {
    const at = await replays.at(kind, table, index, lens, null);
    if (!at) throw new Error(`table ${table.id} has no snapshot for step ${index}`);
    const { step, board, seats } = at;
    steps.push({
      seq: step.seq,
      log: step.events.flatMap((event) => kind.describeEvent(event, locale, names) ?? []),
      events: step.events,
      board,
      ...(everyoneAgreed ? { seats: seats.map((s) => s.view) } : {}),
    });
  }
  return { header: header(kind, table, { locale, names, rulesVersion, handsShown: everyoneAgreed }), steps };
}

function header(
  kind: AnyTableKind,
  table: TableRecord,
  given: Pick<ReplayHeader, "locale" | "rulesVersion" | "handsShown"> & { names: readonly string[] },
): ReplayHeader {
  const { locale, names, rulesVersion, handsShown } = given;
  const { outcome } = table;
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    locale,
    kind: kind.id,
    game: kind.game.id,
    name: kind.name(locale),
    rulesVersion,
    cardSetVersion: DECK_FORMATS.get(kind.game.id)?.setVersion ?? null,
    startedAt: new Date(table.createdAt).toISOString(),
    endedAt: new Date(table.endedAt ?? table.updatedAt).toISOString(),
    players: table.seats.map((s) => ({ seat: s.seat, name: names[s.seat] ?? s.name, bot: s.userId === null })),
    result: outcome ? { winners: [...outcome.winners], reason: outcome.reason } : null,
    handsShown,
  };
}

/** A replay file read from its text, or why it cannot be; never throws, whatever the text. */
export function readReplayFile(text: string): ReplayFileRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: { key: "replay-file.not-json", params: {} } };
  }
  return checkReplayFile(value);
}

/** Why a file could not be read, in words. */
export function replayProblemText(problem: ReplayFileProblem, locale: Locale): string {
  return translate(replayFileStrings, problem.key, locale, problem.params);
}
