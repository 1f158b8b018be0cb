// The content-change path, in one place. The CMS tells the API process beside it that published
// content changed (the internal route); every API process serves its own build of the site and its
// own assistant, so the change is published once on a Postgres channel and every other process
// hears it there (a process ignores its own message). On each process the change goes to the
// subscribers by name, always in this order: the page renderer (a post or a live collection is read
// again), the site build (the layout changed: a full build), the assistant (a post is read again,
// after the pages; its own settings are read at once).
import { randomUUID } from 'node:crypto';
import { describeChange } from '@poolscape/shared/content';
import { type ContentChangeNotice, ContentChangeNoticeSchema } from '@poolscape/shared/content-changes';
import { z } from 'zod';
import { type ChannelListener, type ListenSource, listen, notify, type Queryable } from '../db/pg-channel.ts';

/**
 * The channel every API process on the database listens to. Its name is from when every change
 * rebuilt the site, kept so that processes of the version before and this one hear each other.
 */
const CHANNEL = 'poolscape_site_rebuild';
const ChannelMessageSchema = ContentChangeNoticeSchema.extend({ from: z.string() });

/** The subscribers, in the order each change reaches them. */
export const SUBSCRIBERS = ['pageRenderer', 'siteBuild', 'assistant'] as const;
export type SubscriberName = (typeof SUBSCRIBERS)[number];

/** A change as a subscriber hears it: whether this process's CMS told it or another process's did. */
export interface ContentChangeEvent extends ContentChangeNotice {
  toldBy: 'this-process' | 'another-process';
}

/** What every subscriber implements. */
export interface ContentChangeSubscriber {
  /**
   * Handles one change. What it returns is awaited before the next subscriber hears of it and
   * before the CMS is answered: a subscriber whose work may take long starts it and returns.
   */
  changed(event: ContentChangeEvent): Promise<void> | void;
}

export interface ContentChangesOptions {
  /** Where the change is published (the API's pool). */
  db: Queryable;
  log: { warn(message: string): void };
}

export class ContentChanges {
  readonly #me = randomUUID();
  readonly #subscribers = new Map<SubscriberName, ContentChangeSubscriber>();
  readonly #options: ContentChangesOptions;
  #listener: ChannelListener | null = null;

  constructor(options: ContentChangesOptions) {
    this.#options = options;
  }

  /** `subscriber` hears every change from now on, in its place in SUBSCRIBERS; one per name. */
  subscribe(name: SubscriberName, subscriber: ContentChangeSubscriber): void {
    if (this.#subscribers.has(name)) throw new Error(`a ${name} already hears content changes`);
    this.#subscribers.set(name, subscriber);
  }

  /**
   * A change this process's CMS told: published to the other processes, and handed to the
   * subscribers here. Resolves once every subscriber has handled it; rejects with the first
   * failure, after all of them heard of it.
   */
  receive(notice: ContentChangeNotice): Promise<void> {
    const message = { from: this.#me, ...notice, reason: notice.reason.slice(0, 200) };
    notify(this.#options.db, CHANNEL, message).catch((error: Error) =>
      this.#options.log.warn(`other API processes were not told of a content change: ${error.message}`),
    );
    return this.#dispatch({ ...notice, toldBy: 'this-process' });
  }

  /** Starts hearing the other processes' changes on the channel (stop it with `stop`). */
  async listen(source: ListenSource): Promise<void> {
    const { log } = this.#options;
    const warn = (message: string) => log.warn(message);
    this.#listener = await listen(
      source,
      CHANNEL,
      ChannelMessageSchema,
      ({ from, ...notice }) => {
        if (from === this.#me) return;
        this.#dispatch({ ...notice, toldBy: 'another-process' }).catch((error: Error) => {
          const what = notice.change ? describeChange(notice.change) : notice.reason;
          warn(`${what}, changed on another process, could not be read: ${error.message}`);
        });
      },
      { log: warn },
    );
  }

  /** Stops hearing the other processes. */
  async stop(): Promise<void> {
    await this.#listener?.stop();
    this.#listener = null;
  }

  async #dispatch(event: ContentChangeEvent): Promise<void> {
    let failure: unknown = null;
    for (const name of SUBSCRIBERS) {
      try {
        await this.#subscribers.get(name)?.changed(event);
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure) throw failure;
  }
}
