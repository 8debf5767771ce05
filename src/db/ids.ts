import { randomInt } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const TABLE_ID_LENGTH = 10;

/** A short random id (tables, leagues, results, events): 10 characters of [0-9a-z] (about 52 bits), from the crypto generator. */
export function randomId(): string {
  let id = "";
  for (let i = 0; i < TABLE_ID_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
