import { MessageFlags, type APIMessageTopLevelComponent } from "discord.js";
import { Rng, seedRng } from "../../src/engine/index.ts";
import type { TableRecord } from "../../src/db/store.ts";
import type { RunningBot } from "../../src/discord/app.ts";
import { startBot } from "../../src/interactions/bot.ts";
import type { BotContext } from "../../src/discord/context.ts";
import type { Logger } from "../../src/log.ts";
import type { Control } from "../../src/games/controls.ts";
import type { Clock } from "../../src/tables/clock.ts";
import { testDatabase, type Backend, type TestDatabase } from "../db/backends.ts";
import {
  startEmulator,
  type EmuChannel,
  type EmuUser,
  type Emulator,
  type InteractionOutcome,
  type RecordedMessage,
} from "../emulator/index.ts";

/**
 * A clock only the test moves: it stands still while the machine is slow, so a deadline falls due exactly when the
 * test says, and moving it fires whatever turn timers fall due.
 */
export class SteppedClock implements Clock {
  private readonly start = Date.now();
  private offset = 0;
  onAdvance: () => void = () => undefined;
  now(): number {
    return this.start + this.offset;
  }
  advance(ms: number): void {
    this.offset += ms;
    this.onAdvance();
  }
}

export interface Harness {
  emu: Emulator;
  bot: RunningBot;
  clock: SteppedClock;
  /** The bot's database: SQLite, or PostgreSQL when the run or the test asks for it. */
  db: TestDatabase;
  channel: EmuChannel;
  alice: EmuUser;
  bob: EmuUser;
  carol: EmuUser;
  /** Every log line the bot wrote. */
  logs: string[];
  stop(): Promise<void>;
}

function collectingLogger(lines: string[]): Logger {
  const push = (level: string) => (msg: string, fields?: object) =>
    void lines.push(JSON.stringify({ level, msg, ...fields }));
  return { info: push("info"), warn: push("warn"), error: push("error") };
}

/** The store e2e tests run on unless one asks: SQLite, or PostgreSQL in the run with E2E_STORE=postgres. */
export function e2eBackend(env: NodeJS.ProcessEnv = process.env): Backend {
  return env.E2E_STORE === "postgres" ? "postgres" : "sqlite";
}

/** The emulator, three users in one guild, and the real bot logged in against it with a fresh database. */
export async function startHarness(
  options: { bobDms?: boolean; backend?: Backend; rateLimits?: boolean; publicUrl?: string } = {},
): Promise<Harness> {
  const emu = await startEmulator({ rateLimits: options.rateLimits ?? false });
  const guild = emu.addGuild({ name: "Card room" });
  const channel = guild.channels[0] as EmuChannel;
  const alice = emu.addUser({ username: "alice", locale: "en-US" });
  const bob = emu.addUser({ username: "bob", locale: "ja", dmsOpen: options.bobDms ?? true });
  const carol = emu.addUser({ username: "carol", locale: "en-GB" });
  const db = await testDatabase(options.backend ?? e2eBackend());
  const clock = new SteppedClock();
  const logs: string[] = [];
  const bot = await startBot({
    token: emu.token,
    apiBase: emu.apiBase,
    database: db.config,
    clock,
    log: collectingLogger(logs),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  });
  clock.onAdvance = () => bot.ctx.scheduler.poke();
  const harness: Harness = {
    emu,
    bot,
    clock,
    db,
    channel,
    alice,
    bob,
    carol,
    logs,
    async stop() {
      // The bot running now: a restart replaced the first one.
      await harness.bot.stop();
      await emu.close();
      await db.cleanup();
      // Every e2e test fails on a ping nobody meant, whatever else it checks.
      const pings = emu.problems.filter((p) => p.includes("unintended mention"));
      if (pings.length > 0) throw new Error(`the bot pinged someone it did not name:\n${pings.join("\n")}`);
    },
  };
  return harness;
}

