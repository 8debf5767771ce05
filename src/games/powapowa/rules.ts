/** Who decides what, which choices are legal, why a choice is refused, and applying them. */
import {
  answerWindow,
  moveCard,
  revealCopies,
  sameJson,
  windowSeat,
  type Answer,
  type Prompt,
  type Refusal,
  type Seat,
} from "../../engine/index.ts";
import { moverActions, applyMove, type Focus, type Mover } from "./actions.ts";
import {
  able,
  fieldOf,
  HAND_LIMIT,
  itemsOf,
  lowestCopy,
  onePerFace,
  printed,
  sameAttached,
  seatZone,
  stageOf,
  territoriesInPlay,
  territoriesOf,
  ZONES_ONLY,
} from "./board.ts";
import { byNekomimi, cardOf, DECKS, nekomimiProblem, OWN_DECK, ownDeckProblem, ownerOf } from "./cards.ts";
import {
  applyVote,
  declare,
  declaredWindowActions,
  enter,
  entrants,
  playDeclaredEvent,
  voteActions,
} from "./contest.ts";
import { openChoices, resolveOpen } from "./draw.ts";
import {
  accept,
  commitCard,
  decline,
  fightActions,
  fightSeats,
  fightStepDone,
  playFightEvent,
  resolveFight,
  revealNamed,
  takeSpoils,
} from "./fight.ts";
import { mulligan, prepare, preparations, startDecks, startNekomimi, type DeckChoice } from "./setup.ts";
import type { PowapowaAction, PowapowaContext, PowapowaState } from "./state.ts";
import { tell } from "./tell.ts";
import { run } from "./turn.ts";

/** Seats that have not answered a table-wide decision yet. */
function notDone(state: PowapowaState): Seat[] {
  const seats: Seat[] = [];
  for (let seat = 0; seat < state.done.length; seat++)
    if (!state.done[seat] && !state.outSeats.includes(seat)) seats.push(seat);
  return seats;
}

export function prompt(state: PowapowaState): Prompt | null {
  switch (state.phase) {
    case "over":
      return null;
    case "deck":
    case "prepare":
    case "first":
    case "mulligan":
      return { decision: state.phase, seats: notDone(state), simultaneous: true };
    case "vote":
      return { decision: "vote", seats: notDone(state), simultaneous: false, drafting: true };
    case "turn":
      break;
  }
  const task = state.stack[state.stack.length - 1];
  if (task?.t === "open") return { decision: "open", seats: [task.chooser], simultaneous: false };
  if (state.fight) {
    if (state.fight.step === "window")
      return { decision: "fight-window", seats: state.window ? [windowSeat(state.window)] : [], simultaneous: false };
    return {
      decision: `fight-${state.fight.step}`,
      seats: fightSeats(state, state.fight),
      simultaneous: state.fight.step === "reveal",
    };
  }
  if (state.window?.open) return { decision: "declared", seats: [windowSeat(state.window)], simultaneous: false };
  const decision = state.step === "declare" && state.contest ? "third" : state.step;
  return { decision, seats: [state.active], simultaneous: false };
}

function turnActions(state: PowapowaState, seat: Seat, decision: string, focus?: Focus): PowapowaAction[] {
  const skip: PowapowaAction = { type: "skip" };
  switch (decision) {
    case "breeder":
      return [...moverActions(state, seat, "breeder", false, focus), skip];
    case "nekomimi":
      return [...moverActions(state, seat, "nekomimi", false, focus), skip];
    case "third":
      return [
        ...moverActions(state, seat, "breeder", false, focus),
        ...moverActions(state, seat, "nekomimi", true, focus),
        skip,
      ];
    case "declare":
      return [{ type: "declare" }, skip];
    case "end": {
      const hand = seatZone(state, seat, "hand").cards;
      const entries = entrants(state, seat).map((nekomimi): PowapowaAction => ({ type: "enter", nekomimi }));
      const discards =
        hand.length > HAND_LIMIT ? onePerFace(hand).map((card): PowapowaAction => ({ type: "discard", card })) : [skip];
      return [...entries, ...discards];
    }
    default:
      return [];
  }
}

/** Every legal action of a prompted seat; with a focus, only those that could be the focused one (see Focus). */
export function legalActions(state: PowapowaState, seat: Seat, focus?: Focus): PowapowaAction[] {
  const p = prompt(state);
  if (!p?.seats.includes(seat)) return [];
  switch (p.decision) {
    case "deck":
      return DECKS.map((d) => ({ type: "deck", deck: d.id }));
    case "prepare":
      return preparations(state.options.nekomimi).map((nekomimi) => ({ type: "prepare", nekomimi }));
    case "first":
      return seatZone(state, seat, "cradle").cards.map((nekomimi) => ({ type: "first", nekomimi }));
    case "mulligan":
      return [
        { type: "mulligan", take: true },
        { type: "mulligan", take: false },
      ];
    case "open": {
      const task = state.stack[state.stack.length - 1];
      return task?.t === "open" ? openChoices(state, task).map((nekomimi) => ({ type: "choose", nekomimi })) : [];
    }
    case "vote":
      return voteActions(state, seat);
    case "declared":
      return declaredWindowActions(state, seat);
    default:
      return p.decision.startsWith("fight-") && state.fight
        ? fightActions(state, seat, state.fight)
        : turnActions(state, seat, p.decision, focus);
  }
}

