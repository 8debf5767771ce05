import { randomBytes, randomInt } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const TABLE_ID_LENGTH = 10;

/** A short random id (tables, leagues, results, events): 10 characters of [0-9a-z] (about 52 bits), from the crypto generator. */
export function randomId(): string {
  let id = "";
  for (let i = 0; i < TABLE_ID_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** A league's web id (128 random bits) and the secret its pages' other ids are sealed with (256 bits), base64url. */
export function webKeys(): { webId: string; webSecret: string } {
  return { webId: randomBytes(16).toString("base64url"), webSecret: randomBytes(32).toString("base64url") };
}
