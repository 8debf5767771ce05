import type { Seat } from "../../engine/index.ts";
import type { Effect } from "./cards.ts";
import { isWet } from "./map.ts";
import { creaturesAt, purgeCreatures, woundObstacle } from "./obstacles.ts";
import { heal, hurt, maxAir, raiderOf, refillAir } from "./raider.ts";
import type { TombRaiderContext, TombRaiderState } from "./state.ts";
import { discardAtRandom, draw } from "./board.ts";

/**
 * The effect vocabulary in action. Effects of action cards, triggered discoveries, failed obstacle checks and
 * explored locations all come through here; `search` is handled by the Search round itself.
 */
function applyEffect(state: TombRaiderState, seat: Seat, effect: Effect, ctx: TombRaiderContext): void {
  const r = raiderOf(state, seat);
  if (r.dead) return;
  switch (effect.do) {
    case "heal":
      heal(state, seat, effect.n);
      ctx.emit({ type: "heal", data: { seat, amount: effect.n, damage: r.damage } });
      return;
    case "draw":
      draw(state, seat, effect.n, ctx);
      return;
    case "air":
      r.air = Math.min(maxAir(state, seat), r.air + effect.n);
      state.recent.push({ type: "air", seat, air: r.air });
      ctx.emit({ type: "air", data: { seat, air: r.air } });
      return;
    case "move":
      r.movesLeft += effect.n;
      r.bonusMove += effect.n;
      return;
    case "free-step":
      r.freeSteps += effect.n;
      return;
    case "search":
      return;
    case "save-point":
      (state.squares[r.at] as { savePoint: boolean }).savePoint = true;
      ctx.emit({ type: "save-point", data: { seat, square: r.at } });
      return;
    case "damage":
      hurt(state, seat, effect.n, ctx);
      return;
    case "stop":
      r.stuck = true;
      state.recent.push({ type: "stuck", seat });
      ctx.emit({ type: "stuck", data: { seat, square: r.at, card: state.squares[r.at]?.card ?? null } });
      return;
    case "discard":
      discardAtRandom(state, seat, effect.n, ctx);
      return;
    case "flood":
    case "drain": {
      const square = state.squares[r.at];
      if (!square) return;
      square.wetOverride = effect.do === "flood";
      ctx.emit({ type: effect.do, data: { seat, square: r.at } });
      purgeCreatures(state, r.at, ctx);
      if (!isWet(state, r.at)) for (const other of state.raiders) if (other.at === r.at) refillAir(state, other.seat);
      return;
    }
    case "wound": {
      const target = creaturesAt(state, r.at)[0];
      if (target) woundObstacle(state, target, effect.n, ctx);
      return;
    }
  }
}

export function applyEffects(
  state: TombRaiderState,
  seat: Seat,
  effects: readonly Effect[],
  ctx: TombRaiderContext,
): void {
  for (const effect of effects) applyEffect(state, seat, effect, ctx);
}
