import { afterEach, describe, expect, it } from "vitest";
import type { RecordedMessage } from "../emulator/index.ts";
import {
  botsOwing,
  customIds,
  decideAs,
  openTable,
  openAndStart,
  owingUsers,
  phaseOf,
  playOneDecision,
  privateReply,
  seatOfUser,
  startHarness,
  tableMessage,
  tableOf,
  testRng,
  type Harness,
} from "./harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

const NOT_SEATED = "You are not seated at this table.";
const NOT_YOUR_TURN = "It is not your turn to decide.";
const STALE = "That choice belongs to an earlier moment of the match; look at the latest table.";
const ALREADY_ANSWERED = "You have already made this choice; waiting for the others.";
const HOST_ONLY = "Only the table's host or someone who can manage the server can do that.";

/** What must stay as it is when a press is refused: the match, its log and the public table message. */
async function snapshot(
  h: Harness,
  id: string,
): Promise<{ seq: number; version: number; intents: number; revisions: number; messageId: string | null }> {
  const table = await tableOf(h, id);
  return {
    seq: table.seq,
    version: table.version,
    intents: (await h.bot.ctx.store.intentLog(id)).length,
    revisions: tableMessage(h, table).revisions.length,
    messageId: table.messageId,
  };
}

/** Messages created after `from` (an index into emu.messages). */
function createdSince(h: Harness, from: number): RecordedMessage[] {
  return h.emu.messages.slice(from);
}

/** A Spymaster match where the attacker has played and the defender owes the guess on the table. */
async function atGuess(h: Harness, seed: number) {
  const started = await openAndStart(h, "spymaster");
  expect(phaseOf(started)).toBe("attack");
  const [attacker] = owingUsers(h, started);
  if (!attacker) throw new Error("nobody attacks");
  await decideAs(h, started.id, attacker, testRng(seed));
  const table = await tableOf(h, started.id);
  expect(phaseOf(table)).toBe("guess");
  const [defender] = owingUsers(h, table);
  if (!defender) throw new Error("nobody guesses");
  expect(defender.id).not.toBe(attacker.id);
  return { id: started.id, attacker, defender, table };
}

