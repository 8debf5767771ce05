import { describe, expect, it } from "vitest";
import {
  applyIntent,
  cloneJson,
  createMatch,
  Rng,
  seedRng,
  viewMatch,
  waitingFor,
  type Locale,
  type Match,
  type MatchView,
  type Viewer,
} from "../../src/engine/index.ts";
import { card, type Variant } from "../../src/games/spymaster/cards.ts";
import { spymasterGame } from "../../src/games/spymaster/index.ts";
import type { Phase, SpymasterAction, SpymasterState, SpymasterView } from "../../src/games/spymaster/state.ts";
import { inks, palette } from "../../src/render/kit/palette.ts";
import { paintTable } from "../../src/render/index.ts";
import { paintHand, paintSpymaster } from "../../src/render/spymaster.ts";
import { documentSlot, layoutOf, playedSlot, sideOf, WIDTH } from "../../src/render/spymaster/layout.ts";
import { onPhone, PHONE_TEXT } from "./phone.ts";
import { decode, isPng, pngSize, shareOf } from "./pixels.ts";

type SpyMatch = Match<SpymasterState, SpymasterAction>;

function start(variant: Variant, seed: number): SpyMatch {
  const created = createMatch(spymasterGame, { seed, players: 2, options: { variant } });
  if (!created.ok) throw new Error(`setup refused: ${created.refusal.code}`);
  return created.match;
}

/** One random legal answer from one of the seats the match waits for; null once it is over. */
function randomStep(match: SpyMatch, rng: Rng): SpyMatch | null {
  const seats = waitingFor(spymasterGame, match);
  if (seats.length === 0) return null;
  const seat = rng.pick(seats);
  const action = rng.pick(spymasterGame.legalActions(match.state, seat));
  const applied = applyIntent(spymasterGame, match, { seat, seq: match.seq, action });
  if (!applied.ok) throw new Error(`refused ${JSON.stringify(action)}: ${applied.refusal.code}`);
  return applied.match;
}

/** The Spymaster match (a fresh one of this seed, by default) after its attacker played a card face down. */
function guessing(from: number | SpyMatch): SpyMatch {
  const match = typeof from === "number" ? start("spymaster", from) : from;
  const attacker = match.state.attacker;
  const play = spymasterGame.legalActions(match.state, attacker).find((a) => a.type === "play");
  if (!play) throw new Error("the attacker has nothing to play");
  const applied = applyIntent(spymasterGame, match, { seat: attacker, seq: match.seq, action: play });
  if (!applied.ok) throw new Error(applied.refusal.code);
  expect(applied.match.state.phase).toBe("guess");
  return applied.match;
}

/**
 * Random play seldom fills a hand to the limit: stack one (Spymaster: the defender's to 8, for the round's end;
 * MindMaster: the attacker's to 10, for when the attack passes), then end the attack with a right guess.
 */
function discarding(variant: Variant, seed: number): SpyMatch {
  const rng = new Rng(seedRng(seed));
  let match = start(variant, seed);
  while (match.state.phase === "pick") match = randomStep(match, rng) as SpyMatch;
  const stacked = cloneJson(match);
  const { zones, attacker } = stacked.state;
  const [hand, size] =
    variant === "spymaster"
      ? [attacker === 0 ? zones.hand1 : zones.hand0, 8]
      : [attacker === 0 ? zones.hand0 : zones.hand1, 10];
  hand.cards.push(...zones.deck.cards.splice(0, size - hand.cards.length));
  const played = guessing(stacked);
  const kind = card(played.state.zones.played.cards[0] as string).kind;
  const applied = applyIntent(spymasterGame, played, {
    seat: 1 - attacker,
    seq: played.seq,
    action: { type: "guess", kind },
  });
  if (!applied.ok) throw new Error(applied.refusal.code);
  expect(applied.match.state.phase).toBe("discard");
  return applied.match;
}

/** The same match with the face-down card and both hands swapped for deck cards of other kinds. */
function withOtherHiddenCards(match: SpyMatch): SpyMatch {
  const next = cloneJson(match);
  const { deck, played, hand0, hand1 } = next.state.zones;
  for (const zone of [played, hand0, hand1]) {
    zone.cards = zone.cards.map((id) => {
      const at = deck.cards.findIndex((other) => card(other).kind !== card(id).kind);
      if (at < 0) return id;
      const [other] = deck.cards.splice(at, 1, id);
      return other ?? id;
    });
  }
  return next;
}

function render(match: SpyMatch, viewer: Viewer, locale: Locale = "en"): Buffer {
  return paintSpymaster(viewMatch(spymasterGame, match, viewer), locale);
}

