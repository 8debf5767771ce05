import { describe, expect, it } from "vitest";
import { moveAll, type GameEvent } from "../../../src/engine/index.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import { currentStats, life } from "../../../src/games/tomb-raider/raider.ts";
import type { TombRaiderState } from "../../../src/games/tomb-raider/state.ts";
import {
  attack,
  at,
  clearHand,
  give,
  hand,
  lay,
  rollCheck,
  stackLevel,
  started,
  zoneFaces,
  type TrScenario,
} from "./helpers.ts";
import { types } from "../scenario.ts";

function solo(character = "mara", deck = "delver"): TrScenario {
  const m = started({ players: 1, characters: [character], decks: [deck] });
  const s = m.state;
  moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
  clearHand(s, 0);
  return m;
}

/** Ends the move and rolls the first check with these dice. */
function stopAndRoll(m: TrScenario, dice: number[]): GameEvent[] {
  m.act(0, { type: "stop" });
  return rollCheck(m, dice);
}

/** Puts an obstacle card of seat 0 on a square, as if placed there. */
function placeObstacle(s: TombRaiderState, square: string, face: string): string {
  const [card] = give(s, 0, [face], "hand");
  moveAll({ ...s.zones.hand0!, cards: [] }, s.zones.obstacles!);
  s.zones.hand0!.cards = s.zones.hand0!.cards.filter((c) => c !== card);
  s.zones.obstacles!.cards.push(card!);
  s.squares[square]!.obstacle = { card: card!, damage: 0, owner: 0 };
  return card!;
}

