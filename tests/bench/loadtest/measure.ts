// What the load test keeps of every request: its kind (method and route, ids left out), how long it
// took and how it ended; and the figures made of them, percentiles and errors by kind.

export interface Call {
  /** `GET /api/designs/:id`: the method and route, the same for every id. */
  name: string;
  ms: number;
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  /** What went wrong, for a failed call. */
  message?: string;
}

/** The value below which `fraction` of `values` fall (nearest rank), or NaN when there are none. */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;
}

export class Measurements {
  readonly calls: Call[] = [];
  /** Seconds from each design's submit to its `ready` event. */
  readonly submitToReady: number[] = [];
  /** Designs that ended otherwise (failed, or never ready in time), with why. */
  readonly undelivered: string[] = [];

  add(call: Call): void {
    this.calls.push(call);
  }

  /** Calls that failed: no answer, a 5xx, or a refusal the flow did not expect. */
  failures(): Call[] {
    return this.calls.filter((call) => call.status === 0 || call.status >= 400);
  }

  /** Each kind of call: how many, and p50/p95/p99 of their milliseconds. */
  byCall(): { name: string; count: number; p50: number; p95: number; p99: number }[] {
    const groups = new Map<string, number[]>();
    for (const call of this.calls) {
      const times = groups.get(call.name) ?? [];
      times.push(call.ms);
      groups.set(call.name, times);
    }
    return [...groups]
      .map(([name, times]) => ({
        name,
        count: times.length,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        p99: percentile(times, 0.99),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Failures grouped by call, status and message, most frequent first. */
  errorsByKind(): { kind: string; count: number }[] {
    const counts = new Map<string, number>();
    for (const call of this.failures()) {
      const status = call.status === 0 ? 'no answer' : String(call.status);
      const kind = `${call.name} → ${status}${call.message ? `: ${call.message.slice(0, 100)}` : ''}`;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    for (const reason of this.undelivered) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    return [...counts].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count);
  }
}
