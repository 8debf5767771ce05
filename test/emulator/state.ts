import type { RateLimiter } from "./rate-limits.ts";
import { randomBytes } from "node:crypto";
import type { APIApplicationCommand } from "discord-api-types/v10";
import { EmulatorClock } from "./clock.ts";
import { unknownChannel, unknownMessage, unknownUser } from "./errors.ts";
import type {
  EmuChannel,
  EmuGuild,
  EmuUser,
  InteractionRecord,
  LatencyRecord,
  RecordedAttachment,
  RecordedMessage,
} from "./model.ts";
import { SnowflakeFactory } from "./snowflake.ts";

export interface EmulatorLimits {
  /** Discord gives 3 s for the first response. */
  readonly firstResponseLimitMs: number;
  /** Interaction tokens live 15 minutes. */
  readonly tokenLifetimeMs: number;
  /** Per-file upload limit, also sent to the bot as `attachment_size_limit`. */
  readonly attachmentSizeLimit: number;
  /** Discord's rate limits, when the emulator enforces them (see rate-limits.ts). */
  readonly rates: RateLimiter | null;
}

/** A request the emulator stops at: `hold` runs, then the request is dropped unanswered, as if the bot had died first. */
export interface RequestTrap {
  matches(method: string, route: string): boolean;
  hold(): Promise<void>;
}

/** Requests that wait, unserved, until the test opens the gate; then they are served as usual. */
export interface RequestGate {
  matches(method: string, route: string): boolean;
  opened: Promise<void>;
}

/** Everything the emulator knows and records; the modules read and write it. */
export class EmulatorState {
  readonly clock = new EmulatorClock();
  readonly ids = new SnowflakeFactory(this.clock);
  readonly limits: EmulatorLimits;
  readonly applicationId: string;
  readonly botUser: EmuUser;
  readonly token: string;
  /** "http://127.0.0.1:PORT", set once the server listens. */
  origin = "";

  readonly users = new Map<string, EmuUser>();
  readonly guilds = new Map<string, EmuGuild>();
  readonly channels = new Map<string, EmuChannel>();
  readonly dmChannelByUser = new Map<string, EmuChannel>();
  readonly messages: RecordedMessage[] = [];
  readonly messagesById = new Map<string, RecordedMessage>();
  readonly attachmentsById = new Map<string, RecordedAttachment>();
  /** Keyed by "global" or a guild id, in registration order. */
  readonly commands = new Map<string, APIApplicationCommand[]>();
  readonly interactions = new Map<string, InteractionRecord>();
  readonly interactionsByToken = new Map<string, InteractionRecord>();

  readonly problems: string[] = [];
  /** Requests held before they are served (a test crashing the bot at that moment): each runs once, then goes. */
  readonly traps: RequestTrap[] = [];
  readonly gates = new Set<RequestGate>();
  readonly latencies: LatencyRecord[] = [];
  readonly requestCounts: Record<string, number> = {};

  constructor(limits: EmulatorLimits) {
    this.limits = limits;
    this.applicationId = this.ids.next();
    this.botUser = {
      id: this.applicationId,
      username: "card-table-bot",
      globalName: null,
      bot: true,
      locale: "en-US",
      dmsOpen: false,
      manageGuild: false,
      roles: [],
    };
    this.users.set(this.botUser.id, this.botUser);
    const secret = (length: number) => randomBytes(length).toString("base64url");
    this.token = `${Buffer.from(this.applicationId).toString("base64url")}.${secret(5)}.${secret(28)}`;
  }

  problem(text: string): void {
    this.problems.push(text);
  }

  channel(id: string): EmuChannel {
    const channel = this.channels.get(id);
    if (!channel) throw unknownChannel();
    return channel;
  }

  user(id: string): EmuUser {
    const user = this.users.get(id);
    if (!user) throw unknownUser();
    return user;
  }

  message(channelId: string, id: string): RecordedMessage {
    const message = this.messagesById.get(id);
    if (!message || message.deleted || message.channelId !== channelId) throw unknownMessage();
    return message;
  }

  /** Test users, without the bot. */
  humans(): EmuUser[] {
    return [...this.users.values()].filter((user) => !user.bot);
  }
}
