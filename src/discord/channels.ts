import { ChannelType, DiscordAPIError, RESTJSONErrorCodes, type Client, type SendableChannels } from "discord.js";
import type { Clock } from "../tables/clock.ts";
import type { Row } from "./components.ts";
import { fit } from "./fit.ts";
import type { Payload } from "./presenter.ts";

/**
 * Sending, editing and deleting channel messages and DMs: the table's only ways to speak outside a reply. Their pace
 * under Discord's global limit is kept by the client's request strategy (pace.ts).
 */
/**
 * How long a user who refused the bot's DMs gets no other try: every refusal is a 403 that counts towards Discord's
 * limit of invalid requests, and a player who closed their DMs rarely opens them mid-evening.
 */
export const CLOSED_DMS_RETRY_MS = 60 * 60_000;
/** Refusals remembered at most; past this, those whose time is up are forgotten. */
const CLOSED_DMS_MAX = 10_000;

export class Channels {
  /** Users whose DMs are closed to the bot, and when to try them again. */
  private readonly closedDms = new Map<string, number>();

  constructor(
    private readonly client: Client,
    private readonly clock: Clock,
  ) {}

  /**
   * Starts a public thread in a guild text channel, for a table to live in; null when the channel takes no threads
   * (a thread itself, a DM, a voice or forum channel). Discord's refusals (missing permissions, too many threads)
   * are thrown.
   */
  async openThread(parentId: string, name: string): Promise<string | null> {
    const parent = await this.client.channels.fetch(parentId);
    if (parent?.type !== ChannelType.GuildText) return null;
    const thread = await parent.threads.create({ name, type: ChannelType.PublicThread });
    return thread.id;
  }

  /**
   * Archives (never locks) a thread the bot started, once its table has ended; any other channel is left alone.
   * Anyone may still read it, and a new message from the bot (Play again) reopens it.
   */
  async archiveThread(channelId: string): Promise<boolean> {
    const channel = await this.client.channels.fetch(channelId);
    if (!channel?.isThread() || channel.ownerId !== this.client.user?.id || channel.archived) return false;
    await channel.setArchived(true);
    return true;
  }

  async send(channelId: string, payload: Payload, mention: string[] = []): Promise<string> {
    const channel = await this.writable(channelId);
    const message = await channel.send({ ...fit(payload), allowedMentions: { users: mention } });
    return message.id;
  }

  async edit(channelId: string, messageId: string, payload: Payload): Promise<void> {
    const channel = await this.writable(channelId);
    // Listing no old attachments replaces the image instead of piling images up.
    await channel.messages.edit(messageId, { ...fit(payload), attachments: [], allowedMentions: { users: [] } });
  }

  async remove(channelId: string, messageId: string): Promise<void> {
    const channel = await this.sendable(channelId);
    await channel.messages.delete(messageId);
  }

  /**
   * False when the user does not accept DMs from the bot (Discord error 50007); after such a refusal, false without
   * asking Discord again for CLOSED_DMS_RETRY_MS.
   */
  async dm(userId: string, content: string, components: Row[] = []): Promise<boolean> {
    const retryAt = this.closedDms.get(userId);
    if (retryAt !== undefined && this.clock.now() < retryAt) return false;
    try {
      await this.client.users.send(userId, { ...fit({ content, components }), allowedMentions: { parse: [] } });
      this.closedDms.delete(userId);
      return true;
    } catch (error) {
      if (!(error instanceof DiscordAPIError) || error.code !== RESTJSONErrorCodes.CannotSendMessagesToThisUser)
        throw error;
      this.rememberClosed(userId);
      return false;
    }
  }

  private rememberClosed(userId: string): void {
    const now = this.clock.now();
    if (this.closedDms.size >= CLOSED_DMS_MAX)
      for (const [user, at] of this.closedDms) if (at <= now) this.closedDms.delete(user);
    const [oldest] = this.closedDms.keys();
    if (this.closedDms.size >= CLOSED_DMS_MAX && oldest !== undefined) this.closedDms.delete(oldest);
    this.closedDms.set(userId, now + CLOSED_DMS_RETRY_MS);
  }

  /**
   * A channel to post or edit a table's messages in. An archived thread (a new table in the thread of an ended one,
   * Play again) is reopened first: Discord refuses edits there, and the thread shows in the channel list again.
   */
  private async writable(channelId: string): Promise<SendableChannels> {
    const channel = await this.sendable(channelId);
    if (channel.isThread() && channel.archived && !channel.locked) await channel.setArchived(false);
    return channel;
  }

  private async sendable(channelId: string): Promise<SendableChannels> {
    const channel = await this.client.channels.fetch(channelId);
    if (!channel?.isSendable()) throw new Error(`channel ${channelId} cannot take messages`);
    return channel;
  }
}

export function isUnknownMessage(error: unknown): boolean {
  return error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage;
}
