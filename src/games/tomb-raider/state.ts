import type { ApplyContext, EventOf, Seat, Zone, ZoneView } from "../../engine/index.ts";
import type {
  CardId,
  Direction,
  DiscoveryType,
  Habitat,
  LevelId,
  LocationRole,
  SearchCondition,
  Stat,
} from "./cards.ts";

/**
 * The level map is 3 columns (0 left, 1 centre, 2 right) by 6 depths (1 nearest the entrances, 6 deepest).
 * A square is named `c<col>d<depth>`, e.g. `c1d4` for the Treasure Room's square.
 */
export type SquareKey = string;

/** Stats as printed or as they stand now (after damage and modifiers). */
export type Stats = Record<Stat, number>;

/** The game's current step; each names the decision it waits for (see `rules.ts` prompt). */
export type Phase =
  /** Seat 0 chooses the level deck (Tomb or Cave). */
  | "level"
  /** Everyone secretly picks a raider and a preconstructed deck at once. */
  | "deck"
  /** Everyone secretly picks a starting hand of Think cards from their draw deck at once. */
  | "hand"
  /** Ready round, two players, turn 2 on: each says at once whether they want initiative re-rolled. */
  | "ready"
  /** The initiative winner chooses who acts first. */
  | "first"
  /** Action round: the active raider moves, plays cards or stops. */
  | "move"
  /** The opponent may place one obstacle from hand on the location just explored (secret until placed). */
  | "place"
  /**
   * A rival stands on the active raider's location: the active raider may attack it (or play a card first, or
   * pass). Once an attack is declared, the defender's window (pass or play a card for its own raider), then the
   * attacker's (roll Fight, or play a card first), then both roll.
   */
  | "fight"
  /**
   * Before each obstacle check: first the rival's reaction window (two players, a living rival: pass or play a
   * card), then the active raider's check decision (roll, naming one of the listed stats, or play a card first).
   */
  | "tackle"
  /** Search round: the raider searches (or searches with an action card, or plays a card first). */
  | "search"
  /** The search rolled: the raider may play one discovery whose difficulty is at most the roll. */
  | "discover"
  /** Draw round, step 1: discard cards one at a time, then draw. */
  | "discard"
  /** Draw round, steps 3-4: reset, save at a Save Point, or carry on. */
  | "wrap-up"
  | "over";

/** A placed obstacle card on a square. */
interface PlacedObstacle {
  card: CardId;
  /** Damage tokens on a creature. */
  damage: number;
  /** Whose card it is (solo: the player's own obstacle deck). */
  owner: Seat;
}

/** What lies on one square of the map. */
export interface SquareState {
  /** The location card (also the card in this square's zone). */
  card: CardId;
  /** The Treasure Room starts face down until a raider enters it. */
  faceDown: boolean;
  /** Empty location already searched once, found or not (its Empty token). */
  emptyToken: boolean;
  /** A Save Point set here by a discovery (Save Points are never printed on locations). */
  savePoint: boolean;
  /** Current wetness when an effect flooded or drained it; null keeps the card's printed wetness. */
  wetOverride: boolean | null;
  /** The printed (fixed) obstacle: damage tokens and whether its removal token is on. */
  fixedDamage: number;
  fixedRemoved: boolean;
  obstacle: PlacedObstacle | null;
}

/** An obstacle met this turn, in the order met: a placed card or the location's printed one. */
export type ObstacleRef = { kind: "card"; card: CardId; square: SquareKey } | { kind: "fixed"; square: SquareKey };

/** One raider: the character card's data and the marker on the map. */
export interface RaiderState {
  seat: Seat;
  /** The power-1 character card (public once the deck pick is revealed). */
  character: string | null;
  /** The preconstructed deck chosen (only its owner sees which). */
  deck: string | null;
  at: SquareKey;
  entrance: SquareKey;
  /** Where a reload puts the raider back: the entrance or the last save point. */
  restart: SquareKey;
  damage: number;
  air: number;
  dead: boolean;
  /** Attacked a rival this turn: no search this turn. */
  attacked: boolean;
  /** A "cannot move" effect hit this turn: no more moving and no search. */
  stuck: boolean;
  /** Reset chosen this turn (voluntary death). */
  reset: boolean;
  /**
   * Move points left this action, counted against the Move the raider had when the action began (`moveAtStart`):
   * a change of Move since (damage, healing, an upgrade, a card that stops working in water) counts at once, all
   * alike. Read it through `movesLeft` (raider.ts).
   */
  movesLeft: number;
  moveAtStart: number;
  /** Steps left that may ignore the arrows (a card effect). */
  freeSteps: number;
  /** Extra Move for this turn only (an action card). */
  bonusMove: number;
}

