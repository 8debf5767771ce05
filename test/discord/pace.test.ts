import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Pace, pacedRequests } from "../../src/discord/pace.ts";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

/** Starts `n` callers at once and records when each may send, relative to the start. */
async function startTimes(pace: Pace, n: number): Promise<number[]> {
  const start = Date.now();
  const times: number[] = [];
  const all = Array.from({ length: n }, () => pace.turn().then(() => void times.push(Date.now() - start)));
  await vi.runAllTimersAsync();
  await Promise.all(all);
  return times;
}

describe("the global pace", () => {
  it("lets callers go one every 1/n of a second, in order, never in a burst", async () => {
    expect(await startTimes(new Pace(10), 5)).toEqual([0, 100, 200, 300, 400]);
  });

  it("after a quiet spell, the next caller goes at once, and the pace resumes from there", async () => {
    const pace = new Pace(4);
    await startTimes(pace, 2);
    vi.setSystemTime(Date.now() + 5_000);
    expect(await startTimes(pace, 3)).toEqual([0, 250, 500]);
  });

  it("after a stall, callers held up together still go 1/n of a second apart, counted from when each went", async () => {
    const pace = new Pace(10);
    const start = Date.now();
    const times: number[] = [];
    const all = Array.from({ length: 5 }, () => pace.turn().then(() => void times.push(Date.now() - start)));
    // The event loop is busy for a second before any timer can run.
    vi.setSystemTime(start + 1_000);
    await vi.runAllTimersAsync();
    await Promise.all(all);
    expect(times).toEqual([1_000, 1_100, 1_200, 1_300, 1_400]);
  });

  it("paces what Discord counts towards the global limit and lets interaction answers through at once", async () => {
    const sent: string[] = [];
    const send = async (url: string): Promise<Response> => {
      sent.push(`${Date.now() - 1_000_000} ${new URL(url).pathname}`);
      return new Response("{}");
    };
    const request = pacedRequests(new Pace(2), send);
    const base = "http://discord.test/api/v10";
    const all = [
      request(`${base}/channels/1/messages`, {}),
      request(`${base}/channels/1/messages/2`, { method: "PATCH" }),
      request(`${base}/interactions/3/tok/callback`, { method: "POST" }),
      request(`${base}/webhooks/4/tok/messages/@original`, { method: "PATCH" }),
      request(`${base}/users/@me/channels`, { method: "POST" }),
    ];
    await vi.runAllTimersAsync();
    await Promise.all(all);
    expect(sent.sort()).toEqual([
      "0 /api/v10/channels/1/messages",
      "0 /api/v10/interactions/3/tok/callback",
      "0 /api/v10/webhooks/4/tok/messages/@original",
      "1000 /api/v10/users/@me/channels",
      "500 /api/v10/channels/1/messages/2",
    ]);
  });
});
