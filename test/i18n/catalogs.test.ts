import { describe, expect, it } from "vitest";
import { engineStrings, type Catalog } from "../../src/engine/index.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import { cliStrings } from "../../src/cli/strings.ts";
import { discordStrings } from "../../src/discord/strings.ts";
import { renderStrings } from "../../src/render/strings.ts";
import { survivorRenderStrings } from "../../src/render/survivor/strings.ts";
import { tombRaiderRenderStrings } from "../../src/render/tomb-raider/strings.ts";
import { worldGainerRenderStrings } from "../../src/render/world-gainer/strings.ts";
import { replayFileStrings } from "../../src/tables/replay-file-strings.ts";
import { tableStrings } from "../../src/tables/strings.ts";
import { deckStrings } from "../../src/decks/strings.ts";
import { leagueStrings } from "../../src/leagues/strings.ts";
import { webStrings } from "../../src/web/strings.ts";

const catalogs: Record<string, Catalog> = {
  engine: engineStrings,
  cli: cliStrings,
  render: renderStrings,
  discord: discordStrings,
  tables: tableStrings,
  "replay files": replayFileStrings,
  decks: deckStrings,
  leagues: leagueStrings,
  web: webStrings,
  "render.tomb-raider": tombRaiderRenderStrings,
  "render.world-gainer": worldGainerRenderStrings,
  "render.survivor": survivorRenderStrings,
  ...Object.fromEntries([...TABLE_KINDS.values()].map((k) => [k.id, k.strings])),
};

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();

describe.each(Object.entries(catalogs))("the %s string catalog", (_name, catalog) => {
  it("has English and Japanese text for every entry, with the same placeholders", () => {
    for (const [key, entry] of Object.entries(catalog)) {
      expect(entry.en.trim(), key).not.toBe("");
      expect(entry.ja.trim(), key).not.toBe("");
      expect(placeholders(entry.ja), key).toEqual(placeholders(entry.en));
    }
  });

  it('has Japanese text that is actually Japanese (or a pure format such as "{kind}{number}")', () => {
    for (const [key, entry] of Object.entries(catalog)) {
      const words = entry.ja.replace(/\{\w+\}/g, "");
      const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/.test(words);
      expect(japanese || !/\p{L}/u.test(words), key).toBe(true);
    }
  });
});