describe("presses the bot must refuse", () => {
  it("a user who is not seated gets 'not seated' for guesses, My hand and choices, and nothing changes", async () => {
    h = await startHarness();
    const started = await openAndStart(h, "spymaster");
    const id = started.id;
    const carol = h.carol;

    // The attack phase: My hand and a forged hand choice.
    const before = await snapshot(h, id);
    const mark = h.emu.messages.length;
    let board = tableMessage(h, started);
    expect(privateReply(await h.emu.press(carol, board, `h:${id}`), carol)).toBe(NOT_SEATED);
    expect(
      privateReply(
        await h.emu.pressRaw(carol, board, `c:${id}:${h.bot.ctx.service.token(started, "spectator")}:0`),
        carol,
      ),
    ).toBe(NOT_SEATED);
    await h.bot.ctx.idle();
    expect(await snapshot(h, id)).toEqual(before);

    // The guess phase: every guess button on the table.
    const [attacker] = owingUsers(h, started);
    if (!attacker) throw new Error("nobody attacks");
    await decideAs(h, id, attacker, testRng(1));
    const guessing = await tableOf(h, id);
    expect(phaseOf(guessing)).toBe("guess");
    board = tableMessage(h, guessing);
    const guesses = customIds(board).filter((c) => c.id.startsWith("c:"));
    expect(guesses.map((c) => c.id)).toEqual(
      [0, 1, 2].map((i) => `c:${id}:${h?.bot.ctx.service.token(guessing, "spectator")}:${i}`),
    );
    const atGuess = await snapshot(h, id);
    const mark2 = h.emu.messages.length;
    for (const guess of guesses) {
      expect(privateReply(await h.emu.press(carol, board, guess.id), carol)).toBe(NOT_SEATED);
    }
    expect(privateReply(await h.emu.press(carol, board, `h:${id}`), carol)).toBe(NOT_SEATED);
    // Rules are open to anyone: the refusals above are about the seat, not about carol.
    const rules = await h.emu.press(carol, board, `r:${id}`);
    expect(rules.message?.embeds[0]?.title).toBe("Spymaster: how to play");
    await h.bot.ctx.idle();

    expect(await snapshot(h, id)).toEqual(atGuess);
    expect((await tableOf(h, id)).seq).toBe(guessing.seq);
    // Carol's presses made nothing but her own private replies.
    const made = [...createdSince(h, mark).slice(0, 2), ...createdSince(h, mark2)];
    expect(made).toHaveLength(2 + guesses.length + 2);
    expect(made.every((m) => m.visibility.kind === "ephemeral" && m.visibility.userId === carol.id)).toBe(true);
    expect(h.emu.problems).toEqual([]);
  });

  it("the attacker pressing the defender's guess is told it is not their turn", async () => {
    h = await startHarness();
    const { id, attacker, table } = await atGuess(h, 2);
    const before = await snapshot(h, id);
    const board = tableMessage(h, table);
    for (const guess of customIds(board).filter((c) => c.id.startsWith("c:"))) {
      expect(privateReply(await h.emu.press(attacker, board, guess.id), attacker)).toBe(
        attacker.locale === "ja" ? "今はあなたの手番ではありません。" : NOT_YOUR_TURN,
      );
    }
    await h.bot.ctx.idle();
    expect(await snapshot(h, id)).toEqual(before);
    expect(phaseOf(await tableOf(h, id))).toBe("guess");
    expect(h.emu.problems).toEqual([]);
  });

  it("a double press of the same guess counts once; the second press is stale", async () => {
    h = await startHarness();
    const { id, defender, table } = await atGuess(h, 3);
    const board = tableMessage(h, table);
    const guess = customIds(board).find((c) => c.id.startsWith("c:"));
    if (!guess) throw new Error("no guess buttons");
    const intents = (await h.bot.ctx.store.intentLog(id)).length;
    const stale = defender.locale === "ja" ? "その選択は古い局面のものです。最新の卓を見てください。" : STALE;

    // Two clicks dispatched back to back, before the bot answered either.
    // Which one commits is a race (on PostgreSQL the two really run at once): exactly one does, the other is stale.
    const answers = await Promise.all([h.emu.press(defender, board, guess.id), h.emu.press(defender, board, guess.id)]);
    await h.bot.ctx.idle();
    expect(answers.map((a) => a.type).sort()).toEqual([4, 6]);
    expect(privateReply(answers.find((a) => a.type === 4) as (typeof answers)[number], defender)).toBe(stale);
    const log = await h.bot.ctx.store.intentLog(id);
    expect(log).toHaveLength(intents + 1);
    expect(log.at(-1)).toMatchObject({
      seq: table.seq + 1,
      seat: seatOfUser(table, defender),
      source: "player",
      userId: defender.id,
    });
    expect((await tableOf(h, id)).seq).toBe(table.seq + 1);

    // A third press of the same (now gone) button, once everything settled: stale too, and still one guess.
    expect(
      privateReply(await h.emu.pressRaw(defender, tableMessage(h, await tableOf(h, id)), guess.id), defender),
    ).toBe(stale);
    await h.bot.ctx.idle();
    expect(await h.bot.ctx.store.intentLog(id)).toHaveLength(intents + 1);
    expect((await tableOf(h, id)).seq).toBe(table.seq + 1);
    expect(h.emu.problems).toEqual([]);
  });

  it("a button on an older My hand message is stale once the match moved on", async () => {
    h = await startHarness();
    const started = await openAndStart(h, "spymaster");
    const id = started.id;
    const [attacker] = owingUsers(h, started);
    if (!attacker) throw new Error("nobody attacks");
    const board = tableMessage(h, started);
    const old = (await h.emu.press(attacker, board, `h:${id}`)).message;
    const fresh = (await h.emu.press(attacker, board, `h:${id}`)).message;
    if (!old || !fresh) throw new Error("My hand gave no reply");
    const plays = customIds(old).filter((c) => c.id.startsWith("c:"));
    expect(plays.length).toBeGreaterThan(0);
    const attackerToken = h.bot.ctx.service.token(started, seatOfUser(started, attacker));
    expect(plays.every((c) => c.id.startsWith(`c:${id}:${attackerToken}:`))).toBe(true);

    // The attacker plays from the fresh reply, then the opponent guesses.
    const play = customIds(fresh).find((c) => c.id.startsWith("c:"));
    if (!play) throw new Error("no play offered");
    await h.emu.press(attacker, fresh, play.id);
    await h.bot.ctx.idle();
    const guessing = await tableOf(h, id);
    const [defender] = owingUsers(h, guessing);
    if (!defender || defender.id === attacker.id) throw new Error("the defender should guess now");
    await decideAs(h, id, defender, testRng(4));

    const before = await snapshot(h, id);
    expect(before.seq).toBe(started.seq + 2);
    const button = plays[0];
    if (!button) throw new Error("no play on the old reply");
    const reply = await h.emu.press(attacker, old, button.id);
    expect(privateReply(reply, attacker)).toBe(
      attacker.locale === "ja" ? "その選択は古い局面のものです。最新の卓を見てください。" : STALE,
    );
    await h.bot.ctx.idle();
    expect(await snapshot(h, id)).toEqual(before);
    expect(h.emu.problems).toEqual([]);
  });

  it("forged custom_ids: a choice not on offer, garbage, and a table that does not exist", async () => {
    h = await startHarness();
    const { id, defender, table } = await atGuess(h, 5);
    const alice = h.alice;
    const board = tableMessage(h, table);
    const before = await snapshot(h, id);

    const token = h.bot.ctx.service.token(table, "spectator");
    const offMenu = await h.emu.pressRaw(defender, board, `c:${id}:${token}:99`);
    expect(privateReply(offMenu, defender)).toBe(
      defender.locale === "ja" ? "その選択肢はありません。" : "That choice is not on offer.",
    );
    for (const garbage of [
      "nonsense",
      "c:",
      `c:${id}:x:1`,
      `c:${id}:${token}`,
      `c:${id}:${table.seq}:0`,
      `h:${id}:extra`,
      `l:${id}:z`,
      `x:${id}`,
      "h:NOT-AN-ID",
    ]) {
      expect(privateReply(await h.emu.pressRaw(alice, board, garbage), alice), garbage).toBe(
        "That choice is not understood.",
      );
    }
    for (const gone of [`c:zzzzzzzz:${token}:0`, "h:zzzzzzzz", "l:zzzzzzzz:s", "r:zzzzzzzz"]) {
      expect(privateReply(await h.emu.pressRaw(alice, board, gone), alice), gone).toBe("That table no longer exists.");
    }
    await h.bot.ctx.idle();
    expect(await snapshot(h, id)).toEqual(before);
    expect(h.emu.problems).toEqual([]);
  });
});

