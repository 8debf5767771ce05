/** The shared control shapes (src/games/controls.ts) and the reachability invariant every fuzz run uses (reach.ts). */
import { describe, expect, it } from "vitest";
import { createMatch, type Match } from "../../src/engine/index.ts";
import {
  buttonsOrMenu,
  controlAt,
  groupOf,
  menu,
  openedAt,
  type Control,
  type Controls,
} from "../../src/games/controls.ts";
import { controls as spymasterControls } from "../../src/games/spymaster/controls.ts";
import { spymasterGame } from "../../src/games/spymaster/index.ts";
import type { SpymasterAction, SpymasterState } from "../../src/games/spymaster/state.ts";
import { reachable, reachProblem } from "./reach.ts";

const items = (n: number): { label: string; action: number }[] =>
  Array.from({ length: n }, (_, i) => ({ label: `Choice ${i + 1}`, action: i }));
const inHand = (controls: Control<number>[]): Controls<number> => ({ place: "hand", controls });

describe("choices beyond one menu", () => {
  it("buttonsOrMenu keeps buttons while they fit, one menu up to 25, and pages of menus beyond, every choice reachable", () => {
    expect(buttonsOrMenu(items(5), "Pick").map((c) => c.type)).toEqual([
      "button",
      "button",
      "button",
      "button",
      "button",
    ]);
    expect(buttonsOrMenu(items(25), "Pick", 4).map((c) => c.type)).toEqual(["pick"]);
    for (const n of [26, 60, 625, 626, 1000]) {
      const walked = reachable(inHand(buttonsOrMenu(items(n), "Pick", 4)));
      expect(walked.problems, `${n} choices`).toEqual([]);
      expect(
        [...walked.reached.values()].sort((a, b) => a - b),
        `${n} choices`,
      ).toEqual(items(n).map((i) => i.action));
    }
  });

  it("names each page by its first and last choice", () => {
    const [paged] = buttonsOrMenu(items(60), "Pick", 4);
    expect(paged?.type).toBe("group");
    if (paged?.type !== "group") return;
    expect(paged.options.map((o) => o.label)).toEqual([
      "Choice 1 … Choice 25",
      "Choice 26 … Choice 50",
      "Choice 51 … Choice 60",
    ]);
    expect(controlAt([paged], [0, 2, 0])?.type).toBe("pick");
  });

  it("a group of more options than a menu holds comes in pages too", () => {
    const options = items(40).map((i) => ({
      label: i.label,
      controls: [menu([{ label: "Yes", action: i.action }], "Confirm")],
    }));
    const walked = reachable(inHand([groupOf("Choose", options)]));
    expect(walked.problems).toEqual([]);
    expect(walked.reached.size).toBe(40);
  });

  it("openedAt shows an opened option's controls with the labels on the way; a path that names nothing is null", () => {
    const nested = groupOf("Outer", [
      {
        label: "A",
        controls: [
          groupOf("Inner", [
            { label: "B", notes: ["so far: A, B"], controls: [{ type: "button", label: "Go", action: 7 }] },
          ]),
        ],
      },
    ]);
    const offered = inHand([{ type: "button", label: "Skip", action: 0 }, nested]);
    expect(openedAt(offered, [])?.controls).toBe(offered.controls);
    const inner = openedAt(offered, [1, 0, 0, 0]);
    expect(inner?.trail).toEqual(["A", "B"]);
    expect(inner?.notes).toEqual(["so far: A, B"]);
    expect(controlAt(offered.controls, [1, 0, 0, 0, 0])).toEqual({ type: "button", label: "Go", action: 7 });
    expect(openedAt(offered, [0, 0])).toBeNull();
    expect(openedAt(offered, [1, 3])).toBeNull();
    expect(openedAt(offered, [1])).toBeNull();
  });
});

describe("the reachability invariant", () => {
  const created = createMatch(spymasterGame, { seed: 11, players: 2, options: { variant: "spymaster" } });
  if (!created.ok) throw new Error("setup refused");
  const match: Match<SpymasterState, SpymasterAction> = created.match;
  const seat = match.state.attacker;

  it("passes the game's own controls", () => {
    expect(reachProblem(spymasterGame, spymasterControls, match, seat)).toBeNull();
  });

  it("finds a legal action the controls leave out", () => {
    const dropping: typeof spymasterControls = (view, legal, locale) => spymasterControls(view, legal.slice(1), locale);
    expect(reachProblem(spymasterGame, dropping, match, seat)).toMatch(/legal but not reachable 1: /);
  });

  it("finds a reachable action the game refuses", () => {
    const forging: typeof spymasterControls = (view, legal, locale) => {
      const offered = spymasterControls(view, legal, locale);
      return {
        ...offered,
        controls: [
          ...offered.controls,
          { type: "button", label: "Forged", action: { type: "play", card: "1:nothing:1" } },
        ],
      };
    };
    expect(reachProblem(spymasterGame, forging, match, seat)).toMatch(/reachable but refused 1: /);
  });

  it("finds a pass button where the rules have no pass window", () => {
    const passing: typeof spymasterControls = (view, legal, locale) => {
      const offered = spymasterControls(view, legal, locale);
      return { ...offered, pass: 0 };
    };
    expect(reachProblem(spymasterGame, passing, match, seat)).toMatch(/the controls pass with .*, the rules with null/);
  });

  it("finds controls Discord could not show: a menu of more than 25 options, more than 5 rows, a group too deep", () => {
    const options = items(26).map((i) => ({ value: String(i.action), label: i.label }));
    const wide: Control<number> = { type: "pick", placeholder: "Pick", count: 1, options, action: ([v]) => Number(v) };
    expect(reachable(inHand([wide])).problems).toEqual(["controls: menu 0 has 26 options"]);
    const rows = items(6).map((i): Control<number> => ({
      type: "pick",
      placeholder: "Pick",
      count: 1,
      options: [{ value: "0", label: i.label }],
      action: () => i.action,
    }));
    expect(reachable(inHand(rows)).problems).toEqual(["controls: 6 rows where 5 fit"]);
    expect(reachable({ ...inHand(rows.slice(1)), pass: 0 }).problems).toEqual(["controls: 5 rows where 4 fit"]);
    let deep: Control<number> = { type: "button", label: "Go", action: 1 };
    for (let depth = 0; depth < 9; depth++)
      deep = { type: "group", placeholder: "Step", options: [{ label: "On", controls: [deep] }] };
    expect(reachable(inHand([deep])).problems).toEqual([
      "0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0: group 0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0 lies 9 groups deep",
    ]);
  });

  it("counts the Back button among an opened group's buttons", () => {
    const buttons = items(25).map((i): Control<number> => ({ type: "button", ...i }));
    const walked = reachable(inHand([groupOf("Open", [{ label: "All", controls: buttons }])]));
    expect(walked.problems).toEqual(["0.0: 6 rows where 5 fit", "0.0: 26 buttons"]);
  });
});
