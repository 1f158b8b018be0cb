'use client';
import { useDocumentInfo } from '@payloadcms/ui';
// The sidebar's "Share preview" box: makes a link that shows this document's draft, read-only, to
// someone without a CMS account until it expires (endpoints/previews.ts). The link is shown once,
// with a button to copy it; the "Share preview links" list keeps who shared what, and deleting a
// link there stops it.
import {
  DEFAULT_SHARE_PREVIEW_HOURS,
  PREVIEW_TEXT,
  SHARE_PREVIEW_HOURS,
  SharePreviewReplySchema,
} from '@poolscape/shared/content-previews';
import { type CSSProperties, useId, useState } from 'react';

const LIFETIMES: Record<(typeof SHARE_PREVIEW_HOURS)[number], string> = {
  1: '1 hour',
  24: '1 day',
  72: '3 days',
  168: '7 days',
};

type State =
  | { kind: 'idle' }
  | { kind: 'making' }
  | { kind: 'made'; url: string; expiresAt: string; copied: boolean }
  | { kind: 'failed'; message: string };

const box: CSSProperties = { display: 'grid', gap: '0.5rem', marginBottom: 'var(--base)' };
const row: CSSProperties = { display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' };
const note: CSSProperties = { fontSize: '0.8125rem', color: 'var(--theme-elevation-600)', margin: 0 };

const formatted = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SharePreview() {
  const { id, collectionSlug } = useDocumentInfo();
  const [hours, setHours] = useState<number>(DEFAULT_SHARE_PREVIEW_HOURS);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const selectId = useId();
  const linkId = useId();

  if (!id || !collectionSlug) {
    return (
      <div style={box}>
        <strong>{PREVIEW_TEXT.shareButton}</strong>
        <p style={note}>Save the draft first, then share a preview of it.</p>
      </div>
    );
  }

  const make = async () => {
    setState({ kind: 'making' });
    try {
      const response = await fetch(`/cms/api/previews/${collectionSlug}/${id}/share`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hours }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const message = (body as { message?: unknown } | null)?.message;
        setState({
          kind: 'failed',
          message: typeof message === 'string' ? message : 'The link could not be made. Try again.',
        });
        return;
      }
      const reply = SharePreviewReplySchema.parse(body);
      setState({
        kind: 'made',
        url: new URL(reply.path, window.location.origin).href,
        expiresAt: reply.expiresAt,
        copied: false,
      });
    } catch {
      setState({
        kind: 'failed',
        message: 'The CMS could not be reached. Check the connection and try again.',
      });
    }
  };

  const copy = async (url: string, expiresAt: string) => {
    await navigator.clipboard.writeText(url).catch(() => {});
    setState({ kind: 'made', url, expiresAt, copied: true });
  };

  return (
    <div style={box}>
      <strong>{PREVIEW_TEXT.shareButton}</strong>
      <div style={row}>
        <label htmlFor={selectId}>Link works for</label>
        <select id={selectId} value={hours} onChange={(event) => setHours(Number(event.target.value))}>
          {SHARE_PREVIEW_HOURS.map((value) => (
            <option key={value} value={value}>
              {LIFETIMES[value]}
            </option>
          ))}
        </select>
      </div>
      <div style={row}>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          onClick={make}
          disabled={state.kind === 'making'}
        >
          {state.kind === 'making' ? 'Making the link…' : 'Make a share link'}
        </button>
      </div>
      {state.kind === 'made' && (
        <>
          <label htmlFor={linkId} style={note}>
            {PREVIEW_TEXT.shareMade} It expires {formatted(state.expiresAt)}.
          </label>
          <div style={row}>
            <input
              id={linkId}
              readOnly
              value={state.url}
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              style={{ margin: 0 }}
              onClick={() => copy(state.url, state.expiresAt)}
            >
              {state.copied ? PREVIEW_TEXT.copied : PREVIEW_TEXT.copy}
            </button>
          </div>
        </>
      )}
      {state.kind === 'failed' && (
        <p role="alert" style={{ ...note, color: 'var(--theme-error-500)' }}>
          {state.message}
        </p>
      )}
    </div>
  );
}
