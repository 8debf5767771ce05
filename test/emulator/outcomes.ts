import type { APIModalInteractionResponseCallbackData, InteractionResponseType } from "discord-api-types/v10";
import type { InteractionOutcome, InteractionRecord, RecordedMessage } from "./model.ts";
import type { EmulatorState } from "./state.ts";

interface Waiter {
  readonly resolve: (outcome: InteractionOutcome) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

/** The promises `slash`/`press`/`select` hand out, settled by the interaction's first response. */
export class PendingResponses {
  readonly #waiters = new Map<string, Waiter>();

  /** `onTimeout` runs when no first response came within `timeoutMs`; its error rejects the promise. */
  expect(interactionId: string, timeoutMs: number, onTimeout: () => Error): Promise<InteractionOutcome> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters.delete(interactionId);
        reject(onTimeout());
      }, timeoutMs);
      timer.unref();
      this.#waiters.set(interactionId, { resolve, reject, timer });
    });
  }

  resolve(interactionId: string, outcome: InteractionOutcome): void {
    this.#take(interactionId)?.resolve(outcome);
  }

  reject(interactionId: string, error: Error): void {
    this.#take(interactionId)?.reject(error);
  }

  /** Stops the timers; promises still waiting stay pending (a test that did not await them is not failed by close). */
  close(): void {
    for (const waiter of this.#waiters.values()) clearTimeout(waiter.timer);
    this.#waiters.clear();
  }

  #take(interactionId: string): Waiter | undefined {
    const waiter = this.#waiters.get(interactionId);
    if (waiter) {
      clearTimeout(waiter.timer);
      this.#waiters.delete(interactionId);
    }
    return waiter;
  }
}

export function makeOutcome(
  state: EmulatorState,
  record: InteractionRecord,
  type: InteractionResponseType,
  latencyMs: number,
  message: RecordedMessage | undefined,
  modal: APIModalInteractionResponseCallbackData | undefined,
  choices?: InteractionOutcome["choices"],
): InteractionOutcome {
  return {
    interactionId: record.id,
    type,
    latencyMs,
    ...(message ? { message } : {}),
    ...(modal ? { modal } : {}),
    ...(choices ? { choices } : {}),
    followUps: () =>
      record.followUpIds.flatMap((id) => {
        const found = state.messagesById.get(id);
        return found ? [found] : [];
      }),
    original: () => (record.originalMessageId ? (state.messagesById.get(record.originalMessageId) ?? null) : null),
  };
}

export function describeInteraction(record: InteractionRecord): string {
  const label = record.kind === "command" ? `/${record.name}` : `${record.kind} "${record.name}"`;
  return `interaction ${record.id} (${label})`;
}
