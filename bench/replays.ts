import { Rng, seedRng, waitingFor } from "../src/engine/index.ts";
import { startEmulator, type EmuChannel } from "../test/emulator/index.ts";
import { customIds } from "../test/e2e/harness.ts";
import { LOAD_SETUPS } from "./discord.ts";
import { percentile, round, type BenchRecord } from "./measure.ts";

/** The longest replay the bench steps through: Survivor at six seats until a match has this many steps. */
const WANTED_STEPS = 600;

/**
 * First responses while stepping through a long replay (Survivor, six seats, played by bots to the end), through the
 * emulator and a bot on SQLite: each press draws the step's board from its stored snapshot, never by replaying.
 */
export async function replayStepTimes(presses: number): Promise<BenchRecord[]> {
  const emu = await startEmulator();
  const guild = emu.addGuild({ name: "Replays" });
  const channel = guild.channels[0] as EmuChannel;
  const viewer = emu.addUser({ username: "viewer", locale: "en-US" });
  const bot = await LOAD_SETUPS["1 process on SQLite"].start(emu);
  const { service } = bot;
  const rng = new Rng(seedRng(9));
  let best = { id: "", steps: 0 };
  for (let game = 0; game < 30 && best.steps < WANTED_STEPS; game++) {
    const opened = await service.open({
      guildId: guild.id,
      channelId: channel.id,
      host: { id: viewer.id, name: "viewer" },
      kind: "survivor",
      locale: "en",
      turnSeconds: 300,
    });
    if (!opened.ok) throw new Error(opened.refusal.code);
    const id = opened.change.table.id;
    const host = { userId: viewer.id, canManage: false };
    for (let b = 1; b < 6; b++) await service.addBot(id, host, `Bot ${b}`);
    await service.start(id, host);
    for (;;) {
      const table = await service.get(id);
      if (!table?.match || table.status !== "playing") break;
      const kind = service.kindOf(table);
      if (!waitingFor(kind.game, table.match).includes(0)) throw new Error("the host's seat is not asked");
      const view = service.view(table, 0);
      if (!view) break;
      const result = await service.act(
        id,
        viewer.id,
        table.match.seq,
        kind.bot.choose(view, service.legal(table, 0), rng),
      );
      if (!result.ok) throw new Error(result.refusal.code);
    }
    const shown = await emu.slash(viewer, channel.id, "replay view", { table: id });
    const steps = Number(/\/(\d+)/.exec(shown.message?.content ?? "")?.[1] ?? 0);
    if (steps > best.steps) best = { id, steps };
  }
  await bot.settle();
  const before = emu.latencies.length;
  const opened = await emu.slash(viewer, channel.id, "replay view", { table: best.id });
  const reply = opened.message;
  if (!reply) throw new Error("no replay");
  for (let n = 0; n < presses; n++) {
    const controls = customIds(reply).filter((c) => c.id.startsWith(`v:${best.id}:`) && !c.disabled);
    const buttons = controls.filter((c) => !c.menu);
    const menu = controls.find((c) => c.menu);
    await (menu && rng.int(4) === 0
      ? emu.select(viewer, reply, menu.id, [rng.pick([...menu.values])])
      : emu.press(viewer, reply, rng.pick(buttons).id));
  }
  const times = emu.latencies
    .slice(before)
    .map((l) => l.ms)
    .sort((a, b) => a - b);
  await bot.stop();
  await emu.close();
  const label = `replay of a ${best.steps}-step Survivor match (6 seats), stepped ${presses} times`;
  return [
    { name: `${label}: first response, median`, value: round(percentile(times, 50)), unit: "ms" },
    { name: `${label}: first response, p99`, value: round(percentile(times, 99)), unit: "ms" },
  ];
}
