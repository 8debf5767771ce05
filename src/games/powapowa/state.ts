/**
 * Powapowa: state, actions and views. A deck card's id is `<seat>:<card>:<copy>`, a nekomimi's `<seat>:<nekomimi>`
 * (see cards.ts). The seat in an id is the owner's: cards leave with their owner (OP-27) and go to the owner's
 * discard pile (OP-10).
 */
import type { ApplyContext, EventOf, PassWindow, Seat, SeenEvent, Zone, ZoneView } from "../../engine/index.ts";
import type { Kind, Mods, Need } from "./cards.ts";

export type CardId = string;
export type NekoId = string;

/**
 * - `deck`: every breeder secretly chooses a preconstructed deck or their own (simultaneous);
 * - `prepare`: every breeder secretly prepares their nekomimi: those dealt (or their list's), or up to the table's
 *   number of their own choice, all different (simultaneous, P-14, P-16);
 * - `first`: every breeder secretly chooses the nekomimi that starts on the field (simultaneous, OP-2);
 * - `mulligan`: breeders whose opening hand was all open cards choose whether to exchange it (simultaneous);
 * - `turn`: a breeder's turn, at `step`;
 * - `vote`: the contest's fan vote, each entering breeder building a secret placement (drafting);
 * - `over`.
 */
export type Phase = "deck" | "prepare" | "first" | "mulligan" | "turn" | "vote" | "over";
/** The steps of a turn: draw, first action (breeder), second action (nekomimi), declaration or third action, recovery, end. */
export type Step = "draw" | "breeder" | "nekomimi" | "declare" | "recovery" | "end";

/** Per seat: deck (hidden), hand, discard pile, cradle (count only), field, off-field, cards attached anywhere,
 * fight cards face down and turned up, fan-vote cards from hand and from the deck top; `gone`: a breeder's cards
 * once they are out. Shared: `shown`, the open card being resolved. */
export type SeatZone =
  | "deck"
  | "hand"
  | "discard"
  | "cradle"
  | "field"
  | "off"
  | "attached"
  | "facedown"
  | "up"
  | "vote"
  | "votedeck"
  | "gone";
export type Zones = Record<string, Zone<string>>;

export interface NekoState {
  stage: number;
  /** The turn in which it became incapacitated; null when able (OP-21). */
  down: number | null;
}

/** Something waiting to be resolved before play goes on (open cards interrupt anything). */
export type Task =
  | { t: "draw"; seat: Seat; left: number }
  /** An open card shown to everyone; `chooser` decides now; `queue` holds the breeders who choose after (a "grow-each"). */
  | { t: "open"; card: CardId; chooser: Seat; queue: Seat[] };

export type Side = "attacker" | "defender";

export interface Fight {
  attacker: NekoId;
  defender: NekoId;
  /** attack: the attacker commits fight cards and events; answer: the defender accepts or declines; defend: the
   * defender commits; window: the other breeders' fight events; reveal: both sides turn cards up (simultaneous);
   * spoils: the winner picks the attachment to discard. */
  step: "attack" | "answer" | "defend" | "window" | "reveal" | "spoils";
  /** The territory the defender chose and its kind (OP-13). */
  ground: CardId | null;
  groundKind: Kind | null;
  /** Fight events played, with the side they were aimed at. */
  boosts: { side: Side; card: string; mods: Mods }[];
  /** The proxy fighting for each side once revealed (OP-17). */
  proxies: { attacker: CardId | null; defender: CardId | null };
  /** The faces each side turned up, once revealed. */
  shown: { attacker: string[]; defender: string[] };
  /** Each side's final figures and who won, once resolved. */
  result: FightResult | null;
  /** The fight is the turn's third action. */
  third: boolean;
}

export type FightResult = {
  attack: { attacker: number; defender: number };
  defence: { attacker: number; defender: number };
  damaged: Side[];
  winner: Side | null;
};

export interface Contest {
  declarer: Seat;
  /** The turn number of the declaration: the contest is held at the end of the declarer's next turn. */
  turn: number;
  entries: NekoId[];
}

export type EntryScore = {
  nekomimi: NekoId;
  /** Charisma with modifiers, +5 entry, territories, talents, items, events. */
  base: number;
  /** The cards placed in the fan vote (faces) and what they scored. */
  votes: string[];
  vote: number;
  total: number;
};

export type ContestResult = {
  scores: EntryScore[];
  winner: NekoId;
  /** The tie was settled by printed charisma or by seat order. */
  tieBreak: "charisma" | "seat" | null;
};

export interface PowapowaOptions {
  /**
   * Nekomimi each breeder raises, 1 to 4: the deal gives this many at random (all different at the table), and a
   * breeder who prepares their own brings up to this many.
   */
  nekomimi: number;
}

