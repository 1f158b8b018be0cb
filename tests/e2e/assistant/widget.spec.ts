// The floating chat assistant (the widget, its panel states, what a question must be and every
// error it shows) on a desktop and on a phone; what does not depend on the width (the question
// box's keys, the errors, the keyboard path) is checked on the desktop only. Each test is one
// visitor's flow through a capability, one step per behaviour, so a page is loaded a few times
// rather than once per check. Questions go to the real `POST /api/chat` unless a step needs a
// particular failure or delay, which it then sets up itself and removes when done.
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Response,
  type Route,
  test,
} from '@playwright/test';
import { API_ERRORS, CHAT_CONTEXT, CHAT_TEXT, DEFAULT_SUPPORT_EMAIL } from '@poolscape/shared';
import { ownClient } from '../helpers/auth.ts';
import { watchForErrors } from '../helpers/page-errors.ts';

const DESKTOP = { label: 'desktop', width: 1280, height: 800, desktop: true } as const;
const PHONE = { label: 'phone', width: 375, height: 740, desktop: false } as const;
type Viewport = typeof DESKTOP | typeof PHONE;

const CHAT_API = '**/api/chat';

/** A string every production build of React 19 contains (its element type symbol's name). */
const REACT_MARKER = 'react.transitional.element';

/** Every question the page sends to the assistant, as sent. */
function watchQuestions(page: Page): Array<{ message: string; context: string; history: unknown }> {
  const questions: Array<{ message: string; context: string; history: unknown }> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/chat')
      questions.push(request.postDataJSON());
  });
  return questions;
}

const launcher = (page: Page): Locator => page.getByRole('button', { name: 'Open AI Assistant' });
const restoreButton = (page: Page): Locator => page.getByRole('button', { name: 'Restore AI Assistant' });
const panel = (page: Page): Locator => page.getByRole('dialog', { name: CHAT_TEXT.title });
const questionBox = (page: Page): Locator => panel(page).getByPlaceholder(CHAT_TEXT.placeholder);
const sendButton = (page: Page): Locator => panel(page).getByRole('button', { name: 'Send message' });
const conversation = (page: Page): Locator => panel(page).getByRole('log');
const visitorMessages = (page: Page): Locator => conversation(page).locator('[data-chat-message="user"]');
const assistantMessages = (page: Page): Locator =>
  conversation(page).locator('[data-chat-message="assistant"]');

async function openChat(page: Page): Promise<void> {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(questionBox(page)).toBeFocused();
}

/** Type `text` into the question box and press Enter; the question shows at once. */
async function ask(page: Page, text: string): Promise<void> {
  const before = await visitorMessages(page).count();
  await questionBox(page).fill(text);
  await questionBox(page).press('Enter');
  await expect(visitorMessages(page)).toHaveCount(before + 1);
}

/** Waits until the assistant has said `count` things (the greeting is the first). */
async function expectAssistantLines(page: Page, count: number): Promise<void> {
  await expect(assistantMessages(page)).toHaveCount(count, { timeout: 30_000 });
}

/** Every message shows its time of day, with a machine-readable time from this test's run. */
async function expectTimesShown(page: Page, since: number): Promise<void> {
  const messages = await conversation(page).locator('[data-chat-message]').all();
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) {
    const time = message.locator('time');
    await expect(time).toBeVisible();
    await expect(time).toHaveText(/^\d{1,2}:\d{2}/);
    const written = Date.parse((await time.getAttribute('datetime')) ?? '');
    expect(written).toBeGreaterThanOrEqual(since - 1000);
    expect(written).toBeLessThanOrEqual(Date.now() + 1000);
  }
}

/**
 * The assistant's answers are held back until the returned function is called (the real backend
 * still answers). Holding them, rather than delaying them by a fixed time, keeps what is checked
 * meanwhile from racing the answer on a slow machine.
 */
