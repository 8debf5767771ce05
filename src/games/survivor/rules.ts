/** Who decides what, which choices are legal, and applying them. */
import { moveCard, windowSeat, type Answer, type Prompt, type Refusal, type Seat } from "../../engine/index.ts";
import { castOf, currentChallenge, handLimit, logRecent, ownerOf, seatZone, seatsIn } from "./board.ts";
import { cardOf, challengeOf, deckOf, decksOfSize, OWN_DECK, ownDeckProblem } from "./cards.ts";
import { castawayListProblem } from "./cast.ts";
import { entryChoices, handOfType, onePerFace } from "./choices.ts";
import { applyPlay, playOptions, playProblem } from "./fortunes.ts";
import { startMatch } from "./setup.ts";
import type { CastawayId, Phase, SurvivorAction, SurvivorContext, SurvivorState } from "./state.ts";
import { extraCandidates, nameExtra, nameForVote, voteCandidates } from "./turn.ts";
import { afterDiscardRound, afterPlacingRound, afterWindowAct, finishEntries } from "./turn.ts";

export function prompt(state: SurvivorState): Prompt | null {
  switch (state.phase) {
    case "over":
      return null;
    case "deck":
      return { decision: "deck", seats: seatsIn(state), simultaneous: true };
    case "feed":
    case "ally":
      return {
        decision: state.phase,
        seats: seatsIn(state).filter((s) => !state.done[s]),
        simultaneous: false,
        drafting: true,
      };
    case "enter":
      return { decision: state.phase, seats: seatsIn(state).filter((s) => !state.done[s]), simultaneous: true };
    case "discard":
      return {
        decision: state.phase,
        seats: seatsIn(state).filter((s) => !state.done[s]),
        simultaneous: false,
        drafting: true,
      };
    case "fortunes":
    case "items":
    case "council":
      return { decision: state.phase, seats: state.window ? [windowSeat(state.window)] : [], simultaneous: false };
    case "vote":
    case "extra":
      return { decision: state.phase, seats: [state.idol], simultaneous: false };
  }
}

/** Items a seat may place this turn: the challenge's limit plus any politics card raising it. */
export function itemLimit(state: SurvivorState): number {
  const challenge = currentChallenge(state);
  const base = challenge ? challengeOf(challenge).items : 0;
  return state.standing.reduce((n, s) => n + (s.type === "item-limit" ? s.amount : 0), base);
}

function itemOptions(state: SurvivorState, seat: Seat): SurvivorAction[] {
  if (seatZone(state, seat, "facedown").cards.length >= itemLimit(state)) return [];
  const items = onePerFace(handOfType(state, seat, "item"));
  return items.flatMap((card) =>
    (state.entered[seat] ?? []).map((castaway): SurvivorAction => ({ type: "item", card, castaway })),
  );
}

function windowOptions(state: SurvivorState, seat: Seat): SurvivorAction[] {
  const hand = onePerFace(seatZone(state, seat, "hand").cards);
  const plays = hand.flatMap((card) => playOptions(state, seat, card));
  const items = state.phase === "items" ? itemOptions(state, seat) : [];
  return [...plays, ...items, { type: "pass" }];
}

/** The windows played in turn (fortunes, items, Tribal Council) are pass windows: their pass, or null in any other phase. */
export function windowPass(phase: Phase): SurvivorAction | null {
  return phase === "fortunes" || phase === "items" || phase === "council" ? { type: "pass" } : null;
}

