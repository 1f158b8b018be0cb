// What a tutorial draws over the product while it is recorded: a title card, the caption of the
// step being shown and the pointer (a screencast has none). It runs in every page the tour opens
// (`overlayScript`, as an init script) and asks the recorder for the current state through an
// exposed function, so it survives navigations, other origins (WordPress) and full screen.

export interface Caption {
  /** "Step 2 of 4". */
  step: string;
  title: string;
  detail: string;
}

export interface Card {
  kicker: string;
  title: string;
  text: string;
}

export interface OverlayState {
  caption: Caption | null;
  card: Card | null;
  cursor: { x: number; y: number };
}

/** The exposed function the page calls for the state, and the one the recorder calls to redraw. */
export const STATE_FUNCTION = 'poolscapeTutorialState';
export const RENDER_FUNCTION = 'poolscapeTutorialRender';

/**
 * The page's side. Written without closures over module scope: Playwright sends its source.
 * Each part is a manual popover, so it sits in the top layer, above a modal dialog or a full-screen
 * presentation; it is raised again whenever one of those opens. Styles go through the CSSOM, which
 * the product's CSP allows, never through a style attribute.
 */
export function overlayScript(names: { state: string; render: string }): void {
  const page = window as unknown as Record<string, unknown>;
  const ids = { card: 'tutorial-card', caption: 'tutorial-caption', cursor: 'tutorial-cursor' };
  let last: OverlayState | null = null;
  let layers = '';

  /** Each part's closed shadow root: the tour's locators never find a caption's words. */
  const roots = new Map<string, ShadowRoot>();
  const part = (id: string, styles: Record<string, string>): { element: HTMLElement; root: ShadowRoot } => {
    const existing = document.getElementById(id);
    const root = roots.get(id);
    if (existing && root) return { element: existing, root };
    existing?.remove();
    const element = document.createElement('div');
    element.id = id;
    element.setAttribute('popover', 'manual');
    element.setAttribute('aria-hidden', 'true');
    Object.assign(element.style, {
      position: 'fixed',
      inset: 'auto',
      margin: '0',
      border: 'none',
      padding: '0',
      overflow: 'visible',
      pointerEvents: 'none',
      fontFamily: 'ui-sans-serif, system-ui, sans-serif',
      ...styles,
    });
    const shadow = element.attachShadow({ mode: 'closed' });
    roots.set(id, shadow);
    document.documentElement.append(element);
    return { element, root: shadow };
  };
  const line = (text: string, styles: Record<string, string>): HTMLElement => {
    const element = document.createElement('div');
    element.textContent = text;
    Object.assign(element.style, styles);
    return element;
  };
  const show = (element: HTMLElement, on: boolean): void => {
    const open = element.matches(':popover-open');
    if (on && !open) element.showPopover();
    if (!on && open) element.hidePopover();
  };

  const draw = (state: OverlayState): void => {
    last = state;
    if (!document.body) return;
    const { element: card, root: cardText } = part(ids.card, {
      inset: '0',
      width: '100vw',
      height: '100vh',
      maxWidth: 'none',
      maxHeight: 'none',
      flexDirection: 'column',
      justifyContent: 'center',
      padding: '0 12vw',
      background: 'linear-gradient(135deg, #0c4a6e, #0e7490)',
      color: '#fff',
    });
    cardText.replaceChildren();
    // Set here, not with the other styles: an inline display would show it while it is closed.
    card.style.display = state.card ? 'flex' : 'none';
    if (state.card) {
      cardText.append(
        line(state.card.kicker, { fontSize: '18px', letterSpacing: '0.12em', textTransform: 'uppercase' }),
        line(state.card.title, { fontSize: '46px', fontWeight: '700', lineHeight: '1.15', margin: '16px 0' }),
        line(state.card.text, { fontSize: '22px', lineHeight: '1.5', opacity: '0.9', maxWidth: '44em' }),
      );
    }
    const { element: caption, root: captionText } = part(ids.caption, {
      left: '50%',
      bottom: '20px',
      transform: 'translateX(-50%)',
      width: 'min(920px, calc(100vw - 40px))',
      boxSizing: 'border-box',
      padding: '14px 22px 16px',
      borderRadius: '14px',
      background: 'rgba(15, 23, 42, 0.93)',
      color: '#fff',
      boxShadow: '0 12px 32px rgba(15, 23, 42, 0.35)',
    });
    captionText.replaceChildren();
    if (state.caption) {
      captionText.append(
        line(state.caption.step, {
          fontSize: '13px',
          fontWeight: '600',
          letterSpacing: '0.1em',
          textTransform: 'uppercase',
          color: '#67e8f9',
        }),
        line(state.caption.title, { fontSize: '21px', fontWeight: '700', margin: '2px 0 4px' }),
        line(state.caption.detail, { fontSize: '16px', lineHeight: '1.45', color: '#e2e8f0' }),
      );
    }
    const { element: cursor } = part(ids.cursor, {
      width: '22px',
      height: '22px',
      borderRadius: '50%',
      border: '3px solid #fff',
      background: 'rgba(8, 145, 178, 0.55)',
      boxShadow: '0 0 0 2px rgba(15, 23, 42, 0.6), 0 4px 10px rgba(15, 23, 42, 0.4)',
      transition: 'transform 120ms ease-out',
    });
    cursor.style.left = `${state.cursor.x - 11}px`;
    cursor.style.top = `${state.cursor.y - 11}px`;
    // Hidden and shown again in this order, so the pointer stays above the caption and the card.
    for (const element of [card, caption, cursor]) show(element, false);
    show(card, state.card !== null);
    show(caption, state.caption !== null && state.card === null);
    show(cursor, state.card === null);
  };

  const start = (): void => {
    (page[names.state] as () => Promise<OverlayState>)().then(draw, () => undefined);
    addEventListener(
      'mousemove',
      (event) => {
        if (!last) return;
        last.cursor = { x: event.clientX, y: event.clientY };
        const cursor = document.getElementById(ids.cursor);
        if (!cursor) return;
        cursor.style.left = `${event.clientX - 11}px`;
        cursor.style.top = `${event.clientY - 11}px`;
      },
      true,
    );
    addEventListener('mousedown', () => {
      const cursor = document.getElementById(ids.cursor);
      if (cursor) cursor.style.transform = 'scale(0.7)';
    });
    addEventListener('mouseup', () => {
      const cursor = document.getElementById(ids.cursor);
      if (cursor) cursor.style.transform = 'scale(1)';
    });
    // A modal dialog or full screen opened or closed, or the page swapped its body: redraw on top.
    setInterval(() => {
      const now = `${document.fullscreenElement ? 'full' : ''}${document.querySelectorAll('dialog[open]').length}`;
      const lost = last && !document.getElementById(ids.cursor);
      if ((now !== layers || lost) && last) draw(last);
      layers = now;
    }, 150);
  };

  page[names.render] = draw;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}
