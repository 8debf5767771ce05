/** Who decides what, which choices are legal, and applying them. */
import type { Answer, Prompt, Refusal, Seat } from "../../engine/index.ts";
import {
  deckList,
  drawCard,
  type SearchCondition,
  isDrawCard,
  isRaider,
  LEVELS,
  OWN_DECK,
  ownDeckProblem,
  preconstructedDecks,
  raider,
  startingRaiders,
} from "./cards.ts";
import {
  afterCheckPlay,
  afterFightPlay,
  afterPlacement,
  checkObstacle,
  currentObstacle,
  declareAttack,
  endMovement,
  endReaction,
  fight,
  legalDirections,
  moveRefusal,
  passInFight,
  rivalsHere,
  runChecks,
  step,
} from "./action-round.ts";
import { discard, drawStep, maySave, reset, save } from "./draw-round.ts";
import { canPlaceObstacle, obstacleData } from "./map.ts";
import { resolvePlacements } from "./obstacles.ts";
import { onePerFace, playableCards, playCard, playRefusal, searchBonus, type PlayWindow } from "./play.ts";
import { raiderOf } from "./raider.ts";
import {
  conditionIndex,
  discover,
  discoverable,
  discoverRefusal,
  findNothing,
  search,
  searchConditions,
} from "./search.ts";
import { chooseDecks, chooseHands, chooseLevel, handSize } from "./setup.ts";
import type { Phase, TombRaiderAction, TombRaiderContext, TombRaiderState } from "./state.ts";
import { suggestedHand } from "./suggest.ts";
import { otherSeats, zonesOf } from "./board.ts";
import { chooseFirst, nextDraw, nextSearch, rollInitiative, beginActionRound } from "./turn.ts";

const everyone = (state: TombRaiderState): Seat[] => state.raiders.map((r) => r.seat);

export function prompt(state: TombRaiderState): Prompt | null {
  const one = (decision: string, seat: Seat, detail?: Prompt["detail"]): Prompt =>
    detail
      ? { decision, seats: [seat], simultaneous: false, detail }
      : { decision, seats: [seat], simultaneous: false };
  switch (state.phase) {
    case "level":
      return one("level", 0);
    case "deck":
    case "hand":
    case "ready":
      return { decision: state.phase, seats: everyone(state), simultaneous: true };
    case "first":
      return one("first", state.initiativeWinner ?? 0);
    case "place": {
      const p = state.placement;
      if (!p) return null;
      return {
        decision: "place",
        seats: otherSeats(state, p.mover),
        simultaneous: true,
        detail: { square: p.square, limit: p.limit },
      };
    }
    case "discover":
      return one("discover", state.active, { roll: state.searchRoll ?? 0 });
    case "tackle": {
      const reacting = state.progress?.reacting ?? null;
      return reacting === null ? one("tackle", state.active) : one("react", reacting);
    }
    case "fight": {
      const progress = state.progress;
      if (progress?.target == null) return one("fight", state.active);
      return progress.reacting === null ? one("strike", state.active) : one("defend", progress.reacting);
    }
    case "move":
    case "search":
    case "discard":
    case "wrap-up":
      return one(state.phase, state.active);
    case "over":
      return null;
  }
}

const plays = (state: TombRaiderState, seat: Seat, window: PlayWindow): TombRaiderAction[] =>
  playableCards(state, seat, window).map((card) => ({ type: "play", card }));

/**
 * The Search round's choices: a search, or a search action card, per search condition when the location offers
 * several (the condition is chosen at the roll); other cards; or no search.
 */
function searchChoices(state: TombRaiderState, seat: Seat): TombRaiderAction[] {
  const conditions = searchConditions(state, seat);
  const each = (action: TombRaiderAction & { type: "search" | "play" }): TombRaiderAction[] =>
    conditions.length > 1 ? conditions.map((using) => ({ ...action, using })) : [action];
  const cards = plays(state, seat, "search").flatMap((a) =>
    a.type === "play" && searchBonus(a.card) !== null ? each(a) : [a],
  );
  return [...each({ type: "search" }), ...cards, { type: "done" }];
}

