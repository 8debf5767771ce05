/**
 * The contest (P-81 to P-109): the declaration, entries in each end phase, the check at the end of the declarer's
 * turn one round later, and, when held, the scores and the secret fan vote.
 */
import { cloneJson, moveCard, moveTop, openWindow, revealCopies, type Seat } from "../../engine/index.ts";
import {
  able,
  attachedTo,
  fieldOf,
  figures,
  onePerFace,
  onField,
  othersFrom,
  printed,
  seats,
  seatZone,
  seatsIn,
  stageOf,
  ZONES_ONLY,
} from "./board.ts";
import { cardOf, faceOf, ownerOf, type CardType } from "./cards.ts";
import type {
  CardId,
  Contest,
  ContestResult,
  EntryScore,
  NekoId,
  PowapowaAction,
  PowapowaContext,
  PowapowaState,
} from "./state.ts";
import { tell } from "./tell.ts";

/** A breeder may declare with a stage 4 nekomimi on the field and able, and no contest pending (P-82, OP-23). */
export function canDeclare(state: PowapowaState, seat: Seat): boolean {
  return state.contest === null && fieldOf(state, seat).some((n) => able(state, n) && stageOf(state, n) >= 4);
}

export function declare(state: PowapowaState, seat: Seat, ctx: PowapowaContext): void {
  state.contest = { declarer: seat, turn: state.turn, entries: [] };
  tell(state, ctx, { type: "declare", data: { seat } });
  // Events that answer a declaration (OP-28): every other breeder is offered the window, whatever their hand.
  const others = othersFrom(state, seat);
  if (others.length > 0) {
    state.window = openWindow(others, others[0] as Seat);
    state.windowFor = "declared";
  }
}

/** Events a breeder may play when another breeder declares: onto one of the declarer's nekomimi on the field. */
export function declaredWindowActions(state: PowapowaState, seat: Seat): PowapowaAction[] {
  const contest = state.contest as Contest;
  const cards = onePerFace(seatZone(state, seat, "hand").cards).filter((c) => {
    const def = cardOf(c);
    return def.type === "event" && def.when === "declared";
  });
  const targets = fieldOf(state, contest.declarer);
  return [
    ...cards.flatMap((card) => targets.map((nekomimi): PowapowaAction => ({ type: "play", card, nekomimi }))),
    { type: "pass" },
  ];
}

export function playDeclaredEvent(
  state: PowapowaState,
  seat: Seat,
  card: CardId,
  nekomimi: NekoId,
  ctx: PowapowaContext,
): void {
  const [shown] = revealCopies(state, [card], ZONES_ONLY) as [CardId];
  moveCard(seatZone(state, seat, "hand"), seatZone(state, seat, "attached"), shown);
  state.on[shown] = nekomimi;
  tell(state, ctx, { type: "play", data: { seat, card: shown, nekomimi } });
}

/** Nekomimi a breeder may enter: their own, stage 3 or higher, on the field and able, not yet entered (P-89). */
export function entrants(state: PowapowaState, seat: Seat): NekoId[] {
  const contest = state.contest;
  if (!contest) return [];
  return fieldOf(state, seat).filter((n) => able(state, n) && stageOf(state, n) >= 3 && !contest.entries.includes(n));
}

export function enter(state: PowapowaState, neko: NekoId, ctx: PowapowaContext): void {
  state.contest?.entries.push(neko);
  tell(state, ctx, { type: "enter", data: { seat: ownerOf(neko), nekomimi: neko } });
}

/**
 * Whether the turn ending now closes the round since the declaration (OP-23): the declarer's next turn, even one in
 * which the declarer went out; once the declarer is out, the turn of the last breeder before the declarer's seat.
 */
