import {
  moveCard,
  object,
  oneOf,
  parseWith,
  str,
  turnFaceUp,
  viewZone,
  zone,
  type GameDefinition,
  type Schema,
  type Zone,
  type ZoneView,
} from "../../../src/engine/index.ts";

/**
 * "Face down": seat 0 plays one card face down, seat 1 names its face, and the card turns face up. Copies of a
 * face ("a1".."a3", "b1".."b2") are interchangeable. The sound version uses the engine's `turnFaceUp`; the leaky
 * versions repeat mistakes the real games once made, so that `choiceLeakProblem` and `copyLeakProblem` are shown to
 * catch them: a hand shown once that stays open (it shrinks as its owner plays face down), a card turning face up as
 * the lowest copy anywhere (the other seat's own card changes id to the one played), and a card turning face up as
 * the lowest copy it may take without touching the other seat's (so a higher one tells that seat holds the lower).
 */
export type FaceDownMode = "sound" | "hand-stays-open" | "lowest-copy-anywhere" | "skips-held-copies";

type Zones = { hand0: Zone; hand1: Zone; deck: Zone; played: Zone; pile: Zone };

export interface FaceDownState {
  phase: "play" | "guess" | "over";
  guess: string | null;
  revealed: string | null;
  zones: Zones;
}

/** A card to play, or (for a guess) the face named. */
export interface FaceDownAction {
  type: "play" | "guess";
  card: string;
}

export interface FaceDownView {
  phase: FaceDownState["phase"];
  hands: ZoneView[];
  played: number;
  pile: string[];
}

export const faceOfCard = (card: string): string => card.replace(/[0-9]+$/, "");
const byCopy = (a: string, b: string): number => a.localeCompare(b, "en", { numeric: true });

const actionSchema: Schema<FaceDownAction> = object<FaceDownAction>({
  type: oneOf(["play", "guess"]),
  card: str({ max: 3 }),
});

export function faceDown(mode: FaceDownMode): GameDefinition<FaceDownState, FaceDownAction, FaceDownView, null> {
  return {
    id: "face-down",
    rulesVersion: `face-down-${mode}`,
    players: { min: 2, max: 2 },
    parseOptions: () => ({ ok: true, value: null }),
    setup: () => ({
      phase: "play",
      guess: null,
      revealed: null,
      zones: {
        hand0: { ...zone("owner", 0, ["a2", "a3", "b2"]), ...(mode === "hand-stays-open" ? { shownTo: [1] } : {}) },
        hand1: zone("owner", 1, ["a1", "b1"]),
        deck: zone("hidden", null, []),
        played: zone("owner", 0, []),
        pile: zone("public", null, []),
      },
    }),
    prompt: (s) =>
      s.phase === "over" ? null : { decision: s.phase, seats: [s.phase === "play" ? 0 : 1], simultaneous: false },
    outcome: (s) =>
      s.phase === "over" ? { winners: [s.guess === faceOfCard(s.revealed ?? "") ? 1 : 0], reason: "guess" } : null,
    parseAction: (raw) => parseWith(actionSchema, raw),
    legalActions: (s, seat) => {
      if (s.phase === "play" && seat === 0) return s.zones.hand0.cards.map((card) => ({ type: "play", card }));
      if (s.phase === "guess" && seat === 1) return ["a", "b"].map((face) => ({ type: "guess", card: face }));
      return [];
    },
    check: (s, _seat, action) =>
      action.type === "play" && !s.zones.hand0.cards.includes(action.card) ? { code: "card-not-in-hand" } : null,
    apply: (s, [answer], ctx) => {
      const { hand0, played, pile } = s.zones;
      const action = answer?.action;
      if (!action) return;
      if (action.type === "play") {
        moveCard(hand0, played, action.card);
        if (mode === "hand-stays-open") hand0.shownTo = [1];
        s.phase = "guess";
        ctx.emit({ type: "play", data: { seat: 0 } });
        return;
      }
      const [card] =
        mode === "lowest-copy-anywhere"
          ? lowestAnywhere(s, played.cards)
          : mode === "skips-held-copies"
            ? lowestNotHeld(s, played.cards)
            : turnFaceUp(s, s.zones, played.cards, faceOfCard, byCopy, ctx.rng);
      moveCard(played, pile, card as string);
      s.guess = action.card;
      s.revealed = card as string;
      s.phase = "over";
      ctx.emit({ type: "reveal", data: { card: card as string, guess: action.card } });
    },
    view: (s, viewer) => ({
      phase: s.phase,
      hands: [viewZone(s.zones.hand0, viewer), viewZone(s.zones.hand1, viewer)],
      played: s.zones.played.cards.length,
      pile: [...s.zones.pile.cards],
    }),
    zones: (s) => s.zones,
  };
}

/** The old mistake: the card takes the lowest copy of its face anywhere, swapping with a card another seat holds. */
function lowestAnywhere(s: FaceDownState, cards: readonly string[]): string[] {
  const card = cards[0] as string;
  const lowest = Object.values(s.zones)
    .flatMap((z) => z.cards)
    .filter((c) => faceOfCard(c) === faceOfCard(card) && !s.zones.pile.cards.includes(c))
    .sort(byCopy)[0] as string;
  for (const z of Object.values(s.zones)) z.cards = z.cards.map((c) => (c === card ? lowest : c === lowest ? card : c));
  return [lowest];
}

/** The other old mistake: the card takes the lowest copy of its face outside the other seat's hand. */
function lowestNotHeld(s: FaceDownState, cards: readonly string[]): string[] {
  const card = cards[0] as string;
  const { hand0, deck, played } = s.zones;
  const lowest = [...hand0.cards, ...deck.cards, ...played.cards]
    .filter((c) => faceOfCard(c) === faceOfCard(card))
    .sort(byCopy)[0] as string;
  for (const z of Object.values(s.zones)) z.cards = z.cards.map((c) => (c === card ? lowest : c === lowest ? card : c));
  return [lowest];
}
