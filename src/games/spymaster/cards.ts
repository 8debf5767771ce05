/** The card set, checked against its schema when the module loads. */
import { array, bool, int, object, oneOf, str, validate, type Schema } from "../../engine/index.ts";
import data from "./cards.json" with { type: "json" };

export type Variant = "spymaster" | "mindmaster";
export const VARIANTS: readonly Variant[] = ["spymaster", "mindmaster"];
type SpymasterKind = "spy" | "forces" | "hacker";
type MindmasterKind = "spade" | "heart" | "diamond";
export type Kind = SpymasterKind | MindmasterKind;
export const KINDS: Record<Variant, readonly Kind[]> = {
  spymaster: ["spy", "forces", "hacker"],
  mindmaster: ["spade", "heart", "diamond"],
};

export type CardId = string;

/**
 * What a card shows face up. The table's history names faces, not physical cards: a card revealed earlier may
 * since have been shuffled into the deck, and pointing at it there would say where it is.
 */
export type Face = {
  kind: Kind;
  number: number | null;
};

export interface Card {
  id: CardId;
  kind: Kind;
  /** Spies are numbered 1-7; other cards have no number. */
  number: number | null;
}

interface KindData {
  id: Kind;
  name: { en: string; ja: string };
  copies: number;
  numbered: boolean;
}

interface SetData {
  set: string;
  version: number;
  variants: Record<Variant, { kinds: KindData[] }>;
}

const kindSchema = (variant: Variant): Schema<KindData> =>
  object<KindData>({
    id: oneOf(KINDS[variant]),
    name: object({ en: str({ min: 1, max: 40 }), ja: str({ min: 1, max: 40 }) }),
    copies: int({ min: 1, max: 20 }),
    numbered: bool(),
  });

const setSchema: Schema<SetData> = object<SetData>({
  set: str({ min: 1 }),
  version: int({ min: 1 }),
  variants: object({
    spymaster: object({ kinds: array(kindSchema("spymaster"), { min: 3, max: 3 }) }),
    mindmaster: object({ kinds: array(kindSchema("mindmaster"), { min: 3, max: 3 }) }),
  }),
});

function loadSet(raw: unknown): SetData {
  const checked = validate(setSchema, raw);
  if (!checked.ok) {
    throw new Error(
      `spymaster card set is invalid: ${checked.issues.map((i) => `${i.path}: ${i.expected}`).join("; ")}`,
    );
  }
  for (const variant of VARIANTS) {
    const ids = checked.value.variants[variant].kinds.map((k) => k.id);
    if (new Set(ids).size !== KINDS[variant].length)
      throw new Error(`spymaster card set: ${variant} needs each kind once`);
  }
  return checked.value;
}

const cardSet = loadSet(data);

/** The card set's version: part of the rules version, so a stored match is never replayed with other cards. */
export const CARD_SET_VERSION: number = cardSet.version;

function buildDeck(variant: Variant): Card[] {
  return cardSet.variants[variant].kinds.flatMap((k) =>
    Array.from({ length: k.copies }, (_, i) => ({
      id: `${k.id}${i + 1}`,
      kind: k.id,
      number: k.numbered ? i + 1 : null,
    })),
  );
}

const decks: Record<Variant, Card[]> = { spymaster: buildDeck("spymaster"), mindmaster: buildDeck("mindmaster") };
const byId = new Map<CardId, Card>([...decks.spymaster, ...decks.mindmaster].map((c) => [c.id, c]));
const setOrder = new Map<CardId, number>([...byId.keys()].map((id, i) => [id, i]));
const kindNames = new Map<Kind, { en: string; ja: string }>(
  VARIANTS.flatMap((v) => cardSet.variants[v].kinds.map((k) => [k.id, k.name] as const)),
);

export function deckOf(variant: Variant): readonly Card[] {
  return decks[variant];
}

export function card(id: CardId): Card {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown spymaster card ${id}`);
  return found;
}

export function kindName(kind: Kind, locale: "en" | "ja"): string {
  return (kindNames.get(kind) as { en: string; ja: string })[locale];
}

/** The face of a card, or the face itself when the caller already holds one (the table's history). */
export function faceOf(cardOrFace: CardId | Face): Face {
  if (typeof cardOrFace !== "string") return cardOrFace;
  const { kind, number } = card(cardOrFace);
  return { kind, number };
}

/**
 * Orders cards by face, as the set lists them (kind, then number); copies of one face by their place in the set.
 * Sorting a hand this way tells nothing about the order its cards arrived in.
 */
export function byFace(a: CardId, b: CardId): number {
  return (setOrder.get(a) ?? 0) - (setOrder.get(b) ?? 0);
}

export function isSpy(id: CardId): boolean {
  return card(id).kind === "spy";
}
