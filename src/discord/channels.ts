import { DiscordAPIError, RESTJSONErrorCodes, type Client, type SendableChannels } from "discord.js";
import type { Row } from "./components.ts";
import { fit } from "./fit.ts";
import type { Payload } from "./presenter.ts";

/**
 * Sending, editing and deleting channel messages and DMs: the table's only ways to speak outside a reply. Their pace
 * under Discord's global limit is kept by the client's request strategy (pace.ts).
 */
export class Channels {
  constructor(private readonly client: Client) {}

  async send(channelId: string, payload: Payload, mention: string[] = []): Promise<string> {
    const channel = await this.sendable(channelId);
    const message = await channel.send({ ...fit(payload), allowedMentions: { users: mention } });
    return message.id;
  }

  async edit(channelId: string, messageId: string, payload: Payload): Promise<void> {
    const channel = await this.sendable(channelId);
    // Listing no old attachments replaces the image instead of piling images up.
    await channel.messages.edit(messageId, { ...fit(payload), attachments: [], allowedMentions: { users: [] } });
  }

  async remove(channelId: string, messageId: string): Promise<void> {
    const channel = await this.sendable(channelId);
    await channel.messages.delete(messageId);
  }

  /** False when the user does not accept DMs from the bot (Discord error 50007). */
  async dm(userId: string, content: string, components: Row[] = []): Promise<boolean> {
    try {
      await this.client.users.send(userId, { ...fit({ content, components }), allowedMentions: { parse: [] } });
      return true;
    } catch (error) {
      if (error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser)
        return false;
      throw error;
    }
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
