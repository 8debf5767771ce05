/**
 * Fights (P-53 to P-80): the attacker's declaration with fight cards face down and events, the defender's answer
 * (accept on a ground of its own, or decline and lose an attachment), the defender's cards and events, the other
 * breeders' event window, the simultaneous reveal, damage, incapacity, the winner's pick, and the cards going home.
 */
import { cloneJson, moveAll, moveCard, openWindow, revealCopies, type Seat } from "../../engine/index.ts";
import {
  able,
  attachedTo,
  discardAttached,
  figures,
  fieldOf,
  oneOfEach,
  onePerFace,
  othersFrom,
  seatZone,
  stageOf,
  territoriesOf,
  ZONES_ONLY,
} from "./board.ts";
import { bySet, cardOf, faceOf, nekomimiOf, ownerOf, type Mods } from "./cards.ts";
import type {
  CardId,
  Fight,
  FightResult,
  NekoId,
  PowapowaAction,
  PowapowaContext,
  PowapowaState,
  Side,
} from "./state.ts";
import { tell } from "./tell.ts";

export const sideOf = (fight: Fight, neko: NekoId): Side | null =>
  neko === fight.attacker ? "attacker" : neko === fight.defender ? "defender" : null;
export const fighterOf = (fight: Fight, side: Side): NekoId => (side === "attacker" ? fight.attacker : fight.defender);

/** Rival nekomimi a nekomimi may fight: it must be able, stage 2 or higher; so must they (P-54, P-55, OP-12). */
export function fightTargets(state: PowapowaState, by: NekoId): NekoId[] {
  if (!able(state, by) || stageOf(state, by) < 2) return [];
  const seat = ownerOf(by);
  return othersFrom(state, seat).flatMap((s) =>
    fieldOf(state, s).filter((n) => able(state, n) && stageOf(state, n) >= 2),
  );
}

export function startFight(state: PowapowaState, by: NekoId, target: NekoId, ctx: PowapowaContext): void {
  state.fight = {
    attacker: by,
    defender: target,
    step: "attack",
    ground: null,
    groundKind: null,
    boosts: [],
    proxies: { attacker: null, defender: null },
    shown: { attacker: [], defender: [] },
    result: null,
    third: state.step === "declare",
  };
  tell(state, ctx, { type: "fight", data: { seat: ownerOf(by), by, target } });
}

/** Who decides in the fight now. */
export function fightSeats(state: PowapowaState, fight: Fight): Seat[] {
  switch (fight.step) {
    case "attack":
      return [ownerOf(fight.attacker)];
    case "answer":
    case "defend":
      return [ownerOf(fight.defender)];
    case "reveal":
      return [ownerOf(fight.attacker), ownerOf(fight.defender)];
    case "spoils":
      return fight.result?.winner ? [ownerOf(fighterOf(fight, fight.result.winner))] : [];
    case "window":
      return [];
  }
}

/** What the loser of a fight, or a declining defender, may lose: items and territories, those on its territories too (OP-18). */
export function strippable(state: PowapowaState, neko: NekoId): CardId[] {
  const direct = attachedTo(state, neko).filter((c) => ["item", "territory"].includes(cardOf(c).type));
  return oneOfEach(state, [...direct, ...territoriesOf(state, neko).flatMap((t) => attachedTo(state, t))]);
}

function fightEvents(state: PowapowaState, seat: Seat, fight: Fight): PowapowaAction[] {
  const cards = onePerFace(seatZone(state, seat, "hand").cards).filter((c) => {
    const def = cardOf(c);
    return def.type === "event" && def.when === "fight";
  });
  return cards.flatMap((card) =>
    [fight.attacker, fight.defender].map((nekomimi): PowapowaAction => ({ type: "play", card, nekomimi })),
  );
}

function commits(state: PowapowaState, seat: Seat, neko: NekoId): PowapowaAction[] {
  if (seatZone(state, seat, "facedown").cards.length >= stageOf(state, neko)) return [];
  return onePerFace(seatZone(state, seat, "hand").cards)
    .filter((c) => cardOf(c).type === "fight")
    .map((card) => ({ type: "commit", card }));
}

