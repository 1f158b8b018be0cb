// /wordpress-wizard (WordPressWizard): connect a WordPress site step by step, see and end the
// connection, and set up the Poolscape plugin with an API key.
import type { WordPressConnection } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { toast } from '../../stores/toasts.ts';
import { secondaryButton } from '../../ui/buttons.ts';
import { ConfirmDialog } from '../../ui/dialogs.tsx';
import { formatDate } from '../../ui/format.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ConnectSteps } from './ConnectSteps.tsx';
import { PluginSection } from './PluginSection.tsx';
import { disconnectSite, useConnection, wordpressKeys } from './wordpress-api.ts';

function ConnectedSite({
  connection,
  onDisconnect,
}: {
  connection: WordPressConnection;
  onDisconnect: () => void;
}) {
  return (
    <div className="grid gap-3" data-testid="wordpress-connected">
      <p className="text-sm text-slate-800">
        Connected to <strong>{connection.siteName}</strong> (
        <a
          href={connection.siteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 underline"
        >
          {connection.siteUrl}
        </a>
        ) as {connection.displayName} ({connection.username}), since {formatDate(connection.connectedAt)}.
      </p>
      <p className="text-sm text-slate-700">
        Open a design, or a collection, and choose <strong>Publish to WordPress</strong>.{' '}
        <AppLink href="/library" className="font-semibold text-brand-700 underline">
          Go to your library
        </AppLink>
      </p>
      <div>
        <button type="button" className={secondaryButton} onClick={onDisconnect}>
          Disconnect
        </button>
      </div>
    </div>
  );
}

export function WordPressWizard() {
  useDocumentTitle('WordPress');
  const queryClient = useQueryClient();
  const connection = useConnection();
  const [confirming, setConfirming] = useState(false);
  const remember = (next: WordPressConnection | null) => {
    queryClient.setQueryData(wordpressKeys.connection, { connection: next });
    void queryClient.invalidateQueries({ queryKey: ['wordpress', 'publication'] });
    void queryClient.removeQueries({ queryKey: wordpressKeys.categories });
  };
  const disconnect = useMutation({
    mutationFn: disconnectSite,
    onSuccess: () => {
      remember(null);
      setConfirming(false);
      toast({ title: 'WordPress disconnected', description: 'Poolscape forgot the application password.' });
    },
  });
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Connect your WordPress site</h1>
        <p className="text-slate-700">
          Publish your designs to your own WordPress site as posts or pages, and show Poolscape content there
          with the Poolscape plugin.
        </p>
      </header>
      <section
        aria-label="Your WordPress site"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        {connection.isPending && <Spinner label="Loading your connection" />}
        {connection.isError && (
          <ErrorText
            message={errorMessage(connection.error, 'Your connection could not be loaded. Reload the page.')}
          />
        )}
        {connection.data &&
          (connection.data.connection ? (
            <ConnectedSite connection={connection.data.connection} onDisconnect={() => setConfirming(true)} />
          ) : (
            <ConnectSteps
              onConnected={(next) => {
                remember(next);
                toast({
                  title: 'WordPress connected',
                  description: `Poolscape can publish to ${next.siteName}.`,
                });
              }}
            />
          ))}
        {disconnect.isError && (
          <ErrorText message={errorMessage(disconnect.error, 'That did not work. Try again.')} />
        )}
      </section>
      <PluginSection />
      <ConfirmDialog
        open={confirming}
        title="Disconnect WordPress?"
        message="Poolscape forgets the application password. Posts already published stay on your site."
        confirmLabel="Disconnect"
        pending={disconnect.isPending}
        pendingLabel="Disconnecting..."
        onConfirm={() => disconnect.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
