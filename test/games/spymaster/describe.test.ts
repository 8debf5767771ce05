/** The game in words: every separator and sentence comes from the catalog, in English and Japanese. */
import { describe, expect, it } from "vitest";
import {
  describeEvent,
  describeLast,
  describePrompt,
  describeRecent,
  describeSecrets,
  describeTable,
  ownHand,
} from "../../../src/games/spymaster/describe.ts";
import { cardList, joinWords } from "../../../src/games/spymaster/words.ts";
import { attack, position } from "./helpers.ts";

const names = ["Ann", "Ben"];

describe("lists", () => {
  it("are joined by the catalog's pattern, folded over the items", () => {
    expect(joinWords(["a", "b", "c"], "en")).toBe("a, b, c");
    expect(joinWords(["a", "b", "c"], "ja")).toBe("a、b、c");
    expect(joinWords(["a"], "ja")).toBe("a");
    expect(joinWords([], "en")).toBe("none");
    expect(joinWords(["Ann", "Ben"], "ja", "names.both")).toBe("AnnとBen");
  });

  it("of cards name each card", () => {
    expect(cardList(["spy3", "forces2", { kind: "hacker", number: null }], "en")).toBe("Spy 3, Special Forces, Hacker");
    expect(cardList(["spy3", "forces2"], "ja")).toBe("スパイ3、特殊部隊");
    expect(cardList([], "ja")).toBe("なし");
  });
});

describe("the opening pick's event line", () => {
  it("is one sentence of the catalog per outcome", () => {
    const decided = { type: "pick", data: { kinds: ["spade", "heart"], winner: 1 } };
    const tie = { type: "pick", data: { kinds: ["heart", "heart"], winner: null } };
    expect(describeEvent(decided, "en", names)).toBe(
      "Opening pick: Ann chose Spade, Ben Heart. Ben attacks first; both picked cards are discarded.",
    );
    expect(describeEvent(decided, "ja", names)).toBe(
      "先攻決め:Annはスペード、Benはハート。Benが先攻です。出した2枚は捨て札になります。",
    );
    expect(describeEvent(tie, "en", names)).toBe(
      "Opening pick: Ann chose Heart, Ben Heart. A tie: both cards go back to hand; pick again.",
    );
    expect(describeEvent(tie, "ja", names)).toBe(
      "先攻決め:Annはハート、Benはハート。あいこです。カードを手札に戻して選び直してください。",
    );
  });
});

describe("the recent actions", () => {
  it("are described one at a time", () => {
    const m = position({ variant: "spymaster", hand0: ["spy3"], hand1: ["forces1"] });
    attack(m, "spy3", "hacker");
    const lines = m.state.recent.map((entry) => describeLast(entry, "spymaster", "en", names));
    expect(describeRecent(m.view("spectator"), "en", names)).toEqual(lines);
    expect(lines).toEqual([
      "Ann played Spy 3; Ben guessed Hacker: wrong, the attack succeeds",
      "Ann has no cards left; the attack ends",
    ]);
    expect(joinWords(lines, "en", "last.then")).toBe(
      "Ann played Spy 3; Ben guessed Hacker: wrong, the attack succeeds. Ann has no cards left; the attack ends",
    );
    expect(describeLast({ type: "discard", seats: [0, 1], cards: [] }, "spymaster", "ja", names)).toBe(
      "AnnとBenが0枚捨てた",
    );
  });
});

describe("the table as text", () => {
  it("joins a seat's parts and its row with the catalog's separators", () => {
    const m = position({
      variant: "spymaster",
      hand0: ["hacker1"],
      hand1: ["forces1"],
      row0: ["spy1", "spy4"],
      rightmost: "spy4",
    });
    const [, seat0] = describeTable(m.view("spectator"), "ja", names);
    expect(seat0).toBe("Ann · 暴かれた機密書類 0/3 · 手札 1枚 · 場:スパイ1、スパイ4");
  });

  it("lists a hand shown to the viewer by face", () => {
    const base = {
      variant: "mindmaster" as const,
      hand0: ["diamond2", "spade1", "heart1", "diamond1"],
      hand1: ["spade2"],
    };
    const shown = position(base);
    attack(shown, "spade1", "spade"); // a countered Spade shows seat 0's hand to seat 1
    expect(describeSecrets(shown.view(1), "en", names)).toEqual([
      "Ann's hand, as shown to you in round 2: Heart, Diamond, Diamond.",
    ]);
    expect(describeSecrets(shown.view(0), "en", names)).toEqual([]);
    expect(describeTable(shown.view("spectator"), "en", names).join("\n")).not.toContain("Heart, Diamond");
  });
});