/** A search condition named must be one of the location's (none named means its first). */
function conditionRefusal(state: TombRaiderState, seat: Seat, using: SearchCondition | undefined): Refusal | null {
  if (using === undefined) return null;
  return conditionIndex(state, seat, using) === null ? { code: "unknown-condition" } : null;
}

/**
 * The window a card is played in: the phase; before a check or a fight roll, the rival's (or defender's) window or
 * the active raider's decision.
 */
function playWindow(state: TombRaiderState): PlayWindow {
  if (state.phase !== "tackle" && state.phase !== "fight") return state.phase as PlayWindow;
  return (state.progress?.reacting ?? null) === null ? "check" : "react";
}

/**
 * The choices of a prompted seat (none for any other seat). Cards are offered one per printed card; any copy in
 * hand is accepted. The starting hand offers only the suggested hand: any other legal hand is accepted by `check`.
 */
export function legalActions(state: TombRaiderState, seat: Seat): TombRaiderAction[] {
  if (!prompt(state)?.seats.includes(seat)) return [];
  const hand = zonesOf(state, seat).hand.cards;
  switch (state.phase) {
    case "level":
      return LEVELS.map((level) => ({ type: "level", level }));
    case "deck":
      return preconstructedDecks().flatMap((d) =>
        [
          d.raider,
          ...startingRaiders()
            .map((r) => r.id)
            .filter((id) => id !== d.raider),
        ].map((character): TombRaiderAction => ({ type: "deck", character, deck: d.id })),
      );
    case "hand": {
      const r = raiderOf(state, seat);
      return [
        { type: "hand", cards: suggestedHand(zonesOf(state, seat).deck.cards, handSize(r), state.players === 1) },
      ];
    }
    case "ready":
      return [
        { type: "reroll", want: false },
        { type: "reroll", want: true },
      ];
    case "first":
      return [seat, ...otherSeats(state, seat)].map((s) => ({ type: "first", seat: s }));
    case "move":
      return [
        ...legalDirections(state, seat).map((dir): TombRaiderAction => ({ type: "move", dir })),
        ...plays(state, seat, "move"),
        { type: "stop" },
      ];
    case "place": {
      const square = state.placement?.square ?? "";
      const valid = onePerFace(hand).filter((c) => canPlaceObstacle(state, square, c));
      return [...valid.map((card): TombRaiderAction => ({ type: "place", card })), { type: "pass" }];
    }
    case "fight": {
      const progress = state.progress;
      if (progress?.target == null) {
        return [
          ...rivalsHere(state, seat).map((target): TombRaiderAction => ({ type: "attack", target })),
          { type: "pass" },
          ...plays(state, seat, "check"),
        ];
      }
      if (progress.reacting !== null) return [{ type: "pass" }, ...plays(state, seat, "react")];
      return [{ type: "tackle", stat: "fight" }, ...plays(state, seat, "check")];
    }
    case "tackle": {
      if (playWindow(state) === "react") return [{ type: "pass" }, ...plays(state, seat, "react")];
      const ref = currentObstacle(state);
      const stats = ref ? (obstacleData(state, ref)?.stats ?? []) : [];
      return [...stats.map((stat): TombRaiderAction => ({ type: "tackle", stat })), ...plays(state, seat, "check")];
    }
    case "search":
      return searchChoices(state, seat);
    case "discover":
      return [
        ...discoverable(state, seat).map((card): TombRaiderAction => ({ type: "discover", card })),
        { type: "done" },
      ];
    case "discard":
      return [
        { type: "done" },
        ...onePerFace(hand).map((card): TombRaiderAction => ({ type: "discard", card })),
        ...plays(state, seat, "discard"),
      ];
    case "wrap-up": {
      const r = raiderOf(state, seat);
      return [
        { type: "done" },
        ...(maySave(state, seat) ? [{ type: "save" } as const] : []),
        { type: "reset", entrance: false },
        ...(r.restart !== r.entrance ? [{ type: "reset", entrance: true } as const] : []),
      ];
    }
    case "over":
      return [];
  }
}

