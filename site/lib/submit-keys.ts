// Idempotency keys for submits (POST /api/designs and regenerate). A retry of the same form state
// (a double click, a timeout, a retry after an error) sends the same key, so the API answers with
// the design it already made instead of charging again; any change to the form makes a new key,
// because that is a different request.

/** A stable text of a form state: objects with their keys sorted, so key order never matters. */
export function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) => {
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      return Object.fromEntries(
        Object.entries(entry as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return entry;
  });
}

export class SubmitKeys {
  #state: string | null = null;
  #key = '';
  readonly #newKey: () => string;

  constructor(newKey: () => string = () => crypto.randomUUID()) {
    this.#newKey = newKey;
  }

  /** The key for a submit of `state`: the same as last time while the state is unchanged. */
  keyFor(state: unknown): string {
    const print = fingerprint(state);
    if (print !== this.#state) {
      this.#state = print;
      this.#key = this.#newKey();
    }
    return this.#key;
  }

  /** After a submit went through: the next one, even of the same state, is a new request. */
  reset(): void {
    this.#state = null;
    this.#key = '';
  }
}