/** Every custom_id on a message, with whether it is a menu and the menu's options. */
export function customIds(message: {
  components: APIMessageTopLevelComponent[];
}): { id: string; menu: boolean; values: string[]; count: number; disabled: boolean }[] {
  const out: { id: string; menu: boolean; values: string[]; count: number; disabled: boolean }[] = [];
  for (const row of message.components) {
    if (!("components" in row)) continue;
    for (const c of row.components) {
      if (!("custom_id" in c) || typeof c.custom_id !== "string") continue;
      const options =
        "options" in c && Array.isArray(c.options) ? c.options.map((o: { value: string }) => o.value) : [];
      const count = "min_values" in c && typeof c.min_values === "number" ? c.min_values : 1;
      out.push({
        id: c.custom_id,
        menu: c.type === 3,
        values: options,
        count,
        disabled: "disabled" in c && c.disabled === true,
      });
    }
  }
  return out;
}

/** What driving a table through Discord needs: the emulator, the users, and a read of the stored table. */
export type Driver = Pick<Harness, "emu" | "alice" | "bob" | "carol"> & {
  bot: { ctx: Pick<BotContext, "service" | "idle"> };
};

export async function tableOf(h: Driver, id: string): Promise<TableRecord> {
  const table = await h.bot.ctx.service.get(id);
  if (!table) throw new Error(`no table ${id}`);
  return table;
}

/** The table's public message as the channel shows it now. */
export function tableMessage(h: Driver, table: TableRecord): RecordedMessage {
  const message = h.emu.messages.find((m) => m.id === table.messageId && !m.deleted);
  if (!message) throw new Error(`table ${table.id} has no message`);
  return message;
}

export function userOfSeat(h: Driver, table: TableRecord, seat: number): EmuUser {
  const id = table.seats[seat]?.userId;
  const user = h.emu.users.find((u) => u.id === id);
  if (!user) throw new Error(`seat ${seat} is not one of the test users`);
  return user;
}

/** Opens a table with /play as alice, bob joins (unless alice plays alone), alice starts; returns the started table. */
export async function openAndStart(
  h: Harness,
  game: string,
  timer?: number,
  seats: "pair" | "solo" = "pair",
): Promise<TableRecord> {
  const opened = await h.emu.slash(h.alice, h.channel.id, "play", timer ? { game, timer } : { game });
  const id = /`([0-9a-z]+)`/.exec(opened.message?.content ?? "")?.[1];
  if (!id) throw new Error(`no table id in ${opened.message?.content}`);
  await h.bot.ctx.idle();
  if (seats === "pair") {
    await h.emu.press(h.bob, tableMessage(h, await tableOf(h, id)), `l:${id}:j`);
    await h.bot.ctx.idle();
  }
  await h.emu.press(h.alice, tableMessage(h, await tableOf(h, id)), `l:${id}:s`);
  await h.bot.ctx.idle();
  return await tableOf(h, id);
}

/** Opens a table of `game` with /play (and its settings), seats the users (the first hosts) and bots, and starts it. */
export async function openWith(
  h: Harness,
  game: string,
  users: EmuUser[],
  bots: number,
  settings: Record<string, string> = {},
): Promise<TableRecord> {
  const [host, ...others] = users;
  if (!host) throw new Error("no host");
  const opened = await h.emu.slash(host, h.channel.id, "play", { game, ...settings });
  const id = /`([0-9a-z]+)`/.exec(opened.message?.content ?? "")?.[1];
  if (!id) throw new Error(`no table id in ${opened.message?.content}`);
  await h.bot.ctx.idle();
  for (const user of others) {
    await h.emu.press(user, tableMessage(h, await tableOf(h, id)), `l:${id}:j`);
    await h.bot.ctx.idle();
  }
  for (let i = 0; i < bots; i++) {
    await h.emu.press(host, tableMessage(h, await tableOf(h, id)), `l:${id}:b`);
    await h.bot.ctx.idle();
  }
  await h.emu.press(host, tableMessage(h, await tableOf(h, id)), `l:${id}:s`);
  await h.bot.ctx.idle();
  return await tableOf(h, id);
}

