import { describe, expect, it } from "vitest";
import type { League } from "../../src/db/leagues.ts";
import { FRESH } from "../../src/ranking/rating.ts";
import type { Standing } from "../../src/ranking/season.ts";
import { STANDINGS_PAGE, standingsPayload } from "../../src/discord/league-views.ts";
import { paintRatingChart, paintStandings } from "../../src/render/league.ts";
import { isPng, pngSize } from "./pixels.ts";

const league: League = {
  id: "lg1",
  guildId: "g",
  game: "spymaster",
  name: "Spy League",
  locale: "en",
  adminRoleId: null,
  minGames: 5,
  decayDays: 0,
  reportHours: 48,
  season: 1,
  seasonRunning: true,
  createdBy: "u",
  createdAt: 0,
  public: false,
  webId: null,
  webSecret: null,
};

function standing(i: number, rank: number): Standing {
  return {
    rank,
    userId: `u${i}`,
    rating: 30 - i / 2,
    skill: FRESH,
    games: rank > 0 ? 10 : 2,
    wins: 6,
    losses: 4,
    draws: 0,
    trend: i % 2 ? -1.5 : 2,
  };
}

describe("league images and pages", () => {
  it("the standings image grows by a row per player and shows a change of one row", () => {
    const sheet = (n: number, first = "alice") => ({
      title: "Spy League · season 1",
      subtitle: "page 1 of 1",
      headers: { rank: "#", name: "Player", rating: "Rating", record: "W-L", trend: "Trend" },
      rows: Array.from({ length: n }, (_, i) => ({
        rank: String(i + 1),
        name: i === 0 ? first : `プレイヤー${i}`,
        rating: "1.0",
        record: "1-0",
        trend: 1,
        trendText: "+1.0",
        provisional: false,
      })),
    });
    const five = paintStandings(sheet(5));
    expect(isPng(five)).toBe(true);
    expect(pngSize(paintStandings(sheet(6))).height - pngSize(five).height).toBe(34);
    expect(paintStandings(sheet(5)).equals(five)).toBe(true);
    expect(paintStandings(sheet(5, "bob")).equals(five)).toBe(false);
    expect(isPng(paintRatingChart("alice", "Rating after each game", [1, -2, 3.5]))).toBe(true);
  });

  it("60 players come in pages of 25 with Previous and Next, the unranked listed apart after the ranked", () => {
    const table = {
      ranked: Array.from({ length: 50 }, (_, i) => standing(i, i + 1)),
      provisional: Array.from({ length: 10 }, (_, i) => standing(50 + i, 0)),
    };
    const names = new Map(Array.from({ length: 60 }, (_, i) => [`u${i}`, i === 3 ? "*bold* `tick`" : `Player ${i}`]));
    const first = standingsPayload(league, 1, table, names, 0, false, "en", null);
    const lines = first.content.split("\n");
    expect(lines).toHaveLength(1 + STANDINGS_PAGE);
    expect(lines[0]).toContain("page 1 of 3");
    expect(first.content).toContain("\\*bold\\*");
    expect(first.content.length).toBeLessThan(2000);
    const buttons = first.components.flatMap((r) => r.components) as { custom_id?: string; disabled?: boolean }[];
    expect(buttons.map((b) => [b.custom_id, b.disabled])).toEqual([
      ["s:lg1:1:0", true],
      ["s:lg1:1:1", false],
    ]);
    const last = standingsPayload(league, 1, table, names, 2, true, "ja", null);
    expect(last.content).toContain("5戦未満");
    expect(last.content).toContain("確定");
    expect(last.content.split("\n").filter((l) => l.startsWith("–")).length).toBe(10);
    expect(standingsPayload(league, 1, table, names, 99, false, "en", null).content).toContain("page 3 of 3");
  });
});
