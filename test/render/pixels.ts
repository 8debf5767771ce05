/** Decoded PNGs for pixel checks, through node-canvas itself. */
import { createCanvas, loadImage } from "canvas";
import type { Rect } from "../../src/render/kit/geometry.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}

/** Width and height from the IHDR chunk, which always comes first. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export interface Picture {
  width: number;
  data: Uint8ClampedArray;
}

export async function decode(bytes: Buffer): Promise<Picture> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0);
  return { width: image.width, data: ctx.getImageData(0, 0, image.width, image.height).data };
}

/** The share (0-1) of the pixels inside `rect` that are `hex` give or take `tolerance` per channel. */
export function shareOf(picture: Picture, rect: Rect, hex: string, tolerance = 6): number {
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let matching = 0;
  let total = 0;
  for (let y = Math.ceil(rect.y); y < rect.y + rect.h; y++) {
    for (let x = Math.ceil(rect.x); x < rect.x + rect.w; x++) {
      const at = (y * picture.width + x) * 4;
      total += 1;
      if (want.every((v, c) => Math.abs((picture.data[at + c] ?? -999) - v) <= tolerance)) matching += 1;
    }
  }
  return matching / total;
}
