import type { GameEvent } from "./events.ts";
import { followBoth, renameStrings, replaceId, seen, type ChoiceFollow } from "./follow.ts";
import { hiddenCards, stringsIn } from "./invariants.ts";
import { applyIntent, createMatch, waitingFor } from "./match.ts";
import { Rng, seedRng } from "./rng.ts";
import {
  seatList,
  type GameDefinition,
  type Intent,
  type Match,
  type MatchSetup,
  type Seat,
  type Viewer,
} from "./types.ts";

export type { ChoiceFollow } from "./follow.ts";

/**
 * How many first steps of a detour `choiceLeakProblem` tries per decision (the chosen action itself, then others), and
 * how many later moves it follows each: a trace of a step taken back shows at once or soon, and every decision of a
 * checked game is tried.
 */
const DETOURS = 2;
const DETOUR_STEPS = 5;

/**
 * "Indistinguishable stays indistinguishable", for a seat about to make `intent`:
 * - every other choice it had that shows a viewer the same events (a different card played face down, another secret
 *   pick, another copy of the same face) is applied to a copy of the match;
 * - the same choice is also made after a detour that the seat undid (place a card, take it back, then place the one
 *   chosen; choose a card, go back, then choose): steps only their maker sees must leave no trace, no move counter,
 *   no token, in what anyone else has.
 * In each case every other viewer must have the same in both copies (`followBoth`), now and after the later moves.
 * Returns a description of the first difference, or null.
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
  const compare = (instead: Match<S, A>, events: readonly GameEvent[], what: string, along = follow): string | null => {
    for (const viewer of others) {
      if (seen(chosen.events, viewer) !== seen(events, viewer)) continue;
      const problem = followBoth(game, chosen.match, instead, viewer, along);
      if (problem) return `seat ${intent.seat} choosing ${chosenJson} ${what}: viewer ${viewer} ${problem}`;
    }
    return null;
  };
  const alternatives = spread(
    [...game.legalActions(match.state, intent.seat), ...otherCopies(game, match, intent.action, follow.faceOf)],
    follow.alternatives,
  );
  for (const alternative of alternatives) {
    if (JSON.stringify(alternative) === chosenJson) continue;
    const instead = applyIntent(game, match, { ...intent, action: alternative });
    if (!instead.ok) continue;
    const problem = compare(instead.match, instead.events, `or ${JSON.stringify(alternative)}`);
    if (problem) return problem;
  }
  const shorter = { ...follow, later: follow.later.slice(0, DETOUR_STEPS) };
  for (const detour of detours(game, match, intent)) {
    const problem = compare(
      detour.match,
      detour.events,
      `at once or after ${detour.steps.map((s) => JSON.stringify(s)).join(" then ")}`,
      shorter,
    );
    if (problem) return problem;
  }
  return null;
}

/** At most `most` items, evenly spaced over the list (the first included); the whole list without a limit. */
function spread<T>(items: readonly T[], most = Infinity): readonly T[] {
  if (items.length <= most) return items;
  const every = Math.ceil(items.length / most);
  return items.filter((_, i) => i % every === 0);
}

/** The intent made after two steps of its seat, the second undoing the first. */
interface Detour<S, A> {
  steps: [A, A];
  match: Match<S, A>;
  events: GameEvent[];
}

/**
 * The seat's intent reached by a detour: a first step (the intent's own action first, then other legal ones), then a
 * step that undoes it (every card back in its zone, the same prompt, the same legal actions for the seat), then the
 * intent. What the seat itself is shown is left out of "undone": a counter it sees too must not hide the detour.
 */
function detours<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  match: Match<S, A>,
  intent: Intent<A>,
): Detour<S, A>[] {
  const { seat } = intent;
  const before = cardsAndPrompt(game, match);
  let legalBefore: string | null = null;
  const chosenJson = JSON.stringify(intent.action);
  const firsts = [
    intent.action,
    ...game.legalActions(match.state, seat).filter((a) => JSON.stringify(a) !== chosenJson),
  ].slice(0, DETOURS);
  const out: Detour<S, A>[] = [];
  for (const first of firsts) {
    const away = applyIntent(game, match, { seat, seq: match.seq, action: first });
    if (!away.ok || !waitingFor(game, away.match).includes(seat)) continue;
    const undos = game.legalActions(away.match.state, seat);
    // An undo ("back", "take back") is offered after the steps forward: look from the end.
    for (let k = undos.length - 1; k >= 0; k--) {
      const back = applyIntent(game, away.match, { seat, seq: away.match.seq, action: undos[k] as A });
      if (!back.ok || cardsAndPrompt(game, back.match) !== before) continue;
      legalBefore ??= sortedLegal(game, match, seat);
      if (sortedLegal(game, back.match, seat) !== legalBefore) continue;
      const done = applyIntent(game, back.match, { ...intent, seq: intent.seq + back.match.seq - match.seq });
      if (done.ok)
        out.push({
          steps: [first, undos[k] as A],
          match: done.match,
          events: [...away.events, ...back.events, ...done.events],
        });
      break;
    }
  }
  return out;
}

