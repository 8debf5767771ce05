/** Cards played "at any time": the rival's reaction window and the active raider's decision before each check. */
import { describe, expect, it } from "vitest";
import type { Seat } from "../../../src/engine/index.ts";
import { tombRaiderBot } from "../../../src/games/tomb-raider/bot.ts";
import { controls } from "../../../src/games/tomb-raider/controls.ts";
import { describePrompt } from "../../../src/games/tomb-raider/describe.ts";
import type { TombRaiderAction } from "../../../src/games/tomb-raider/state.ts";
import { at, clearHand, give, lay, rollCheck, started, type TrScenario } from "./helpers.ts";
import { types } from "../scenario.ts";

const botChoice = (m: TrScenario, seat: Seat): TombRaiderAction =>
  tombRaiderBot.choose(m.view(seat), m.legal(seat), null as never);

/** Solo, empty hand, standing on the Dart Corridor (a Move 9 check), the move just ended: the check is open. */
function soloCheck(faces: string[] = []): TrScenario {
  const m = started({ players: 1 });
  const s = m.state;
  s.zones.obstacleDeck0!.cards = [];
  clearHand(s, 0);
  give(s, 0, faces);
  lay(s, "c1d2", "t-corridor");
  at(s, 0, "c1d2");
  m.act(0, { type: "stop" });
  return m;
}

/** Two players: seat 0 steps onto the Dart Corridor and stops; the hands are given. */
function duoCheck(mine: string[] = [], theirs: string[] = []): TrScenario {
  const m = started({ players: 2 });
  const s = m.state;
  clearHand(s, 0);
  clearHand(s, 1);
  give(s, 0, mine);
  give(s, 1, theirs);
  lay(s, "c0d2", "t-corridor");
  m.act(0, { type: "move", dir: "up" });
  m.act(0, { type: "stop" });
  return m;
}

describe("the check decision (the active raider, before each obstacle check)", () => {
  it("is offered with an empty hand too: rolling is the first and only choice; solo has no reaction window", () => {
    const m = soloCheck();
    expect(m.prompt()).toMatchObject({ decision: "tackle", seats: [0] });
    expect(m.legal(0)).toEqual([{ type: "tackle", stat: "move" }]);
    expect(m.view(0).table).toMatchObject({ reacting: null, checking: { card: null, stats: ["move"], danger: 9 } });
    expect(m.refusal(0, { type: "pass" })?.code).toBe("wrong-decision");
    expect(types(rollCheck(m, [3, 3, 3]))).toContain("obstacle-gone");
  });

  it("a card played first changes the outcome: Light Feet's +1 Move adds a die to the Move check", () => {
    const failed = soloCheck(["s-light-feet"]);
    rollCheck(failed, [3, 3, 2]);
    expect(failed.state.raiders[0]?.stuck).toBe(true);
    const m = soloCheck(["s-light-feet"]);
    const s = m.state;
    const play = m.legal(0).find((a) => a.type === "play");
    expect(m.legal(0)[0]).toEqual({ type: "tackle", stat: "move" });
    if (!play) throw new Error("Light Feet not offered");
    m.act(0, play);
    // The decision stays open after a card: roll now (or play another).
    expect(m.prompt()).toMatchObject({ decision: "tackle", seats: [0] });
    expect(m.legal(0)).toEqual([{ type: "tackle", stat: "move" }]);
    const roll = rollCheck(m, [3, 3, 2, 1]).find((e) => e.type === "roll");
    expect(roll?.data).toMatchObject({ total: 9, success: true });
    expect(s.raiders[0]?.stuck).toBe(false);
    expect(s.squares.c1d2?.fixedRemoved).toBe(true);
  });

  it("Move and search cards are not playable there; a card that removes the obstacle skips its check", () => {
    const m = soloCheck(["a-sprint", "a-sweep"]);
    expect(m.legal(0)).toEqual([{ type: "tackle", stat: "move" }]);
    const m2 = started({ players: 1, decks: ["brawler"] });
    const t = m2.state;
    t.zones.obstacleDeck0!.cards = [];
    clearHand(t, 0);
    const [strike] = give(t, 0, ["a-strike"]);
    lay(t, "c1d2", "t-lair");
    t.squares.c1d2!.fixedDamage = 1;
    at(t, 0, "c1d2");
    m2.act(0, { type: "stop" });
    const events = types(m2.act(0, { type: "play", card: strike! }));
    expect(events).toContain("obstacle-gone");
    expect(events).not.toContain("roll");
    expect(t.phase).toBe("search");
  });

  it("a raider that dies of a card played under water ends its checks, with no roll", () => {
    const m = started({ players: 1, level: "cave" });
    const s = m.state;
    s.zones.obstacleDeck0!.cards = [];
    clearHand(s, 0);
    const [bandage] = give(s, 0, ["a-bandage"]);
    lay(s, "c1d2", "c-siphon");
    at(s, 0, "c1d2");
    s.raiders[0]!.air = 0;
    s.raiders[0]!.damage = 2;
    m.act(0, { type: "stop" });
    const events = types(m.act(0, { type: "play", card: bandage! }));
    expect(events).toContain("death");
    expect(events).not.toContain("heal");
    expect(events).not.toContain("roll");
    expect(s.phase).toBe("discard");
    expect(types(m.act(0, { type: "done" }))).toContain("reload");
  });

  it("the bot rolls, unless a card raises the stat checked", () => {
    expect(botChoice(soloCheck(["a-bandage", "u-keen-eye"]), 0)).toEqual({ type: "tackle", stat: "move" });
    const m = soloCheck(["s-light-feet"]);
    expect(botChoice(m, 0)).toMatchObject({ type: "play" });
    const hurt = soloCheck(["a-bandage"]);
    hurt.state.raiders[0]!.damage = 1;
    expect(botChoice(hurt, 0)).toMatchObject({ type: "play" });
  });
});