/**
 * The owing player makes a seeded random choice the way a person would: on the table for public decisions,
 * otherwise through My hand and its buttons or menu. Returns what the bot answered.
 */
export async function playOneDecision(h: Driver, tableId: string, rng: Rng): Promise<{ content: string }> {
  const table = await tableOf(h, tableId);
  const seat = h.bot.ctx.service.owing(table)[0];
  if (seat === undefined) throw new Error("nobody owes a decision");
  return await decideAs(h, tableId, userOfSeat(h, table, seat), rng);
}

export function testRng(seed: number): Rng {
  return new Rng(seedRng(seed));
}

/** The text of the ephemeral reply an interaction got, checked to be a fresh reply only `user` can see. */
export function privateReply(outcome: { type: number; message?: RecordedMessage }, user: EmuUser): string {
  const message = outcome.message;
  if (outcome.type !== 4 || !message) throw new Error(`expected a reply (type 4), got type ${outcome.type}`);
  if (message.visibility.kind !== "ephemeral" || message.visibility.userId !== user.id) {
    throw new Error(`reply ${message.id} is not ephemeral to ${user.username}: ${JSON.stringify(message.visibility)}`);
  }
  return message.content;
}

/** Opens a table with /play as `host` (in the harness channel unless told); returns the new table's id. */
export async function openTable(
  h: Harness,
  host: EmuUser,
  game: string,
  options: { channelId?: string; timer?: number } = {},
): Promise<string> {
  const opened = await h.emu.slash(
    host,
    options.channelId ?? h.channel.id,
    "play",
    options.timer ? { game, timer: options.timer } : { game },
  );
  const id = /`([0-9a-z]+)`/.exec(opened.message?.content ?? "")?.[1];
  if (!id) throw new Error(`no table id in ${opened.message?.content}`);
  await h.bot.ctx.idle();
  return id;
}

/** The match's current phase ("pick", "attack", "guess", "discard", "over"), or "" outside a match. */
export function phaseOf(table: TableRecord): string {
  const state = table.match?.state;
  if (typeof state !== "object" || state === null || !("phase" in state)) return "";
  return String(state.phase);
}

/** The test users who owe a decision at the table now (bots excluded). */
export function owingUsers(h: Harness, table: TableRecord): EmuUser[] {
  return h.bot.ctx.service.owing(table).map((seat) => userOfSeat(h, table, seat));
}

/** Bot seats the current prompt still waits on: always empty while the bot keeps up with its seats. */
export function botsOwing(h: Harness, table: TableRecord): number[] {
  if (!table.match || table.status !== "playing") return [];
  const prompt = h.bot.ctx.service.kindOf(table).game.prompt(table.match.state);
  const answered = new Set(table.match.pending.map((p) => p.seat));
  return (prompt?.seats ?? []).filter((s) => table.seats[s]?.bot && !answered.has(s));
}

/** The seat `user` sits in. */
export function seatOfUser(table: TableRecord, user: EmuUser): number {
  const seat = table.seats.find((s) => s.userId === user.id)?.seat;
  if (seat === undefined) throw new Error(`${user.username} is not seated at ${table.id}`);
  return seat;
}

/**
 * `user` makes their own pending decision (seeded random) as a person would: with the table's buttons when the
 * choice is public, otherwise through My hand. Returns the answer's text.
 */
