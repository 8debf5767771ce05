/** The game in words, English and Japanese. */
import { describe, expect, it } from "vitest";
import { worldGainer } from "../../../src/games/world-gainer/index.ts";
import {
  describeAction,
  describeEvent,
  describePrompt,
  describeRecent,
  describeTable,
  ownHand,
} from "../../../src/games/world-gainer/describe.ts";
import { worldGainerGuide } from "../../../src/games/world-gainer/guide.ts";
import { worldGainerStrings } from "../../../src/games/world-gainer/strings.ts";
import { effectText } from "../../../src/games/world-gainer/words.ts";
import { id, place, scenario, type WgScenario } from "./helpers.ts";

const names = ["Ann", "Ben"];

describe("events", () => {
  it("tell the drawer which cards, the others only how many", () => {
    const secret = { type: "draw", data: { seat: 0, count: 1, reason: "turn", cards: ["0:ember-scout:1"] } };
    const open = { type: "draw", data: { seat: 0, count: 1, reason: "turn" } };
    expect(describeEvent(secret, "en", names)).toBe("Ann draws 1: Ember Scout.");
    expect(describeEvent(open, "ja", names)).toBe("Annがカードを1枚引きました。");
    expect(describeEvent({ type: "deck", data: { seat: 1 } }, "en", names)).toBe("Ben has chosen a deck.");
    expect(describeEvent({ type: "deck", data: { seat: 1, deck: "verdant-bastion" } }, "ja", names)).toBe(
      "あなたのデッキは緑の要塞です。",
    );
  });

  it("name placements, payments and effects from the acting player's side", () => {
    const m = scenario({
      hand0: ["tide-archivist"],
      stuns0: ["cinder-smith"],
      deck0: ["ember-scout"],
      deck1: ["ember-scout"],
    });
    const events = place(m, id(0, "tide-archivist"), 7);
    const lines = events.map((e) => describeEvent(e, "en", names)).filter((l) => l !== null);
    expect(lines).toContain("Ann pays: exhaust Cinder Smith.");
    expect(lines).toContain("Ann places Tide Archivist on Ann's field B.");
    expect(lines).toContain("Tide Archivist: Dimension: draw 1");
  });
});

describe("square names (one name per square, whoever reads it)", () => {
  it("a placement by the second seat reads the same letter in the log, in both seats' menus and answers, and in both tables", () => {
    const m = scenario({ active: 1, hand1: ["ember-scout"], stuns1: ["cinder-smith"], deck0: ["ember-scout"] });
    const events = place(m, id(1, "ember-scout"), 0);
    const lines = events.map((e) => describeEvent(e, "en", names)).filter((l) => l !== null);
    expect(lines).toContain("Ben places Ember Scout on Ben's field A.");
    // The seat that placed it (its right, as it sits) and the other seat (its left) name it alike.
    expect(describeAction({ type: "square", square: 0 }, "en", 1)).toBe("your field A");
    expect(describeAction({ type: "square", square: 0 }, "en", 0)).toBe("their field A");
    expect(describeAction({ type: "square", square: 0 }, "ja", 0)).toBe("相手のマイフィールドA");
    const mine = describeTable(m.view(1), "en", names).find((l) => l.startsWith("Ben's field"));
    const theirs = describeTable(m.view(0), "en", names).find((l) => l.startsWith("Ben's field"));
    expect(mine).toBe("Ben's field: C · | B · | A [Ben] Ember Scout 1");
    expect(theirs).toBe("Ben's field: A [Ben] Ember Scout 1 | B · | C ·");
  });
});

