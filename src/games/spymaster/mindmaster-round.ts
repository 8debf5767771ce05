/** MindMaster, the draft variant: suits in rock-paper-scissors, strikes and outs. */
import { moveCard, otherSeat, type Seat } from "../../engine/index.ts";
import { byFace, card, faceOf, type CardId, type Kind } from "./cards.ts";
import type { SpymasterContext, SpymasterState } from "./state.ts";
import { attackGoesOn, defender, discardFromHand, draw, faceUp, handOf, increment, overLimit, win } from "./board.ts";

const HAND_LIMIT = 9;
const BEATS: Record<string, Kind> = { spade: "heart", heart: "diamond", diamond: "spade" };

/**
 * The opening pick: both show a card at once; the winning suit attacks first. On a tie both cards go back to
 * their hands and both pick again; otherwise both picked cards are spent, onto the used cards.
 */
export function resolvePick(state: SpymasterState, picks: [CardId, CardId], ctx: SpymasterContext): void {
  const kinds: [Kind, Kind] = [card(picks[0]).kind, card(picks[1]).kind];
  const winner = kinds[0] === kinds[1] ? null : BEATS[kinds[0]] === kinds[1] ? 0 : 1;
  state.recent.push({ type: "pick", kinds, winner });
  ctx.emit({ type: "pick", data: { kinds, winner } });
  if (winner === null) return;
  const [spent0, spent1] = faceUp(state, picks, ctx.rng) as [CardId, CardId];
  discardFromHand(state, 0, [spent0]);
  discardFromHand(state, 1, [spent1]);
  state.attacker = winner;
  state.round = 1;
  state.phase = "attack";
}

export function resolveGuess(state: SpymasterState, guess: Kind, ctx: SpymasterContext): void {
  const attacker = state.attacker;
  const target = defender(state);
  const [id] = faceUp(state, [state.zones.played.cards[0] as CardId], ctx.rng) as [CardId];
  const { kind } = card(id);
  const success = kind !== guess;
  moveCard(state.zones.played, state.zones.discard, id);
  state.recent.push({ type: "attack", seat: attacker, card: faceOf(id), guess, success });
  state.bonusStrike = false;
  ctx.emit({ type: "reveal", data: { seat: attacker, card: id, guess, success } });

  if (success) {
    if (kind === "spade") {
      addOut(state, target, ctx);
      if (state.phase !== "over") passAttack(state, ctx);
      return;
    }
    if (kind === "heart") draw(state, attacker, 3, ctx, "heart");
    if (kind === "diamond") {
      addStrike(state, target, ctx);
      if (state.phase === "over") return;
      state.bonusStrike = true;
    }
    continueAttack(state, ctx);
    return;
  }

  if (kind === "spade") {
    // Faces, sorted: the snapshot tells neither the order the cards were drawn in nor which copies they are.
    const cards = [...handOf(state, attacker).cards].sort(byFace).map(faceOf);
    state.shownHand = { seat: attacker, to: target, round: state.round, cards };
    ctx.emit({
      type: "hand-shown",
      data: { seat: attacker, to: target },
      secret: { to: [target], data: { cards: cards.map((f) => ({ ...f })) } },
    });
  }
  if (kind === "diamond") addStrike(state, attacker, ctx);
  if (state.phase !== "over") passAttack(state, ctx);
}

/** After a successful Diamond: discard two cards for one more strike. */
export function bonusStrike(state: SpymasterState, chosen: CardId[], ctx: SpymasterContext): void {
  const cards = faceUp(state, chosen, ctx.rng);
  discardFromHand(state, state.attacker, cards);
  state.bonusStrike = false;
  state.recent.push({ type: "strike", seat: state.attacker, cards: cards.map(faceOf) });
  ctx.emit({ type: "bonus-strike", data: { seat: state.attacker, cards: [...cards] } });
  addStrike(state, defender(state), ctx);
  if (state.phase !== "over") continueAttack(state, ctx);
}

/** After the hand-size discard (or when none was due): the other player gains the attack. */
export function handOver(state: SpymasterState, ctx: SpymasterContext): void {
  if (state.shownHand?.seat === state.attacker && state.round > state.shownHand.round) state.shownHand = null;
  state.attacker = otherSeat(state.attacker);
  state.round += 1;
  ctx.emit({ type: "round", data: { round: state.round, attacker: state.attacker } });
  if (handOf(state, state.attacker).cards.length === 0) draw(state, state.attacker, 3, ctx, "empty-hand");
  continueAttack(state, ctx);
}

function continueAttack(state: SpymasterState, ctx: SpymasterContext): void {
  if (!attackGoesOn(state, ctx)) passAttack(state, ctx);
}

function passAttack(state: SpymasterState, ctx: SpymasterContext): void {
  state.bonusStrike = false;
  state.discardDue = overLimit(state, [state.attacker], HAND_LIMIT);
  if (state.discardDue.some((n) => n > 0)) {
    state.phase = "discard";
    return;
  }
  handOver(state, ctx);
}

function addStrike(state: SpymasterState, seat: Seat, ctx: SpymasterContext): void {
  const strikes = increment(state.strikes, seat);
  ctx.emit({ type: "strike", data: { seat, strikes } });
  if (strikes >= 3) addOut(state, seat, ctx);
}

function addOut(state: SpymasterState, seat: Seat, ctx: SpymasterContext): void {
  const outs = increment(state.outs, seat);
  state.strikes[seat] = 0;
  ctx.emit({ type: "out", data: { seat, outs } });
  if (outs >= 3) win(state, otherSeat(seat), "outs", ctx);
}