/** The moving raider's progress through one action. */
interface ActionProgress {
  seat: Seat;
  /** Where the action began: its obstacles are met only if the raider stays or comes back. */
  start: SquareKey;
  moved: boolean;
  /** Obstacles met this action, in order, each checked once. */
  met: ObstacleRef[];
  /** Index into `met` of the next obstacle to check. */
  next: number;
  /** The rival whose window is open before this check or fight roll, or null once it passed. */
  reacting: Seat | null;
  /** The rival attacked (phase "fight"), null until an attack is declared. */
  target: Seat | null;
}

/** A pending placement: who moved where, and the most dangerous obstacle allowed there. */
interface PendingPlacement {
  mover: Seat;
  square: SquareKey;
  limit: number;
}

/** A dice roll as everyone sees it. */
export type Roll = {
  seat: Seat;
  purpose: "initiative" | "fight" | "check" | "search";
  dice: number[];
  total: number;
  /** The number to reach (check: the obstacle's danger; search of the Treasure Room: its number). */
  target?: number;
  stat?: Stat;
};

/**
 * One thing that happened in the most recent accepted move, as the whole table may know it. Draw-deck cards are
 * named by their printed card (`o-pit`, not `0:o-pit:2`): a card shown then may be face down again since.
 */
export type LastAction =
  | { type: "level"; level: LevelId }
  | { type: "raiders"; characters: string[] }
  | { type: "hands"; seats: Seat[] }
  | { type: "roll"; roll: Roll; success?: boolean }
  | { type: "first"; seat: Seat; order: Seat[] }
  | { type: "move"; seat: Seat; from: SquareKey; to: SquareKey }
  | { type: "explore"; seat: Seat; square: SquareKey; card: CardId }
  /** `byDeck`: turned over from the solo obstacle deck, not placed by a player. */
  | { type: "place"; seat: Seat; square: SquareKey; card: CardId; byDeck?: boolean }
  | { type: "no-place"; square: SquareKey }
  | { type: "obstacle-gone"; square: SquareKey; card: CardId | null; reason: "defeated" | "habitat" | "discarded" }
  | { type: "obstacle-hit"; square: SquareKey; card: CardId | null; damage: number; life: number }
  | { type: "damage"; seat: Seat; amount: number; damage: number; life: number }
  | { type: "air"; seat: Seat; air: number }
  | { type: "stuck"; seat: Seat }
  | { type: "attack"; seat: Seat; target: Seat }
  | { type: "fight"; seat: Seat; target: Seat; winner: Seat | null }
  | { type: "play"; seat: Seat; card: CardId }
  | { type: "discover"; seat: Seat; card: CardId }
  | { type: "nothing-found"; seat: Seat }
  | { type: "emptied"; square: SquareKey }
  | { type: "discard"; seat: Seat; card: CardId }
  | { type: "draw"; seat: Seat; count: number }
  | { type: "save"; seat: Seat; square: SquareKey }
  | { type: "reset"; seat: Seat }
  | { type: "death"; seat: Seat }
  | { type: "reload"; seat: Seat; square: SquareKey }
  | { type: "stop"; seat: Seat }
  | { type: "win"; seat: Seat };

