/** The terminal's `card NAME`: any card of the game by name (either language, loosely), with what it does. */
import { translate, type Locale } from "../engine/index.ts";
import type { DeckCard } from "../decks/format.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import { suggestions, type NameIndex } from "../decks/names.ts";
import { fold } from "../decks/parse.ts";
import type { AnyTableKind } from "../games/catalog.ts";
import { say } from "./say.ts";

interface Entry {
  card: DeckCard;
  /** Its type and part of a deck list, in words, when it has them. */
  kind(locale: Locale): string | null;
  text(locale: Locale): string;
}

/** The cards of a game's deck lists, then the others it names (its locations; every card of a game without lists). */
function entriesOf(kind: AnyTableKind): Entry[] {
  const format = DECK_FORMATS.get(kind.game.id);
  const listed: Entry[] = (format?.cards ?? []).map((card) => ({
    card,
    kind: (locale) => {
      const section = format?.sections.find((s) => s.id === card.section)?.name[locale] ?? card.section;
      return say("card.kind", locale, { type: translate(format?.strings ?? {}, card.type, locale), section });
    },
    text: (locale) => format?.text?.(card.id, locale) ?? "",
  }));
  const others: Entry[] = (kind.cardBook?.() ?? []).map((book, i) => ({
    card: { id: `book:${i}`, names: book.names, section: "", type: "" },
    kind: () => null,
    text: (locale) => book.text(locale),
  }));
  return [...listed, ...others];
}

const books = new Map<string, { entries: Entry[]; index: NameIndex }>();

function bookOf(kind: AnyTableKind): { entries: Entry[]; index: NameIndex } {
  const known = books.get(kind.id);
  if (known) return known;
  const entries = entriesOf(kind);
  const folded = entries.flatMap((e) =>
    [e.card.names.en, e.card.names.ja].map((name) => ({ key: fold(name), card: e.card })),
  );
  const book = { entries, index: { byName: new Map(folded.map((f) => [f.key, f.card])), folded } };
  books.set(kind.id, book);
  return book;
}

function describe(entry: Entry, locale: Locale): string {
  const other = entry.card.names[locale === "en" ? "ja" : "en"];
  const head = [`${entry.card.names[locale]} (${other})`, entry.kind(locale)].filter(Boolean).join(" · ");
  const text = entry.text(locale);
  return text === "" ? head : `${head}\n  ${text.split("\n").join("\n  ")}`;
}

/** The card named, or the cards whose names start with (then contain) it, or the nearest names when none does. */
export function cardHelp(kind: AnyTableKind, name: string, locale: Locale): string {
  const key = fold(name);
  if (key === "") return say("card.usage", locale);
  const { entries, index } = bookOf(kind);
  const byCard = (card: DeckCard): Entry | undefined => entries.find((e) => e.card === card);
  const exact = index.byName.get(key);
  const names = (e: Entry): string[] => [fold(e.card.names.en), fold(e.card.names.ja)];
  const starting = entries.filter((e) => names(e).some((n) => n.startsWith(key)));
  const matches = exact
    ? [exact].map(byCard)
    : starting.length > 0
      ? starting
      : entries.filter((e) => names(e).some((n) => n.includes(key)));
  const found = matches.filter((e): e is Entry => e !== undefined);
  if (found.length === 1 && found[0]) return describe(found[0], locale);
  if (found.length > 1)
    return say("card.several", locale, { name, cards: found.map((e) => e.card.names[locale]).join(" / ") });
  const near = suggestions(index, name).map((c) => c.names[locale]);
  return near.length > 0
    ? say("card.unknown-near", locale, { name, near: near.join(" / ") })
    : say("card.unknown", locale, { name });
}
