/**
 * The breeder's action (phase 1), the nekomimi's actions (phase 2) and the third action: which are legal and what
 * they do. The marks decide who may play a card (ruling 4, OP-28): a clock card is an action; its user mark makes it
 * a breeder action (bell), a nekomimi action (cat face) or either (none). One legality function per attachment kind
 * serves the engine, the bot and the buttons.
 */
import { moveCard, revealCopies, type Seat } from "../../engine/index.ts";
import {
  able,
  allOnField,
  attachedTo,
  discardAttached,
  fieldOf,
  itemsOf,
  lowestCopy,
  ofType,
  oneOfEach,
  onePerFace,
  onField,
  printed,
  seatZone,
  seatsIn,
  stageOf,
  territoriesInPlay,
  territoriesOf,
  ZONES_ONLY,
} from "./board.ts";
import { cardOf, faceOf, ownerOf, type CardDef } from "./cards.ts";
import { queueDraw } from "./draw.ts";
import { fightTargets, startFight } from "./fight.ts";
import type { Aim, CardId, NekoId, PowapowaAction, PowapowaContext, PowapowaState } from "./state.ts";
import { tell } from "./tell.ts";

type Play = Extract<PowapowaAction, { type: "play" }>;
export type Mover = "breeder" | "nekomimi";

/** Whether a card in hand is played as this kind of action, from its marks. */
export function playedAs(def: CardDef, mover: Mover): boolean {
  if (!def.marks.clock || def.type === "open" || def.type === "fight") return false;
  return def.marks.user === "none" || def.marks.user === (mover === "breeder" ? "bell" : "cat");
}

/** A nekomimi may take one more territory: on the field, under its limit, and the table under its cap (P-130, OP-11). */
export function territoryRoom(state: PowapowaState, neko: NekoId): boolean {
  return (
    onField(state, neko) &&
    territoriesOf(state, neko).length < printed(state, neko).limit &&
    territoriesInPlay(state) < state.cap
  );
}

/** A nekomimi may take one more item: on the field and under its stage, items on its territories included (P-137). */
export function itemRoom(state: PowapowaState, neko: NekoId): boolean {
  return onField(state, neko) && itemsOf(state, neko).length < stageOf(state, neko);
}

/** Territories on the field (on nekomimi on the field), each with the nekomimi holding it; or only `territory`. */
function fieldTerritories(state: PowapowaState, territory?: CardId): { territory: CardId; neko: NekoId }[] {
  if (territory !== undefined) {
    const neko = Object.hasOwn(state.on, territory) ? state.on[territory] : undefined;
    return neko !== undefined && cardOf(territory).type === "territory" && allOnField(state).includes(neko)
      ? [{ territory, neko }]
      : [];
  }
  return allOnField(state).flatMap((neko) =>
    oneOfEach(state, territoriesOf(state, neko)).map((territory) => ({ territory, neko })),
  );
}

const rivalsOf = (state: PowapowaState, seat: Seat): NekoId[] => allOnField(state).filter((n) => ownerOf(n) !== seat);

/**
 * Every target a card may be played on, by a breeder (no `by`) or by one of their nekomimi. With `only` (checking one
 * action), targets that cannot be its own are left out before their room is worked out.
 */
export function aims(state: PowapowaState, seat: Seat, card: CardId, by?: NekoId, only?: Aim): Aim[] {
  const def = cardOf(card);
  const mine = fieldOf(state, seat);
  const self = by ? [by] : mine;
  switch (def.type) {
    case "territory":
      return nekomimiAims(def.marks.user === "cat" ? self : mine, only, (n) => territoryRoom(state, n));
    case "item":
      if (def.marks.target === "paw") {
        if (only !== undefined && only.territory === undefined) return [];
        return fieldTerritories(state, only?.territory)
          .filter(({ territory, neko }) => attachedTo(state, territory).length === 0 && itemRoom(state, neko))
          .map(({ territory }) => ({ territory }));
      }
      return nekomimiAims(def.marks.user === "cat" ? self : allOnField(state), only, (n) => itemRoom(state, n));
    case "talent":
      return nekomimiAims(mine, only, (n) => ofType(state, n, "talent").length === 0);
    case "event":
      return eventAims(state, seat, def, by);
    case "fight":
    case "open":
      return [];
  }
}

/** Nekomimi as targets, those with room; with `only`, just its own target (cheaper than working out every room). */
function nekomimiAims(list: readonly NekoId[], only: Aim | undefined, room: (n: NekoId) => boolean): Aim[] {
  return list.filter((n) => (only === undefined || only.nekomimi === n) && room(n)).map((nekomimi) => ({ nekomimi }));
}

