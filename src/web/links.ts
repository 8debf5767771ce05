import type { League } from "../db/leagues.ts";
import type { Locale } from "../engine/index.ts";
import { SealedIds } from "./sealed-ids.ts";

/** Query values a link carries; undefined ones are left out. */
export type Query = Record<string, string | number | undefined>;

/** A season in an address: none for the current one, so a shared link to it follows the league. */
export function seasonQuery(league: League, season: number): Query {
  return season === league.season ? {} : { season };
}

/** `path` with the query's defined values, in the order given. */
export function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Where a public league's pages are, under `base` (the site's path prefix on its own pages, the whole public address
 * in Discord): `/l/<web id>` for its standings, then a player, an event or a replay by its sealed id, and a replay
 * step's board image.
 */
export class LeaguePaths {
  private constructor(
    private readonly root: string,
    readonly ids: SealedIds,
  ) {}

  /** The paths of a league whose pages are on the web; null for any other. */
  static of(league: League, base: string): LeaguePaths | null {
    if (!league.public || league.webId === null || league.webSecret === null) return null;
    return new LeaguePaths(`${base}/l/${league.webId}`, new SealedIds(league.webSecret));
  }

  standings(query?: Query): string {
    return withQuery(this.root, query);
  }

  player(userId: string, query?: Query): string {
    return withQuery(`${this.root}/p/${this.ids.seal("player", userId)}`, query);
  }

  event(eventId: string, query?: Query): string {
    return withQuery(`${this.root}/e/${this.ids.seal("event", eventId)}`, query);
  }

  /** A league table's replay, by its counted result. */
  replay(resultId: string, query?: Query): string {
    return withQuery(`${this.root}/r/${this.ids.seal("replay", resultId)}`, query);
  }

  /** Step `step` (from 1) of a replay drawn in `locale`: its own address, so it can be cached for good. */
  stepImage(resultId: string, step: number, locale: Locale): string {
    return `${this.root}/r/${this.ids.seal("replay", resultId)}/${step}-${locale}.png`;
  }

  /** The replay of a table of one of the league's events (a game of an event match or pod), by the table. */
  eventReplay(tableId: string, query?: Query): string {
    return withQuery(`${this.root}/r/${this.ids.seal("table", tableId)}`, query);
  }

  /** A step's board of an event table's replay, as `stepImage`. */
  eventStepImage(tableId: string, step: number, locale: Locale): string {
    return `${this.root}/r/${this.ids.seal("table", tableId)}/${step}-${locale}.png`;
  }
}

/** The public addresses the bot posts in Discord, under PUBLIC_URL. */
export class WebLinks {
  private readonly base: string;

  constructor(publicUrl: string) {
    this.base = publicUrl.replace(/\/+$/, "");
  }

  /** A league's pages at their full addresses; null unless the league is public. */
  of(league: League): LeaguePaths | null {
    return LeaguePaths.of(league, this.base);
  }
}
