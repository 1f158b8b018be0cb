// The wizard's two steps to connect a site: the address (checked for WordPress and its REST API
// before anything else is asked), then the user name and an application password, with where to
// make one on that very site. Every refusal is shown in the words the API gives.
import type { SiteCheckResult, WordPressConnection } from '@poolscape/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { ErrorText } from '../../ui/states.tsx';
import { checkSite, connectSite } from './wordpress-api.ts';

const FAILED = 'That did not work. Check your connection and try again.';

function StepList({ step }: { step: 1 | 2 }) {
  const steps = ['Your site', 'Application password', 'Connected'];
  return (
    <ol className="flex flex-wrap gap-2 text-sm" aria-label="Steps">
      {steps.map((label, index) => (
        <li
          key={label}
          aria-current={index + 1 === step ? 'step' : undefined}
          className={`rounded-full px-3 py-1 font-medium ${index + 1 === step ? 'bg-brand-600 text-white' : index + 1 < step ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-600'}`}
        >
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}

function AddressStep({ initial, onFound }: { initial: string; onFound: (site: SiteCheckResult) => void }) {
  const id = useId();
  const [address, setAddress] = useState(initial);
  const check = useMutation({ mutationFn: () => checkSite(address.trim()), onSuccess: onFound });
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (address.trim()) check.mutate();
      }}
    >
      <label htmlFor={`${id}-address`} className={labelClass}>
        Site address
      </label>
      <input
        id={`${id}-address`}
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        className={inputClass}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        required
      />
      <p className="text-sm text-slate-600">The address of your WordPress site’s home page.</p>
      {check.isError && <ErrorText message={errorMessage(check.error, FAILED)} />}
      <div>
        <button type="submit" className={primaryButton} disabled={check.isPending || !address.trim()}>
          {check.isPending ? 'Checking the site...' : 'Check the site'}
        </button>
      </div>
    </form>
  );
}

function PasswordStep({
  site,
  onBack,
  onConnected,
}: {
  site: SiteCheckResult;
  onBack: () => void;
  onConnected: (connection: WordPressConnection) => void;
}) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const connect = useMutation({
    mutationFn: () =>
      connectSite({ siteUrl: site.siteUrl, username: username.trim(), applicationPassword: password }),
    onSuccess: onConnected,
  });
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">
        Found <strong>{site.siteName}</strong> at {site.siteUrl}. Poolscape publishes with an application
        password, WordPress’s own way to let an app post for you: it is not your login password, and you can
        revoke it there at any time.
      </p>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>
          Open your profile on the site:{' '}
          <a
            href={`${site.profileUrl}#application-passwords-section`}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            Open your WordPress profile
          </a>{' '}
          (it opens in a new tab).
        </li>
        <li>
          Under Application Passwords, type a name, such as Poolscape, and choose Add New Application
          Password.
        </li>
        <li>Copy the password WordPress shows, and paste it below with your WordPress user name.</li>
      </ol>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (username.trim() && password.trim()) connect.mutate();
        }}
      >
        <div className="grid gap-1">
          <label htmlFor={`${id}-user`} className={labelClass}>
            WordPress user name
          </label>
          <input
            id={`${id}-user`}
            className={inputClass}
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            required
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-password`} className={labelClass}>
            Application password
          </label>
          <input
            id={`${id}-password`}
            type="password"
            className={inputClass}
            autoComplete="off"
            placeholder="abcd efgh ijkl mnop qrst uvwx"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </div>
        {connect.isError && <ErrorText message={errorMessage(connect.error, FAILED)} />}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={onBack}>
            Back
          </button>
          <button
            type="submit"
            className={primaryButton}
            disabled={connect.isPending || !username.trim() || !password.trim()}
          >
            {connect.isPending ? 'Connecting...' : 'Connect'}
          </button>
        </div>
      </form>
    </div>
  );
}

/** Steps 1 and 2 of the wizard; step 3 is the connected site. */
export function ConnectSteps({ onConnected }: { onConnected: (connection: WordPressConnection) => void }) {
  const [site, setSite] = useState<SiteCheckResult | null>(null);
  const [address, setAddress] = useState('');
  return (
    <div className="grid gap-5">
      <StepList step={site ? 2 : 1} />
      {site ? (
        <PasswordStep
          site={site}
          onBack={() => {
            setAddress(site.siteUrl);
            setSite(null);
          }}
          onConnected={onConnected}
        />
      ) : (
        <AddressStep initial={address} onFound={setSite} />
      )}
    </div>
  );
}
