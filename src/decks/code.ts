/**
 * A deck code: a short string that carries the game, the set version and the list, so a deck can be shared in chat
 * (`powapowa.1.AwEEBQ...`). The payload is base64url of: per section in the format's order, the number of lines, then
 * each line's card (its position in the format's card list) and copies, as unsigned varints; a last byte checks it.
 */
import type { DeckFormat, DeckList } from "./format.ts";

function varint(out: number[], n: number): void {
  let v = n;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v >>>= 7;
  }
  out.push(v);
}

function readVarint(bytes: Uint8Array, at: { i: number }): number | null {
  let value = 0;
  for (let shift = 0; shift < 28; shift += 7) {
    const b = bytes[at.i++];
    if (b === undefined) return null;
    value |= (b & 0x7f) << shift;
    if ((b & 0x80) === 0) return value;
  }
  return null;
}

const checksum = (bytes: readonly number[]): number => bytes.reduce((a, b) => (a * 31 + b) % 251, 7);

export function encodeDeck(format: DeckFormat, list: DeckList): string {
  const position = new Map(format.cards.map((c, i) => [c.id, i]));
  const bytes: number[] = [];
  for (const section of format.sections) {
    const lines = list.filter((l) => l.section === section.id && position.has(l.card));
    varint(bytes, lines.length);
    for (const line of lines) {
      varint(bytes, position.get(line.card) ?? 0);
      varint(bytes, line.copies);
    }
  }
  bytes.push(checksum(bytes));
  return `${format.game}.${format.setVersion}.${Buffer.from(bytes).toString("base64url")}`;
}

export type DecodedDeck =
  | { ok: true; game: string; setVersion: number; list: DeckList }
  | { ok: false; code: "not-a-code" | "damaged-code" | "other-game"; params: Record<string, string | number> };

/** Whether a text is a deck code at all (so a list and a code can share one input). */
export function looksLikeCode(text: string): boolean {
  return /^[a-z][a-z0-9-]*\.\d{1,4}\.[A-Za-z0-9_-]{2,}$/.test(text.trim());
}

/** A code read back for one format: the list, or why it cannot be read (a code of another game, a damaged one). */
export function decodeDeck(format: DeckFormat, text: string): DecodedDeck {
  const match = /^([a-z][a-z0-9-]*)\.(\d{1,4})\.([A-Za-z0-9_-]+)$/.exec(text.trim());
  if (!match) return { ok: false, code: "not-a-code", params: {} };
  const [, game = "", version = "0", payload = ""] = match;
  if (game !== format.game) return { ok: false, code: "other-game", params: { game } };
  const bytes = new Uint8Array(Buffer.from(payload, "base64url"));
  const body = [...bytes.slice(0, -1)];
  // Base64 decoding forgives stray bits in the last character: only the exact encoding of the bytes is a code.
  const exact = Buffer.from(bytes).toString("base64url") === payload;
  if (!exact || bytes.length === 0 || checksum(body) !== bytes[bytes.length - 1])
    return { ok: false, code: "damaged-code", params: {} };
  const list: DeckList = [];
  const at = { i: 0 };
  for (const section of format.sections) {
    const lines = readVarint(bytes, at);
    if (lines === null) return { ok: false, code: "damaged-code", params: {} };
    for (let n = 0; n < lines; n++) {
      const card = readVarint(bytes, at);
      const copies = readVarint(bytes, at);
      const def = card === null ? undefined : format.cards[card];
      if (!def || copies === null) return { ok: false, code: "damaged-code", params: {} };
      list.push({ section: section.id, card: def.id, copies });
    }
  }
  if (at.i !== bytes.length - 1) return { ok: false, code: "damaged-code", params: {} };
  return { ok: true, game, setVersion: Number(version), list };
}
