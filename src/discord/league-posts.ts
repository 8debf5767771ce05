import type { ResultRecord } from "../db/leagues.ts";
import type { TableRecord } from "../db/store.ts";
import { gameName } from "../games/catalog.ts";
import type { LeagueService } from "../leagues/service.ts";
import { leagueStrings, lt } from "../leagues/strings.ts";
import { errorText, type Logger } from "../log.ts";
import type { Clock } from "../tables/clock.ts";
import type { Channels } from "./channels.ts";
import type { WebLinks } from "../web/links.ts";
import { linkRows } from "./components.ts";
import { changeLines, reportPayload } from "./league-views.ts";
import { textPayload } from "./presenter.ts";
import { plainName, refusalText } from "./plain-text.ts";

/** How far back a restart looks for league tables whose result a crash kept from being recorded. */
const CATCH_UP_MS = 24 * 60 * 60 * 1000;

/**
 * What leagues say in channels outside a reply: a closed league table's result (counted with the rating changes, or
 * why not), and reports brought up to date when they expire or an admin settles them.
 */
export class LeaguePosts {
  constructor(
    private readonly leagues: LeagueService,
    private readonly channels: Channels,
    private readonly clock: Clock,
    private readonly log: Logger,
    /** Where a public league's pages are; null without PUBLIC_URL. */
    private readonly links: WebLinks | null,
  ) {}

  /** Records a closed league table (once, whichever process gets there first) and says in its channel how it went. */
  async tableClosed(table: TableRecord): Promise<void> {
    const recorded = await this.leagues.recordTable(table);
    if (!recorded) return;
    const locale = table.locale;
    const league = plainName(recorded.league.name);
    const content = recorded.counted
      ? [lt("table.counted", locale, { league }), ...changeLines(recorded.result, locale)].join("\n")
      : lt("table.not-counted", locale, {
          league,
          why: refusalText(undefined, recorded.refusal, locale, leagueStrings),
        });
    this.log.info("league table recorded", { table: table.id, league: recorded.league.id, counted: recorded.counted });
    const replay = recorded.counted ? this.links?.of(recorded.league)?.replay(recorded.result.id) : null;
    await this.channels.send(table.channelId, {
      ...textPayload(content),
      components: linkRows(lt("web.replay", locale), replay),
    });
  }

  /** After a restart: league tables that finished without their result recorded. */
  async catchUp(get: (id: string) => Promise<TableRecord | null>): Promise<void> {
    for (const id of await this.leagues.unrecordedTables(this.clock.now() - CATCH_UP_MS)) {
      const table = await get(id);
      if (table)
        await this.tableClosed(table).catch((error: unknown) =>
          this.log.error("league result not posted", { table: id, error: errorText(error) }),
        );
    }
  }

  /** Expires reports whose time ran out and updates their messages. */
  async sweep(): Promise<void> {
    for (const result of await this.leagues.expireDue()) await this.refresh(result);
  }

  /** Brings a report's channel message up to date with the stored result. */
  async refresh(result: ResultRecord): Promise<void> {
    const league = await this.leagues.league(result.leagueId);
    if (!league || !result.channelId || !result.messageId) return;
    const game = gameName(league.game, league.locale);
    await this.channels
      .edit(result.channelId, result.messageId, reportPayload(result, league, game))
      .catch((error: unknown) =>
        this.log.warn("report message not updated", { result: result.id, error: errorText(error) }),
      );
  }
}