describe("defeating obstacles", () => {
  it("checks every obstacle met, in the order met, after the move: dice equal to the stat, success at or above the danger", () => {
    const m = solo();
    const s = m.state;
    stackLevel(s, ["t-corridor", "t-chasm"]);
    m.act(0, { type: "move", dir: "up" });
    m.act(0, { type: "move", dir: "up" });
    const events = stopAndRoll(m, [3, 3, 3]);
    // Dart Corridor (Move 9): 3+3+3 = 9, removed; then Chasm Bridge lists Move or Think: the raider chooses.
    expect(s.squares.c1d2?.fixedRemoved).toBe(true);
    expect(types(events)).toContain("obstacle-gone");
    expect(s.phase).toBe("tackle");
    expect(m.legal(0)).toEqual([
      { type: "tackle", stat: "move" },
      { type: "tackle", stat: "think" },
    ]);
    expect(m.refusal(0, { type: "tackle", stat: "fight" })?.code).toBe("wrong-stat");
    m.act(0, { type: "tackle", stat: "think" }, [3, 3, 3]);
    // 9 < 10: failure, 1 damage.
    expect(s.raiders[0]?.damage).toBe(1);
    expect(s.squares.c1d3?.fixedRemoved).toBe(false);
  });

  it("obstacles where the move began are not met once the raider leaves, but are when it stays", () => {
    const m = solo();
    const s = m.state;
    lay(s, "c1d2", "t-corridor");
    at(s, 0, "c1d2");
    stackLevel(s, ["t-hall"]);
    m.act(0, { type: "move", dir: "up" });
    expect(types(m.act(0, { type: "stop" }))).not.toContain("roll");
    const m2 = solo();
    const t = m2.state;
    lay(t, "c1d2", "t-corridor");
    at(t, 0, "c1d2");
    expect(stopAndRoll(m2, [6, 6, 6]).filter((e) => e.type === "roll")).toHaveLength(1);
  });

  it("obstacles where the move began are met again when the raider comes back in the same move", () => {
    const m = solo();
    const s = m.state;
    lay(s, "c1d2", "t-corridor");
    lay(s, "c1d3", "t-sunshaft");
    at(s, 0, "c1d2");
    m.act(0, { type: "move", dir: "up" });
    m.act(0, { type: "move", dir: "down" });
    const rolls = stopAndRoll(m, [1, 1, 1]).filter((e) => e.type === "roll");
    expect(rolls.map((e) => e.data.target)).toEqual([9]);
    expect(s.raiders[0]?.stuck).toBe(true);
  });

  it("weapon dice join a Fight check against an obstacle", () => {
    const m = solo();
    const s = m.state;
    lay(s, "c1d2", "t-lair");
    give(s, 0, ["d-machete"], "unsaved");
    at(s, 0, "c1d2");
    const roll = stopAndRoll(m, [2, 2, 2, 3]).find((e) => e.type === "roll");
    // Fight 3 + the machete's 1 die: 4 dice, 9 against danger 9.
    expect(roll?.data).toMatchObject({ dice: [2, 2, 2, 3], total: 9, success: true, stat: "fight" });
    expect(s.squares.c1d2?.fixedDamage).toBe(1);
  });

  it("a creature checked under water takes its token on a success even without a water-ready weapon (only raider fights deal 0 there)", () => {
    const m = solo("mara", "diver");
    const s = m.state;
    lay(s, "c1d2", "t-pool");
    const eel = placeObstacle(s, "c1d2", "o-eel");
    at(s, 0, "c1d2");
    stopAndRoll(m, [3, 3, 3]);
    expect(s.squares.c1d2?.obstacle).toMatchObject({ card: eel, damage: 1 });
  });

  it("a creature takes damage tokens; its life in tokens removes it, and tokens stay between turns", () => {
    const m = solo();
    const s = m.state;
    stackLevel(s, ["t-lair"]);
    m.act(0, { type: "move", dir: "up" });
    stopAndRoll(m, [3, 3, 3]);
    expect(s.squares.c1d2?.fixedDamage).toBe(1);
    expect(s.squares.c1d2?.fixedRemoved).toBe(false);
    s.phase = "move";
    s.progress = { seat: 0, start: "c1d2", moved: false, met: [], next: 0, reacting: null, target: null };
    stopAndRoll(m, [6, 6, 6]);
    expect(s.squares.c1d2?.fixedRemoved).toBe(true);
  });

  it("a placed creature goes back to its owner once defeated (solo: under the obstacle deck)", () => {
    const m = solo();
    const s = m.state;
    lay(s, "c1d2", "t-hall");
    const bats = placeObstacle(s, "c1d2", "o-bats");
    s.squares.c1d2!.obstacle!.damage = 1;
    at(s, 0, "c1d2");
    stopAndRoll(m, [3, 2, 2]);
    expect(s.squares.c1d2?.obstacle).toBeNull();
    expect(s.zones.obstacleDeck0?.cards[0]).toBe(bats);
  });

  it("failure effects: damage, being stopped (no search), a random discard", () => {
    const m = solo("mara", "diver");
    const s = m.state;
    lay(s, "c1d2", "t-hall");
    placeObstacle(s, "c1d2", "o-riddle");
    at(s, 0, "c1d2");
    stopAndRoll(m, [1, 1, 1]);
    expect(s.raiders[0]?.stuck).toBe(true);
    expect(s.phase).toBe("discard");
    const m2 = started({ players: 1, decks: ["brawler"] });
    const t = m2.state;
    moveAll(t.zones.obstacleDeck0!, t.zones.discard0!);
    clearHand(t, 0);
    give(t, 0, ["a-bandage"]);
    lay(t, "c1d2", "t-hall");
    const [thugs] = give(t, 0, ["o-thugs"], "hand");
    t.zones.hand0!.cards = t.zones.hand0!.cards.filter((c) => c !== thugs);
    t.zones.obstacles!.cards.push(thugs!);
    t.squares.c1d2!.obstacle = { card: thugs!, damage: 0, owner: 0 };
    at(t, 0, "c1d2");
    stopAndRoll(m2, [1, 1, 1]);
    expect(hand(t, 0)).toEqual([]);
    expect(zoneFaces(t, "discard0")).toContain("a-bandage");
  });

  it("each damage lowers every stat by 1; damage reaching life (the lowest printed stat) kills and ends the checks", () => {
    const m = solo("dex");
    const s = m.state;
    const r = s.raiders[0]!;
    expect(life(r)).toBe(2);
    r.damage = 1;
    expect(currentStats(s, 0)).toEqual({ fight: 3, move: 1, search: 2, think: 2 });
    stackLevel(s, ["t-lair"]);
    // The damage came after the action began: its Move 2 left becomes 1 at once.
    m.act(0, { type: "move", dir: "up" });
    m.act(0, { type: "stop" });
    const events = types(rollCheck(m, [1, 1, 1]));
    expect(events).toContain("death");
    expect(events).not.toContain("nothing-found");
    // Dead: no search; in the Draw round the raider takes step 1, then reloads at once.
    expect(s.phase).toBe("discard");
    expect(types(m.act(0, { type: "done" }))).toContain("reload");
    expect(s.phase).toBe("move");
    expect(s.turn).toBe(2);
    expect(r.damage).toBe(0);
    expect(r.at).toBe("c1d1");
  });
});