describe("ownHand", () => {
  it("is the viewer's own hand in face order, and nothing for a spectator", () => {
    const m = position({ variant: "spymaster", hand0: ["hacker1", "spy2"], hand1: ["forces1"] });
    expect(ownHand(m.view(0))).toEqual(["spy2", "hacker1"]);
    expect(ownHand(m.view(1))).toEqual(["forces1"]);
    expect(ownHand(m.view("spectator"))).toBeNull();
  });
});

describe("what a new player reads (issue 18)", () => {
  const prompt = (m: ReturnType<typeof position>, viewer: 0 | 1 | "spectator", locale: "en" | "ja" = "en") =>
    describePrompt(m.view(viewer), locale, names);

  it("offers a tuck only to an attacker who holds a higher Spy, and says the same to everyone else either way", () => {
    const after = (hand0: string[], under: string) =>
      position({
        variant: "spymaster",
        phase: "attack",
        attacker: 0,
        hand0,
        hand1: ["forces2"],
        row0: [under],
        tuckUnder: under,
        rightmost: under,
      });
    const canTuck = after(["spy5", "hacker1"], "spy3");
    const cannot = after(["spy2", "hacker1"], "spy3");
    const seven = after(["spy5", "hacker1"], "spy7");
    expect(prompt(canTuck, 0)).toBe("Ann attacks: play a card, or tuck a higher Spy under Spy 3.");
    expect(prompt(cannot, 0)).toBe("Ann attacks: play a card face down.");
    expect(prompt(seven, 0)).toBe("Ann attacks: play a card face down.");
    for (const viewer of [1, "spectator"] as const) {
      expect(prompt(canTuck, viewer)).toBe(prompt(cannot, viewer));
      expect(prompt(canTuck, viewer)).toBe("Ann attacks: play a card face down.");
    }
  });

  it("says a card lies face down instead of 'Face-down card: a face-down card'", () => {
    const m = position({
      variant: "spymaster",
      phase: "guess",
      attacker: 0,
      hand0: ["spy2"],
      hand1: ["forces2"],
      played: ["spy5"],
    });
    const spectator = describeTable(m.view("spectator"), "en", names);
    expect(spectator).toContain("A card lies face down.");
    expect(describeTable(m.view("spectator"), "ja", names)).toContain("カードが1枚伏せて出されています。");
    // Its owner reads its face among the secrets of its private reply.
    expect(describeTable(m.view(0), "en", names)).toContain("A card lies face down.");
    expect(describeSecrets(m.view(0), "en", names)).toEqual(["Your face-down card: Spy 5"]);
    expect(describeSecrets(m.view(1), "en", names)).toEqual([]);
  });

  it("says whose documents were revealed when a game is won on documents", () => {
    const m = position({
      variant: "spymaster",
      phase: "attack",
      attacker: 0,
      hand0: ["forces1"],
      hand1: ["spy2"],
      documents: [0, 2],
    });
    attack(m, "forces1", "spy");
    expect(prompt(m, "spectator")).toBe("Ann wins: all three of Ben's secret documents are revealed.");
    expect(prompt(m, "spectator", "ja")).toBe("Annの勝利:Benの機密書類3枚をすべて暴きました。");
  });

  it("asks MindMaster's defender for a suit (スート), Spymaster's for a type (種類)", () => {
    const guessing = (variant: "spymaster" | "mindmaster", played: string, hand0: string) =>
      position({ variant, phase: "guess", attacker: 0, hand0: [hand0], hand1: [], played: [played] });
    expect(prompt(guessing("mindmaster", "spade1", "heart1"), 1, "ja")).toContain("スート");
    expect(prompt(guessing("mindmaster", "spade1", "heart1"), 1, "en")).toContain("suit");
    expect(prompt(guessing("spymaster", "spy1", "spy2"), 1, "ja")).toContain("種類");
  });

  it("heads MindMaster's opening pick as the pick, not as round 0 with an attacker", () => {
    const m = position({ variant: "mindmaster", phase: "pick", round: 0, hand0: ["spade1"], hand1: ["heart1"] });
    const first = describeTable(m.view(0), "en", names)[0];
    expect(first).toBe("Opening pick · nobody attacks yet");
    expect(first).not.toMatch(/Round 0|attacks:/);
  });
});
