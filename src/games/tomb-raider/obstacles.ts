/** Obstacles on the map: placing them, damaging and removing them. */
import { moveCard, revealCopies, type Seat } from "../../engine/index.ts";
import { drawCard, faceKey, type CardId } from "./cards.ts";
import { canPlaceObstacle, habitatFits, isWet, obstacleData, obstaclesAt, placementLimit } from "./map.ts";
import type { ObstacleRef, SquareKey, TombRaiderContext, TombRaiderState } from "./state.ts";
import { obstacleZone, zonesOf } from "./board.ts";

/**
 * Resolves the obstacles offered for one explored location: only the most dangerous valid one stays, the others
 * are discarded (RULINGS 5). With two players there is at most one offer. A creature placed where it cannot live
 * dies at once, as the obstacle deck's do.
 */
export function resolvePlacements(
  state: TombRaiderState,
  square: SquareKey,
  offers: readonly { seat: Seat; card: CardId }[],
  ctx: TombRaiderContext,
): void {
  const valid = offers.filter((o) => canPlaceObstacle(state, square, o.card));
  const danger = (card: CardId): number => drawCard(card).obstacle?.danger ?? 0;
  const kept = valid.reduce<{ seat: Seat; card: CardId } | null>(
    (best, o) => (!best || danger(o.card) > danger(best.card) ? o : best),
    null,
  );
  for (const o of offers) {
    if (o === kept) continue;
    const [card] = revealCopies(state, [o.card]) as [CardId];
    moveCard(zonesOf(state, o.seat).hand, zonesOf(state, o.seat).discard, card);
    state.recent.push({ type: "obstacle-gone", square, card: faceKey(card), reason: "discarded" });
    ctx.emit({ type: "obstacle-discarded", data: { seat: o.seat, square, card } });
  }
  if (!kept) {
    state.recent.push({ type: "no-place", square });
    ctx.emit({ type: "no-place", data: { square } });
    return;
  }
  const [card] = revealCopies(state, [kept.card]) as [CardId];
  moveCard(zonesOf(state, kept.seat).hand, obstacleZone(state), card);
  putOnSquare(state, square, kept.seat, card, ctx);
  diesIfHomeless(state, square, card, ctx);
}

/** A creature put where it cannot live dies at once. */
function diesIfHomeless(state: TombRaiderState, square: SquareKey, card: CardId, ctx: TombRaiderContext): void {
  const obstacle = drawCard(card).obstacle;
  if (obstacle && !habitatFits(obstacle.habitat, isWet(state, square)))
    removeObstacle(state, { kind: "card", card, square }, "habitat", ctx);
}

/** Puts an obstacle on a square: placed by a rival from hand, or (solo) turned over from the obstacle deck. */
function putOnSquare(
  state: TombRaiderState,
  square: SquareKey,
  owner: Seat,
  card: CardId,
  ctx: TombRaiderContext,
  byDeck = false,
): void {
  (state.squares[square] as { obstacle: unknown }).obstacle = { card, damage: 0, owner };
  state.recent.push({ type: "place", seat: owner, square, card: faceKey(card), ...(byDeck ? { byDeck } : {}) });
  ctx.emit({ type: "place", data: { seat: owner, square, card, ...(byDeck ? { byDeck } : {}) } });
}

/**
 * Solo: the obstacle deck is turned over from the top until a card within the danger limit comes up, and that card is
 * placed; the cards turned over before it go to the bottom of the deck (RULINGS 1). A creature placed where it cannot
 * live dies at once, so no obstacle stays there (it goes under the deck like any removed one). Each card is looked at
 * once at most.
 */
export function autoPlace(state: TombRaiderState, seat: Seat, square: SquareKey, ctx: TombRaiderContext): void {
  const deck = zonesOf(state, seat).obstacleDeck;
  let skipped = 0;
  for (let looked = deck.cards.length; looked > 0; looked--) {
    const top = deck.cards[deck.cards.length - 1] as CardId;
    const obstacle = drawCard(top).obstacle;
    if (obstacle && obstacle.danger <= placementLimit(state, square)) {
      if (skipped > 0) ctx.emit({ type: "obstacles-skipped", data: { seat, count: skipped } });
      const [card] = revealCopies(state, [top]) as [CardId];
      moveCard(deck, obstacleZone(state), card);
      putOnSquare(state, square, seat, card, ctx, true);
      diesIfHomeless(state, square, card, ctx);
      return;
    }
    moveCard(deck, deck, top, { toBottom: true });
    skipped += 1;
  }
  if (skipped > 0) ctx.emit({ type: "obstacles-skipped", data: { seat, count: skipped } });
  state.recent.push({ type: "no-place", square });
  ctx.emit({ type: "no-place", data: { square } });
}

/** Takes an obstacle off the map: a printed one gets its removal token, a card goes back to its owner. */
export function removeObstacle(
  state: TombRaiderState,
  ref: ObstacleRef,
  reason: "defeated" | "habitat",
  ctx: TombRaiderContext,
): void {
  const square = state.squares[ref.square];
  if (!square) return;
  // Told while the card still lies face up on the map: solo, it then goes face down under the obstacle deck.
  const card = ref.kind === "card" ? ref.card : null;
  state.recent.push({ type: "obstacle-gone", square: ref.square, card: card && faceKey(card), reason });
  ctx.emit({ type: "obstacle-gone", data: { square: ref.square, card, location: square.card, reason } });
  if (ref.kind === "fixed") {
    square.fixedRemoved = true;
  } else if (square.obstacle) {
    const { owner } = square.obstacle;
    square.obstacle = null;
    const z = zonesOf(state, owner);
    if (state.players === 1) moveCard(obstacleZone(state), z.obstacleDeck, ref.card, { toBottom: true });
    else moveCard(obstacleZone(state), z.discard, ref.card);
  }
}

/** Puts damage tokens on a creature; enough of them (its life) remove it. */
export function woundObstacle(state: TombRaiderState, ref: ObstacleRef, amount: number, ctx: TombRaiderContext): void {
  const data = obstacleData(state, ref);
  const square = state.squares[ref.square];
  if (!data || data.life === null || !square) return;
  let damage: number;
  if (ref.kind === "fixed") damage = square.fixedDamage += amount;
  else if (square.obstacle) damage = square.obstacle.damage += amount;
  else return;
  const card = ref.kind === "card" ? ref.card : null;
  state.recent.push({ type: "obstacle-hit", square: ref.square, card: card && faceKey(card), damage, life: data.life });
  ctx.emit({ type: "obstacle-hit", data: { square: ref.square, card, damage, life: data.life } });
  if (damage >= data.life) removeObstacle(state, ref, "defeated", ctx);
}

/** After a location floods or drains, creatures that cannot live there any more are discarded at once. */
export function purgeCreatures(state: TombRaiderState, square: SquareKey, ctx: TombRaiderContext): void {
  const wet = isWet(state, square);
  for (const ref of obstaclesAt(state, square)) {
    const data = obstacleData(state, ref);
    if (data && data.life !== null && !habitatFits(data.habitat, wet)) removeObstacle(state, ref, "habitat", ctx);
  }
}

/** Creatures at a square, for effects that wound them. */
export function creaturesAt(state: TombRaiderState, square: SquareKey): ObstacleRef[] {
  return obstaclesAt(state, square).filter((ref) => obstacleData(state, ref)?.life !== null);
}
