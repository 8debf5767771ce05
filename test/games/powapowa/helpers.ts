/**
 * Stacked-position helpers for the Powapowa rule tests. Deck cards are named by card id and get a physical id
 * `<seat>:<card>:<n>` in the order they are named; "2/ribbon-bow" names a card of seat 2 (an item put on another
 * breeder's nekomimi). Nekomimi are named by set id and become `<seat>:<id>`.
 */
import type { Seat } from "../../../src/engine/index.ts";
import { powapowaGame } from "../../../src/games/powapowa/game.ts";
import type {
  Contest,
  PowapowaAction,
  PowapowaState,
  PowapowaView,
  Step as TurnStep,
} from "../../../src/games/powapowa/state.ts";
import { run } from "../../../src/games/powapowa/turn.ts";
import { start, type Scenario } from "../scenario.ts";

export type PwScenario = Scenario<PowapowaState, PowapowaAction, PowapowaView>;

/** What the readers below read: a scenario, or a match played elsewhere. */
type HasState = { state: PowapowaState };

export interface NekoSpec {
  id: string;
  stage?: number;
  /** The turn it was incapacitated in. */
  down?: number;
  territories?: string[];
  /** Items, talents and events on the nekomimi itself. */
  attached?: string[];
  /** Items on its territories, by the territory's position in `territories`. */
  onTerritory?: Record<number, string>;
}

export interface SeatSpec {
  field?: NekoSpec[];
  off?: NekoSpec[];
  cradle?: string[];
  hand?: string[];
  /** Top first: `deck[0]` is drawn next. */
  deck?: string[];
  discard?: string[];
}

export interface Position {
  seats: SeatSpec[];
  active?: Seat;
  /** The turn number now (the turn counter over the whole table). */
  turn?: number;
  /** The step the active breeder is at; "draw" (the default) draws first when the turn begins. */
  step?: TurnStep;
  contest?: Contest;
  acted?: string[];
  out?: Seat[];
}

/** Gives every named card its physical id, copy numbers counting up per owner and card. */
function namer(): (seat: Seat, card: string) => string {
  const copies = new Map<string, number>();
  return (seat, named) => {
    const [owner, card] = named.includes("/")
      ? [Number(named.split("/")[0]), named.split("/")[1] ?? ""]
      : [seat, named];
    const key = `${owner}:${card}`;
    const n = (copies.get(key) ?? 0) + 1;
    copies.set(key, n);
    return `${key}:${n}`;
  };
}

/**
 * A match in the middle of play: decks chosen, the given nekomimi, attachments, hands, decks and discard piles in
 * place, at the given step of the active breeder's turn. Call `begin` to let the rules run from there.
 */
export function scenario(s: Position): PwScenario {
  const players = s.seats.length;
  const match = start(powapowaGame, { seed: 11, players, options: { nekomimi: 4 } });
  const st = match.state;
  const id = namer();
  for (const key of Object.keys(st.zones)) (st.zones[key] as { cards: string[] }).cards = [];
  st.neko = {};
  st.on = {};
  s.seats.forEach((spec, seat) => {
    const z = (kind: string): string[] => (st.zones[`${kind}${seat}`] as { cards: string[] }).cards;
    const place = (kind: "field" | "off", n: NekoSpec): void => {
      const neko = `${seat}:${n.id}`;
      z(kind).push(neko);
      st.neko[neko] = { stage: n.stage ?? 1, down: n.down ?? null };
      const attach = (named: string, host: string): string => {
        const card = id(seat, named);
        (st.zones[`attached${card.split(":")[0]}`] as { cards: string[] }).cards.push(card);
        st.on[card] = host;
        return card;
      };
      const territories = (n.territories ?? []).map((t) => attach(t, neko));
      for (const a of n.attached ?? []) attach(a, neko);
      for (const [at, item] of Object.entries(n.onTerritory ?? {})) attach(item, territories[Number(at)] ?? "");
    };
    for (const n of spec.field ?? []) place("field", n);
    for (const n of spec.off ?? []) place("off", n);
    for (const n of spec.cradle ?? []) {
      z("cradle").push(`${seat}:${n}`);
      st.neko[`${seat}:${n}`] = { stage: 1, down: null };
    }
    z("hand").push(...(spec.hand ?? []).map((c) => id(seat, c)));
    z("deck").push(...(spec.deck ?? []).map((c) => id(seat, c)).reverse());
    z("discard").push(...(spec.discard ?? []).map((c) => id(seat, c)));
    st.decks[seat] = "garden";
  });
  st.phase = "turn";
  st.active = s.active ?? 0;
  st.turn = s.turn ?? 1;
  st.step = s.step ?? "draw";
  st.acted = [...(s.acted ?? [])];
  st.actionTaken = false;
  st.contest = s.contest ? structuredClone(s.contest) : null;
  st.outSeats = [...(s.out ?? [])];
  st.done = st.done.map(() => true);
  st.recent = [];
  return match;
}

/** Lets the rules run from the scenario's step (a "draw" step draws) up to the next decision (its events are the last). */
export function begin(match: PwScenario): PwScenario {
  match.run(run);
  return match;
}

/** Physical id of the n-th named copy of a card for a seat. */
export function card(seat: Seat, name: string, n = 1): string {
  return `${seat}:${name}:${n}`;
}

export const neko = (seat: Seat, id: string): string => `${seat}:${id}`;

export function decision(match: HasState): string | null {
  return powapowaGame.prompt(match.state)?.decision ?? null;
}

export function viewOf(match: PwScenario, seat: Seat | "spectator") {
  return match.view(seat).table;
}

export const zone = (match: HasState, name: string): string[] => match.state.zones[name]?.cards ?? [];
