import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkDeck } from "../src/decks/check.ts";
import { DECK_FORMATS } from "../src/decks/formats.ts";
import { startBot } from "../src/interactions/bot.ts";
import { DECKS } from "../src/games/powapowa/cards.ts";
import type { Logger } from "../src/log.ts";
import { startEmulator, type EmuChannel } from "../test/emulator/index.ts";
import { percentile, round, throughput, type BenchRecord } from "./measure.ts";

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Deck checks of a pasted 60-card list (Powapowa, with its nekomimi) per second, and of a deck code. */
export function deckChecksPerSecond(): BenchRecord[] {
  const format = DECK_FORMATS.get("powapowa");
  if (!format) throw new Error("no powapowa deck format");
  const text = [
    "[Deck]",
    ...(DECKS[0]?.cards ?? []).map(
      (l) => `${l.copies} ${format.cards.find((c) => c.id === l.card)?.names.en ?? l.card}`,
    ),
    "[Nekomimi]",
    "Mochi",
    "Kinako",
  ].join("\n");
  const code = checkDeck(format, text).code;
  return [
    {
      name: "deck check, pasted 60-card list",
      value: round(
        throughput(() => void checkDeck(format, text), 2000),
        0,
      ),
      unit: "checks/s",
    },
    {
      name: "deck check, deck code",
      value: round(
        throughput(() => void checkDeck(format, code), 2000),
        0,
      ),
      unit: "checks/s",
    },
  ];
}

/** /card's autocomplete answer through the Discord emulator: median and p99 over prefixes in both languages. */
export async function autocompleteTimes(samples: number): Promise<BenchRecord[]> {
  const emu = await startEmulator();
  const channel = emu.addGuild({ name: "bench" }).channels[0] as EmuChannel;
  const user = emu.addUser({ username: "bench", locale: "ja" });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const bot = await startBot({
    token: emu.token,
    apiBase: emu.apiBase,
    database: { databasePath: path.join(dir, "bot.sqlite") },
    log: silent,
  });
  const prefixes = ["", "s", "sc", "ね", "ねこ", "cat", "ho", "の", "ri", "春"];
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const outcome = await emu.autocomplete(
      user,
      channel.id,
      "card",
      { game: "powapowa", name: prefixes[i % prefixes.length] ?? "" },
      "name",
    );
    times.push(outcome.latencyMs);
  }
  await bot.stop();
  await emu.close();
  fs.rmSync(dir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  return [
    { name: "/card autocomplete answer median", value: round(percentile(times, 50), 2), unit: "ms" },
    { name: "/card autocomplete answer p99", value: round(percentile(times, 99), 2), unit: "ms" },
  ];
}
