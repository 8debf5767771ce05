import { moveCard, onePerFace as onePerFaceBy, revealCopies, type Refusal, type Seat } from "../../engine/index.ts";
import { drawCard, faceKey, isDrawCard, type CardData, type CardId } from "./cards.ts";
import { applyEffects } from "./effects.ts";
import { habitatFits, isWet } from "./map.ts";
import { creaturesAt } from "./obstacles.ts";
import { breathe, cardsInPlay, power, raiderOf, refillAir, underWater } from "./raider.ts";
import type { TombRaiderContext, TombRaiderState } from "./state.ts";
import { zonesOf } from "./board.ts";

/**
 * Upgrades, secret moves and action cards played from hand. The seed lets them be played "at any time"; here
 * that is any of the player's own decisions in the Action, Search and Draw rounds, the active raider's decision
 * before each obstacle check ("check") and the rival's reaction window before it ("react"); see the rules doc.
 */
export type PlayWindow = "move" | "search" | "discard" | "check" | "react";

/** An upgrade attaches at one more than the raider's power, or beside another of the same power (power 2+). */
function upgradeRefusal(state: TombRaiderState, seat: Seat, data: CardData): Refusal | null {
  const now = power(state, seat);
  const p = data.power ?? 1;
  if (!(p === now + 1 || (p === now && now >= 2))) return { code: "upgrade-power", params: { power: now + 1 } };
  if (cardsInPlay(state, seat).some((c) => c.id === data.id)) return { code: "unique" };
  return null;
}

function actionRefusal(state: TombRaiderState, seat: Seat, data: CardData, window: PlayWindow): Refusal | null {
  const r = raiderOf(state, seat);
  const wet = isWet(state, r.at);
  if (!habitatFits(data.water ?? "any", wet)) return { code: wet ? "dry-only" : "wet-only" };
  for (const effect of data.effects ?? []) {
    if ((effect.do === "move" || effect.do === "free-step") && (window !== "move" || r.stuck))
      return { code: "play-when-moving" };
    if (effect.do === "search" && window !== "search") return { code: "play-when-searching" };
    if (effect.do === "wound" && creaturesAt(state, r.at).length === 0) return { code: "no-creature" };
    if (effect.do === "flood" && wet) return { code: "already-wet" };
  }
  return null;
}

export function playRefusal(state: TombRaiderState, seat: Seat, card: CardId, window: PlayWindow): Refusal | null {
  if (!zonesOf(state, seat).hand.cards.includes(card) || !isDrawCard(card)) return { code: "card-not-in-hand" };
  const data = drawCard(card);
  switch (data.kind) {
    case "upgrade":
      return upgradeRefusal(state, seat, data);
    case "secret":
      return null;
    case "action":
      return actionRefusal(state, seat, data, window);
    case "discovery":
      return { code: "discovery-by-search" };
    case "obstacle":
      return { code: "obstacle-by-placing" };
  }
}

/** One card per printed card, in hand order sorted as the set lists them. */
export function onePerFace(cards: readonly CardId[]): CardId[] {
  return onePerFaceBy(cards, faceKey, (a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export function playableCards(state: TombRaiderState, seat: Seat, window: PlayWindow): CardId[] {
  return onePerFace(zonesOf(state, seat).hand.cards).filter((c) => playRefusal(state, seat, c, window) === null);
}

/** Whether the card is a search action (it replaces the ordinary search). */
export function searchBonus(card: CardId): number | null {
  const effect = drawCard(card).effects?.find((e) => e.do === "search");
  return effect && effect.do === "search" ? effect.n : null;
}

/**
 * Plays a card: upgrades and secret moves go beside the raider as saved cards (on dry ground an extra air supply
 * fills at once); an action card takes effect and is discarded. Using an action card under water takes 1 air (RULINGS 8); a raider that dies of it gets no effect.
 */
export function playCard(state: TombRaiderState, seat: Seat, chosen: CardId, ctx: TombRaiderContext): void {
  const z = zonesOf(state, seat);
  const [card] = revealCopies(state, [chosen]) as [CardId];
  const data = drawCard(card);
  state.recent.push({ type: "play", seat, card: faceKey(card) });
  if (data.kind === "upgrade" || data.kind === "secret") {
    moveCard(z.hand, z.saved, card);
    ctx.emit({ type: "play", data: { seat, card } });
    // Played mid-action, free steps count for this action already (extra Move does by itself: see movesLeft).
    if (state.phase === "move" && state.active === seat) raiderOf(state, seat).freeSteps += data.steps ?? 0;
    // On dry ground air is always full: a larger supply fills at once.
    if (!underWater(state, seat)) refillAir(state, seat);
    return;
  }
  moveCard(z.hand, z.discard, card);
  ctx.emit({ type: "play", data: { seat, card } });
  if (breathe(state, seat, ctx)) return;
  applyEffects(state, seat, data.effects ?? [], ctx);
}