export interface TombRaiderState {
  players: number;
  level: LevelId | null;
  phase: Phase;
  /** Turn number, from 1 (0 before the first Ready round). */
  turn: number;
  /** Play order this turn. */
  order: Seat[];
  /** Whose action, search or draw round it is. */
  active: Seat;
  /** Seats still to take the current round, after the active one. */
  queue: Seat[];
  /** Seat allowed to pick the first player (phase "first"). */
  initiativeWinner: Seat | null;
  raiders: RaiderState[];
  squares: Record<SquareKey, SquareState>;
  progress: ActionProgress | null;
  placement: PendingPlacement | null;
  /** The search roll awaiting a discovery (phase "discover"). */
  searchRoll: number | null;
  /** The kinds of discovery that roll may turn up, when its search condition names them; null for any. */
  searchFinds: DiscoveryType[] | null;
  /** Every zone: `level` (the level deck), `map` (face-up locations on the map), `facedown` (the face-down Treasure
   * Room), `obstacles` (obstacle cards on the map), and per seat `deck<s>`, `hand<s>`, `discard<s>`, `saved<s>`,
   * `unsaved<s>`, `obstacleDeck<s>` (solo). */
  zones: Record<string, Zone<CardId>>;
  recent: LastAction[];
  winner: Seat | null;
  endReason: "treasure" | null;
}

export type TombRaiderAction =
  | { type: "level"; level: LevelId }
  /** A raider and a preconstructed deck by id, or the player's own draw deck (`deck: "own"` with its cards). */
  | { type: "deck"; character: string; deck: string; cards?: { card: string; copies: number }[] }
  | { type: "hand"; cards: CardId[] }
  | { type: "reroll"; want: boolean }
  | { type: "first"; seat: Seat }
  | { type: "move"; dir: Direction }
  | { type: "stop" }
  /** Play an upgrade, secret move or action card from hand. */
  | { type: "play"; card: CardId; using?: SearchCondition }
  | { type: "place"; card: CardId }
  | { type: "pass" }
  | { type: "attack"; target: Seat }
  /** Roll now: an obstacle check with the stat named, or (phase "fight") the attacker's Fight roll. */
  | { type: "tackle"; stat: Stat }
  /** Search with that one of the location's search conditions (its first when left out). */
  | { type: "search"; using?: SearchCondition }
  | { type: "discover"; card: CardId }
  | { type: "discard"; card: CardId }
  /** Ends a step that takes any number of choices (discarding, finding nothing). */
  | { type: "done" }
  /** A voluntary death; `entrance` restarts at the entrance instead of the last save point (and drops that save). */
  | { type: "reset"; entrance: boolean }
  | { type: "save" };

/**
 * Everything that happens, as events: what everyone learns and, in a secret part, what only the named seat learns.
 * Cards are physical ids here (the log's reader sees them as they were then).
 */
export type TombRaiderEvent =
  | EventOf<"level", { level: LevelId; entrances: CardId[] }>
  | EventOf<"shuffle", { zone: "level"; count: number } | { zone: "obstacles" | "deck"; seat: Seat; count: number }>
  | EventOf<"raiders", { characters: string[] }>
  | EventOf<"hand", { seat: Seat; count: number }, { cards: CardId[] }>
  | EventOf<"turn", { turn: number }>
  /** `success` once a roll has a target to reach. */
  | EventOf<"roll", Roll & { success?: boolean }>
  | EventOf<"first", { seat: Seat; order: Seat[] }>
  | EventOf<"action", { seat: Seat }>
  | EventOf<"play" | "discover" | "companion-leaves", { seat: Seat; card: CardId }>
  /** `random`: discarded at random by an effect. */
  | EventOf<"discard", { seat: Seat; card: CardId; random?: true }>
  | EventOf<"move", { seat: Seat; from: SquareKey; to: SquareKey }>
  | EventOf<"explore", { seat: Seat; square: SquareKey; card: CardId }>
  | EventOf<"placing", { seat: Seat; square: SquareKey; limit: number }>
  /** `byDeck`: turned over from the solo obstacle deck, not placed by a player. */
  | EventOf<"place", { seat: Seat; square: SquareKey; card: CardId; byDeck?: boolean }>
  | EventOf<"no-place" | "emptied", { square: SquareKey }>
  | EventOf<"obstacles-skipped" | "reshuffle", { seat: Seat; count: number }>
  | EventOf<"obstacle-discarded", { seat: Seat; square: SquareKey; card: CardId }>
  /** `card`: the obstacle card, or null for the location's printed one; `location`: the location's card. */
  | EventOf<
      "obstacle-gone",
      { square: SquareKey; card: CardId | null; location: CardId; reason: "defeated" | "habitat" }
    >
  | EventOf<"obstacle-hit", { square: SquareKey; card: CardId | null; damage: number; life: number }>
  | EventOf<"damage", { seat: Seat; amount: number; damage: number; life: number }>
  | EventOf<"heal", { seat: Seat; amount: number; damage: number }>
  | EventOf<"air", { seat: Seat; air: number }>
  | EventOf<"attack", { seat: Seat; target: Seat }>
  | EventOf<"fight", { seat: Seat; target: Seat; winner: Seat | null }>
  | EventOf<"draw", { seat: Seat; count: number }, { cards: CardId[] }>
  | EventOf<"stuck", { seat: Seat; square: SquareKey; card: CardId | null }>
  | EventOf<"save" | "save-point" | "reload" | "flood" | "drain", { seat: Seat; square: SquareKey }>
  | EventOf<"lost", { seat: Seat; unsaved: CardId[] }>
  | EventOf<"death" | "nothing-found" | "reset" | "win", { seat: Seat }>;

