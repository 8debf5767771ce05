/** /deck check and /card through Discord: a modal, an attached file, a deck code, posting a report, autocomplete. */
import { afterEach, describe, expect, it } from "vitest";
import { DECKS } from "../../src/games/powapowa/cards.ts";
import { DECKS as WORLD_GAINER_DECKS } from "../../src/games/world-gainer/cards.ts";
import type { WorldGainerState } from "../../src/games/world-gainer/state.ts";
import {
  channelPosts,
  customIds,
  openAndStart,
  playLikeBots,
  restartBot,
  seatOfUser,
  startHarness,
  tableMessage,
  testRng,
  type Harness,
} from "./harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

const garden = [
  "[Deck]",
  ...(DECKS[0]?.cards ?? []).map((l) => `${l.copies} ${l.card}`),
  "[Nekomimi]",
  "Mochi",
  "Kinako",
].join("\n");

describe("/deck check", () => {
  it("checks a list pasted in its modal, answers only the user, and posts the report on request", async () => {
    h = await startHarness();
    const harness = h;
    const opened = await harness.emu.slash(harness.alice, harness.channel.id, "deck check", { game: "powapowa" });
    expect(opened.modal?.custom_id).toBe("deck:powapowa");
    const checked = await harness.emu.submitModal(harness.alice, opened, { list: `${garden}\n1 Scratchy` });
    const reply = checked.message;
    expect(reply?.content).toContain("Not legal: 1 problem.");
    expect(reply?.content).toContain("Did you mean Scratch?");
    expect(harness.emu.visibleTo(harness.bob).some((r) => r.content.includes("Scratchy"))).toBe(false);
    const post = customIds(reply ?? { components: [] }).find((c) => c.id.startsWith("d:"));
    if (!post || !reply) throw new Error("no post button");
    // The checker posts it once; the button then says the report is gone.
    const posted = await harness.emu.press(harness.alice, reply, post.id);
    await harness.bot.ctx.idle();
    expect(posted.message?.content).toContain("alice checked a deck:");
    expect(channelPosts(harness, harness.channel.id).some((m) => m.content.includes("Powapowa deck check"))).toBe(true);
    const again = await harness.emu.press(harness.alice, reply, post.id);
    expect(again.message?.content).toContain("no longer kept");
    expect(harness.emu.problems).toEqual([]);
  });

  it("reads an attached text file, refuses other file types, and takes a deck code", async () => {
    h = await startHarness();
    const harness = h;
    const list = WORLD_GAINER_DECKS[0]?.cards.map((l) => `${l.copies} ${l.card}`).join("\n") ?? "";
    const file = await harness.emu.slash(harness.alice, harness.channel.id, "deck check", {
      game: "world-gainer",
      file: { filename: "deck.txt", data: Buffer.from(list), contentType: "text/plain; charset=utf-8" },
    });
    await harness.bot.ctx.idle();
    const answer = file.original();
    expect(answer?.content).toContain("Legal: this deck may be played.");
    const code = /Deck code: (\S+)/.exec(answer?.content ?? "")?.[1] ?? "";
    expect(code).toMatch(/^world-gainer\.\d+\./);
    const image = await harness.emu.slash(harness.alice, harness.channel.id, "deck check", {
      game: "world-gainer",
      file: { filename: "deck.png", data: Buffer.from([0x89, 0x50, 0x4e, 0x47]), contentType: "image/png" },
    });
    expect(image.message?.content).toContain("plain text file");
    const big = await harness.emu.slash(harness.alice, harness.channel.id, "deck check", {
      game: "world-gainer",
      file: { filename: "huge.txt", data: Buffer.alloc(100_000, "1 Ember Scout\n"), contentType: "text/plain" },
    });
    expect(big.message?.content).toContain("huge.txt is 100000 bytes; lists up to 80000 bytes are read.");
    const long = await harness.emu.slash(harness.alice, harness.channel.id, "deck check", {
      game: "world-gainer",
      file: {
        filename: "typos.txt",
        data: Buffer.from(Array.from({ length: 80 }, (_, i) => `1 Mystery Card ${i}`).join("\n")),
        contentType: "text/plain",
      },
    });
    await harness.bot.ctx.idle();
    expect(long.original()?.content).toContain("The report is long: here it is as a file.");
    expect(long.original()?.attachments.map((a) => a.filename)).toEqual(["deck-report.txt"]);
    const byCode = await harness.emu.slash(harness.bob, harness.channel.id, "deck check", {
      game: "world-gainer",
      code,
    });
    expect(byCode.message?.content).toContain("OK:このデッキは使用できます。");
    expect(harness.emu.problems).toEqual([]);
  });
});

