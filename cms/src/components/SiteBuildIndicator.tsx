'use client';
import { useDocumentEvents } from '@payloadcms/ui';
// The admin header's word on the site build an editor's save started: queued, building, live, or
// failed with the reason. It asks the CMS (`/cms/api/site-build`) every few seconds while a build is
// queued or running, seldom otherwise, and at once after each save the admin reports; never while
// the tab is hidden.
import {
  type SiteBuildStatus,
  type SiteBuildStatusReply,
  SiteBuildStatusReplySchema,
} from '@poolscape/shared/content-changes';
import { type CSSProperties, useEffect, useState } from 'react';
import { nextPollMs, siteBuildDescription, siteBuildLabel } from './site-build-text.ts';

/** The last answer, or why there is none. */
type Reading = { kind: 'waiting' } | { kind: 'read'; reply: SiteBuildStatusReply } | { kind: 'unreadable' };

async function readStatus(signal: AbortSignal): Promise<Reading> {
  try {
    const response = await fetch('/cms/api/site-build', {
      credentials: 'include',
      cache: 'no-store',
      signal,
    });
    if (!response.ok) return { kind: 'unreadable' };
    return { kind: 'read', reply: SiteBuildStatusReplySchema.parse(await response.json()) };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { kind: 'unreadable' };
  }
}

/** The dot's colour, from the admin theme's own palette. */
const DOT: Record<SiteBuildStatus['state'], string> = {
  queued: 'var(--theme-warning-500)',
  building: 'var(--theme-warning-500)',
  live: 'var(--theme-success-500)',
  failed: 'var(--theme-error-500)',
};

const pill: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  fontSize: '0.8125rem',
  color: 'var(--theme-elevation-800)',
  whiteSpace: 'nowrap',
};

export function SiteBuildIndicator() {
  const { mostRecentUpdate } = useDocumentEvents();
  const [reading, setReading] = useState<Reading>({ kind: 'waiting' });

  // One loop of questions; a save (mostRecentUpdate) starts it again at once.
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      if (document.visibilityState === 'hidden') {
        timer = setTimeout(() => void ask(), nextPollMs(null));
        return;
      }
      try {
        const next = await readStatus(controller.signal);
        setReading(next);
        timer = setTimeout(() => void ask(), nextPollMs(next.kind === 'read' ? next.reply.build : null));
      } catch {
        // Aborted: the component left, or a save started a new loop.
      }
    };
    void ask();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      void ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [mostRecentUpdate]);

  if (reading.kind === 'waiting') return null;
  if (reading.kind === 'unreadable')
    return (
      <span role="status" style={pill}>
        Site build state unavailable
      </span>
    );
  const { build } = reading.reply;
  // Before this process built anything it serves the build it found at start: nothing to report.
  if (!build) return null;
  const label = siteBuildLabel(build);
  return (
    <span role="status" style={pill} title={siteBuildDescription(build)}>
      <span
        aria-hidden="true"
        style={{ width: 8, height: 8, borderRadius: '50%', background: DOT[build.state] }}
      />
      {build.state === 'failed' && build.error ? (
        <details style={{ position: 'relative' }}>
          <summary style={{ cursor: 'pointer' }}>{label}</summary>
          <div
            style={{
              position: 'absolute',
              right: 0,
              zIndex: 10,
              marginTop: '0.4rem',
              width: 'min(28rem, 80vw)',
              padding: '0.75rem',
              borderRadius: 4,
              background: 'var(--theme-elevation-0)',
              border: '1px solid var(--theme-elevation-150)',
              whiteSpace: 'normal',
            }}
          >
            <p style={{ margin: '0 0 0.5rem' }}>{siteBuildDescription(build)}</p>
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: '0.75rem' }}>{build.error}</pre>
          </div>
        </details>
      ) : (
        <span>{label}</span>
      )}
    </span>
  );
}
