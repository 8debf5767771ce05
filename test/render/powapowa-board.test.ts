/**
 * What the Powapowa board says (issues 27 and 28): every line of text it draws is recorded with its size, so each
 * point reads as words rather than pixels.
 */
import { CanvasRenderingContext2D } from "canvas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Locale } from "../../src/engine/index.ts";
import { paintPowapowa } from "../../src/render/powapowa.ts";
import { WIDTH } from "../../src/render/powapowa/scene.ts";
import { begin, card, neko, scenario, type PwScenario, type SeatSpec } from "../games/powapowa/helpers.ts";

interface Drawn {
  text: string;
  /** The font size in pixels at the board's full width. */
  size: number;
}

let drawn: Drawn[] = [];
const fillText = CanvasRenderingContext2D.prototype.fillText;

beforeEach(() => {
  drawn = [];
  CanvasRenderingContext2D.prototype.fillText = function (
    this: CanvasRenderingContext2D,
    text: string,
    x: number,
    y: number,
    maxWidth?: number,
  ) {
    drawn.push({ text, size: Number(/(\d+)px/.exec(this.font)?.[1] ?? 0) });
    return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
  };
});

afterEach(() => {
  CanvasRenderingContext2D.prototype.fillText = fillText;
});

function textsOf(match: PwScenario, locale: Locale = "en"): string[] {
  drawn = [];
  paintPowapowa(match.view("spectator"), locale);
  return drawn.map((d) => d.text);
}

const M = neko(0, "mochi");
const H = neko(1, "hana");

/** Seat 0's Mochi (stage 2) starts a fight with seat 1's Hana (stage 2), with these hands. */
function fightStarted(mine: Partial<SeatSpec> = {}, theirs: Partial<SeatSpec> = {}): PwScenario {
  const match = begin(
    scenario({
      seats: [
        { field: [{ id: "mochi", stage: 2 }], deck: ["dodge", "dodge"], ...mine },
        { field: [{ id: "hana", stage: 2 }], deck: ["dodge", "dodge"], ...theirs },
      ],
      step: "nekomimi",
      turn: 3,
    }),
  );
  match.act(0, { type: "fight", by: M, target: H });
  return match;
}