describe("/deck save, list, show, delete, export", () => {
  it("saves a passing deck under a name, refuses to save one that fails, and keeps each user's decks their own, across a restart", async () => {
    h = await startHarness();
    const harness = h;
    const save = async (name: string, list: string) => {
      const opened = await harness.emu.slash(harness.alice, harness.channel.id, "deck save", {
        game: "powapowa",
        name,
      });
      return (await harness.emu.submitModal(harness.alice, opened, { list })).message?.content ?? "";
    };
    expect(await save("Garden", garden)).toContain("Saved as “Garden”.");
    expect(await save("Short", "4 Scratch\nMochi")).toContain("Not saved as “Short”");
    const code = await harness.emu.slash(harness.alice, harness.channel.id, "deck save", {
      game: "powapowa",
      name: "Copy",
      code: /Deck code: (\S+)/.exec(await save("Garden 2", garden))?.[1] ?? "",
    });
    expect(code.message?.content).toContain("Saved as “Copy”.");
    await restartBot(harness);
    const listed = await harness.emu.slash(harness.alice, harness.channel.id, "deck list", {});
    expect(listed.message?.content.split("\n")).toEqual([
      "Powapowa · Copy · 60 + 2 cards",
      "Powapowa · Garden · 60 + 2 cards",
      "Powapowa · Garden 2 · 60 + 2 cards",
    ]);
    const names = await harness.emu.autocomplete(
      harness.alice,
      harness.channel.id,
      "deck show",
      { game: "powapowa", name: "gar" },
      "name",
    );
    expect(names.choices?.map((c) => c.value)).toEqual(["Garden", "Garden 2"]);
    const shown = await harness.emu.slash(harness.alice, harness.channel.id, "deck show", {
      game: "powapowa",
      name: "Garden",
    });
    expect(shown.message?.content).toContain("**Garden**");
    expect(shown.message?.attachments.map((a) => a.filename)).toEqual(["deck.png"]);
    const exported = await harness.emu.slash(harness.alice, harness.channel.id, "deck export", {
      game: "powapowa",
      name: "Garden",
    });
    expect(exported.message?.content).toMatch(/Deck code of “Garden”: powapowa\.1\./);
    // Bob sees none of Alice's decks, cannot show or delete them.
    expect(
      (
        await harness.emu.autocomplete(
          harness.bob,
          harness.channel.id,
          "deck show",
          { game: "powapowa", name: "" },
          "name",
        )
      ).choices,
    ).toEqual([]);
    expect((await harness.emu.slash(harness.bob, harness.channel.id, "deck list", {})).message?.content).toContain(
      "保存したデッキはまだありません",
    );
    expect(
      (await harness.emu.slash(harness.bob, harness.channel.id, "deck delete", { game: "powapowa", name: "Garden" }))
        .message?.content,
    ).toContain("「Garden」という");
    expect(
      (await harness.emu.slash(harness.alice, harness.channel.id, "deck delete", { game: "powapowa", name: "Garden" }))
        .message?.content,
    ).toBe("Deleted “Garden”.");
    expect((await harness.bot.ctx.decks.of(harness.alice.id)).map((d) => d.name)).toEqual(["Copy", "Garden 2"]);
    expect(harness.emu.problems).toEqual([]);
  });
});

