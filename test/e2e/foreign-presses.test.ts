/**
 * A press whose id belongs on another kind of message (a forged or copied custom_id) never changes the message it was
 * pressed on: a standings page, a rules part, a hand or a verdict is drawn only over its own message, and a handler
 * that would have redrawn a foreign one answers the presser privately instead.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ComponentId } from "../../src/discord/codec.ts";
import { t } from "../../src/discord/strings.ts";
import { DECKS } from "../../src/games/powapowa/cards.ts";
import type { EmuUser, InteractionOutcome, RecordedMessage } from "../emulator/index.ts";
import {
  channelPosts,
  customIds,
  openAndStart,
  openTable,
  owingUsers,
  privateReply,
  startHarness,
  tableMessage,
  tableOf,
  type Harness,
} from "./harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

type MessageKind = "lobby" | "table" | "hand" | "rules" | "standings" | "report" | "deck-report";
type IdKind = ComponentId["type"];

/** The messages an id of each kind belongs on: there, and only there, may it change the message pressed on. */
const OWN: { [K in IdKind]: readonly MessageKind[] } = {
  lobby: ["lobby"],
  hand: ["table", "hand"],
  rules: ["table", "hand"],
  again: ["table", "hand"],
  back: ["table", "hand"],
  pass: ["table", "hand"],
  autopass: ["table", "hand"],
  choice: ["table", "hand"],
  open: ["table", "hand"],
  guide: ["rules"],
  report: ["deck-report"],
  verdict: ["report"],
  checkin: [],
  standings: ["standings"],
  replay: ["table", "hand"],
  consent: ["table", "hand"],
  watch: ["table", "hand"],
};

/** The kinds whose handler answers by redrawing the message pressed on: elsewhere, they refuse. */
const REDRAWING: readonly IdKind[] = [
  "guide",
  "standings",
  "verdict",
  "autopass",
  "back",
  "replay",
  "consent",
  "watch",
];

const localeOf = (user: EmuUser): "en" | "ja" => (user.locale === "ja" ? "ja" : "en");

/** The text of a private reply to `user`, or what the answer was instead. */
function privateAnswer(outcome: InteractionOutcome, user: EmuUser): string {
  const isPrivate =
    outcome.type === 4 &&
    outcome.message?.visibility.kind === "ephemeral" &&
    outcome.message.visibility.userId === user.id;
  return isPrivate
    ? privateReply(outcome, user)
    : `answered with type ${outcome.type}, seen ${outcome.message?.visibility.kind ?? "nowhere"}`;
}

/** A message's state as its viewers see it: how often it was edited and what it says. */
const stateOf = (message: RecordedMessage): string =>
  JSON.stringify([message.revisions.length, message.content, message.embeds, message.components]);