describe("the reaction window (the rival, before each check of the active raider)", () => {
  it("comes first, offered with an empty hand too: pass is the first and only choice; then the check decision", () => {
    const m = duoCheck();
    const s = m.state;
    expect(m.prompt()).toMatchObject({ decision: "react", seats: [1] });
    expect(m.legal(1)).toEqual([{ type: "pass" }]);
    expect(m.legal(0)).toEqual([]);
    expect(m.refusal(1, { type: "tackle", stat: "move" })?.code).toBe("wrong-decision");
    m.act(1, { type: "pass" });
    expect(m.prompt()).toMatchObject({ decision: "tackle", seats: [0] });
    rollCheck(m, [1, 1, 1]);
    expect(s.raiders[0]?.stuck).toBe(true);
  });

  it("the rival heals in the window; it stays open until the rival passes, one window per check", () => {
    const m = duoCheck([], ["a-bandage", "a-sprint"]);
    const s = m.state;
    s.raiders[1]!.damage = 1;
    const bandage = m.legal(1).find((a) => a.type === "play");
    expect(m.legal(1)).toHaveLength(2);
    expect(botChoice(m, 1)).toEqual(bandage);
    const events = m.act(1, bandage!);
    expect(types(events)).toContain("heal");
    expect(s.raiders[1]?.damage).toBe(0);
    // Sprint is a Move card: not for a rival's check.
    expect(m.legal(1)).toEqual([{ type: "pass" }]);
    expect(botChoice(m, 1)).toEqual({ type: "pass" });
    m.act(1, { type: "pass" });
    expect(m.prompt()?.seats).toEqual([0]);
    m.act(0, { type: "tackle", stat: "move" }, [6, 6, 6]);
    expect(m.prompt()).toMatchObject({ decision: "move", seats: [1] });
  });

  it("the answers in the windows add to the table's recent actions: the step that led to the check stays shown", () => {
    const m = started({ players: 2 });
    const s = m.state;
    clearHand(s, 0);
    clearHand(s, 1);
    lay(s, "c0d2", "t-corridor");
    s.raiders[0]!.movesLeft = 1;
    m.act(0, { type: "move", dir: "up" });
    m.act(0, { type: "stop" });
    rollCheck(m, [6, 6, 6]);
    expect(s.recent.map((r) => r.type)).toEqual(["stop", "roll", "obstacle-gone"]);
    m.act(1, { type: "stop" });
    expect(s.recent.map((r) => r.type)).toEqual(["stop"]);
  });

  it("a dead rival has no window", () => {
    const m = started({ players: 2 });
    const s = m.state;
    clearHand(s, 0);
    lay(s, "c0d2", "t-corridor");
    s.raiders[1]!.dead = true;
    m.act(0, { type: "move", dir: "up" });
    m.act(0, { type: "stop" });
    expect(m.prompt()).toMatchObject({ decision: "tackle", seats: [0] });
  });
});

