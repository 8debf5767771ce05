import { describe, expect, it } from "vitest";
import { randomId } from "../../src/db/ids.ts";
import { MAX_DEPTH, MAX_OPTIONS } from "../../src/games/controls.ts";
import { decodeId, encodeId, type ComponentId, type LobbyVerb } from "../../src/discord/codec.ts";

const VERBS: LobbyVerb[] = ["join", "leave", "bot", "start", "cancel"];
const LONGEST_TABLE = "z".repeat(16);

function every(table: string): ComponentId[] {
  return [
    ...VERBS.map((verb): ComponentId => ({ type: "lobby", table, verb })),
    { type: "hand", table },
    { type: "rules", table },
    { type: "again", table },
    { type: "choice", table, token: "AAAAAAAAAAAA", path: [0] },
    { type: "choice", table, token: "x-_9Zq0aB1cD", path: [4] },
    { type: "choice", table, token: "____________", path: [999_999_999] },
    { type: "choice", table, token: "x-_9Zq0aB1cD", path: [2, 24, 0, 3, 1] },
    // The deepest a choice goes: a menu's last option in every group opened on the way.
    {
      type: "choice",
      table,
      token: "x-_9Zq0aB1cD",
      path: Array.from({ length: 2 * MAX_DEPTH + 1 }, () => MAX_OPTIONS - 1),
    },
    { type: "open", table, token: "x-_9Zq0aB1cD", path: [] },
    { type: "open", table, token: "x-_9Zq0aB1cD", path: [2, 24] },
    { type: "pass", table, token: "x-_9Zq0aB1cD" },
    { type: "back", table },
    { type: "guide", kind: "world-gainer", section: null },
    { type: "guide", kind: "tomb-raider", section: 7 },
    { type: "verdict", result: table, agree: true },
    { type: "verdict", result: table, agree: false },
    { type: "standings", league: table, season: 1, page: 0 },
    { type: "standings", league: table, season: 12, page: 39 },
  ];
}

describe("encodeId / decodeId", () => {
  it("round-trips every id type, for real table ids and the longest allowed one", () => {
    const tables = [randomId(), randomId(), "0", LONGEST_TABLE, "abc123xyz0"];
    for (const table of tables) {
      for (const id of every(table)) {
        const encoded = encodeId(id);
        expect(decodeId(encoded), encoded).toEqual(id);
        expect(encoded.length).toBeLessThanOrEqual(100);
      }
    }
  });

  it("encodes compactly and distinctly", () => {
    expect(encodeId({ type: "lobby", table: "abc", verb: "join" })).toBe("l:abc:j");
    expect(encodeId({ type: "lobby", table: "abc", verb: "cancel" })).toBe("l:abc:c");
    expect(encodeId({ type: "hand", table: "abc" })).toBe("h:abc");
    expect(encodeId({ type: "rules", table: "abc" })).toBe("r:abc");
    expect(encodeId({ type: "again", table: "abc" })).toBe("a:abc");
    expect(encodeId({ type: "choice", table: "abc", token: "Tk-_12345678", path: [3] })).toBe("c:abc:Tk-_12345678:3");
    expect(encodeId({ type: "choice", table: "abc", token: "Tk-_12345678", path: [3, 7, 1] })).toBe(
      "c:abc:Tk-_12345678:3.7.1",
    );
    expect(encodeId({ type: "open", table: "abc", token: "Tk-_12345678", path: [] })).toBe("o:abc:Tk-_12345678");
    expect(encodeId({ type: "open", table: "abc", token: "Tk-_12345678", path: [3, 7] })).toBe(
      "o:abc:Tk-_12345678:3.7",
    );
    expect(encodeId({ type: "pass", table: "abc", token: "Tk-_12345678" })).toBe("p:abc:Tk-_12345678");
    expect(encodeId({ type: "back", table: "abc" })).toBe("b:abc");
    expect(encodeId({ type: "guide", kind: "spymaster", section: 2 })).toBe("g:spymaster:2");
    const all = every("abc").map(encodeId);
    expect(new Set(all).size).toBe(all.length);
    expect(Math.max(...every(LONGEST_TABLE).map((id) => encodeId(id).length))).toBe(82);
  });

  it("decodes anything it did not make to null", () => {
    const bad = [
      "",
      ":",
      "h",
      "h:",
      "h:abc:",
      "h:abc:1",
      "k:abc:2",
      "k:abc",
      "k:abc:1:1",
      "s:abc:1",
      "s:abc:x:0",
      "s:abc:-1:0",
      "r:abc:x",
      "r:",
      "l:abc",
      "l:abc:",
      "l:abc:j:",
      "l:abc:j:extra",
      "l:abc:x",
      "l:abc:join",
      "l:abc:J",
      "l:abc:constructor",
      "l:abc:__proto__",
      "c:abc",
      "c:abc:1",
      "c:abc:1:",
      "c:abc::1",
      "c:abc:1:2:3",
      "c:abc:-1:0",
      "c:abc:1:-2",
      "c:abc:1.5:0",
      "c:abc:1:0.0",
      "c:abc:Tk-_12345678:0.",
      "c:abc:Tk-_12345678:.0",
      "c:abc:Tk-_12345678:0..1",
      "c:abc:Tk-_12345678:0.01.1",
      "c:abc:Tk-_12345678:0.1",
      "o:abc",
      "o:abc:Tk-_12345678:0",
      "o:abc:Tk-_12345678:0.1.2",
      "o:abc:x:0.1",
      "o:abc:Tk-_12345678:0.1:2",
      // A button made before tokens, naming the move number it was offered at.
      "c:abc:17:0",
      "p:abc:17",
      "o:abc:17",
      "c:abc:Tk-_1234567:0",
      "c:abc:Tk-_123456789:0",
      "c:abc:Tk-_1234567.:0",
      "c:abc:1e3:0",
      "c:abc:0x1:0",
      "c:abc:01:0",
      "c:abc:1:00",
      "c:abc: 1:0",
      "c:abc:1234567890:0",
      "c:abc:0:99999999999999999999",
      "c:abc:NaN:0",
      "c:abc:Infinity:0",
      "c:ABC:1:0",
      "c:a-b:1:0",
      "c:a_b:1:0",
      "c::1:0",
      `c:${"a".repeat(17)}:1:0`,
      `h:${"a".repeat(17)}`,
      "h:ab c",
      "h:abç",
      "x:abc",
      "H:abc",
      "choice:abc:1:0",
      "lobby:abc:join",
    ];
    for (const id of bad) expect(decodeId(id), JSON.stringify(id)).toBeNull();
  });

  it("accepts the largest counts and nothing beyond", () => {
    expect(decodeId("c:abc:Tk-_12345678:999999999")).toEqual({
      type: "choice",
      table: "abc",
      token: "Tk-_12345678",
      path: [999_999_999],
    });
    expect(decodeId("c:abc:Tk-_12345678:1000000000")).toBeNull();
  });
});
