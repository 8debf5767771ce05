import { afterAll, describe, expect, it, vi } from "vitest";
import { canSee, idParts, LOCALES, Rng, seedRng, waitingFor, type Locale, type Seat } from "../../src/engine/index.ts";
import { stringsIn } from "../../src/engine/testing.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { handPayload } from "../../src/discord/presenter.ts";
import { TABLE_KINDS, type AnyTableKind } from "../../src/games/catalog.ts";
import { faceOf as spymasterFace } from "../../src/games/spymaster/cards.ts";
import type { TableService } from "../../src/tables/service.ts";
import { HOST, HOST_AUTH, ok, rig, tempFiles, userAt } from "../tables/helpers.ts";

/**
 * People see at least what a bot at their seat sees: every card a seat's view names that the public table's view does
 * not (its hand, a plan, face-down cards, a cradle, a hand shown to it), its private reply names too, in its text or
 * on its controls. Checked over bot-played matches of every game at every seat count, in both languages.
 */
vi.mock("../../src/render/index.ts", () => ({
  paintTable: (): Buffer => Buffer.from("table"),
  paintOwnHand: (): Buffer => Buffer.from("hand"),
}));

const temp = tempFiles("bot-secrets-");
afterAll(() => temp.cleanup());

/** How a view may name a card it sees: by its id, or by its face (a bare face id, or a face as an object), as JSON. */
function namesOf(kind: AnyTableKind, card: string): string[] {
  const names = [JSON.stringify(card)];
  const { parts, face } = idParts(card);
  if (parts > 1) names.push(JSON.stringify(face));
  if (kind.game.id === "spymaster") names.push(JSON.stringify(spymasterFace(card)));
  return names;
}

/** Every string and every object of a view, as JSON: what it names. */
function named(view: unknown): Set<string> {
  const out = new Set<string>(stringsIn(view).map((s) => JSON.stringify(s)));
  const walk = (v: unknown): void => {
    if (typeof v !== "object" || v === null) return;
    out.add(JSON.stringify(v));
    for (const inner of Object.values(v)) walk(inner);
  };
  walk(view);
  return out;
}

/** The cards a seat's view names and the public view does not, each missing from the seat's private reply. */
function unnamedSecrets(service: TableService, table: TableRecord, seat: Seat, locale: Locale): string[] {
  const kind = service.kindOf(table);
  const match = table.match;
  if (!match) return [];
  const mine = named(service.view(table, seat));
  const everyone = named(service.view(table, "spectator"));
  const reply = handPayload(service, table, seat, locale);
  const text = [reply.content, ...reply.components.flatMap((row) => row.components.map((c) => JSON.stringify(c)))].join(
    "\n",
  );
  const missing: string[] = [];
  for (const [where, zone] of Object.entries(kind.game.zones(match.state))) {
    if (!canSee(zone, seat)) continue;
    for (const card of zone.cards) {
      const secret = namesOf(kind, card).some((name) => mine.has(name) && !everyone.has(name));
      if (!secret) continue;
      const name = kind.cardList([card], locale);
      if (!text.includes(name)) missing.push(`${name} in ${where}`);
    }
  }
  return missing;
}

/** A table of `players` seats, people everywhere, started with `seed`. */
async function seated(service: TableService, kind: string, players: number, channel: string): Promise<TableRecord> {
  const opened = ok(
    await service.open({ guildId: "guild-1", channelId: channel, host: HOST, kind, locale: "en", turnSeconds: 120 }),
  ).table;
  for (let seat = 1; seat < players; seat++)
    ok(await service.join(opened.id, { id: `2000000000000000${seat}`, name: `Player ${seat + 1}` }));
  return ok(await service.start(opened.id, HOST_AUTH)).table;
}

describe("a person's private reply names every card their seat's view has beyond the public table", () => {
  for (const kind of TABLE_KINDS.values()) {
    const { min, max } = kind.game.players;
    for (let players = min; players <= max; players++) {
      it(`${kind.id}, ${players} player(s)`, async () => {
        let seed = 0;
        const r = rig(temp, { seed: () => seed });
        const problems = new Set<string>();
        let checked = 0;
        for (let game = 0; game < 8 && (game < 2 || checked < 100); game++) {
          seed = 500 + players * 10 + game;
          let table = await seated(r.service, kind.id, players, `channel-${game}`);
          const rng = new Rng(seedRng(seed));
          for (let step = 0; table.status === "playing" && step < 400; step++) {
            const match = table.match;
            if (!match) break;
            if (step % 2 === 0) {
              for (const seat of table.seats.keys()) {
                const locale = LOCALES[(step / 2 + seat) % LOCALES.length] ?? "en";
                checked += 1;
                for (const card of unnamedSecrets(r.service, table, seat, locale))
                  problems.add(`${card} (${locale}, ${(table.match?.state as { phase?: string }).phase ?? "?"})`);
              }
            }
            const seat = rng.pick(waitingFor(kind.game, match));
            const view = r.service.view(table, seat);
            if (!view) break;
            const action = kind.bot.choose(view, r.service.legal(table, seat), rng);
            table = ok(await r.service.act(table.id, userAt(table, seat), match.seq, action)).table;
          }
        }
        expect([...problems].slice(0, 12)).toEqual([]);
        expect(checked).toBeGreaterThanOrEqual(100);
      });
    }
  }
});
