import {
  applyIntent,
  botIntent,
  createMatch,
  eventFor,
  Rng,
  seedRng,
  viewMatch,
  waitingFor,
  type GameEvent,
  type Match,
} from "../engine/index.ts";
import { refusalMessage } from "../games/catalog.ts";
import type { CliArgs } from "./args.ts";
import { botSeedOf } from "./bot-seed.ts";
import { say } from "./say.ts";

const HUMAN = 0;

/**
 * You against the bot in the terminal: you see only your own view, and every decision is a numbered list.
 * Returns the final match, or null when you quit.
 */
export async function playInteractive(args: CliArgs, input: LineReader, print: (line: string) => void): Promise<Match<unknown, unknown> | null> {
  const { kind, seed, locale, players } = args;
  const names = kind.defaultNames(locale);
  names[HUMAN] = say("you", locale, { name: names[HUMAN] ?? "" });
  for (let seat = 1; seat < players; seat++) names[seat] = say("bot", locale, { name: names[seat] ?? "" });
  const created = createMatch(kind.game, { seed, players, options: kind.options });
  if (!created.ok) throw new Error(`setup refused: ${created.refusal.code}`);
  let match = created.match;
  const botRng = new Rng(seedRng(botSeedOf(seed)));
  const show = (events: GameEvent[]): void => {
    for (const event of events) {
      const line = kind.describeEvent(eventFor(event, HUMAN), locale, names);
      if (line) print(`  ${line}`);
    }
  };
  print(say("you-are", locale, { seat: names[HUMAN] ?? "" }));
  show(created.events);

  for (;;) {
    const waiting = waitingFor(kind.game, match);
    if (waiting.length === 0) break;
    // Only a simultaneous prompt names several seats; the bot's answer stays hidden until yours is in.
    const botSeat = waiting.find((s) => s !== HUMAN);
    if (botSeat !== undefined) {
      const applied = applyIntent(kind.game, match, botIntent(kind.game, match, botSeat, kind.bot, botRng));
      if (!applied.ok) throw new Error(`bot intent refused: ${applied.refusal.code}`);
      match = applied.match;
      show(applied.events);
      continue;
    }
    const view = viewMatch(kind.game, match, HUMAN);
    print("");
    for (const line of kind.describeTable(view, locale, names)) print(line);
    const hand = kind.ownHand(view);
    if (hand) print(say("your-hand", locale, { cards: kind.cardList(hand, locale) }));
    print(kind.describePrompt(view, locale, names));
    const choices = kind.game.legalActions(match.state, HUMAN);
    choices.forEach((action, i) => print(`  ${i + 1}. ${kind.describeAction(action, locale)}`));
    const picked = await ask(input, choices.length, locale, print);
    if (picked === null) {
      print(say("quit", locale));
      return null;
    }
    const applied = applyIntent(kind.game, match, { seat: HUMAN, seq: match.seq, action: choices[picked] });
    if (!applied.ok) {
      print(refusalMessage(kind, applied.refusal, locale));
      continue;
    }
    match = applied.match;
    show(applied.events);
  }
  print("");
  for (const line of kind.describeTable(viewMatch(kind.game, match, HUMAN), locale, names)) print(line);
  print(say("game-over", locale, { turns: kind.turns(match.state) }));
  // Only now: the seed and the bots' moves would give away the deck order and the bot's hand.
  print(say("replay", locale, { game: kind.id, seed, players }));
  return match;
}

/** Asks a question and returns the next line typed (or piped), or null at the end of input. */
export type LineReader = (question: string) => Promise<string | null>;

/** Reads a choice from 1 to max; null on "q" or the end of input. */
async function ask(input: LineReader, max: number, locale: CliArgs["locale"], print: (line: string) => void): Promise<number | null> {
  for (;;) {
    const answer = await input(say("choose", locale, { max }));
    if (answer === null) return null;
    const text = answer.trim();
    if (text === "q" || text === "quit") return null;
    const n = Number(text);
    if (Number.isInteger(n) && n >= 1 && n <= max) return n - 1;
    print(say("bad-choice", locale, { max }));
  }
}
