import { eventFor, type GameEvent } from "./events.ts";
import { applyIntent, createMatch } from "./match.ts";
import { seatList, type GameDefinition, type Intent, type Match, type MatchSetup, type Viewer } from "./types.ts";
import { viewMatch } from "./view.ts";

/** How `choiceLeakProblem` follows a match after the choice it examines. */
export interface ChoiceFollow<A> {
  /** Copies of one face map to the same key: they are interchangeable, and only their ids differ. */
  faceOf(card: string): string;
  /** The moves made after the choice (in a recorded game, the intents that followed it). */
  later: readonly Intent<A>[];
}

/**
 * "Indistinguishable stays indistinguishable": for a seat about to make `intent`, every other choice it had that
 * shows a viewer the same events (a different card played face down, another secret pick, another copy of the same
 * face) is applied to a copy of the match. That viewer's view and legal actions must then be identical in both copies, now and after each later
 * move, the later moves being the same in both (`later` as made in the first copy, each card id translated to the
 * card in the same place of the second). Following stops once the viewer's events differ: from
 * then on the game has shown the difference itself. Returns a description of the first difference, or null.
 */
export function choiceLeakProblem<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  match: Match<S, A>,
  intent: Intent<A>,
  follow: ChoiceFollow<A>,
): string | null {
  const chosen = applyIntent(game, match, intent);
  if (!chosen.ok) return null;
  const viewers: Viewer[] = [...seatList(match.setup.players), "spectator"];
  const others = viewers.filter((v) => v !== intent.seat);
  const chosenJson = JSON.stringify(intent.action);
  const alternatives = [...game.legalActions(match.state, intent.seat), ...otherCopies(game, match, intent.action, follow.faceOf)];
  for (const alternative of alternatives) {
    if (JSON.stringify(alternative) === chosenJson) continue;
    const instead = applyIntent(game, match, { ...intent, action: alternative });
    if (!instead.ok) continue;
    for (const viewer of others) {
      if (seen(chosen.events, viewer) !== seen(instead.events, viewer)) continue;
      const problem = followBoth(game, chosen.match, instead.match, viewer, follow);
      if (problem) {
        return `seat ${intent.seat} choosing ${chosenJson} or ${JSON.stringify(alternative)}: viewer ${viewer} ${problem}`;
      }
    }
  }
  return null;
}

function followBoth<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  first: Match<S, A>,
  second: Match<S, A>,
  viewer: Viewer,
  follow: ChoiceFollow<A>,
): string | null {
  let [a, b] = [first, second];
  for (let step = 0; ; step++) {
    const difference = differenceFor(game, a, b, viewer);
    if (difference) return `${difference} ${step} move(s) later`;
    const next = follow.later[step];
    if (!next) return null;
    const mirrored = translate(game, a, b, next, follow.faceOf);
    if (!mirrored) return null;
    const x = applyIntent(game, a, next);
    const y = applyIntent(game, b, mirrored);
    if (!x.ok) return null;
    if (!y.ok) return next.seat === viewer ? `has its own move refused (${y.refusal.code})` : null;
    if (seen(x.events, viewer) !== seen(y.events, viewer)) return null;
    [a, b] = [x.match, y.match];
  }
}

/**
 * Replays a recorded game and checks every `every`-th intent with `choiceLeakProblem`,
 * following at most `steps` later moves.
 */
export function choiceLeaksInGame<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  setup: MatchSetup,
  intents: readonly Intent<A>[],
  check: { faceOf(card: string): string; every: number; steps: number },
): string | null {
  const created = createMatch(game, setup);
  if (!created.ok) return `setup refused: ${created.refusal.code}`;
  let match = created.match;
  for (const [i, intent] of intents.entries()) {
    if (i % check.every === 0) {
      const later = intents.slice(i + 1, i + 1 + check.steps);
      const problem = choiceLeakProblem(game, match, intent, { faceOf: check.faceOf, later });
      if (problem) return `intent ${i}: ${problem}`;
    }
    const applied = applyIntent(game, match, intent);
    if (!applied.ok) return `intent ${i} refused on replay: ${applied.refusal.code}`;
    match = applied.match;
  }
  return null;
}

/** The action with one card id replaced by another copy of the same face from the same zone, each way it can be. */
function otherCopies<S, A>(game: GameDefinition<S, A, unknown, unknown>, match: Match<S, A>, action: A, faceOf: (card: string) => string): A[] {
  const zones = Object.values(game.zones(match.state));
  const json = JSON.stringify(action);
  const out: A[] = [];
  for (const z of zones) {
    for (const card of z.cards) {
      if (!json.includes(JSON.stringify(card))) continue;
      for (const copy of z.cards) {
        if (copy !== card && faceOf(copy) === faceOf(card) && !json.includes(JSON.stringify(copy))) {
          out.push(replaceId(action, card, copy));
        }
      }
    }
  }
  return out;
}

function replaceId<T>(value: T, from: string, to: string): T {
  return mapStrings(value, (s) => (s === from ? to : s));
}

function mapStrings<T>(value: T, f: (s: string) => string): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return f(v);
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

function seen(events: readonly GameEvent[], viewer: Viewer): string {
  return JSON.stringify(events.map((e) => eventFor(e, viewer)));
}

function differenceFor<S, A>(game: GameDefinition<S, A, unknown, unknown>, a: Match<S, A>, b: Match<S, A>, viewer: Viewer): string | null {
  if (JSON.stringify(viewMatch(game, a, viewer)) !== JSON.stringify(viewMatch(game, b, viewer))) return "sees a different view";
  if (viewer === "spectator") return null;
  const legal = game.legalActions(a.state, viewer);
  if (JSON.stringify(legal) !== JSON.stringify(game.legalActions(b.state, viewer))) return "has different legal actions";
  for (const action of legal) {
    const refusal = game.check(b.state, viewer, action);
    if (refusal) return `has ${JSON.stringify(action)} refused (${refusal.code})`;
  }
  return null;
}

/** The intent with each card id replaced by the id of the card in the same place of the other match. */
function translate<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  from: Match<S, A>,
  to: Match<S, A>,
  intent: Intent<A>,
  faceOf: (card: string) => string,
): Intent<A> | null {
  const there = game.zones(to.state);
  const ids = new Map<string, string>();
  for (const [name, z] of Object.entries(game.zones(from.state))) {
    const cards = there[name]?.cards;
    if (!cards || cards.length !== z.cards.length) return null;
    for (const [i, card] of z.cards.entries()) {
      const other = cards[i] as string;
      if (faceOf(card) !== faceOf(other)) return null;
      ids.set(card, other);
    }
  }
  return { ...intent, action: mapStrings(intent.action, (s) => ids.get(s) ?? s) };
}
