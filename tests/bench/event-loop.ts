// What a render costs the event loop of the process that asked for it: the delay timers saw (p99
// and the longest) while the built-in engine rendered 4 images, once on the event loop itself and
// once as the product runs it, in its render thread. Same photo, same seeds, same work.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { builtInEngine } from '@poolscape/api/designs/engines/built-in';
import { renderBuiltIn } from '@poolscape/api/designs/engines/built-in-render';
import type { RenderRequest } from '@poolscape/api/designs/engines/engine';

const RENDERS = 4;

export async function eventLoopDelayWhileRendering(request: RenderRequest): Promise<string[]> {
  const lines: string[] = [];
  const ways = [
    ['on the event loop', renderBuiltIn],
    ['in its render thread', (wanted: RenderRequest) => builtInEngine.render(wanted)],
  ] as const;
  for (const [where, render] of ways) {
    await render(request);
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const started = performance.now();
    for (let seed = 1; seed <= RENDERS; seed++) await render({ ...request, seeds: [seed] });
    delay.disable();
    const seconds = (performance.now() - started) / 1000;
    const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(0);
    lines.push(
      `${where.padEnd(22)} ${RENDERS} renders in ${seconds.toFixed(1)} s; event loop delay p99 ${ms(delay.percentile(99))} ms, longest ${ms(delay.max)} ms`,
    );
  }
  return lines;
}