export async function decideAs(h: Driver, tableId: string, user: EmuUser, rng: Rng): Promise<{ content: string }> {
  const { service } = h.bot.ctx;
  const table = await tableOf(h, tableId);
  const seat = seatOfUser(table, user);
  const view = service.view(table, seat);
  if (!view || !table.match || !service.owing(table).includes(seat))
    throw new Error(`${user.username} owes no decision`);
  const onTable = service.kindOf(table).controls(view, service.legal(table, seat), "en").place === "table";
  // A public choice is pressed on the table message once it shows the current move's buttons (the public token's).
  const current = `c:${tableId}:${service.token(table, "spectator")}:`;
  const board = onTable
    ? await h.emu.waitFor(async () => {
        const message = tableMessage(h, await tableOf(h, tableId));
        return customIds(message).some((c) => c.id.startsWith(current)) ? message : null;
      }, 5000)
    : tableMessage(h, table);
  let message = board;
  if (!onTable) {
    message = await handReply(h, await h.emu.press(user, board, `h:${tableId}`));
  }
  const choices = customIds(message).filter((c) => c.id.startsWith("c:") && !c.disabled);
  if (choices.length === 0) throw new Error(`no choices offered to ${user.username}: ${message.content}`);
  const choice = rng.pick(choices);
  const outcome = choice.menu
    ? await h.emu.select(user, message, choice.id, rng.shuffle([...choice.values]).slice(0, choice.count))
    : await h.emu.press(user, message, choice.id);
  await h.bot.ctx.idle();
  return { content: outcome.message?.content ?? "" };
}

/**
 * `user` makes the decision the game's own bot would make in their seat, through Discord as a person would: the
 * control offering that action is pressed (or selected) on the table or in My hand. A game's bot heads for a win,
 * so whole matches end in a sensible number of clicks. Returns the answer's text.
 */
export async function decideLikeBot(h: Driver, tableId: string, user: EmuUser, rng: Rng): Promise<{ content: string }> {
  const { service } = h.bot.ctx;
  const table = await tableOf(h, tableId);
  const seat = seatOfUser(table, user);
  const view = service.view(table, seat);
  if (!view || !table.match || !service.owing(table).includes(seat))
    throw new Error(`${user.username} owes no decision`);
  const kind = service.kindOf(table);
  const legal = service.legal(table, seat);
  const wanted = JSON.stringify(kind.bot.choose(view, legal, rng));
  const offered = kind.controls(view, legal, "en");
  const choice = chooseControl(offered.controls, wanted, rng);
  // A menu the seeded tries did not match: a person's own choice then.
  if (!choice) return await decideAs(h, tableId, user, rng);
  const board = tableMessage(h, table);
  let message = board;
  if (offered.place === "hand") {
    message = await handReply(h, await h.emu.press(user, board, `h:${tableId}`));
  }
  // The groups on the way are opened one by one in the private reply, as a person opens them: the first from where the
  // decision is offered (the table carries the public token), the rest in the reply that opens, under the seat's token.
  const tokenAt = (depth: number): string =>
    service.token(table, offered.place === "hand" || depth > 1 ? seat : "spectator");
  for (let depth = 1; depth < choice.path.length; depth += 2) {
    const group = `c:${tableId}:${tokenAt(depth)}:${choice.path.slice(0, depth).join(".")}`;
    const opened = await h.emu.select(user, message, group, [String(choice.path[depth])]);
    await h.bot.ctx.idle();
    message = opened.message ?? message;
  }
  const id = `c:${tableId}:${tokenAt(choice.path.length)}:${choice.path.join(".")}`;
  const outcome = choice.values
    ? await h.emu.select(user, message, id, choice.values)
    : await h.emu.press(user, message, id);
  await h.bot.ctx.idle();
  return { content: outcome.message?.content ?? "" };
}

/**
 * The control (and menu values) that makes exactly `wanted`, trying seeded random selections for menus, and looking
 * inside groups: its path names the groups' options on the way (see `controlAt`).
 */
