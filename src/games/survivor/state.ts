/**
 * Survivor: state, actions and views. An action card's id is `<seat>:<card>:<copy>` (e.g. `2:grilled-fish:1`);
 * castaways and challenges are named by their set id (each is in the game at most once).
 */
import type { ApplyContext, EventOf, PassWindow, Seat, Zone, ZoneView } from "../../engine/index.ts";
import type { Color, Stat } from "./cards.ts";

export type CardId = string;
export type CastawayId = string;

/**
 * The current decision:
 * - `deck`: every player secretly chooses a preconstructed deck (simultaneous);
 * - `feed` / `ally`: every player builds a secret plan (cards onto their castaways), then confirms it; all plans
 *   turn face up together once everyone has confirmed;
 * - `enter`: every player secretly picks the castaways entering the challenge (simultaneous);
 * - `fortunes`: step 8's window, from the idol holder round the table until all pass;
 * - `items`: step 9's window, items placed face down;
 * - `vote`: the idol holder names the castaway to vote off;
 * - `council`: Tribal Council's fortune window;
 * - `extra`: in that window, the idol holder names the castaway an extra vote-off card adds (OP-14);
 * - `discard`: the optional hand discard, a secret plan like feeding: cards set aside one or several at a time, then
 *   confirmed; all discards turn face up together;
 * - `over`.
 */
export type Phase =
  "deck" | "feed" | "ally" | "enter" | "fortunes" | "items" | "vote" | "council" | "extra" | "discard" | "over";

/** Per seat: action deck (hidden), hand, discard pile (public), cards placed this turn (face up), fortune and politics
 * cards played this turn (face up, discarded at step 13), items placed face down, castaways in the game and castaways
 * voted off. Shared: the challenge deck, the challenge removed at set-up
 * (never seen) and the used challenges (the last one is in effect). */
export type Zones = Record<string, Zone<string>>;

export type SeatZone = "deck" | "hand" | "plan" | "discard" | "table" | "played" | "facedown" | "cast" | "out";

/** A placement planned in a feed or ally round: secret until every player is done. */
export interface Plan {
  card: CardId;
  castaway: CastawayId;
}

/** An alliance: the challenge's colour and the player's entered castaways of that colour at step 6. */
export interface Alliance {
  color: Color;
  members: CastawayId[];
}

/** A fortune or politics card's effect while the turn lasts, with the card's face (public: it was played face up). */
export type Standing = { card: string } & (
  | { type: "mod"; castaway: CastawayId; stat: Stat | "all"; amount: number }
  | { type: "score"; seat: Seat; amount: number }
  | { type: "ally-bonus"; seat: Seat; amount: number }
  | { type: "food-spoils" }
  | { type: "item-limit"; amount: number }
);

/** Why the challenge went to its winner: the best score, or the tie-break on printed values. */
export interface ChallengeResult {
  winner: Seat;
  scores: (number | null)[];
  tied: Seat[];
  /** With a tie: the deciding castaway, the stat that settled it and its printed value. */
  decidedBy: { castaway: CastawayId; stat: Stat; value: number; against: CastawayId; theirs: number } | null;
  /** Nobody still in entered a castaway (those who did conceded): the idol stays where it is. */
  kept?: true;
}

/**
 * One thing that happened in the most recent accepted move, as the whole table may know it. Action cards are named
 * by their printed id (the face): a card seen then may be back in a deck by now.
 */
export type LastAction =
  | { type: "decks" }
  | { type: "turn"; turn: number; showdown: boolean }
  | { type: "placed"; step: "feed" | "ally"; seat: Seat; cards: { card: string; castaway: CastawayId }[] }
  | { type: "challenge"; challenge: string }
  | { type: "entered"; seat: Seat; castaways: CastawayId[] }
  | { type: "alliance"; seat: Seat; color: Color; castaways: CastawayId[] }
  | { type: "tally"; count: 1 | 2; scores: (number | null)[] }
  | {
      type: "play";
      seat: Seat;
      card: string;
      castaway?: CastawayId;
      target?: Seat;
      attached?: string;
      from?: CastawayId;
      discarded?: string[];
      drew?: number;
    }
  | { type: "item"; seat: Seat; castaway: CastawayId }
  | { type: "items-up"; items: { seat: Seat; card: string; castaway: CastawayId }[] }
  | { type: "pass"; seat: Seat }
  | { type: "result"; result: ChallengeResult }
  | { type: "vote"; seat: Seat; castaway: CastawayId }
  | { type: "extra"; seat: Seat; castaway: CastawayId }
  | { type: "voted-off"; castaways: CastawayId[] }
  | { type: "out"; seat: Seat }
  | { type: "conceded"; seat: Seat; castaways: CastawayId[] }
  | { type: "discarded"; seat: Seat; cards: string[] }
  | { type: "showdown" }
  | { type: "win"; seat: Seat };

