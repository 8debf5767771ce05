import { describe, expect, it } from "vitest";
import {
  byCopy,
  idParts,
  onePerFace,
  ownedFace,
  revealCopies,
  Rng,
  seedRng,
  turnFaceUp,
  zone,
  type Seat,
  type Zone,
  type ZoneMap,
} from "../../src/engine/index.ts";

const face = (card: string): string => card.replace(/[0-9]+$/, "");
const byNumber = (a: string, b: string): number => a.localeCompare(b, "en", { numeric: true });

function table(hand: string[], deck: string[], pile: string[] = [], other: string[] = []) {
  const zones: ZoneMap = {
    hand: zone("owner", 0, hand),
    other: zone("owner", 1, other),
    deck: zone("hidden", null, deck),
    pile: zone("public", null, pile),
  };
  return { zones, last: hand[0] ?? null, notes: { [hand[0] ?? ""]: "first" } };
}

describe("turnFaceUp", () => {
  it("gives a card turning face up the lowest number of its face not yet face up, swapping everywhere in the state", () => {
    const state = table(["coin3", "gem1"], ["coin1", "coin2", "gem2"]);
    const [shown] = turnFaceUp(state, state.zones, ["coin3"], face, byNumber);
    expect(shown).toBe("coin1");
    expect(state.zones.hand?.cards).toEqual(["coin1", "gem1"]);
    expect(state.zones.deck?.cards).toEqual(["coin3", "coin2", "gem2"]);
    expect(state.last).toBe("coin1");
    expect(state.notes).toEqual({ coin1: "first" });
  });

  it("skips numbers already face up and takes the lowest left, even from another seat's hand", () => {
    // Were coin4 to skip coin2 because the other seat holds it, the face-up coin3 would tell where coin2 is.
    const state = table(["coin4"], ["coin3", "gem1"], ["coin1"], ["coin2"]);
    expect(turnFaceUp(state, state.zones, ["coin4"], face, byNumber)).toEqual(["coin2"]);
    expect(state.zones.other?.cards).toEqual(["coin4"]);
    expect(state.zones.deck?.cards).toEqual(["coin3", "gem1"]);
  });

  it("shows the same, to every seat, whichever of its holder's equivalent copies turns up", () => {
    for (const rng of [undefined, new Rng(seedRng(1)), new Rng(seedRng(2)), new Rng(seedRng(3))]) {
      const after = (played: string) => {
        const state = table(["coin2", "coin3"], ["coin4"], [], ["coin1"]);
        const shown = turnFaceUp(state, state.zones, [played], face, byNumber, rng);
        const hand = state.zones.hand?.cards.filter((c) => !shown.includes(c)).sort(byNumber);
        return { shown, hand, other: state.zones.other?.cards, deck: state.zones.deck?.cards };
      };
      expect(after("coin2").shown).toEqual(["coin1"]);
      expect(after("coin3")).toEqual(after("coin2"));
    }
  });

  it("leaves the holder's other copies as they were wherever the lowest copy lay, hidden or in another hand", () => {
    const rng = new Rng(seedRng(4));
    const remaining = (deck: string[], other: string[]) => {
      const state = table(["coin2", "coin3", "coin4"], deck, [], other);
      const [shown] = turnFaceUp(state, state.zones, ["coin3"], face, byNumber, rng);
      return { shown, hand: state.zones.hand?.cards.filter((c) => c !== shown).sort(byNumber) };
    };
    expect(remaining(["coin1"], ["gem1"])).toEqual(remaining(["gem1"], ["coin1"]));
  });

  it("picks the copy standing in for the chosen one with the generator, without advancing it", () => {
    const stands = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const rng = new Rng(seedRng(seed));
      const before = [...rng.state];
      const state = table(["coin2", "coin3", "coin4"], [], [], ["coin1"]);
      turnFaceUp(state, state.zones, ["coin2"], face, byNumber, rng);
      expect(rng.state).toEqual(before);
      stands.add(state.zones.other?.cards[0] as string);
    }
    expect([...stands].sort(byNumber)).toEqual(["coin2", "coin3", "coin4"]);
  });

  it("lets a card nobody can see (a deck's top) take any copy not yet face up", () => {
    const state = table([], ["coin3"], [], ["coin1"]);
    expect(turnFaceUp(state, state.zones, ["coin3"], face, byNumber)).toEqual(["coin1"]);
    expect(state.zones.other?.cards).toEqual(["coin3"]);
  });

  it("numbers a batch in order, following the swaps made for earlier cards", () => {
    const state = table(["coin2", "coin3"], ["coin1"]);
    expect(turnFaceUp(state, state.zones, ["coin3", "coin2"], face, byNumber)).toEqual(["coin1", "coin2"]);
    expect(state.zones.deck?.cards).toEqual(["coin3"]);
    expect(state.zones.hand?.cards.sort(byNumber)).toEqual(["coin1", "coin2"]);
  });

  it("leaves a card alone when it already is the lowest", () => {
    const state = table(["coin1"], ["coin2"]);
    const before = JSON.stringify(state);
    expect(turnFaceUp(state, state.zones, ["coin1"], face, byNumber)).toEqual(["coin1"]);
    expect(JSON.stringify(state)).toBe(before);
  });
});