describe("printed obstacles of the Cave", () => {
  it("Fissure: a failed check stops the raider, so it does not search", () => {
    const m = started({ players: 1, level: "cave" });
    const s = m.state;
    moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
    clearHand(s, 0);
    lay(s, "c1d2", "c-fissure");
    at(s, 0, "c1d2");
    m.act(0, { type: "stop" });
    expect(m.legal(0)).toEqual([
      { type: "tackle", stat: "move" },
      { type: "tackle", stat: "search" },
    ]);
    m.act(0, { type: "tackle", stat: "move" }, [1, 1, 1]);
    expect(s.raiders[0]?.stuck).toBe(true);
    expect(s.raiders[0]?.damage).toBe(0);
    expect(s.phase).toBe("discard");
  });
});

describe("raider fights", () => {
  function meeting(): TrScenario {
    const m = started({ players: 2 });
    const s = m.state;
    clearHand(s, 0);
    clearHand(s, 1);
    lay(s, "c1d1", "t-hall");
    at(s, 1, "c1d1");
    stackLevel(s, ["t-sunshaft"]);
    return m;
  }

  it("a rival on the same location may be attacked: Fight dice each, the loser takes 1 damage", () => {
    const m = meeting();
    const s = m.state;
    m.act(0, { type: "move", dir: "right" });
    m.act(0, { type: "stop" });
    expect(m.legal(0)).toEqual([{ type: "attack", target: 1 }, { type: "pass" }]);
    attack(m, 1, [6, 6, 6, 1, 1, 1]);
    expect(s.raiders[1]?.damage).toBe(1);
    expect(s.raiders[0]?.attacked).toBe(true);
  });

  it("a tie hurts no one; the attacker may not search this turn", () => {
    const m = meeting();
    const s = m.state;
    m.act(0, { type: "move", dir: "right" });
    m.act(0, { type: "stop" });
    attack(m, 1, [3, 3, 3, 3, 3, 3]);
    expect(s.raiders.map((r) => r.damage)).toEqual([0, 0]);
    expect(s.active).toBe(1);
    m.act(1, { type: "stop" });
    m.act(1, { type: "pass" });
    // Hall of Echoes can be searched, but only by the raider who did not attack.
    expect(s.phase).toBe("search");
    expect(s.active).toBe(1);
  });
});