function eventAims(
  state: PowapowaState,
  seat: Seat,
  def: Extract<CardDef, { type: "event" }>,
  by: NekoId | undefined,
): Aim[] {
  const byStage = by ? stageOf(state, by) : 4;
  switch (def.effect.op) {
    case "draw":
      return [{}];
    case "discard-random":
      return seatsIn(state)
        .filter((s) => s !== seat && seatZone(state, s, "hand").cards.length > 0)
        .map((s) => ({ seat: s }));
    case "discard-territory":
      return fieldTerritories(state).map(({ territory }) => ({ territory }));
    case "discard-named": {
      const names = def.effect.cards;
      return allOnField(state)
        .flatMap((n) => oneOfEach(state, itemsOf(state, n)))
        .filter((c) => names.includes(faceOf(c)))
        .map((attached) => ({ attached }));
    }
    case "off-field":
      return rivalsOf(state, seat)
        .filter((n) => stageOf(state, n) <= byStage)
        .map((nekomimi) => ({ nekomimi }));
    case "incapacitate":
      return rivalsOf(state, seat)
        .filter((n) => able(state, n) && stageOf(state, n) < byStage)
        .map((nekomimi) => ({ nekomimi }));
    case "return":
      return seatZone(state, seat, "off").cards.map((nekomimi) => ({ nekomimi }));
    case "attach":
      return allOnField(state).map((nekomimi) => ({ nekomimi }));
    case "fight-mod":
      return [];
  }
}

/** Only the actions that could be this one (its type, card, acting nekomimi and target): all that checking one action needs. */
export interface Focus {
  type: PowapowaAction["type"];
  card?: string;
  by?: string;
  aim?: Aim;
}

/**
 * The actions of one mover: the breeder's, or every able nekomimi's (those that have not acted, unless `anyNekomimi`).
 * With a focus, only those that could be it (see Focus).
 */
export function moverActions(
  state: PowapowaState,
  seat: Seat,
  mover: Mover,
  anyNekomimi = false,
  focus?: Focus,
): PowapowaAction[] {
  const hand = wants(focus, "play") ? playable(seatZone(state, seat, "hand").cards, mover, focus?.card) : [];
  if (mover === "breeder") {
    const out: PowapowaAction[] = [];
    // A draw like the draw phase's: from an empty deck it puts the breeder out (P-38, P-36).
    if (wants(focus, "draw")) out.push({ type: "draw" });
    for (const card of hand)
      for (const aim of aims(state, seat, card, undefined, focus?.aim)) out.push({ type: "play", card, ...aim });
    if (wants(focus, "search"))
      for (const nekomimi of seatZone(state, seat, "off").cards) out.push({ type: "search", nekomimi });
    return out;
  }
  const out: PowapowaAction[] = [];
  const actors = fieldOf(state, seat).filter(
    (n) => (focus?.by === undefined || n === focus.by) && able(state, n) && (anyNekomimi || !state.acted.includes(n)),
  );
  for (const by of actors) {
    for (const card of hand)
      for (const aim of aims(state, seat, card, by, focus?.aim)) out.push({ type: "play", card, by, ...aim });
    if (wants(focus, "move")) {
      for (const territory of oneOfEach(state, territoriesOf(state, by))) {
        for (const to of fieldOf(state, seat))
          if (to !== by && canMoveTo(state, territory, to)) out.push({ type: "move", by, territory, to });
      }
    }
    if (wants(focus, "remove")) {
      for (const seatOff of seatsIn(state)) {
        for (const off of seatZone(state, seatOff, "off").cards)
          for (const territory of oneOfEach(state, territoriesOf(state, off)))
            out.push({ type: "remove", by, territory });
      }
    }
    if (wants(focus, "fight")) for (const target of fightTargets(state, by)) out.push({ type: "fight", by, target });
  }
  return out;
}

/** The hand's cards this mover may play, one per face; with `only`, that card if it is one of them. */
function playable(hand: readonly CardId[], mover: Mover, only: CardId | undefined): CardId[] {
  const cards = only === undefined ? onePerFace(hand) : lowestCopy(hand, only) === only ? [only] : [];
  return cards.filter((c) => playedAs(cardOf(c), mover));
}

function wants(focus: Focus | undefined, type: PowapowaAction["type"]): boolean {
  return focus === undefined || focus.type === type;
}

/** A territory may move to another of the owner's nekomimi within its limit, its item coming along within the item cap (OP-9). */
function canMoveTo(state: PowapowaState, territory: CardId, to: NekoId): boolean {
  if (!onField(state, to) || territoriesOf(state, to).length >= printed(state, to).limit) return false;
  return itemsOf(state, to).length + attachedTo(state, territory).length <= stageOf(state, to);
}

