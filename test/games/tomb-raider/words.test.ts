import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { controls } from "../../../src/games/tomb-raider/controls.ts";
import {
  describeAction,
  describeEvent,
  describeRecent,
  describeTable,
  describePrompt,
} from "../../../src/games/tomb-raider/describe.ts";
import { bySet, cardName, DRAW_CARDS, faceKey, OWN_DECK } from "../../../src/games/tomb-raider/cards.ts";
import { controlAt } from "../../../src/games/controls.ts";
import { reachable } from "../reach.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import { tombRaider } from "../../../src/games/tomb-raider/index.ts";
import type { TombRaiderAction } from "../../../src/games/tomb-raider/state.ts";
import { tombRaiderStrings } from "../../../src/games/tomb-raider/strings.ts";
import { start } from "../scenario.ts";
import { clearHand, give, lay, rollCheck, stackLevel, started } from "./helpers.ts";

const names = ["Ann", "Ben"];

describe("refusals", () => {
  it("every refusal code the rules use has English and Japanese text", () => {
    const dir = "src/games/tomb-raider";
    const codes = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
      for (const m of readFileSync(`${dir}/${file}`, "utf8").matchAll(
        /code: (?:wet \? )?"([a-z-]+)"(?: : "([a-z-]+)")?/g,
      )) {
        codes.add(m[1] as string);
        if (m[2]) codes.add(m[2]);
      }
    }
    expect(codes.size).toBeGreaterThan(25);
    for (const code of codes) {
      const entry = (tombRaiderStrings as Record<string, { en: string; ja: string }>)[code];
      expect(entry, code).toBeDefined();
      expect(entry?.ja.length, code).toBeGreaterThan(0);
    }
  });
});

describe("the game in words", () => {
  it("dice rolls read as a log line with the dice, the total and the target", () => {
    const roll = {
      type: "roll",
      data: { seat: 1, purpose: "check", dice: [6, 5, 1], total: 12, target: 8, stat: "move", success: true },
    };
    expect(describeEvent(roll, "en", names)).toBe("Ben rolls Move check: 6+5+1 = 12 against 8: success.");
    expect(describeEvent(roll, "ja", names)).toBe("Benの移動判定ロール:6+5+1 = 12(目標8):成功。");
    const init = { type: "roll", data: { seat: 0, purpose: "initiative", dice: [3, 4], total: 7 } };
    expect(describeEvent(init, "en", names)).toBe("Ann rolls initiative: 3+4 = 7.");
  });

  it("a drawn card is named only to the drawer", () => {
    expect(describeEvent({ type: "draw", data: { seat: 0, count: 2 } }, "en", names)).toBe("Ann draws 2.");
    expect(describeEvent({ type: "draw", data: { seat: 0, count: 1, cards: ["0:a-sprint:1"] } }, "en", names)).toBe(
      "Ann draws 1: Sprint.",
    );
  });

  it("the latest move is told as the table's log, with its dice", () => {
    const m = started({ players: 1 });
    const s = m.state;
    clearHand(s, 0);
    s.zones.obstacleDeck0!.cards = [];
    stackLevel(s, ["t-corridor"]);
    s.raiders[0]!.movesLeft = 1;
    m.act(0, { type: "move", dir: "up" });
    expect(describeRecent(m.view(0), "en", names)).toEqual(
      expect.arrayContaining(["Ann moves to centre depth 2.", "Ann explores centre depth 2: Dart Corridor."]),
    );
    expect(describeRecent(m.view(0), "ja", names)).toContain("Annが中央・深度2へ移動。");
    m.act(0, { type: "stop" });
    rollCheck(m, [6, 6, 6]);
    expect(describeRecent(m.view(0), "en", names)).toContain("Ann rolls Move check: 6+6+6 = 18 against 9: success.");
  });

  it("the table reads as lines: raiders with stats and the explored map", () => {
    const m = started({ players: 2 });
    const lines = describeTable(m.view(0), "en", names);
    expect(lines[0]).toBe("Turn 1 · Tomb");
    expect(lines[1]).toContain(
      "Ann (Mara Quill, power 1) at left depth 1 · Fight 3 · Move 3 · Search 3 · Think 3 · damage 0/3 · air 6/6",
    );
    expect(lines[2]).toMatch(/^Ann: hand \d+ · deck \d+ · saved: none · unsaved: none$/);
    expect(lines.some((l) => l.startsWith("centre depth 4: face-down Treasure Room"))).toBe(true);
    expect(describePrompt(m.view(1), "ja", names)).toBe("Annの移動(残り移動力3)。");
  });

  it("every table kind member answers in both languages", () => {
    const kind = tombRaider.kinds[0]!;
    expect(kind.name("ja")).toBe("トゥームレイダー");
    expect(kind.guide("en").body).toContain("Treasure Room");
    expect(kind.guide("ja").body).toContain("宝物庫");
    expect(kind.cardList(["0:a-sprint:1", "0:u-climber:1"], "en")).toBe("Seasoned Climber, Sprint");
  });
});