describe("paintSpymaster", () => {
  it("draws an upright PNG of the variant's size, MindMaster's shorter (no rows of cards)", () => {
    const png = render(start("spymaster", 1), "spectator");
    expect(isPng(png)).toBe(true);
    expect(pngSize(png)).toEqual({ width: WIDTH, height: layoutOf("spymaster").board.h });
    expect(pngSize(render(start("mindmaster", 1), "spectator"))).toEqual({
      width: WIDTH,
      height: layoutOf("mindmaster").board.h,
    });
    expect(layoutOf("mindmaster").board.h).toBeLessThan(layoutOf("spymaster").board.h);
  });

  it("draws the same bytes for the same view", () => {
    const view = viewMatch(spymasterGame, guessing(2), 0);
    expect(
      paintSpymaster(view, "ja", ["Alice", "ボブ"]).equals(paintSpymaster(cloneJson(view), "ja", ["Alice", "ボブ"])),
    ).toBe(true);
  });

  it("draws English and Japanese", () => {
    const view = viewMatch(spymasterGame, guessing(3), "spectator");
    const en = paintSpymaster(view, "en");
    const ja = paintSpymaster(view, "ja");
    expect(isPng(en) && isPng(ja)).toBe(true);
    expect(en.equals(ja)).toBe(false);
  });

  it("puts the viewer's seat at the bottom, and seat 0 for a spectator", () => {
    expect(sideOf(1, 1)).toBe("bottom");
    expect(sideOf(1, 0)).toBe("top");
    expect(sideOf("spectator", 0)).toBe("bottom");
    const match = guessing(4);
    expect(render(match, 0).equals(render(match, "spectator"))).toBe(true);
    expect(render(match, 1).equals(render(match, "spectator"))).toBe(false);
  });

  it("is the same picture whatever the hidden cards are, even for the viewer who may see them", () => {
    const match = guessing(5);
    const other = withOtherHiddenCards(match);
    const attacker = match.state.attacker === 0 ? 0 : 1;
    const mine = viewMatch(spymasterGame, match, attacker).table;
    const theirs = viewMatch(spymasterGame, other, attacker).table;
    expect(mine.played.cards).not.toEqual(theirs.played.cards);
    expect(mine.seats[attacker].hand.cards).not.toEqual(theirs.seats[attacker].hand.cards);
    for (const viewer of ["spectator", 0, 1] as const) {
      expect(render(match, viewer).equals(render(other, viewer)), `viewer ${viewer}`).toBe(true);
    }
  });

  it("shows the face-down attack card as a card back in the attacker's area", async () => {
    const match = guessing(6);
    const slot = playedSlot(layoutOf("spymaster"), sideOf("spectator", match.state.attacker === 0 ? 0 : 1));
    const during = await decode(render(match, "spectator"));
    expect(shareOf(during, slot, palette.cardBack)).toBeGreaterThan(0.3);
    const before = await decode(render(start("spymaster", 6), "spectator"));
    expect(shareOf(before, slot, palette.cardBack)).toBe(0);
  });

  it("draws a revealed document unlike a hidden one", async () => {
    const view = viewMatch(spymasterGame, start("spymaster", 7), "spectator");
    const revealed: MatchView<SpymasterView> = cloneJson(view);
    revealed.table.seats[0].documents = 1;
    const [hiddenPicture, revealedPicture] = await Promise.all([
      decode(paintSpymaster(view, "en")),
      decode(paintSpymaster(revealed, "en")),
    ]);
    const first = documentSlot(layoutOf("spymaster"), "bottom", 0);
    expect(shareOf(hiddenPicture, first, palette.faint)).toBeGreaterThan(0.2);
    expect(shareOf(hiddenPicture, first, palette.danger)).toBe(0);
    expect(shareOf(revealedPicture, first, palette.danger)).toBeGreaterThan(0.2);
    const second = documentSlot(layoutOf("spymaster"), "bottom", 1);
    expect(shareOf(revealedPicture, second, palette.danger)).toBe(0);
  });

  it("draws every phase of both variants from random play without throwing", () => {
    const expected: Record<Variant, Phase[]> = {
      spymaster: ["attack", "guess", "discard", "over"],
      mindmaster: ["pick", "attack", "guess", "discard", "over"],
    };
    const viewers: Viewer[] = ["spectator", 0, 1];
    for (const variant of ["spymaster", "mindmaster"] as const) {
      const drawn = new Set<string>();
      const draw = (match: SpyMatch): void => {
        const { phase, recent } = match.state;
        const situation = `${phase}/${recent.map((entry) => entry.type).join("+") || "none"}/${match.pending.length}`;
        // Only situations not drawn yet, to keep the test fast.
        if (drawn.has(situation)) return;
        drawn.add(situation);
        const png = render(match, viewers[drawn.size % 3] as Viewer, drawn.size % 2 === 0 ? "en" : "ja");
        expect(pngSize(png)).toEqual({ width: WIDTH, height: layoutOf(variant).board.h });
      };
      draw(discarding(variant, 8));
      for (let seed = 1; seed <= 12; seed++) {
        const rng = new Rng(seedRng(seed));
        for (let match: SpyMatch | null = start(variant, seed), step = 0; match && step < 600; step++) {
          draw(match);
          match = randomStep(match, rng);
        }
      }
      const phases = new Set([...drawn].map((situation) => situation.split("/")[0]));
      expect([...phases].sort(), variant).toEqual([...expected[variant]].sort());
    }
  });
});

