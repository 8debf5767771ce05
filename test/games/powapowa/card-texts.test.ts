/**
 * Each card whose printed text and play once disagreed (issue 27): its text in both languages, and a stacked game
 * doing exactly what the text says.
 */
import { describe, expect, it } from "vitest";
import { cardOf } from "../../../src/games/powapowa/cards.ts";
import { effectText } from "../../../src/games/powapowa/words.ts";
import { begin, card, decision, neko, scenario, type SeatSpec } from "./helpers.ts";

const text = (id: string): { en: string; ja: string } => ({
  en: effectText(cardOf(id), "en"),
  ja: effectText(cardOf(id), "ja"),
});

/** Seat 0's Mochi (stage 2, female, A2 D3) or Kinako (male, A3 D2) fights seat 1's Hana (stage 2, A2 D3) or Tama (male, A3 D1). */
function fightWith(
  attacker: SeatSpec,
  defender: SeatSpec,
  commits: [string[], string[]],
  reveals: [string[], string[]],
  proxies: [string | null, string | null],
) {
  const seats = [attacker, defender].map((s) => ({ deck: ["dodge", "scratch"], ...s }));
  const match = begin(scenario({ seats, step: "nekomimi", turn: 3 }));
  const by = match.state.zones.field0?.cards[0] ?? "";
  const target = match.state.zones.field1?.cards[0] ?? "";
  match.act(0, { type: "fight", by, target });
  const ids = (seat: number, names: string[]): string[] =>
    names.map((n, i) => card(seat, n, names.slice(0, i).filter((m) => m === n).length + 1));
  for (const c of ids(0, commits[0])) match.act(0, { type: "commit", card: c });
  match.act(0, { type: "done" });
  match.act(1, { type: "accept", ground: null });
  for (const c of ids(1, commits[1])) match.act(1, { type: "commit", card: c });
  match.act(1, { type: "done" });
  const [pa, pd] = proxies;
  match.act(0, { type: "reveal", cards: ids(0, reveals[0]), proxy: pa ? card(0, pa) : null });
  return match.act(1, { type: "reveal", cards: ids(1, reveals[1]), proxy: pd ? card(1, pd) : null });
}

const resultOf = (events: { type: string; data: Record<string, unknown> }[]) =>
  events.find((e) => e.type === "fight-result")?.data;

