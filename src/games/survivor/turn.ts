/** The turn's steps in order; each function runs the automatic steps that follow until someone must decide. */
import { answerWindow, moveAll, moveCard, moveTop, revealCopies, type Seat } from "../../engine/index.ts";
import {
  castOf,
  castawaysLeft,
  currentChallenge,
  handLimit,
  ownerOf,
  seatZone,
  seats,
  seatsIn,
  sharedZone,
} from "./board.ts";
import { challengeOf, faceOf, type Color } from "./cards.ts";
import { drawCards } from "./draw.ts";
import type { CardId, CastawayId, Phase, SurvivorContext, SurvivorState } from "./state.ts";
import { allianceOf, challengeResult, scores } from "./tally.ts";
import { entryChoices } from "./choices.ts";

/** Step 1: everyone still in draws up to the hand limit (5, or 7 in the final showdown). */
export function startTurn(state: SurvivorState, ctx: SurvivorContext): void {
  state.turn += 1;
  state.firstTally = null;
  state.result = null;
  state.recent.push({ type: "turn", turn: state.turn, showdown: state.showdown });
  ctx.emit({ type: "turn", data: { turn: state.turn, showdown: state.showdown } });
  for (const seat of seatsIn(state)) {
    const hand = seatZone(state, seat, "hand").cards.length;
    drawCards(state, seat, Math.max(0, handLimit(state) - hand), ctx);
  }
  beginPlacing(state, "feed", ctx);
}

/** Steps 2 and 3: rounds of secret placements; a seat with an empty hand has nothing to place. */
function beginPlacing(state: SurvivorState, step: "feed" | "ally", ctx: SurvivorContext): void {
  state.phase = step;
  for (const seat of seats(state)) {
    state.plans[seat] = [];
    state.done[seat] = state.outSeats.includes(seat) || seatZone(state, seat, "hand").cards.length === 0;
  }
  if (seatsIn(state).every((s) => state.done[s])) finishPlacing(state, ctx);
}

/**
 * Every seat's cards of one zone turn face up in one batch (copies trade ids only within one owner's cards, so this
 * is what one batch per seat gives, for one pass over the hidden cards): their ids from now on, seat by seat.
 */
function revealEach(state: SurvivorState, seats: readonly Seat[], kind: "plan" | "facedown"): CardId[][] {
  const lists = seats.map((seat) => [...seatZone(state, seat, kind).cards]);
  const shown = revealCopies(state, lists.flat());
  return lists.map((list) => shown.splice(0, list.length));
}

/** After each feed or ally round: once everyone is done, every plan turns face up at once. */
export function afterPlacingRound(state: SurvivorState, ctx: SurvivorContext): void {
  if (seatsIn(state).every((s) => state.done[s])) finishPlacing(state, ctx);
}

function finishPlacing(state: SurvivorState, ctx: SurvivorContext): void {
  const step = state.phase === "ally" ? "ally" : "feed";
  const placing = seatsIn(state);
  const shown = revealEach(state, placing, "plan");
  for (const [at, seat] of placing.entries()) {
    const plan = seatZone(state, seat, "plan");
    if (plan.cards.length === 0) continue;
    const castaways = state.plans[seat] ?? [];
    const cards = (shown[at] ?? []).map((card, i) => {
      const castaway = castaways[i] ?? "";
      moveCard(plan, seatZone(state, seat, "table"), card);
      state.on[card] = castaway;
      return { card, castaway };
    });
    state.recent.push({
      type: "placed",
      step,
      seat,
      cards: cards.map((c) => ({ card: faceOf(c.card), castaway: c.castaway })),
    });
    ctx.emit({ type: "placed", data: { step, seat, cards } });
  }
  for (const seat of seats(state)) state.plans[seat] = [];
  if (step === "feed") beginPlacing(state, "ally", ctx);
  else {
    turnUpChallenge(state, ctx);
    beginEntries(state, ctx);
  }
}