describe("on a phone, which shows the board about 400 px wide (issue 28, point 17)", () => {
  const longNames: Record<Locale, [string, string]> = {
    en: ["Bartholomew Featherstonehaugh", "Maximiliana Wolfeschlegel"],
    ja: ["長谷川ちひろ・ゴールドスミス", "プレイヤー二号さん"],
  };

  it("is upright and draws every name, number and label at 11 px or more, in both languages, through whole games", () => {
    for (const variant of ["spymaster", "mindmaster"] as const) {
      for (let seed = 1; seed <= 2; seed++) {
        const rng = new Rng(seedRng(seed));
        let drawn = 0;
        for (let match: SpyMatch | null = start(variant, seed), step = 0; match; step++) {
          const next = randomStep(match, rng);
          if (step % 3 === 0 || next === null) {
            const locale: Locale = drawn % 2 === 0 ? "en" : "ja";
            const view = viewMatch(spymasterGame, match, drawn % 3 === 2 ? "spectator" : drawn % 2);
            const board = onPhone(() => paintSpymaster(view, locale, longNames[locale]));
            expect(board.height, `${variant} ${seed}/${step}`).toBeGreaterThanOrEqual(board.width);
            expect(board.smallestText, `${variant} ${seed}/${step} ${locale}`).toBeGreaterThanOrEqual(PHONE_TEXT);
            drawn++;
          }
          match = next;
        }
        expect(drawn).toBeGreaterThan(3);
      }
    }
  });
});

describe("the footer: the most recent move", () => {
  const attackThenEmpty = (): MatchView<SpymasterView> => {
    const view = viewMatch(spymasterGame, start("spymaster", 10), "spectator");
    view.table.recent = [
      { type: "attack", seat: 0, card: { kind: "spy", number: 3 }, guess: "forces", success: true },
      { type: "empty-hand", seat: 0 },
    ];
    return view;
  };
  const { footer } = layoutOf("spymaster");
  const cardSlot = { x: footer.x + 16, y: footer.y + 30, w: 40, h: 40 };
  /** A strip above where a single line of text reaches: only a first line of two reaches into it. */
  const upperStrip = { x: footer.x + 80, y: footer.y + 26, w: footer.w - 100, h: 6 };

  it("shows every action of the move, on more lines when one does not hold them", async () => {
    const both = attackThenEmpty();
    const last: MatchView<SpymasterView> = cloneJson(both);
    last.table.recent = last.table.recent.slice(1);
    const names: [string, string] = ["Christopher", "Bartholomew"];
    const [bothPicture, lastPicture] = await Promise.all([
      decode(paintSpymaster(both, "en", names)),
      decode(paintSpymaster(last, "en", names)),
    ]);
    expect(shareOf(bothPicture, upperStrip, palette.text, 60)).toBeGreaterThan(0);
    expect(shareOf(lastPicture, upperStrip, palette.text, 60)).toBe(0);
    expect(paintSpymaster(both, "ja", names).equals(paintSpymaster(last, "ja", names))).toBe(false);
  });

  it("pictures the card of the first attack or tuck, and none for other actions", async () => {
    const withCard = attackThenEmpty();
    const without: MatchView<SpymasterView> = cloneJson(withCard);
    without.table.recent = [{ type: "discard", seats: [1], cards: [] }, ...without.table.recent.slice(1)];
    const [cardPicture, plainPicture] = await Promise.all([
      decode(paintSpymaster(withCard, "en")),
      decode(paintSpymaster(without, "en")),
    ]);
    expect(shareOf(cardPicture, cardSlot, inks.blue)).toBeGreaterThan(0.1);
    expect(shareOf(plainPicture, cardSlot, inks.blue)).toBe(0);
  });

  it("is empty after a move that recorded nothing", async () => {
    const view = attackThenEmpty();
    view.table.recent = [];
    const picture = await decode(paintSpymaster(view, "en"));
    const inside = { x: footer.x + 10, y: footer.y + 10, w: footer.w - 20, h: footer.h - 20 };
    expect(shareOf(picture, inside, palette.panel)).toBe(1);
  });
});

describe("paintHand", () => {
  it("draws a hand, and an empty one, in both languages", () => {
    const hand = ["spy3", "forces2", "hacker5", "spy7", "spy1", "forces1", "hacker2"];
    for (const locale of ["en", "ja"] as const) {
      const png = paintHand(hand, locale);
      expect(isPng(png)).toBe(true);
      expect(pngSize(png).width).toBeGreaterThan(pngSize(paintHand(["heart4"], locale)).width);
      expect(isPng(paintHand([], locale))).toBe(true);
    }
  });
});

describe("paintTable", () => {
  it("finds the painter by game id", () => {
    const view = viewMatch(spymasterGame, guessing(9), 1);
    expect(paintTable("spymaster", view, "en", ["A", "B"]).equals(paintSpymaster(view, "en", ["A", "B"]))).toBe(true);
    expect(() => paintTable("chess", view, "en")).toThrow(/no board painter/);
  });
});
