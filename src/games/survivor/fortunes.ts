/** Fortune and politics cards: when they may be played, at whom, and what they do. */
import { moveCard, revealCopies, type Refusal, type Seat } from "../../engine/index.ts";
import { castOf, seatZone, seats, seatsIn } from "./board.ts";
import { bySet, cardOf, faceOf, type ActionDef } from "./cards.ts";
import { askForExtra, extraCandidates } from "./turn.ts";
import { drawCards } from "./draw.ts";
import type { CardId, CastawayId, Phase, SurvivorAction, SurvivorContext, SurvivorState } from "./state.ts";

type PlayAction = Extract<SurvivorAction, { type: "play" }>;

/** Whether a card may be played in the window now open. */
function playableNow(def: ActionDef, phase: Phase): boolean {
  if (def.type === "fortune")
    return (phase === "fortunes" && def.timing === "challenge") || (phase === "council" && def.timing === "council");
  if (def.type === "politics") {
    return (
      (phase === "fortunes" && def.timing === "challenge") ||
      (phase === "items" && def.timing === "items") ||
      (phase === "council" && def.timing === "council")
    );
  }
  return false;
}

/** A fortune with a restriction icon can never be used against a player holding an alliance of that colour. */
function shielded(state: SurvivorState, def: ActionDef, seat: Seat): boolean {
  return def.type === "fortune" && def.icon !== undefined && state.alliances[seat]?.color === def.icon;
}

function rivals(state: SurvivorState, seat: Seat): Seat[] {
  return seatsIn(state).filter((s) => s !== seat);
}

/** A castaway the vote may move to: still in the game, not the idol holder's or the player's, not named yet. */
function voteTargets(state: SurvivorState, seat: Seat, def: ActionDef): CastawayId[] {
  return rivals(state, seat)
    .filter((r) => r !== state.idol && !shielded(state, def, r))
    .flatMap((r) => castOf(state, r).filter((c) => !state.targets.includes(c)));
}

/** Every way to play one card now (its possible targets), none when it has no legal target. */
export function playOptions(state: SurvivorState, seat: Seat, card: CardId): PlayAction[] {
  const def = cardOf(card);
  if (!playableNow(def, state.phase)) return [];
  if (def.type === "politics") return [{ type: "play", card }];
  if (def.type !== "fortune") return [];
  const open = (r: Seat): boolean => !shielded(state, def, r);
  const effect = def.effect;
  switch (effect.op) {
    case "boost":
      return (state.entered[seat] ?? []).map((castaway) => ({ type: "play", card, castaway }));
    case "weaken":
      return rivals(state, seat)
        .filter(open)
        .flatMap((r) => (state.entered[r] ?? []).map((castaway): PlayAction => ({ type: "play", card, castaway })));
    case "score-down":
      return rivals(state, seat)
        .filter((r) => open(r) && (state.entered[r] ?? []).length > 0)
        .map((r) => ({ type: "play", card, seat: r }));
    case "rival-discard":
      return rivals(state, seat)
        .filter((r) => open(r) && seatZone(state, r, "hand").cards.length > 0)
        .map((r) => ({ type: "play", card, seat: r }));
    case "break-alliance":
      return rivals(state, seat)
        .filter((r) => open(r) && state.alliances[r] !== null)
        .map((r) => ({ type: "play", card, seat: r }));
    case "cancel": {
      // One choice per face on each castaway: copies of one card on one castaway are the same target.
      const seen = new Set<string>();
      return rivals(state, seat)
        .filter(open)
        .flatMap((r) => [...seatZone(state, r, "table").cards].sort(bySet))
        .flatMap((attached): PlayAction[] => {
          const castaway = state.on[attached] ?? "";
          const key = `${castaway}:${faceOf(attached)}`;
          if (seen.has(key)) return [];
          seen.add(key);
          return [{ type: "play", card, castaway, attached }];
        });
    }
    case "ally-bonus":
      return state.alliances[seat] === null ? [] : [{ type: "play", card }];
    case "retarget": {
      // The player says which named castaway the vote moves from, and where it goes.
      const to = voteTargets(state, seat, def);
      return state.targets.flatMap((from) =>
        to.map((castaway): PlayAction => ({ type: "play", card, from, castaway })),
      );
    }
    case "extra-vote":
      // The idol holder chooses the castaway once the card is played (OP-14).
      return extraCandidates(state, def.icon ?? null).length > 0 ? [{ type: "play", card }] : [];
    case "score-up":
    case "draw":
      return [{ type: "play", card }];
  }
}