export function contestDue(state: PowapowaState): boolean {
  const contest = state.contest;
  if (!contest || state.turn <= contest.turn) return false;
  if (state.active === contest.declarer) return true;
  if (!state.outSeats.includes(contest.declarer)) return false;
  // The declarer is out: the round is complete when no breeder still in sits between this seat and the declarer's.
  for (let s = (state.active + 1) % state.players; s !== contest.declarer; s = (s + 1) % state.players) {
    if (!state.outSeats.includes(s)) return false;
  }
  return true;
}

/** Entries on the field take part; none: the contest and its entries are void (P-92, P-93, OP-24). */
export function holdOrVoid(state: PowapowaState, ctx: PowapowaContext): void {
  const contest = state.contest as Contest;
  const entries = contest.entries.filter((n) => onField(state, n));
  if (entries.length === 0) {
    state.contest = null;
    tell(state, ctx, { type: "void", data: {} });
    return;
  }
  contest.entries = entries;
  state.phase = "vote";
  const voters = new Set(entries.map(ownerOf));
  state.done = seats(state).map((s) => !voters.has(s));
  tell(state, ctx, { type: "contest", data: { entries: [...entries] } });
}

const VOTE_POINTS: Record<CardType, number> = { open: 5, talent: 1, item: 2, territory: 1, event: -1, fight: -1 };

/** Places used for one entry in the fan vote so far. */
function placed(state: PowapowaState, seat: Seat, neko: NekoId): number {
  return (
    (state.voteFor[seat] ?? []).filter((n) => n === neko).length +
    (state.voteDeckFor[seat] ?? []).filter((n) => n === neko).length
  );
}

/** The fan vote: hand cards and unseen deck cards onto each entry, up to its stage (P-102, R-P5, OP-26). */
export function voteActions(state: PowapowaState, seat: Seat): PowapowaAction[] {
  const contest = state.contest as Contest;
  const out: PowapowaAction[] = [];
  const hand = onePerFace(seatZone(state, seat, "hand").cards);
  for (const neko of contest.entries.filter((n) => ownerOf(n) === seat)) {
    if (placed(state, seat, neko) >= stageOf(state, neko)) continue;
    for (const card of hand) out.push({ type: "back", nekomimi: neko, card });
    if (seatZone(state, seat, "deck").cards.length > 0) out.push({ type: "back", nekomimi: neko, card: null });
  }
  // One take-back per face and entry: copies placed for the same nekomimi are the same choice.
  const seen = new Set<string>();
  seatZone(state, seat, "vote").cards.forEach((card, i) => {
    const key = `${faceOf(card)}>${state.voteFor[seat]?.[i] ?? ""}`;
    if (!seen.has(key)) out.push({ type: "unback", card });
    seen.add(key);
  });
  out.push({ type: "done" });
  return out;
}

export function applyVote(state: PowapowaState, seat: Seat, action: PowapowaAction, ctx: PowapowaContext): void {
  if (action.type === "back") {
    if (action.card === null) {
      moveTop(seatZone(state, seat, "deck"), seatZone(state, seat, "votedeck"));
      state.voteDeckFor[seat]?.push(action.nekomimi);
    } else {
      moveCard(seatZone(state, seat, "hand"), seatZone(state, seat, "vote"), action.card);
      state.voteFor[seat]?.push(action.nekomimi);
    }
    return;
  }
  if (action.type === "unback") {
    const vote = seatZone(state, seat, "vote");
    state.voteFor[seat]?.splice(vote.cards.indexOf(action.card), 1);
    moveCard(vote, seatZone(state, seat, "hand"), action.card);
    return;
  }
  state.done[seat] = true;
  tell(state, ctx, { type: "voted", data: { seat } });
  if (state.done.every(Boolean)) scoreContest(state, ctx);
}

/** The points an entry brings before the vote (P-95 to P-100, OP-24, OP-25). */
export function baseScore(state: PowapowaState, neko: NekoId): number {
  const on = attachedTo(state, neko);
  const up = able(state, neko);
  return (
    figures(state, neko, on).charisma +
    5 +
    countOfType(on, "territory") +
    (up ? countOfType(on, "talent") + 2 * countOfType(on, "item") : 0) -
    countOfType(on, "event")
  );
}

