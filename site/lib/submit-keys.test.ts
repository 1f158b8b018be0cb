import { describe, expect, it } from 'vitest';
import { fingerprint, SubmitKeys } from './submit-keys.ts';

function counter(): () => string {
  let n = 0;
  return () => `key-${++n}`;
}

const form = {
  source: { sampleId: 'garden-small-fenced-yard' },
  corners: [{ x: 0.3, y: 0.6 }],
  options: { style: 'modern', features: ['lighting'], timeOfDay: 'day', variations: 2 },
};

describe('idempotency keys per form state', () => {
  it('sends the same key when the same form is submitted again (a retry or a double click)', () => {
    const keys = new SubmitKeys(counter());
    const first = keys.keyFor(form);
    expect(keys.keyFor(structuredClone(form))).toBe(first);
  });

  it('sends a new key once anything in the form changed, and again if it is changed back', () => {
    const keys = new SubmitKeys(counter());
    const first = keys.keyFor(form);
    const changed = keys.keyFor({ ...form, options: { ...form.options, variations: 3 } });
    expect(changed).not.toBe(first);
    expect(keys.keyFor(form)).not.toBe(first);
  });

  it('does not care in which order an object’s fields were written', () => {
    const keys = new SubmitKeys(counter());
    const first = keys.keyFor({ a: 1, b: { c: 2, d: 3 } });
    expect(keys.keyFor({ b: { d: 3, c: 2 }, a: 1 })).toBe(first);
    expect(fingerprint({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('cares about the order of a list (the corners’ order is their meaning)', () => {
    expect(fingerprint([1, 2])).not.toBe(fingerprint([2, 1]));
  });

  it('starts a new request after a submit went through, even for the same form', () => {
    const keys = new SubmitKeys(counter());
    const first = keys.keyFor(form);
    keys.reset();
    expect(keys.keyFor(form)).not.toBe(first);
  });

  it('makes random UUIDs by default', () => {
    const key = new SubmitKeys().keyFor(form);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new SubmitKeys().keyFor(form)).not.toBe(key);
  });
});
