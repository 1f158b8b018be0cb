// `/api/metrics`: 404 without METRICS_TOKEN, 401 without the right Bearer token, and with it the
// Prometheus text: requests counted by method, route and status class, their durations, render
// jobs and mail queued in pg-boss, render seconds from every worker, and the process's memory and
// files.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import { JobQueue, MAIL_QUEUE } from '../../jobs/job-queue.ts';
import { recordRenderSeconds } from '../../metrics/render-timings.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** A series written as `name{a="1",b="2"}`, its labels in a fixed order (the format has none). */
const normalSeries = (series: string): string => {
  const [, name, labels = ''] = series.match(/^([^{]+)(?:\{(.*)\})?$/) ?? [];
  const sorted = labels.match(/[a-z_]+="[^"]*"/g)?.sort() ?? [];
  return sorted.length ? `${name}{${sorted.join(',')}}` : (name ?? series);
};

/** The value of the sample of `series` (name and labels, in any order). */
function sampleValue(text: string, series: string): number | undefined {
  const wanted = normalSeries(series);
  for (const line of text.split('\n')) {
    const space = line.lastIndexOf(' ');
    if (!line.startsWith('#') && space > 0 && normalSeries(line.slice(0, space)) === wanted)
      return Number(line.slice(space + 1));
  }
  return undefined;
}

describe('GET /api/metrics', () => {
  const test = useTestApp((db) => ({ metricsToken: TOKEN, databaseUrl: db.url }));
  let queue: JobQueue;

  beforeAll(async () => {
    queue = new JobQueue({ pool: test.db.pool, supervise: false, log: () => {} });
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop(1000);
  });

  const scrape = async (app: TestApp['app'] = test.app) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('does not exist without METRICS_TOKEN', async () => {
    const app = await createTestApp(test.db.pool);
    try {
      const response = await app.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    } finally {
      await app.close();
    }
  });

  it('answers 401 to a missing, wrong or non-Bearer token', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789',
      `Basic ${TOKEN}`,
      TOKEN,
      'Bearer ',
    ]) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json().message).toMatch(/metrics token/);
    }
  });

  it('writes valid Prometheus text, counting each request by method, route and status class', async () => {
    const before =
      sampleValue(
        await scrape(),
        'poolscape_http_requests_total{method="GET",route="/api/health",status="2xx"}',
      ) ?? 0;
    await test.app.inject({ method: 'GET', url: '/api/health' });
    await test.app.inject({ method: 'GET', url: '/api/health' });
    await test.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    await test.app.inject({ method: 'GET', url: '/blog' });
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = response.body;
    // Families are parted by blank lines, which the format allows.
    for (const line of text.trimEnd().split('\n').filter(Boolean)) {
      expect(line).toMatch(
        /^(# (HELP|TYPE) [a-z_][a-z0-9_]* .+|[a-z_][a-z0-9_]*(\{[a-z_]+="[^"\n]*"(,[a-z_]+="[^"\n]*")*\})? (\+Inf|-?[0-9.e+-]+))$/,
      );
    }
    expect(
      sampleValue(text, 'poolscape_http_requests_total{method="GET",route="/api/health",status="2xx"}'),
    ).toBe(before + 2);
    expect(
      sampleValue(text, 'poolscape_http_requests_total{method="GET",route="not-found",status="4xx"}'),
    ).toBe(1);
    expect(sampleValue(text, 'poolscape_http_requests_total{method="GET",route="site",status="2xx"}')).toBe(
      1,
    );
    expect(sampleValue(text, 'poolscape_http_request_duration_seconds_count{route="/api/health"}')).toBe(
      before + 2,
    );
    expect(
      sampleValue(text, 'poolscape_http_request_duration_seconds_bucket{route="/api/health",le="+Inf"}'),
    ).toBe(before + 2);
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sampleValue(text, 'process_open_fds')).toBeGreaterThan(3);
    expect(sampleValue(text, 'poolscape_database_up')).toBe(1);
    // prom-client's own figures for Node come along: the event loop's delay and the heap.
    expect(sampleValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
  });

  it('shows render jobs waiting in the queue, render seconds recorded by any worker and mail waiting', async () => {
    const client = await test.db.pool.connect();
    try {
      await client.query('begin');
      await queue.enqueue(client, {
        designId: randomUUID(),
        versionId: randomUUID(),
        version: 1,
        userId: randomUUID(),
      });
      await client.query('commit');
    } finally {
      client.release();
    }
    await recordRenderSeconds(test.db.pool, 'design', 0.5);
    await recordRenderSeconds(test.db.pool, 'design', 3.25);
    await recordRenderSeconds(test.db.pool, 'video', 4000);
    // Two messages waiting (one being sent), and one given up: failed with no retries left, it is
    // copied into the dead letter queue and still counts once.
    const givenUp = await queue.boss.send(MAIL_QUEUE, { sealed: 'v1.a.b.c' }, { retryLimit: 0 });
    await queue.boss.send(MAIL_QUEUE, { sealed: 'v1.d.e.f' });
    await queue.boss.send(MAIL_QUEUE, { sealed: 'v1.g.h.i' });
    const taken = await queue.boss.fetch(MAIL_QUEUE, { batchSize: 2 });
    const refused = taken.find((job) => job.id === givenUp);
    if (!refused) throw new Error('the first message was not taken first');
    await queue.boss.fail(MAIL_QUEUE, refused, { message: '550 mailbox unavailable' });
    const text = await scrape();
    expect(sampleValue(text, 'poolscape_mail_outbox{state="waiting"}')).toBe(2);
    expect(sampleValue(text, 'poolscape_mail_outbox{state="failed"}')).toBe(1);
    expect(sampleValue(text, 'poolscape_render_jobs{kind="design",state="queued"}')).toBe(1);
    expect(sampleValue(text, 'poolscape_render_jobs{kind="design",state="running"}')).toBe(0);
    expect(sampleValue(text, 'poolscape_render_jobs{kind="design",state="failed"}')).toBe(0);
    expect(sampleValue(text, 'poolscape_render_jobs{kind="video",state="queued"}')).toBe(0);
    expect(sampleValue(text, 'poolscape_render_seconds_bucket{kind="design",le="1"}')).toBe(1);
    expect(sampleValue(text, 'poolscape_render_seconds_bucket{kind="design",le="2"}')).toBe(1);
    expect(sampleValue(text, 'poolscape_render_seconds_bucket{kind="design",le="5"}')).toBe(2);
    expect(sampleValue(text, 'poolscape_render_seconds_bucket{kind="design",le="+Inf"}')).toBe(2);
    expect(text).toContain('# TYPE poolscape_render_seconds histogram');
    expect(sampleValue(text, 'poolscape_render_seconds_sum{kind="design"}')).toBe(3.75);
    expect(sampleValue(text, 'poolscape_render_seconds_count{kind="design"}')).toBe(2);
    expect(sampleValue(text, 'poolscape_render_seconds_bucket{kind="video",le="1800"}')).toBe(0);
    expect(sampleValue(text, 'poolscape_render_seconds_bucket{kind="video",le="+Inf"}')).toBe(1);
  });

  it('still answers, with poolscape_database_up 0, when the database does not', async () => {
    const deadPool = createPool('postgres://nobody:none@127.0.0.1:9/none', () => {});
    const down = await createTestApp(deadPool, { metricsToken: TOKEN });
    try {
      const text = await scrape(down.app);
      expect(sampleValue(text, 'poolscape_database_up')).toBe(0);
      expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      await down.close();
      await deadPool.end();
    }
  });
});

describe('the Grafana dashboard in deploy/', () => {
  const test = useTestApp((db) => ({ metricsToken: TOKEN, databaseUrl: db.url }));

  it('charts only metrics that /api/metrics serves', async () => {
    const dashboard = JSON.parse(
      readFileSync(new URL('../../../../deploy/grafana-dashboard.json', import.meta.url), 'utf8'),
    ) as { panels: { title: string; targets: { expr: string }[] }[] };
    await test.app.inject({ method: 'GET', url: '/api/health' });
    const text = (
      await test.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
    ).body;
    const served = new Set(text.match(/^# TYPE \S+/gm)?.map((line) => line.slice('# TYPE '.length)));
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(8);
    for (const panel of dashboard.panels)
      for (const { expr } of panel.targets) {
        const names = expr.match(/\b(poolscape|process|nodejs)_[a-z0-9_]+/g) ?? [];
        expect(names.length, panel.title).toBeGreaterThan(0);
        for (const name of names)
          expect(served.has(name.replace(/_(bucket|sum|count)$/, '')), `${panel.title}: ${name}`).toBe(true);
      }
  });
});