/**
 * turnFaceUp as its contract reads, step by step: for each card in turn, scan every zone for the lowest copy not face
 * up; when that copy lies elsewhere than where the card's seers see (and another seat may see a copy of the face), the
 * card first swaps with the picked one of the copies its seers see exactly; then it swaps with the lowest, each swap
 * everywhere in the state at once. The engine's version gets there in fewer passes.
 */
function turnFaceUpPlainly(
  state: object,
  zones: ZoneMap,
  cards: readonly string[],
  faceOf: (c: string) => string,
  order: (a: string, b: string) => number,
  rng?: Rng,
): string[] {
  const all = (): Zone[] => Object.values((state as { zones: ZoneMap }).zones);
  const seersOf = (z: Zone | undefined): Seat[] =>
    z ? [...(z.visibility === "owner" && z.owner !== null ? [z.owner] : []), ...(z.shownTo ?? [])] : [];
  const same = (a: Seat[], b: Seat[]): boolean => a.every((s) => b.includes(s)) && b.every((s) => a.includes(s));
  const where = (card: string): Zone | undefined => all().find((z) => z.cards.includes(card));
  const turned = new Set<string>();
  const batch = [...cards];
  const swap = (i: number, card: string, other: string): void => {
    const swapped = JSON.parse(
      JSON.stringify(state, (_, v: unknown) => (v === card ? other : v === other ? card : v)),
      (_, v: unknown) => v,
    ) as Record<string, unknown>;
    const renameKeys = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(renameKeys)
        : typeof v === "object" && v !== null
          ? Object.fromEntries(
              Object.entries(v).map(([k, x]) => [k === card ? other : k === other ? card : k, renameKeys(x)]),
            )
          : v;
    const next = renameKeys(swapped) as Record<string, unknown>;
    for (const key of Object.keys(state)) delete (state as Record<string, unknown>)[key];
    Object.assign(state, next);
    Object.assign(zones, (state as { zones: ZoneMap }).zones);
    for (let j = i + 1; j < batch.length; j++)
      batch[j] = batch[j] === other ? card : batch[j] === card ? other : (batch[j] as string);
    batch[i] = other;
  };
  for (let i = 0; i < batch.length; i++) {
    const card = batch[i] as string;
    const seers = seersOf(where(card));
    const copies = all().flatMap((z) =>
      z.visibility === "public"
        ? []
        : z.cards.filter(
            (c) => faceOf(c) === faceOf(card) && !turned.has(c) && idParts(c).parts === idParts(card).parts,
          ),
    );
    const lowest = copies.reduce((low, c) => (order(c, low) < 0 ? c : low), card);
    if (lowest !== card) {
      const owner = idParts(card).parts === 3 ? idParts(card).owner : null;
      const othersMaySee = all().some(
        (z) =>
          z.visibility !== "public" &&
          (owner === null || z.owner === null || String(z.owner) === owner) &&
          seersOf(z).some((s) => !seers.includes(s)),
      );
      if (seers.length > 0 && !same(seersOf(where(lowest)), seers) && othersMaySee) {
        const fellows = copies.filter((c) => same(seersOf(where(c)), seers)).sort(order);
        const stand = fellows[rng ? rng.peekInt(fellows.length, faceOf(card)) : 0] as string;
        if (stand !== card) swap(i, card, stand);
      }
      swap(i, batch[i] as string, lowest);
    }
    turned.add(batch[i] as string);
  }
  return batch;
}

