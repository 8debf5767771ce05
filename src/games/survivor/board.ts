/** Where the cards are: zone lookups and who holds what. */
import { seatList, seatZones, zone, type Seat, type Zone } from "../../engine/index.ts";
import type { CastawayId, SeatZone, SurvivorState, Zones } from "./state.ts";

export const seatZone = seatZones<SeatZone>();

export function sharedZone(state: SurvivorState, kind: "challenges" | "removed" | "used"): Zone<string> {
  const z = state.zones[kind];
  if (!z) throw new Error(`no zone ${kind}`);
  return z;
}

export function emptyZones(players: number): Zones {
  const zones: Zones = { challenges: zone("hidden"), removed: zone("hidden"), used: zone("public") };
  for (let seat = 0; seat < players; seat++) {
    zones[`deck${seat}`] = zone("hidden", seat);
    zones[`hand${seat}`] = zone("owner", seat);
    zones[`plan${seat}`] = zone("owner", seat);
    zones[`discard${seat}`] = zone("public", seat);
    zones[`table${seat}`] = zone("public", seat);
    zones[`played${seat}`] = zone("public", seat);
    zones[`facedown${seat}`] = zone("owner", seat);
    zones[`cast${seat}`] = zone("public", seat);
    zones[`out${seat}`] = zone("public", seat);
  }
  return zones;
}

export function seats(state: SurvivorState): Seat[] {
  return seatList(state.players);
}

/** Seats still in the game, in seat order. */
export function seatsIn(state: SurvivorState): Seat[] {
  return seats(state).filter((s) => !state.outSeats.includes(s));
}

export function castOf(state: SurvivorState, seat: Seat): CastawayId[] {
  return seatZone(state, seat, "cast").cards;
}

/** The seat a castaway in the game belongs to (-1 for none). */
export function ownerOf(state: SurvivorState, castaway: CastawayId): Seat {
  return seats(state).find((s) => castOf(state, s).includes(castaway)) ?? -1;
}

export function castawaysLeft(state: SurvivorState): number {
  return seats(state).reduce((n, s) => n + castOf(state, s).length, 0);
}

/** The challenge in effect: the last one turned up. */
export function currentChallenge(state: SurvivorState): string | null {
  const used = sharedZone(state, "used").cards;
  return used[used.length - 1] ?? null;
}

/** This turn's challenge: none before it is turned up (the deck choice, feeding and alliance cards). */
export function turnChallenge(state: SurvivorState): string | null {
  return state.phase === "deck" || state.phase === "feed" || state.phase === "ally" ? null : currentChallenge(state);
}

export function handLimit(state: SurvivorState): number {
  return state.showdown ? 7 : 5;
}

/** How many of the latest public actions the table keeps for its log. */
const LOG_SIZE = 12;

/** The move's public actions join the table's log, which keeps the latest few. */
export function logRecent(state: SurvivorState): void {
  state.log = [...state.log, ...state.recent].slice(-LOG_SIZE);
}

/** Face-up cards attached to one castaway, in the order they were placed. */
export function attachedTo(state: SurvivorState, castaway: CastawayId): string[] {
  return Object.keys(state.on).filter((card) => state.on[card] === castaway);
}
