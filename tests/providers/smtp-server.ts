// A real SMTP server on loopback that keeps every message it receives, for tests and the fault
// drill: `stop()` takes it away and `start()` brings it back on the same port.
import { SMTPServer } from 'smtp-server';

export class CapturingSmtpServer {
  /** Each message as received, headers and body. */
  readonly received: string[] = [];
  #port: number;
  #server: SMTPServer | null = null;

  /** Port 0: a free one, kept across stops once chosen. */
  constructor(port = 0) {
    this.#port = port;
  }

  get port(): number {
    return this.#port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, _session, callback) => {
        let raw = '';
        stream.on('data', (chunk) => (raw += chunk));
        stream.on('end', () => {
          this.received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.#port, '127.0.0.1', resolve));
    this.#port = (server.server.address() as { port: number }).port;
    this.#server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
