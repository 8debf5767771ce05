import { viewZone, type Viewer } from "../../engine/index.ts";
import { location } from "./cards.ts";
import { ALL_SQUARES, isWet, obstacleData, obstaclesAt, obstacleStands, parseSquare } from "./map.ts";
import { currentObstacle } from "./action-round.ts";
import { currentStats, life, maxAir, movesLeft, power, printedStats } from "./raider.ts";
import type {
  ObstacleRef,
  ObstacleView,
  RaiderView,
  SquareKey,
  SquareView,
  TombRaiderState,
  TombRaiderView,
} from "./state.ts";
import { zonesOf } from "./board.ts";

/** A standing obstacle as the map shows it, or null once it is gone. */
function obstacleView(state: TombRaiderState, ref: ObstacleRef): ObstacleView | null {
  const data = obstacleData(state, ref);
  const square = state.squares[ref.square];
  if (!data || !square || !obstacleStands(state, ref)) return null;
  const card = ref.kind === "card" ? ref.card : null;
  const damage = ref.kind === "card" ? (square.obstacle?.damage ?? 0) : square.fixedDamage;
  return { card, stats: [...data.stats], danger: data.danger, life: data.life, damage, habitat: data.habitat };
}

function squareView(state: TombRaiderState, key: SquareKey): SquareView {
  const { col, depth } = parseSquare(key);
  const square = state.squares[key];
  const raiders = state.raiders
    .filter((r) => r.character !== null && state.phase !== "deck" && r.at === key)
    .map((r) => r.seat);
  if (!square || square.faceDown) {
    return {
      key,
      col,
      depth,
      card: null,
      faceDown: !!square,
      role: square ? "treasure" : null,
      arrows: [],
      danger: null,
      search: [],
      treasure: null,
      empty: false,
      emptyToken: false,
      savePoint: false,
      wet: false,
      obstacles: [],
      raiders,
    };
  }
  const loc = location(square.card);
  const obstacles = obstaclesAt(state, key).flatMap((ref) => {
    const seen = obstacleView(state, ref);
    return seen ? [seen] : [];
  });
  return {
    key,
    col,
    depth,
    card: square.card,
    faceDown: false,
    role: loc.role,
    arrows: [...loc.arrows],
    danger: loc.danger,
    search: loc.search,
    treasure: loc.treasure ?? null,
    empty: loc.empty ?? false,
    emptyToken: square.emptyToken,
    savePoint: square.savePoint,
    wet: isWet(state, key),
    obstacles,
    raiders,
  };
}

export function view(state: TombRaiderState, viewer: Viewer): TombRaiderView {
  const raiders: RaiderView[] = state.raiders.map((r) => {
    const z = zonesOf(state, r.seat);
    return {
      seat: r.seat,
      character: r.character,
      deck: viewer === r.seat ? r.deck : null,
      at: r.at,
      restart: r.restart,
      printed: printedStats(r),
      stats: currentStats(state, r.seat),
      life: r.character ? life(r) : 0,
      damage: r.damage,
      air: r.air,
      maxAir: maxAir(state, r.seat),
      power: power(state, r.seat),
      dead: r.dead,
      attacked: r.attacked,
      stuck: r.stuck,
      movesLeft: movesLeft(state, r.seat),
      freeSteps: r.freeSteps,
      hand: viewZone(z.hand, viewer),
      deckCount: z.deck.cards.length,
      discard: [...z.discard.cards],
      saved: [...z.saved.cards],
      unsaved: [...z.unsaved.cards],
      obstacleDeckCount: z.obstacleDeck.cards.length,
    };
  });
  const progress = state.progress;
  const checked = currentObstacle(state);
  const ownDeck =
    state.phase === "hand" && viewer !== "spectator" && state.raiders[viewer] ? zonesOf(state, viewer).deck : null;
  return {
    players: state.players,
    level: state.level,
    phase: state.phase,
    turn: state.turn,
    order: [...state.order],
    active: state.active,
    initiativeWinner: state.initiativeWinner,
    map: ALL_SQUARES.map((key) => squareView(state, key)),
    raiders,
    levelDeckCount: state.zones.level?.cards.length ?? 0,
    placement: state.placement ? { ...state.placement } : null,
    toCheck: progress ? progress.met.slice(progress.next).filter((ref) => obstacleStands(state, ref)) : [],
    checking: state.phase === "tackle" && checked ? obstacleView(state, checked) : null,
    reacting: state.phase === "tackle" || state.phase === "fight" ? (progress?.reacting ?? null) : null,
    target: state.phase === "fight" ? (progress?.target ?? null) : null,
    searchRoll: state.searchRoll,
    searchFinds: state.searchFinds ? [...state.searchFinds] : null,
    ownDeck: ownDeck ? [...ownDeck.cards].sort() : null,
    recent: [...state.recent],
    winner: state.winner,
    endReason: state.endReason,
  };
}
