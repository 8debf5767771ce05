/**
 * A local Discord API emulator (REST + gateway on one loopback port) for end-to-end tests with the real discord.js
 * client:
 *
 *   const emu = await startEmulator();
 *   const guild = emu.addGuild({ name: "Test" });
 *   const alice = emu.addUser({ username: "alice", locale: "ja" });
 *   const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: emu.apiBase } });
 *   await client.login(emu.token);                      // then wait for Events.ClientReady
 *   const reply = await emu.slash(alice, guild.channels[0].id, "play", { game: "spymaster" });
 *   expect(emu.problems).toEqual([]);
 *   await client.destroy(); await emu.close();          // destroy the client first
 *
 * Every message is recorded with its revisions and who could see it (`emu.visibleTo(user)` feeds leak checks);
 * whatever Discord would refuse, or a user would notice, lands in `emu.problems`.
 */
export { Emulator, startEmulator } from "./emulator.ts";
export type { AddGuildOptions, AddUserOptions, EmulatorOptions } from "./emulator.ts";
export type { EmuFile, SlashOptionValue } from "./command-options.ts";
export type { SlashExtras } from "./interactions.ts";
export { EmulatorUsageError } from "./errors.ts";
export type {
  EmuChannel,
  EmuGuild,
  EmuOverwrite,
  EmuThread,
  EmuUser,
  InteractionKind,
  InteractionOutcome,
  LatencyRecord,
  MessageSnapshot,
  RecordedAttachment,
  RecordedMessage,
  Revision,
  SeenRevision,
  Visibility,
} from "./model.ts";
