import { createRequire } from "node:module";
import { registerFont } from "canvas";

/** A name of our own, so a system-wide "Noto Sans JP" of another version can never be picked instead. */
const FAMILY = "TableNotoSansJP";

const FACES = [
  { file: "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf", weight: "normal" },
  { file: "@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf", weight: "bold" },
] as const;

export type FontWeight = (typeof FACES)[number]["weight"];

let registered = false;

/** node-canvas asks for fonts to be registered before canvases are created: `newSurface` calls this first. */
export function registerBundledFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const face of FACES) registerFont(require.resolve(face.file), { family: FAMILY, weight: face.weight });
  registered = true;
}

/** A CSS font shorthand for the bundled family. */
export function font(px: number, weight: FontWeight = "normal"): string {
  return `${weight} ${px}px ${FAMILY}`;
}
