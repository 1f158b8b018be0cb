// The plugin half of the wizard: download the Poolscape plugin, how to install it, and the API keys
// it reads the feed with: make one (its secret shown this once, with a copy button), see when each
// was last used, revoke one (the plugin stops showing content within a minute).
import type { ApiKey } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../stores/toasts.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { copyText } from '../../ui/clipboard.ts';
import { ConfirmDialog } from '../../ui/dialogs.tsx';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { formatDate } from '../../ui/format.ts';
import { ErrorText } from '../../ui/states.tsx';
import { createApiKey, revokeApiKey, useApiKeys, wordpressKeys } from './wordpress-api.ts';

const SHORTCODES = [
  ['[poolscape_designs count="6"]', 'your public designs, before and after'],
  ['[poolscape_collections count="3"]', 'your public collections'],
  ['[poolscape_gallery count="12"]', 'the Poolscape gallery'],
  ['[poolscape_posts count="3"]', 'the latest Poolscape blog posts'],
  ['[poolscape_tutorials count="6"]', 'Poolscape’s video tutorials'],
] as const;

function NewKey({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4" role="status">
      <p className="text-sm font-semibold text-amber-900">Copy this key now: it is shown only once.</p>
      <code
        className="break-all rounded-lg bg-white p-2 font-mono text-sm text-slate-900"
        data-testid="new-api-key"
      >
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          onClick={() =>
            void copyText(secret).then((copied) =>
              toast(
                copied
                  ? { title: 'API key copied', description: 'Paste it in Settings → Poolscape on your site.' }
                  : {
                      title: 'Could not copy the key',
                      description: 'Select it and copy it by hand.',
                      variant: 'destructive',
                    },
              ),
            )
          }
        >
          Copy the key
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          I have copied it
        </button>
      </div>
    </div>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">{apiKey.name}</p>
        <p className="text-slate-600">
          <span className="font-mono">{apiKey.prefix}…</span> · made {formatDate(apiKey.createdAt)} ·{' '}
          {apiKey.lastUsedAt ? `last used ${formatDate(apiKey.lastUsedAt)}` : 'not used yet'}
        </p>
      </div>
      <button
        type="button"
        className={secondaryButton}
        onClick={onRevoke}
        aria-label={`Revoke ${apiKey.name}`}
      >
        Revoke
      </button>
    </li>
  );
}

export function PluginSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const keys = useApiKeys();
  const [name, setName] = useState('My website');
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const create = useMutation({
    mutationFn: () => createApiKey(name.trim()),
    onSuccess: (created) => {
      setSecret(created.secret);
      void queryClient.invalidateQueries({ queryKey: wordpressKeys.keys });
    },
  });
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(key.id),
    onSuccess: (_nothing, key) => {
      toast({ title: 'API key revoked', description: `${key.name} no longer works.` });
      setRevoking(null);
      void queryClient.invalidateQueries({ queryKey: wordpressKeys.keys });
    },
  });
  return (
    <section
      aria-labelledby={`${id}-plugin`}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-plugin`} className="text-lg font-semibold text-slate-900">
        The Poolscape plugin
      </h2>
      <p className="text-sm text-slate-700">
        Show your public designs and collections, the Poolscape gallery, our blog posts and tutorials on your
        own site, with shortcodes or blocks. It reads them from Poolscape with an API key and keeps them fresh
        on its own.
      </p>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Download the plugin.</li>
        <li>
          In WordPress, go to Plugins → Add New → Upload Plugin, choose poolscape.zip, then Install Now and
          Activate.
        </li>
        <li>Create an API key below and paste it in Settings → Poolscape on your site.</li>
      </ol>
      <div>
        <a href="/api/wordpress/plugin.zip" download="poolscape.zip" className={primaryButton}>
          Download the plugin
        </a>
      </div>

      <h3 className="text-base font-semibold text-slate-900">API keys</h3>
      {secret && <NewKey secret={secret} onDone={() => setSecret(null)} />}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) create.mutate();
        }}
      >
        <div className="grid min-w-52 flex-1 gap-1">
          <label htmlFor={`${id}-name`} className={labelClass}>
            Key name
          </label>
          <input
            id={`${id}-name`}
            className={inputClass}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            required
          />
        </div>
        <button type="submit" className={secondaryButton} disabled={create.isPending || !name.trim()}>
          {create.isPending ? 'Creating...' : 'Create an API key'}
        </button>
      </form>
      {create.isError && (
        <ErrorText message={errorMessage(create.error, 'The key could not be made. Try again.')} />
      )}
      {keys.isPending && <p className="text-sm text-slate-600">Loading your keys...</p>}
      {keys.isError && (
        <ErrorText message={errorMessage(keys.error, 'Your keys could not be loaded. Reload the page.')} />
      )}
      {keys.data?.length === 0 && <p className="text-sm text-slate-600">No API keys yet.</p>}
      {keys.data && keys.data.length > 0 && (
        <ul className="grid gap-2" aria-label="Your API keys">
          {keys.data.map((apiKey) => (
            <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
          ))}
        </ul>
      )}

      <h3 className="text-base font-semibold text-slate-900">Shortcodes</h3>
      <ul className="grid gap-1 text-sm text-slate-700">
        {SHORTCODES.map(([code, what]) => (
          <li key={code}>
            <code className="font-mono text-slate-900">{code}</code>: {what}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">The same five are blocks in the block editor, under Poolscape.</p>

      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this API key?"
        message={`The plugin using “${revoking?.name ?? ''}” stops showing Poolscape content within a minute.`}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        pendingLabel="Revoking..."
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
