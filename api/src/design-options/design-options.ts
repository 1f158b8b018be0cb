// The one place the API reads the design options (styles, features, times of day: labels,
// descriptions, preview images, order, which are offered) from. They live in the CMS's
// `design-options` global; this keeps the last copy read, reads it again in the background once it
// is a minute old (so every API process follows a change within a minute), at once when the CMS
// says it changed. Each copy read is also kept on disk, so a process started while the CMS cannot
// answer still offers (and refuses) what editors chose; only a CMS that has never answered leaves
// the built-in options.
import { readFile, rename, writeFile } from 'node:fs/promises';
import {
  DEFAULT_DESIGN_OPTIONS,
  type DesignOptions,
  type DesignOptionsCatalog,
  DesignOptionsCatalogSchema,
  unavailableOption,
} from '@poolscape/shared';

/** What the design routes need: the options as they stand now. */
export interface DesignOptionsReader {
  current(): Promise<DesignOptionsCatalog>;
}

/** The built-in options, for code that runs without a CMS (scripts, some tests). */
export const BUILT_IN_DESIGN_OPTIONS: DesignOptionsReader = { current: async () => DEFAULT_DESIGN_OPTIONS };

/** A submit refused for an option that is switched off, with the words that name it. */
export type OptionOff = { ok: false; reason: 'option-off'; field: string; message: string };

/** The options now, or the refusal of the first one in `options` that is switched off. */
export async function offeredOptions(
  reader: DesignOptionsReader | undefined,
  options: Pick<DesignOptions, 'style' | 'features' | 'timeOfDay'>,
): Promise<{ ok: true; catalog: DesignOptionsCatalog } | OptionOff> {
  const catalog = await (reader ?? BUILT_IN_DESIGN_OPTIONS).current();
  const off = unavailableOption(catalog, options);
  return off ? { ok: false, reason: 'option-off', ...off } : { ok: true, catalog };
}

export interface DesignOptionsSourceOptions {
  /** Reads the options from the CMS; rejects when it cannot. */
  load: () => Promise<DesignOptionsCatalog>;
  /** How long a copy is used before it is read again in the background. Default: a minute. */
  maxAgeMs?: number;
  /** After a failed read, how long until the next try. Default: five seconds. */
  retryMs?: number;
  log?: (message: string) => void;
  /** Where the last copy read is kept for the next start. */
  keepFile?: string;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

export class DesignOptionsSource implements DesignOptionsReader {
  readonly #options: DesignOptionsSourceOptions;
  #catalog: DesignOptionsCatalog | null = null;
  /** When the copy (or, after a failure, the fallback) should be read again; null before any try. */
  #dueAt: number | null = null;
  #background: Promise<boolean> | null = null;
  /** Reads are numbered, so a slow older read never replaces what a newer one found. */
  #started = 0;
  #applied = 0;
  #failing = false;

  constructor(options: DesignOptionsSourceOptions) {
    this.#options = options;
  }

  /** Whether the options come from the CMS (false: the built-in ones are being served). */
  get fromCms(): boolean {
    return this.#catalog !== null;
  }

  /**
   * The options now. The first call waits for the CMS (briefly: the read has a timeout); later
   * calls answer at once with the copy held and refresh it in the background when it is due.
   */
  async current(): Promise<DesignOptionsCatalog> {
    const now = this.#now();
    if (this.#dueAt === null) await this.#backgroundRead();
    else if (now >= this.#dueAt) void this.#backgroundRead();
    return this.#catalog ?? DEFAULT_DESIGN_OPTIONS;
  }

  /** Reads the CMS now (it calls this after an edit); false when it could not be read. */
  refresh(): Promise<boolean> {
    return this.#read();
  }

  async #keep(catalog: DesignOptionsCatalog): Promise<void> {
    const file = this.#options.keepFile;
    if (!file) return;
    try {
      // Written aside, then moved: a crash never leaves half a file.
      await writeFile(`${file}.tmp`, JSON.stringify(catalog));
      await rename(`${file}.tmp`, file);
    } catch (error) {
      this.#options.log?.(`could not keep the design options: ${(error as Error).message}`);
    }
  }

  async #kept(): Promise<DesignOptionsCatalog | null> {
    const file = this.#options.keepFile;
    if (!file) return null;
    try {
      return DesignOptionsCatalogSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      return null;
    }
  }

  #now(): number {
    return this.#options.now?.() ?? Date.now();
  }

  #backgroundRead(): Promise<boolean> {
    if (!this.#background) {
      this.#background = this.#read().finally(() => {
        this.#background = null;
      });
    }
    return this.#background;
  }

  async #read(): Promise<boolean> {
    const number = ++this.#started;
    try {
      const catalog = await this.#options.load();
      if (number > this.#applied) {
        this.#applied = number;
        this.#catalog = catalog;
        this.#dueAt = this.#now() + (this.#options.maxAgeMs ?? 60_000);
        await this.#keep(catalog);
      }
      if (this.#failing) this.#options.log?.('design options are read from the CMS again');
      this.#failing = false;
      return true;
    } catch (error) {
      if (!this.#catalog) this.#catalog = await this.#kept();
      if (!this.#failing) {
        const serving = this.#catalog ? 'the last ones read' : 'the built-in ones';
        this.#options.log?.(
          `could not read the design options (${(error as Error).message}); using ${serving}`,
        );
      }
      this.#failing = true;
      if (number > this.#applied) this.#dueAt = this.#now() + (this.#options.retryMs ?? 5_000);
      return false;
    }
  }
}
