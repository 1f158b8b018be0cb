// What went wrong in a page while a test used it, for tests that expect nothing to.
import type { Page } from '@playwright/test';

/** Script errors and blocked resources (a CSP violation shows here too), collected from now on. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
