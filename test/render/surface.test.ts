import { describe, expect, it } from "vitest";
import { autoplay, viewMatch } from "../../src/engine/index.ts";
import { spymasterBot } from "../../src/games/spymaster/bot.ts";
import { spymasterGame } from "../../src/games/spymaster/index.ts";
import { newSurface, toPng, type Ctx } from "../../src/render/kit/surface.ts";
import { drawText } from "../../src/render/kit/text.ts";
import { paintSpymaster } from "../../src/render/spymaster.ts";
import { decode } from "./pixels.ts";

/** A Spymaster board after `intents` bot moves of game `seed`, seen by seat 0. */
function board(seed: number, intents: number): Buffer {
  const played = autoplay(
    spymasterGame,
    { seed, players: 2, options: { variant: "spymaster" } },
    { bots: [spymasterBot, spymasterBot], botSeed: seed, maxIntents: intents },
  );
  return paintSpymaster(viewMatch(spymasterGame, played.match, 0), "en", ["Ann", "Bo"]);
}

describe("drawing surfaces", () => {
  it("draws the same image on a reused surface as on a new one", () => {
    const first = board(1, 6);
    const other = board(2, 14);
    expect(other.equals(first)).toBe(false);
    expect(board(1, 6).equals(first)).toBe(true);
  });

  it("hands a reused surface back blank, with the default state", async () => {
    const dirty = newSurface(64, 48);
    dirty.ctx.translate(10, 5);
    dirty.ctx.rotate(0.3);
    dirty.ctx.globalAlpha = 0.4;
    dirty.ctx.fillStyle = "#ff0000";
    dirty.ctx.fillRect(0, 0, 30, 30);
    dirty.ctx.beginPath();
    dirty.ctx.rect(0, 0, 5, 5);
    dirty.ctx.clip();
    toPng(dirty.canvas);

    const again = newSurface(64, 48);
    expect(again.canvas).toBe(dirty.canvas);
    expect(again.ctx.getTransform().isIdentity).toBe(true);
    expect(again.ctx.globalAlpha).toBe(1);
    expect(again.ctx.textDrawingMode).toBe("glyph");
    // No clip left: a fill covers the whole surface.
    again.ctx.fillStyle = "#00ff00";
    again.ctx.fillRect(0, 0, 64, 48);
    const { data } = await decode(toPng(again.canvas));
    const green = data.filter((_, i) => i % 4 === 1 && data[i] === 255).length;
    expect(green).toBe(64 * 48);

    const blank = await decode(toPng(newSurface(64, 48).canvas));
    expect(blank.data.every((v) => v === 0)).toBe(true);
  });

  it("fills an opaque surface with its background and draws on it as over that colour on a transparent one", async () => {
    const paint = (ctx: Ctx): void => {
      ctx.fillStyle = "rgba(200, 30, 90, 0.5)";
      ctx.beginPath();
      ctx.arc(30, 20, 17.3, 0, Math.PI * 2);
      ctx.fill();
      drawText(ctx, "Ann 相手", 4, 30, 56, { size: 14, weight: "bold", color: "#f0e442" });
    };
    const over = newSurface(64, 48);
    over.ctx.fillStyle = "#1a2b3c";
    over.ctx.fillRect(0, 0, 64, 48);
    paint(over.ctx);
    const expected = await decode(toPng(over.canvas));

    const opaque = newSurface(64, 48, "#1a2b3c");
    expect(opaque.ctx.fillStyle).toBe("#000000");
    paint(opaque.ctx);
    const png = toPng(opaque.canvas);
    // Colour type 2: RGB, no alpha channel.
    expect(png[25]).toBe(2);
    expect((await decode(png)).data).toEqual(expected.data);
  });

  it("keeps opaque and transparent surfaces of one size apart", async () => {
    toPng(newSurface(40, 30, "#ff0000").canvas);
    toPng(newSurface(40, 30).canvas);
    const blank = await decode(toPng(newSurface(40, 30).canvas));
    expect(blank.data.every((v) => v === 0)).toBe(true);
    const filled = await decode(toPng(newSurface(40, 30, "#0000ff").canvas));
    expect(filled.data.filter((_, i) => i % 4 === 2).every((v) => v === 255)).toBe(true);
  });

  it("keeps memory flat over hundreds of boards", () => {
    // Before surfaces were reused, each board left its pixels (about 4 MB) to a garbage collection that never came.
    board(3, 10);
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 250; i++) board(3 + (i % 5), 10);
    const grown = (process.memoryUsage().rss - before) / 2 ** 20;
    expect(grown).toBeLessThan(200);
  });
});