describe("the Powapowa board says", () => {
  it("which ground a fight is on: none once the defender accepted without a territory", () => {
    const asked = fightStarted();
    asked.act(0, { type: "done" });
    expect(textsOf(asked)).toContain("Ground: not chosen yet");
    asked.act(1, { type: "accept", ground: null });
    const texts = textsOf(asked);
    expect(texts).toContain("No ground (no territory)");
    expect(texts).not.toContain("Ground: not chosen yet");
  });

  it("a nekomimi's attack, defence and charisma in the reader's language", () => {
    const match = begin(
      scenario({
        seats: [
          { field: [{ id: "mochi", stage: 2 }], deck: ["dodge"] },
          { field: [{ id: "hana" }], deck: ["dodge"] },
        ],
        step: "breeder",
      }),
    );
    expect(textsOf(match, "ja")).toContain("攻2 防3 カ2");
    expect(textsOf(match, "ja")).not.toContain("A2 D3 C2");
    expect(textsOf(match, "en")).toContain("A2 D3 C2");
  });

  it("a fight's figures and result after it ends with no spoils to pick, until the next move", () => {
    // Mochi A2 against Hana D3, Hana A2 against Mochi D3: no damage, a draw, nothing to pick.
    const match = fightStarted();
    match.act(0, { type: "done" });
    match.act(1, { type: "accept", ground: null });
    match.act(1, { type: "done" });
    match.act(0, { type: "reveal", cards: [], proxy: null });
    match.act(1, { type: "reveal", cards: [], proxy: null });
    expect(match.state.fight).toBeNull();
    const texts = textsOf(match);
    expect(texts).toEqual(expect.arrayContaining(["Fight over", "draw", "A2 D3"]));
    // The fight was Mochi's action: the turn has passed to seat 1, whose first move clears it.
    match.act(1, { type: "skip" });
    expect(textsOf(match)).not.toContain("Fight over");
  });

  it("every card a side turned up, a proxy's side too", () => {
    const match = fightStarted({ hand: ["guard-dog", "scratch"] });
    match.act(0, { type: "commit", card: card(0, "scratch") });
    match.act(0, { type: "commit", card: card(0, "guard-dog") });
    match.act(0, { type: "done" });
    match.act(1, { type: "accept", ground: null });
    match.act(1, { type: "done" });
    match.act(0, { type: "reveal", cards: [card(0, "scratch"), card(0, "guard-dog")], proxy: card(0, "guard-dog") });
    match.act(1, { type: "reveal", cards: [], proxy: null });
    const words = textsOf(match).join(" ");
    expect(words).toContain("Proxy: Neighbour's Dog");
    expect(words).toMatch(/Turned up: Scratch, Neighbour's Dog/);
  });

  it("the last happenings after a move that has none of its own", () => {
    const declared = fightStarted();
    expect(textsOf(declared)).toContain("Mochi picks a fight with Hana!");
    // Done with fight cards: nothing public happens, and the log keeps what last did.
    declared.act(0, { type: "done" });
    expect(declared.view(1).table.recent).not.toEqual([]);
    expect(textsOf(declared)).toContain("Mochi picks a fight with Hana!");
  });

  it("each discard pile by name, copies counted", () => {
    const match = begin(
      scenario({
        seats: [
          { field: [{ id: "mochi" }], deck: ["dodge"], discard: ["scratch", "dodge", "scratch"] },
          { field: [{ id: "hana" }], deck: ["dodge"] },
        ],
        step: "breeder",
      }),
    );
    expect(textsOf(match).join("\n")).toContain("Discard (3): Scratch ×2, Quick Dodge");
  });

  it("the key to the lettered territory squares, in both languages", () => {
    const match = begin(
      scenario({
        seats: [
          { field: [{ id: "mochi" }], deck: ["dodge"] },
          { field: [{ id: "hana" }], deck: ["dodge"] },
        ],
        step: "breeder",
      }),
    );
    expect(textsOf(match)).toEqual(
      expect.arrayContaining(["H", "house", "T", "town", "M", "meadow", "W", "waterside", "any kind", "item on it"]),
    );
    expect(textsOf(match, "ja")).toEqual(expect.arrayContaining(["家", "街", "野原", "水辺", "属性問わず"]));
  });

  it("what each nekomimi's next stage needs", () => {
    // Mochi at stage 2 needs house and any: it holds a house.
    const match = begin(
      scenario({
        seats: [
          { field: [{ id: "mochi", stage: 2, territories: ["cozy-house"] }], deck: ["dodge"] },
          { field: [{ id: "hana" }], deck: ["dodge"] },
        ],
        step: "breeder",
      }),
    );
    const texts = textsOf(match);
    const at = texts.indexOf("Next:");
    expect(at).toBeGreaterThan(0);
    expect(texts.slice(at + 1, at + 3)).toEqual(["H", "🐾"]);
  });

  it("the cards on a nekomimi large enough to read when a phone shows the board 400 px wide", () => {
    const match = begin(
      scenario({
        seats: [
          { field: [{ id: "mochi", stage: 2, attached: ["ribbon-bow", "singing"] }], deck: ["dodge"] },
          { field: [{ id: "hana" }], deck: ["dodge"] },
        ],
        step: "breeder",
      }),
    );
    textsOf(match);
    const line = drawn.find((d) => d.text.includes("Ribbon Bow"));
    expect(line?.text).toBe("Ribbon Bow, Singing");
    expect(((line?.size ?? 0) * 400) / WIDTH).toBeGreaterThanOrEqual(8.8);
  });
});
