/**
 * The lines the terminal numbers for a decision (issue 28): each choice reads differently from the others of the same
 * decision, and a choice naming another breeder's nekomimi says whose it is.
 */
import { describe, expect, it } from "vitest";
import { autoplay, LOCALES, randomBot, viewMatch, waitingFor, type Bot } from "../../../src/engine/index.ts";
import { TABLE_KINDS } from "../../../src/games/catalog.ts";
import { powapowaBot } from "../../../src/games/powapowa/bot.ts";
import { ownerOf } from "../../../src/games/powapowa/cards.ts";
import { DEFAULT_OPTIONS, powapowaGame } from "../../../src/games/powapowa/game.ts";
import type { PowapowaAction, PowapowaView } from "../../../src/games/powapowa/state.ts";
import { defaultNames } from "../../../src/games/powapowa/words.ts";
import { begin, card, neko, scenario } from "./helpers.ts";

const kind = TABLE_KINDS.get("powapowa");
if (!kind) throw new Error("no powapowa table kind");
const random = randomBot as Bot<PowapowaView, PowapowaAction>;

/** The other breeder's nekomimi an action names, if any. */
function rivalNamed(action: PowapowaAction, seat: number): string | null {
  const named =
    action.type === "fight"
      ? action.target
      : action.type === "play" && action.nekomimi !== action.by
        ? action.nekomimi
        : undefined;
  return named !== undefined && ownerOf(named) !== seat ? named : null;
}

describe("Powapowa's choices in words", () => {
  it("read apart within every decision and say whose another breeder's nekomimi is, in bot games of 2 to 4 breeders in both languages", () => {
    const problems: string[] = [];
    let decisions = 0;
    for (let i = 0; i < 12; i++) {
      const players = 2 + (i % 3);
      autoplay(
        powapowaGame,
        { seed: 7000 + i, players, options: DEFAULT_OPTIONS },
        {
          bots: Array.from({ length: players }, (_, s) => (s % 2 === i % 2 ? powapowaBot : random)),
          botSeed: i,
          maxIntents: 5000,
          onStep: (match) => {
            for (const seat of waitingFor(powapowaGame, match)) {
              const actions = powapowaGame.legalActions(match.state, seat);
              if (actions.length > 60) continue;
              decisions += 1;
              const view = viewMatch(powapowaGame, match, seat);
              for (const locale of LOCALES) {
                const lines = actions.map((a) => kind.describeAction(a, locale, seat, view));
                const twice = lines.filter((l, at) => lines.indexOf(l) !== at);
                if (twice.length > 0)
                  problems.push(`seed ${7000 + i} seq ${match.seq} seat ${seat}: ${twice.join(" / ")}`);
                actions.forEach((a, at) => {
                  const rival = rivalNamed(a, seat);
                  if (rival && !(lines[at] ?? "").includes(defaultNames(locale)[ownerOf(rival)] ?? "?"))
                    problems.push(`"${lines[at]}" does not say whose`);
                });
              }
            }
          },
        },
      );
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(decisions).toBeGreaterThan(500);
  });

  it("name a territory to remove with the off-field nekomimi holding it and its breeder", () => {
    const match = begin(
      scenario({
        seats: [
          { field: [{ id: "nori" }], deck: ["dodge"] },
          { field: [{ id: "hana" }], off: [{ id: "kinako", stage: 2, territories: ["rooftops"] }], deck: ["dodge"] },
          { field: [{ id: "sora" }], off: [{ id: "kuro", stage: 2, territories: ["rooftops"] }], deck: ["dodge"] },
        ],
        step: "nekomimi",
      }),
    );
    const removes = match.legal(0).filter((a) => a.type === "remove");
    const view = match.view(0);
    expect(removes.map((a) => kind.describeAction(a, "en", 0, view))).toEqual([
      "Nori: remove Rooftops (Breeder 2's Kinako)",
      "Nori: remove Rooftops (Breeder 3's Kuro)",
    ]);
    expect(removes.map((a) => kind.describeAction(a, "ja", 0, view))).toEqual([
      "のり:屋根の上(ブリーダー2のきなこ)を外す",
      "のり:屋根の上(ブリーダー3のくろ)を外す",
    ]);
  });

  it("offer copies that are the same choice once: two bare territories of one face on one nekomimi, and say which carries an item", () => {
    const match = begin(
      scenario({
        seats: [
          { field: [{ id: "kinako", stage: 3 }], deck: ["dodge"] },
          {
            field: [
              {
                id: "hana",
                stage: 3,
                territories: ["rooftops", "rooftops", "rooftops"],
                onTerritory: { 2: "cushion" },
              },
            ],
            deck: ["dodge"],
          },
        ],
        step: "nekomimi",
        turn: 3,
      }),
    );
    const asked = match;
    asked.act(0, { type: "fight", by: neko(0, "kinako"), target: neko(1, "hana") });
    asked.act(0, { type: "done" });
    const view = asked.view(1);
    const lines = asked.legal(1).map((a) => kind.describeAction(a, "en", 1, view));
    expect(lines).toEqual([
      "Accept on Rooftops",
      "Accept on Rooftops with Fluffy Cushion",
      "Decline, discard Rooftops",
      "Decline, discard Rooftops with Fluffy Cushion",
      "Decline, discard Fluffy Cushion on Rooftops",
    ]);
    // Naming the other bare copy is the same choice.
    asked.act(1, { type: "decline", card: card(1, "rooftops", 2) });
    expect(asked.state.zones.discard1?.cards).toEqual([card(1, "rooftops")]);
  });
});
