/** The table in words, as the terminal shows it (issue 28, point 6). */
import { describe, expect, it } from "vitest";
import { eventFor } from "../../../src/engine/index.ts";
import { describeEvent } from "../../../src/games/survivor/describe.ts";
import { survivorGame } from "../../../src/games/survivor/game.ts";
import { STATS } from "../../../src/games/survivor/cards.ts";
import { describeTable } from "../../../src/games/survivor/describe-table.ts";
import { castawayStats, say, statName } from "../../../src/games/survivor/words.ts";
import { allDone, allPass, begin, card, scenario, toFortunes } from "./helpers.ts";

const names = ["Ann", "Bo", "Cy", "Di"];

function fourSeats(challenges: string[], current?: string) {
  return scenario({
    seats: [
      {
        cast: ["sami-hollis", "ava-stone", "bruno-vale", "chika-mori"],
        deck: ["grilled-fish", "rope", "rope", "rope", "rope"],
      },
      {
        cast: ["gus-tanner", "kai-renner", "hana-ito", "nora-kade"],
        deck: ["spear", "spear", "spear", "spear", "spear"],
      },
      { cast: ["otto-lind", "priya-sen", "quinn-abara", "rei-takeda"], deck: ["rope", "rope", "rope", "rope", "rope"] },
      { cast: ["wade-orrin", "xiu-lan", "yuto-hara", "zara-whitlock"], deck: ["rope", "rope", "rope", "rope", "rope"] },
    ],
    challenges,
    ...(current ? { current } : {}),
  });
}

describe("Survivor's table in words", () => {
  it("does not show last turn's challenge while feeding: the new one is turned up after the alliance cards", () => {
    const m = fourSeats(["log-walk"], "reef-swim");
    begin(m);
    expect(m.state.phase).toBe("feed");
    expect(m.view(0).table.challenge).toBeNull();
    const lines = describeTable(m.view(0), "en", names);
    expect(lines).toContain("Challenge: turned up after the alliance cards");
    expect(lines.join("\n")).not.toContain("Challenge: Reef Swim");
    expect(lines).toContain("Challenges left: 1 · used: Reef Swim");
  });

  it("prints the eight stats of the viewer's own castaways only, the others' on one line per player, and the plan nowhere", () => {
    const m = fourSeats(["log-walk"]);
    begin(m);
    m.act(0, { type: "place", card: card(0, "grilled-fish"), castaway: "ava-stone" });
    const lines = describeTable(m.view(0), "en", names);
    expect(lines.filter((l) => l.includes("Acc "))).toHaveLength(4);
    expect(
      lines.filter((l) => l.includes("Acc ")).every((l) => /Sami Hollis|Ava Stone|Bruno Vale|Chika Mori/.test(l)),
    ).toBe(true);
    expect(lines).toContain("  Gus Tanner [red] · Kai Renner [blue] · Hana Ito [red] · Nora Kade [blue]");
    // The plan is the private reply's business, shown there once.
    expect(lines.join("\n")).not.toContain("Your plan");
    expect(lines.length).toBeLessThanOrEqual(15);
  });

  it("explains a tie-break in the event line, as the table's last move does", () => {
    const m = scenario({
      seats: [
        { cast: ["sami-hollis"], deck: ["rope"] },
        { cast: ["tess-calder"], deck: ["rope"] },
      ],
      challenges: ["log-walk"],
    });
    const match = allPass(toFortunes(begin(m), {}), "fortunes");
    const events = [];
    while (match.state.phase === "items") {
      const seat = survivorGame.prompt(match.state)?.seats[0] as number;
      events.push(...match.act(seat, { type: "pass" }));
    }
    const result = events.find((e) => e.type === "result") ?? null;
    const line = result ? describeEvent(eventFor(result, 0), "en", ["Ann", "Bo"]) : null;
    expect(line).toBe("Bo won the tie: Tess Calder's printed Speed 2 beat Sami Hollis's 1");
  });

  it("uses the seed's Japanese terms: 追放審議会, and the stats as it glosses them", () => {
    expect(STATS.map((s) => statName(s, "ja"))).toEqual([
      "正確さ",
      "バランス感覚",
      "耐久力",
      "交渉力",
      "速度",
      "強さ",
      "水泳能力",
      "機転",
    ]);
    expect(say("window.council", "ja")).toBe("追放審議会");
    expect(castawayStats("ava-stone", "ja")).toBe("正8 バ3 耐2 交8 速5 強3 泳2 機9");
  });

  it("names the effects in play and the cards played this turn", () => {
    let m = scenario({
      seats: [
        { cast: ["sami-hollis"], deck: ["food-shortage", "rumour-mill", "rope", "rope", "rope"] },
        { cast: ["gus-tanner"], deck: ["palm-hearts", "spear", "spear", "spear", "spear"] },
      ],
      challenges: ["log-walk"],
    });
    begin(m);
    m.act(1, { type: "place", card: card(1, "palm-hearts"), castaway: "gus-tanner" });
    m = toFortunes(allDone(m), {});
    m.act(0, { type: "play", card: card(0, "food-shortage") });
    m.act(1, { type: "pass" });
    m.act(0, { type: "play", card: card(0, "rumour-mill"), seat: 1 });
    const lines = describeTable(m.view(1), "en", ["Ann", "Bo"]);
    expect(lines).toContain("In effect: Food Shortage: food counts nothing this turn");
    expect(lines).toContain("  played this turn: Food Shortage, Rumour Mill");
    expect(lines).toContain("  played this turn: Rumour Mill −2");
    expect(lines.some((l) => l.includes("Palm Hearts (spoiled)"))).toBe(true);
  });
});
