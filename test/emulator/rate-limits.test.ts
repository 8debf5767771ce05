/** The emulator's model of Discord's rate limits, as a client that ignores them meets it. */
import { afterEach, describe, expect, it } from "vitest";
import { startEmulator, type Emulator } from "./index.ts";
import type { RateLimitConfig } from "./rate-limits.ts";

let emu: Emulator | null = null;
afterEach(async () => {
  await emu?.close();
  emu = null;
});

/** Small enough to reach in a test; the shape is Discord's. */
const TIGHT: RateLimitConfig = {
  routes: { "POST /channels/:channelId/messages": { limit: 3, windowMs: 60_000 } },
  otherRoutes: { limit: 1000, windowMs: 60_000 },
  globalPerSecond: 8,
  invalidPerTenMinutes: 3,
};

async function post(e: Emulator, channelId: string): Promise<Response> {
  return fetch(`${e.apiBase}/v10/channels/${channelId}/messages`, {
    method: "POST",
    headers: { Authorization: `Bot ${e.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ content: "hello" }),
  });
}

describe("rate limits in the emulator", () => {
  it("counts a route per channel, tells the bucket in headers and answers 429 with retry_after past it", async () => {
    emu = await startEmulator({ rateLimits: TIGHT });
    const guild = emu.addGuild({ channels: ["one", "two"] });
    const [one, two] = guild.channels;
    if (!one || !two) throw new Error("no channels");
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await post(emu, one.id));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers.get("x-ratelimit-remaining"))).toEqual(["2", "1", "0", "0"]);
    expect(answers[0]?.headers.get("x-ratelimit-limit")).toBe("3");
    expect(Number(answers[0]?.headers.get("x-ratelimit-reset-after"))).toBeGreaterThan(0);
    expect(answers[0]?.headers.get("x-ratelimit-bucket")).toMatch(/^[0-9a-f]{16}$/);
    const limited = answers[3];
    expect(limited?.headers.get("x-ratelimit-scope")).toBe("user");
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited?.json()).toMatchObject({
      message: "You are being rate limited.",
      global: false,
      retry_after: expect.any(Number),
    });
    // Another channel is another bucket.
    expect((await post(emu, two.id)).status).toBe(200);
    expect(emu.problems.filter((p) => p.includes("429"))).toHaveLength(1);
  });

  it("limits a bot's requests globally", async () => {
    emu = await startEmulator({ rateLimits: TIGHT });
    const guild = emu.addGuild({ channels: ["one"] });
    const get = (auth: string) => fetch(`${emu?.apiBase}/v10/guilds/${guild.id}`, { headers: { Authorization: auth } });
    const statuses = [];
    for (let i = 0; i < 9; i++) statuses.push((await get(`Bot ${emu.token}`)).status);
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
    expect(emu.problems.filter((p) => p.includes("global limit"))).toHaveLength(1);
  });

  it("counts invalid requests towards Discord's ban", async () => {
    emu = await startEmulator({ rateLimits: TIGHT });
    const guild = emu.addGuild({ channels: ["one"] });
    for (let i = 0; i < 4; i++)
      expect(
        (await fetch(`${emu.apiBase}/v10/guilds/${guild.id}`, { headers: { Authorization: "Bot wrong" } })).status,
      ).toBe(401);
    expect(emu.problems.filter((p) => p.startsWith("invalid request: 401"))).toHaveLength(4);
    expect(emu.problems.some((p) => p.includes("ban"))).toBe(true);
  });

  it("is off unless asked for: no headers, no 429", async () => {
    emu = await startEmulator();
    const [channel] = emu.addGuild({}).channels;
    if (!channel) throw new Error("no channel");
    for (let i = 0; i < 8; i++) expect((await post(emu, channel.id)).status).toBe(200);
    expect((await post(emu, channel.id)).headers.get("x-ratelimit-limit")).toBeNull();
  });
});
