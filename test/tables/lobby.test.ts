import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { SqliteMatchStore } from "../../src/db/sqlite/matches.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { TableService } from "../../src/tables/service.ts";
import {
  expectNoCardsLogged,
  GUEST,
  HOST,
  HOST_AUTH,
  lobby,
  ok,
  QuietLogger,
  refusal,
  rig,
  tempFiles,
  THIRD,
  type Rig,
} from "./helpers.ts";

const temp = tempFiles();
afterAll(() => temp.cleanup());

let r: Rig;
beforeEach(async () => {
  r = rig(temp);
});
afterEach(async () => {
  expectNoCardsLogged(r.log);
  temp.closeAll();
});

const GUEST_AUTH = { userId: GUEST.id, canManage: false };
const MANAGER = { userId: THIRD.id, canManage: true };

async function openAt(channelId: string, host = HOST, turnSeconds = 120): Promise<TableRecord> {
  return ok(await r.service.open({ guildId: "guild-1", channelId, host, kind: "spymaster", locale: "en", turnSeconds }))
    .table;
}

describe("open", () => {
  it("seats the host alone in a fresh lobby, with the kind's options", async () => {
    const change = ok(
      await r.service.open({
        guildId: "guild-1",
        channelId: "channel-1",
        host: HOST,
        kind: "mindmaster",
        locale: "ja",
        turnSeconds: 90,
      }),
    );
    const table = change.table;
    expect(table.status).toBe("lobby");
    expect(table.hostId).toBe(HOST.id);
    expect(table.kind).toBe("mindmaster");
    expect(table.options).toEqual({ variant: "mindmaster" });
    expect(table.locale).toBe("ja");
    expect(table.turnSeconds).toBe(90);
    expect(table.version).toBe(0);
    expect(table.match).toBeNull();
    expect(table.deadline).toBeNull();
    expect(table.seats).toEqual([
      { seat: 0, userId: HOST.id, name: "Host", bot: false, timeouts: 0, autoPass: false, ready: false, deck: null },
    ]);
    expect(change).toMatchObject({ events: [], movers: [], nowUp: [], timedOut: [], handedOver: [] });
    expect(await r.service.get(table.id)).toEqual(table);
    expect((await r.service.tablesInChannel("channel-1")).map((t) => t.id)).toEqual([table.id]);
    expect((await r.service.tableOfUser("channel-1", HOST.id))?.id).toBe(table.id);
    expect(await r.service.tableOfUser("channel-2", HOST.id)).toBeNull();
  });

  it("clamps the turn timer to 10 s .. 1 h and falls back to 5 minutes for nonsense", async () => {
    expect((await openAt("c-low", { id: "u-low", name: "Low" }, 3)).turnSeconds).toBe(10);
    expect((await openAt("c-high", { id: "u-high", name: "High" }, 99_999)).turnSeconds).toBe(3600);
    expect((await openAt("c-nan", { id: "u-nan", name: "Nan" }, Number.NaN)).turnSeconds).toBe(300);
    expect((await openAt("c-round", { id: "u-round", name: "Round" }, 45.6)).turnSeconds).toBe(46);
  });

  it("refuses an unknown game, naming it", async () => {
    const result = await r.service.open({
      guildId: null,
      channelId: "channel-1",
      host: HOST,
      kind: "chess",
      locale: "en",
      turnSeconds: 60,
    });
    expect(result).toEqual({ ok: false, refusal: { code: "unknown-game", params: { game: "chess" } } });
    expect(await r.service.tablesInChannel("channel-1")).toEqual([]);
  });
});

