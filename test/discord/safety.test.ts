import {
  ApplicationCommandOptionType,
  ComponentType,
  type APIApplicationCommandOption,
  type CommandInteractionOption,
} from "discord.js";
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../src/commands/index.ts";
import { fit, fitChoices, LIMITS } from "../../src/discord/fit.ts";
import { optionProblem, optionProblemText } from "../../src/discord/option-check.ts";
import { plainName, plainTitle } from "../../src/discord/plain-text.ts";
import { standingsPayload } from "../../src/discord/league-views.ts";
import { FRESH } from "../../src/ranking/rating.ts";
import type { League } from "../../src/db/leagues.ts";
import { pingsOf, unintendedPings } from "../emulator/mentions.ts";
import { validateMessagePayload } from "../emulator/validate-message.ts";

/** The emulator's own reading of Discord's limits: what it would refuse in this message. */
function refusedFields(message: object): string[] {
  return validateMessagePayload(
    JSON.parse(JSON.stringify(message)) as Record<string, unknown> as never,
    [],
    10_000_000,
    false,
  ).fieldErrors.map((e) => `${e.path.join(".")}: ${e.code}`);
}

describe("a name a user chose, made plain", () => {
  it("neither formats a message nor mentions anyone, and still reads as typed", () => {
    const cases: [string, string][] = [
      ["@everyone", "@\u200beveryone"],
      ["@here now", "@\u200bhere now"],
      ["<@123456789>", "<\u200b@123456789>"],
      ["<@!123>", "<\u200b@!123>"],
      ["<@&42>", "<\u200b@&42>"],
      ["<#42>", "<\u200b#42>"],
      ["</play:1>", "<\u200b/play:1>"],
      ["**bold** __u__ ~~s~~ ||sp|| `c`", "\\*\\*bold\\*\\* \\_\\_u\\_\\_ \\~\\~s\\~\\~ \\|\\|sp\\|\\| \\`c\\`"],
      ["[link](https://evil.example)", "\\[link](https://evil.example)"],
      ["# Heading", "\\# Heading"],
      ["> quote", "\\> quote"],
      ["- item", "\\- item"],
      ["two\nlines", "two lines"],
      ["猫耳ブリーダー", "猫耳ブリーダー"],
    ];
    for (const [typed, shown] of cases) expect(plainName(typed), typed).toBe(shown);
    // What Discord would ping in a message made only of such names: nobody, whatever the message allows.
    for (const [typed] of cases)
      expect(unintendedPings(pingsOf({ content: plainName(typed) }).pings), typed).toBeNull();
  });

  it("a thread name from a display name: one line, no control characters, at most 100 characters, shown as typed", () => {
    expect(plainTitle("Survivor · **alice**", 100)).toBe("Survivor · **alice**");
    expect(plainTitle("  two\nlines\u0000and\ttabs  ", 100)).toBe("two lines and tabs");
    const long = plainTitle(`Survivor · ${"😀".repeat(120)}`, 100);
    expect([...long]).toHaveLength(100);
    expect(long.endsWith("😀…")).toBe(true);
  });
});

