// Prometheus's text exposition format (version 0.0.4), written by hand: counters and histograms
// with labels, kept per app (every test builds its own app, so nothing is process-global), and the
// few lines that turn samples into text. Families computed from the database at scrape time (render
// jobs, render seconds) are written with the same `family` function.

export type Labels = Readonly<Record<string, string>>;

export interface Sample {
  /** Appended to the family's name: `_bucket`, `_sum`, `_count` for histograms. */
  suffix?: string;
  labels: Labels;
  value: number;
}

const escapeLabel = (value: string): string =>
  value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('"', '\\"');

const escapeHelp = (value: string): string => value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n');

function labelText(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([name, value]) => `${name}="${escapeLabel(value)}"`).join(',')}}`;
}

function numberText(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return Number.isNaN(value) ? 'NaN' : String(value);
}

/** One metric family: its HELP and TYPE lines, then one line per sample. */
export function family(
  name: string,
  type: 'counter' | 'gauge' | 'histogram',
  help: string,
  samples: readonly Sample[],
): string {
  const lines = [`# HELP ${name} ${escapeHelp(help)}`, `# TYPE ${name} ${type}`];
  for (const sample of samples) {
    lines.push(`${name}${sample.suffix ?? ''}${labelText(sample.labels)} ${numberText(sample.value)}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The samples of one histogram series: `counts[i]` observations fell at or below `bounds[i]` and
 * above the bound before (not cumulative); the last count is for everything above the last bound.
 */
export function histogramSamples(
  labels: Labels,
  bounds: readonly number[],
  counts: readonly number[],
  sum: number,
): Sample[] {
  const samples: Sample[] = [];
  let cumulative = 0;
  bounds.forEach((bound, index) => {
    cumulative += counts[index] ?? 0;
    samples.push({ suffix: '_bucket', labels: { ...labels, le: numberText(bound) }, value: cumulative });
  });
  cumulative += counts[bounds.length] ?? 0;
  samples.push({ suffix: '_bucket', labels: { ...labels, le: '+Inf' }, value: cumulative });
  samples.push({ suffix: '_sum', labels, value: sum });
  samples.push({ suffix: '_count', labels, value: cumulative });
  return samples;
}

const keyOf = (labels: Labels): string => JSON.stringify(Object.entries(labels));

/** A counter with labels, in this process. */
export class Counter {
  readonly #series = new Map<string, { labels: Labels; value: number }>();

  inc(labels: Labels, by = 1): void {
    const key = keyOf(labels);
    const series = this.#series.get(key);
    if (series) series.value += by;
    else this.#series.set(key, { labels, value: by });
  }

  samples(): Sample[] {
    return [...this.#series.values()].map(({ labels, value }) => ({ labels, value }));
  }
}

/** A histogram with labels, in this process. */
export class Histogram {
  readonly #bounds: readonly number[];
  readonly #series = new Map<string, { labels: Labels; counts: number[]; sum: number }>();

  constructor(bounds: readonly number[]) {
    this.#bounds = bounds;
  }

  observe(labels: Labels, value: number): void {
    const key = keyOf(labels);
    let series = this.#series.get(key);
    if (!series) {
      series = { labels, counts: new Array(this.#bounds.length + 1).fill(0), sum: 0 };
      this.#series.set(key, series);
    }
    const index = this.#bounds.findIndex((bound) => value <= bound);
    const slot = index === -1 ? this.#bounds.length : index;
    series.counts[slot] = (series.counts[slot] ?? 0) + 1;
    series.sum += value;
  }

  samples(): Sample[] {
    return [...this.#series.values()].flatMap(({ labels, counts, sum }) =>
      histogramSamples(labels, this.#bounds, counts, sum),
    );
  }
}
