/** Spymaster ver.2: rounds, card effects, the spy chain and secret documents. */
import { moveAll, moveCard, otherSeat, type Seat } from "../../engine/index.ts";
import { card, faceOf, isSpy, type CardId, type Kind } from "./cards.ts";
import type { SpymasterContext, SpymasterState } from "./state.ts";
import { attackGoesOn, defender, draw, faceUp, handOf, increment, overLimit, rowOf, win } from "./board.ts";

const HAND_LIMIT = 8;

export function startRound(state: SpymasterState, ctx: SpymasterContext): void {
  state.round += 1;
  state.rightmost = state.turned;
  if (!state.firstRound) draw(state, state.attacker, 1, ctx, "round");
  state.firstRound = false;
  ctx.emit({ type: "round", data: { round: state.round, attacker: state.attacker } });
  continueAttack(state, ctx);
}

export function resolveGuess(state: SpymasterState, guess: Kind, ctx: SpymasterContext): void {
  const attacker = state.attacker;
  const played = state.zones.played;
  const [id] = faceUp(state, [played.cards[0] as CardId], ctx.rng) as [CardId];
  const { kind, number } = card(id);
  const success = kind !== guess;
  state.recent.push({ type: "attack", seat: attacker, card: faceOf(id), guess, success });
  state.tuckUnder = null;
  ctx.emit({ type: "reveal", data: { seat: attacker, card: id, guess, success } });

  if (!success) {
    if (kind === "spy") {
      moveCard(played, rowOf(state, defender(state)), id);
      state.turned = id;
      ctx.emit({ type: "turned", data: { card: id, seat: defender(state) } });
    } else {
      moveCard(played, state.zones.discard, id);
      if (kind === "forces") revealDocument(state, attacker, ctx);
    }
    if (state.phase !== "over") endRound(state, ctx);
    return;
  }

  const previous = state.rightmost;
  moveCard(played, rowOf(state, attacker), id);
  state.rightmost = id;
  if (kind === "forces") {
    revealDocument(state, defender(state), ctx);
    if (state.phase !== "over") endRound(state, ctx);
    return;
  }
  if (kind === "hacker") draw(state, attacker, 2, ctx, "hacker");
  if (kind === "spy") {
    countSpy(state, ctx);
    if (state.phase === "over") return;
    const prev = previous === null ? null : card(previous);
    if (prev?.kind === "spy" && (prev.number as number) < (number as number)) draw(state, attacker, 1, ctx, "chain");
    state.tuckUnder = id;
  }
  continueAttack(state, ctx);
}

export function tuck(state: SpymasterState, tucked: CardId, ctx: SpymasterContext): void {
  const under = state.tuckUnder as CardId;
  const [id] = faceUp(state, [tucked], ctx.rng) as [CardId];
  moveCard(handOf(state, state.attacker), rowOf(state, state.attacker), id);
  state.tucks[id] = under;
  state.tuckUnder = null;
  state.recent.push({ type: "tuck", seat: state.attacker, card: faceOf(id), under: faceOf(under) });
  ctx.emit({ type: "tuck", data: { seat: state.attacker, card: id, under } });
  countSpy(state, ctx);
  if (state.phase !== "over") continueAttack(state, ctx);
}

/** After the hand-size discards (or when none were due): roles swap and the next round begins. */
export function nextRound(state: SpymasterState, ctx: SpymasterContext): void {
  state.attacker = otherSeat(state.attacker);
  startRound(state, ctx);
}

function continueAttack(state: SpymasterState, ctx: SpymasterContext): void {
  if (!attackGoesOn(state, ctx)) endRound(state, ctx);
}

/** Every spy in the attacker's row counts (turned, played, tucked); each third one reveals a document. */
function countSpy(state: SpymasterState, ctx: SpymasterContext): void {
  const spies = rowOf(state, state.attacker).cards.filter(isSpy).length;
  if (spies % 3 === 0) revealDocument(state, defender(state), ctx);
}

function revealDocument(state: SpymasterState, seat: Seat, ctx: SpymasterContext): void {
  const revealed = increment(state.documents, seat);
  ctx.emit({ type: "document", data: { seat, revealed } });
  if (revealed >= 3) win(state, otherSeat(seat), "documents", ctx);
}

function endRound(state: SpymasterState, ctx: SpymasterContext): void {
  moveAll(rowOf(state, state.attacker), state.zones.discard);
  state.turned = rowOf(state, defender(state)).cards[0] ?? null;
  state.tucks = {};
  state.rightmost = null;
  state.tuckUnder = null;
  ctx.emit({ type: "round-end", data: { round: state.round } });
  state.discardDue = overLimit(state, [0, 1], HAND_LIMIT);
  if (state.discardDue.some((n) => n > 0)) {
    state.phase = "discard";
    return;
  }
  nextRound(state, ctx);
}
