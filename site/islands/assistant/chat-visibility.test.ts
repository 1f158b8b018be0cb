import { describe, expect, it } from 'vitest';
import { isChatHiddenOn } from './chat-visibility.ts';

describe('isChatHiddenOn', () => {
  it('shows the widget on ordinary pages at any width', () => {
    for (const path of ['/', '/blog', '/blog/some-post', '/design/result/1', '/design'])
      for (const narrow of [false, true]) expect(isChatHiddenOn(path, narrow)).toBe(false);
  });

  it('never shows it on the sign-in page, with or without a trailing slash', () => {
    for (const narrow of [false, true]) {
      expect(isChatHiddenOn('/simple-login', narrow)).toBe(true);
      expect(isChatHiddenOn('/simple-login/', narrow)).toBe(true);
    }
  });

  it('hides it on the design screen under 768 px only, under both of its paths', () => {
    for (const path of ['/design/create', '/create-design', '/design/create/']) {
      expect(isChatHiddenOn(path, true)).toBe(true);
      expect(isChatHiddenOn(path, false)).toBe(false);
    }
  });

  it('does not hide pages whose path merely starts like a hidden one', () => {
    expect(isChatHiddenOn('/simple-login-help', false)).toBe(false);
    expect(isChatHiddenOn('/design/create/step-2', true)).toBe(false);
  });
});
