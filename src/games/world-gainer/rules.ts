/** Who decides what, which choices are legal, and applying them. */
import { moveCard, revealCopies, type Answer, type Prompt, type Refusal, type Seat } from "../../engine/index.ts";
import { handOf, positionOf, SQUARES, STANDBY_SLOTS, standbyOf } from "./board.ts";
import { bySet, cardOf, DECKS, deckOf, OWN_DECK, ownDeckProblem } from "./cards.ts";
import { activateField, fieldUseful, heldTop } from "./effects.ts";
import { gain } from "./gain.ts";
import { paymentProblem, payments, squareProblem } from "./payment.ts";
import { publicPhase } from "./view.ts";
import { startMatch } from "./setup.ts";
import type { CardId, DeckChoice, Phase, WorldGainerAction, WorldGainerContext, WorldGainerState } from "./state.ts";
import { activatableCards, canPlace, canStun, endTurn, placeableCards, settle } from "./turn.ts";

export function prompt(state: WorldGainerState): Prompt | null {
  if (state.phase === "over") return null;
  if (state.phase === "deck") return { decision: "deck", seats: [0, 1], simultaneous: true };
  return { decision: publicPhase(state.phase), seats: [state.active], simultaneous: false };
}

/** One card per printed card: copies are the same choice, and `check` accepts any copy in hand. */
function onePerCard(cards: readonly CardId[]): CardId[] {
  const kept = new Map<string, CardId>();
  for (const c of [...cards].sort(bySet)) if (!kept.has(cardOf(c).id)) kept.set(cardOf(c).id, c);
  return [...kept.values()];
}

export function legalActions(state: WorldGainerState, seat: Seat): WorldGainerAction[] {
  if (!prompt(state)?.seats.includes(seat)) return [];
  const hand = handOf(state, seat).cards;
  const move = state.move;
  switch (state.phase) {
    case "deck":
      return DECKS.map((d) => ({ type: "deck", deck: d.id }));
    case "standby":
      return [...onePerCard(hand).map((card): WorldGainerAction => ({ type: "stun", card })), { type: "skip-stun" }];
    case "gain":
      return [
        ...onePerCard(placeableCards(state, seat)).map((card): WorldGainerAction => ({ type: "choose", card })),
        ...activatableCards(state, seat).map((card): WorldGainerAction => ({ type: "activate", card })),
        { type: "end" },
      ];
    case "square": {
      if (!move) return [];
      const pos = positionOf(state, seat);
      const squares = SQUARES.filter((square) => squareProblem(pos, move.card, square) === null);
      return [...squares.map((square): WorldGainerAction => ({ type: "square", square })), { type: "back" }];
    }
    case "pay": {
      if (!move || move.square === null) return [];
      const offered = payments(positionOf(state, seat), move.card, move.square);
      return [...offered.map((p): WorldGainerAction => ({ type: "pay", ...p })), { type: "back" }];
    }
    case "over":
      return [];
  }
}

const DECISION_OF: Record<WorldGainerAction["type"], Phase[]> = {
  deck: ["deck"],
  stun: ["standby"],
  "skip-stun": ["standby"],
  choose: ["gain"],
  activate: ["gain"],
  end: ["gain"],
  square: ["square"],
  pay: ["pay"],
  back: ["square", "pay"],
};

function activateProblem(state: WorldGainerState, seat: Seat, card: CardId): Refusal | null {
  const effect = heldTop(state, seat, card) === null ? undefined : cardOf(card).effect;
  if (effect?.kind !== "field") return { code: "no-field-effect" };
  if (state.usedFields.includes(card)) return { code: "field-used" };
  return fieldUseful(state, seat, effect) ? null : { code: "field-no-effect" };
}

export function check(state: WorldGainerState, seat: Seat, action: WorldGainerAction): Refusal | null {
  if (!DECISION_OF[action.type].includes(state.phase)) return { code: "wrong-decision" };
  const inHand = (card: CardId): boolean => handOf(state, seat).cards.includes(card);
  const move = state.move;
  switch (action.type) {
    case "deck":
      if (action.cards) return action.deck === OWN_DECK ? ownDeckProblem(action.cards) : { code: "unknown-deck" };
      return deckOf(action.deck) ? null : { code: "unknown-deck" };
    case "stun":
      if (!inHand(action.card)) return { code: "card-not-in-hand" };
      if (standbyOf(state, seat).cards.length >= STANDBY_SLOTS) return { code: "standby-full" };
      return canStun(state, seat) ? null : { code: "stun-done" };
    case "choose":
      if (!inHand(action.card)) return { code: "card-not-in-hand" };
      if (state.gained) return { code: "gain-done" };
      return canPlace(state, seat, action.card) ? null : { code: "no-legal-square" };
    case "activate":
      return activateProblem(state, seat, action.card);
    case "square":
      return move ? squareProblem(positionOf(state, seat), move.card, action.square) : { code: "wrong-decision" };
    case "pay": {
      if (!move || move.square === null) return { code: "wrong-decision" };
      const { type: _type, ...payment } = action;
      return paymentProblem(positionOf(state, seat), move.card, move.square, payment);
    }
    case "skip-stun":
    case "end":
    case "back":
      return null;
  }
}

function placeStun(state: WorldGainerState, seat: Seat, chosen: CardId, ctx: WorldGainerContext): void {
  const [card] = revealCopies(state, [chosen]) as [CardId];
  moveCard(handOf(state, seat), standbyOf(state, seat), card);
  state.stunPlaced = true;
  state.recent.push({ type: "stun", seat, card: cardOf(card).id });
  ctx.emit({ type: "stun", data: { seat, card } });
}

export function apply(state: WorldGainerState, answers: Answer<WorldGainerAction>[], ctx: WorldGainerContext): void {
  const { seat, action } = answers[0] as Answer<WorldGainerAction>;
  switch (action.type) {
    case "deck": {
      const decks = answers.map((a) => a.action as DeckChoice) as [DeckChoice, DeckChoice];
      state.recent = [];
      startMatch(state, decks, ctx);
      return;
    }
    case "stun":
    case "skip-stun":
      state.recent = [];
      if (action.type === "stun") placeStun(state, seat, action.card, ctx);
      state.phase = "gain";
      settle(state, ctx);
      return;
    case "activate":
      state.recent = [];
      activateField(state, seat, action.card, ctx);
      settle(state, ctx);
      return;
    case "end":
      state.recent = [];
      endTurn(state, ctx);
      settle(state, ctx);
      return;
    // Choosing a card and a square is the player's own business until the card is placed: no event, and the
    // table's recent actions stay as they were.
    case "choose":
      state.move = { card: action.card, square: null };
      state.phase = "square";
      return;
    case "square":
      if (state.move) state.move.square = action.square;
      state.phase = "pay";
      return;
    case "back":
      if (state.phase === "pay" && state.move) {
        state.move.square = null;
        state.phase = "square";
      } else {
        state.move = null;
        state.phase = "gain";
      }
      return;
    case "pay": {
      const { type: _type, ...payment } = action;
      const move = state.move;
      if (!move || move.square === null) throw new Error("a payment was checked without a chosen square");
      gain(state, seat, move.card, move.square, payment, ctx);
      return;
    }
  }
}
