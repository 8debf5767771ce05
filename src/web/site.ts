import type { EventRecord, EventStore } from "../db/league-events.ts";
import type { League, LeagueStore, ResultRecord } from "../db/leagues.ts";
import type { MatchStore, PublicStep, TableRecord } from "../db/store.ts";
import type { Locale } from "../engine/index.ts";
import { gameName, TABLE_KINDS, type AnyTableKind } from "../games/catalog.ts";
import { EventService } from "../leagues/events.ts";
import { LeagueService } from "../leagues/service.ts";
import { averageSkill, conservative, winChance, winEdge, type Skill } from "../ranking/rating.ts";
import { sharedPainters } from "../render/painter-pool.ts";
import type { Clock } from "../tables/clock.ts";
import { Replays } from "../tables/replays.ts";
import { seatNames } from "../tables/seat-names.ts";
import { eventPageData, replaysShown } from "./event-data.ts";
import type { EventPageData } from "./event-page.ts";
import { LeaguePaths, seasonQuery, type Query } from "./links.ts";
import type { ProfilePageData } from "./profile-page.ts";
import type { ReplayPageData } from "./replay-page.ts";
import {
  firstDescending,
  SORT_KEYS,
  sortLines,
  type Sort,
  type SortKey,
  type StandingsLine,
  type StandingsPageData,
} from "./standings-page.ts";
import { wt } from "./strings.ts";

/** Players on one page of the standings. */
export const STANDINGS_PAGE = 100;
const RECENT_RESULTS = 10;
/**
 * How long a season's standings stay in memory for the next readers (a league's post brings many at once): a result
 * reaches the page at most this late, well inside the minute the page itself may be cached for.
 */
const STANDINGS_KEPT_MS = 10_000;
const KEPT_SEASONS = 32;
const PROFILE_RESULTS = 20;
const RIVALS = 20;

export interface SiteStores {
  leagues: LeagueStore;
  events: EventStore;
  matches: MatchStore;
}

/** A season's standings lines, each with its player and skill, and the season's average skill. */
interface SeasonLines {
  lines: (Omit<StandingsLine, "name"> & { userId: string; name: string | null; skill: Skill })[];
  average: Skill;
}

/** A public league with the paths of its pages. */
export interface PublicLeague {
  league: League;
  paths: LeaguePaths;
}

/** How the reader asked for a page: their language, and the query every link keeps. */
export interface Reader {
  locale: Locale;
  keep: Query;
}

/**
 * What each page of a public league shows, read from the stores as plain data with every link made: a page of
 * anything not public, or not there, is null. Only display names leave here, never a user id, and only what a
 * spectator saw of a match.
 */
export class LeagueSite {
  private readonly leagues: LeagueService;
  private readonly events: EventService;
  private readonly replays: Replays;
  private readonly kept = new Map<string, { at: number; season: SeasonLines }>();

  constructor(
    private readonly stores: SiteStores,
    private readonly clock: Clock,
    /** The path every link starts with (the site's prefix behind a proxy; empty at the root). */
    private readonly base: string,
  ) {
    this.leagues = new LeagueService(stores.leagues, clock);
    this.events = new EventService(stores.events, this.leagues, clock);
    this.replays = new Replays(stores.matches);
  }

  async league(webId: string): Promise<PublicLeague | null> {
    const league = await this.leagues.publicLeague(webId);
    const paths = league ? LeaguePaths.of(league, this.base) : null;
    return league && paths ? { league, paths } : null;
  }

  /** A season's standings as every page of them starts: ranked, with names (null for none) and the average skill. */
  private async seasonLines(league: League, season: number): Promise<SeasonLines> {
    const key = [league.id, season, league.minGames, league.decayDays].join(":");
    const now = this.clock.now();
    const kept = this.kept.get(key);
    if (kept && now - kept.at < STANDINGS_KEPT_MS) return kept.season;
    const table = await this.leagues.standings(league, season);
    const names = await this.leagues.names(league);
    const all = [...table.ranked, ...table.provisional];
    const average = averageSkill(all.map((s) => s.skill));
    const lines = all.map((s) => ({
      userId: s.userId,
      rank: s.rank > 0 ? s.rank : null,
      name: names.get(s.userId) ?? null,
      wins: s.wins,
      losses: s.losses,
      draws: s.draws,
      games: s.games,
      rating: s.rating,
      skill: s.skill,
      edge: winEdge(s.skill, average),
      trend: s.trend,
    }));
    this.kept.delete(key);
    this.kept.set(key, { at: now, season: { lines, average } });
    if (this.kept.size > KEPT_SEASONS) this.kept.delete(this.kept.keys().next().value as string);
    return { lines, average };
  }