export function legalActions(state: SurvivorState, seat: Seat): SurvivorAction[] {
  if (!prompt(state)?.seats.includes(seat)) return [];
  switch (state.phase) {
    case "deck":
      return decksOfSize(state.options.deckSize).map((d) => ({ type: "deck", deck: d.id }));
    case "feed":
    case "ally": {
      const cards = onePerFace(handOfType(state, seat, state.phase === "feed" ? "food" : "alliance"));
      const places = cards.flatMap((card) =>
        castOf(state, seat).map((castaway): SurvivorAction => ({ type: "place", card, castaway })),
      );
      const planned = onePerFace(seatZone(state, seat, "plan").cards).map((card): SurvivorAction => ({
        type: "unplace",
        card,
      }));
      return [...places, ...planned, { type: "done" }];
    }
    case "enter":
      return entryChoices(state, seat).map((castaways) => ({ type: "enter", castaways }));
    case "fortunes":
    case "items":
    case "council":
      return windowOptions(state, seat);
    case "vote":
    case "extra":
      return candidates(state).map((castaway) => ({ type: "vote", castaway, owner: ownerOf(state, castaway) }));
    case "discard": {
      const hand = seatZone(state, seat, "hand").cards;
      const singles = onePerFace(hand).map((card): SurvivorAction => ({ type: "discard", cards: [card] }));
      const planned = onePerFace(seatZone(state, seat, "plan").cards).map((card): SurvivorAction => ({
        type: "unplace",
        card,
      }));
      return [...singles, ...planned, ...(hand.length <= handLimit(state) ? [{ type: "done" } as const] : [])];
    }
    case "over":
      return [];
  }
}

const DECISION_OF: Record<SurvivorAction["type"], SurvivorState["phase"][]> = {
  deck: ["deck"],
  place: ["feed", "ally"],
  unplace: ["feed", "ally", "discard"],
  done: ["feed", "ally", "discard"],
  enter: ["enter"],
  play: ["fortunes", "items", "council"],
  item: ["items"],
  pass: ["fortunes", "items", "council"],
  vote: ["vote", "extra"],
  discard: ["discard"],
};