/** Step 4: the idol holder turns up the next challenge; an empty challenge deck is first rebuilt from the used ones. */
function turnUpChallenge(state: SurvivorState, ctx: SurvivorContext): void {
  const deck = sharedZone(state, "challenges");
  if (deck.cards.length === 0) {
    moveAll(sharedZone(state, "used"), deck);
    ctx.rng.shuffle(deck.cards);
    ctx.emit({ type: "shuffle", data: { challenges: deck.cards.length } });
  }
  const challenge = moveTop(deck, sharedZone(state, "used"));
  if (!challenge) throw new Error("no challenge to turn up");
  state.recent.push({ type: "challenge", challenge });
  ctx.emit({ type: "challenge", data: { seat: state.idol, challenge } });
}

/** Step 5: secret picks; a seat with a single possible entry (or none) is settled without asking. */
function beginEntries(state: SurvivorState, ctx: SurvivorContext): void {
  state.phase = "enter";
  for (const seat of seats(state)) {
    state.entered[seat] = [];
    state.done[seat] = true;
    if (state.outSeats.includes(seat)) continue;
    const choices = entryChoices(state, seat);
    if (choices.length === 1) state.entered[seat] = choices[0] ?? [];
    else state.done[seat] = choices.length === 0;
  }
  if (seatsIn(state).every((s) => state.done[s])) finishEntries(state, ctx);
}

/** Steps 6 and 7 once every pick is in: entries shown, alliances formed, the first tally, then the fortune window. */
export function finishEntries(state: SurvivorState, ctx: SurvivorContext): void {
  const challenge = challengeOf(currentChallenge(state) ?? "");
  for (const seat of seatsIn(state)) {
    const castaways = state.entered[seat] ?? [];
    state.recent.push({ type: "entered", seat, castaways });
    ctx.emit({ type: "entered", data: { seat, castaways } });
  }
  for (const seat of seats(state)) {
    const alliance = state.outSeats.includes(seat) ? null : allianceOf(state, seat, challenge);
    state.alliances[seat] = alliance;
    if (!alliance) continue;
    state.recent.push({ type: "alliance", seat, color: alliance.color, castaways: [...alliance.members] });
    ctx.emit({ type: "alliance", data: { seat, color: alliance.color } });
  }
  tally(state, 1, ctx);
  openPassWindow(state, "fortunes");
}

function tally(state: SurvivorState, count: 1 | 2, ctx: SurvivorContext): void {
  const now = scores(state);
  if (count === 1) state.firstTally = now;
  state.recent.push({ type: "tally", count, scores: now });
  ctx.emit({ type: "tally", data: { count, scores: now } });
}

export function openPassWindow(state: SurvivorState, phase: Extract<Phase, "fortunes" | "items" | "council">): void {
  state.phase = phase;
  // Round the table in the play order (OP-3), from the idol holder, skipping players who are out.
  const order = state.order.filter((s) => !state.outSeats.includes(s));
  state.window = { order, at: order.indexOf(state.idol), passesInRow: 0, open: true };
}

/** Records a window answer and moves on when the window has closed (everyone passed in a row, or a card closed it). */
export function afterWindowAct(state: SurvivorState, passed: boolean, ctx: SurvivorContext): void {
  const w = state.window;
  if (!w) throw new Error("no window is open");
  if (w.open) answerWindow(w, passed);
  afterWindow(state, ctx);
}

/** Once the window has closed (and no extra vote-off waits for its castaway): the next step. */
export function afterWindow(state: SurvivorState, ctx: SurvivorContext): void {
  if (!state.window || state.window.open || state.phase === "extra") return;
  state.window = null;
  if (state.phase === "fortunes") openPassWindow(state, "items");
  else if (state.phase === "items") finishChallenge(state, ctx);
  else if (state.phase === "council") resolveCouncil(state, ctx);
}