describe("hidden information around the windows", () => {
  it("the windows, the prompts and the other seats' views do not depend on either hand", () => {
    const seen = [
      [[], []],
      [
        ["s-light-feet", "a-bandage"],
        ["a-bandage", "u-climber"],
      ],
      [
        ["o-pit", "d-rope"],
        ["o-pit", "d-rope"],
      ],
    ].map(([mine, theirs]) => {
      const m = duoCheck(mine, theirs);
      const react = {
        prompt: m.prompt(),
        place: controls(m.view(1), m.legal(1), "en").place,
        spectator: m.view("spectator"),
      };
      m.act(1, { type: "pass" });
      const check = {
        prompt: m.prompt(),
        place: controls(m.view(0), m.legal(0), "en").place,
        spectator: m.view("spectator"),
      };
      return { react, check };
    });
    for (const one of seen) {
      expect(one.react.prompt).toEqual(seen[0]!.react.prompt);
      expect(one.check.prompt).toEqual(seen[0]!.check.prompt);
      expect(one.react.place).toBe("hand");
      expect(one.check.place).toBe("hand");
    }
    // Same hand sizes: the spectator (and so the other player's table) sees exactly the same.
    expect(seen[1]!.react.spectator).toEqual(seen[2]!.react.spectator);
    expect(seen[1]!.check.spectator).toEqual(seen[2]!.check.spectator);
  });

  it("the opponent's view during and after a window is the same whatever the window's owner holds", () => {
    const views = [
      ["a-bandage", "u-keen-eye"],
      ["o-pit", "o-bats"],
    ].map((theirs) => {
      const m = duoCheck(["s-light-feet"], theirs);
      const s = m.state;
      s.raiders[1]!.damage = 1;
      const during = m.view(0);
      m.act(1, { type: "pass" });
      return { during, after: m.view(0) };
    });
    expect(views[0]!.during).toEqual(views[1]!.during);
    expect(views[0]!.after).toEqual(views[1]!.after);
  });
});

describe("the windows' controls", () => {
  it("roll or pass first and quiet, card buttons after, all in the private reply; prompts in both languages", () => {
    const m = duoCheck(["s-light-feet"], ["a-bandage"]);
    const s = m.state;
    s.raiders[1]!.damage = 1;
    const react = controls(m.view(1), m.legal(1), "en");
    expect(react.place).toBe("hand");
    expect(react.controls[0]).toMatchObject({ type: "button", label: "Pass", tone: "quiet", action: { type: "pass" } });
    expect(react.controls[1]).toMatchObject({ type: "button", label: "Play Bandage" });
    // The reaction window may be passed from the table too: its pass is marked, whatever the hand holds.
    expect(react.pass).toBe(0);
    const names = ["Ann", "Bo"];
    expect(describePrompt(m.view(0), "en", names)).toBe(
      "Before Ann's check against the location's printed obstacle (danger 9, Move), Bo may play a card or pass.",
    );
    expect(describePrompt(m.view(0), "ja", names)).toContain("Bo");
    m.act(1, { type: "pass" });
    const check = controls(m.view(0), m.legal(0), "ja");
    expect(check.place).toBe("hand");
    expect(check.controls[0]).toMatchObject({
      type: "button",
      label: "移動で判定する",
      tone: "quiet",
      action: { type: "tackle", stat: "move" },
    });
    expect(check.controls[1]).toMatchObject({ type: "button", action: { type: "play" } });
    expect(describePrompt(m.view(1), "en", names)).toBe(
      "Ann's check against the location's printed obstacle (danger 9, Move): roll, or play a card first.",
    );
    expect(check.pass).toBeUndefined();
    const empty = soloCheck();
    expect(controls(empty.view(0), empty.legal(0), "en")).toMatchObject({
      place: "hand",
      controls: [{ type: "button", label: "Roll Move", tone: "quiet" }],
    });
  });
});

describe("the fight's controls", () => {
  it("the attack, the defender's window and the attacker's roll are all private replies; only the defender's is a pass window", () => {
    const m = started({ players: 2 });
    const s = m.state;
    clearHand(s, 0);
    clearHand(s, 1);
    lay(s, "c1d1", "t-hall");
    at(s, 1, "c1d1");
    m.act(0, { type: "move", dir: "right" });
    m.act(0, { type: "stop" });
    const names = ["Ann", "Bo"];
    const fight = controls(m.view(0), m.legal(0), "en");
    expect(fight).toMatchObject({
      place: "hand",
      controls: [{ label: "Attack Player 2" }, { label: "Pass", tone: "quiet" }],
    });
    expect(fight.pass).toBeUndefined();
    m.act(0, { type: "attack", target: 1 });
    const defend = controls(m.view(1), m.legal(1), "ja");
    expect(defend).toMatchObject({ place: "hand", pass: 0, controls: [{ action: { type: "pass" }, tone: "quiet" }] });
    expect(describePrompt(m.view(0), "en", names)).toBe(
      "Ann attacks Bo: before the Fight dice, Bo may play a card or pass.",
    );
    m.act(1, { type: "pass" });
    const strike = controls(m.view(0), m.legal(0), "en");
    expect(strike).toMatchObject({
      place: "hand",
      controls: [{ label: "Roll Fight", action: { type: "tackle", stat: "fight" } }],
    });
    expect(strike.pass).toBeUndefined();
    expect(describePrompt(m.view(1), "ja", names)).toBe("AnnがBoを攻撃:戦闘ダイスを振るか、先にカードを使います。");
  });
});