describe("join and leave", () => {
  it("join takes the next seat and bumps the version", async () => {
    const table = await openAt("channel-1");
    const joined = ok(await r.service.join(table.id, GUEST)).table;
    expect(joined.version).toBe(1);
    expect(joined.seats).toEqual([
      { seat: 0, userId: HOST.id, name: "Host", bot: false, timeouts: 0, autoPass: false, ready: false, deck: null },
      { seat: 1, userId: GUEST.id, name: "Guest", bot: false, timeouts: 0, autoPass: false, ready: false, deck: null },
    ]);
  });

  it("joining twice is refused as already-seated (the host too)", async () => {
    const table = await openAt("channel-1");
    ok(await r.service.join(table.id, GUEST));
    expect(refusal(await r.service.join(table.id, GUEST))).toBe("already-seated");
    expect(refusal(await r.service.join(table.id, HOST))).toBe("already-seated");
    expect((await r.service.get(table.id))?.version).toBe(1);
  });

  it("a user at an open table in a channel can neither open nor join another there, but can in another channel", async () => {
    const first = await openAt("channel-1");
    ok(await r.service.join(first.id, GUEST));
    const other = await openAt("channel-1", THIRD);
    expect(refusal(await r.service.join(other.id, GUEST))).toBe("already-at-table");
    expect(refusal(await r.service.join(other.id, HOST))).toBe("already-at-table");
    expect(
      refusal(
        await r.service.open({
          guildId: "guild-1",
          channelId: "channel-1",
          host: HOST,
          kind: "spymaster",
          locale: "en",
          turnSeconds: 60,
        }),
      ),
    ).toBe("already-at-table");
    expect((await r.service.get(other.id))?.seats.map((s) => s.userId)).toEqual([THIRD.id]);

    const elsewhere = await openAt("channel-2");
    expect(elsewhere.seats.map((s) => s.userId)).toEqual([HOST.id]);
    const third = await openAt("channel-3", THIRD);
    expect(ok(await r.service.join(third.id, GUEST)).table.seats.map((s) => s.userId)).toEqual([THIRD.id, GUEST.id]);
    expect((await r.service.tablesInChannel("channel-1")).map((t) => t.id)).toEqual([other.id, first.id]);
  });

  it("once a table is cancelled its seats no longer count as open", async () => {
    const first = await openAt("channel-1");
    ok(await r.service.cancel(first.id, HOST_AUTH));
    expect(await r.service.tableOfUser("channel-1", HOST.id)).toBeNull();
    const again = await openAt("channel-1");
    expect(again.id).not.toBe(first.id);
  });

  it("a full table refuses joins and bots", async () => {
    const table = await lobby(r.service);
    expect(table.seats).toHaveLength(2);
    expect(refusal(await r.service.join(table.id, THIRD))).toBe("table-full");
    expect(refusal(await r.service.addBot(table.id, HOST_AUTH, "Bot 1"))).toBe("table-full");
    expect((await r.service.get(table.id))?.seats).toHaveLength(2);
  });

  it("leave frees the seat; a stranger cannot leave; the host cannot leave", async () => {
    const table = await lobby(r.service);
    expect(refusal(await r.service.leave(table.id, THIRD.id))).toBe("not-seated");
    expect(refusal(await r.service.leave(table.id, HOST.id))).toBe("host-cannot-leave");
    const left = ok(await r.service.leave(table.id, GUEST.id)).table;
    expect(left.seats).toEqual([
      { seat: 0, userId: HOST.id, name: "Host", bot: false, timeouts: 0, autoPass: false, ready: false, deck: null },
    ]);
    expect(await r.service.tableOfUser("channel-1", GUEST.id)).toBeNull();
    expect(ok(await r.service.join(table.id, THIRD)).table.seats.map((s) => s.userId)).toEqual([HOST.id, THIRD.id]);
  });

  it("an unknown table id is refused", async () => {
    expect(refusal(await r.service.join("nosuchtable", GUEST))).toBe("unknown-table");
    expect(refusal(await r.service.start("nosuchtable", HOST_AUTH))).toBe("unknown-table");
    expect(refusal(await r.service.act("nosuchtable", HOST.id, 0, { type: "play", card: "spy1" }))).toBe(
      "unknown-table",
    );
  });
});