const PHASES_OF: Record<TombRaiderAction["type"], Phase[]> = {
  level: ["level"],
  deck: ["deck"],
  hand: ["hand"],
  reroll: ["ready"],
  first: ["first"],
  move: ["move"],
  stop: ["move"],
  play: ["move", "search", "discard", "tackle", "fight"],
  place: ["place"],
  pass: ["place", "fight", "tackle"],
  attack: ["fight"],
  tackle: ["tackle", "fight"],
  search: ["search"],
  discover: ["discover"],
  discard: ["discard"],
  done: ["search", "discover", "discard", "wrap-up"],
  reset: ["wrap-up"],
  save: ["wrap-up"],
};

/**
 * The pass windows: an obstacle's placement, and a rival's or defender's chance to react (passing offered, no attack
 * to make). Their pass among the seat's legal actions, or null for any other decision.
 */
export function windowPass(phase: Phase, legal: readonly TombRaiderAction[]): TombRaiderAction | null {
  if (phase !== "place" && phase !== "fight" && phase !== "tackle") return null;
  if (legal.some((a) => a.type === "attack")) return null;
  return legal.find((a) => a.type === "pass") ?? null;
}

/** Which decision of the fight is open: the attack itself, the defender's window or the attacker's roll. */
function fightStep(state: TombRaiderState): string | undefined {
  return state.phase === "fight" ? prompt(state)?.decision : undefined;
}

function handRefusal(state: TombRaiderState, seat: Seat, cards: readonly string[]): Refusal | null {
  const size = handSize(raiderOf(state, seat));
  if (cards.length !== size) return { code: "hand-size", params: { count: size } };
  if (new Set(cards).size !== cards.length) return { code: "duplicate-card" };
  const deck = zonesOf(state, seat).deck.cards;
  return cards.every((c) => deck.includes(c)) ? null : { code: "card-not-in-deck" };
}

export function check(state: TombRaiderState, seat: Seat, action: TombRaiderAction): Refusal | null {
  if (!PHASES_OF[action.type].includes(state.phase)) return { code: "wrong-decision" };
  const hand = zonesOf(state, seat).hand.cards;
  switch (action.type) {
    case "level":
      return LEVELS.includes(action.level) ? null : { code: "unknown-level" };
    case "deck":
      if (!isRaider(action.character) || raider(action.character).power !== 1) return { code: "unknown-raider" };
      if (action.cards) return action.deck === OWN_DECK ? ownDeckProblem(action.cards) : { code: "unknown-deck" };
      return deckList(action.deck) ? null : { code: "unknown-deck" };
    case "hand":
      return handRefusal(state, seat, action.cards);
    case "reroll":
      return null;
    case "first":
      return state.raiders.some((r) => r.seat === action.seat) ? null : { code: "not-a-seat" };
    case "move":
      return moveRefusal(state, seat, action.dir);
    case "stop":
      return null;
    case "play":
      if (action.using !== undefined && (state.phase !== "search" || searchBonus(action.card) === null))
        return { code: "wrong-decision" };
      return playRefusal(state, seat, action.card, playWindow(state)) ?? conditionRefusal(state, seat, action.using);
    case "place": {
      if (!hand.includes(action.card)) return { code: "card-not-in-hand" };
      if (!isDrawCard(action.card) || drawCard(action.card).kind !== "obstacle") return { code: "not-an-obstacle" };
      const p = state.placement;
      if (!p) return { code: "wrong-decision" };
      const danger = drawCard(action.card).obstacle?.danger ?? 0;
      return canPlaceObstacle(state, p.square, action.card)
        ? null
        : { code: "too-dangerous", params: { danger, limit: p.limit } };
    }
    case "pass":
      if (state.phase === "fight") return fightStep(state) === "strike" ? { code: "wrong-decision" } : null;
      return state.phase === "tackle" && playWindow(state) !== "react" ? { code: "wrong-decision" } : null;
    case "attack":
      if (fightStep(state) !== "fight") return { code: "wrong-decision" };
      return rivalsHere(state, seat).includes(action.target) ? null : { code: "no-rival" };
    case "tackle": {
      if (state.phase === "fight")
        return fightStep(state) !== "strike"
          ? { code: "wrong-decision" }
          : action.stat === "fight"
            ? null
            : { code: "wrong-stat" };
      if (playWindow(state) === "react") return { code: "wrong-decision" };
      const ref = currentObstacle(state);
      return ref && obstacleData(state, ref)?.stats.includes(action.stat) ? null : { code: "wrong-stat" };
    }
    case "search":
      return conditionRefusal(state, seat, action.using);
    case "discover":
      return discoverRefusal(state, seat, action.card);
    case "discard":
      return hand.includes(action.card) ? null : { code: "card-not-in-hand" };
    case "done":
    case "reset":
      return null;
    case "save":
      return maySave(state, seat) ? null : { code: "no-save-point" };
  }
}