/** Steps 9-11: the items turn face up together, the second tally, the winner (tie-break) takes the idol. */
function finishChallenge(state: SurvivorState, ctx: SurvivorContext): void {
  const items: { seat: Seat; card: string; castaway: string }[] = [];
  const holding = seatsIn(state);
  const shown = revealEach(state, holding, "facedown");
  for (const [at, seat] of holding.entries()) {
    const down = seatZone(state, seat, "facedown");
    const castaways = state.itemsOn[seat] ?? [];
    (shown[at] ?? []).forEach((card, i) => {
      const castaway = castaways[i] ?? "";
      moveCard(down, seatZone(state, seat, "table"), card);
      state.on[card] = castaway;
      items.push({ seat, card, castaway });
    });
    state.itemsOn[seat] = [];
  }
  if (items.length > 0) {
    state.recent.push({ type: "items-up", items: items.map((i) => ({ ...i, card: faceOf(i.card) })) });
    ctx.emit({ type: "items-up", data: { items } });
  }
  tally(state, 2, ctx);
  const result = challengeResult(state);
  state.result = result;
  state.recent.push({ type: "result", result });
  ctx.emit({
    type: "result",
    data: {
      winner: result.winner,
      tied: result.tied,
      ...(result.decidedBy ? { decidedBy: { ...result.decidedBy } } : {}),
      ...(result.kept ? { kept: true } : {}),
    },
  });
  state.idol = result.winner;
  beginVote(state, ctx);
}

/**
 * Step 13: every card used this turn goes to its owner's discard pile; a player with no castaways left is out; the
 * last player with castaways wins; two castaways of different players left start the final showdown; otherwise
 * everyone may discard from hand.
 */
export function endTurn(state: SurvivorState, ctx: SurvivorContext): void {
  for (const seat of seats(state)) {
    moveAll(seatZone(state, seat, "table"), seatZone(state, seat, "discard"));
    moveAll(seatZone(state, seat, "played"), seatZone(state, seat, "discard"));
    moveAll(seatZone(state, seat, "facedown"), seatZone(state, seat, "discard"));
    state.entered[seat] = [];
    state.alliances[seat] = null;
  }
  state.on = {};
  state.standing = [];
  state.window = null;
  for (const seat of seatsIn(state)) {
    if (castOf(state, seat).length > 0) continue;
    state.outSeats.push(seat);
    state.recent.push({ type: "out", seat });
    ctx.emit({ type: "out", data: { seat } });
  }
  const left = seatsIn(state);
  if (left.length === 1) {
    state.winner = left[0] as Seat;
    state.phase = "over";
    state.recent.push({ type: "win", seat: state.winner });
    ctx.emit({ type: "win", data: { seat: state.winner } });
    return;
  }
  if (!state.showdown && castawaysLeft(state) === 2) {
    startShowdown(state, ctx);
    startTurn(state, ctx);
    return;
  }
  state.phase = "discard";
  for (const seat of seats(state))
    state.done[seat] = state.outSeats.includes(seat) || seatZone(state, seat, "hand").cards.length === 0;
  afterDiscardRound(state, ctx);
}

/**
 * Step 13's hand discard, once everyone is done: every player's discards turn face up together and go to the discard
 * pile, and the next turn starts.
 */
export function afterDiscardRound(state: SurvivorState, ctx: SurvivorContext): void {
  if (!seatsIn(state).every((s) => state.done[s])) return;
  const discarding = seatsIn(state);
  const shown = revealEach(state, discarding, "plan");
  for (const [at, seat] of discarding.entries()) {
    const cards = shown[at] ?? [];
    if (cards.length === 0) continue;
    for (const card of cards) moveCard(seatZone(state, seat, "plan"), seatZone(state, seat, "discard"), card);
    state.recent.push({ type: "discarded", seat, cards: cards.map(faceOf) });
    ctx.emit({ type: "discarded", data: { seat, cards } });
  }
  startTurn(state, ctx);
}

/**
 * The final showdown's set-up: hands discarded, each action deck shuffled with its discard pile, the challenge deck
 * shuffled with the used challenges (the one removed at set-up stays out), the hand limit 7 from now on.
 */