describe("Powapowa cards do what they say", () => {
  it("Gallant Guard: +1 defence, +2 more for a male nekomimi fighting in person, never for a proxy in its place", () => {
    expect(text("gallant")).toEqual({
      en: "defence +1; for a male nekomimi defence +2 more",
      ja: "防御+1。男の子のねこ耳ならさらに防御+2",
    });
    const kinako: SeatSpec = { field: [{ id: "kinako", stage: 2 }], hand: ["scratch", "scratch"] };
    const tama = (hand: string[]): SeatSpec => ({ field: [{ id: "tama", stage: 2 }], hand });
    // Tama (male, D1) in person: 1 + 1 + 2 = 4 against Kinako's A3 + 2 = 5: still hit, at defence 4.
    const inPerson = fightWith(
      kinako,
      tama(["gallant"]),
      [["scratch"], ["gallant"]],
      [["scratch"], ["gallant"]],
      [null, null],
    );
    expect(resultOf(inPerson)).toMatchObject({ defence: { defender: 4 } });
    // The Stray Cat Pal (D2) fighting for Tama gets the +1 only: defence 3.
    const proxied = fightWith(
      kinako,
      tama(["gallant", "stray-cat"]),
      [["scratch"], ["gallant", "stray-cat"]],
      [["scratch"], ["gallant", "stray-cat"]],
      [null, "stray-cat"],
    );
    expect(resultOf(proxied)).toMatchObject({ defence: { defender: 2 + 1 } });
  });

  it("Nap Time: every incapacitated nekomimi recovers, on the field and off it", () => {
    expect(text("nap-time")).toEqual({
      en: "every incapacitated nekomimi recovers, on the field and off it",
      ja: "場と場外の行動不能のねこ耳がすべて回復",
    });
    const match = begin(
      scenario({
        seats: [
          { field: [{ id: "mochi", stage: 2, down: 1 }], deck: ["nap-time", "dodge"] },
          { field: [{ id: "hana", stage: 2, down: 1 }], off: [{ id: "sora", stage: 2, down: 1 }], deck: ["dodge"] },
        ],
        turn: 2,
      }),
    );
    for (const id of [neko(0, "mochi"), neko(1, "hana"), neko(1, "sora")])
      expect(match.state.neko[id]?.down, id).toBeNull();
  });

  it("Rumor Mill: another breeder with cards in hand discards a card at random; no one else may be named", () => {
    expect(text("rumor")).toEqual({
      en: "another breeder with cards in hand discards a card at random",
      ja: "手札のある他のブリーダー1人が手札を無作為に1枚捨てる",
    });
    const match = begin(
      scenario({
        seats: [
          { field: [{ id: "mochi" }], hand: ["rumor", "dodge"], deck: ["dodge"] },
          { field: [{ id: "hana" }], hand: ["scratch"], deck: ["dodge"] },
          { field: [{ id: "sora" }], deck: ["dodge"] },
        ],
        step: "breeder",
      }),
    );
    expect(match.legal(0).filter((a) => a.type === "play" && a.card === card(0, "rumor"))).toEqual([
      { type: "play", card: card(0, "rumor"), seat: 1 },
    ]);
    match.act(0, { type: "play", card: card(0, "rumor"), seat: 1 });
    expect(match.state.zones.discard1?.cards).toEqual([card(1, "scratch")]);
  });

  it("Stage Fright: when another breeder declares a contest, it goes on one of the declarer's nekomimi, charisma -2", () => {
    expect(text("stage-fright")).toEqual({
      en: "when another breeder declares a contest, attached to one of the declarer's nekomimi: charisma -2",
      ja: "他のブリーダーのコンテスト開催宣言時:宣言したブリーダーのねこ耳1匹に付ける:カリスマ-2",
    });
    const ready = begin(
      scenario({
        seats: [
          {
            field: [
              { id: "mochi", stage: 4 },
              { id: "kinako", stage: 2 },
            ],
            deck: ["dodge"],
          },
          { field: [{ id: "hana", stage: 2 }], hand: ["stage-fright"], deck: ["dodge"] },
          { field: [{ id: "sora", stage: 2 }], deck: ["dodge"] },
        ],
        step: "declare",
      }),
    );
    ready.act(0, { type: "declare" });
    expect(decision(ready)).toBe("declared");
    expect(ready.legal(1)).toEqual([
      { type: "play", card: card(1, "stage-fright"), nekomimi: neko(0, "mochi") },
      { type: "play", card: card(1, "stage-fright"), nekomimi: neko(0, "kinako") },
      { type: "pass" },
    ]);
  });

  it("Sulking: -2 attack until the next recovery phase of the nekomimi's own breeder, in both languages", () => {
    expect(text("sulk")).toEqual({
      en: "attached to a nekomimi until its breeder's next recovery phase: attack -2",
      ja: "そのねこ耳のブリーダーの次の回復フェイズまでねこ耳に付ける:攻撃-2",
    });
    const match = begin(
      scenario({
        seats: [
          { field: [{ id: "mochi", stage: 2 }], hand: ["sulk"], deck: ["dodge", "dodge"] },
          { field: [{ id: "hana", stage: 2 }], deck: ["dodge"] },
          { field: [{ id: "sora", stage: 2 }], deck: ["dodge"] },
        ],
        step: "breeder",
      }),
    );
    // On seat 2's Sora: seat 0's own recovery phase (this turn) and seat 1's leave it; seat 2's ends it.
    match.act(0, { type: "play", card: card(0, "sulk"), nekomimi: neko(2, "sora") });
    match.act(0, { type: "skip" });
    expect(match.state.active).toBe(1);
    expect(match.state.on[card(0, "sulk")]).toBe(neko(2, "sora"));
    match.act(1, { type: "skip" });
    match.act(1, { type: "skip" });
    expect(match.state.active).toBe(2);
    expect(match.state.on[card(0, "sulk")]).toBe(neko(2, "sora"));
    match.act(2, { type: "skip" });
    match.act(2, { type: "skip" });
    expect(match.state.on[card(0, "sulk")]).toBeUndefined();
    expect(match.state.zones.discard0?.cards).toContain(card(0, "sulk"));
  });

  it("Cheering Crowd and Banana Peel: in fights, one side's fighter gets the boost; the moment is said once", () => {
    expect(text("cheer")).toEqual({
      en: "in fights, one side's fighter gets attack +2",
      ja: "けんか中:どちらか一方のけんかする者に攻撃+2",
    });
    expect(text("trip")).toEqual({
      en: "in fights, one side's fighter gets defence -2",
      ja: "けんか中:どちらか一方のけんかする者に防御-2",
    });
    const match = begin(
      scenario({
        seats: [
          { field: [{ id: "mochi", stage: 2 }], hand: ["cheer", "trip"], deck: ["dodge"] },
          { field: [{ id: "hana", stage: 2 }], deck: ["dodge"] },
        ],
        step: "nekomimi",
        turn: 3,
      }),
    );
    match.act(0, { type: "fight", by: neko(0, "mochi"), target: neko(1, "hana") });
    match.act(0, { type: "play", card: card(0, "cheer"), nekomimi: neko(0, "mochi") });
    match.act(0, { type: "play", card: card(0, "trip"), nekomimi: neko(1, "hana") });
    match.act(0, { type: "done" });
    match.act(1, { type: "accept", ground: null });
    match.act(1, { type: "done" });
    match.act(0, { type: "reveal", cards: [], proxy: null });
    const events = match.act(1, { type: "reveal", cards: [], proxy: null });
    // Mochi A2 + 2 = 4 against Hana D3 - 2 = 1.
    expect(resultOf(events)).toMatchObject({ attack: { attacker: 4 }, defence: { defender: 1 } });
  });

  it("Vet Visit: one Spiky Collar or one Heavy Mittens comes off, whichever is chosen", () => {
    expect(text("vet")).toEqual({
      en: "discard one Spiky Collar or Heavy Mittens from a nekomimi",
      ja: "ねこ耳に付いているトゲトゲ首輪か重たいミトン1枚を捨て札にする",
    });
    const match = begin(
      scenario({
        seats: [
          {
            field: [{ id: "mochi", stage: 2, attached: ["1/spiky-collar", "1/heavy-mittens"] }],
            hand: ["vet"],
            deck: ["dodge"],
          },
          { field: [{ id: "hana" }], deck: ["dodge"] },
        ],
        step: "breeder",
      }),
    );
    const plays = match.legal(0).filter((a) => a.type === "play");
    expect(plays).toEqual([
      { type: "play", card: card(0, "vet"), attached: card(1, "spiky-collar") },
      { type: "play", card: card(0, "vet"), attached: card(1, "heavy-mittens") },
    ]);
    match.act(0, { type: "play", card: card(0, "vet"), attached: card(1, "heavy-mittens") });
    expect(match.state.on[card(1, "spiky-collar")]).toBe(neko(0, "mochi"));
    expect(match.state.on[card(1, "heavy-mittens")]).toBeUndefined();
  });
});
