import { describe, expect, it } from "vitest";
import { autoplay, randomBot, Rng, seedRng } from "../../../src/engine/index.ts";
import { survivorBot } from "../../../src/games/survivor/bot.ts";
import { ACTION_CARDS, faceOf } from "../../../src/games/survivor/cards.ts";
import { DEFAULT_OPTIONS, survivorGame } from "../../../src/games/survivor/game.ts";
import type { SurvivorBot } from "./fuzz.ts";
import { allPass, begin, card, scenario, toFortunes } from "./helpers.ts";

const random = randomBot as SurvivorBot;
const options = DEFAULT_OPTIONS;

describe("the Survivor bot", () => {
  it("beats random players clearly, from any seat, at 2, 4 and 6 players, at least as often as before it played every card", () => {
    let total = 0;
    for (const players of [2, 4, 6]) {
      let wins = 0;
      const games = 100;
      for (let seed = 1; seed <= games; seed++) {
        const seat = seed % players;
        const bots = Array.from({ length: players }, (_, s) => (s === seat ? survivorBot : random));
        const played = autoplay(survivorGame, { seed, players, options }, { bots, botSeed: seed, maxIntents: 20_000 });
        if (played.outcome?.winners[0] === seat) wins += 1;
      }
      // A random player's share would be 1/players.
      expect(wins / games, `${players} players`).toBeGreaterThan([0, 0, 0.9, 0, 0.6, 0, 0.3][players] ?? 1);
      total += wins;
    }
    // The bot before it played Town Meeting, Closed Session, Divide and Rule, Lost Supplies, Supply Drop and Food
    // Shortage won 221 of these 300 games (99, 84 and 38).
    expect(total).toBeGreaterThanOrEqual(221);
  });

  it("plays every action card of the set over 40 seeded bot games (3 to 6 players)", () => {
    const played = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const players = 3 + (seed % 4);
      const game = autoplay(
        survivorGame,
        { seed, players, options },
        { bots: Array.from({ length: players }, () => survivorBot), botSeed: seed, maxIntents: 20_000 },
      );
      for (const e of game.events) {
        const cards =
          e.type === "play"
            ? [e.data.card]
            : e.type === "placed" || e.type === "items-up"
              ? ((e.data.cards ?? e.data.items) as { card: string }[]).map((c) => c.card)
              : [];
        for (const card of cards) played.add(faceOf(String(card)));
      }
    }
    expect(ACTION_CARDS.map((c) => c.id).filter((id) => !played.has(id))).toEqual([]);
  });

  it("keeps its fortunes while it leads, and plays one that turns a loss into a win", () => {
    const at = (cast0: string, cast1: string) =>
      toFortunes(
        begin(
          scenario({
            seats: [
              { cast: [cast0], deck: ["crowd-favourite", "rope", "rope", "rope", "rope"] },
              { cast: [cast1], deck: ["spear"] },
            ],
            challenges: ["log-walk"],
          }),
        ),
        {},
      );
    const choose = (m: ReturnType<typeof at>) =>
      survivorBot.choose(m.view(0), survivorGame.legalActions(m.state, 0), new Rng(seedRng(1)));
    // Log Walk (Balance): Sami 8 leads Gus 3, so Crowd Favourite (+2) is kept.
    expect(choose(at("sami-hollis", "gus-tanner"))).toEqual({ type: "pass" });
    // Ava 3 trails Chika 4: +2 wins it.
    expect(choose(at("ava-stone", "chika-mori"))).toEqual({ type: "play", card: card(0, "crowd-favourite") });
  });

  it("spoils the food when the rival's food is what beats it (Food Shortage), and closes Tribal Council when none of its castaways is named", () => {
    let m = begin(
      scenario({
        seats: [
          { cast: ["nora-kade"], deck: ["food-shortage", "closed-session", "rope", "rope", "rope"] },
          { cast: ["gus-tanner", "kai-renner"], deck: ["palm-hearts", "palm-hearts", "spear", "spear", "spear"] },
        ],
        challenges: ["log-walk"],
      }),
    );
    m.act(1, { type: "place", card: card(1, "palm-hearts"), castaway: "gus-tanner" });
    m.act(1, { type: "place", card: card(1, "palm-hearts", 2), castaway: "gus-tanner" });
    // Log Walk: Nora's Balance 6 trails Gus's 3 + 4 from his food.
    m = toFortunes(m, { 1: ["gus-tanner"] });
    const choose = (seat: number) =>
      survivorBot.choose(m.view(seat), survivorGame.legalActions(m.state, seat), new Rng(seedRng(1)));
    expect(choose(0)).toEqual({ type: "play", card: card(0, "food-shortage") });
    m.act(0, { type: "play", card: card(0, "food-shortage") });
    m = allPass(allPass(m, "fortunes"), "items");
    m.act(0, { type: "vote", castaway: "kai-renner" });
    expect(choose(0)).toEqual({ type: "play", card: card(0, "closed-session") });
  });

  it("moves the vote away from its own castaway at Tribal Council, onto the strongest castaway it may name", () => {
    let m = begin(
      scenario({
        seats: [
          { cast: ["sami-hollis", "ava-stone"], deck: ["rope"] },
          { cast: ["gus-tanner", "kai-renner"], deck: ["blindside", "spear", "spear", "spear", "spear"] },
          { cast: ["hana-ito", "nora-kade"], deck: ["rope"] },
        ],
        challenges: ["log-walk"],
        idol: 1,
      }),
    );
    m = allPass(allPass(toFortunes(m, {}), "fortunes"), "items");
    m.act(0, { type: "vote", castaway: "kai-renner" });
    m.act(0, { type: "pass" });
    const choice = survivorBot.choose(m.view(1), survivorGame.legalActions(m.state, 1), new Rng(seedRng(1)));
    // Hana (37) and Nora (41): Nora is the stronger.
    expect(choice).toEqual({ type: "play", card: card(1, "blindside"), from: "kai-renner", castaway: "nora-kade" });
  });

  it("moves the vote off its own castaway when that is the second vote, not the idol holder's first", () => {
    let m = begin(
      scenario({
        seats: [
          { cast: ["sami-hollis", "ava-stone"], deck: ["double-tribal"] },
          { cast: ["gus-tanner", "kai-renner"], deck: ["spear"] },
          { cast: ["hana-ito", "nora-kade"], deck: ["blindside", "rope", "rope", "rope", "rope"] },
        ],
        challenges: ["log-walk"],
        idol: 1,
      }),
    );
    m = allPass(allPass(toFortunes(m, {}), "fortunes"), "items");
    m.act(0, { type: "vote", castaway: "kai-renner" });
    m.act(0, { type: "play", card: card(0, "double-tribal") });
    m.act(0, { type: "vote", castaway: "nora-kade" });
    m.act(1, { type: "pass" });
    const choice = survivorBot.choose(m.view(2), survivorGame.legalActions(m.state, 2), new Rng(seedRng(1)));
    expect(choice).toEqual({ type: "play", card: card(2, "blindside"), from: "nora-kade", castaway: "gus-tanner" });
  });
});
