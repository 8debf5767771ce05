/** Stacked decks for the Spymaster / MindMaster rule tests. */
import { type GameEvent, type Seat } from "../../../src/engine/index.ts";
import { cardCounts } from "../../../src/engine/testing.ts";
import { deckOf, type CardId, type Kind, type Variant } from "../../../src/games/spymaster/cards.ts";
import { spymasterGame } from "../../../src/games/spymaster/index.ts";
import type { Phase, SpymasterAction, SpymasterState, SpymasterView } from "../../../src/games/spymaster/state.ts";
import { start, type Scenario } from "../scenario.ts";

export type SpyScenario = Scenario<SpymasterState, SpymasterAction, SpymasterView>;

/** What the readers below read: a scenario, or a match played elsewhere. */
type HasState = { state: SpymasterState };

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
export function assertConserved(match: HasState): void {
  const counts = cardCounts(spymasterGame, match.state);
  const expected = allCards(match.state.variant);
  for (const id of expected) {
    if (counts.get(id) !== 1) throw new Error(`card ${id} is present ${counts.get(id) ?? 0} times`);
  }
  if (counts.size !== expected.length) {
    throw new Error(`unexpected cards: ${[...counts.keys()].filter((k) => !expected.includes(k)).join(", ")}`);
  }
}

/** A fresh match of the variant, rearranged into exactly the given position; every act checks that no card is lost. */
export function position(p: Position): SpyScenario {
  const match = start(
    spymasterGame,
    { seed: p.seed ?? 1, players: 2, options: { variant: p.variant } },
    { afterAct: assertConserved },
  );
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

/** A play then the defender's guess; returns the events of both. */
export function attack(m: SpyScenario, card: CardId, guess: Kind): GameEvent[] {
  const attacker = m.state.attacker;
  return [...m.act(attacker, { type: "play", card }), ...m.act(1 - attacker, { type: "guess", kind: guess })];
}

/** The deck in draw order (top first). */
export function drawOrder(match: HasState): CardId[] {
  return [...match.state.zones.deck.cards].reverse();
}

export function hand(match: HasState, seat: Seat): CardId[] {
  return seat === 0 ? match.state.zones.hand0.cards : match.state.zones.hand1.cards;
}

export function row(match: HasState, seat: Seat): CardId[] {
  return seat === 0 ? match.state.zones.row0.cards : match.state.zones.row1.cards;
}
