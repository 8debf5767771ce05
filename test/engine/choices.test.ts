import { describe, expect, it } from "vitest";
import { choiceLeakProblem, choiceLeaksInGame, createMatch, type Intent, type Match } from "../../src/engine/index.ts";
import { faceDown, faceOfCard, type FaceDownAction, type FaceDownMode, type FaceDownState } from "./games/face-down.ts";

/** "Indistinguishable stays indistinguishable" (RULINGS, every game): choiceLeakProblem must catch each old leak. */

const guess: Intent<FaceDownAction> = { seat: 1, seq: 1, action: { type: "guess", card: "a" } };

function start(mode: FaceDownMode): Match<FaceDownState, FaceDownAction> {
  const created = createMatch(faceDown(mode), { seed: 1, players: 2, options: null });
  if (!created.ok) throw new Error("setup refused");
  return created.match;
}

function problemFor(mode: FaceDownMode, card: string): string | null {
  const play: Intent<FaceDownAction> = { seat: 0, seq: 0, action: { type: "play", card } };
  return choiceLeakProblem(faceDown(mode), start(mode), play, { faceOf: faceOfCard, later: [guess] });
}

describe("choiceLeakProblem", () => {
  it("passes a game where a face-down card and the copy it was tell nothing", () => {
    for (const card of ["a2", "a3", "b2"]) expect(problemFor("sound", card)).toBeNull();
  });

  it("catches a shown hand that stays open and shrinks as its owner plays face down", () => {
    expect(problemFor("hand-stays-open", "a2")).toMatch(/viewer 1 sees a different view 0 move\(s\) later/);
  });

  it("catches a card turning face up as the lowest copy anywhere, which changes the other seat's own card", () => {
    // Playing a2 or a3 looks the same until the reveal, where seat 1's a1 becomes whichever copy was played.
    expect(problemFor("lowest-copy-anywhere", "a2")).toMatch(/or \{"type":"play","card":"a3"\}: viewer 1 sees a different view 1 move\(s\) later/);
  });

  it("follows a recorded game: choiceLeaksInGame checks its intents in turn", () => {
    const intents = (card: string): Intent<FaceDownAction>[] => [{ seat: 0, seq: 0, action: { type: "play", card } }, guess];
    const check = { faceOf: faceOfCard, every: 1, steps: 5 };
    const setup = { seed: 1, players: 2, options: null };
    expect(choiceLeaksInGame(faceDown("sound"), setup, intents("a3"), check)).toBeNull();
    expect(choiceLeaksInGame(faceDown("lowest-copy-anywhere"), setup, intents("a3"), check)).toMatch(/^intent 0: seat 0/);
  });
});
