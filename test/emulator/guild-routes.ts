import { unknownGuild, unknownMember } from "./errors.ts";
import type { EmuGuild } from "./model.ts";
import { apiEveryoneRole, apiGuildCreate, apiMember, apiTextChannel } from "./objects.ts";
import { param, type RouteRequest, type Router } from "./router.ts";
import type { EmulatorState } from "./state.ts";

/** Guild reads a bot commonly makes: the guild, its channels, its roles, one member. Every user is in every guild. */
export function registerGuildRoutes(router: Router, state: EmulatorState): void {
  router.add("GET", "/guilds/:guildId", "bot", (request) => {
    // The REST guild is the GUILD_CREATE payload without its gateway-only fields.
    const {
      joined_at: _joinedAt,
      large: _large,
      unavailable: _unavailable,
      member_count: memberCount,
      voice_states: _voiceStates,
      members: _members,
      channels: _channels,
      threads: _threads,
      presences: _presences,
      stage_instances: _stageInstances,
      guild_scheduled_events: _events,
      soundboard_sounds: _sounds,
      ...restGuild
    } = apiGuildCreate(state, guild(state, request));
    return {
      status: 200,
      body: { ...restGuild, approximate_member_count: memberCount, approximate_presence_count: 0 },
    };
  });

  router.add("GET", "/guilds/:guildId/channels", "bot", (request) => ({
    status: 200,
    body: guild(state, request).channels.map(apiTextChannel),
  }));

  router.add("GET", "/guilds/:guildId/roles", "bot", (request) => ({
    status: 200,
    body: [apiEveryoneRole(guild(state, request))],
  }));

  router.add("GET", "/guilds/:guildId/members/:userId", "bot", (request) => {
    const found = guild(state, request);
    const user = state.users.get(param(request, "userId"));
    if (!user) throw unknownMember();
    return { status: 200, body: apiMember(state, user, found) };
  });
}

function guild(state: EmulatorState, request: RouteRequest): EmuGuild {
  const found = state.guilds.get(param(request, "guildId"));
  if (!found) throw unknownGuild();
  return found;
}