export function apply(state: TombRaiderState, answers: Answer<TombRaiderAction>[], ctx: TombRaiderContext): void {
  const first = answers[0] as Answer<TombRaiderAction>;
  const { seat, action } = first;
  // Answers in the windows before a check or fight roll add to the recent actions: what led there stays on the table.
  if (state.phase !== "tackle" && state.phase !== "fight") state.recent = [];
  switch (action.type) {
    case "level":
      return chooseLevel(state, action.level, ctx);
    case "deck":
      return chooseDecks(state, answers, ctx);
    case "hand":
      return chooseHands(state, answers, ctx);
    case "reroll":
      if (answers.some((a) => a.action.type === "reroll" && a.action.want))
        return rollInitiative(state, everyone(state), ctx);
      return beginActionRound(state, ctx);
    case "first":
      return chooseFirst(state, action.seat, ctx);
    case "move":
      return step(state, seat, action.dir, ctx);
    case "stop":
      return endMovement(state, ctx);
    case "play":
      return playFromHand(state, seat, action.card, conditionIndex(state, seat, action.using) ?? 0, ctx);
    case "place":
    case "pass":
      if (state.phase === "fight") return passInFight(state, ctx);
      if (state.phase === "tackle") return endReaction(state);
      resolvePlacements(
        state,
        state.placement?.square ?? "",
        answers.flatMap((a) => (a.action.type === "place" ? [{ seat: a.seat, card: a.action.card }] : [])),
        ctx,
      );
      return afterPlacement(state, ctx);
    case "attack":
      return declareAttack(state, seat, action.target, ctx);
    case "tackle": {
      if (state.phase === "fight") return fight(state, ctx);
      const ref = currentObstacle(state);
      if (ref) checkObstacle(state, seat, ref, action.stat, ctx);
      return runChecks(state, ctx);
    }
    case "search":
      return search(state, seat, conditionIndex(state, seat, action.using) ?? 0, 0, ctx);
    case "discover":
      return discover(state, seat, action.card, ctx);
    case "discard":
      return discard(state, seat, action.card, ctx);
    case "done":
      return done(state, seat, ctx);
    case "reset":
      return reset(state, seat, action.entrance, ctx);
    case "save":
      return save(state, seat, ctx);
  }
}

function done(state: TombRaiderState, seat: Seat, ctx: TombRaiderContext): void {
  switch (state.phase) {
    case "search":
      return nextSearch(state, ctx);
    case "discover":
      return findNothing(state, seat, ctx);
    case "discard":
      return drawStep(state, seat, ctx);
    default:
      return nextDraw(state, ctx);
  }
}

/** A card played in a decision of the player's; a search action searches at once. */
function playFromHand(
  state: TombRaiderState,
  seat: Seat,
  card: string,
  condition: number,
  ctx: TombRaiderContext,
): void {
  const window = state.phase;
  playCard(state, seat, card, ctx);
  if (window === "tackle") return afterCheckPlay(state, ctx);
  if (window === "fight") return afterFightPlay(state, ctx);
  const r = raiderOf(state, seat);
  if (window === "move") {
    // Only public facts end the move here too; otherwise the raider goes on or says stop.
    if (r.dead || r.stuck) return endMovement(state, ctx);
    return;
  }
  if (window === "search") {
    const bonus = searchBonus(card);
    if (r.dead) return nextSearch(state, ctx);
    if (bonus !== null) return search(state, seat, condition, bonus, ctx);
  }
}