  /** Each season's standings page, the current one without a season in its address. */
  private seasons(at: PublicLeague, reader: Reader, path: (query: Query) => string) {
    return Array.from({ length: at.league.season }, (_, i) => ({
      season: i + 1,
      path: path({ ...seasonQuery(at.league, i + 1), ...reader.keep }),
    }));
  }

  async standings(
    at: PublicLeague,
    reader: Reader,
    request: { season: number; sort: Sort; page: number },
  ): Promise<StandingsPageData | null> {
    const { league, paths } = at;
    const { season, sort } = request;
    if (season < 1 || season > league.season) return null;
    const { lines: ranked, average } = await this.seasonLines(league, season);
    const unknown = wt("player.unknown", reader.locale);
    const lines = ranked.map((line) => ({ ...line, name: line.name ?? unknown }));
    // Everyone in a counted result has a line of the season.
    const named = new Map(lines.map((line) => [line.userId, line.name]));
    const pages = Math.max(1, Math.ceil(lines.length / STANDINGS_PAGE));
    if (request.page < 1 || request.page > pages) return null;
    const inSeason = seasonQuery(league, season);
    const sortQuery = (s: Sort): Query =>
      s.key === "rank" && !s.descending ? {} : { sort: s.key, dir: s.descending ? "desc" : "asc" };
    const shown = sortLines(lines, sort, reader.locale).slice(
      (request.page - 1) * STANDINGS_PAGE,
      request.page * STANDINGS_PAGE,
    );
    const sortPaths = Object.fromEntries(
      SORT_KEYS.map((key: SortKey) => [
        key,
        paths.standings({
          ...inSeason,
          ...sortQuery({ key, descending: key === sort.key ? !sort.descending : firstDescending(key) }),
          ...reader.keep,
        }),
      ]),
    ) as Record<SortKey, string>;
    return {
      league: league.name,
      game: gameName(league.game, reader.locale),
      season,
      running: season === league.season && league.seasonRunning,
      minGames: league.minGames,
      seasons: this.seasons(at, reader, (q) => paths.standings(q)),
      lines: shown.map(({ userId, skill, ...line }) => ({
        ...line,
        chance: winChance(skill, average),
        path: paths.player(userId, { ...inSeason, ...reader.keep }),
      })),
      sort,
      sortPaths,
      pages: Array.from({ length: pages }, (_, i) => ({
        number: i + 1,
        path: paths.standings({ ...inSeason, ...sortQuery(sort), page: i === 0 ? undefined : i + 1, ...reader.keep }),
      })),
      pageNumber: request.page,
      events: (await this.events.eventsOf(league)).map((e) => ({
        name: e.name,
        status: e.status,
        path: paths.event(e.id, reader.keep),
      })),
      recent: (await this.leagues.history(league, season, { limit: RECENT_RESULTS })).map((r) => ({
        at: r.countedAt ?? r.createdAt,
        source: r.source,
        players: r.players.map((p) => ({
          name: named.get(p.userId) ?? unknown,
          place: p.place,
          path: paths.player(p.userId, { ...inSeason, ...reader.keep }),
        })),
        replay: replayable(r) ? paths.replay(r.id, reader.keep) : null,
      })),
    };
  }