/**
 * Everything that happens, as events: what everyone learns and, in a secret part, what only the named seat learns.
 * Action cards are physical ids here (the log's reader sees them as they were then).
 */
export type SurvivorEvent =
  | EventOf<"castaways", { seat: Seat; castaways: CastawayId[] }>
  | EventOf<"challenges", { count: number; removed: number }>
  | EventOf<"challenge-list", { challenges: string[] }>
  | EventOf<"order", { order: Seat[] }>
  | EventOf<"idol", { seat: Seat }>
  | EventOf<"deck", { seat: Seat }, { deck: string }>
  /** A seat's action deck (`from`: rebuilt from its discards), or the challenge deck. */
  | EventOf<"shuffle", { seat: Seat; count: number; from?: "discard" } | { challenges: number }>
  | EventOf<"draw", { seat: Seat; count: number }, { cards: CardId[] }>
  | EventOf<"turn", { turn: number; showdown: boolean }>
  /** A seat confirmed its plan (`step`: the decision it was made for). */
  | EventOf<"ready", { seat: Seat; step: Phase }>
  | EventOf<"placed", { step: "feed" | "ally"; seat: Seat; cards: { card: CardId; castaway: CastawayId }[] }>
  | EventOf<"challenge", { seat: Seat; challenge: string }>
  | EventOf<"entered", { seat: Seat; castaways: CastawayId[] }>
  | EventOf<"alliance", { seat: Seat; color: Color }>
  | EventOf<"tally", { count: 1 | 2; scores: (number | null)[] }>
  | EventOf<
      "play",
      { seat: Seat; card: CardId; castaway?: CastawayId; target?: Seat; attached?: CardId; from?: CastawayId }
    >
  | EventOf<"item", { seat: Seat; castaway: CastawayId }, { card: CardId }>
  | EventOf<"items-up", { items: { seat: Seat; card: CardId; castaway: CastawayId }[] }>
  /** `window`: the window passed in. */
  | EventOf<"pass", { seat: Seat; window: Phase }>
  | EventOf<
      "result",
      { winner: Seat; tied: Seat[]; decidedBy?: NonNullable<ChallengeResult["decidedBy"]>; kept?: true }
    >
  | EventOf<"vote" | "extra", { seat: Seat; castaway: CastawayId }>
  | EventOf<"voted-off", { castaways: CastawayId[] }>
  | EventOf<"conceded", { seat: Seat; castaways: CastawayId[] }>
  | EventOf<"discarded", { seat: Seat; cards: CardId[] }>
  | EventOf<"showdown", Record<string, never>>
  | EventOf<"out" | "win", { seat: Seat }>;

/** What applying a move may use: the match's generator, and `emit` for Survivor's events. */
export type SurvivorContext = ApplyContext<SurvivorEvent>;

export interface SurvivorOptions {
  /** The action decks' size for the whole table: 20 or 40 (politics cards come on top). */
  deckSize: 20 | 40;
  /** Two players: 5 castaways each instead of 8. */
  smallCast: boolean;
  /** No alliances while 11 or more castaways remain in the game. */
  noEarlyAlliances: boolean;
  /** Castaway lists players brought, by seat (an empty list: deal at random). */
  lists: string[][];
  /** The challenges the host chose for the deck (public); empty: drawn at random from the set. */
  challenges: string[];
}

