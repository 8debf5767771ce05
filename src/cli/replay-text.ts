/** A replay file in words for the terminal: its header, and each step's log as the table told it. */
import type { Locale } from "../engine/index.ts";
import type { AnyTableKind } from "../games/catalog.ts";
import type { ReplayFile } from "../tables/replay-file-format.ts";
import { say } from "./say.ts";

export function headerLines(kind: AnyTableKind, file: ReplayFile, locale: Locale): string[] {
  const { header } = file;
  const join = say("replay.players-join", locale);
  const names = header.players.map((p) => (p.bot ? say("bot", locale, { name: p.name }) : p.name));
  const winners = header.result?.winners.map((w) => header.players[w]?.name ?? "?").join(join);
  return [
    say("replay.title", locale, { game: kind.name(locale) }),
    header.cardSetVersion === null
      ? say("replay.rules", locale, { rules: header.rulesVersion })
      : say("replay.rules-and-set", locale, { rules: header.rulesVersion, set: header.cardSetVersion }),
    say("replay.dates", locale, { opened: header.startedAt, ended: header.endedAt }),
    say("replay.players", locale, { players: names.join(join) }),
    header.result
      ? say("replay.result", locale, { winners: winners ?? "", reason: header.result.reason })
      : say("replay.no-result", locale),
    say(header.handsShown ? "replay.hands-shown" : "replay.hands-hidden", locale, { steps: file.steps.length }),
  ];
}

/**
 * Step `index` (0-based) under its 1-based number: its log lines (written in the file's language, or told again from
 * its events in another), and after the last step, how the match ended.
 */
export function stepLines(kind: AnyTableKind, file: ReplayFile, index: number, locale: Locale): string[] {
  const step = file.steps[index];
  if (!step) return [];
  const names = file.header.players.map((p) => p.name);
  const log =
    locale === file.header.locale
      ? step.log
      : step.events.flatMap((event) => kind.describeEvent(event, locale, names) ?? []);
  const last = index === file.steps.length - 1 && step.board.outcome !== null;
  return [
    say("replay.step", locale, { n: index + 1, count: file.steps.length }),
    ...(log.length > 0 ? log.map((line) => `  ${line}`) : [say("replay.step-silent", locale)]),
    ...(last ? [`  ${kind.describePrompt(step.board, locale, names)}`] : []),
  ];
}
