// pino-roll ships no types: the part of its API (README, "build(options)") the product uses.
declare module 'pino-roll' {
  import type { Writable } from 'node:stream';

  interface Options {
    file: string | (() => string);
    frequency?: 'daily' | 'hourly' | number;
    size?: string | number;
    extension?: string;
    dateFormat?: string;
    mkdir?: boolean;
    symlink?: boolean;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
  }

  export default function build(options: Options): Promise<Writable>;
}