function chooseControl(
  controls: Control<unknown>[],
  wanted: string,
  rng: Rng,
  at: readonly number[] = [],
): { path: number[]; values?: string[] } | null {
  const button = controls.findIndex((c) => c.type === "button" && JSON.stringify(c.action) === wanted);
  if (button >= 0) return { path: [...at, button] };
  for (const [index, control] of controls.entries()) {
    if (control.type !== "pick") continue;
    const values = control.options.map((o) => o.value);
    for (let attempt = 0; attempt < 500; attempt++) {
      const fewest = control.min ?? control.count;
      const picked = rng.shuffle([...values]).slice(0, fewest + rng.int(control.count - fewest + 1));
      if (JSON.stringify(control.action(picked)) === wanted) return { path: [...at, index], values: picked };
    }
  }
  for (const [index, control] of controls.entries()) {
    if (control.type !== "group") continue;
    for (const [option, opened] of control.options.entries()) {
      const found = chooseControl(opened.controls, wanted, rng, [...at, index, option]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * My hand's reply as the player reads it: when the bot deferred it (its image waited behind a board being drawn), the
 * player waits for it to stop "thinking", as a person does.
 */
async function handReply(h: Driver, reply: InteractionOutcome): Promise<RecordedMessage> {
  const placeholder = reply.message;
  if (!placeholder) throw new Error("My hand gave no reply");
  if (reply.type !== 5) return placeholder;
  return h.emu.waitForMessage((m) => m.id === placeholder.id && (m.flags & MessageFlags.Loading) === 0);
}

/** Plays every human seat like the game's bot until the match is over (or `limit` decisions were made). */
export async function playLikeBots(h: Harness, tableId: string, rng: Rng, limit = 2000): Promise<TableRecord> {
  for (let step = 0; step < limit && (await tableOf(h, tableId)).status === "playing"; step++) {
    const table = await tableOf(h, tableId);
    const seat = h.bot.ctx.service.owing(table)[0];
    if (seat === undefined) throw new Error("nobody owes a decision");
    await decideLikeBot(h, tableId, userOfSeat(h, table, seat), rng);
  }
  return await tableOf(h, tableId);
}

/** Plays seeded random decisions until the match is over (or `limit` decisions were made). */
export async function playToEnd(h: Harness, tableId: string, rng: Rng, limit = 500): Promise<TableRecord> {
  for (let step = 0; step < limit && (await tableOf(h, tableId)).status === "playing"; step++) {
    await playOneDecision(h, tableId, rng);
  }
  return await tableOf(h, tableId);
}

/** Live public messages the bot posted in a channel, oldest first. */
export function channelPosts(h: Harness, channelId: string): RecordedMessage[] {
  return h.emu.messages.filter(
    (m) => m.channelId === channelId && !m.deleted && m.visibility.kind === "public" && m.authorId === h.emu.botUser.id,
  );
}

/** Every DM the bot sent `user`, oldest first. */
export function dmsTo(h: Harness, user: EmuUser): RecordedMessage[] {
  return h.emu.messages.filter((m) => m.visibility.kind === "dm" && m.visibility.userId === user.id);
}

/** Deletes a channel message through the emulator's REST, as someone with the bot's token would. */
export async function deleteMessage(h: Harness, channelId: string, messageId: string): Promise<void> {
  const response = await fetch(`${h.emu.apiBase}/v10/channels/${channelId}/messages/${messageId}`, {
    method: "DELETE",
    headers: { Authorization: `Bot ${h.emu.token}` },
  });
  if (response.status !== 204) throw new Error(`DELETE message ${messageId}: ${response.status}`);
}

/** Moves the bot's clock forward and waits for whatever that set off. */
export async function advance(h: Harness, ms: number): Promise<void> {
  h.clock.advance(ms);
  await h.bot.ctx.idle();
}

/** The "your turn" DM as the user reads it: in their own Discord language. */
export function yourTurnDm(user: EmuUser, tableId: string, link: string): string {
  return user.locale?.startsWith("ja")
    ? `スパイマスター(卓\`${tableId}\`)であなたの番です:${link}`
    : `Your turn at Spymaster (table \`${tableId}\`): ${link}`;
}

/** Stops the bot and starts a new one on the same database and emulator, as a restart would. */
export async function restartBot(h: Harness): Promise<void> {
  await h.bot.stop();
  h.bot = await startBot({
    token: h.emu.token,
    apiBase: h.emu.apiBase,
    database: h.db.config,
    clock: h.clock,
    log: collectingLogger(h.logs),
  });
  h.clock.onAdvance = () => h.bot.ctx.scheduler.poke();
  await h.bot.ctx.idle();
}