describe("the lobby", () => {
  it("refuses a non-host Start, a second Join and the host's Leave; Add bot then Start plays against the bot", async () => {
    h = await startHarness();
    const { alice, bob, carol } = h;
    const id = await openTable(h, alice, "spymaster");
    let lobby = tableMessage(h, await tableOf(h, id));
    expect(customIds(lobby).map((c) => c.id)).toEqual(["j", "l", "b", "s", "c"].map((v) => `l:${id}:${v}`));

    await h.emu.press(bob, lobby, `l:${id}:j`);
    await h.bot.ctx.idle();
    expect((await tableOf(h, id)).seats.map((s) => s.userId)).toEqual([alice.id, bob.id]);

    expect(privateReply(await h.emu.press(carol, lobby, `l:${id}:s`), carol)).toBe(HOST_ONLY);
    expect(privateReply(await h.emu.press(carol, lobby, `l:${id}:b`), carol)).toBe(HOST_ONLY);
    expect(privateReply(await h.emu.press(carol, lobby, `l:${id}:c`), carol)).toBe(HOST_ONLY);
    expect(privateReply(await h.emu.press(bob, lobby, `l:${id}:j`), bob)).toBe("すでにこの卓に着席しています。");
    expect(privateReply(await h.emu.press(alice, lobby, `l:${id}:j`), alice)).toBe(
      "You are already seated at this table.",
    );
    expect(privateReply(await h.emu.press(alice, lobby, `l:${id}:l`), alice)).toBe(
      "The host cannot leave; cancel the table instead.",
    );
    expect(privateReply(await h.emu.press(carol, lobby, `l:${id}:l`), carol)).toBe(NOT_SEATED);
    expect(privateReply(await h.emu.press(carol, lobby, `l:${id}:j`), carol)).toBe("This table is full.");
    await h.bot.ctx.idle();
    expect((await tableOf(h, id)).status).toBe("lobby");
    expect((await tableOf(h, id)).seats.map((s) => s.userId)).toEqual([alice.id, bob.id]);

    // Bob leaves; the host adds a bot instead and starts.
    await h.emu.press(bob, lobby, `l:${id}:l`);
    await h.bot.ctx.idle();
    lobby = tableMessage(h, await tableOf(h, id));
    await h.emu.press(alice, lobby, `l:${id}:b`);
    await h.bot.ctx.idle();
    const seated = await tableOf(h, id);
    expect(seated.seats).toEqual([
      { seat: 0, userId: alice.id, name: "alice", bot: false, timeouts: 0, autoPass: false, ready: false, deck: null },
      { seat: 1, userId: null, name: "Bot 1", bot: true, timeouts: 0, autoPass: false, ready: false, deck: null },
    ]);
    lobby = tableMessage(h, seated);
    expect(lobby.embeds[0]?.description).toContain(`Seats (2/2): <@${alice.id}>, Bot 1`);
    const start = await h.emu.press(alice, lobby, `l:${id}:s`);
    expect(start.type).toBe(6);
    await h.bot.ctx.idle();
    expect((await tableOf(h, id)).status).toBe("playing");

    // Alice alone plays the match; whenever the bot is due, it has moved by the time her press is answered.
    const rng = testRng(8);
    for (let step = 0; step < 400 && (await tableOf(h, id)).status === "playing"; step++) {
      const table = await tableOf(h, id);
      expect(botsOwing(h, table)).toEqual([]);
      expect(owingUsers(h, table).map((u) => u.username)).toEqual(["alice"]);
      await playOneDecision(h, id, rng);
    }
    const done = await tableOf(h, id);
    expect(done.status).toBe("finished");
    const log = await h.bot.ctx.store.intentLog(id);
    expect(log.filter((e) => e.source === "player").every((e) => e.seat === 0 && e.userId === alice.id)).toBe(true);
    expect(log.filter((e) => e.source === "bot").every((e) => e.seat === 1 && e.userId === null)).toBe(true);
    expect(log.some((e) => e.source === "bot")).toBe(true);
    // Some move of alice's handed the decision to the bot, which answered at once.
    expect(
      log.some((e, i) => e.source === "player" && log[i + 1]?.source === "bot" && log[i + 1]?.seq === e.seq + 1),
    ).toBe(true);
    expect(h.emu.problems).toEqual([]);
  });
});

