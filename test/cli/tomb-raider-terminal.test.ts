/** Tomb Raider in the terminal (issue 28, point 8): exits and location effects, what was explored and beaten, whose deck. */
import { describe, expect, it } from "vitest";
import { autoplay, moveAll, viewMatch, type GameEvent } from "../../src/engine/index.ts";
import { TABLE_KINDS, type AnyTableKind } from "../../src/games/catalog.ts";
import { controls } from "../../src/games/tomb-raider/controls.ts";
import { describeEvent, describeTable } from "../../src/games/tomb-raider/describe.ts";
import { clearHand, rollCheck, stackLevel, started, type TrScenario } from "../games/tomb-raider/helpers.ts";

const names = ["Ann", "Ben"];
const line = (events: readonly GameEvent[], type: string): string | null => {
  const event = events.find((e) => e.type === type);
  return event ? describeEvent(event, "en", names) : null;
};
function solo(): TrScenario {
  const m = started({ players: 1 });
  moveAll(m.state.zones.obstacleDeck0!, m.state.zones.discard0!);
  clearHand(m.state, 0);
  return m;
}

describe("Tomb Raider's locations and events in words", () => {
  it("a move into the Dry Well says it explores it, why the raider cannot move on, and the map line gives its exits and effect", () => {
    const m = solo();
    stackLevel(m.state, ["t-well"]);
    const events = m.act(0, { type: "move", dir: "up" });
    expect(line(events, "explore")).toBe("Ann explores centre depth 2: Dry Well.");
    expect(line(events, "stuck")).toBe("Ann cannot move any more this turn (at Dry Well).");
    const map = describeTable(m.view(0), "en", names);
    expect(map).toContain(
      "centre depth 2: Dry Well · danger 5 · exits: Down · on entering: Can't move · search 0 · here: Ann",
    );
  });

  it("names the obstacle beaten, a printed one by its location", () => {
    const m = solo();
    stackLevel(m.state, ["t-corridor"]);
    m.act(0, { type: "move", dir: "up" });
    m.act(0, { type: "stop" });
    expect(line(rollCheck(m, [3, 3, 3]), "obstacle-gone")).toBe(
      "Obstacle beaten at centre depth 2: the obstacle printed on Dart Corridor.",
    );
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
      const played = autoplay(
        kind.game,
        { seed: 1, players: 2, options: kind.options },
        { bots: [kind.bot, kind.bot], botSeed: 1, maxIntents: 5000 },
      );
      const lines = kind.describeTable(viewMatch(kind.game, played.match, 0), "en", names);
      expect(lines[0]).toMatch(/^The final table after (turn|round) \d+/);
      expect(lines.join("\n")).not.toMatch(/wins/);
      const told = played.events.map((e) => kind.describeEvent(e, "en", names)).filter((l) => l?.includes("wins"));
      expect(told).toHaveLength(1);
    }
  });

  it("names the ways that are not on offer when moving", () => {
    const m = solo();
    const c = controls(m.view(0), m.legal(0), "en");
    expect(c.notes).toEqual(["No way Down from here: no exit arrow that way (or it leads off the map)."]);
  });
});
