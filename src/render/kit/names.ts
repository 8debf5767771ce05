/** Longest display name an image shows in a sentence: a long name is cut, never the instruction that follows it. */
export const NAME_MAX = 12;

/** A display name cut to fit a sentence, ending in an ellipsis when cut (whole characters, so emoji stay whole). */
export function fitName(name: string): string {
  const chars = [...name];
  return chars.length <= NAME_MAX
    ? name
    : `${chars
        .slice(0, NAME_MAX - 1)
        .join("")
        .trimEnd()}…`;
}