  async profile(at: PublicLeague, reader: Reader, sealed: string, season: number): Promise<ProfilePageData | null> {
    const { league, paths } = at;
    const userId = paths.ids.open("player", sealed);
    if (userId === null || season < 1 || season > league.season) return null;
    const names = await this.leagues.names(league);
    const name = names.get(userId);
    if (name === undefined) return null;
    const nameOf = (id: string) => names.get(id) ?? wt("player.unknown", reader.locale);
    const inSeason = { ...seasonQuery(league, season), ...reader.keep };
    const profile = await this.leagues.profile(league, userId, season, PROFILE_RESULTS);
    const { ranked } = await this.leagues.standings(league, season);
    const s = profile.standing;
    return {
      name,
      league: league.name,
      leaguePath: paths.standings(inSeason),
      season,
      minGames: league.minGames,
      seasons: this.seasons(at, reader, (q) => paths.player(userId, q)),
      standing: s && {
        rank: s.rank > 0 ? s.rank : null,
        ranked: ranked.length,
        rating: s.rating,
        mu: s.skill.mu,
        sigma: s.skill.sigma,
        wins: s.wins,
        losses: s.losses,
        draws: s.draws,
        games: s.games,
      },
      ratings: profile.points.map((p) => p.rating),
      results: profile.recent.map((r) => {
        const me = r.players.find((p) => p.userId === userId);
        return {
          at: r.countedAt ?? r.createdAt,
          source: r.source,
          place: me?.place ?? 0,
          players: r.players.length,
          opponents: r.players
            .filter((p) => p.userId !== userId)
            .map((p) => ({ name: nameOf(p.userId), path: paths.player(p.userId, inSeason) })),
          change: me?.before && me.after ? conservative(me.after) - conservative(me.before) : 0,
          replay: replayable(r) ? paths.replay(r.id, reader.keep) : null,
        };
      }),
      rivals: profile.rivals.slice(0, RIVALS).map((h) => ({
        name: nameOf(h.userId),
        path: paths.player(h.userId, inSeason),
        wins: h.wins,
        losses: h.losses,
        draws: h.draws,
      })),
    };
  }

  async event(at: PublicLeague, reader: Reader, sealed: string): Promise<EventPageData | null> {
    const { league, paths } = at;
    const eventId = paths.ids.open("event", sealed);
    const event = eventId === null ? null : await this.stores.events.event(eventId);
    if (!event || event.leagueId !== league.id) return null;
    const names = await this.leagues.names(league);
    const inSeason = { ...seasonQuery(league, event.season), ...reader.keep };
    const link = (userId: string) => ({
      name: names.get(userId) ?? wt("player.unknown", reader.locale),
      path: paths.player(userId, inSeason),
    });
    const replays = await this.eventReplays(event, paths, reader);
    const begun = event.status !== "open";
    return eventPageData(event, {
      league,
      leaguePath: paths.standings(inSeason),
      link,
      replaysOf: (slot) => replays.get(`${slot.round}:${slot.number}`) ?? [],
      swissRows: begun && event.settings.format === "swiss" ? this.events.standings(event) : [],
      podRows: begun && event.settings.format === "pods" ? this.events.podStandings(event) : [],
      locale: reader.locale,
    });
  }

  /**
   * The replays of an event's games at the bot's tables, by slot (`round:number`), game by game: a read of the
   * event's tables per round. None while its registered lists are hidden, as a game shows the cards its players brought.
   */
  private async eventReplays(event: EventRecord, paths: LeaguePaths, reader: Reader): Promise<Map<string, string[]>> {
    const shown = new Map<string, string[]>();
    if (event.settings.play !== "tables" || !replaysShown(event)) return shown;
    // Round by round: the stores read an event's tables one round at a time (a query a round, never one a match).
    const rounds = Array.from({ length: event.round }, (_, i) => i + 1);
    const tables = (await Promise.all(rounds.map((round) => this.stores.matches.eventTables(event.id, round))))
      .flat()
      .filter((t) => Replays.replayable(t))
      .sort((a, b) => (a.eventGame ?? 0) - (b.eventGame ?? 0));
    for (const t of tables) {
      const key = `${t.eventRound}:${t.eventNumber}`;
      shown.set(key, [...(shown.get(key) ?? []), paths.eventReplay(t.id, reader.keep)]);
    }
    return shown;
  }

  /** A replay on the web: a league table's, by its counted result, or an event table's, by the table. */
  private async match(at: PublicLeague, sealed: string): Promise<ShownMatch | null> {
    return (await this.leagueMatch(at, sealed)) ?? (await this.eventMatch(at, sealed));
  }

