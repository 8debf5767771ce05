import { createRequire } from "node:module";
import { registerFont } from "canvas";

/** Names of our own, so a system-wide "Noto Sans JP" of another version can never be picked instead. */
const FAMILY = "TableNotoSansJP";
/** Emoji (players' display names carry them) come from Noto Emoji, so they never render as empty boxes. */
const EMOJI_FAMILY = "TableNotoEmoji";

const FACES = [
  { file: "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf", family: FAMILY, weight: "normal" },
  { file: "@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf", family: FAMILY, weight: "bold" },
  { file: "@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf", family: EMOJI_FAMILY, weight: "normal" },
  { file: "@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf", family: EMOJI_FAMILY, weight: "bold" },
] as const;

export type FontWeight = (typeof FACES)[number]["weight"];

let registered = false;

/** node-canvas asks for fonts to be registered before canvases are created: `newSurface` calls this first. */
export function registerBundledFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const face of FACES) registerFont(require.resolve(face.file), { family: face.family, weight: face.weight });
  registered = true;
}

/** A CSS font shorthand for the bundled families: text in Noto Sans JP, emoji from Noto Emoji. */
export function font(px: number, weight: FontWeight = "normal"): string {
  return `${weight} ${px}px ${FAMILY}, ${EMOJI_FAMILY}`;
}