/** Applies a breeder or nekomimi action; `by` marks the nekomimi that acted. */
export function applyMove(state: PowapowaState, seat: Seat, action: PowapowaAction, ctx: PowapowaContext): void {
  switch (action.type) {
    case "draw":
      tell(state, ctx, { type: "draw-action", data: { seat } });
      queueDraw(state, seat, 1);
      return;
    case "search":
      comeBack(state, seat, action.nekomimi);
      tell(state, ctx, { type: "search", data: { seat, nekomimi: action.nekomimi } });
      return;
    case "move":
      state.on[action.territory] = action.to;
      tell(state, ctx, { type: "move", data: { seat, by: action.by, territory: action.territory, to: action.to } });
      return;
    case "remove":
      discardAttached(state, action.territory);
      tell(state, ctx, { type: "remove", data: { seat, by: action.by, territory: action.territory } });
      return;
    case "fight":
      startFight(state, action.by, action.target, ctx);
      return;
    case "play":
      playCard(state, seat, action, ctx);
      return;
    default:
      throw new Error(`${action.type} is not a turn action`);
  }
}

function playCard(state: PowapowaState, seat: Seat, action: Play, ctx: PowapowaContext): void {
  const [card] = revealCopies(state, [action.card], ZONES_ONLY) as [CardId];
  const def = cardOf(card);
  const hand = seatZone(state, seat, "hand");
  const { seat: target, ...rest } = aimOf(action);
  const aim = { ...(action.by ? { by: action.by } : {}), ...rest, ...(target === undefined ? {} : { target }) };
  const permanent =
    def.type === "territory" ||
    def.type === "item" ||
    def.type === "talent" ||
    (def.type === "event" && def.effect.op === "attach");
  if (permanent) {
    moveCard(hand, seatZone(state, seat, "attached"), card);
    state.on[card] = action.territory ?? action.nekomimi ?? "";
    tell(state, ctx, { type: "play", data: { seat, card, ...aim } });
    if (def.type === "item" && def.draw) queueDraw(state, seat, def.draw);
    return;
  }
  moveCard(hand, seatZone(state, seat, "discard"), card);
  tell(state, ctx, { type: "play", data: { seat, card, ...aim } });
  if (def.type === "event") eventEffect(state, seat, def, action, ctx);
}

function aimOf(action: Play): Aim {
  const aim: Aim = {};
  if (action.nekomimi !== undefined) aim.nekomimi = action.nekomimi;
  if (action.territory !== undefined) aim.territory = action.territory;
  if (action.seat !== undefined) aim.seat = action.seat;
  if (action.attached !== undefined) aim.attached = action.attached;
  return aim;
}

function eventEffect(
  state: PowapowaState,
  seat: Seat,
  def: Extract<CardDef, { type: "event" }>,
  action: Play,
  ctx: PowapowaContext,
): void {
  const e = def.effect;
  switch (e.op) {
    case "draw":
      queueDraw(state, seat, e.amount);
      return;
    case "discard-random": {
      const target = action.seat ?? seat;
      for (let i = 0; i < e.amount; i++) {
        const hand = seatZone(state, target, "hand");
        if (hand.cards.length === 0) return;
        // From the hand in a fixed order: its order follows its owner's private steps, which must not steer the draw.
        const [card] = revealCopies(state, [ctx.rng.pick([...hand.cards].sort())], ZONES_ONLY) as [CardId];
        moveCard(hand, seatZone(state, target, "discard"), card);
        tell(state, ctx, { type: "discarded", data: { seat: target, card } });
      }
      return;
    }
    case "discard-territory":
    case "discard-named": {
      const card = action.territory ?? action.attached;
      if (card) discardAttached(state, card);
      return;
    }
    case "off-field":
      if (action.nekomimi) sendOff(state, action.nekomimi);
      return;
    case "incapacitate": {
      const n = action.nekomimi ? state.neko[action.nekomimi] : undefined;
      if (n) n.down = state.turn;
      return;
    }
    case "return":
      if (action.nekomimi) comeBack(state, seat, action.nekomimi);
      return;
    case "attach":
    case "fight-mod":
      return;
  }
}

/** Back on the field from off it (search, Homecoming): same stage, attachments kept, and able (OP-7). */
function comeBack(state: PowapowaState, seat: Seat, neko: NekoId): void {
  moveCard(seatZone(state, seat, "off"), seatZone(state, seat, "field"), neko);
  const n = state.neko[neko];
  if (n) n.down = null;
}

/** Off the field: it keeps its stage, state and attachments (OP-8). */
function sendOff(state: PowapowaState, neko: NekoId): void {
  const owner = ownerOf(neko);
  moveCard(seatZone(state, owner, "field"), seatZone(state, owner, "off"), neko);
}