/** The castaways the idol holder may name now: for the vote, or for an extra vote-off. */
function candidates(state: SurvivorState): CastawayId[] {
  return state.phase === "extra" ? extraCandidates(state, state.extraVote?.icon ?? null) : voteCandidates(state);
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

function placeProblem(state: SurvivorState, seat: Seat, card: string, castaway: CastawayId): Refusal | null {
  const type = state.phase === "feed" ? "food" : "alliance";
  if (!seatZone(state, seat, "hand").cards.includes(card)) return { code: "card-not-in-hand" };
  if (cardOf(card).type !== type) return { code: type === "food" ? "not-food" : "not-alliance" };
  return castOf(state, seat).includes(castaway) ? null : { code: "not-your-castaway" };
}

function itemProblem(state: SurvivorState, seat: Seat, card: string, castaway: CastawayId): Refusal | null {
  if (!seatZone(state, seat, "hand").cards.includes(card)) return { code: "card-not-in-hand" };
  if (cardOf(card).type !== "item") return { code: "not-item" };
  if (!(state.entered[seat] ?? []).includes(castaway)) return { code: "not-entered" };
  const limit = itemLimit(state);
  return seatZone(state, seat, "facedown").cards.length >= limit ? { code: "item-limit", params: { limit } } : null;
}

export function check(state: SurvivorState, seat: Seat, action: SurvivorAction): Refusal | null {
  if (!DECISION_OF[action.type].includes(state.phase)) return { code: "wrong-decision" };
  switch (action.type) {
    case "deck": {
      const castaways = action.castaways ? castawayListProblem(action.castaways) : null;
      if (castaways) return castaways;
      if (action.cards)
        return action.deck === OWN_DECK
          ? ownDeckProblem(action.cards, state.options.deckSize)
          : { code: "unknown-deck" };
      const deck = deckOf(action.deck);
      if (!deck) return { code: "unknown-deck" };
      return decksOfSize(state.options.deckSize).includes(deck)
        ? null
        : { code: "deck-size", params: { size: state.options.deckSize } };
    }
    case "place":
      return placeProblem(state, seat, action.card, action.castaway);
    case "unplace":
      return seatZone(state, seat, "plan").cards.includes(action.card) ? null : { code: "not-planned" };
    case "enter": {
      if (new Set(action.castaways).size !== action.castaways.length) return { code: "entered-twice" };
      if (action.castaways.some((c) => !castOf(state, seat).includes(c))) return { code: "not-your-castaway" };
      return entryChoices(state, seat).some((c) => sameSet(c, action.castaways)) ? null : { code: "bad-entry" };
    }
    case "play":
      return playProblem(state, seat, action);
    case "item":
      return itemProblem(state, seat, action.card, action.castaway);
    case "vote":
      if (action.owner !== undefined && action.owner !== ownerOf(state, action.castaway))
        return { code: "not-a-candidate" };
      return candidates(state).includes(action.castaway) ? null : { code: "not-a-candidate" };
    case "discard": {
      const hand = seatZone(state, seat, "hand").cards;
      const wrong =
        action.cards.length === 0 ||
        new Set(action.cards).size !== action.cards.length ||
        action.cards.some((c) => !hand.includes(c));
      return wrong ? { code: "card-not-in-hand" } : null;
    }
    case "done": {
      // The hand discard is done only once what stays is within the limit.
      const keep = seatZone(state, seat, "hand").cards.length;
      const limit = handLimit(state);
      return state.phase === "discard" && keep > limit ? { code: "over-hand-limit", params: { limit, keep } } : null;
    }
    case "pass":
      return null;
  }
}

/**
 * Applies a move. Building a plan (or a hand discard) is the player's own business: the table's recent actions and its
 * log stay as they were. Any other move's public actions become the recent ones and join the log.
 */
export function apply(state: SurvivorState, answers: Answer<SurvivorAction>[], ctx: SurvivorContext): void {
  const first = answers[0] as Answer<SurvivorAction>;
  if (["place", "unplace", "discard"].includes(first.action.type)) return applyMove(state, answers, ctx);
  state.recent = [];
  applyMove(state, answers, ctx);
  logRecent(state);
}

function applyMove(state: SurvivorState, answers: Answer<SurvivorAction>[], ctx: SurvivorContext): void {
  const first = answers[0] as Answer<SurvivorAction>;
  switch (first.action.type) {
    case "deck":
      startMatch(
        state,
        answers.map((a) => ({ seat: a.seat, ...(a.action as Extract<SurvivorAction, { type: "deck" }>) })),
        ctx,
      );
      return;
    case "place":
      moveCard(seatZone(state, first.seat, "hand"), seatZone(state, first.seat, "plan"), first.action.card);
      state.plans[first.seat]?.push(first.action.castaway);
      return;
    case "unplace": {
      const plan = seatZone(state, first.seat, "plan");
      state.plans[first.seat]?.splice(plan.cards.indexOf(first.action.card), 1);
      moveCard(plan, seatZone(state, first.seat, "hand"), first.action.card);
      return;
    }
    case "done":
      state.done[first.seat] = true;
      ctx.emit({ type: "ready", data: { seat: first.seat, step: state.phase } });
      if (state.phase === "discard") afterDiscardRound(state, ctx);
      else afterPlacingRound(state, ctx);
      return;
    case "enter":
      for (const { seat, action } of answers) {
        if (action.type === "enter")
          state.entered[seat] = castOf(state, seat).filter((c) => action.castaways.includes(c));
        state.done[seat] = true;
      }
      finishEntries(state, ctx);
      return;
    case "play":
      applyPlay(state, first.seat, first.action, ctx);
      afterWindowAct(state, false, ctx);
      return;
    case "item": {
      const { card, castaway } = first.action;
      moveCard(seatZone(state, first.seat, "hand"), seatZone(state, first.seat, "facedown"), card);
      state.itemsOn[first.seat]?.push(castaway);
      state.recent.push({ type: "item", seat: first.seat, castaway });
      ctx.emit({ type: "item", data: { seat: first.seat, castaway }, secret: { to: [first.seat], data: { card } } });
      afterWindowAct(state, false, ctx);
      return;
    }
    case "pass":
      state.recent.push({ type: "pass", seat: first.seat });
      ctx.emit({ type: "pass", data: { seat: first.seat, window: state.phase } });
      afterWindowAct(state, true, ctx);
      return;
    case "vote":
      if (state.phase === "extra") nameExtra(state, first.action.castaway, ctx);
      else nameForVote(state, first.action.castaway, ctx);
      return;
    case "discard":
      for (const card of first.action.cards)
        moveCard(seatZone(state, first.seat, "hand"), seatZone(state, first.seat, "plan"), card);
      return;
  }
}
