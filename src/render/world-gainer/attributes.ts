import type { Attribute } from "../../games/world-gainer/state.ts";
import { drawHandSign, type HandSign } from "../kit/hand-signs.ts";
import type { Ctx } from "../kit/surface.ts";

interface AttributeStyle {
  /** Okabe-Ito colours, apart for the common colour-vision deficiencies; the sign tells them apart anyway. */
  ink: string;
  /** What is drawn on the ink: white on the dark inks, near-black on yellow. */
  onInk: string;
  sign: HandSign;
}

export const ATTRIBUTE_STYLES: Record<Attribute, AttributeStyle> = {
  blue: { ink: "#0072b2", onInk: "#ffffff", sign: "scissors" },
  green: { ink: "#009e73", onInk: "#ffffff", sign: "paper" },
  red: { ink: "#d55e00", onInk: "#ffffff", sign: "rock" },
  yellow: { ink: "#f0e442", onInk: "#1a1300", sign: "all" },
};

/** The attribute as a disc of its colour carrying its rock-paper-scissors sign, centred on (x, y). */
export function drawAttributeBadge(ctx: Ctx, attribute: Attribute, x: number, y: number, diameter: number): void {
  const style = ATTRIBUTE_STYLES[attribute];
  ctx.beginPath();
  ctx.arc(x, y, diameter / 2, 0, Math.PI * 2);
  ctx.fillStyle = style.ink;
  ctx.fill();
  drawHandSign(ctx, style.sign, x, y, diameter * 0.62, style.onInk, style.ink);
}