describe("a saved deck at a table", () => {
  it("is offered in the deck choice when it fits the table, plays as saved, and the match goes to the end", async () => {
    h = await startHarness();
    const harness = h;
    const base = WORLD_GAINER_DECKS[0]?.cards ?? [];
    const other = WORLD_GAINER_DECKS[1]?.cards.find((l) => !base.some((b) => b.card === l.card))?.card ?? "";
    const own = [
      ...base.map((l, i) => (i === 0 ? { ...l, copies: l.copies - 1 } : l)),
      { card: other, copies: 1 },
    ].filter((l) => l.copies > 0);
    const text = own.map((l) => `${l.copies} ${l.card}`).join("\n");
    const opened = await harness.emu.slash(harness.alice, harness.channel.id, "deck save", {
      game: "world-gainer",
      name: "Mine",
    });
    expect((await harness.emu.submitModal(harness.alice, opened, { list: text })).message?.content).toContain(
      "Saved as “Mine”.",
    );
    const short = await harness.emu.slash(harness.alice, harness.channel.id, "deck save", {
      game: "world-gainer",
      name: "Big",
    });
    await harness.emu.submitModal(harness.alice, short, { list: `${text}\n1 ${other}` });
    const started = await openAndStart(harness, "world-gainer");
    const reply = (await harness.emu.press(harness.alice, tableMessage(harness, started), `h:${started.id}`)).message;
    if (!reply) throw new Error("no hand reply");
    // The 41-card deck is saved (legal on its own) but cannot meet a 40-card deck: listed with the reason, not offered.
    expect(reply.content).toContain("Your deck “Big” cannot be played here");
    expect(customIds(reply).find((c) => c.disabled)).toBeDefined();
    const menu = customIds(reply).find((c) => c.menu && c.values.includes("Mine"));
    if (!menu) throw new Error("no saved-deck menu");
    expect(menu.values).toEqual(["Mine"]);
    await harness.emu.select(harness.alice, reply, menu.id, ["Mine"]);
    await harness.bot.ctx.idle();
    const table = await playLikeBots(harness, started.id, testRng(31), 600);
    expect(table.status).toBe("finished");
    const state = table.match?.state as WorldGainerState;
    const seat = seatOfUser(table, harness.alice);
    expect(state.decks[seat]).toBe("own");
    const log = await harness.bot.ctx.store.intentLog(started.id);
    expect(log.find((e) => e.seat === seat && (e.action as { type: string }).type === "deck")?.action).toEqual({
      type: "deck",
      deck: "own",
      cards: own,
    });
    expect(harness.emu.problems).toEqual([]);
  });
});

describe("/card", () => {
  it("autocompletes names in the user's language and shows the card's image and text only to them", async () => {
    h = await startHarness();
    const harness = h;
    const typed = await harness.emu.autocomplete(
      harness.bob,
      harness.channel.id,
      "card",
      { game: "powapowa", name: "ねこ" },
      "name",
    );
    expect(typed.choices?.map((c) => c.name)).toEqual(expect.arrayContaining(["ねこじゃらし", "ねこパンチ"]));
    expect(typed.choices?.length).toBeLessThanOrEqual(25);
    const empty = await harness.emu.autocomplete(
      harness.alice,
      harness.channel.id,
      "card",
      { game: "powapowa", name: "" },
      "name",
    );
    expect(empty.choices).toHaveLength(25);
    const shown = await harness.emu.slash(harness.alice, harness.channel.id, "card", {
      game: "powapowa",
      name: "feather-toy",
    });
    expect(shown.message?.content).toContain("**Feather Toy** (ねこじゃらし)");
    expect(shown.message?.content).toContain("used by a nekomimi (cat face)");
    expect(shown.message?.attachments.map((a) => a.filename)).toEqual(["feather-toy.png"]);
    expect(shown.message?.visibility).toEqual({ kind: "ephemeral", userId: harness.alice.id });
    const nekomimi = await harness.emu.slash(harness.alice, harness.channel.id, "card", {
      game: "powapowa",
      name: "Mochi",
    });
    expect(nekomimi.message?.content).toContain("Stage 4: A4 D5 C6");
    const unknown = await harness.emu.slash(harness.alice, harness.channel.id, "card", {
      game: "powapowa",
      name: "Feathr Toy",
    });
    expect(unknown.message?.content).toContain("Did you mean Feather Toy?");
    expect(harness.emu.problems).toEqual([]);
  });
});
