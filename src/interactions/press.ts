/**
 * The shape of a press handler (Sapphire's parse and run, without a class loader): the checks it needs, declared,
 * and what it does once they hold. The dispatcher (presses.ts) makes the checks in the order given; the first that
 * fails answers the presser privately and the handler does not run.
 */
import type { ButtonInteraction, StringSelectMenuInteraction } from "discord.js";
import type { Locale, Refusal, Seat } from "../engine/index.ts";
import type { AnyTableKind } from "../games/catalog.ts";
import type { TableRecord } from "../db/store.ts";
import type { ComponentId } from "../discord/codec.ts";
import type { BotContext } from "../discord/context.ts";

export type PressInteraction = ButtonInteraction | StringSelectMenuInteraction;
type IdType = ComponentId["type"];
type IdsByType = { [C in ComponentId as C["type"]]: C };
export type IdOf<T extends IdType> = IdsByType[T];
/** The ids that name a table: the dispatcher finds the table before anything else. */
export type TableIdType = Extract<ComponentId, { table: string }>["type"];
export type OtherIdType = Exclude<IdType, TableIdType>;

export type TableNeed =
  /** The presser sits at the table; the press then carries their seat. */
  | "seat"
  /** The table's match is under way. */
  | "playing"
  /** The bot may keep a table in this channel (the handler opens one). */
  | "table-permissions"
  /** The press came from the message its id belongs on (own-message.ts): a handler that changes that message needs it. */
  | "own-message";
type OtherNeed = "own-message";

export interface Pressed<T extends IdType> {
  interaction: PressInteraction;
  ctx: BotContext;
  id: IdOf<T>;
  /** The presser's language. */
  locale: Locale;
}

/** What a press on a table carries: the table, its kind, the presser's seat (null: not seated) and a private refusal. */
export interface AtTable {
  table: TableRecord;
  kind: AnyTableKind;
  seat: Seat | null;
  refuse(refusal: Refusal): Promise<void>;
}

type NeedsIn<N> = N extends readonly (infer X)[] ? X : never;
type SeatFor<N> = "seat" extends NeedsIn<N> ? { seat: Seat } : unknown;

interface TableHandler<T extends IdType, N> {
  needs: N;
  run: (press: Pressed<T> & AtTable & SeatFor<N>) => Promise<void>;
}

interface OtherHandler<T extends IdType, N> {
  needs: N;
  run: (press: Pressed<T>) => Promise<void>;
}

/**
 * Every table press type's handler as the dispatcher calls it. A method's parameter is checked both ways, so a
 * handler that declared "seat" (and reads a seat that is not null) fits here: the dispatcher runs it only once its
 * needs hold.
 */
type TableHandlers = {
  [T in TableIdType]: { needs: readonly TableNeed[]; run(press: Pressed<T> & AtTable): Promise<void> };
};
type OtherHandlers = { [T in OtherIdType]: { needs: readonly OtherNeed[]; run(press: Pressed<T>): Promise<void> } };

/** The table presses' handlers: one per type, or the compiler says which is missing; each `run` gets what its needs give. */
export function tableHandlers<const H extends { [T in TableIdType]: readonly TableNeed[] }>(handlers: {
  [T in keyof H]: TableHandler<T & TableIdType, H[T]>;
}): TableHandlers {
  return handlers;
}

export function otherHandlers<const H extends { [T in OtherIdType]: readonly OtherNeed[] }>(handlers: {
  [T in keyof H]: OtherHandler<T & OtherIdType, H[T]>;
}): OtherHandlers {
  return handlers;
}
