import { ComponentType } from "discord.js";
import { Rng, seedRng, waitingFor, type Locale, type Viewer } from "../../src/engine/index.ts";
import { permuteHidden, stringsIn } from "../../src/engine/testing.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { decodeId } from "../../src/discord/codec.ts";
import type { Row } from "../../src/discord/components.ts";
import { boardPayload, handPayload, tableLog, type Payload } from "../../src/discord/presenter.ts";
import type { Draft } from "../../src/discord/render-queue.ts";
import { paintJob } from "../../src/render/paint-job.ts";
import { controlAt, type Control } from "../../src/games/controls.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import type { SpymasterState } from "../../src/games/spymaster/state.ts";
import type { TableService } from "../../src/tables/service.ts";
import { ok, started, userAt } from "../tables/helpers.ts";

/** One moment of a recorded match: the table as the store returned it after a start or a move. */
export interface Step {
  game: number;
  /** The table kind: "spymaster", "world-gainer", ... */
  variant: string;
  step: number;
  table: TableRecord;
}

export function stateOf(table: TableRecord): SpymasterState {
  if (!table.match) throw new Error(`table ${table.id} has no match`);
  return table.match.state as SpymasterState;
}

/**
 * Plays `games` matches through the service, cycling through `kinds` (a kind that seats one player plays every other
 * match solo), each move chosen by a generator seeded per game: a random legal action, or the game's bot (for
 * games where random play would wander for thousands of moves). Returns every table state from start to end.
 * `setSeed` is called before each start with the match seed the service should use.
 */
export async function recordGames(
  service: TableService,
  setSeed: (seed: number) => void,
  games: number,
  firstSeed = 1000,
  kinds: readonly string[] = ["spymaster", "mindmaster"],
  chooser: "random" | "bot" = "random",
): Promise<Step[]> {
  const steps: Step[] = [];
  for (let game = 0; game < games; game++) {
    const variant = kinds[game % kinds.length] ?? "spymaster";
    setSeed(firstSeed + game);
    const solo = (TABLE_KINDS.get(variant)?.game.players.min ?? 2) === 1 && game % 2 === 0;
    let table = (
      await started(service, { kind: variant, channelId: `channel-${game}`, second: solo ? "none" : "guest" })
    ).table;
    const rng = new Rng(seedRng(firstSeed * 7 + game));
    steps.push({ game, variant, step: 0, table });
    for (let step = 1; table.status === "playing"; step++) {
      if (step > 3000) throw new Error(`game ${game} did not end`);
      const match = table.match;
      if (!match) throw new Error("no match");
      const kind = service.kindOf(table);
      const seat = rng.pick(waitingFor(kind.game, match));
      const legal = service.legal(table, seat);
      const view = service.view(table, seat);
      const action = chooser === "bot" && view ? kind.bot.choose(view, legal, rng) : rng.pick(legal);
      table = ok(await service.act(table.id, userAt(table, seat), match.seq, action)).table;
      steps.push({ game, variant, step, table });
    }
  }
  return steps;
}

/** A table whose match state is replaced (the rest of the match and the table stay as they are). */
export function withState(table: TableRecord, state: unknown): TableRecord {
  if (!table.match) throw new Error("no match");
  return { ...table, match: { ...table.match, state } };
}

/** A payload as bytes to compare: text, components and embeds as JSON, attachments with their raw bytes. */
/** A draft with its images painted here and now, as the painter threads would paint them. */
export function drawn(draft: Draft): Payload {
  return {
    ...draft,
    files: draft.files.map((file) => {
      if (!("paint" in file)) return file;
      const { paint, ...named } = file;
      return { ...named, attachment: paintJob(paint) };
    }),
  };
}

export function payloadBytes(payload: Payload): string {
  return JSON.stringify({
    content: payload.content,
    embeds: payload.embeds,
    components: payload.components,
    files: payload.files.map((f) => ({
      name: f.name ?? null,
      description: f.description ?? null,
      bytes: Buffer.isBuffer(f.attachment) ? f.attachment.toString("base64") : `not a buffer: ${typeof f.attachment}`,
    })),
  });
}

/** The public text of a payload: everything but the attachment bytes. */
export function payloadText(payload: Payload): string {
  return JSON.stringify({
    content: payload.content,
    embeds: payload.embeds,
    components: payload.components,
    files: payload.files.map((f) => ({ name: f.name ?? null, description: f.description ?? null })),
  });
}

export interface ChoiceComponent {
  customId: string;
  token: string;
  /** The control's position, within the groups opened on the way. */
  path: number[];
  kind: "button" | "select";
  label: string;
}

/** The choice components of some rows (buttons and menus whose custom_id decodes as a choice). */
export function choicesIn(rows: Row[], table: string): ChoiceComponent[] {
  const out: ChoiceComponent[] = [];
  for (const row of rows) {
    for (const c of row.components) {
      if (!("custom_id" in c)) continue;
      const id = decodeId(c.custom_id);
      if (id?.type !== "choice" || id.table !== table) continue;
      const label =
        c.type === ComponentType.Button
          ? (c.label ?? "")
          : c.type === ComponentType.StringSelect
            ? (c.placeholder ?? "")
            : "";
      out.push({
        customId: c.custom_id,
        token: id.token,
        path: id.path,
        kind: c.type === ComponentType.Button ? "button" : "select",
        label,
      });
    }
  }
  return out;
}

