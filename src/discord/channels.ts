import { Pace } from "./pace.ts";
import { DiscordAPIError, RESTJSONErrorCodes, type Client, type SendableChannels } from "discord.js";
import type { Row } from "./components.ts";
import { fit } from "./fit.ts";
import type { Payload } from "./presenter.ts";

/** Discord's global limit is 50 requests a second; a margin leaves room for the odd fetch. */
const REQUESTS_PER_SECOND = 45;

/** Sending, editing and deleting channel messages and DMs: the table's only ways to speak outside a reply. */
export class Channels {
  private readonly pace = new Pace(REQUESTS_PER_SECOND);

  constructor(private readonly client: Client) {}

  async send(channelId: string, payload: Payload, mention: string[] = []): Promise<string> {
    const channel = await this.sendable(channelId);
    await this.pace.turn();
    const message = await channel.send({ ...fit(payload), allowedMentions: { users: mention } });
    return message.id;
  }

  async edit(channelId: string, messageId: string, payload: Payload): Promise<void> {
    const channel = await this.sendable(channelId);
    await this.pace.turn();
    // Listing no old attachments replaces the image instead of piling images up.
    await channel.messages.edit(messageId, { ...fit(payload), attachments: [], allowedMentions: { users: [] } });
  }

  async remove(channelId: string, messageId: string): Promise<void> {
    const channel = await this.sendable(channelId);
    await this.pace.turn();
    await channel.messages.delete(messageId);
  }

  /** False when the user does not accept DMs from the bot (Discord error 50007). */
  async dm(userId: string, content: string, components: Row[] = []): Promise<boolean> {
    try {
      // Opening the DM channel and sending into it are two requests.
      await this.pace.turn();
      await this.pace.turn();
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
