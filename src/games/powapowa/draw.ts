/**
 * Draws and open cards. Drawing is queued on the stack one card at a time; an open card drawn is shown to everyone at
 * once and resolved by the breeder who drew it before anything else goes on (P-35, P-147, OP-4). A breeder who must
 * draw from an empty deck is out (P-36).
 */
import { moveCard, revealCopies, type Seat } from "../../engine/index.ts";
import {
  canGrow,
  fieldOf,
  growthNeeds,
  othersFrom,
  seatZone,
  seatsIn,
  shownZone,
  stageOf,
  ZONES_ONLY,
} from "./board.ts";
import { cardOf, isOpen, ownerOf, type Need } from "./cards.ts";
import { eliminate } from "./leave.ts";
import type { CardId, NekoId, PowapowaContext, PowapowaState, Task } from "./state.ts";
import { tell } from "./tell.ts";

export function queueDraw(state: PowapowaState, seat: Seat, count: number): void {
  if (count > 0) state.stack.push({ t: "draw", seat, left: count });
}

type OpenTask = Extract<Task, { t: "open" }>;

/** Draws the next card of the draw task on top of the stack. */
export function drawOne(state: PowapowaState, task: Extract<Task, { t: "draw" }>, ctx: PowapowaContext): void {
  const deck = seatZone(state, task.seat, "deck");
  const card = deck.cards[deck.cards.length - 1];
  if (card === undefined) {
    state.stack.pop();
    tell(state, ctx, { type: "deck-out", data: { seat: task.seat } });
    eliminate(state, task.seat, ctx);
    return;
  }
  task.left -= 1;
  if (task.left <= 0) state.stack.pop();
  if (isOpen(card)) {
    // It turns face up as the lowest copy not face up, so which copy lay on top tells nothing of the others.
    const [shown] = revealCopies(state, [card], ZONES_ONLY) as [CardId];
    moveCard(deck, shownZone(state), shown);
    tell(state, ctx, { type: "open", data: { seat: task.seat, card: shown } });
    const each =
      cardOf(shown).type === "open" && (cardOf(shown) as { effect: { op: string } }).effect.op === "grow-each";
    state.stack.push({ t: "open", card: shown, chooser: task.seat, queue: each ? othersFrom(state, task.seat) : [] });
    return;
  }
  moveCard(deck, seatZone(state, task.seat, "hand"), card);
  tell(state, ctx, {
    type: "draw",
    data: { seat: task.seat, count: 1 },
    secret: { to: [task.seat], data: { cards: [card] } },
  });
}

/** What the chooser may pick for an open card: nekomimi that may grow, or those waiting in the cradle. */
export function openChoices(state: PowapowaState, task: OpenTask): NekoId[] {
  const def = cardOf(task.card);
  if (def.type !== "open") return [];
  switch (def.effect.op) {
    case "grow":
    case "grow-each":
      return fieldOf(state, task.chooser).filter((n) => canGrow(state, n));
    case "birth":
      return [...seatZone(state, task.chooser, "cradle").cards];
    case "recover-all":
      return [];
  }
}

/**
 * Resolves the open card on top of the stack for its current chooser: on their pick, or on the only way there is
 * (null: none). A choice is asked only when there is more than one way (the count of ways is public).
 */
export function resolveOpen(state: PowapowaState, task: OpenTask, target: NekoId | null, ctx: PowapowaContext): void {
  const def = cardOf(task.card);
  if (def.type !== "open") throw new Error(`${task.card} is not an open card`);
  switch (def.effect.op) {
    case "grow":
    case "grow-each":
      if (target) grow(state, target, ctx);
      else tell(state, ctx, { type: "no-growth", data: { seat: task.chooser, lacking: lacking(state, task.chooser) } });
      break;
    case "birth":
      if (target) birth(state, task.chooser, target, ctx);
      else tell(state, ctx, { type: "no-birth", data: { seat: task.chooser } });
      break;
    case "recover-all":
      for (const seat of seatsIn(state))
        for (const n of [...fieldOf(state, seat), ...seatZone(state, seat, "off").cards]) recover(state, n, ctx);
      break;
  }
  const next = task.queue.shift();
  if (next !== undefined) {
    task.chooser = next;
    return;
  }
  state.stack.pop();
  finishOpen(state, task.card);
}

/** The open card goes to its owner's discard pile (OP-4). */
export function finishOpen(state: PowapowaState, card: CardId): void {
  if (shownZone(state).cards.includes(card))
    moveCard(shownZone(state), seatZone(state, ownerOf(card), "discard"), card);
}

/** Why none of a breeder's nekomimi on the field grows: what each still short of stage 4 lacks (public: field and territories). */
function lacking(state: PowapowaState, seat: Seat): { nekomimi: NekoId; missing: Need[] }[] {
  return fieldOf(state, seat).flatMap((nekomimi) => {
    const { needs, missing } = growthNeeds(state, nekomimi);
    return needs === null ? [] : [{ nekomimi, missing }];
  });
}

export function grow(state: PowapowaState, neko: NekoId, ctx: PowapowaContext): void {
  const n = state.neko[neko];
  if (!n) return;
  n.stage += 1;
  tell(state, ctx, { type: "grow", data: { seat: ownerOf(neko), nekomimi: neko, stage: stageOf(state, neko) } });
}

/** The birth card: a nekomimi leaves the cradle for the field at stage 1 (OP-6). */
function birth(state: PowapowaState, seat: Seat, neko: NekoId, ctx: PowapowaContext): void {
  moveCard(seatZone(state, seat, "cradle"), seatZone(state, seat, "field"), neko);
  tell(state, ctx, { type: "birth", data: { seat, nekomimi: neko } });
}

export function recover(state: PowapowaState, neko: NekoId, ctx: PowapowaContext): void {
  const n = state.neko[neko];
  if (!n || n.down === null) return;
  n.down = null;
  tell(state, ctx, { type: "recover", data: { seat: ownerOf(neko), nekomimi: neko } });
}
