import { CanvasRenderingContext2D } from "canvas";
import { pngSize } from "./pixels.ts";

/** A phone shows a board as wide as its chat column, about 400 px; text there should be 11 px or more. */
export const PHONE_WIDTH = 400;
export const PHONE_TEXT = 11;

/** A board and the smallest text on it, as a phone shows it: the font size drawn, scaled to the phone's width. */
export interface OnPhone {
  width: number;
  height: number;
  smallestText: number;
}

/**
 * Paints a board while watching every text the canvas draws: the smallest font size set for a `fillText`, scaled by
 * the phone's width over the image's.
 */
export function onPhone(paint: () => Buffer): OnPhone {
  const prototype = CanvasRenderingContext2D.prototype;
  const fillText = prototype.fillText;
  let smallest = Infinity;
  prototype.fillText = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof fillText>) {
    const px = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1]);
    smallest = Math.min(smallest, px);
    return fillText.apply(this, args);
  };
  try {
    const { width, height } = pngSize(paint());
    return { width, height, smallestText: (smallest * PHONE_WIDTH) / width };
  } finally {
    prototype.fillText = fillText;
  }
}
