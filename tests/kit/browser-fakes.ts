// Small stand-ins for the browser objects the site's modules touch, for unit tests (no DOM library
// is installed): a Web Storage and a `document.cookie` jar.

/** A Web Storage (local or session) kept in a map, optionally filled with `entries`. */
export function createFakeStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map<string, string>(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

/** Just enough of `document.cookie`: a jar keyed by name that honours `Max-Age=0`, plus every raw write. */
export function createFakeDocument(): { cookie: string; writes: string[] } {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie(): string {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (attributes.some((attribute) => attribute.toLowerCase() === 'max-age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}
