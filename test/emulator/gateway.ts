import type { Server } from "node:http";
import {
  GatewayCloseCodes,
  GatewayDispatchEvents,
  GatewayOpcodes,
  type APIGatewayBotInfo,
  type ApplicationFlags,
  type GatewayIntentBits,
  type GatewayReadyDispatchData,
} from "discord-api-types/v10";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import { isObject } from "./json.ts";
import { apiGuildCreate, apiUser } from "./objects.ts";
import type { Router } from "./router.ts";
import type { EmulatorState } from "./state.ts";

const HEARTBEAT_INTERVAL_MS = 41_250;

interface Session {
  readonly socket: WebSocket;
  readonly id: string;
  identified: boolean;
  intents: number;
  sequence: number;
  /** [shard id, shard count] from IDENTIFY (Discord's default [0, 1]). */
  shard: [number, number];
}

/** The shard a guild's events go to: Discord's (guild_id >> 22) % shard count. DMs go to shard 0. */
export function shardOf(guildId: string | null, count: number): number {
  return guildId === null ? 0 : Number((BigInt(guildId) >> 22n) % BigInt(count));
}

/**
 * The gateway over plain JSON text frames: HELLO, IDENTIFY -> READY + one GUILD_CREATE per guild, heartbeats.
 * Resuming is not supported: a RESUME gets INVALID_SESSION (d: false) and the client identifies again. Sharded
 * sessions (IDENTIFY with `shard`) get only their guilds' events, and DMs go to shard 0, as Discord routes them.
 */
export class Gateway {
  readonly #state: EmulatorState;
  readonly #server: WebSocketServer;
  readonly #sessions = new Set<Session>();

  constructor(state: EmulatorState, httpServer: Server) {
    this.#state = state;
    this.#server = new WebSocketServer({ server: httpServer });
    this.#server.on("connection", (socket, request) => this.#open(socket, request.url ?? "/"));
  }

  /** What GET /gateway/bot recommends (a test sets it to see `SHARDS=auto` follow it). */
  recommendedShards = 1;

  get url(): string {
    return this.#state.origin.replace(/^http/, "ws");
  }