function countOfType(cards: readonly CardId[], type: CardType): number {
  let n = 0;
  for (const card of cards) if (cardOf(card).type === type) n++;
  return n;
}

/** Entries best first: the highest total, ties by printed charisma, then seat order from the declarer. */
function rankEntries(state: PowapowaState, declarer: Seat, scores: readonly EntryScore[]): EntryScore[] {
  const order = [declarer, ...othersFrom(state, declarer)];
  return [...scores].sort(
    (a, b) =>
      b.total - a.total ||
      printed(state, b.nekomimi).charisma - printed(state, a.nekomimi).charisma ||
      order.indexOf(ownerOf(a.nekomimi)) - order.indexOf(ownerOf(b.nekomimi)),
  );
}

/**
 * Every breeder's finishing place once the game is over: the winner; then the breeders still in, by their best entry
 * in the contest (those with none share the next place); then those out, the last to leave first.
 */
export function finishingOrder(state: PowapowaState): Seat[][] {
  const winner = state.winner as Seat;
  const stillIn = seatsIn(state).filter((s) => s !== winner);
  const entries = state.result && state.contest ? rankEntries(state, state.contest.declarer, state.result.scores) : [];
  const byEntry = [...new Set(entries.map((e) => ownerOf(e.nekomimi)))].filter((s) => stillIn.includes(s));
  const without = stillIn.filter((s) => !byEntry.includes(s));
  return [
    [winner],
    ...byEntry.map((s) => [s]),
    ...(without.length > 0 ? [without] : []),
    ...[...state.outSeats].reverse().map((s) => [s]),
  ];
}

/** Every placed card turns up together; the highest total wins, ties by printed charisma, then seat order from the declarer. */
export function scoreContest(state: PowapowaState, ctx: PowapowaContext): void {
  const contest = state.contest as Contest;
  const scores: EntryScore[] = contest.entries.map((neko) => ({
    nekomimi: neko,
    base: baseScore(state, neko),
    votes: [],
    vote: 0,
    total: 0,
  }));
  const placed = seatsIn(state).flatMap((seat) =>
    (["vote", "votedeck"] as const).flatMap((from) =>
      seatZone(state, seat, from).cards.map((card, i) => ({
        seat,
        from,
        card,
        neko: (from === "vote" ? state.voteFor : state.voteDeckFor)[seat]?.[i],
      })),
    ),
  );
  // One batch: a card turning up never takes the id of one already shown, whichever zone it came from.
  const shown = revealCopies(
    state,
    placed.map((p) => p.card),
    ZONES_ONLY,
  );
  placed.forEach(({ seat, from, neko }, i) => {
    const card = shown[i] as CardId;
    moveCard(seatZone(state, seat, from), seatZone(state, seat, "up"), card);
    const entry = scores.find((s) => s.nekomimi === neko);
    if (!entry) return;
    entry.votes.push(faceOf(card));
    entry.vote += VOTE_POINTS[cardOf(card).type];
  });
  for (const s of scores) s.total = s.base + s.vote;
  const ranked = rankEntries(state, contest.declarer, scores);
  const [best, second] = ranked as [EntryScore, EntryScore | undefined];
  const tied = second !== undefined && second.total === best.total;
  const tieBreak = !tied
    ? null
    : printed(state, second.nekomimi).charisma !== printed(state, best.nekomimi).charisma
      ? "charisma"
      : "seat";
  const result: ContestResult = { scores, winner: best.nekomimi, tieBreak };
  state.result = result;
  state.winner = ownerOf(best.nekomimi);
  state.reason = "contest";
  state.phase = "over";
  tell(state, ctx, { type: "contest-result", data: cloneJson(result) });
  tell(state, ctx, { type: "win", data: { seat: state.winner, reason: "contest" } });
}