/** The copy of a card's face the legal list offers, for a card in the hand; any other card as it is. */
function standIn(hand: readonly string[], card: string): string {
  return hand.includes(card) ? (lowestCopy(hand, card) ?? card) : card;
}

/**
 * Copies of a face in one hand are the same choice: a card named from the hand stands for the copy the legal list
 * offers, and face-down cards to reveal are matched by their faces.
 */
function canonical(state: PowapowaState, seat: Seat, action: PowapowaAction): PowapowaAction {
  const same = (card: string): string => sameAttached(state, card);
  switch (action.type) {
    case "prepare":
      return { ...action, nekomimi: [...action.nekomimi].sort(byNekomimi) };
    case "reveal":
      return legalReveal(state, seat, action) ?? action;
    case "unback":
      return action;
    case "decline":
    case "spoil":
      return { ...action, card: same(action.card) };
    case "accept":
      return action.ground === null ? action : { ...action, ground: same(action.ground) };
    case "move":
    case "remove":
      return { ...action, territory: same(action.territory) };
    case "play": {
      const card = standIn(seatZone(state, seat, "hand").cards, action.card);
      return {
        ...action,
        card,
        ...(action.territory ? { territory: same(action.territory) } : {}),
        ...(action.attached ? { attached: same(action.attached) } : {}),
      };
    }
    default:
      return "card" in action && typeof action.card === "string"
        ? { ...action, card: standIn(seatZone(state, seat, "hand").cards, action.card) }
        : action;
  }
}

/**
 * The legal reveal of face-down cards with these faces (see revealNamed), or null when there is none: every choice
 * of faces among a seat's face-down cards is a legal reveal, so none need listing.
 */
function legalReveal(
  state: PowapowaState,
  seat: Seat,
  action: Extract<PowapowaAction, { type: "reveal" }>,
): PowapowaAction | null {
  const p = prompt(state);
  if (p?.decision !== "fight-reveal" || !p.seats.includes(seat)) return null;
  if (!action.cards.every((c) => seatZone(state, seat, "facedown").cards.includes(c))) return null;
  return revealNamed(state, seat, action.cards, action.proxy);
}

const DECISIONS: Record<PowapowaAction["type"], string[]> = {
  deck: ["deck"],
  prepare: ["prepare"],
  first: ["first"],
  mulligan: ["mulligan"],
  choose: ["open"],
  play: ["breeder", "nekomimi", "third", "fight-attack", "fight-defend", "fight-window", "declared"],
  draw: ["breeder", "third"],
  search: ["breeder", "third"],
  move: ["nekomimi", "third"],
  remove: ["nekomimi", "third"],
  fight: ["nekomimi", "third"],
  skip: ["breeder", "nekomimi", "third", "declare", "end"],
  declare: ["declare"],
  enter: ["end"],
  discard: ["end"],
  commit: ["fight-attack", "fight-defend"],
  done: ["fight-attack", "fight-defend", "vote"],
  accept: ["fight-answer"],
  decline: ["fight-answer"],
  reveal: ["fight-reveal"],
  spoil: ["fight-spoils"],
  pass: ["fight-window", "declared"],
  back: ["vote"],
  unback: ["vote"],
};

/** The fight window and the window answering a declaration are pass windows: their pass, or null for any other decision. */
export function windowPass(decision: string): PowapowaAction | null {
  return DECISIONS.pass.includes(decision) ? { type: "pass" } : null;
}