export interface SurvivorState {
  zones: Zones;
  players: number;
  options: SurvivorOptions;
  /** The preconstructed deck each seat chose (secret to the others). */
  decks: (string | null)[];
  phase: Phase;
  turn: number;
  /** The play order, drawn by the match's generator at set-up (OP-3): every window goes round in it. */
  order: Seat[];
  idol: Seat;
  showdown: boolean;
  /** Face-up attached cards (food, alliance, turned-up items) and the castaway each sits with. */
  on: Record<CardId, CastawayId>;
  /** Per seat, the castaway each card of its plan zone (this step's secret placements) will go to, by position. */
  plans: CastawayId[][];
  /** Per seat, the castaway each card of its face-down zone sits with, by position (public: only the card is secret). */
  itemsOn: CastawayId[][];
  /** Seats finished with the current feed or ally step. */
  done: boolean[];
  entered: CastawayId[][];
  /** Each seat's alliance as formed at step 6 (OP-11): its colour and the castaways in it, until the end of the turn. */
  alliances: (Alliance | null)[];
  standing: Standing[];
  window: PassWindow | null;
  /** The first tally (step 7); the second is the result's scores. */
  firstTally: (number | null)[] | null;
  result: ChallengeResult | null;
  /** Castaways named to be voted off at this Tribal Council; the first is the idol holder's choice. */
  targets: CastawayId[];
  /** An extra vote-off card waiting for the idol holder's choice: its restriction icon, if any (OP-12, OP-14). */
  extraVote: { icon: Color | null } | null;
  /** Seats out of the game, in the order they left. */
  outSeats: Seat[];
  recent: LastAction[];
  /** The latest public actions, over several moves (the table's log). */
  log: LastAction[];
  winner: Seat | null;
}

export type SurvivorAction =
  /**
   * A preconstructed deck by id, or the player's own action deck (`deck: "own"` with its cards); with the castaways
   * the player brings, if any (a saved deck's castaway list).
   */
  | { type: "deck"; deck: string; cards?: { card: string; copies: number }[]; castaways?: CastawayId[] }
  | { type: "place"; card: CardId; castaway: CastawayId }
  | { type: "unplace"; card: CardId }
  | { type: "done" }
  | { type: "enter"; castaways: CastawayId[] }
  /** `from`: the named castaway a target change takes the vote from (the vote moves to `castaway`). */
  | { type: "play"; card: CardId; castaway?: CastawayId; seat?: Seat; attached?: CardId; from?: CastawayId }
  | { type: "item"; card: CardId; castaway: CastawayId }
  | { type: "pass" }
  /** `owner`: the seat the castaway belongs to, so the choice says whose it is (checked when given). */
  | { type: "vote"; castaway: CastawayId; owner?: Seat }
  /** Sets hand cards aside for the hand discard (step 13). */
  | { type: "discard"; cards: CardId[] };

export interface CastawayView {
  id: CastawayId;
  /** Colours this turn (printed, then alliance cards). */
  colors: Color[];
  entered: boolean;
  /** Food and alliance cards, and items once turned up: printed ids. */
  attached: CardId[];
  /** Items placed face down with this castaway: how many, and the viewer's own cards among them. */
  facedown: number;
  ownFacedown: CardId[];
  /** Named for the vote at this Tribal Council. */
  targeted: boolean;
  /** Its value in the current challenge's stats with every face-up modifier (0 when there is no challenge). */
  value: number;
}

export interface SeatView {
  seat: Seat;
  out: boolean;
  cast: CastawayView[];
  votedOff: CastawayId[];
  hand: ZoneView<CardId>;
  deck: number;
  discard: CardId[];
  /** Fortune and politics cards played this turn, by face (discarded at step 13). */
  played: CardId[];
  alliance: Color | null;
  /** The viewer's own deck choice; null for everyone else. */
  deckName: string | null;
  /** Done with the feed or ally step: public (who has chosen), never what. */
  done: boolean;
  /** The viewer's own secret placements in the current step. */
  plan: Plan[];
}

export interface SurvivorView {
  phase: Phase;
  turn: number;
  /** The play order (OP-3). */
  order: Seat[];
  idol: Seat;
  showdown: boolean;
  handLimit: number;
  /** This turn's challenge, once turned up (the used ones, this one last, are in `usedChallenges`). */
  challenge: string | null;
  challengesLeft: number;
  usedChallenges: string[];
  /** Items each player may place this turn. */
  itemLimit: number;
  seats: SeatView[];
  windowSeat: Seat | null;
  /** The first tally (step 7); the second is `result.scores`. */
  firstTally: (number | null)[] | null;
  /** Each seat's score with every face-up modifier so far, while a challenge is being played; null otherwise. */
  scores: (number | null)[] | null;
  result: ChallengeResult | null;
  targets: CastawayId[];
  standing: Standing[];
  recent: LastAction[];
  log: LastAction[];
  winner: Seat | null;
  options: SurvivorOptions;
}