/** What applying a move may use: the match's generator, and `emit` for Tomb Raider's events. */
export type TombRaiderContext = ApplyContext<TombRaiderEvent>;

/** A printed obstacle or a placed obstacle card, as the map shows it. */
export interface ObstacleView {
  /** The obstacle card, or null for the location's printed obstacle. */
  card: CardId | null;
  stats: Stat[];
  danger: number;
  /** Creatures have life; null for other obstacles. */
  life: number | null;
  damage: number;
  habitat: Habitat;
}

/** One of the 18 squares, everything the map image needs. */
export interface SquareView {
  key: SquareKey;
  col: number;
  depth: number;
  /** The location card, null while unexplored or face down. */
  card: CardId | null;
  /** The face-down Treasure Room. */
  faceDown: boolean;
  role: LocationRole | null;
  arrows: Direction[];
  danger: number | null;
  /** The ways to search here (none where nothing can be found); the raider picks one at the roll. */
  search: SearchCondition[];
  /** The Treasure Room's number to reach. */
  treasure: number | null;
  empty: boolean;
  emptyToken: boolean;
  savePoint: boolean;
  wet: boolean;
  /** The printed obstacle (until removed) then the placed card, if any. */
  obstacles: ObstacleView[];
  /** Raiders standing here. */
  raiders: Seat[];
}

export interface RaiderView {
  seat: Seat;
  character: string | null;
  /** Own deck choice; null for anyone else's. */
  deck: string | null;
  at: SquareKey;
  restart: SquareKey;
  printed: Stats;
  /** After damage and every modifier. */
  stats: Stats;
  life: number;
  damage: number;
  air: number;
  maxAir: number;
  power: number;
  dead: boolean;
  attacked: boolean;
  stuck: boolean;
  movesLeft: number;
  freeSteps: number;
  hand: ZoneView<CardId>;
  deckCount: number;
  discard: CardId[];
  saved: CardId[];
  unsaved: CardId[];
  /** Solo: the obstacle deck's size. */
  obstacleDeckCount: number;
}

export interface TombRaiderView {
  players: number;
  level: LevelId | null;
  phase: Phase;
  turn: number;
  order: Seat[];
  active: Seat;
  initiativeWinner: Seat | null;
  /** 18 squares, depth 1 first, left to right. */
  map: SquareView[];
  raiders: RaiderView[];
  levelDeckCount: number;
  placement: PendingPlacement | null;
  /** Obstacles the active raider has met this action and not checked yet, in order. */
  toCheck: ObstacleRef[];
  /** The obstacle about to be checked (phase "tackle"). */
  checking: ObstacleView | null;
  /** The rival whose window is open before that check, or the defender's before a fight roll; else null. */
  reacting: Seat | null;
  /** The rival attacked, once an attack is declared (phase "fight"). */
  target: Seat | null;
  searchRoll: number | null;
  /** The kinds of discovery that roll may turn up (its search condition's), or null for any. */
  searchFinds: DiscoveryType[] | null;
  /** During the hand pick: the viewer's own draw deck (its cards are theirs to choose from); null otherwise. */
  ownDeck: CardId[] | null;
  recent: LastAction[];
  winner: Seat | null;
  endReason: "treasure" | null;
}