describe("prompts, recent actions and the table", () => {
  it("say whose decision it is and what just happened, hiding the move in progress", () => {
    const m = scenario({ hand0: ["ember-scout"], stuns0: ["cinder-smith"], deck1: ["ember-scout"] });
    const choosing = m.fork();
    choosing.act(0, { type: "choose", card: id(0, "ember-scout") });
    // The steps of a placement are the active player's alone: the others read the gain phase's prompt throughout.
    expect(describePrompt(choosing.view(1), "en", names)).toBe("Ann: choose a card to place, or end the turn.");
    expect(describePrompt(choosing.view("spectator"), "en", names)).toBe(describePrompt(m.view(1), "en", names));
    expect(describePrompt(choosing.view(0), "en", names)).toBe("Ann: choose the square for your card.");
    place(m, id(0, "ember-scout"), 6);
    expect(describeRecent(m.view("spectator"), "en", names)).toEqual([
      "Ann paid: exhaust Cinder Smith",
      "Ann: Ember Scout on Ann's field A (placed)",
      "Ann ended the turn",
      "Ben drew a card",
    ]);
    expect(describePrompt(m.view(0), "ja", names)).toBe("Ben:スタンを配置するか、飛ばしてください。");
  });

  it("draws the grid far row first, each row named and its squares by their column letters, then each seat", () => {
    const m = scenario({
      hand0: ["ember-scout"],
      stuns0: ["cinder-smith"],
      squares: { 6: { seat: 0, cards: ["spark-imp", "basalt-guard"] } },
    });
    const lines = describeTable(m.view(0), "en", names);
    expect(lines[0]).toBe("Turn 3 · Ann");
    expect(lines.slice(1, 4)).toEqual([
      "Ben's field: A · | B · | C ·",
      "battlefield: A · | B · | C ·",
      "Ann's field: A [Ann] Basalt Guard 3 | B · | C ·",
    ]);
    expect(lines[4]).toBe("Ann · 3/15 points · battlefield 0/3 · hand 1 · deck 0 · break 0");
    expect(lines[5]).toBe("stuns: Cinder Smith 3 Red");
    // The hand is the terminal's own line ("Your hand: ..."), never repeated by the table.
    expect(lines.join("\n")).not.toContain("Ember Scout");
    // The second seat reads the grid from its own side, turned half round: its field at the bottom, letters C B A.
    const theirs = describeTable(m.view(1), "en", names);
    expect(theirs.slice(1, 4)).toEqual([
      "Ann's field: C · | B · | A [Ann] Basalt Guard 3",
      "battlefield: C · | B · | A ·",
      "Ben's field: C · | B · | A ·",
    ]);
    expect(describeTable(m.view(0), "ja", names)[2]).toBe("バトルフィールド:A ・ | B ・ | C ・");
    expect(ownHand(m.view("spectator"))).toBeNull();
  });
});

describe("the grid's key (issue 28, point 9)", () => {
  it("is told in the first two turns only, names whose left A is, and no board image the terminal does not have", () => {
    const start = scenario({ hand0: ["ember-scout"] });
    const early = start.fork();
    early.state.turn = 2;
    const key = (m: WgScenario, locale: "en" | "ja", seat: 0 | 1): string | undefined =>
      describeTable(m.view(seat), locale, names).find((l) => l.startsWith("The grid") || l.startsWith("盤面"));
    expect(key(early, "en", 1)).toBe(
      "The grid from your side: your field is the bottom row. Columns A-C are the same for both players: A is Ann's left.",
    );
    expect(key(early, "ja", 1)).toContain("Annから見て左がA");
    expect(key(early, "ja", 1)).not.toContain("先手");
    expect(key(start, "en", 0)).toBeUndefined();
  });
});

describe("card texts", () => {
  it("say how an effect chooses the stuns it breaks and the cards it returns", () => {
    expect(effectText("0:magma-tyrant:1", "en")).toBe(
      "Dimension: break 2 of the opponent's stuns (ready ones first, then highest stun value, then leftmost)",
    );
    expect(effectText("0:pollen-sage:1", "en")).toBe(
      "Dimension: return 1 of your broken cards to hand (the most recently broken first)",
    );
    expect(effectText("0:ash-raider:1", "ja")).toContain("待機状態のもの、スタン値の高いもの、左のものの順");
  });
});

describe("the catalogs", () => {
  it("have every string in English and Japanese, and the guide says how to win", () => {
    for (const catalog of [worldGainerStrings, worldGainerGuide]) {
      for (const [key, entry] of Object.entries(catalog)) {
        expect(entry.en.length, key).toBeGreaterThan(0);
        expect(entry.ja.length, key).toBeGreaterThan(0);
      }
    }
    const kind = worldGainer.kinds[0];
    expect(kind?.guide("en").body).toContain("15 points");
    expect(kind?.guide("ja").title).toBe("ワールドゲイナーの遊び方");
    expect(kind?.name("ja")).toBe("ワールドゲイナー");
  });
});