/**
 * Discord's limits for message components, as problems (none when all is well): at most 5 rows; a row holds up to 5
 * buttons or exactly one menu; custom_ids unique and at most 100 characters; button labels at most 80; menus with
 * 1..25 unique options (labels at most 100), a placeholder of at most 150 and min = max = the control's count, which
 * the options can satisfy. `controls`, when given, are the offered controls the choice indices point at.
 */
export function componentProblems(rows: Row[], controls: Control<unknown>[] | null = null): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  if (rows.length > 5) problems.push(`${rows.length} rows`);
  rows.forEach((row, r) => {
    if (row.type !== ComponentType.ActionRow) problems.push(`row ${r} is not an action row`);
    const menus = row.components.filter((c) => c.type !== ComponentType.Button).length;
    if (row.components.length === 0) problems.push(`row ${r} is empty`);
    if (menus > 0 && row.components.length !== 1) problems.push(`row ${r} mixes a menu with other components`);
    if (row.components.length > 5) problems.push(`row ${r} holds ${row.components.length} components`);
    for (const c of row.components) {
      if (!("custom_id" in c)) {
        problems.push(`row ${r}: a component without custom_id`);
        continue;
      }
      const id = c.custom_id;
      if (id.length > 100) problems.push(`custom_id ${id} longer than 100`);
      if (ids.has(id)) problems.push(`custom_id ${id} twice`);
      ids.add(id);
      if (decodeId(id) === null) problems.push(`custom_id ${id} does not decode`);
      if (c.type === ComponentType.Button) {
        const label = c.label ?? "";
        if (label.length === 0 || label.length > 80) problems.push(`button ${id} label of ${label.length}`);
        continue;
      }
      if (c.type !== ComponentType.StringSelect) {
        problems.push(`${id}: unexpected component type ${c.type}`);
        continue;
      }
      const values = c.options.map((o) => o.value);
      if (c.options.length === 0 || c.options.length > 25) problems.push(`menu ${id} with ${c.options.length} options`);
      if (new Set(values).size !== values.length) problems.push(`menu ${id} repeats a value`);
      for (const o of c.options)
        if (o.label.length === 0 || o.label.length > 100) problems.push(`menu ${id} option label of ${o.label.length}`);
      if ((c.placeholder ?? "").length > 150) problems.push(`menu ${id} placeholder too long`);
      if (c.min_values === undefined || c.max_values === undefined || c.min_values > c.max_values)
        problems.push(`menu ${id} min ${c.min_values} max ${c.max_values}`);
      const min = c.min_values ?? 1;
      const max = c.max_values ?? 1;
      if (min < 1 || max > c.options.length) problems.push(`menu ${id} asks for ${min}-${max} of ${c.options.length}`);
      const choice = decodeId(id);
      if (controls && choice?.type === "choice") {
        const control = controlAt(controls, choice.path);
        if (control?.type === "group") {
          if (c.min_values !== 1 || c.max_values !== 1 || c.options.length !== control.options.length)
            problems.push(`group ${id} is not one of its options`);
        } else if (control?.type !== "pick") problems.push(`menu ${id} points at ${control?.type ?? "nothing"}`);
        else if (control.count !== c.max_values || (control.min ?? control.count) !== c.min_values) {
          problems.push(
            `menu ${id} asks for ${c.min_values}-${c.max_values}, the control for ${control.min ?? control.count}-${control.count}`,
          );
        }
      }
    }
  });
  return problems;
}

export interface HiddenCounts {
  /** Payload pairs compared. */
  compared: number;
  /** Permutations that actually moved a card. */
  moved: number;
}

function firstDifference(a: Payload, b: Payload): string {
  if (a.content !== b.content) return `content ${JSON.stringify(a.content)} vs ${JSON.stringify(b.content)}`;
  if (JSON.stringify(a.components) !== JSON.stringify(b.components)) return "components";
  if (JSON.stringify(a.embeds) !== JSON.stringify(b.embeds)) return "embeds";
  return "attachments";
}

/**
 * Hidden means hidden: the public table (both locales) must be byte-identical when the cards the spectator cannot see
 * are shuffled among their hidden places, and each seat's hand reply when the cards hidden from that seat are. Cards
 * named by pending answers stay put, so those answers remain possible.
 */
export async function hiddenProblems(
  service: TableService,
  table: TableRecord,
  rng: Rng,
  tableLocales: readonly Locale[],
  handLocales: readonly Locale[],
  counts: HiddenCounts,
): Promise<string[]> {
  const match = table.match;
  if (!match) return ["no match"];
  const state = match.state;
  const game = service.kindOf(table).game;
  const pinned = new Set(stringsIn(match.pending));
  const problems: string[] = [];
  const compare = (
    viewer: Viewer,
    locales: readonly Locale[],
    paint: (t: TableRecord, locale: Locale) => Payload,
  ): void => {
    const permuted = permuteHidden(game, state, viewer, rng, pinned);
    if (JSON.stringify(permuted) !== JSON.stringify(state)) counts.moved += 1;
    const other = withState(table, permuted);
    for (const locale of locales) {
      counts.compared += 1;
      const a = paint(table, locale);
      const b = paint(other, locale);
      if (payloadBytes(a) !== payloadBytes(b))
        problems.push(`viewer ${viewer} (${locale}) at seq ${match.seq}: ${firstDifference(a, b)}`);
    }
  };
  // The log is what everyone saw: the same for both arrangements of the hidden cards.
  const seen = await tableLog(service, table);
  compare("spectator", tableLocales, (t, locale) => drawn(boardPayload(service, t, locale, seen)));
  for (const seat of table.seats.keys())
    compare(seat, handLocales, (t, locale) => drawn(handPayload(service, t, seat, locale)));
  return problems;
}
