import { APP_ROUTE_PATTERNS } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';
import { screenFor } from './router.ts';

describe('screenFor', () => {
  it('shows the dashboard at / and /dashboard, and each account screen at its path', () => {
    expect(screenFor('/').screen).toBe('dashboard');
    expect(screenFor('/dashboard/').screen).toBe('dashboard');
    expect(screenFor('/profile-setup').screen).toBe('profile-setup');
    expect(screenFor('/profile/edit').screen).toBe('profile-edit');
    expect(screenFor('/login-notification-test').screen).toBe('login-notification-test');
  });

  it('shows the design studio at both of its addresses, the library and a design by its id', () => {
    expect(screenFor('/design/create').screen).toBe('design-create');
    expect(screenFor('/create-design/').screen).toBe('design-create');
    expect(screenFor('/library').screen).toBe('library');
    expect(screenFor('/advanced/').screen).toBe('advanced');
    expect(screenFor('/design/result/3f1c2a9e-0000-4000-8000-000000000001')).toEqual({
      screen: 'design-result',
      designId: '3f1c2a9e-0000-4000-8000-000000000001',
    });
    expect(screenFor('/design/result/a%20b').designId).toBe('a b');
    expect(screenFor('/design/result/%E0%A4%A').designId).toBe('%E0%A4%A');
    expect(screenFor('/design/result/').screen).toBe('not-found');
  });

  it('shows the collections and a collection by its id', () => {
    expect(screenFor('/collections/').screen).toBe('collections');
    expect(screenFor('/collections/3f1c2a9e')).toEqual({
      screen: 'collection-view',
      collectionId: '3f1c2a9e',
    });
    expect(screenFor('/collections/a%20b').collectionId).toBe('a b');
  });

  it('shows the plans, the image packs and billing at their paths', () => {
    expect(screenFor('/upgrade').screen).toBe('upgrade');
    expect(screenFor('/buy-credits/').screen).toBe('buy-credits');
    expect(screenFor('/billing').screen).toBe('billing');
  });

  it('gives every signed-in route its own screen, and anything else the not-found screen', () => {
    const samples = [
      '/dashboard',
      '/design/create',
      '/create-design',
      '/library',
      '/collections',
      '/collections/summer',
      '/presentations',
      '/presentations/3f1c2a9e',
      '/design/result/3f1c2a9e',
      '/profile/edit',
      '/profile-setup',
      '/upgrade',
      '/buy-credits',
      '/billing',
      '/advanced',
      '/login-notification-test',
      '/wordpress-wizard',
      '/leads',
      '/admin',
      '/admin/users/1/designs',
    ];
    for (const pattern of APP_ROUTE_PATTERNS)
      expect(
        samples.some((path) => pattern.test(path)),
        String(pattern),
      ).toBe(true);
    for (const path of samples) expect(screenFor(path).screen, path).not.toBe('not-found');
    expect(screenFor('/wordpress-wizard/').screen).toBe('wordpress-wizard');
    expect(screenFor('/leads/').screen).toBe('leads');
    expect(screenFor('/no-such-screen').screen).toBe('not-found');
  });
});