/** Every subset of the face-down cards, one per combination of faces, each with every proxy it could field. */
function reveals(state: PowapowaState, seat: Seat): PowapowaAction[] {
  const down = [...seatZone(state, seat, "facedown").cards].sort(bySet);
  const seen = new Set<string>();
  const out: PowapowaAction[] = [];
  for (let mask = 0; mask < 1 << down.length; mask++) {
    const cards = down.filter((_, i) => mask & (1 << i));
    const key = cards.map(faceOf).join();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: "reveal", cards, proxy: null });
    for (const proxy of onePerFace(cards.filter((c) => (cardOf(c) as { proxy?: unknown }).proxy)))
      out.push({ type: "reveal", cards, proxy });
  }
  return out;
}

/**
 * The legal reveal a reveal names, whichever copies it names: the same faces and proxy face, as `reveals` lists them
 * (of each face the first copies in set order, in set order); null when no legal reveal has those faces.
 */
export function revealNamed(
  state: PowapowaState,
  seat: Seat,
  cards: readonly string[],
  proxy: string | null,
): Extract<PowapowaAction, { type: "reveal" }> | null {
  const down = [...seatZone(state, seat, "facedown").cards].sort(bySet);
  const wanted = new Map<string, number>();
  for (const card of cards) wanted.set(faceOf(card), (wanted.get(faceOf(card)) ?? 0) + 1);
  const picked = down.filter((card) => {
    const left = wanted.get(faceOf(card)) ?? 0;
    if (left > 0) wanted.set(faceOf(card), left - 1);
    return left > 0;
  });
  if (picked.length !== cards.length) return null;
  if (proxy === null) return { type: "reveal", cards: picked, proxy: null };
  const stands = onePerFace(picked.filter((c) => (cardOf(c) as { proxy?: unknown }).proxy)).find(
    (c) => faceOf(c) === faceOf(proxy),
  );
  return stands === undefined ? null : { type: "reveal", cards: picked, proxy: stands };
}

export function fightActions(state: PowapowaState, seat: Seat, fight: Fight): PowapowaAction[] {
  switch (fight.step) {
    case "attack":
      return [...commits(state, seat, fight.attacker), ...fightEvents(state, seat, fight), { type: "done" }];
    case "answer": {
      const grounds = oneOfEach(state, territoriesOf(state, fight.defender));
      const accept: PowapowaAction[] =
        grounds.length === 0
          ? [{ type: "accept", ground: null }]
          : grounds.map((ground) => ({ type: "accept", ground }));
      return [
        ...accept,
        ...strippable(state, fight.defender).map((card): PowapowaAction => ({ type: "decline", card })),
      ];
    }
    case "defend":
      return [...commits(state, seat, fight.defender), ...fightEvents(state, seat, fight), { type: "done" }];
    case "window":
      return [...fightEvents(state, seat, fight), { type: "pass" }];
    case "reveal":
      return reveals(state, seat);
    case "spoils": {
      const loser = fight.result?.winner === "attacker" ? fight.defender : fight.attacker;
      return strippable(state, loser).map((card) => ({ type: "spoil", card }));
    }
  }
}

/** A fight event: the card is spent, its boost stays with the side it was aimed at for this fight. */
export function playFightEvent(
  state: PowapowaState,
  seat: Seat,
  card: CardId,
  target: NekoId,
  ctx: PowapowaContext,
): void {
  const fight = state.fight as Fight;
  const [shown] = revealCopies(state, [card], ZONES_ONLY) as [CardId];
  const def = cardOf(shown);
  moveCard(seatZone(state, seat, "hand"), seatZone(state, seat, "discard"), shown);
  const side = sideOf(fight, target) ?? "attacker";
  if (def.type === "event" && def.effect.op === "fight-mod")
    fight.boosts.push({ side, card: faceOf(shown), mods: def.effect.mods });
  tell(state, ctx, { type: "play", data: { seat, card: shown, nekomimi: target } });
}