describe("every message fitted to Discord's limits", () => {
  it("cuts long text, long lists and oversized menus to what Discord accepts", () => {
    const long = "あ".repeat(5000);
    const message = fit({
      content: `${"x".repeat(2500)}😀`,
      embeds: [
        {
          title: long,
          description: long,
          footer: { text: long },
          fields: Array.from({ length: 30 }, (_, i) => ({ name: `${i} ${long}`, value: long })),
        },
        { description: long },
      ],
      components: Array.from({ length: 7 }, (_, row) => ({
        type: ComponentType.ActionRow as const,
        components: [
          {
            type: ComponentType.StringSelect as const,
            custom_id: `m${row}`,
            placeholder: long,
            min_values: 30,
            max_values: 40,
            options: Array.from({ length: 40 }, (_, i) => ({ value: String(i), label: long, description: long })),
          },
        ],
      })),
    });
    expect(refusedFields(message)).toEqual([]);
    expect(message.content?.length).toBe(LIMITS.content);
    expect(message.content?.endsWith("…")).toBe(true);
    expect(message.components).toHaveLength(LIMITS.rows);
    const buttons = fit({
      components: [
        {
          type: ComponentType.ActionRow,
          components: Array.from({ length: 8 }, (_, i) => ({
            type: ComponentType.Button as const,
            style: 2 as const,
            custom_id: `b${i}`,
            label: long,
          })),
        },
      ],
    });
    expect(refusedFields(buttons)).toEqual([]);
    // A message within the limits comes out as it went in.
    const small = { content: "hello", embeds: [{ title: "t", description: "d" }] };
    expect(fit(small)).toEqual(small);
  });

  it("keeps at most 25 autocomplete choices and drops one whose value would have to be cut", () => {
    const choices = fitChoices([
      { name: "n".repeat(300), value: "v".repeat(101) },
      ...Array.from({ length: 30 }, (_, i) => ({ name: "名".repeat(120), value: `id${i}` })),
    ]);
    expect(choices).toHaveLength(25);
    expect(choices.every((c) => c.name.length <= 100 && c.value.length <= 100)).toBe(true);
    expect(choices[0]?.value).toBe("id0");
  });

  it("a standings page of 25 players with the longest names fits, in both languages", () => {
    const league: League = {
      id: "lg",
      guildId: "g",
      game: "spymaster",
      name: "名".repeat(40),
      locale: "ja",
      adminRoleId: null,
      minGames: 1,
      decayDays: 0,
      reportHours: 48,
      season: 1,
      seasonRunning: true,
      createdBy: "u",
      createdAt: 0,
      public: false,
      webId: null,
      webSecret: null,
    };
    const ranked = Array.from({ length: 25 }, (_, i) => ({
      rank: i + 1,
      userId: `u${i}`,
      rating: -1234.5 + i,
      skill: FRESH,
      games: 9999,
      wins: 9999,
      losses: 9999,
      draws: 9999,
      trend: -999,
    }));
    const names = new Map(ranked.map((s) => [s.userId, "*_`|".repeat(8)]));
    for (const locale of ["en", "ja"] as const) {
      expect(
        refusedFields(standingsPayload(league, 1, { ranked, provisional: [] }, names, 0, false, locale, null)),
      ).toEqual([]);
    }
  });
});

/** A command's options as Discord sends them: the leaf options under the subcommand path given. */
function sent(path: string[], leaf: CommandInteractionOption[]): CommandInteractionOption[] {
  return path.reduceRight<CommandInteractionOption[]>(
    (options, name, i) => [
      {
        name,
        type:
          i === 0 && path.length === 2
            ? ApplicationCommandOptionType.SubcommandGroup
            : ApplicationCommandOptionType.Subcommand,
        options,
      },
    ],
    leaf,
  );
}

