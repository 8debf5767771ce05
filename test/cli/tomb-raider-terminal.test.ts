import { describe, expect, it } from "vitest";
import { autoplay, moveAll, viewMatch, type GameEvent, type Match } from "../../src/engine/index.ts";
import { TABLE_KINDS, type AnyTableKind } from "../../src/games/catalog.ts";
import { controls } from "../../src/games/tomb-raider/controls.ts";
import { describeEvent, describeTable } from "../../src/games/tomb-raider/describe.ts";
import { tombRaiderGame } from "../../src/games/tomb-raider/index.ts";
import type { TombRaiderAction, TombRaiderState } from "../../src/games/tomb-raider/state.ts";
import { act, clearHand, rollCheck, stackLevel, started } from "../games/tomb-raider/helpers.ts";

/** Tomb Raider in the terminal (issue 28, point 8): exits and location effects, what was explored and beaten, whose deck. */

const names = ["Ann", "Ben"];
const line = (events: readonly GameEvent[], type: string): string | null => {
  const event = events.find((e) => e.type === type);
  return event ? describeEvent(event, "en", names) : null;
};
const asMatch = (state: TombRaiderState): Match<TombRaiderState, TombRaiderAction> => ({
  game: "tomb-raider",
  rulesVersion: tombRaiderGame.rulesVersion,
  setup: { seed: 1, players: state.players, options: {} },
  seq: 0,
  promptSeq: 0,
  rng: [1, 2, 3, 4],
  state,
  pending: [],
});

function solo(): TombRaiderState {
  const s = started({ players: 1 });
  moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
  clearHand(s, 0);
  return s;
}

describe("Tomb Raider's locations and events in words", () => {
  it("a move into the Dry Well says it explores it, why the raider cannot move on, and the map line gives its exits and effect", () => {
    const s = solo();
    stackLevel(s, ["t-well"]);
    const events = act(s, 0, { type: "move", dir: "up" });
    expect(line(events, "explore")).toBe("Ann explores centre depth 2: Dry Well.");
    expect(line(events, "stuck")).toBe("Ann cannot move any more this turn (at Dry Well).");
    const map = describeTable(viewMatch(tombRaiderGame, asMatch(s), 0), "en", names);
    expect(map).toContain("centre depth 2: Dry Well · danger 5 · exits: Down · on entering: Can't move · search 0 · here: Ann");
  });

  it("names the obstacle beaten, a printed one by its location", () => {
    const s = solo();
    stackLevel(s, ["t-corridor"]);
    act(s, 0, { type: "move", dir: "up" });
    act(s, 0, { type: "stop" });
    expect(line(rollCheck(s, [3, 3, 3]), "obstacle-gone")).toBe("Obstacle beaten at centre depth 2: the obstacle printed on Dart Corridor.");
  });

  it("says whose deck is shuffled", () => {
    const shuffle = (zone: string): GameEvent => ({ type: "shuffle", data: { zone, seat: 1, count: 27 } });
    expect(describeEvent(shuffle("deck"), "en", names)).toBe("Ben's deck is shuffled (27 cards).");
    expect(describeEvent(shuffle("obstacles"), "en", names)).toBe("Ben's obstacle deck is shuffled (27 cards).");
    expect(describeEvent(shuffle("level"), "en", names)).toBe("The level deck is shuffled (27 locations).");
  });

  it("tells the winner once: the final table says it is final, the event who won (issue 28, point 17)", () => {
    for (const id of ["tomb-raider", "spymaster"]) {
      const kind = TABLE_KINDS.get(id) as AnyTableKind;
      const played = autoplay(kind.game, { seed: 1, players: 2, options: kind.options }, { bots: [kind.bot, kind.bot], botSeed: 1, maxIntents: 5000 });
      const lines = kind.describeTable(viewMatch(kind.game, played.match, 0), "en", names);
      expect(lines[0]).toMatch(/^The final table after (turn|round) \d+/);
      expect(lines.join("\n")).not.toMatch(/wins/);
      const told = played.events.map((e) => kind.describeEvent(e, "en", names)).filter((l) => l?.includes("wins"));
      expect(told).toHaveLength(1);
    }
  });

  it("names the ways that are not on offer when moving", () => {
    const s = solo();
    const c = controls(viewMatch(tombRaiderGame, asMatch(s), 0), tombRaiderGame.legalActions(s, 0), "en");
    expect(c.notes).toEqual(["No way Down from here: no exit arrow that way (or it leads off the map)."]);
  });
});
