/** Who decides what, which choices are legal, and applying them. */
import { moveCard, type Answer, type Prompt, type Refusal, type Seat } from "../../engine/index.ts";
import { byFace, card, faceOf, KINDS, type CardId } from "./cards.ts";
import * as mindmaster from "./mindmaster-round.ts";
import * as spymaster from "./spymaster-round.ts";
import type { SpymasterAction, SpymasterContext, SpymasterState } from "./state.ts";
import { defender, discardFromHand, faceUp, handOf } from "./board.ts";

export function prompt(state: SpymasterState): Prompt | null {
  switch (state.phase) {
    case "pick":
      return { decision: "pick", seats: [0, 1], simultaneous: true };
    case "attack":
      return { decision: "attack", seats: [state.attacker], simultaneous: false };
    case "guess":
      return { decision: "guess", seats: [defender(state)], simultaneous: false };
    case "discard":
      return {
        decision: "discard",
        seats: ([0, 1] as const).filter((s) => state.discardDue[s] > 0),
        simultaneous: true,
        detail: { counts: [...state.discardDue] },
      };
    case "over":
      return null;
  }
}

/** Cards of the same kind and number are the same choice. */
function faceKey(id: CardId): string {
  const { kind, number } = card(id);
  return `${kind}${number ?? ""}`;
}

/** One card per face, in the order the faces first appear: of each face, the first in the set's order. */
function onePerFace(cards: readonly CardId[]): CardId[] {
  const kept = new Map<string, CardId>();
  for (const c of cards) {
    const key = faceKey(c);
    const held = kept.get(key);
    if (held === undefined || byFace(c, held) < 0) kept.set(key, c);
  }
  return [...kept.values()];
}

/** Distinct choices of `size` cards, treating cards of the same kind and number as one. */
function choicesOf(hand: readonly CardId[], size: number): CardId[][] {
  const seen = new Set<string>();
  const out: CardId[][] = [];
  const pick = (from: number, chosen: CardId[]): void => {
    if (chosen.length === size) {
      const key = chosen.map(faceKey).join(",");
      if (!seen.has(key)) {
        seen.add(key);
        out.push([...chosen]);
      }
      return;
    }
    for (let i = from; i <= sorted.length - (size - chosen.length); i++) pick(i + 1, [...chosen, sorted[i] as CardId]);
  };
  const sorted = [...hand].sort();
  pick(0, []);
  return out;
}

function largerSpies(state: SpymasterState): CardId[] {
  if (state.tuckUnder === null) return [];
  const under = card(state.tuckUnder).number as number;
  return handOf(state, state.attacker).cards.filter(
    (c) => card(c).kind === "spy" && (card(c).number as number) > under,
  );
}

/**
 * The choices of a prompted seat (none for any other seat), one per distinct card face: which copy of a face is
 * played makes no difference, and `check` accepts any copy actually in hand.
 */
export function legalActions(state: SpymasterState, seat: Seat): SpymasterAction[] {
  if (!prompt(state)?.seats.includes(seat)) return [];
  const hand = handOf(state, seat).cards;
  switch (state.phase) {
    case "pick":
      return onePerFace(hand).map((c) => ({ type: "pick", card: c }));
    case "attack": {
      const actions: SpymasterAction[] = onePerFace(hand).map((c) => ({ type: "play", card: c }));
      for (const c of onePerFace(largerSpies(state))) actions.push({ type: "tuck", card: c });
      if (state.bonusStrike && hand.length >= 2) {
        for (const cards of choicesOf(hand, 2)) actions.push({ type: "strike", cards });
      }
      return actions;
    }
    case "guess":
      return KINDS[state.variant].map((kind) => ({ type: "guess", kind }));
    case "discard":
      return choicesOf(hand, state.discardDue[seat] ?? 0).map((cards) => ({ type: "discard", cards }));
    case "over":
      return [];
  }
}