export function commitCard(state: PowapowaState, seat: Seat, card: CardId, ctx: PowapowaContext): void {
  moveCard(seatZone(state, seat, "hand"), seatZone(state, seat, "facedown"), card);
  tell(state, ctx, {
    type: "commit",
    data: { seat, count: seatZone(state, seat, "facedown").cards.length },
    secret: { to: [seat], data: { card } },
  });
}

/** The attacker is done: the defender answers. The defender is done: the others' window, or straight to the reveal. */
export function fightStepDone(state: PowapowaState, ctx: PowapowaContext): void {
  const fight = state.fight as Fight;
  if (fight.step === "attack") {
    fight.step = "answer";
    return;
  }
  const bystanders = othersFrom(state, state.active).filter(
    (s) => s !== ownerOf(fight.attacker) && s !== ownerOf(fight.defender),
  );
  if (bystanders.length > 0) {
    fight.step = "window";
    state.window = openWindow(bystanders, bystanders[0] as Seat);
    state.windowFor = "fight";
    tell(state, ctx, { type: "fight-window", data: { seat: bystanders[0] as Seat } });
    return;
  }
  fight.step = "reveal";
}

export function accept(state: PowapowaState, ground: CardId | null, ctx: PowapowaContext): void {
  const fight = state.fight as Fight;
  fight.ground = ground;
  const def = ground ? cardOf(ground) : null;
  fight.groundKind = def?.type === "territory" ? def.kind : null;
  fight.step = "defend";
  tell(state, ctx, {
    type: "accept",
    data: { seat: ownerOf(fight.defender), nekomimi: fight.defender, ...(ground ? { ground } : {}) },
  });
}

/** A decline: the defender loses the attachment it chose, the attacker may act again (P-62 to P-64, OP-19). */
export function decline(state: PowapowaState, card: CardId, ctx: PowapowaContext): void {
  const fight = state.fight as Fight;
  discardAttached(state, card);
  tell(state, ctx, { type: "decline", data: { seat: ownerOf(fight.defender), nekomimi: fight.defender, card } });
  closeFight(state, false);
}

/** What a side's turned-up fight cards and events add, with a card's bonus when its ground or gender fits. */
function boosts(state: PowapowaState, fight: Fight, side: Side): Required<Pick<Mods, "attack" | "defence">> {
  const total = { attack: 0, defence: 0 };
  const add = (mods: Mods | undefined): void => {
    total.attack += mods?.attack ?? 0;
    total.defence += mods?.defence ?? 0;
  };
  // A gender bonus is for a nekomimi fighting in person: a proxy fighting in its place is no nekomimi (OP-17).
  const gender = fight.proxies[side] ? null : nekomimiOf(fighterOf(fight, side)).gender;
  for (const card of seatZone(state, ownerOf(fighterOf(fight, side)), "up").cards) {
    const def = cardOf(card);
    if (def.type !== "fight" || def.proxy) continue;
    add(def.mods);
    const bonus = def.bonus;
    if (
      bonus &&
      (bonus.ground === undefined || bonus.ground === fight.groundKind) &&
      (bonus.gender === undefined || bonus.gender === gender)
    )
      add(bonus.mods);
  }
  for (const b of fight.boosts) if (b.side === side) add(b.mods);
  return total;
}

/** Each side's final attack and defence: the proxy's printed figures, or the nekomimi's with its attachments (OP-17). */
function sideFigures(state: PowapowaState, fight: Fight, side: Side): { attack: number; defence: number } {
  const proxy = fight.proxies[side];
  const proxyDef = proxy ? cardOf(proxy) : null;
  const base = proxyDef?.type === "fight" && proxyDef.proxy ? proxyDef.proxy : figures(state, fighterOf(fight, side));
  const extra = boosts(state, fight, side);
  return { attack: Math.max(0, base.attack + extra.attack), defence: Math.max(0, base.defence + extra.defence) };
}

