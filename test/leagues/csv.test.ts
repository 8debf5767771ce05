import { describe, expect, it } from "vitest";
import type { ResultRecord } from "../../src/db/leagues.ts";
import { csvField, seasonCsv } from "../../src/leagues/csv.ts";
import type { Standing } from "../../src/ranking/season.ts";

/** RFC 4180 as a spreadsheet reads it: quoted fields may hold separators, doubled quotes and line breaks. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted || (c !== '"' && c !== "," && c !== "\r")) field += c;
    else if (c === '"') quoted = true;
    else if (c === ",") endField();
    else {
      // \r\n ends a record
      endField();
      rows.push(row);
      row = [];
      i++;
    }
  }
  if (field !== "" || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** What a spreadsheet makes of an unquoted cell: a number when it reads as one; an apostrophe makes it text. */
function spreadsheetNumber(cell: string): number | null {
  return /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : null;
}

/** Column values by header name; empty cells (no value) left out. */
function column(rows: string[][], name: string): string[] {
  const at = rows[0]?.indexOf(name) ?? -1;
  if (at < 0) throw new Error(`no column ${name}`);
  return rows
    .slice(1)
    .map((r) => r[at] ?? "")
    .filter((cell) => cell !== "");
}

const low = { mu: 3, sigma: 2.2777 };
const standing = (userId: string, rank: number, rating: number, trend: number): Standing => ({
  rank,
  userId,
  rating,
  skill: { mu: rating + 3, sigma: 1.5 },
  games: 7,
  wins: 2,
  losses: 5,
  draws: 0,
  trend,
});
const result: ResultRecord = {
  id: "r1",
  leagueId: "lg",
  season: 1,
  seq: 1,
  source: "table",
  status: "counted",
  tableId: "t1",
  eventId: null,
  reportedBy: null,
  channelId: null,
  messageId: null,
  createdAt: 0,
  expiresAt: null,
  countedAt: 1,
  resolvedBy: null,
  players: [
    { userId: "u1", place: 1, confirmed: true, before: low, after: { mu: 5, sigma: 2 } },
    { userId: "u2", place: 2, confirmed: true, before: { mu: -1, sigma: 3 }, after: { mu: -2.5, sigma: 2.9 } },
  ],
};
const names = new Map([
  ["u1", '=HYPERLINK("x")'],
  ["u2", '-minus, "quoted"'],
  ["u3", "@at"],
  ["u4", "+plus"],
]);

describe("league CSV export", () => {
  const csv = seasonCsv(
    [result],
    {
      ranked: [standing("u1", 1, -1.8331, -0.42), standing("u2", 2, -12.5, 3)],
      provisional: [standing("u3", 0, -20, 0), standing("u4", 0, 0.00001, -0.00001)],
    },
    names,
  );
  const standings = readCsv(csv.standings);
  const results = readCsv(csv.results);

  it("keeps every numeric column of both files numeric, negative numbers included", () => {
    const numeric = {
      standings: ["rank", "rating", "mu", "sigma", "games", "wins", "losses", "draws", "trend"],
      results: [
        "seq",
        "place",
        "players",
        "rating_before",
        "rating_after",
        "mu_before",
        "sigma_before",
        "mu_after",
        "sigma_after",
      ],
    };
    for (const [rows, columns] of [
      [standings, numeric.standings],
      [results, numeric.results],
    ] as const) {
      for (const name of columns) {
        for (const cell of column(rows, name)) expect(spreadsheetNumber(cell), `${name}: ${cell}`).not.toBeNull();
      }
    }
    expect(column(standings, "rating").map(Number)).toEqual([-1.8331, -12.5, -20, 0]);
    expect(column(standings, "trend").map(Number)).toEqual([-0.42, 3, 0, 0]);
    expect(column(results, "mu_after").map(Number)).toEqual([5, -2.5]);
    expect(column(results, "rating_before").map(Number)).toEqual([-3.8331, -10]);
  });

  it("defuses names that would start a formula, whatever they hold, and reads them back whole", () => {
    expect(column(standings, "name")).toEqual(['\'=HYPERLINK("x")', '\'-minus, "quoted"', "'@at", "'+plus"]);
    expect(column(results, "name")).toEqual(['\'=HYPERLINK("x")', '\'-minus, "quoted"']);
    expect(standings.every((r) => r.length === standings[0]?.length)).toBe(true);
  });

  it("quotes a field only when it must", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("\tTab")).toBe("'\tTab");
    expect(csvField(-1.5)).toBe("-1.5");
    expect(csvField(null)).toBe("");
  });
});