describe("a press on a message its id does not belong on", () => {
  it("changes no message of another kind, whatever id is pressed on it, and the redrawing ones refuse in the presser's language", async () => {
    h = await startHarness();
    const harness = h;
    const { alice, bob, carol, channel } = harness;
    harness.alice.manageGuild = true;
    const idle = (): Promise<void> => harness.bot.ctx.idle();

    // A table in play and the player who owes its first decision: every private message below is theirs.
    const playing = await openAndStart(harness, "spymaster");
    const [presser] = owingUsers(harness, playing);
    if (!presser) throw new Error("nobody owes a decision");
    const other = presser === alice ? bob : alice;
    const lobbyId = await openTable(harness, carol, "spymaster");
    const handOutcome = await harness.emu.press(presser, tableMessage(harness, playing), `h:${playing.id}`);
    await idle();
    const rules = await harness.emu.slash(presser, channel.id, "rules", { game: "mindmaster" });
    await idle();

    // A league with a standings message and a result the presser is asked to confirm.
    await harness.emu.slash(alice, channel.id, "league create", { name: "Spy", game: "spymaster" });
    for (const user of [alice, bob]) await harness.emu.slash(user, channel.id, "league join", { league: "Spy" });
    await idle();
    const reported = await harness.emu.slash(other, channel.id, "league report", {
      league: "Spy",
      first: other,
      second: presser,
    });
    await idle();
    const resultId = /`([0-9a-z]+)`/.exec(reported.message?.content ?? "")?.[1] ?? "";
    const report = channelPosts(harness, channel.id).find(
      (m) => m.content.includes(`\`${resultId}\``) && customIds(m).some((c) => c.id.startsWith("k:")),
    );
    const standings = await harness.emu.slash(alice, channel.id, "league standings", { league: "Spy" });
    await idle();
    const league = await harness.bot.ctx.leagues.find(channel.guildId ?? "", "Spy");
    if (!league.ok) throw new Error("league not stored");

    // A deck check's private report, with its Post button.
    const opened = await harness.emu.slash(presser, channel.id, "deck check", { game: "powapowa" });
    const list = (DECKS[0]?.cards ?? []).map((l) => `${l.copies} ${l.card}`).join("\n");
    const checked = await harness.emu.submitModal(presser, opened, {
      list: `[Deck]\n${list}\n[Nekomimi]\nMochi\nKinako`,
    });
    await idle();

    const messages: Record<MessageKind, RecordedMessage | undefined> = {
      lobby: tableMessage(harness, await tableOf(harness, lobbyId)),
      table: tableMessage(harness, await tableOf(harness, playing.id)),
      hand: handOutcome.message,
      rules: rules.message,
      standings: standings.message,
      report,
      "deck-report": checked.message,
    };
    const hand = customIds(messages.hand ?? { components: [] });
    const token = hand.map((c) => c.id.split(":")).find((parts) => parts[0] === "c" || parts[0] === "o")?.[2];
    const deckReport = customIds(messages["deck-report"] ?? { components: [] }).find((c) => c.id.startsWith("d:"))?.id;
    const guide = customIds(messages.rules ?? { components: [] }).find((c) => c.id.startsWith("g:"))?.id;
    if (!token || !deckReport || !guide)
      throw new Error(`missing ids: token ${token}, deck report ${deckReport}, guide ${guide}`);
    const ids: { [K in IdKind]: string } = {
      lobby: `l:${lobbyId}:j`,
      hand: `h:${playing.id}`,
      rules: `r:${playing.id}`,
      again: `a:${playing.id}`,
      back: `b:${playing.id}`,
      pass: `p:${playing.id}:${token}`,
      autopass: `w:${playing.id}:1`,
      choice: hand.find((c) => c.id.startsWith("c:"))?.id ?? `c:${playing.id}:${token}:0`,
      open: `o:${playing.id}:${token}`,
      guide,
      report: deckReport,
      verdict: `k:${resultId}:1`,
      checkin: "i:nosuchevent",
      standings: `s:${league.value.id}:${league.value.season}:0`,
      replay: `v:${playing.id}:0:p`,
      consent: `u:${playing.id}:1`,
      watch: `e:${playing.id}`,
    };

    const changed: string[] = [];
    const refusals: string[] = [];
    for (const [idKind, customId] of Object.entries(ids) as [IdKind, string][]) {
      for (const [messageKind, message] of Object.entries(messages) as [MessageKind, RecordedMessage | undefined][]) {
        if (!message) throw new Error(`no ${messageKind} message`);
        if (OWN[idKind].includes(messageKind)) continue;
        const before = stateOf(message);
        const outcome = await harness.emu.pressRaw(presser, message, customId);
        await idle();
        if (stateOf(message) !== before) changed.push(`${idKind} id on the ${messageKind} message`);
        if (REDRAWING.includes(idKind))
          refusals.push(`${idKind} on ${messageKind}: ${privateAnswer(outcome, presser)}`);
      }
    }
    expect(changed).toEqual([]);
    const refusal = t("reply.wrong-message", localeOf(presser));
    expect(refusals.filter((r) => !r.endsWith(`: ${refusal}`))).toEqual([]);
    expect(refusals.length).toBeGreaterThan(0);

    // The other player, in the other language, turns the public table into a rules page no more than the presser could.
    const table = messages.table;
    if (!table) throw new Error("no table message");
    const before = stateOf(table);
    const pressed = await harness.emu.pressRaw(other, table, guide);
    await idle();
    expect(stateOf(table)).toBe(before);
    expect(privateReply(pressed, other)).toBe(t("reply.wrong-message", localeOf(other)));
    expect(harness.emu.problems).toEqual([]);
  });
});
