import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { isSeed, localeOf, type Locale, type Params, type Seed } from "../engine/index.ts";
import { optionsFor, refusalMessage, TABLE_KINDS, TABLE_SETTINGS, type AnyTableKind } from "../games/catalog.ts";
import type { cliStrings } from "./strings.ts";

export interface CliArgs {
  kind: AnyTableKind;
  seed: Seed;
  /** Seats at the table. */
  players: number;
  /** Seats played by bots, counting from the last seat; every other seat (at most one) is yours. */
  bots: number;
  json: boolean;
  png: string | null;
  /** Print the game's rules and stop. */
  rules: boolean;
  locale: Locale;
  /** The table settings given as `--<option> <value>` (see TableSetting), by option name. */
  settings: Record<string, string>;
  /** The match's options: the game's defaults with those settings applied. */
  options: unknown;
}

export type CliError = { key: keyof typeof cliStrings; params?: Params };

/** A whole number from 0 to 2^32-1, or 32 hex digits (the 128-bit seeds of real tables). */
function parseSeed(value: string): Seed | null {
  const seed = /^\d{1,10}$/.test(value) ? Number(value) : value.toLowerCase();
  return isSeed(seed) ? seed : null;
}

/** Reads the command line; any problem comes back as a localized error key, never an exception. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv, randomSeed: () => Seed): CliArgs | CliError | "help" {
  let locale = localeOf(env.LANG ?? env.LC_ALL);
  let gameId: string | null = null;
  let seed: Seed | null = null;
  let bots: string | null = null;
  let seats: string | null = null;
  let json = false;
  let png: string | null = null;
  let rules = false;
  const settings: Record<string, string> = {};
  const rest = [...argv];
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    const value = (): string | CliError => rest.shift() ?? { key: "error.missing-value", params: { option: arg } };
    if (arg === "--help" || arg === "-h") return "help";
    if (arg === "--json" || arg === "--rules") {
      if (arg === "--json") json = true;
      else rules = true;
      continue;
    }
    if (arg === "--seed" || arg === "--bots" || arg === "--players" || arg === "--png" || arg === "--lang") {
      const v = value();
      if (typeof v !== "string") return v;
      if (arg === "--seed") {
        seed = parseSeed(v);
        if (seed === null) return { key: "error.bad-seed", params: { value: v } };
      } else if (arg === "--bots") bots = v;
      else if (arg === "--players") seats = v;
      else if (arg === "--png") png = v;
      else if (v === "en" || v === "ja") locale = v;
      else return { key: "error.bad-lang", params: { value: v } };
      continue;
    }
    const setting = TABLE_SETTINGS.find((s) => `--${s.option}` === arg);
    if (setting) {
      const v = value();
      if (typeof v !== "string") return v;
      settings[setting.option] = v;
      continue;
    }
    if (arg.startsWith("-") || gameId !== null) return { key: "error.unknown-option", params: { option: arg } };
    gameId = arg;
  }
  const games = [...TABLE_KINDS.keys()].join(", ");
  if (gameId === null) return { key: "error.no-game", params: { games } };
  const kind = TABLE_KINDS.get(gameId);
  if (!kind) return { key: "error.unknown-game", params: { game: gameId, games } };
  const { min, max } = kind.game.players;
  const wholeNumber = (v: string | null): number | null => (v === null ? null : /^\d{1,2}$/.test(v) ? Number(v) : NaN);
  const botCount = wholeNumber(bots) ?? 1;
  // Without --players: every seat a bot for --json, otherwise you and the bots.
  const players = wholeNumber(seats) ?? Math.min(max, Math.max(min, json ? botCount : botCount + 1));
  if (!Number.isInteger(players) || players < min || players > max) {
    return { key: "error.bad-players", params: { value: seats ?? "", min, max } };
  }
  if (!Number.isInteger(botCount) || botCount > players || botCount < players - 1) {
    return { key: "error.bad-bots", params: { value: bots ?? "", mine: players - 1, players } };
  }
  if (json && botCount !== players) return { key: "error.json-needs-bots", params: { players } };
  const badPng = png === null ? null : pngPathProblem(png);
  if (badPng) return badPng;
  const options = optionsFor(kind, settings);
  if (!options.ok) {
    const { code, params } = options.refusal;
    if (code === "bad-setting" || code === "setting-not-for-game") return { key: "error.bad-setting", params: { values: "", ...params, game: gameId } };
    return { key: "error.setting-refused", params: { reason: refusalMessage(kind, options.refusal, locale) } };
  }
  return { kind, seed: seed ?? randomSeed(), players, bots: botCount, json, png, rules, locale, settings, options: options.value };
}

/** A PNG path must name a file in a folder that exists, checked before a whole game is played for nothing. */
function pngPathProblem(png: string): CliError | null {
  const isDir = (path: string): boolean | null => {
    try {
      return statSync(path).isDirectory();
    } catch {
      return null;
    }
  };
  if (png.endsWith("/") || isDir(png) === true) return { key: "error.png-is-folder", params: { file: png } };
  if (isDir(dirname(resolve(png))) !== true) return { key: "error.png-no-folder", params: { file: png, folder: dirname(png) } };
  return null;
}
