import { describe, expect, it } from "vitest";
import { eventFor, type Viewer } from "../../../src/engine/index.ts";
import type { Kind } from "../../../src/games/spymaster/cards.ts";
import { attack, position, type Position } from "./helpers.ts";

/**
 * Copies of a face are interchangeable, so which copy a player held must never show: two positions that differ only
 * in which copy sits in the attacker's hand (the other copies in the deck) must look the same to everyone else after
 * the card turns face up, in views and in every event.
 */
function seenBy(p: Position, card: string, guess: Kind, viewer: Viewer): string {
  const match = position(p);
  const events = attack(match, card, guess);
  return JSON.stringify({ view: match.view(viewer), events: events.map((e) => eventFor(e, viewer)) });
}

describe("the copy a player held never shows", () => {
  const cases: [string, Position, Position, string, Kind][] = [
    [
      "Spymaster: a successful Special Forces",
      { variant: "spymaster", hand0: ["forces3", "spy2"], hand1: ["hacker1"] },
      { variant: "spymaster", hand0: ["forces1", "spy2"], hand1: ["hacker1"] },
      "forces",
      "spy",
    ],
    [
      "Spymaster: a failed Hacker",
      { variant: "spymaster", hand0: ["hacker6", "spy2"], hand1: ["forces1"] },
      { variant: "spymaster", hand0: ["hacker2", "spy2"], hand1: ["forces1"] },
      "hacker",
      "hacker",
    ],
    [
      "MindMaster: a countered Heart",
      { variant: "mindmaster", phase: "attack", round: 1, hand0: ["heart5", "spade2"], hand1: ["diamond1"] },
      { variant: "mindmaster", phase: "attack", round: 1, hand0: ["heart1", "spade2"], hand1: ["diamond1"] },
      "heart",
      "heart",
    ],
  ];
  for (const [name, held, other, kind, guess] of cases) {
    it(name, () => {
      const cardOf = (p: Position): string => (p.hand0 ?? []).find((c) => c.startsWith(kind)) as string;
      for (const viewer of [1, "spectator"] as const) {
        expect(seenBy(held, cardOf(held), guess, viewer)).toBe(seenBy(other, cardOf(other), guess, viewer));
      }
      // The attacker does see their own hand change: the test compares something real.
      expect(seenBy(held, cardOf(held), guess, 0)).not.toBe(seenBy(other, cardOf(other), guess, 0));
    });
  }
});