describe("options checked against their command's definition", () => {
  const league = COMMANDS.get("league");
  const event = COMMANDS.get("event");
  const play = COMMANDS.get("play");
  if (!league || !event || !play) throw new Error("commands missing");
  const defined = (command: typeof league) => command.data.options as APIApplicationCommandOption[];

  it("accepts what a Discord client sends and refuses what it never would", () => {
    const string = ApplicationCommandOptionType.String;
    const integer = ApplicationCommandOptionType.Integer;
    const ok = sent(
      ["create"],
      [
        { name: "name", type: string, value: "Spy" },
        { name: "game", type: string, value: "spymaster" },
      ],
    );
    expect(optionProblem(defined(league), ok)).toBeNull();
    const cases: [string, CommandInteractionOption[], string][] = [
      [
        "a game outside the choices",
        sent(
          ["create"],
          [
            { name: "name", type: string, value: "Chess" },
            { name: "game", type: string, value: "chess" },
          ],
        ),
        "choice",
      ],
      [
        "a name over 40 characters",
        sent(
          ["create"],
          [
            { name: "name", type: string, value: "x".repeat(41) },
            { name: "game", type: string, value: "spymaster" },
          ],
        ),
        "length",
      ],
      ["a missing required option", sent(["create"], [{ name: "game", type: string, value: "spymaster" }]), "required"],
      [
        "an option of another type",
        sent(
          ["create"],
          [
            { name: "name", type: integer, value: 3 },
            { name: "game", type: string, value: "spymaster" },
          ],
        ),
        "type",
      ],
      [
        "an option it does not have",
        sent(["create"], [...(ok[0]?.options ?? []), { name: "colour", type: string, value: "red" }]),
        "unknown",
      ],
      ["a subcommand it does not have", sent(["crate"], []), "unknown"],
      ["no subcommand at all", [], "unknown"],
      [
        "a whole number option given a fraction",
        sent(
          ["settings"],
          [
            { name: "league", type: string, value: "Spy" },
            { name: "min-games", type: integer, value: 2.5 },
          ],
        ),
        "type",
      ],
      [
        "a number below its range",
        sent(
          ["settings"],
          [
            { name: "league", type: string, value: "Spy" },
            { name: "min-games", type: integer, value: -1 },
          ],
        ),
        "range",
      ],
      [
        "a user option with no resolved user",
        sent(
          ["remove"],
          [
            { name: "league", type: string, value: "Spy" },
            { name: "user", type: ApplicationCommandOptionType.User, value: "1" },
          ],
        ),
        "type",
      ],
      ["a season group subcommand missing its league", sent(["season", "end"], []), "required"],
    ];
    for (const [what, options, rule] of cases) expect(optionProblem(defined(league), options)?.rule, what).toBe(rule);
    expect(
      optionProblem(
        defined(event),
        sent(
          ["create"],
          [
            { name: "league", type: string, value: "Spy" },
            { name: "event", type: string, value: "Open" },
            { name: "top-cut", type: integer, value: 7 },
          ],
        ),
      )?.rule,
    ).toBe("choice");
    expect(optionProblem(defined(play), [{ name: "game", type: string, value: "chess" }])?.rule).toBe("choice");
    // While autocompleting, the options still to come may be missing, and the one being typed is anything so far.
    expect(
      optionProblem(
        defined(league),
        sent(["join"], [{ name: "league", type: string, value: "x".repeat(80), focused: true }]),
        true,
      ),
    ).toBeNull();
  });

  it("says what the option must be, by its name in the reader's language", () => {
    const problem = optionProblem(defined(play), [
      { name: "game", type: ApplicationCommandOptionType.String, value: "chess" },
    ]);
    if (!problem) throw new Error("no problem found");
    expect(optionProblemText(problem, "en")).toMatch(/^\*\*game\*\* must be one of: Spymaster, MindMaster, /);
    expect(optionProblemText(problem, "ja")).toMatch(/^\*\*ゲーム\*\* は次のどれかにしてください:スパイマスター/);
    const unknown = optionProblem(defined(play), [
      { name: "@everyone **x**", type: ApplicationCommandOptionType.String, value: "1" },
    ]);
    if (!unknown) throw new Error("no problem found");
    expect(optionProblemText(unknown, "en")).toContain("@\u200beveryone \\*\\*x\\*\\*");
  });

  it("every free-text option has a length limit and every number a range, so no input is unbounded", () => {
    const open: string[] = [];
    const walk = (path: string, options: readonly APIApplicationCommandOption[] = []) => {
      for (const option of options) {
        if (
          option.type === ApplicationCommandOptionType.Subcommand ||
          option.type === ApplicationCommandOptionType.SubcommandGroup
        ) {
          walk(`${path} ${option.name}`, option.options as APIApplicationCommandOption[] | undefined);
        } else if (
          option.type === ApplicationCommandOptionType.String &&
          !option.choices &&
          option.max_length === undefined
        )
          open.push(`${path} ${option.name}`);
        else if (
          (option.type === ApplicationCommandOptionType.Integer ||
            option.type === ApplicationCommandOptionType.Number) &&
          !option.choices &&
          (option.min_value === undefined || option.max_value === undefined)
        )
          open.push(`${path} ${option.name}`);
      }
    };
    for (const command of COMMANDS.values())
      walk(`/${command.data.name}`, command.data.options as APIApplicationCommandOption[] | undefined);
    expect(open).toEqual([]);
  });
});
