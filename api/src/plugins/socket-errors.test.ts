// A client sending frames over the size limit gets its socket closed and costs the log one warning
// a minute, never an error line per frame.
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { describe, expect, it } from 'vitest';

describe('socket protocol errors', () => {
  const lines: string[] = [];
  const test = useTestApp({ logLevel: 'info', logDestination: { write: (line) => void lines.push(line) } });

  it('close the socket and warn once, not an error per frame', async () => {
    const user = await registerUser(test.app, test.db.pool);
    const closes: Promise<number>[] = [];
    for (let i = 0; i < 5; i++) {
      const socket = await test.app.injectWS(`/ws/designs?token=${user.token}`, {
        headers: { origin: 'http://localhost:3000' },
      });
      closes.push(new Promise((resolve) => socket.once('close', (code) => resolve(code))));
      socket.on('error', () => undefined);
      socket.send(Buffer.alloc(10 * 1024, 0x61));
    }
    const codes = await Promise.all(closes);
    expect(codes.every((code) => code !== 1000)).toBe(true);
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; code?: string });
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    const warnings = entries.filter((entry) => entry.msg.startsWith('a client broke the socket protocol'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.code).toBe('WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
  });
});