  /** Identified sessions, i.e. connected bot clients. */
  get sessionCount(): number {
    return [...this.#sessions].filter((session) => session.identified).length;
  }

  /** Identified sessions by shard id (a shard connected twice counts once per connection). */
  get shards(): number[] {
    return [...this.#sessions].filter((session) => session.identified).map((session) => session.shard[0]);
  }

  /**
   * Sends an event to every identified session that asked for it and whose shard owns `guildId` (null: a DM, shard
   * 0); false when no session got it.
   */
  dispatch(
    event: GatewayDispatchEvents,
    data: unknown,
    intent: GatewayIntentBits | null,
    guildId: string | null,
  ): boolean {
    let delivered = false;
    for (const session of this.#sessions) {
      if (!session.identified || (intent !== null && (session.intents & intent) === 0)) continue;
      if (shardOf(guildId, session.shard[1]) !== session.shard[0]) continue;
      this.#send(session, { op: GatewayOpcodes.Dispatch, t: event, s: ++session.sequence, d: data });
      delivered = true;
    }
    return delivered;
  }

  async close(): Promise<void> {
    for (const session of this.#sessions) session.socket.terminate();
    this.#sessions.clear();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #open(socket: WebSocket, requestUrl: string): void {
    const session: Session = {
      socket,
      id: this.#state.ids.next(),
      identified: false,
      intents: 0,
      sequence: 0,
      shard: [0, 1],
    };
    this.#sessions.add(session);
    socket.on("close", () => this.#sessions.delete(session));
    socket.on("error", () => this.#sessions.delete(session));
    const query = new URL(requestUrl, "ws://127.0.0.1").searchParams;
    if (query.get("v") !== "10") {
      socket.close(GatewayCloseCodes.InvalidAPIVersion, "Invalid API version");
      return;
    }
    if ((query.get("encoding") ?? "json") !== "json") {
      socket.close(GatewayCloseCodes.DecodeError, "Only JSON encoding is emulated");
      return;
    }
    socket.on("message", (data, isBinary) => this.#receive(session, data, isBinary));
    this.#send(session, {
      op: GatewayOpcodes.Hello,
      d: { heartbeat_interval: HEARTBEAT_INTERVAL_MS },
      s: null,
      t: null,
    });
  }

  #receive(session: Session, data: RawData, isBinary: boolean): void {
    const payload = isBinary ? null : parse(data);
    if (!isObject(payload) || typeof payload["op"] !== "number") {
      session.socket.close(GatewayCloseCodes.DecodeError, "Error while decoding payload.");
      return;
    }
    switch (payload["op"]) {
      case GatewayOpcodes.Heartbeat:
        this.#send(session, { op: GatewayOpcodes.HeartbeatAck, d: null, s: null, t: null });
        return;
      case GatewayOpcodes.Identify:
        this.#identify(session, payload["d"]);
        return;
      case GatewayOpcodes.Resume:
        this.#send(session, { op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null });
        return;
      case GatewayOpcodes.PresenceUpdate:
      case GatewayOpcodes.VoiceStateUpdate:
      case GatewayOpcodes.RequestGuildMembers:
      case GatewayOpcodes.RequestSoundboardSounds:
        if (!session.identified) session.socket.close(GatewayCloseCodes.NotAuthenticated, "Not authenticated.");
        return;
      default:
        session.socket.close(GatewayCloseCodes.UnknownOpcode, "Unknown opcode.");
    }
  }

  #identify(session: Session, data: unknown): void {
    if (session.identified) {
      session.socket.close(GatewayCloseCodes.AlreadyAuthenticated, "Already authenticated.");
      return;
    }
    const token = isObject(data) && typeof data["token"] === "string" ? data["token"].replace(/^Bot\s+/i, "") : "";
    if (token !== this.#state.token) {
      session.socket.close(GatewayCloseCodes.AuthenticationFailed, "Authentication failed.");
      return;
    }
    const shard = isObject(data) && Array.isArray(data["shard"]) ? data["shard"] : [0, 1];
    const [id, count] = shard.map(Number) as [number, number];
    if (!Number.isInteger(id) || !Number.isInteger(count) || count < 1 || id < 0 || id >= count) {
      session.socket.close(GatewayCloseCodes.InvalidShard, "Invalid shard.");
      return;
    }
    session.identified = true;
    session.shard = [id, count];
    session.intents = isObject(data) && typeof data["intents"] === "number" ? data["intents"] : 0;
    const state = this.#state;
    const guilds = [...state.guilds.values()].filter((guild) => shardOf(guild.id, count) === id);
    const ready: GatewayReadyDispatchData = {
      v: 10,
      user: apiUser(state.botUser),
      guilds: guilds.map((guild) => ({ id: guild.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.url,
      shard: [id, count],
      application: { id: state.applicationId, flags: 0 as ApplicationFlags, flags_new: "0" },
    };
    this.#send(session, {
      op: GatewayOpcodes.Dispatch,
      t: GatewayDispatchEvents.Ready,
      s: ++session.sequence,
      d: ready,
    });
    for (const guild of guilds) {
      const d = apiGuildCreate(state, guild);
      this.#send(session, {
        op: GatewayOpcodes.Dispatch,
        t: GatewayDispatchEvents.GuildCreate,
        s: ++session.sequence,
        d,
      });
    }
  }

  #send(session: Session, payload: unknown): void {
    session.socket.send(JSON.stringify(payload));
  }
}

function parse(data: RawData): unknown {
  try {
    const buffer = Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? Buffer.from(data) : data;
    const text = buffer.toString("utf8");
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function registerGatewayRoutes(router: Router, gateway: Gateway): void {
  router.add("GET", "/gateway", "none", () => ({ status: 200, body: { url: gateway.url } }));
  router.add("GET", "/gateway/bot", "bot", () => {
    const body: APIGatewayBotInfo = {
      url: gateway.url,
      shards: gateway.recommendedShards,
      session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 },
    };
    return { status: 200, body };
  });
}
