// One tutorial being recorded: a page in its own browser context, its screencast, and what a
// viewer sees besides the product (the title card, each step's caption, a pointer that moves to
// what is clicked and a hand that types at a person's pace). Each step stays on screen at least as
// long as its caption takes to read.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { type Card, type OverlayState, overlayScript, RENDER_FUNCTION, STATE_FUNCTION } from './overlay.ts';
import { Screencast, VIDEO_SIZE } from './screencast.ts';

export interface TutorialScript {
  slug: string;
  title: string;
  summary: string;
  steps: readonly { title: string; detail: string }[];
}

/** Reading time: about four words a second, and never under four seconds. */
export function readingMs(text: string): number {
  return Math.max(4000, (text.split(/\s+/).length / 4) * 1000);
}

export class Tour {
  private readonly state: OverlayState = {
    caption: null,
    card: null,
    cursor: { x: VIDEO_SIZE.width / 2, y: VIDEO_SIZE.height / 2 },
  };

  private readonly screencast = new Screencast();

  /** The page on screen: the tour's own, or a tab it opened. */
  page: Page;
  readonly tutorial: TutorialScript;

  private constructor(page: Page, tutorial: TutorialScript) {
    this.page = page;
    this.tutorial = tutorial;
  }

  /** A new page at the video's size, in a context of its own; the recording starts at `begin`. */
  static async open(browser: Browser, baseURL: string, tutorial: TutorialScript): Promise<Tour> {
    const context = await browser.newContext({
      baseURL,
      viewport: VIDEO_SIZE,
      deviceScaleFactor: 1,
      acceptDownloads: true,
    });
    const tour: { current?: Tour } = {};
    await context.exposeFunction(STATE_FUNCTION, () => tour.current?.state ?? null);
    await context.addInitScript(overlayScript, { state: STATE_FUNCTION, render: RENDER_FUNCTION });
    tour.current = new Tour(await context.newPage(), tutorial);
    return tour.current;
  }

  /** Clicks `link`, which opens a new tab, and puts that tab on screen; resolves with it. */
  async openTab(link: Locator): Promise<Page> {
    const opening = this.page.context().waitForEvent('page');
    await this.click(link);
    const tab = await opening;
    await tab.waitForLoadState();
    await this.showPage(tab);
    return tab;
  }

  /** Puts `page` on screen (a tab opened before, or the tour's first page again). */
  async showPage(page: Page): Promise<void> {
    await page.bringToFront();
    this.page = page;
    await this.screencast.show(page);
    await this.redraw();
  }

  /** Shows a full-screen card for `ms`. */
  async card(card: Card, ms: number): Promise<void> {
    this.state.card = card;
    await this.redraw();
    await sleep(ms);
    this.state.card = null;
    await this.redraw();
  }

  /**
   * The tutorial's title card over its first page; the recording starts here, so what was done to
   * get ready (an account, designs to start from) is not in it.
   */
  async begin(path: string): Promise<void> {
    this.state.card = {
      kicker: 'Poolscape tutorial',
      title: this.tutorial.title,
      text: this.tutorial.summary,
    };
    await this.page.goto(path);
    await this.screencast.show(this.page);
    await this.redraw();
    await sleep(4000);
    this.state.card = null;
    await this.redraw();
  }

  /**
   * Step `index` of the tutorial: its caption, the actions that show it, then a pause until the
   * caption has been on screen long enough to read.
   */
  async step(index: number, actions: () => Promise<void>): Promise<void> {
    const step = this.tutorial.steps[index];
    if (!step) throw new Error(`${this.tutorial.slug} has no step ${index + 1}`);
    this.state.caption = {
      step: `Step ${index + 1} of ${this.tutorial.steps.length}`,
      title: step.title,
      detail: step.detail,
    };
    const shown = Date.now();
    await this.redraw();
    await sleep(1200);
    await actions();
    const left = readingMs(`${step.title} ${step.detail}`) - (Date.now() - shown);
    await sleep(Math.max(1500, left));
  }

  /** The closing card; stops the screencast and resolves with the encoded video. */
  async finish(): Promise<{ mp4: Buffer; seconds: number }> {
    this.state.caption = null;
    await this.card(
      {
        kicker: 'Poolscape tutorial',
        title: 'Your turn',
        text: 'Every step you saw is in your Poolscape account. More tutorials are on the Tutorials page.',
      },
      3000,
    );
    await this.screencast.stop();
    await this.page.context().close();
    return this.screencast.encode();
  }

  /** Moves the pointer to the middle of `target` at a pace the eye can follow. */
  async pointAt(target: Locator): Promise<{ x: number; y: number }> {
    await target.scrollIntoViewIfNeeded();
    let box = await target.boundingBox();
    // Not under the caption, nor under the site's header: scrolled to the middle, as a person would.
    if (box && (box.y < 70 || box.y + box.height > VIDEO_SIZE.height - 150)) {
      await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'smooth' }));
      await sleep(700);
      box = await target.boundingBox();
    }
    if (!box) throw new Error(`nothing to point at: ${target}`);
    const to = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await this.glide(to);
    return to;
  }

  async click(target: Locator): Promise<void> {
    await this.pointAt(target);
    await sleep(250);
    await target.click();
    await sleep(400);
  }

  async type(target: Locator, text: string): Promise<void> {
    await this.click(target);
    await target.fill('');
    await target.pressSequentially(text, { delay: 45 });
    await sleep(300);
  }

  /** Presses the mouse on `target` and drags it by (dx, dy). */
  async drag(target: Locator, dx: number, dy: number): Promise<void> {
    const from = await this.pointAt(target);
    await this.page.mouse.down();
    await this.glide({ x: from.x + dx, y: from.y + dy }, 24);
    await this.page.mouse.up();
    await sleep(400);
  }

  async pause(ms: number): Promise<void> {
    await sleep(ms);
  }

  private async glide(to: { x: number; y: number }, steps = 16): Promise<void> {
    const from = { ...this.state.cursor };
    for (let n = 1; n <= steps; n += 1) {
      const t = n / steps;
      const eased = t * t * (3 - 2 * t);
      const x = from.x + (to.x - from.x) * eased;
      const y = from.y + (to.y - from.y) * eased;
      await this.page.mouse.move(x, y);
      this.state.cursor = { x, y };
      await sleep(22);
    }
  }

  private async redraw(): Promise<void> {
    await this.page
      .evaluate(
        ([name, state]) => (window as unknown as Record<string, (value: unknown) => void>)[name]?.(state),
        [RENDER_FUNCTION, this.state] as const,
      )
      .catch(() => undefined);
  }
}