describe("windows before a raider fight (cards played at any time)", () => {
  function meeting(): TrScenario {
    const m = started({
      players: 2,
      characters: ["mara", "dex"],
      decks: ["delver", "brawler"],
      initiative: [6, 6, 6, 1, 1],
    });
    const s = m.state;
    clearHand(s, 0);
    clearHand(s, 1);
    lay(s, "c1d1", "t-hall");
    at(s, 1, "c1d1");
    stackLevel(s, ["t-sunshaft"]);
    return m;
  }

  it("the attacker may play a card in the fight decision itself, before choosing to attack", () => {
    const m = meeting();
    const s = m.state;
    const [grip] = give(s, 0, ["s-light-feet"]);
    m.act(0, { type: "move", dir: "right" });
    m.act(0, { type: "stop" });
    expect(m.prompt()?.decision).toBe("fight");
    expect(m.legal(0)).toEqual([{ type: "attack", target: 1 }, { type: "pass" }, { type: "play", card: grip }]);
    m.act(0, { type: "play", card: grip! });
    expect(hand(s, 0)).toEqual([]);
    expect(m.prompt()?.decision).toBe("fight");
  });

  it("once an attack is declared the defender gets a window, then the attacker: both may play cards before the dice", () => {
    const m = meeting();
    const s = m.state;
    const [bandage] = give(s, 1, ["a-bandage"]);
    const [grip] = give(s, 0, ["s-light-feet"]);
    s.raiders[1]!.damage = 1;
    m.act(0, { type: "move", dir: "right" });
    m.act(0, { type: "stop" });
    const declared = m.act(0, { type: "attack", target: 1 });
    expect(types(declared)).toEqual(["attack"]);
    expect(m.prompt()).toMatchObject({ decision: "defend", seats: [1] });
    expect(m.legal(1)).toEqual([{ type: "pass" }, { type: "play", card: bandage }]);
    // The attacker is not asked during the defender's window: the engine refuses its roll before the rules see it,
    // and the rules' own check refuses it too.
    expect(m.refusal(0, { type: "tackle", stat: "fight" })?.code).toBe("not-your-turn");
    expect(tombRaiderGame.check(m.state, 0, { type: "tackle", stat: "fight" })?.code).toBe("wrong-decision");
    // The defender heals before the roll; the window stays open until it passes.
    m.act(1, { type: "play", card: bandage! });
    expect(s.raiders[1]?.damage).toBe(0);
    expect(m.prompt()?.decision).toBe("defend");
    m.act(1, { type: "pass" });
    expect(m.prompt()).toMatchObject({ decision: "strike", seats: [0] });
    expect(m.legal(0)).toEqual([
      { type: "tackle", stat: "fight" },
      { type: "play", card: grip },
    ]);
    expect(m.refusal(0, { type: "pass" })?.code).toBe("wrong-decision");
    expect(m.refusal(0, { type: "attack", target: 1 })?.code).toBe("wrong-decision");
    expect(m.refusal(0, { type: "tackle", stat: "move" })?.code).toBe("wrong-stat");
    m.act(0, { type: "play", card: grip! });
    expect(m.prompt()?.decision).toBe("strike");
    // Mara Fight 3, Dex Fight 4: the attacker's three dice, then the defender's four.
    const events = m.act(0, { type: "tackle", stat: "fight" }, [6, 6, 6, 1, 1, 1, 1]);
    expect(types(events)).toContain("fight");
    expect(s.raiders[1]?.damage).toBe(1);
  });

  it("a defender killed by its own card cannot be fought: the checks follow", () => {
    const m = started({ players: 2, level: "cave", characters: ["mara", "ines"], decks: ["delver", "diver"] });
    const s = m.state;
    clearHand(s, 0);
    clearHand(s, 1);
    lay(s, "c1d1", "c-stream");
    at(s, 1, "c1d1");
    const [breath] = give(s, 1, ["a-deep-breath"]);
    s.raiders[1]!.air = 0;
    s.raiders[1]!.damage = 1;
    m.act(0, { type: "move", dir: "right" });
    m.act(0, { type: "stop" });
    m.act(0, { type: "attack", target: 1 });
    // Under water with no air, playing an action card costs 1 damage instead: Ines (life 2) dies of it.
    m.act(1, { type: "play", card: breath! });
    expect(s.raiders[1]?.dead).toBe(true);
    expect(s.phase).not.toBe("fight");
  });
});

describe("a raider killed in a rival's fight", () => {
  it("takes no action that turn and reloads in the Draw round", () => {
    const m = started({ players: 2, characters: ["mara", "dex"], initiative: [6, 6, 6, 1, 1] });
    const s = m.state;
    clearHand(s, 0);
    clearHand(s, 1);
    lay(s, "c1d1", "t-hall");
    at(s, 1, "c1d1");
    s.raiders[1]!.damage = 1;
    m.act(0, { type: "move", dir: "right" });
    m.act(0, { type: "stop" });
    attack(m, 1, [6, 6, 6, 1, 1, 1]);
    expect(s.raiders[1]?.dead).toBe(true);
    // No action for seat 1: the Search round (seat 0 attacked, so no search) and the Draw round come next.
    expect(s.phase).toBe("discard");
    expect(s.active).toBe(0);
    m.act(0, { type: "done" });
    m.act(0, { type: "done" });
    // The dead raider still takes step 1 of its Draw round (what it plays then survives), then reloads at once.
    expect(s.phase).toBe("discard");
    expect(s.active).toBe(1);
    const events = types(m.act(1, { type: "done" }));
    expect(events).toContain("reload");
    expect(s.raiders[1]?.at).toBe("c2d1");
    expect(s.phase).toBe("ready");
  });
});