function startShowdown(state: SurvivorState, ctx: SurvivorContext): void {
  state.showdown = true;
  state.recent.push({ type: "showdown" });
  ctx.emit({ type: "showdown", data: {} });
  for (const seat of seatsIn(state)) {
    const hand = seatZone(state, seat, "hand");
    const discarded = revealCopies(state, [...hand.cards]);
    for (const card of discarded) moveCard(hand, seatZone(state, seat, "discard"), card);
    if (discarded.length > 0) ctx.emit({ type: "discarded", data: { seat, cards: discarded } });
    const deck = seatZone(state, seat, "deck");
    moveAll(seatZone(state, seat, "discard"), deck);
    ctx.rng.shuffle(deck.cards);
    ctx.emit({ type: "shuffle", data: { seat, count: deck.cards.length } });
  }
  const challenges = sharedZone(state, "challenges");
  moveAll(sharedZone(state, "used"), challenges);
  ctx.rng.shuffle(challenges.cards);
  ctx.emit({ type: "shuffle", data: { challenges: challenges.cards.length } });
}

/** Step 12, Tribal Council: the vote, extra vote-offs and the castaways voted off. */

/** Castaways the idol holder may name: any still in the game of any other player. */
export function voteCandidates(state: SurvivorState): CastawayId[] {
  return seatsIn(state).flatMap((s) => (s === state.idol ? [] : castOf(state, s)));
}

/** The idol holder names the castaway; with a single candidate it is named at once. */
export function beginVote(state: SurvivorState, ctx: SurvivorContext): void {
  state.phase = "vote";
  const candidates = voteCandidates(state);
  if (candidates.length === 1) nameForVote(state, candidates[0] as CastawayId, ctx);
}

export function nameForVote(state: SurvivorState, castaway: CastawayId, ctx: SurvivorContext): void {
  state.targets = [castaway];
  state.recent.push({ type: "vote", seat: state.idol, castaway });
  ctx.emit({ type: "vote", data: { seat: state.idol, castaway } });
  openPassWindow(state, "council");
}

/**
 * What an extra vote-off may add (OP-14): a castaway of a player other than the idol holder, not named yet, never of
 * a player whose alliance the card's restriction icon spares (OP-12).
 */
export function extraCandidates(state: SurvivorState, icon: Color | null): CastawayId[] {
  return seatsIn(state)
    .filter((s) => s !== state.idol && (icon === null || state.alliances[s]?.color !== icon))
    .flatMap((s) => castOf(state, s).filter((c) => !state.targets.includes(c)));
}

/**
 * An extra vote-off card was played: the idol holder chooses the castaway, at once when there is only one (none is
 * left only when a player conceded meanwhile: the card then adds nobody).
 */
export function askForExtra(state: SurvivorState, icon: Color | null, ctx: SurvivorContext): void {
  state.extraVote = { icon };
  state.phase = "extra";
  const candidates = extraCandidates(state, icon);
  if (candidates.length === 1) nameExtra(state, candidates[0] as CastawayId, ctx);
  if (candidates.length === 0) {
    state.extraVote = null;
    state.phase = "council";
    afterWindow(state, ctx);
  }
}

/** The idol holder's choice for the extra vote-off; Tribal Council's window goes on. */
export function nameExtra(state: SurvivorState, castaway: CastawayId, ctx: SurvivorContext): void {
  state.targets.push(castaway);
  state.extraVote = null;
  state.phase = "council";
  state.recent.push({ type: "extra", seat: state.idol, castaway });
  ctx.emit({ type: "extra", data: { seat: state.idol, castaway } });
  afterWindow(state, ctx);
}

/** After the Tribal Council window: every castaway still named is voted off and turned face down. */
export function resolveCouncil(state: SurvivorState, ctx: SurvivorContext): void {
  const gone: CastawayId[] = [];
  for (const castaway of state.targets) {
    const seat = ownerOf(state, castaway);
    if (seat < 0) continue;
    moveCard(seatZone(state, seat, "cast"), seatZone(state, seat, "out"), castaway);
    gone.push(castaway);
  }
  state.targets = [];
  state.recent.push({ type: "voted-off", castaways: gone });
  ctx.emit({ type: "voted-off", data: { castaways: gone } });
  endTurn(state, ctx);
}
