import type { RepliableInteraction } from "discord.js";
import { describe, expect, it } from "vitest";
import { createContext } from "../../src/discord/context.ts";
import type { TableChange } from "../../src/tables/service.ts";

/** The parts of a bot context that settling a change without a seat to notify or a league to count touches. */
function contextRecording(): { context: ReturnType<typeof createContext>; settled: string[]; errors: string[] } {
  const settled: string[] = [];
  const errors: string[] = [];
  const parts = {
    log: { info: () => undefined, warn: () => undefined, error: (msg: string) => void errors.push(msg) },
    owns: () => false,
    boards: {
      refresh: async (id: string) => void settled.push(`refresh ${id}`),
      unchanged: async (id: string) => void settled.push(`unchanged ${id}`),
      idle: async () => undefined,
    },
  };
  return { context: createContext(parts as unknown as Parameters<typeof createContext>[0]), settled, errors };
}

/** An interaction as the answer helpers use it, recording what it was answered with. */
function interaction(state: { deferred: boolean }): {
  interaction: RepliableInteraction;
  answers: { how: string; content: unknown; flags: unknown }[];
} {
  const answers: { how: string; content: unknown; flags: unknown }[] = [];
  const record = (how: string) => async (message: { content?: unknown; flags?: unknown }) =>
    void answers.push({ how, content: message.content, flags: message.flags });
  const fake = {
    locale: "ja",
    replied: false,
    deferred: state.deferred,
    reply: record("reply"),
    editReply: record("editReply"),
  };
  return { interaction: fake as unknown as RepliableInteraction, answers };
}

const change = {
  table: { id: "t1", status: "playing", leagueId: null, eventId: null },
  shown: false,
  timedOut: [],
  nowUp: [],
} as unknown as TableChange;

describe("answering after a committed change", () => {
  it("tells the clicker the move counted when its answer fails, and still settles the change", async () => {
    const { context, settled, errors } = contextRecording();
    const { interaction: pressed, answers } = interaction({ deferred: false });
    await context.answerThenSettle(pressed, change, () => Promise.reject(new Error("drawing failed")));
    expect(answers).toEqual([
      { how: "reply", content: expect.stringContaining("卓`t1`での手は記録されました"), flags: 64 },
    ]);
    expect(errors).toEqual(["answer failed after a committed change"]);
    expect(settled).toEqual(["unchanged t1"]);
  });

  it("completes a deferred answer instead of replying twice", async () => {
    const { context } = contextRecording();
    const { interaction: pressed, answers } = interaction({ deferred: true });
    await context.answerThenSettle(pressed, change, () => Promise.reject(new Error("drawing failed")));
    expect(answers.map((a) => a.how)).toEqual(["editReply"]);
  });

  it("answers once when the answer works", async () => {
    const { context, settled } = contextRecording();
    const { interaction: pressed, answers } = interaction({ deferred: false });
    await context.answerThenSettle(pressed, change, () => pressed.reply({ content: "done" }));
    expect(answers).toEqual([{ how: "reply", content: "done", flags: undefined }]);
    expect(settled).toEqual(["unchanged t1"]);
  });
});