export interface PowapowaState {
  zones: Zones;
  players: number;
  options: PowapowaOptions;
  /** The territory cap: 4 x the breeders at the start (R-P3). */
  cap: number;
  decks: (string | null)[];
  neko: Record<NekoId, NekoState>;
  /** Every attached card and what it sits on: a nekomimi or a territory. */
  on: Record<CardId, string>;
  phase: Phase;
  step: Step;
  first: Seat;
  active: Seat;
  /** Turns begun so far, counted over the whole table. */
  turn: number;
  /** Nekomimi that took their action this turn. */
  acted: NekoId[];
  /** The breeder action (phase 1) or the third action was taken. */
  actionTaken: boolean;
  /** Seats still to decide in a simultaneous or drafting set-up or vote decision. */
  done: boolean[];
  /** Seats whose opening hand was all open cards (they may exchange it). */
  mulligan: boolean[];
  stack: Task[];
  fight: Fight | null;
  /** The fight that ended in the latest move, as it ended (its figures and result stay in sight for a move). */
  lastFight: Fight | null;
  window: PassWindow | null;
  /** What the window is for: fight events, or events answering a contest declaration. */
  windowFor: "fight" | "declared" | null;
  contest: Contest | null;
  /** Per seat, the entered nekomimi each card of its vote and votedeck zones is placed for, by position. */
  voteFor: NekoId[][];
  voteDeckFor: NekoId[][];
  result: ContestResult | null;
  outSeats: Seat[];
  /** The public part of what happened in the latest move. */
  recent: SeenEvent[];
  winner: Seat | null;
  reason: "contest" | "last-breeder" | null;
}

/** A choice of where a card goes or what it aims at; which fields apply depends on the card and the action. */
export interface Aim {
  /** The nekomimi taking the action (a nekomimi action). */
  by?: NekoId;
  nekomimi?: NekoId;
  territory?: CardId;
  seat?: Seat;
  /** An attached card (a "card" target). */
  attached?: CardId;
}

export type PowapowaAction =
  /** A preconstructed deck by id, or the breeder's own (`deck: "own"` with its cards, and its list's nekomimi if any). */
  | { type: "deck"; deck: string; cards?: { card: string; copies: number }[]; nekomimi?: string[] }
  /** The nekomimi a breeder prepares, by set id in set order: 1 to the table's number, all different. */
  | { type: "prepare"; nekomimi: string[] }
  | { type: "first"; nekomimi: NekoId }
  | { type: "mulligan"; take: boolean }
  | { type: "choose"; nekomimi: NekoId }
  | ({ type: "play"; card: CardId } & Aim)
  | { type: "draw" }
  | { type: "search"; nekomimi: NekoId }
  | { type: "move"; by: NekoId; territory: CardId; to: NekoId }
  | { type: "remove"; by: NekoId; territory: CardId }
  | { type: "fight"; by: NekoId; target: NekoId }
  | { type: "skip" }
  | { type: "declare" }
  | { type: "enter"; nekomimi: NekoId }
  | { type: "discard"; card: CardId }
  | { type: "commit"; card: CardId }
  | { type: "done" }
  | { type: "accept"; ground: CardId | null }
  | { type: "decline"; card: CardId }
  | { type: "reveal"; cards: CardId[]; proxy: CardId | null }
  | { type: "spoil"; card: CardId }
  | { type: "pass" }
  | { type: "back"; nekomimi: NekoId; card: CardId | null }
  | { type: "unback"; card: CardId };

/**
 * Everything that happens, as events: what everyone learns and, in a secret part, what only the named seat learns.
 * Cards and nekomimi are physical ids here (the table's recent happenings name their printed faces).
 */