  /** A league table's replay, by its counted result: the match, its game and its steps. */
  private async leagueMatch(at: PublicLeague, sealed: string): Promise<ShownMatch | null> {
    const resultId = at.paths.ids.open("replay", sealed);
    const result = resultId === null ? null : await this.leagues.result(resultId);
    if (!result || result.leagueId !== at.league.id || !replayable(result) || result.tableId === null) return null;
    const table = await this.stores.matches.getTable(result.tableId);
    const kind = table ? TABLE_KINDS.get(table.kind) : undefined;
    if (!table || !kind || table.leagueId !== at.league.id || !Replays.replayable(table)) return null;
    return {
      table,
      kind,
      season: result.season,
      steps: await this.replays.stepsOf(table),
      path: (query) => at.paths.replay(result.id, query),
      image: (step, locale) => at.paths.stepImage(result.id, step, locale),
    };
  }

  /**
   * A table of one of the league's events (everyone at it entered the event, so is a member), once it has ended;
   * while the event's registered lists are hidden, none.
   */
  private async eventMatch(at: PublicLeague, sealed: string): Promise<ShownMatch | null> {
    const tableId = at.paths.ids.open("table", sealed);
    const table = tableId === null ? null : await this.stores.matches.getTable(tableId);
    if (!table || table.eventId === null || !Replays.replayable(table)) return null;
    const event = await this.stores.events.event(table.eventId);
    const kind = TABLE_KINDS.get(table.kind);
    if (!event || event.leagueId !== at.league.id || !kind || !replaysShown(event)) return null;
    return {
      table,
      kind,
      season: event.season,
      steps: await this.replays.stepsOf(table),
      path: (query) => at.paths.eventReplay(table.id, query),
      image: (step, locale) => at.paths.eventStepImage(table.id, step, locale),
    };
  }

  private async step(kind: AnyTableKind, table: TableRecord, step: number, count: number) {
    if (!Number.isInteger(step) || step < 1 || step > count) return null;
    return this.replays.at(kind, table, step - 1, "public", null);
  }

  async replay(at: PublicLeague, reader: Reader, sealed: string, step: number): Promise<ReplayPageData | null> {
    const found = await this.match(at, sealed);
    if (!found) return null;
    const { table, kind, steps } = found;
    const shown = await this.step(kind, table, step, steps.length);
    if (!shown) return null;
    const { locale } = reader;
    const names = seatNames(table, locale);
    const inSeason = { ...seasonQuery(at.league, found.season), ...reader.keep };
    const to = (n: number) => found.path({ step: n === 1 ? undefined : n, ...reader.keep });
    const count = steps.length;
    return {
      game: kind.name(locale),
      league: at.league.name,
      leaguePath: at.paths.standings(inSeason),
      players: table.seats.map((s) => ({
        name: names[s.seat] ?? "?",
        path: s.userId === null ? null : at.paths.player(s.userId, inSeason),
      })),
      endedAt: table.endedAt ?? table.updatedAt,
      winners: (table.outcome?.winners ?? []).map((w) => names[w] ?? "?"),
      step,
      count,
      image: found.image(step, locale),
      board: kind.describeTable(shown.board, locale, names).join(" "),
      log: shown.step.events.flatMap((event) => kind.describeEvent(event, locale, names) ?? []),
      moves: {
        first: step > 1 ? to(1) : null,
        previous: step > 1 ? to(step - 1) : null,
        next: step < count ? to(step + 1) : null,
        last: step < count ? to(count) : null,
      },
    };
  }

  /** A replay step's board as the table showed it (the spectator's view), drawn in `locale` by a painter thread. */
  async stepImage(at: PublicLeague, sealed: string, step: number, locale: Locale): Promise<Buffer | null> {
    const found = await this.match(at, sealed);
    const shown = found && (await this.step(found.kind, found.table, step, found.steps.length));
    if (!found || !shown) return null;
    const names = seatNames(found.table, locale);
    return sharedPainters().paint({ kind: "board", game: found.kind.game.id, view: shown.board, locale, names });
  }
}

/** A replay the site shows: its table, game and steps, the season it belongs to, and its addresses. */
interface ShownMatch {
  table: TableRecord;
  kind: AnyTableKind;
  season: number;
  steps: PublicStep[];
  path(query: Query): string;
  image(step: number, locale: Locale): string;
}

/** Whether a result has a replay on the web: a counted league table (all of whose people are members). */
function replayable(result: ResultRecord): boolean {
  return result.status === "counted" && result.source === "table" && result.tableId !== null;
}
