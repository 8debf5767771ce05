import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from "node:crypto";

/**
 * What a sealed id names: each kind is sealed apart, so one kind's id never opens as another's. A `replay` is a
 * league table's counted result; a `table` is a table of one of the league's events.
 */
export type SealedKind = "player" | "event" | "replay" | "table";

const TAG_BYTES = 16;
const SEALED = /^[A-Za-z0-9_-]{23,160}$/;

const hmac = (key: Buffer, ...parts: (string | Buffer)[]): Buffer => {
  const mac = createHmac("sha256", key);
  for (const part of parts) mac.update(part);
  return mac.digest();
};

/**
 * The ids in a public league's web addresses (a player, an event, a replay), sealed with the league's secret:
 * deterministic authenticated encryption in the SIV way (the IV is a MAC of the id, AES-CTR encrypts the id under
 * it). The same id always seals to the same address, so pages cache; the address tells nothing of the id (no
 * Discord user id, no table id); an address can only be made by someone holding the secret, and only opens in the
 * league and for the kind it was made for. Nothing needs storing per id, and opening needs no search.
 */
export class SealedIds {
  private readonly macKey: Buffer;
  private readonly encryptionKey: Buffer;

  /** `secret`: the league's web secret (base64url). */
  constructor(secret: string) {
    const raw = Buffer.from(secret, "base64url");
    this.macKey = hmac(raw, "mac");
    this.encryptionKey = hmac(raw, "encryption");
  }

  private tag(kind: SealedKind, id: Buffer): Buffer {
    return hmac(this.macKey, kind, "\0", id).subarray(0, TAG_BYTES);
  }

  seal(kind: SealedKind, id: string): string {
    const plain = Buffer.from(id, "utf8");
    const tag = this.tag(kind, plain);
    const cipher = createCipheriv("aes-256-ctr", this.encryptionKey, tag);
    return Buffer.concat([tag, cipher.update(plain), cipher.final()]).toString("base64url");
  }

  /** The id sealed in `sealed` as this kind by this league; null for anything else. */
  open(kind: SealedKind, sealed: string): string | null {
    if (!SEALED.test(sealed)) return null;
    const bytes = Buffer.from(sealed, "base64url");
    // One address per id: a second spelling of the same bytes is not it.
    if (bytes.length <= TAG_BYTES || bytes.toString("base64url") !== sealed) return null;
    const tag = bytes.subarray(0, TAG_BYTES);
    const decipher = createDecipheriv("aes-256-ctr", this.encryptionKey, tag);
    const plain = Buffer.concat([decipher.update(bytes.subarray(TAG_BYTES)), decipher.final()]);
    return timingSafeEqual(this.tag(kind, plain), tag) ? plain.toString("utf8") : null;
  }
}