describe("bots, starting and cancelling", () => {
  it("only the host or a manager adds a bot", async () => {
    const table = await openAt("channel-1");
    expect(refusal(await r.service.addBot(table.id, GUEST_AUTH, "Bot 1"))).toBe("host-only");
    expect((await r.service.get(table.id))?.seats).toHaveLength(1);
    const withBot = ok(await r.service.addBot(table.id, MANAGER, "Bot 1")).table;
    expect(withBot.seats[1]).toEqual({
      seat: 1,
      userId: null,
      name: "Bot 1",
      bot: true,
      timeouts: 0,
      autoPass: false,
      ready: false,
      deck: null,
    });
  });

  it("the host adds a bot too", async () => {
    const table = await openAt("channel-1");
    expect(ok(await r.service.addBot(table.id, HOST_AUTH, "Robo")).table.seats[1]).toEqual({
      seat: 1,
      userId: null,
      name: "Robo",
      bot: true,
      timeouts: 0,
      autoPass: false,
      ready: false,
      deck: null,
    });
  });

  it("start is refused for a seated non-host, allowed for a manager", async () => {
    const table = await lobby(r.service);
    expect(refusal(await r.service.start(table.id, GUEST_AUTH))).toBe("host-only");
    expect((await r.service.get(table.id))?.status).toBe("lobby");
    const started = ok(await r.service.start(table.id, { userId: GUEST.id, canManage: true })).table;
    expect(started.status).toBe("playing");
    expect(refusal(await r.service.start(table.id, HOST_AUTH))).toBe("already-started");
    expect(refusal(await r.service.join(table.id, THIRD))).toBe("already-started");
    expect(refusal(await r.service.cancel(table.id, HOST_AUTH))).toBe("already-started");
  });

  it("start with one seat is refused with the game's player count", async () => {
    const table = await openAt("channel-1");
    expect(await r.service.start(table.id, HOST_AUTH)).toEqual({
      ok: false,
      refusal: { code: "player-count", params: { min: 2, max: 2 } },
    });
    expect((await r.service.get(table.id))?.status).toBe("lobby");
  });

  it("cancel: host or manager only; afterwards every action finds the table closed", async () => {
    const table = await lobby(r.service);
    expect(refusal(await r.service.cancel(table.id, GUEST_AUTH))).toBe("host-only");
    r.clock.advance(5_000);
    const cancelled = ok(await r.service.cancel(table.id, HOST_AUTH)).table;
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.endedAt).toBe(r.clock.now());
    expect(await r.service.tablesInChannel("channel-1")).toEqual([]);
    expect(await r.service.openTables()).toEqual([]);

    expect(refusal(await r.service.join(table.id, THIRD))).toBe("table-closed");
    expect(refusal(await r.service.leave(table.id, GUEST.id))).toBe("table-closed");
    expect(refusal(await r.service.addBot(table.id, HOST_AUTH, "Bot"))).toBe("table-closed");
    expect(refusal(await r.service.start(table.id, HOST_AUTH))).toBe("table-closed");
    expect(refusal(await r.service.cancel(table.id, HOST_AUTH))).toBe("table-closed");
    expect(refusal(await r.service.end(table.id, HOST_AUTH))).toBe("table-closed");
    expect(refusal(await r.service.act(table.id, HOST.id, 0, { type: "play", card: "spy1" }))).toBe("table-closed");
    expect(refusal(await r.service.concede(table.id, HOST.id))).toBe("table-closed");
    expect(refusal(await r.service.timeout(table.id))).toBe("table-closed");
    expect(refusal(await r.service.warned(table.id))).toBe("table-closed");
    expect(await r.service.get(table.id)).toEqual(cancelled);
  });

  it("a manager may cancel someone else's lobby", async () => {
    const table = await lobby(r.service);
    expect(ok(await r.service.cancel(table.id, MANAGER)).table.status).toBe("cancelled");
  });

  it("acting in a lobby is refused as not-started", async () => {
    const table = await lobby(r.service);
    expect(refusal(await r.service.act(table.id, HOST.id, 0, { type: "play", card: "spy1" }))).toBe("not-started");
    expect(refusal(await r.service.timeout(table.id))).toBe("not-started");
  });
});

/** A store whose reads of chosen tables are frozen in the past: a shard that read a table just before another wrote it. */
class LaggingStore extends SqliteMatchStore {
  readonly frozen = new Map<string, TableRecord>();

  override async getTable(id: string): Promise<TableRecord | null> {
    return this.frozen.get(id) ?? super.getTable(id);
  }
}

describe("races between two services on one database file", () => {
  function lagging(): { store: LaggingStore; service: TableService } {
    const store = new LaggingStore(temp.open(r.file), () => r.clock.now());
    return { store, service: new TableService(store, r.clock, new QuietLogger(), () => 42) };
  }

  it("a lobby edit made from a stale read loses and writes nothing", async () => {
    const b = lagging();
    const table = await openAt("channel-1");
    b.store.frozen.set(table.id, table);
    ok(await r.service.join(table.id, GUEST));
    expect(refusal(await b.service.join(table.id, THIRD))).toBe("stale");
    expect(refusal(await b.service.addBot(table.id, HOST_AUTH, "Bot"))).toBe("stale");
    const stored = await r.service.get(table.id);
    expect(stored?.version).toBe(1);
    expect(stored?.seats.map((s) => s.userId)).toEqual([HOST.id, GUEST.id]);
  });

  it("a start from a stale read loses: no match, no snapshot", async () => {
    const b = lagging();
    const table = await lobby(r.service);
    b.store.frozen.set(table.id, table);
    ok(await r.service.leave(table.id, GUEST.id));
    expect(refusal(await b.service.start(table.id, HOST_AUTH))).toBe("stale");
    const stored = await r.service.get(table.id);
    expect(stored?.status).toBe("lobby");
    expect(stored?.match).toBeNull();
    expect(await r.store.snapshot(table.id, 0)).toBeNull();
  });

  it("a cancel from a stale read cannot undo a start", async () => {
    const b = lagging();
    const table = await lobby(r.service);
    b.store.frozen.set(table.id, table);
    ok(await r.service.start(table.id, HOST_AUTH));
    expect(refusal(await b.service.cancel(table.id, HOST_AUTH))).toBe("stale");
    expect((await r.service.get(table.id))?.status).toBe("playing");
    expect(b.store.frozen.delete(table.id)).toBe(true);
    expect((await b.service.get(table.id))?.status).toBe("playing");
  });
});