async function holdAnswers(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CHAT_API, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A new account, signed in for `context` through the `authToken` cookie (where the sign-in screens
 * keep it).
 */
async function signIn(request: APIRequestContext, context: BrowserContext, baseURL: string): Promise<void> {
  const response = await request.post('/api/simple/register', {
    headers: ownClient(),
    data: {
      firstName: 'Chat',
      lastName: 'Tester',
      email: `chat-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'a-long-enough-password',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await context.addCookies([{ name: 'authToken', value: token, url: baseURL }]);
}

/**
 * On a fresh `/`: the launcher sits at the bottom left, and no chat code loads before it is used;
 * then it is clicked, which fetches the panel and React. Returns the launcher's box.
 */
async function checkLauncherThenOpen(page: Page, viewport: Viewport): Promise<{ width: number }> {
  const scripts: Array<{ path: string; text: Promise<string> }> = [];
  const onResponse = (response: Response): void => {
    if (response.request().resourceType() === 'script')
      scripts.push({ path: new URL(response.url()).pathname, text: response.text() });
  };
  page.on('response', onResponse);
  await page.goto('/');
  const button = launcher(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAttribute('data-support-email', DEFAULT_SUPPORT_EMAIL);
  const box = await button.boundingBox();
  if (!box) throw new Error('the launcher has a box');
  expect(box.x).toBeLessThanOrEqual(32);
  expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.height - 32);
  expect(box.width).toBeGreaterThanOrEqual(44);

  await page.waitForLoadState('networkidle');
  const beforeFirstUse = scripts.splice(0);
  expect(beforeFirstUse.map((script) => script.path).filter((path) => /mount|ChatPanel/i.test(path))).toEqual(
    [],
  );
  for (const script of beforeFirstUse) expect(await script.text).not.toContain(REACT_MARKER);

  await button.click();
  await expect(panel(page)).toBeVisible();
  // The panel, and React with it, come in their own chunks, fetched only now.
  expect(scripts.some((script) => /\/mount\.[\w-]+\.js$/.test(script.path))).toBe(true);
  const loadedReact = await Promise.all(
    scripts.map(async (script) => (await script.text).includes(REACT_MARKER)),
  );
  expect(loadedReact).toContain(true);
  page.off('response', onResponse);
  return box;
}

/** Just opened by the visitor: the title, the greeting alone and the question box, with focus in it. */
async function checkJustOpened(page: Page, viewport: Viewport): Promise<void> {
  await expect(panel(page)).toBeVisible();
  await expect(questionBox(page)).toBeFocused();
  await expect(panel(page).getByRole('heading', { name: CHAT_TEXT.title, exact: true })).toBeVisible();
  await expect(conversation(page)).toHaveAttribute('aria-live', 'polite');
  await expect(assistantMessages(page)).toHaveCount(1);
  await expect(assistantMessages(page).first()).toContainText(CHAT_TEXT.greeting);
  await expect(questionBox(page)).toHaveAttribute('placeholder', CHAT_TEXT.placeholder);
  await expect(questionBox(page)).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(launcher(page)).toBeHidden();
  if (!viewport.desktop) {
    // On a phone the panel takes the whole screen.
    const box = await panel(page).boundingBox();
    expect(box?.width).toBe(viewport.width);
  }
}

/**
 * REAL BACKEND: no route is mocked here; the product's own assistant answers from the published
 * content, so this fails if the pricing answer or the API contract regresses.
 */
async function checkRealAnswer(page: Page): Promise<void> {
  const said = await assistantMessages(page).count();
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/chat' && response.request().method() === 'POST',
  );
  await ask(page, 'How much does the Pro plan cost?');
  const response = await answered;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    response: string;
    sources: Array<{ title: string; url: string }>;
  };
  await expectAssistantLines(page, said + 1);
  const answer = assistantMessages(page).last();
  await expect(answer).toContainText('$29.99');
  const links = answer.getByRole('list', { name: 'Sources' }).getByRole('link');
  await expect(links).toHaveCount(Math.min(body.sources.length, 5));
  for (const [index, source] of body.sources.slice(0, 5).entries()) {
    await expect(links.nth(index)).toHaveText(source.title);
    await expect(links.nth(index)).toHaveAttribute('href', source.url);
  }
}

/**
 * With the panel open: close and Escape close it, give focus back to the launcher and keep the
 * conversation.
 */
async function checkCloseAndEscape(page: Page): Promise<void> {
  const said = await assistantMessages(page).count();
  await panel(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeVisible();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');

  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  // While the panel is open it takes the launcher's place; the launcher says it is expanded.
  await expect(page.locator('[data-chat-launcher]')).toHaveAttribute('aria-expanded', 'true');
  await expect(assistantMessages(page)).toHaveCount(said);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
}

test.describe(`the chat widget on a desktop (${DESKTOP.width}x${DESKTOP.height})`, () => {
  test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height } });

  test('a visitor opens the chat, asks, waits, minimizes, closes and takes it to another page', async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    const questions = watchQuestions(page);
    const started = Date.now();
    let big = { width: 0 };

    await test.step('the launcher sits at the bottom left, and no chat code loads before it is used', async () => {
      big = await checkLauncherThenOpen(page, DESKTOP);
    });

    await test.step('opening shows the title, the greeting and the question box, with focus in it', async () => {
      await checkJustOpened(page, DESKTOP);
    });

    await test.step('Enter sends, Shift+Enter starts a new line, and a blank question is never sent', async () => {
      const box = questionBox(page);
      await expect(sendButton(page)).toBeDisabled();

      await box.pressSequentially('   ');
      await expect(sendButton(page)).toBeDisabled();
      await box.press('Enter');
      await box.press('Shift+Enter');
      await box.press('Enter');
      await expect(visitorMessages(page)).toHaveCount(0);

      await box.fill('');
      await box.pressSequentially('Do you design infinity pools?');
      await box.press('Shift+Enter');
      await box.pressSequentially('And natural ones?');
      await expect(box).toHaveValue('Do you design infinity pools?\nAnd natural ones?');
      await expect(sendButton(page)).toBeEnabled();
      expect(questions).toEqual([]);

      await box.press('Enter');
      await expect(visitorMessages(page)).toHaveCount(1);
      await expect(visitorMessages(page).first()).toContainText('Do you design infinity pools?');
      await expect(visitorMessages(page).first()).toContainText('And natural ones?');
      await expect(box).toHaveValue('');
      await expect(box).toBeFocused();
      await expectAssistantLines(page, 2);
      expect(questions).toEqual([
        { message: 'Do you design infinity pools?\nAnd natural ones?', context: CHAT_CONTEXT, history: [] },
      ]);
    });

    await test.step('a typing indicator shows while the answer is on its way, and every message has its time', async () => {
      const release = await holdAnswers(page);
      const asked = await visitorMessages(page).count();
      const said = await assistantMessages(page).count();
      const typing = panel(page).getByRole('status');
      await expect(typing).toBeHidden();

      await ask(page, 'Which pool styles can I choose from?');
      await expect(typing).toBeVisible();
      await expect(typing).toContainText('Assistant is typing');
      // One question at a time: the button stays disabled while waiting, even with new text.
      await questionBox(page).fill('And what about lighting?');
      await expect(sendButton(page)).toBeDisabled();
      await questionBox(page).press('Enter');
      await expect(visitorMessages(page)).toHaveCount(asked + 1);

      release();
      await expectAssistantLines(page, said + 1);
      await expect(typing).toBeHidden();
      await expect(sendButton(page)).toBeEnabled();
      await expect(questionBox(page)).toHaveValue('And what about lighting?');
      await expectTimesShown(page, started);
      await page.unroute(CHAT_API);
    });

    await test.step('a real question is answered by the real assistant, with links to its sources', async () => {
      await checkRealAnswer(page);
    });

    await test.step('minimizing folds the panel into a small translucent button that restores it', async () => {
      await questionBox(page).fill('half-written question');
      await panel(page).getByRole('button', { name: 'Minimize chat' }).click();
      await expect(panel(page)).toBeHidden();
      await expect(launcher(page)).toBeHidden();
      const restore = restoreButton(page);
      await expect(restore).toBeVisible();
      await expect(restore).toBeFocused();
      const small = await restore.boundingBox();
      expect(small?.width).toBeLessThan(big.width);
      expect(small?.x).toBeLessThanOrEqual(32);
      const background = await restore.evaluate((element) => getComputedStyle(element).backgroundColor);
      // Translucent: the colour carries an alpha below 1 (`rgba(…, 0.6)` or `oklab(… / 0.6)`).
      expect(background).toMatch(/(\/\s*0?\.\d+\)|,\s*0?\.\d+\))$/);

      await restore.click();
      await expect(panel(page)).toBeVisible();
      await expect(questionBox(page)).toBeFocused();
      await expect(questionBox(page)).toHaveValue('half-written question');
      await expect(assistantMessages(page).first()).toContainText(CHAT_TEXT.greeting);
    });

    await test.step('close and Escape close the panel, give focus back to the launcher and keep the conversation', async () => {
      await checkCloseAndEscape(page);
    });

    await test.step('the conversation and the open panel follow the visitor from / to /blog', async () => {
      await openChat(page);
      const said = await assistantMessages(page).count();
      await ask(page, 'What features can I add to my pool?');
      const asked = await visitorMessages(page).count();
      await expectAssistantLines(page, said + 1);
      const answer = (await assistantMessages(page).last().textContent()) ?? '';
      const askedAt = await visitorMessages(page).last().locator('time').getAttribute('datetime');

      await page.goto('/blog');
      await expect(panel(page)).toBeVisible();
      await expect(visitorMessages(page)).toHaveCount(asked);
      await expect(visitorMessages(page).last()).toContainText('What features can I add to my pool?');
      await expect(visitorMessages(page).last().locator('time')).toHaveAttribute('datetime', askedAt ?? '');
      await expect(assistantMessages(page)).toHaveCount(said + 1);
      await expect(assistantMessages(page).last()).toHaveText(answer);

      // Closed stays closed on the next page, and the conversation is still there on opening.
      await panel(page).getByRole('button', { name: 'Close chat' }).click();
      await page.goto('/');
      await expect(launcher(page)).toBeVisible();
      await expect(panel(page)).toHaveCount(0);
      await openChat(page);
      await expect(visitorMessages(page)).toHaveCount(asked);
    });

    expect(errors).toEqual([]);
  });

  // Not about the width: checked once, on the desktop. The errors the browser logs for the failed
  // requests are expected here, so this flow does not watch for them.
  test('each kind of failed answer gives its own sentence', async ({ page }) => {
    await page.goto('/');
    await openChat(page);

    const failures = [
      {
        name: 'an HTTP failure gives the technical difficulties sentence with the support address',
        fulfil: (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
        said: CHAT_TEXT.technicalDifficulties(DEFAULT_SUPPORT_EMAIL),
      },
      {
        name: 'an answer with neither response nor error gives the no-response sentence',
        fulfil: (route: Route) => route.fulfill({ status: 200, json: {} }),
        said: CHAT_TEXT.noResponse,
      },
      {
        name: "too many questions show the server's own message",
        fulfil: (route: Route) => route.fulfill({ status: 429, json: { message: API_ERRORS.rateLimited } }),
        said: API_ERRORS.rateLimited,
      },
    ];
    for (const failure of failures) {
      await test.step(failure.name, async () => {
        const said = await assistantMessages(page).count();
        await page.route(CHAT_API, failure.fulfil);
        await ask(page, 'How much does the Pro plan cost?');
        await expectAssistantLines(page, said + 1);
        await expect(assistantMessages(page).last()).toContainText(failure.said);
        await page.unroute(CHAT_API);
      });
    }
  });

  // Not about the width: checked once, on the desktop.
  test('keyboard only: Tab to the launcher, Enter opens, Enter asks, Escape closes', async ({ page }) => {
    await page.goto('/');
    await expect(launcher(page)).toBeVisible();
    // The launcher comes last on the page; checking the focused element cheaply after each Tab
    // (rather than resolving the launcher's role and name each time) keeps the walk quick.
    let reached = false;
    for (let presses = 0; presses < 150 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => document.activeElement?.hasAttribute('data-chat-launcher') === true,
      );
    }
    expect(reached).toBe(true);
    await expect(launcher(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(questionBox(page)).toBeFocused();
    await page.keyboard.type('Can I share my pool design?');
    await page.keyboard.press('Enter');
    await expect(visitorMessages(page)).toHaveCount(1);
    await expectAssistantLines(page, 2);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });
});

test.describe(`the chat widget on a phone (${PHONE.width}x${PHONE.height})`, () => {
  test.use({ viewport: { width: PHONE.width, height: PHONE.height } });

  test('a visitor opens the full-screen chat, asks and closes it', async ({ page }) => {
    const errors = watchForErrors(page);

    await test.step('the launcher sits at the bottom left, and no chat code loads before it is used', async () => {
      await checkLauncherThenOpen(page, PHONE);
    });

    await test.step('opening shows the title, the greeting and the question box, with focus in it', async () => {
      await checkJustOpened(page, PHONE);
    });

    await test.step('a real question is answered by the real assistant, with links to its sources', async () => {
      await checkRealAnswer(page);
    });

    await test.step('there is no minimize on a phone', async () => {
      await expect(panel(page).getByRole('button', { name: 'Close chat' })).toBeVisible();
      await expect(panel(page).getByRole('button', { name: 'Minimize chat' })).toHaveCount(0);
    });

    await test.step('close and Escape close the panel, give focus back to the launcher and keep the conversation', async () => {
      await checkCloseAndEscape(page);
    });

    expect(errors).toEqual([]);
  });
});

test('where the chat stays away: the sign-in page, and the design screen under 768 px', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await test.step('never on the sign-in page, even when it was left open', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The same not-found page elsewhere does show it, so its absence below is the rule at work.
    await page.goto('/no-such-page-here');
    await expect(launcher(page)).toBeVisible();
    await openChat(page);

    scripts.length = 0;
    await page.goto('/simple-login');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-chat-launcher]:visible')).toHaveCount(0);
    await expect(panel(page)).toHaveCount(0);
    expect(scripts.filter((path) => /\/mount\.[\w-]+\.js$/.test(path))).toEqual([]);
  });

  await test.step('not on the design screen under 768 px, and back when the window widens', async () => {
    // A new visit: the panel left open above is forgotten (the chat keeps its state per tab).
    await page.evaluate(() => sessionStorage.clear());
    await signIn(request, context, baseURL ?? '');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/blog');
    await openChat(page);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/design/create');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/design\/create$/);
    const button = page.locator('[data-chat-launcher]');
    await expect(button).toBeHidden();
    await expect(panel(page)).toBeHidden();

    // The rule is about the width: widening the window brings the open panel back.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(launcher(page)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(button).toBeHidden();

    await page.goto('/create-design');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/create-design$/);
    await expect(button).toBeHidden();
    await page.goto('/blog');
    await expect(launcher(page)).toBeVisible();
  });
});
