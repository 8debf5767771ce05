import type { LogFields, Logger } from "../log.ts";

/** Upper bounds (seconds) of the response-time histogram: Discord allows 3 s for a first response. */
const RESPONSE_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 3, 5];

const HELP = {
  bot_interactions_total: "Interactions handled, by kind (a slash command by name, a button or menu by its id's type).",
  bot_interaction_response_seconds:
    "Time from an interaction's arrival to the end of its handler, which answers it first.",
  bot_intents_committed_total: "Moves committed to the store (players, bots, timeouts, auto-passes).",
  bot_errors_total: "Error log lines, by message.",
} as const;

type MetricName = keyof typeof HELP;
type Labels = Record<string, string>;

const labelKey = (labels: Labels): string =>
  Object.entries(labels)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}="${v.replace(/[\\"\n]/g, (c) => (c === "\n" ? "\\n" : `\\${c}`))}"`)
    .join(",");

interface Histogram {
  buckets: number[];
  sum: number;
  count: number;
}

/** Counters and one histogram, written out in Prometheus' text format. In memory, per process. */
export class Metrics {
  private readonly counters = new Map<MetricName, Map<string, number>>();
  private readonly histograms = new Map<string, Histogram>();

  count(name: Exclude<MetricName, "bot_interaction_response_seconds">, labels: Labels = {}): void {
    const series = this.counters.get(name) ?? new Map<string, number>();
    this.counters.set(name, series);
    const key = labelKey(labels);
    series.set(key, (series.get(key) ?? 0) + 1);
  }

  /** One interaction: counted by kind, its handling time in the histogram. */
  interaction(kind: string, ms: number): void {
    this.count("bot_interactions_total", { kind });
    const seconds = ms / 1000;
    const h = this.histograms.get("") ?? { buckets: RESPONSE_BUCKETS.map(() => 0), sum: 0, count: 0 };
    this.histograms.set("", h);
    RESPONSE_BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) h.buckets[i] = (h.buckets[i] ?? 0) + 1;
    });
    h.sum += seconds;
    h.count += 1;
  }

  /** The exposition text: every metric with its help and type, counters with their labels. */
  text(): string {
    const lines: string[] = [];
    for (const name of Object.keys(HELP) as MetricName[]) {
      lines.push(`# HELP ${name} ${HELP[name]}`);
      if (name === "bot_interaction_response_seconds") {
        lines.push(`# TYPE ${name} histogram`);
        const h = this.histograms.get("") ?? { buckets: RESPONSE_BUCKETS.map(() => 0), sum: 0, count: 0 };
        RESPONSE_BUCKETS.forEach((bound, i) => lines.push(`${name}_bucket{le="${bound}"} ${h.buckets[i] ?? 0}`));
        lines.push(`${name}_bucket{le="+Inf"} ${h.count}`, `${name}_sum ${h.sum}`, `${name}_count ${h.count}`);
        continue;
      }
      lines.push(`# TYPE ${name} counter`);
      const series = this.counters.get(name);
      if (!series || series.size === 0) lines.push(`${name} 0`);
      else for (const [key, value] of series) lines.push(key === "" ? `${name} ${value}` : `${name}{${key}} ${value}`);
    }
    return `${lines.join("\n")}\n`;
  }
}

/** A logger that also counts what the metrics read from the log: committed moves and errors. */
export function countingLogger(inner: Logger, metrics: Metrics): Logger {
  return {
    info(msg: string, fields?: LogFields) {
      if (msg === "intent") metrics.count("bot_intents_committed_total");
      inner.info(msg, fields);
    },
    warn: (msg, fields) => inner.warn(msg, fields),
    error(msg: string, fields?: LogFields) {
      metrics.count("bot_errors_total", { msg });
      inner.error(msg, fields);
    },
  };
}