describe("MindMaster's simultaneous opening pick", () => {
  it("a second press by the player who picked is refused; the other's pick goes through", async () => {
    h = await startHarness();
    const { alice, bob } = h;
    const started = await openAndStart(h, "mindmaster");
    const id = started.id;
    expect(phaseOf(started)).toBe("pick");
    expect(
      owingUsers(h, started)
        .map((u) => u.username)
        .sort(),
    ).toEqual(["alice", "bob"]);

    const board = tableMessage(h, started);
    const bobs = (await h.emu.press(bob, board, `h:${id}`)).message;
    const first = (await h.emu.press(alice, board, `h:${id}`)).message;
    const second = (await h.emu.press(alice, board, `h:${id}`)).message;
    if (!first || !second) throw new Error("My hand gave no reply");
    const picks = customIds(first).filter((c) => c.id.startsWith("c:"));
    const pick = picks[0];
    if (!pick) throw new Error("no pick offered");
    const picked = await h.emu.press(alice, first, pick.id);
    expect(picked.type).toBe(7);
    // Said once, while bob still picks.
    expect(picked.message?.content).toMatch(
      /^Your hand at table .*\nYou chose: Pick (Spade|Heart|Diamond)\. Waiting for the others\.$/,
    );
    expect(customIds(picked.message ?? first)).toEqual([]);
    await h.bot.ctx.idle();
    const afterPick = await snapshot(h, id);
    expect(afterPick.seq).toBe(started.seq + 1);

    // Her old pick message, and another hand reply still showing the picks: both refused.
    expect(privateReply(await h.emu.pressRaw(alice, first, pick.id), alice)).toBe(ALREADY_ANSWERED);
    const other = customIds(second).find((c) => c.id !== pick.id && c.id.startsWith("c:")) ?? pick;
    expect(privateReply(await h.emu.press(alice, second, other.id), alice)).toBe(ALREADY_ANSWERED);
    await h.bot.ctx.idle();
    expect(await snapshot(h, id)).toEqual(afterPick);
    expect(owingUsers(h, await tableOf(h, id)).map((u) => u.username)).toEqual(["bob"]);

    // Bob picks from a hand reply built before alice's pick: still valid for the simultaneous prompt.
    if (!bobs) throw new Error("My hand gave no reply");
    const bobPick = customIds(bobs).find((c) => c.id.startsWith("c:"));
    if (!bobPick) throw new Error("no pick offered to bob");
    expect(bobPick.id.startsWith(`c:${id}:${h.bot.ctx.service.token(started, seatOfUser(started, bob))}:`)).toBe(true);
    const bobPicked = await h.emu.press(bob, bobs, bobPick.id);
    expect(bobPicked.message?.content).toMatch(/^あなたの選択:(スペード|ハート|ダイヤ)を選ぶ。/);
    await h.bot.ctx.idle();
    const resolved = await tableOf(h, id);
    expect(resolved.seq).toBe(started.seq + 2);
    expect((await h.bot.ctx.store.intentLog(id)).map((e) => [e.seat, e.source])).toEqual([
      [seatOfUser(resolved, alice), "player"],
      [seatOfUser(resolved, bob), "player"],
    ]);
    // A tie asks for a new pick; otherwise the winner attacks.
    expect(["pick", "attack"]).toContain(phaseOf(resolved));

    const rng = testRng(9);
    for (let step = 0; step < 500 && (await tableOf(h, id)).status === "playing"; step++)
      await playOneDecision(h, id, rng);
    expect((await tableOf(h, id)).status).toBe("finished");
    expect(h.emu.problems).toEqual([]);
  });
});