function cardsAndPrompt<S, A>(game: GameDefinition<S, A, unknown, unknown>, match: Match<S, A>): string {
  const cards = Object.entries(game.zones(match.state)).map(([name, z]) => [name, [...z.cards].sort()]);
  return JSON.stringify([cards, game.prompt(match.state)]);
}

function sortedLegal<S, A>(game: GameDefinition<S, A, unknown, unknown>, match: Match<S, A>, seat: Seat): string {
  return JSON.stringify(
    game
      .legalActions(match.state, seat)
      .map((a) => JSON.stringify(a))
      .sort(),
  );
}

/**
 * How the copies hidden from a viewer trade ids: the lowest copies of each face to the places listed first (a deck
 * before the hands, the first seat's hand before the next), or last, or at random.
 */
export type Rearrangement = "lowest-first" | "lowest-last" | Rng;

/**
 * "Which copy is where never shows": the copies of each face hidden from `viewer` trade ids (the faces stay where they
 * were, only ids move; a lower copy goes to another seat's hand, to a deck), then the same later moves are made in
 * both matches. The viewer must see the same in both, its own copies read as their faces (which of its equivalent
 * copies a seat holds is only a name, and a card turning face up may hand it another one). So the id a card takes when
 * it turns face up, and every id the viewer sees face up, depend on nothing hidden from it.
 */
export function copyLeakProblem<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  match: Match<S, A>,
  viewer: Viewer,
  follow: ChoiceFollow<A>,
  how: Rearrangement,
): string | null {
  const problem = followBoth(
    game,
    match,
    { ...match, state: rearrangeCopies(game, match, viewer, follow.faceOf, how) },
    viewer,
    follow,
    true,
  );
  return problem ? `viewer ${viewer}, with the copies it cannot see rearranged, ${problem}` : null;
}

/**
 * The state with the ids of the copies of each face that the viewer cannot see rearranged among themselves, everywhere
 * the state names them: each card keeps its place and face, and the state stays whole. Cards the other seats' secret
 * answers name keep their ids, so those answers remain what they were.
 */
function rearrangeCopies<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  match: Match<S, A>,
  viewer: Viewer,
  faceOf: (card: string) => string,
  how: Rearrangement,
): S {
  const pinned = new Set(stringsIn(match.pending));
  const byFace = new Map<string, string[]>();
  // In zone order, so "first" and "last" follow the order the game lists its zones in.
  for (const card of hiddenCards(game, match.state, viewer)) {
    if (!pinned.has(card)) byFace.set(faceOf(card), [...(byFace.get(faceOf(card)) ?? []), card]);
  }
  const renames = new Map<string, string>();
  for (const ids of byFace.values()) {
    const ranked = [...ids].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
    const given = how === "lowest-first" ? ranked : how === "lowest-last" ? ranked.reverse() : how.shuffle([...ids]);
    ids.forEach((id, i) => renames.set(id, given[i] as string));
  }
  return renameStrings(match.state, (s) => renames.get(s) ?? s);
}

/**
 * Replays a recorded game and checks every `every`-th intent with `choiceLeakProblem`, following at most `steps` later
 * moves, and the copies hidden from each viewer with `copyLeakProblem` (`copies.tries` rearrangements per viewer, the
 * lowest copies first, then last, then at random, each followed `copies.steps` moves; none when not given).
 */
export function choiceLeaksInGame<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  setup: MatchSetup,
  intents: readonly Intent<A>[],
  check: {
    faceOf(card: string): string;
    every: number;
    steps: number;
    copies?: { tries: number; steps: number };
    alternatives?: number;
  },
): string | null {
  const created = createMatch(game, setup);
  if (!created.ok) return `setup refused: ${created.refusal.code}`;
  const viewers: Viewer[] = [...seatList(setup.players), "spectator"];
  const rng = new Rng(seedRng(0x5eed));
  let match = created.match;
  for (const [i, intent] of intents.entries()) {
    if (i % check.every === 0) {
      const copies = check.copies ?? { tries: 0, steps: 0 };
      const follow = { faceOf: check.faceOf, later: intents.slice(i, i + 1 + copies.steps) };
      for (let n = 0; n < copies.tries; n++) {
        for (const viewer of viewers) {
          const how: Rearrangement = n === 0 ? "lowest-first" : n === 1 ? "lowest-last" : rng;
          const problem = copyLeakProblem(game, match, viewer, follow, how);
          if (problem) return `intent ${i}: ${problem}`;
        }
      }
      const problem = choiceLeakProblem(game, match, intent, {
        faceOf: check.faceOf,
        later: intents.slice(i + 1, i + 1 + check.steps),
        ...(check.alternatives === undefined ? {} : { alternatives: check.alternatives }),
      });
      if (problem) return `intent ${i}: ${problem}`;
    }
    const applied = applyIntent(game, match, intent);
    if (!applied.ok) return `intent ${i} refused on replay: ${applied.refusal.code}`;
    match = applied.match;
  }
  return null;
}

/** The action with one card id replaced by another copy of the same face from the same zone, each way it can be. */
function otherCopies<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  match: Match<S, A>,
  action: A,
  faceOf: (card: string) => string,
): A[] {
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