/** The reason an action that is not among the legal ones is refused, as precisely as the rules allow. */
function whyNot(state: PowapowaState, seat: Seat, decision: string, action: PowapowaAction): Refusal {
  const inHand = (card: string): boolean => seatZone(state, seat, "hand").cards.includes(card);
  switch (action.type) {
    case "play":
    case "commit":
    case "discard":
      if (!inHand(action.card)) return { code: "card-not-in-hand" };
      if (action.type === "commit") {
        if (cardOf(action.card).type !== "fight") return { code: "not-fight-card" };
        const fight = state.fight;
        const neko = fight ? (decision === "fight-attack" ? fight.attacker : fight.defender) : "";
        return { code: "fight-card-limit", params: { limit: stageOf(state, neko) } };
      }
      if (action.type === "discard") return { code: "within-hand-limit", params: { limit: HAND_LIMIT } };
      return playProblem(state, seat, decision, action);
    case "back":
      if (action.card !== null && !inHand(action.card)) return { code: "card-not-in-hand" };
      return { code: "vote-limit" };
    case "fight": {
      if (ownerOf(action.by) !== seat || !fieldOf(state, seat).includes(action.by))
        return { code: "not-your-nekomimi" };
      if (!able(state, action.by)) return { code: "nekomimi-down" };
      if (decision === "nekomimi" && state.acted.includes(action.by)) return { code: "already-acted" };
      if (stageOf(state, action.by) < 2 || stageOf(state, action.target) < 2) return { code: "stage-one-fight" };
      if (ownerOf(action.target) === seat) return { code: "fight-own" };
      return able(state, action.target) ? { code: "not-legal" } : { code: "target-down" };
    }
    case "decline":
      return itemsOf(state, state.fight?.defender ?? "").length +
        territoriesOf(state, state.fight?.defender ?? "").length ===
        0
        ? { code: "must-accept" }
        : { code: "not-legal" };
    case "declare":
      return state.contest ? { code: "contest-pending" } : { code: "cannot-declare" };
    case "skip":
      return decision === "end" ? { code: "over-hand-limit", params: { limit: HAND_LIMIT } } : { code: "not-legal" };
    default:
      return { code: "not-legal" };
  }
}

function playProblem(
  state: PowapowaState,
  seat: Seat,
  decision: string,
  action: Extract<PowapowaAction, { type: "play" }>,
): Refusal {
  const def = cardOf(action.card);
  const inFight = decision.startsWith("fight-") || decision === "declared";
  if (def.type === "fight") return { code: "fight-card-commit" };
  if (def.type === "event" && def.when)
    return {
      code:
        inFight && def.when === (decision === "declared" ? "declared" : "fight") ? "bad-target" : `when-${def.when}`,
    };
  if (inFight) return { code: "action-card-in-fight" };
  const mover: Mover = action.by ? "nekomimi" : "breeder";
  if (def.marks.user === "bell" && mover === "nekomimi") return { code: "breeder-card" };
  if (def.marks.user === "cat" && mover === "breeder") return { code: "nekomimi-card" };
  if (decision === "breeder" && mover === "nekomimi") return { code: "breeder-phase" };
  if (decision === "nekomimi" && mover === "breeder") return { code: "nekomimi-phase" };
  if (action.by) {
    if (!fieldOf(state, seat).includes(action.by)) return { code: "not-your-nekomimi" };
    if (!able(state, action.by)) return { code: "nekomimi-down" };
    if (decision === "nekomimi" && state.acted.includes(action.by)) return { code: "already-acted" };
  }
  const host = action.nekomimi ?? "";
  if (def.type === "territory") {
    if (territoriesInPlay(state) >= state.cap) return { code: "table-cap", params: { cap: state.cap } };
    if (host && territoriesOf(state, host).length >= printed(state, host).limit)
      return { code: "territory-limit", params: { limit: printed(state, host).limit } };
  }
  if (def.type === "item" && host && itemsOf(state, host).length >= stageOf(state, host))
    return { code: "item-cap", params: { limit: stageOf(state, host) } };
  if (def.type === "talent") return { code: "one-talent" };
  return { code: "bad-target" };
}

export function check(state: PowapowaState, seat: Seat, raw: PowapowaAction): Refusal | null {
  const p = prompt(state);
  const decision = p?.decision ?? "";
  if (!DECISIONS[raw.type].includes(decision)) return { code: "wrong-decision" };
  if (raw.type === "deck" && raw.cards)
    return raw.deck === OWN_DECK
      ? ownDeckProblem(raw.cards, raw.nekomimi, state.options.nekomimi)
      : { code: "unknown-deck" };
  if (raw.type === "deck" && raw.nekomimi) return { code: "not-legal" };
  // Every set the table allows is a legal preparation: checked as such rather than looked up among thousands.
  if (raw.type === "prepare") return nekomimiProblem(raw.nekomimi, state.options.nekomimi);
  if (raw.type === "reveal") return legalReveal(state, seat, raw) ? null : whyNot(state, seat, decision, raw);
  const action = canonical(state, seat, raw);
  // Only the actions that could be this one are listed: the same answer as the whole list, for a fraction of it.
  const focus: Focus = {
    type: action.type,
    ...("card" in action && typeof action.card === "string" ? { card: action.card } : {}),
    ...("by" in action && typeof action.by === "string" ? { by: action.by } : {}),
    ...(action.type === "play" ? { aim: action } : {}),
  };
  // Two actions are the same choice when their fields are, whatever their order.
  if (legalActions(state, seat, focus).some((a) => sameJson(a, action))) return null;
  return whyNot(state, seat, decision, action);
}

