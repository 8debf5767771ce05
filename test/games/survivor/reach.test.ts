/**
 * Every legal move reachable through Discord's limits (issue 27, point 5), at 2 and 6 players with large hands: the
 * plan builders, the picks, the three windows, the vote and the hand discard.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../../src/engine/index.ts";
import { controls } from "../../../src/games/survivor/controls.ts";
import { survivorGame } from "../../../src/games/survivor/game.ts";
import { reachProblem } from "../reach.ts";
import { allPass, begin, scenario, toFortunes, type SeatSpec, type SvScenario } from "./helpers.ts";

const EIGHT = [
  "sami-hollis",
  "ava-stone",
  "bruno-vale",
  "chika-mori",
  "dario-penn",
  "elin-frost",
  "farah-quill",
  "gus-tanner",
];
const EIGHT_MORE = [
  "hana-ito",
  "ivo-marsh",
  "june-okafor",
  "kai-renner",
  "lena-duarte",
  "mateo-brisk",
  "nora-kade",
  "otto-lind",
];
const TWELVE = [
  "sami-hollis",
  "ava-stone",
  "bruno-vale",
  "chika-mori",
  "dario-penn",
  "elin-frost",
  "farah-quill",
  "gus-tanner",
  "hana-ito",
  "ivo-marsh",
  "june-okafor",
  "kai-renner",
];

const FOOD = [
  "coconut-milk",
  "grilled-fish",
  "rice-ration",
  "wild-berries",
  "herbal-tea",
  "palm-hearts",
  "spiced-jerky",
  "wild-honey",
  "island-feast",
  "smoked-crab",
];
const ALLIANCE = [
  "green-handshake",
  "green-oath",
  "red-handshake",
  "red-oath",
  "blue-handshake",
  "blue-oath",
  "yellow-handshake",
  "yellow-oath",
];
const FORTUNES = [
  "second-wind",
  "adrenaline",
  "crowd-favourite",
  "sprained-ankle",
  "food-poisoning",
  "heat-stroke",
  "cramp",
  "rumour-mill",
  "rain-storm",
  "stolen-rations",
  "sabotage",
  "lost-supplies",
  "town-meeting",
  "food-shortage",
];
const ITEMS = [
  "rope",
  "goggles",
  "spear",
  "compass",
  "machete",
  "running-shoes",
  "canteen",
  "megaphone",
  "climbing-kit",
  "snorkel-set",
  "map-case",
  "war-paint",
];
const COUNCIL = ["blindside", "hidden-deal", "double-tribal", "mutiny", "closed-session"];

/** Two of each card, so copies are in play too. */
const twice = (cards: string[]): string[] => [...cards, ...cards];

function seatsOf(players: 2 | 6, hand: (seat: number) => string[]): SeatSpec[] {
  return players === 2
    ? [
        { cast: EIGHT, deck: hand(0) },
        { cast: EIGHT_MORE, deck: hand(1) },
      ]
    : [0, 1, 2, 3, 4, 5].map((s) => ({ cast: TWELVE.slice(2 * s, 2 * s + 2), deck: hand(s) }));
}

/** A turn begun with these decks (drawn up to the limit, or the whole of a larger hand given as the hand itself). */
function atTurn(players: 2 | 6, hand: (seat: number) => string[], challenge = "tug-of-war"): SvScenario {
  const seats = seatsOf(players, hand).map((s) => ({ ...s, hand: s.deck, deck: [] }));
  return begin(scenario({ seats, challenges: [challenge, "log-walk"] }));
}

function expectReachable(m: SvScenario, seat: number): void {
  for (const locale of ["en", "ja"] as Locale[])
    expect(reachProblem(survivorGame, controls, m.match, seat, locale), `${m.state.phase}, ${locale}`).toBeNull();
}

describe("every legal Survivor move is reachable through the controls", () => {
  for (const players of [2, 6] as const) {
    it(`${players} players: feeding and alliance cards, a card then its castaway, with twenty cards in hand`, () => {
      let m = atTurn(players, () => twice(FOOD));
      expect(m.state.phase).toBe("feed");
      expect(survivorGame.legalActions(m.state, 0).length).toBeGreaterThan(players === 2 ? 25 : 10);
      expectReachable(m, 0);
      m = atTurn(players, () => twice(ALLIANCE));
      m.act(0, { type: "done" });
      m.act(1, { type: "done" });
      for (let s = 2; s < players; s++) m.act(s, { type: "done" });
      expect(m.state.phase).toBe("ally");
      expectReachable(m, 0);
    });

    it(`${players} players: the pick, the three windows and the vote, with large hands`, () => {
      // Tug of War: 2 to 4 castaways each (every castaway at six players), one item each.
      let m = toFortunes(
        atTurn(players, () => [...FORTUNES, ...ITEMS, ...COUNCIL]),
        Object.fromEntries(seatsOf(players, () => []).map((s, seat) => [seat, s.cast.slice(0, 4)])),
      );
      expect(m.state.phase).toBe("fortunes");
      expectReachable(m, 0);
      m = allPass(m, "fortunes");
      expectReachable(m, 0);
      m = allPass(m, "items");
      expect(m.state.phase).toBe("vote");
      expectReachable(m, m.state.idol);
      const named = survivorGame.legalActions(m.state, m.state.idol)[0];
      m.act(m.state.idol, named as never);
      m.act(m.state.idol, { type: "pass" });
      expect(m.state.phase).toBe("council");
      const seat = survivorGame.prompt(m.state)?.seats[0] as number;
      expectReachable(m, seat);
    });

    it(`${players} players: the pick of castaways, and the hand discard of a large hand or a small one`, () => {
      // Empty hands: straight to Log Walk's pick, one or two castaways.
      const picks = atTurn(players, () => [], "log-walk");
      expect(picks.state.phase).toBe("enter");
      expectReachable(picks, 0);
      for (const hand of [twice([...ITEMS.slice(0, 10)]), ITEMS.slice(0, 6), ITEMS.slice(0, 3)]) {
        const m = atTurn(players, () => []);
        m.state.zones.hand0!.cards = hand.map((c, i) => `0:${c}:${i < 10 ? 1 : 2}`);
        m.state.phase = "discard";
        m.state.done = m.state.done.map((_, s) => s !== 0);
        expectReachable(m, 0);
      }
    });
  }
});
