import { describe, expect, it } from "vitest";
import type { Rect } from "../../src/render/kit/geometry.ts";
import { newSurface, toPng, type Ctx } from "../../src/render/kit/surface.ts";
import { drawText } from "../../src/render/kit/text.ts";
import { drawTile, keptDrawing } from "../../src/render/kit/tiles.ts";
import { decode } from "./pixels.ts";

const BACKGROUND = "#1a2b3c";
const TILE = { x: 10, y: 6, w: 60, h: 30 };

/** A rounded, half-transparent label at `rect`: antialiased edges and text. */
function label(text: string): (ctx: Ctx, rect: Rect) => void {
  return (ctx, rect) => {
    ctx.beginPath();
    ctx.roundRect(rect.x + 0.5, rect.y + 0.5, rect.w - 1, rect.h - 1, 7.3);
    ctx.fillStyle = "rgba(240, 228, 66, 0.8)";
    ctx.fill();
    drawText(ctx, text, rect.x + rect.w / 2, rect.y + rect.h / 2, rect.w - 4, {
      size: 13,
      weight: "bold",
      color: "#000000",
      align: "center",
    });
  };
}

/** A board with `draw` done over BACKGROUND, as pixels. */
async function board(draw: (ctx: Ctx) => void): Promise<Uint8ClampedArray> {
  const { canvas, ctx } = newSurface(90, 80, BACKGROUND);
  draw(ctx);
  return (await decode(toPng(canvas))).data;
}

describe("kept drawings", () => {
  it("keeps one drawing for each name, size and background: another language, size or colour is painted anew", () => {
    const painted: string[] = [];
    const keep = (name: string, width: number, background: string): unknown =>
      keptDrawing(name, width, 20, background, () => painted.push(`${name} ${width} ${background}`));
    const first = keep("test en", 40, BACKGROUND);
    expect(keep("test en", 40, BACKGROUND)).toBe(first);
    keep("test ja", 40, BACKGROUND);
    keep("test en", 50, BACKGROUND);
    keep("test en", 40, "#000000");
    expect(painted).toEqual([
      `test en 40 ${BACKGROUND}`,
      `test ja 40 ${BACKGROUND}`,
      `test en 50 ${BACKGROUND}`,
      "test en 40 #000000",
    ]);
  });

  it("is opaque, painted over its background", async () => {
    const drawing = keptDrawing("test opaque", 8, 6, "#ff0000", (ctx) => {
      ctx.fillStyle = "rgba(0, 0, 255, 0.5)";
      ctx.fillRect(0, 0, 4, 6);
    });
    const { canvas, ctx } = newSurface(8, 6);
    ctx.drawImage(drawing, 0, 0);
    const { data } = await decode(toPng(canvas));
    expect([...data.subarray(0, 4)]).toEqual([128, 0, 127, 255]);
    expect([...data.subarray(4 * 5, 4 * 6)]).toEqual([255, 0, 0, 255]);
  });
});

describe("tiles", () => {
  it("copies a tile painted once, to the very pixels painting it in place gives, wherever it stands", async () => {
    const paint = label("Deck 相手");
    const places = [TILE, { ...TILE, x: 23, y: 41 }];
    let painted = 0;
    const tiled = await board((ctx) => {
      for (const rect of places)
        drawTile(ctx, "test label", rect, BACKGROUND, (tile, at) => {
          painted += 1;
          paint(tile, at);
        });
    });
    expect(painted).toBe(1);
    expect(tiled).toEqual(await board((ctx) => places.forEach((rect) => paint(ctx, rect))));
  });

  it("draws a different tile under another name", async () => {
    const en = await board((ctx) => drawTile(ctx, "test word en", TILE, BACKGROUND, label("Deck")));
    const ja = await board((ctx) => drawTile(ctx, "test word ja", TILE, BACKGROUND, label("山札")));
    expect(ja).not.toEqual(en);
  });

  it("paints in place, every time, a tile standing between pixels", async () => {
    const paint = label("Deck");
    const between = { ...TILE, x: 10.5 };
    let painted = 0;
    const drawn = await board((ctx) => {
      for (let i = 0; i < 2; i++)
        drawTile(ctx, "test between", between, BACKGROUND, (tile, at) => {
          painted += 1;
          paint(tile, at);
        });
    });
    expect(painted).toBe(2);
    expect(drawn).toEqual(await board((ctx) => [0, 1].forEach(() => paint(ctx, between))));
  });
});