/** Both reveals in: the cards turn up together, then damage, incapacity and the winner (P-69 to P-77). */
export function resolveFight(
  state: PowapowaState,
  picks: { seat: Seat; cards: CardId[]; proxy: CardId | null }[],
  ctx: PowapowaContext,
): void {
  const fight = state.fight as Fight;
  const turned = revealCopies(
    state,
    picks.flatMap((p) => p.cards),
    ZONES_ONLY,
  );
  for (const { seat, cards, proxy } of picks) {
    const at = proxy ? cards.indexOf(proxy) : -1;
    const shown = turned.splice(0, cards.length);
    for (const card of shown) moveCard(seatZone(state, seat, "facedown"), seatZone(state, seat, "up"), card);
    const side: Side = seat === ownerOf(fight.attacker) ? "attacker" : "defender";
    fight.proxies[side] = at >= 0 ? (shown[at] as CardId) : null;
    fight.shown[side] = shown.map(faceOf);
    tell(state, ctx, {
      type: "reveal",
      data: { seat, cards: shown, ...(at >= 0 ? { proxy: shown[at] as CardId } : {}) },
    });
  }
  const a = sideFigures(state, fight, "attacker");
  const d = sideFigures(state, fight, "defender");
  const damaged: Side[] = [];
  if (a.attack > d.defence) damaged.push("defender");
  if (d.attack > a.defence) damaged.push("attacker");
  const winner: Side | null = damaged.length === 1 ? (damaged[0] === "defender" ? "attacker" : "defender") : null;
  const result: FightResult = {
    attack: { attacker: a.attack, defender: d.attack },
    defence: { attacker: a.defence, defender: d.defence },
    damaged,
    winner,
  };
  fight.result = result;
  const inPerson = fight.proxies.attacker === null && fight.proxies.defender === null;
  if (inPerson) {
    for (const side of damaged) {
      const n = state.neko[fighterOf(fight, side)];
      if (n) n.down = state.turn;
    }
  }
  tell(state, ctx, {
    type: "fight-result",
    data: { ...cloneJson(result), incapacitated: inPerson ? damaged.map((s) => fighterOf(fight, s)) : [] },
  });
  if (!winner) {
    closeFight(state, true);
    return;
  }
  const loser = fighterOf(fight, winner === "attacker" ? "defender" : "attacker");
  const spoils = strippable(state, loser);
  if (spoils.length > 1) {
    fight.step = "spoils";
    return;
  }
  if (spoils[0]) takeSpoils(state, spoils[0], ctx);
  else closeFight(state, true);
}

/** The winner discards one item or territory of the losing nekomimi (P-78). */
export function takeSpoils(state: PowapowaState, card: CardId, ctx: PowapowaContext): void {
  const fight = state.fight as Fight;
  const winner = fight.result?.winner ?? "attacker";
  discardAttached(state, card);
  tell(state, ctx, { type: "spoils", data: { seat: ownerOf(fighterOf(fight, winner)), card } });
  closeFight(state, true);
}

/**
 * The end of the fight (P-79, P-80): face-down cards go back to their hands, turned-up ones to the discard piles. A
 * fight fought counts as the attacker's action (or the turn's third action); a declined one does not (P-63).
 */
function closeFight(state: PowapowaState, fought: boolean): void {
  const fight = state.fight as Fight;
  for (const neko of [fight.attacker, fight.defender]) {
    const seat = ownerOf(neko);
    moveAll(seatZone(state, seat, "facedown"), seatZone(state, seat, "hand"));
    moveAll(seatZone(state, seat, "up"), seatZone(state, seat, "discard"));
  }
  if (fought) {
    if (fight.third) state.actionTaken = true;
    else if (!state.acted.includes(fight.attacker)) state.acted.push(fight.attacker);
    // Kept by faces: the cards may leave the table before the next move (a breeder going out takes theirs).
    const face = (card: CardId | null): string | null => (card === null ? null : faceOf(card));
    state.lastFight = {
      ...fight,
      ground: face(fight.ground),
      proxies: { attacker: face(fight.proxies.attacker), defender: face(fight.proxies.defender) },
    };
  }
  state.fight = null;
  state.window = null;
  state.windowFor = null;
}