/** A random table: two owners' copies of three faces spread over hands, hidden decks, a shown hand and a public pile, referred to from outside the zones too. */
function randomTable(rng: Rng) {
  const ids = [0, 1].flatMap((owner) =>
    ["axe", "rope", "map"].flatMap((face) =>
      Array.from({ length: 1 + rng.int(4) }, (_, i) => `${owner}:${face}:${i + 1}`),
    ),
  );
  rng.shuffle(ids);
  const zones: ZoneMap = {
    hand0: zone("owner", 0),
    hand1: zone("owner", 1),
    deck0: zone("hidden", 0),
    deck1: zone("hidden", 1),
    shown: { ...zone("owner", 1), shownTo: [0] },
    pile: zone("public"),
  };
  const names = Object.keys(zones);
  for (const id of ids) zones[names[rng.int(names.length)] as string]?.cards.push(id);
  const some = (): string[] => ids.filter(() => rng.int(4) === 0);
  const state = {
    zones,
    last: rng.pick(ids),
    plans: [some(), some()],
    on: Object.fromEntries(some().map((id) => [id, rng.pick(ids)])),
    nested: { seen: some().map((card) => ({ card, by: rng.int(2) })) },
  };
  const hidden = names.filter((n) => n !== "pile").flatMap((n) => zones[n]?.cards ?? []);
  const batch = [...new Set(Array.from({ length: 1 + rng.int(4) }, () => rng.pick(hidden.length > 0 ? hidden : ids)))];
  return { state, batch };
}

describe("turnFaceUp against its contract read plainly", () => {
  // The engine's own ids take a path of their own (lower copies looked for by name); any other faces, the general one.
  const schemes = {
    "the engine's numbered copies": [ownedFace, byCopy],
    "faces and order of a game's own": [(card: string) => ownedFace(card), (a: string, b: string) => byCopy(a, b)],
  } as const;
  for (const [name, [faceOf, order]] of Object.entries(schemes)) {
    it(`gives the same ids and the same state, keys and their order included, on 2,000 random tables (${name})`, () => {
      const rng = new Rng(seedRng(11));
      for (let n = 0; n < 2000; n++) {
        const a = randomTable(rng);
        const b = JSON.parse(JSON.stringify(a)) as typeof a;
        const got = turnFaceUp(a.state, a.state.zones, a.batch, faceOf, order, new Rng(seedRng(n)));
        const want = turnFaceUpPlainly(b.state, b.state.zones, b.batch, ownedFace, byCopy, new Rng(seedRng(n)));
        expect(got).toEqual(want);
        expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
      }
    });
  }

  it("never lets a seat's piece (`<owner>:<face>`) stand in for a card of that face", () => {
    const state = { zones: { hand: zone("owner", 0, ["0:cat:2"]), cradle: zone("hidden", 0, ["0:cat"]) } };
    expect(turnFaceUp(state, state.zones, ["0:cat:2"], ownedFace, byCopy)).toEqual(["0:cat:2"]);
    expect(state.zones.cradle.cards).toEqual(["0:cat"]);
  });
});

describe("revealCopies", () => {
  const owned = () => {
    const zones: ZoneMap = {
      hand: zone("owner", 0, ["0:coin:3", "0:gem:1"]),
      deck: zone("hidden", 0, ["0:coin:1", "0:coin:2"]),
    };
    return { zones, chosen: "0:coin:3" };
  };

  it("turns physical copies up with the engine's ids, renaming them in the rest of the state", () => {
    const state = owned();
    expect(revealCopies(state, ["0:coin:3"])).toEqual(["0:coin:1"]);
    expect(state.zones.hand?.cards).toEqual(["0:coin:1", "0:gem:1"]);
    expect(state.chosen).toBe("0:coin:1");
  });

  it("with no other references, renames the zones alone", () => {
    const state = owned();
    expect(revealCopies(state, ["0:coin:3"], null)).toEqual(["0:coin:1"]);
    expect(state.zones.deck?.cards).toEqual(["0:coin:3", "0:coin:2"]);
    expect(state.chosen).toBe("0:coin:3");
  });
});

describe("onePerFace", () => {
  it("keeps one card of each face, the first in the given order, in that order", () => {
    const face = (c: string): string => c.split(":")[1] ?? c;
    const byCopy = (a: string, b: string): number => a.localeCompare(b);
    expect(onePerFace(["0:rope:2", "0:axe:3", "0:rope:1", "0:axe:1"], face, byCopy)).toEqual(["0:axe:1", "0:rope:1"]);
    expect(onePerFace([], face, byCopy)).toEqual([]);
  });
});