describe("localized replies", () => {
  it("bob (ja) is refused in Japanese, alice and carol in English", async () => {
    h = await startHarness();
    const { alice, bob, carol } = h;
    const id = await openTable(h, alice, "spymaster");
    const lobby = tableMessage(h, await tableOf(h, id));
    expect(privateReply(await h.emu.press(bob, lobby, `l:${id}:s`), bob)).toBe(
      "それができるのは卓のホストか、サーバー管理権限を持つ人だけです。",
    );
    expect(privateReply(await h.emu.press(carol, lobby, `l:${id}:s`), carol)).toBe(HOST_ONLY);
    expect(privateReply(await h.emu.press(bob, lobby, `l:${id}:l`), bob)).toBe("あなたはこの卓に着席していません。");
    expect(privateReply(await h.emu.press(alice, lobby, `l:${id}:l`), alice)).toBe(
      "The host cannot leave; cancel the table instead.",
    );
    expect(privateReply(await h.emu.pressRaw(bob, lobby, `h:${id}`), bob)).toBe("あなたはこの卓に着席していません。");
    expect(privateReply(await h.emu.pressRaw(bob, lobby, "???"), bob)).toBe("その選択は理解できません。");
    expect(privateReply(await h.emu.pressRaw(bob, lobby, "h:zzzzzzzz"), bob)).toBe("その卓はもうありません。");
    expect(privateReply(await h.emu.pressRaw(alice, lobby, "h:zzzzzzzz"), alice)).toBe("That table no longer exists.");
    await h.emu.press(bob, lobby, `l:${id}:j`);
    await h.bot.ctx.idle();
    // The lobby was started: Join now says so, in each one's language.
    await h.emu.press(alice, tableMessage(h, await tableOf(h, id)), `l:${id}:s`);
    await h.bot.ctx.idle();
    expect(privateReply(await h.emu.pressRaw(bob, tableMessage(h, await tableOf(h, id)), `l:${id}:j`), bob)).toBe(
      "この卓はもう始まっています。",
    );
    expect(privateReply(await h.emu.pressRaw(carol, tableMessage(h, await tableOf(h, id)), `l:${id}:j`), carol)).toBe(
      "This table has already started.",
    );

    // In the match: whoever is not up is told so in their language.
    const table = await tableOf(h, id);
    const [up] = owingUsers(h, table);
    const waiting = up?.id === alice.id ? bob : alice;
    const hand = (await h.emu.press(waiting, tableMessage(h, table), `h:${id}`)).message;
    expect(hand?.content).toContain(waiting === bob ? `卓\`${id}\`のあなたの手札(` : `Your hand at table \`${id}\` (`);
    expect(
      privateReply(
        await h.emu.pressRaw(
          waiting,
          tableMessage(h, table),
          `c:${id}:${h.bot.ctx.service.token(table, "spectator")}:0`,
        ),
        waiting,
      ),
    ).toBe(waiting === bob ? "今はあなたの手番ではありません。" : NOT_YOUR_TURN);
    await h.bot.ctx.idle();
    expect(h.emu.problems).toEqual([]);
  });
});