/**
 * Applies a move. The table's recent happenings become this move's public ones; a move with none (a skip, a
 * fan-vote placement) leaves the last ones in sight. A fight that ended shows until the next move.
 */
export function apply(state: PowapowaState, answers: Answer<PowapowaAction>[], ctx: PowapowaContext): void {
  const before = state.recent;
  state.recent = [];
  state.lastFight = null;
  applyAnswers(state, answers, ctx);
  if (state.recent.length === 0) state.recent = before;
}

function applyAnswers(state: PowapowaState, answers: Answer<PowapowaAction>[], ctx: PowapowaContext): void {
  const first = answers[0] as Answer<PowapowaAction>;
  const seat = first.seat;
  const action = canonical(state, seat, first.action);
  switch (action.type) {
    case "deck":
      startDecks(
        state,
        answers.map((a) => ({ seat: a.seat, ...(a.action as Omit<DeckChoice, "seat">) })),
        ctx,
      );
      return;
    case "prepare":
      prepare(
        state,
        answers.map((a) => ({
          seat: a.seat,
          nekomimi: (canonical(state, a.seat, a.action) as { nekomimi: string[] }).nekomimi,
        })),
        ctx,
      );
      return;
    case "first":
      startNekomimi(
        state,
        answers.map((a) => ({ seat: a.seat, nekomimi: (a.action as { nekomimi: string }).nekomimi })),
        ctx,
      );
      return;
    case "mulligan":
      mulligan(
        state,
        answers.map((a) => ({ seat: a.seat, take: (a.action as { take: boolean }).take })),
        ctx,
      );
      return;
    case "back":
    case "unback":
      applyVote(state, seat, action, ctx);
      return;
    case "done":
      if (state.phase === "vote") applyVote(state, seat, action, ctx);
      else fightStepDone(state, ctx);
      break;
    case "reveal":
      resolveFight(
        state,
        answers.map((a) => ({
          seat: a.seat,
          ...(canonical(state, a.seat, a.action) as { cards: string[]; proxy: string | null }),
        })),
        ctx,
      );
      break;
    default:
      applyTurnAction(state, seat, action, ctx);
  }
  run(state, ctx);
}

function applyTurnAction(state: PowapowaState, seat: Seat, action: PowapowaAction, ctx: PowapowaContext): void {
  const decision = prompt(state)?.decision ?? "";
  switch (action.type) {
    case "choose": {
      const task = state.stack[state.stack.length - 1];
      if (task?.t === "open") resolveOpen(state, task, action.nekomimi, ctx);
      return;
    }
    case "commit":
      commitCard(state, seat, action.card, ctx);
      return;
    case "accept":
      accept(state, action.ground, ctx);
      return;
    case "decline":
      decline(state, action.card, ctx);
      return;
    case "spoil":
      takeSpoils(state, action.card, ctx);
      return;
    case "pass":
      tell(state, ctx, { type: "pass", data: { seat } });
      if (state.window) state.window = answerWindow(state.window, true);
      return;
    case "declare":
      declare(state, seat, ctx);
      state.actionTaken = true;
      return;
    case "enter":
      enter(state, action.nekomimi, ctx);
      return;
    case "discard":
      discardFromHand(state, seat, action.card, ctx);
      return;
    case "skip":
      state.actionTaken = true;
      return;
    case "play":
      if (decision === "fight-window" || decision.startsWith("fight-")) {
        playFightEvent(state, seat, action.card, action.nekomimi ?? "", ctx);
        if (decision === "fight-window" && state.window) state.window = answerWindow(state.window, false);
        return;
      }
      if (decision === "declared") {
        playDeclaredEvent(state, seat, action.card, action.nekomimi ?? "", ctx);
        if (state.window) state.window = answerWindow(state.window, false);
        return;
      }
      break;
    default:
      break;
  }
  applyMove(state, seat, action, ctx);
  if (
    decision === "nekomimi" &&
    "by" in action &&
    action.by &&
    action.type !== "fight" &&
    !state.acted.includes(action.by)
  )
    state.acted.push(action.by);
  if ((decision === "breeder" || decision === "third") && action.type !== "fight") state.actionTaken = true;
}

/** The end phase's discard down to the hand limit, one card at a time (P-90). */
function discardFromHand(state: PowapowaState, seat: Seat, card: string, ctx: PowapowaContext): void {
  const [shown] = revealCopies(state, [card], ZONES_ONLY) as [string];
  moveCard(seatZone(state, seat, "hand"), seatZone(state, seat, "discard"), shown);
  tell(state, ctx, { type: "discarded", data: { seat, card: shown } });
}