export type PowapowaEvent =
  | EventOf<"nekomimi" | "prepared", { seat: Seat; count: number }, { nekomimi: NekoId[] }>
  | EventOf<"first-breeder", { seat: Seat }>
  | EventOf<"deck", { seat: Seat; count: number }, { deck: string }>
  /** `discarded`: the open cards of the opening hand, discarded without effect. */
  | EventOf<"opening", { seat: Seat; count: number; discarded: CardId[] }, { cards: CardId[] }>
  | EventOf<"first", { nekomimi: NekoId[] }>
  | EventOf<"mulligan", { seat: Seat; take: boolean }>
  | EventOf<"shuffle", { seat: Seat; count: number }>
  | EventOf<"turn", { seat: Seat; turn: number }>
  | EventOf<"draw", { seat: Seat; count: number }, { cards: CardId[] }>
  | EventOf<"open", { seat: Seat; card: CardId }>
  /** What each of the breeder's nekomimi on the field still lacks to grow. */
  | EventOf<"no-growth", { seat: Seat; lacking: { nekomimi: NekoId; missing: Need[] }[] }>
  | EventOf<
      "no-birth" | "draw-action" | "penalty" | "deck-out" | "out" | "declare" | "voted" | "pass" | "fight-window",
      { seat: Seat }
    >
  | EventOf<"grow", { seat: Seat; nekomimi: NekoId; stage: number }>
  | EventOf<"birth" | "recover" | "search" | "enter", { seat: Seat; nekomimi: NekoId }>
  | EventOf<"move", { seat: Seat; by: NekoId; territory: CardId; to: NekoId }>
  | EventOf<"remove", { seat: Seat; by: NekoId; territory: CardId }>
  | EventOf<"fight", { seat: Seat; by: NekoId; target: NekoId }>
  /** `by`: the nekomimi that acted; the rest: what the card was aimed at (`target`: a breeder's hand). */
  | EventOf<
      "play",
      { seat: Seat; card: CardId; by?: NekoId; nekomimi?: NekoId; territory?: CardId; attached?: CardId; target?: Seat }
    >
  | EventOf<"discarded" | "expired" | "spoils", { seat: Seat; card: CardId }>
  /** `count`: the breeder's fight cards face down so far. */
  | EventOf<"commit", { seat: Seat; count: number }, { card: CardId }>
  | EventOf<"accept", { seat: Seat; nekomimi: NekoId; ground?: CardId }>
  | EventOf<"decline", { seat: Seat; nekomimi: NekoId; card: CardId }>
  | EventOf<"reveal", { seat: Seat; cards: CardId[]; proxy?: CardId }>
  /** `incapacitated`: the nekomimi damaged fighting in person. */
  | EventOf<"fight-result", FightResult & { incapacitated: NekoId[] }>
  | EventOf<"void", Record<string, never>>
  | EventOf<"contest", { entries: NekoId[] }>
  | EventOf<"contest-result", ContestResult>
  | EventOf<"win", { seat: Seat; reason: NonNullable<PowapowaState["reason"]> }>;

/** What applying a move may use: the match's generator, and `emit` for Powapowa's events. */
export type PowapowaContext = ApplyContext<PowapowaEvent>;

export interface AttachedView {
  card: CardId;
  /** The territory it sits on, for a territory item. */
  on: CardId | null;
}

export interface NekoView {
  id: NekoId;
  owner: Seat;
  stage: number;
  place: "field" | "off";
  down: boolean;
  /** Recovers at its owner's next recovery phase. */
  recovers: boolean;
  acted: boolean;
  entered: boolean;
  attack: number;
  defence: number;
  charisma: number;
  limit: number;
  /** Territories, then everything else attached (items, talents, events), with territory items. */
  territories: CardId[];
  attached: AttachedView[];
  /** Its next growth requirement is met (a growth card would raise it). */
  canGrow: boolean;
  /** The territories its next growth needs (null when fully grown), and those its territories still lack. */
  needs: Need[] | null;
  missing: Need[];
  /** Entered in the contest: its points before the fan vote, as they stand now. */
  score: number | null;
}

export interface SeatView {
  seat: Seat;
  out: boolean;
  deck: number;
  hand: ZoneView<CardId>;
  discard: string[];
  /** How many nekomimi wait in the cradle; their ids only for their owner. */
  cradle: ZoneView<NekoId>;
  nekomimi: NekoView[];
  /** Fight cards face down: how many, and the viewer's own. */
  facedown: ZoneView<CardId>;
  up: string[];
  deckName: string | null;
  /** Done with the current set-up decision or fan vote (who has chosen, never what). */
  done: boolean;
  /** The viewer's own fan-vote placements: hand cards by id, deck cards by count. */
  vote: { nekomimi: NekoId; card: CardId | null }[];
}

export interface FightView extends Omit<Fight, "result"> {
  result: FightResult | null;
}

export interface PowapowaView {
  phase: Phase;
  step: Step;
  active: Seat;
  turn: number;
  handLimit: number;
  cap: { used: number; max: number };
  seats: SeatView[];
  fight: FightView | null;
  lastFight: FightView | null;
  contest: Contest | null;
  /** The open card being resolved, and who chooses for it. */
  open: { card: CardId; chooser: Seat } | null;
  windowSeat: Seat | null;
  windowFor: PowapowaState["windowFor"];
  result: ContestResult | null;
  recent: SeenEvent[];
  winner: Seat | null;
  reason: PowapowaState["reason"];
  options: PowapowaOptions;
}