describe("controls", () => {
  it("the starting hand: the suggested hand first (one click), then the player's own, card by card", () => {
    const m = start(tombRaiderGame, { seed: 3, players: 1, options: {} });
    m.act(0, { type: "level", level: "tomb" });
    m.act(0, { type: "deck", character: "ines", deck: "delver" });
    const view = m.view(0);
    const legal = m.legal(0);
    const c = controls(view, legal, "en");
    expect(c.place).toBe("hand");
    expect(c.controls[0]).toMatchObject({ type: "button", action: legal[0] });
    const own = c.controls[1];
    if (own?.type !== "group") throw new Error("no group");
    expect(own.placeholder).toBe("Or choose your own 3 cards");
    const [first] = own.options;
    const second = controlAt(c.controls, [1, 0, 0]);
    if (!first || second?.type !== "group") throw new Error("no second step");
    expect(second.placeholder).toBe("Card 2 of 3");
    expect(first.notes).toEqual([`Your hand so far: ${first.label}.`]);
    const last = controlAt(c.controls, [1, 0, 0, 1, 0]);
    if (last?.type !== "pick") throw new Error("no last step");
    expect(last.placeholder).toBe("Card 3 of 3");
    const action = last.action([last.options[0]!.value]);
    expect(action).toMatchObject({ type: "hand" });
    expect(tombRaiderGame.check(m.state, 0, action as TombRaiderAction)).toBeNull();
  });

  it("the starting hand in Discord: every hand can be chosen, second copies too, each one way only, within Discord's limits", () => {
    const m = start(tombRaiderGame, { seed: 3, players: 2, options: {} });
    // Seat 1 brings its own deck of 30 different cards: more than one menu holds.
    const own = DRAW_CARDS.filter((card) => card.kind !== "upgrade")
      .slice(0, 30)
      .map((card) => ({ card: card.id, copies: 1 }));
    m.act(0, { type: "level", level: "tomb" });
    m.act(0, { type: "deck", character: "mara", deck: "delver" });
    m.act(1, { type: "deck", character: "dex", deck: OWN_DECK, cards: own });
    for (const seat of [0, 1]) {
      const deck = m.state.zones[`deck${seat}`]!.cards;
      expect(deck).toHaveLength(30);
      const walked = reachable(controls(m.view(seat), m.legal(seat), "en"));
      expect(walked.problems).toEqual([]);
      // Every hand of 3 cards from the deck, copies of a card alike.
      const hands = new Set<string>();
      for (let a = 0; a < deck.length; a++)
        for (let b = a + 1; b < deck.length; b++)
          for (let c = b + 1; c < deck.length; c++) {
            hands.add([deck[a]!, deck[b]!, deck[c]!].map(faceKey).sort().join());
          }
      const reached = [...walked.reached.values()].map((a) =>
        a.type === "hand" ? a.cards.map(faceKey).sort().join() : "",
      );
      expect(new Set(reached)).toEqual(hands);
      expect(reached).toHaveLength(hands.size);
      for (const action of walked.reached.values()) expect(tombRaiderGame.check(m.state, seat, action)).toBeNull();
    }
    // Both Sprints and a Spike Pit, chosen in the set's order, one card a step.
    const deck = m.state.zones.deck0!.cards;
    const wanted = [
      ...deck.filter((x) => faceKey(x) === "a-sprint").sort(),
      deck.filter((x) => faceKey(x) === "o-pit").sort()[0]!,
    ].sort(bySet);
    let shown = controls(m.view(0), m.legal(0), "en").controls.slice(1);
    for (const card of wanted.slice(0, 2)) {
      const step = shown[0];
      if (step?.type !== "group") throw new Error("no group");
      shown = step.options.find((o) => o.label === cardName(card, "en"))!.controls;
    }
    const last = shown[0];
    if (last?.type !== "pick") throw new Error("no last step");
    const option = last.options.find((o) => o.label === cardName(wanted[2]!, "en"))!;
    expect(last.action([option.value])).toEqual({ type: "hand", cards: wanted });
  });

  it("moving: only the legal directions are buttons; the others are greyed out; stop is quiet", () => {
    const m = started({ players: 1 });
    const s = m.state;
    clearHand(s, 0);
    lay(s, "c1d2", "t-well");
    s.raiders[0]!.at = "c1d2";
    const view = m.view(0);
    const c = controls(view, m.legal(0), "en");
    expect(c.controls.slice(0, 4)).toEqual([
      { type: "blocked", label: "Up" },
      { type: "blocked", label: "Left" },
      { type: "blocked", label: "Right" },
      { type: "button", label: "Down", action: { type: "move", dir: "down" } },
    ]);
    expect(c.controls.at(-1)).toMatchObject({ type: "button", tone: "quiet", action: { type: "stop" } });
    expect(c.perRow).toBe(4);
  });

  it("obstacle placement is asked privately of the rival", () => {
    const m = started({ players: 2 });
    const s = m.state;
    clearHand(s, 1);
    const [pit] = give(s, 1, ["o-pit"]);
    s.phase = "place";
    s.placement = { mover: 0, square: "c1d3", limit: 6 };
    lay(s, "c1d3", "t-crypt");
    const c = controls(m.view(1), m.legal(1), "ja");
    expect(c.place).toBe("hand");
    expect(c.controls).toEqual([
      { type: "button", label: "パス", action: { type: "pass" }, tone: "quiet" },
      {
        type: "button",
        label: "棘の落とし穴を置く",
        action: { type: "place", card: pit },
        description: "危険度8 · 判定：移動 · 失敗：移動不可、1ダメージ",
      },
    ]);
    // Passing is the window's first choice, whatever the hand holds, so the table can offer it as one press.
    expect(c.pass).toBe(0);
  });

  it("set-up screens carry no turn of a game under way; the raider menu shows stats; a solo placement is the deck's", () => {
    const m = started({ players: 2 });
    const s = m.state;
    s.phase = "level";
    s.level = null;
    for (const r of s.raiders) r.character = null;
    const lines = describeTable(m.view(0), "en", names);
    expect(lines[0]).toBe("Setting up · level: not chosen yet");
    expect(lines.join("\n")).not.toMatch(/Turn 0|hand 0 · deck 0/);
    expect(describeTable(m.view(0), "ja", names)[0]).toBe("準備中 · レベル:未選択");
    expect(describeAction({ type: "deck", character: "dex", deck: "delver" }, "en")).toBe(
      "Dex Harrow (Fight 4 · Move 2 · Search 3 · Think 3) with Tomb Delver",
    );
    const placed = { type: "place", data: { seat: 0, square: "c1d2", card: "0:o-pit:1", byDeck: true } };
    expect(describeEvent(placed, "en", names)).toBe("The obstacle deck places Spike Pit at centre depth 2.");
    expect(describeEvent({ type: "obstacles-skipped", data: { seat: 0, count: 1 } }, "en", names)).toBe(
      "Obstacle cards that do not fit go under the obstacle deck: 1.",
    );
  });

  it("save and reset go on the public table", () => {
    const m = started({ players: 1 });
    const s = m.state;
    lay(s, "c1d2", "t-shrine");
    s.raiders[0]!.at = "c1d2";
    s.squares.c1d2!.savePoint = true;
    s.phase = "wrap-up";
    const c = controls(m.view(0), m.legal(0), "en");
    expect(c.place).toBe("table");
    expect(c.controls.map((x) => (x.type === "button" ? x.label : x.type))).toEqual([
      "End the turn",
      "Save here",
      "Reset (back to the restart point)",
    ]);
  });
});