/** Why a play is refused, or null. */
export function playProblem(state: SurvivorState, seat: Seat, action: PlayAction): Refusal | null {
  if (!seatZone(state, seat, "hand").cards.includes(action.card)) return { code: "card-not-in-hand" };
  const def = cardOf(action.card);
  if (def.type !== "fortune" && def.type !== "politics") return { code: "not-playable" };
  if (!playableNow(def, state.phase)) return { code: def.timing === "council" ? "council-only" : "not-this-window" };
  const options = playOptions(state, seat, action.card);
  const key = (a: PlayAction): string =>
    JSON.stringify([a.castaway ?? null, a.seat ?? null, a.attached ?? null, a.from ?? null]);
  if (options.some((o) => key(o) === key(action))) return null;
  if (options.length === 0)
    return { code: def.type === "fortune" && def.effect.op === "ally-bonus" ? "no-alliance" : "no-target" };
  const target =
    action.seat ??
    (action.castaway ? seats(state).find((s) => castOf(state, s).includes(action.castaway ?? "")) : undefined);
  if (target !== undefined && def.type === "fortune" && def.icon && shielded(state, def, target))
    return { code: `shielded-${def.icon}` };
  return { code: "bad-target" };
}

/**
 * Plays a card: it turns face up and stays with the cards used this turn until step 13 discards them all (so a card
 * drawing from an emptied deck never shuffles itself back); its effect lasts until the end of the turn.
 */
export function applyPlay(state: SurvivorState, seat: Seat, action: PlayAction, ctx: SurvivorContext): void {
  const [card] = revealCopies(state, [action.card]) as [CardId];
  moveCard(seatZone(state, seat, "hand"), seatZone(state, seat, "played"), card);
  const def = cardOf(card);
  const played: Extract<SurvivorState["recent"][number], { type: "play" }> = { type: "play", seat, card: faceOf(card) };
  if (action.castaway !== undefined) played.castaway = action.castaway;
  if (action.seat !== undefined) played.target = action.seat;
  if (action.attached !== undefined) played.attached = faceOf(action.attached);
  if (action.from !== undefined) played.from = action.from;
  ctx.emit({
    type: "play",
    data: {
      seat,
      card,
      ...(action.castaway ? { castaway: action.castaway } : {}),
      ...(action.seat !== undefined ? { target: action.seat } : {}),
      ...(action.attached ? { attached: action.attached } : {}),
      ...(action.from ? { from: action.from } : {}),
    },
  });
  if (def.type === "politics") {
    const e = def.effect;
    if (e.op === "everyone-draws") for (const s of seatsIn(state)) drawCards(state, s, e.amount, ctx);
    if (e.op === "item-limit") state.standing.push({ type: "item-limit", amount: e.amount, card: def.id });
    if (e.op === "food-spoils") state.standing.push({ type: "food-spoils", card: def.id });
    if (e.op === "close-window" && state.window) state.window.open = false;
  } else if (def.type === "fortune") {
    const e = def.effect;
    const castaway = action.castaway ?? "";
    const target = action.seat ?? seat;
    switch (e.op) {
      case "boost":
      case "weaken":
        state.standing.push({
          type: "mod",
          castaway,
          stat: e.stat,
          amount: e.op === "boost" ? e.amount : -e.amount,
          card: def.id,
        });
        break;
      case "score-up":
      case "score-down":
        state.standing.push({
          type: "score",
          seat: target,
          amount: e.op === "score-up" ? e.amount : -e.amount,
          card: def.id,
        });
        break;
      case "ally-bonus":
        state.standing.push({ type: "ally-bonus", seat, amount: e.amount, card: def.id });
        break;
      case "draw":
        played.drew = drawCards(state, seat, e.amount, ctx);
        break;
      case "rival-discard": {
        const hand = seatZone(state, target, "hand");
        // Drawn from the hand in a fixed order, not as it stands: a hand's order follows its owner's private steps
        // (a card placed in a plan and taken back goes last), which must not change what a random discard takes.
        const picked = ctx.rng.shuffle([...hand.cards].sort()).slice(0, e.amount);
        const shown = revealCopies(state, picked);
        for (const c of shown) moveCard(hand, seatZone(state, target, "discard"), c);
        played.discarded = shown.map(faceOf);
        break;
      }
      case "cancel": {
        const attached = action.attached ?? "";
        const owner = Number(attached.split(":")[0]);
        moveCard(seatZone(state, owner, "table"), seatZone(state, owner, "discard"), attached);
        delete state.on[attached];
        break;
      }
      case "break-alliance":
        state.alliances[target] = null;
        break;
      case "retarget":
        state.targets[state.targets.indexOf(action.from ?? "")] = castaway;
        break;
      case "extra-vote":
        state.recent.push(played);
        askForExtra(state, def.icon ?? null, ctx);
        return;
    }
  }
  state.recent.push(played);
}
