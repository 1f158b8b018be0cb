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

  it('names the feature of a signed-in route that is not built yet', () => {
    expect(screenFor('/design/create')).toEqual({ screen: 'not-built', feature: 'The design studio' });
    expect(screenFor('/create-design').feature).toBe('The design studio');
    expect(screenFor('/admin/users/1/designs').feature).toBe('The admin area');
  });
});