function ownsAll(state: SpymasterState, seat: Seat, cards: readonly CardId[]): boolean {
  const hand = handOf(state, seat).cards;
  return new Set(cards).size === cards.length && cards.every((c) => hand.includes(c));
}

const DECISION_OF: Record<SpymasterAction["type"], SpymasterState["phase"]> = {
  pick: "pick",
  play: "attack",
  tuck: "attack",
  strike: "attack",
  guess: "guess",
  discard: "discard",
};

export function check(state: SpymasterState, seat: Seat, action: SpymasterAction): Refusal | null {
  if (DECISION_OF[action.type] !== state.phase) return { code: "wrong-decision" };
  switch (action.type) {
    case "pick":
    case "play":
      return ownsAll(state, seat, [action.card]) ? null : { code: "card-not-in-hand" };
    case "tuck":
      if (state.tuckUnder === null) return { code: "no-tuck" };
      if (!ownsAll(state, seat, [action.card])) return { code: "card-not-in-hand" };
      return largerSpies(state).includes(action.card) ? null : { code: "tuck-needs-larger-spy" };
    case "strike":
      if (!state.bonusStrike) return { code: "no-bonus-strike" };
      if (action.cards.length !== 2) return { code: "discard-count", params: { count: 2 } };
      return ownsAll(state, seat, action.cards) ? null : { code: "card-not-in-hand" };
    case "guess":
      return KINDS[state.variant].includes(action.kind) ? null : { code: "unknown-kind" };
    case "discard": {
      const due = state.discardDue[seat] ?? 0;
      if (action.cards.length !== due) return { code: "discard-count", params: { count: due } };
      return ownsAll(state, seat, action.cards) ? null : { code: "card-not-in-hand" };
    }
  }
}

export function apply(state: SpymasterState, answers: Answer<SpymasterAction>[], ctx: SpymasterContext): void {
  const first = answers[0] as Answer<SpymasterAction>;
  const action = first.action;
  state.recent = [];
  switch (action.type) {
    case "pick": {
      const picks = answers.map((a) => (a.action as { card: CardId }).card) as [CardId, CardId];
      mindmaster.resolvePick(state, picks, ctx);
      return;
    }
    case "play":
      // A tuck or a bonus strike is only offered until the next card is played.
      state.tuckUnder = null;
      state.bonusStrike = false;
      state.zones.played.owner = state.attacker;
      moveCard(handOf(state, state.attacker), state.zones.played, action.card);
      state.phase = "guess";
      state.recent.push({ type: "play", seat: state.attacker });
      ctx.emit({
        type: "play",
        data: { seat: state.attacker },
        secret: { to: [state.attacker], data: { card: action.card } },
      });
      return;
    case "guess":
      (state.variant === "spymaster" ? spymaster : mindmaster).resolveGuess(state, action.kind, ctx);
      return;
    case "tuck":
      spymaster.tuck(state, action.card, ctx);
      return;
    case "strike":
      mindmaster.bonusStrike(state, action.cards, ctx);
      return;
    case "discard": {
      const chosen = answers.map(({ seat, action: a }) => ({ seat, cards: (a as { cards: CardId[] }).cards }));
      const discarded = faceUp(
        state,
        chosen.flatMap((c) => c.cards),
        ctx.rng,
      );
      let next = 0;
      const each: { seat: number; cards: CardId[] }[] = [];
      for (const { seat, cards } of chosen) {
        const gone = discarded.slice(next, next + cards.length);
        discardFromHand(state, seat, gone);
        each.push({ seat, cards: gone });
        next += cards.length;
      }
      const seats = answers.map((a) => a.seat);
      state.discardDue = [0, 0];
      state.recent.push({ type: "discard", seats, cards: discarded.map(faceOf) });
      ctx.emit({ type: "discard", data: { seats, cards: discarded, each } });
      if (state.variant === "spymaster") spymaster.nextRound(state, ctx);
      else mindmaster.handOver(state, ctx);
      return;
    }
  }
}
