import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { isSeed, localeOf, type Locale, type Params, type Seed } from "../engine/index.ts";
import {
  optionsFor,
  refusalMessage,
  settingsAt,
  TABLE_KINDS,
  TABLE_SETTINGS,
  type AnyTableKind,
} from "../games/catalog.ts";
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
  /** Draw the table after this many moves rather than at the end (a bot match). */
  pngAt: number | null;
  /** Draw it from this seat's view (0-based), rather than a spectator's. */
  seat: number | null;
  /** Also draw that seat's hand, next to the table's image. */
  hand: boolean;
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
export function parseArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  randomSeed: () => Seed,
): CliArgs | CliError | "help" {
  let locale = localeOf(env.LANG ?? env.LC_ALL);
  let gameId: string | null = null;
  let seed: Seed | null = null;
  let bots: string | null = null;
  let seats: string | null = null;
  let json = false;
  let png: string | null = null;
  let pngAt: string | null = null;
  let seatArg: string | null = null;
  let hand = false;
  let rules = false;
  const settings: Record<string, string> = {};
  const rest = [...argv];
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    const value = (): string | CliError => rest.shift() ?? { key: "error.missing-value", params: { option: arg } };
    if (arg === "--help" || arg === "-h") return "help";
    if (arg === "--json" || arg === "--rules" || arg === "--hand") {
      if (arg === "--json") json = true;
      else if (arg === "--hand") hand = true;
      else rules = true;
      continue;
    }
    if (["--seed", "--bots", "--players", "--png", "--lang", "--png-at", "--seat"].includes(arg)) {
      const v = value();
      if (typeof v !== "string") return v;
      if (arg === "--png-at") pngAt = v;
      else if (arg === "--seat") seatArg = v;
      else if (arg === "--seed") {
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
  const drawing = drawingOptions(png, pngAt, seatArg, hand, players, botCount === players);
  if ("key" in drawing) return drawing;
  const options = optionsFor(kind, settings);
  if (!options.ok) {
    const { code, params } = options.refusal;
    const own = (kind.settings ?? []).map((s) => `--${s.option}`).join(", ");
    if (code === "setting-not-for-game")
      return {
        key: own ? "error.setting-not-for-game" : "error.no-settings",
        params: { ...params, game: gameId, settings: own },
      };
    if (code === "bad-setting") return { key: "error.bad-setting", params: { ...params, game: gameId } };
    return { key: "error.setting-refused", params: { reason: refusalMessage(kind, options.refusal, locale) } };
  }
  const offered = settingsAt(kind, players);
  // A setting that means nothing at this many players is refused unless it is left as it is by default.
  const changed = (key: string): boolean =>
    (options.value as Record<string, unknown>)[key] !== (kind.options as Record<string, unknown>)[key];
  const idle = (kind.settings ?? []).find((s) => s.option in settings && !offered.includes(s) && changed(s.key));
  if (idle)
    return { key: "error.setting-players", params: { option: idle.option, players: (idle.players ?? []).join(", ") } };
  return {
    kind,
    seed: seed ?? randomSeed(),
    players,
    bots: botCount,
    json,
    png,
    ...drawing,
    rules,
    locale,
    settings,
    options: options.value,
  };
}

/** `--png-at N`, `--seat S` and `--hand`: when and from whose side the image is drawn, or what is wrong with them. */
function drawingOptions(
  png: string | null,
  pngAt: string | null,
  seat: string | null,
  hand: boolean,
  players: number,
  allBots: boolean,
): Pick<CliArgs, "pngAt" | "seat" | "hand"> | CliError {
  if (png === null && (pngAt !== null || seat !== null || hand)) return { key: "error.drawing-needs-png" };
  if (pngAt !== null && !/^\d{1,6}$/.test(pngAt)) return { key: "error.bad-png-at", params: { value: pngAt } };
  if (pngAt !== null && !allBots) return { key: "error.png-at-needs-bots", params: { players } };
  const n = seat === null ? null : /^\d{1,2}$/.test(seat) ? Number(seat) : NaN;
  if (n !== null && !(Number.isInteger(n) && n >= 1 && n <= players))
    return { key: "error.bad-seat", params: { value: seat ?? "", players } };
  if (hand && n === null) return { key: "error.hand-needs-seat" };
  return { pngAt: pngAt === null ? null : Number(pngAt), seat: n === null ? null : n - 1, hand };
}

/** A PNG path must name a file in a folder that exists, checked before a whole game is played for nothing. */
export function pngPathProblem(png: string): CliError | null {
  const isDir = (path: string): boolean | null => {
    try {
      return statSync(path).isDirectory();
    } catch {
      return null;
    }
  };
  if (png.endsWith("/") || isDir(png) === true) return { key: "error.png-is-folder", params: { file: png } };
  if (isDir(dirname(resolve(png))) !== true)
    return { key: "error.png-no-folder", params: { file: png, folder: dirname(png) } };
  return null;
}
