import { expect } from "vitest";
import {
  applyIntent,
  cardCounts,
  cloneJson,
  createMatch,
  type GameEvent,
  type Match,
  type Refusal,
  type Seat,
} from "../../../src/engine/index.ts";
import { deckOf, type CardId, type Variant } from "../../../src/games/spymaster/cards.ts";
import { spymasterGame } from "../../../src/games/spymaster/index.ts";
import type { Phase, SpymasterAction, SpymasterState } from "../../../src/games/spymaster/state.ts";

/** Stacked-deck helpers for the Spymaster / MindMaster rule tests. */

export type SpyMatch = Match<SpymasterState, SpymasterAction>;

export interface Position {
  variant: Variant;
  seed?: number;
  attacker?: Seat;
  phase?: Phase;
  firstRound?: boolean;
  round?: number;
  hand0?: CardId[];
  hand1?: CardId[];
  row0?: CardId[];
  row1?: CardId[];
  /** Bottom first, like the zone (the last card is the top). */
  discard?: CardId[];
  /** The face-down attack card (phase "guess"). */
  played?: CardId[];
  /** The next cards to be drawn, in draw order: `draws[0]` is the top of the deck. */
  draws?: CardId[];
  /** Where the cards not named anywhere else go: under the drawn ones at the bottom of the deck (default), or the discard pile. */
  rest?: "deck" | "discard";
  documents?: [number, number];
  strikes?: [number, number];
  outs?: [number, number];
  tucks?: Record<CardId, CardId>;
  turned?: CardId | null;
  /** Defaults to `turned`. */
  rightmost?: CardId | null;
  tuckUnder?: CardId | null;
  bonusStrike?: boolean;
  discardDue?: [number, number];
}

export function allCards(variant: Variant): CardId[] {
  return deckOf(variant).map((c) => c.id);
}

/** Throws unless every card of the variant is in exactly one place of the match. */
export function assertConserved(match: SpyMatch): void {
  const counts = cardCounts(spymasterGame, match.state);
  const expected = allCards(match.state.variant);
  for (const id of expected) {
    if (counts.get(id) !== 1) throw new Error(`card ${id} is present ${counts.get(id) ?? 0} times`);
  }
  if (counts.size !== expected.length) {
    throw new Error(`unexpected cards: ${[...counts.keys()].filter((k) => !expected.includes(k)).join(", ")}`);
  }
}

/** A fresh match of the variant, rearranged into exactly the given position. */
export function position(p: Position): SpyMatch {
  const created = createMatch(spymasterGame, { seed: p.seed ?? 1, players: 2, options: { variant: p.variant } });
  if (!created.ok) throw new Error(`setup refused: ${created.refusal.code}`);
  const match = created.match;
  const s = match.state;
  const named = [
    ...(p.hand0 ?? []),
    ...(p.hand1 ?? []),
    ...(p.row0 ?? []),
    ...(p.row1 ?? []),
    ...(p.discard ?? []),
    ...(p.played ?? []),
    ...(p.draws ?? []),
  ];
  const all = allCards(p.variant);
  for (const id of named) if (!all.includes(id)) throw new Error(`${id} is not a ${p.variant} card`);
  if (new Set(named).size !== named.length) throw new Error("a card is named twice in the position");
  const rest = all.filter((id) => !named.includes(id));
  const attacker = p.attacker ?? 0;
  s.zones.hand0.cards = [...(p.hand0 ?? [])];
  s.zones.hand1.cards = [...(p.hand1 ?? [])];
  s.zones.row0.cards = [...(p.row0 ?? [])];
  s.zones.row1.cards = [...(p.row1 ?? [])];
  s.zones.played.cards = [...(p.played ?? [])];
  s.zones.played.owner = attacker;
  const restInDiscard = p.rest === "discard";
  s.zones.discard.cards = [...(restInDiscard ? rest : []), ...(p.discard ?? [])];
  s.zones.deck.cards = [...(restInDiscard ? [] : rest), ...[...(p.draws ?? [])].reverse()];
  for (const z of Object.values(s.zones)) delete z.shownTo;
  s.attacker = attacker;
  s.phase = p.phase ?? "attack";
  s.firstRound = p.firstRound ?? false;
  s.round = p.round ?? 2;
  s.documents = p.documents ?? [0, 0];
  s.strikes = p.strikes ?? [0, 0];
  s.outs = p.outs ?? [0, 0];
  s.tucks = { ...(p.tucks ?? {}) };
  s.turned = p.turned ?? null;
  s.rightmost = p.rightmost === undefined ? s.turned : p.rightmost;
  s.tuckUnder = p.tuckUnder ?? null;
  s.bonusStrike = p.bonusStrike ?? false;
  s.discardDue = p.discardDue ?? [0, 0];
  s.recent = [];
  s.winner = null;
  s.endReason = null;
  assertConserved(match);
  return match;
}

export interface Step {
  match: SpyMatch;
  events: GameEvent[];
}

/** Applies one action that must be accepted; checks card conservation after it. */
export function act(match: SpyMatch, seat: Seat, action: unknown): Step {
  const applied = applyIntent(spymasterGame, match, { seat, seq: match.seq, action });
  if (!applied.ok) throw new Error(`refused ${JSON.stringify(action)} by seat ${seat}: ${JSON.stringify(applied.refusal)}`);
  assertConserved(applied.match);
  return { match: applied.match, events: applied.events };
}

/** Applies several accepted actions in a row; returns the last match and every event. */
export function actAll(match: SpyMatch, steps: [Seat, unknown][]): Step {
  let m = match;
  const events: GameEvent[] = [];
  for (const [seat, action] of steps) {
    const step = act(m, seat, action);
    m = step.match;
    events.push(...step.events);
  }
  return { match: m, events };
}

/** An intent that must be refused, leaving the match exactly as it was; returns the refusal. */
export function refuse(match: SpyMatch, seat: Seat, action: unknown, seq: number = match.seq): Refusal {
  const before = cloneJson(match);
  const applied = applyIntent(spymasterGame, match, { seat, seq, action });
  expect(match).toEqual(before);
  if (applied.ok) throw new Error(`accepted ${JSON.stringify(action)} by seat ${seat}`);
  return applied.refusal;
}

/** A play then the defender's guess. */
export function attack(match: SpyMatch, card: CardId, guess: string): Step {
  const attacker = match.state.attacker;
  return actAll(match, [
    [attacker, { type: "play", card }],
    [1 - attacker, { type: "guess", kind: guess }],
  ]);
}

export function types(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.type);
}

export function eventsOf(events: readonly GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

/** The deck in draw order (top first). */
export function drawOrder(match: SpyMatch): CardId[] {
  return [...match.state.zones.deck.cards].reverse();
}

export function hand(match: SpyMatch, seat: Seat): CardId[] {
  return seat === 0 ? match.state.zones.hand0.cards : match.state.zones.hand1.cards;
}

export function row(match: SpyMatch, seat: Seat): CardId[] {
  return seat === 0 ? match.state.zones.row0.cards : match.state.zones.row1.cards;
}

export function legal(match: SpyMatch, seat: Seat): SpymasterAction[] {
  return spymasterGame.legalActions(match.state, seat);
}
