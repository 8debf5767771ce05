import { describe, expect, it } from "vitest";
import { fitName, NAME_MAX } from "../../src/render/index.ts";

/** Long display names (issue 18): the image cuts the name, so the header's call to action stays whole. */
describe("names on the images", () => {
  it("keep short names, and cut long ones to NAME_MAX characters with an ellipsis, emoji kept whole", () => {
    expect(fitName("Ann")).toBe("Ann");
    expect(fitName("x".repeat(NAME_MAX))).toBe("x".repeat(NAME_MAX));
    const long = fitName("Bartholomew the Magnificent Third");
    expect([...long]).toHaveLength(NAME_MAX);
    expect(long.endsWith("…")).toBe(true);
    const emoji = fitName("🎲".repeat(40));
    expect([...emoji].every((c) => c === "🎲" || c === "…")).toBe(true);
    expect(fitName("とても長い名前のプレイヤーさんです、よろしく")).toHaveLength(NAME_MAX);
  });
});
