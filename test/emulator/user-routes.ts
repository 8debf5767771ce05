import { invalidFormBody, unknownUser } from "./errors.ts";
import { isObject } from "./json.ts";
import type { EmuChannel, EmuUser } from "./model.ts";
import { apiDmChannel, apiUser } from "./objects.ts";
import { param, type Router } from "./router.ts";
import type { EmulatorState } from "./state.ts";

/** Users and DM channels. */
export function registerUserRoutes(router: Router, state: EmulatorState): void {
  router.add("GET", "/users/@me", "bot", () => ({ status: 200, body: apiUser(state.botUser) }));

  router.add("GET", "/users/:userId", "bot", (request) => ({
    status: 200,
    body: apiUser(state.user(param(request, "userId"))),
  }));

  router.add("POST", "/users/@me/channels", "bot", (request) => {
    const recipientId = isObject(request.body.json) ? request.body.json["recipient_id"] : undefined;
    if (typeof recipientId !== "string")
      throw invalidFormBody([
        { path: ["recipient_id"], code: "BASE_TYPE_REQUIRED", message: "This field is required" },
      ]);
    const recipient = state.users.get(recipientId);
    if (!recipient || recipient.bot) throw unknownUser();
    return { status: 200, body: apiDmChannel(state, dmChannel(state, recipient)) };
  });
}

/** The bot's DM channel with a user, opened on first use (opening always works; sending may not). */
export function dmChannel(state: EmulatorState, user: EmuUser): EmuChannel {
  const existing = state.dmChannelByUser.get(user.id);
  if (existing) return existing;
  const channel: EmuChannel = {
    id: state.ids.next(),
    name: user.username,
    type: 1,
    guildId: null,
    recipientId: user.id,
    position: 0,
    lastMessageId: null,
    overwrites: [],
    thread: null,
  };
  state.channels.set(channel.id, channel);
  state.dmChannelByUser.set(user.id, channel);
  return channel;
}
