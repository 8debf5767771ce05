/** Stacked-position helpers for the Survivor rule tests. Action cards are named by card id; each gets a physical id
 * `<seat>:<card>:<n>` in the order it is named. */
import type { Seat } from "../../../src/engine/index.ts";
import { survivorGame } from "../../../src/games/survivor/game.ts";
import { startTurn } from "../../../src/games/survivor/turn.ts";
import type {
  Phase,
  SurvivorAction,
  SurvivorOptions,
  SurvivorState,
  SurvivorView,
} from "../../../src/games/survivor/state.ts";
import { start, type Scenario } from "../scenario.ts";

export type SvScenario = Scenario<SurvivorState, SurvivorAction, SurvivorView>;

export interface SeatSpec {
  cast: string[];
  hand?: string[];
  /** Top first: `deck[0]` is drawn next. */
  deck?: string[];
  discard?: string[];
  votedOff?: string[];
}

export interface Position {
  seats: SeatSpec[];
  /** Top first: the next challenge turned up. */
  challenges?: string[];
  /** The challenge in effect (the last one turned up). */
  current?: string;
  idol?: Seat;
  /** The play order; seat order unless given. */
  order?: Seat[];
  turn?: number;
  showdown?: boolean;
  options?: Partial<SurvivorOptions>;
}

/** Gives every named card its physical id, copy numbers counting up per seat and card. */
function namer(): (seat: Seat, card: string) => string {
  const copies = new Map<string, number>();
  return (seat, card) => {
    const key = `${seat}:${card}`;
    const n = (copies.get(key) ?? 0) + 1;
    copies.set(key, n);
    return `${key}:${n}`;
  };
}

/**
 * A match just before a turn starts: decks chosen, the given castaways, hands, decks and challenges in place. Call
 * `begin` to run the turn's first step (the draw) as the rules do.
 */
export function scenario(s: Position): SvScenario {
  const players = s.seats.length;
  const match = start(survivorGame, {
    seed: 7,
    players,
    options: { deckSize: 20, smallCast: false, noEarlyAlliances: false, ...s.options },
  });
  const st = match.state;
  const id = namer();
  s.seats.forEach((spec, seat) => {
    const z = (kind: string): string[] => (st.zones[`${kind}${seat}`] as { cards: string[] }).cards;
    z("cast").splice(0, Infinity, ...spec.cast);
    z("out").splice(0, Infinity, ...(spec.votedOff ?? []));
    z("hand").splice(0, Infinity, ...(spec.hand ?? []).map((c) => id(seat, c)));
    z("deck").splice(0, Infinity, ...(spec.deck ?? []).map((c) => id(seat, c)).reverse());
    z("discard").splice(0, Infinity, ...(spec.discard ?? []).map((c) => id(seat, c)));
    st.decks[seat] = "iron-team";
  });
  const zone = (name: string): string[] => (st.zones[name] as { cards: string[] }).cards;
  zone("challenges").splice(0, Infinity, ...[...(s.challenges ?? [])].reverse());
  zone("used").splice(0, Infinity, ...(s.current ? [s.current] : []));
  zone("removed").splice(0, Infinity);
  st.order = s.order ?? s.seats.map((_, seat) => seat);
  st.idol = s.idol ?? 0;
  st.turn = s.turn ?? 0;
  st.showdown = s.showdown ?? false;
  st.outSeats = s.seats.flatMap((spec, seat) => (spec.cast.length === 0 ? [seat] : []));
  st.phase = "deck";
  return match;
}

/** Starts the turn as the rules do once the decks are chosen: the draw, then the feed step (its events are the last). */
export function begin(match: SvScenario): SvScenario {
  match.run(startTurn);
  return match;
}

/** Every seat still owed in the current feed/ally/discard step says done (keeping its hand), in seat order. */
export function allDone(m: SvScenario): SvScenario {
  const step = m.prompt()?.decision;
  for (let guard = 0; guard < 20; guard++) {
    const prompt = m.prompt();
    if (!prompt || prompt.decision !== step || !["feed", "ally", "discard"].includes(prompt.decision)) return m;
    const seat = prompt.seats.find((s) => !m.match.pending.some((p) => p.seat === s));
    if (seat === undefined) return m;
    m.act(seat, { type: "done" });
  }
  return m;
}

/** Everyone owed in a pass window passes until the phase changes. */
export function allPass(m: SvScenario, phase: Phase): SvScenario {
  for (let guard = 0; guard < 30 && m.state.phase === phase; guard++) {
    const seat = m.prompt()?.seats[0];
    if (seat === undefined) return m;
    m.act(seat, { type: "pass" });
  }
  return m;
}

/** Physical id of the n-th named copy of a card for a seat. */
export function card(seat: Seat, name: string, n = 1): string {
  return `${seat}:${name}:${n}`;
}

/**
 * From a turn's start to the fortune window: no plans, then each asked seat enters the castaways given for it (its
 * first castaway when none are given).
 */
export function toFortunes(m: SvScenario, entries: Record<number, string[]>): SvScenario {
  allDone(allDone(m));
  for (const seat of m.prompt()?.decision === "enter" ? (m.prompt()?.seats ?? []) : []) {
    m.act(seat, { type: "enter", castaways: entries[seat] ?? m.state.zones[`cast${seat}`]?.cards.slice(0, 1) ?? [] });
  }
  return m;
}
