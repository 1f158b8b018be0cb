import { useStore } from '@nanostores/react';
import type { SignInProviders } from '@poolscape/shared/auth';
import { type ReactElement, useEffect, useState } from 'react';
import { fetchSignInProviders } from '../../lib/sign-in-providers.ts';
import { $featureFlags } from '../../stores/flags.ts';
import { SOCIAL_SIGN_IN_PATHS } from './auth-api.ts';
import { AUTH_LABELS } from './auth-labels.ts';

const outlineButtonClass =
  'flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50';

function GoogleIcon(): ReactElement {
  return (
    <svg className="size-5" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.3-4.7 3.3-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

function FacebookIcon(): ReactElement {
  return (
    <svg className="size-5 text-[#1877F2]" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
    </svg>
  );
}

/** What the screen offers: what the build said, then what the API says when the screen opens. */
function useSignInProviders(built: SignInProviders): SignInProviders {
  const [offered, setOffered] = useState(built);
  useEffect(() => {
    let current = true;
    void fetchSignInProviders().then((now) => {
      if (current && now) setOffered(now);
    });
    return () => {
      current = false;
    };
  }, []);
  return offered;
}

/**
 * "Continue with Google" and "Continue with Facebook", each only when this installation has its
 * keys (`providers`), then the "or" line that leads to the form under them; nothing at all when
 * neither is offered. They are links: social sign-in starts with a full navigation to the API, which
 * works even before the island runs. Google shows where the screen offers it (`google`); Facebook
 * only while its feature flag is on.
 */
export function SocialSignInChoice({
  google,
  providers,
}: {
  google: boolean;
  providers: SignInProviders;
}): ReactElement | null {
  const { facebookLogin } = useStore($featureFlags);
  const offered = useSignInProviders(providers);
  const showGoogle = google && offered.google;
  const showFacebook = facebookLogin && offered.facebook;
  if (!showGoogle && !showFacebook) return null;
  return (
    <>
      <div className="grid gap-3">
        {showGoogle && (
          <a href={SOCIAL_SIGN_IN_PATHS.google} className={outlineButtonClass}>
            <GoogleIcon />
            {AUTH_LABELS.actions.continueWithGoogle}
          </a>
        )}
        {showFacebook && (
          <a href={SOCIAL_SIGN_IN_PATHS.facebook} className={outlineButtonClass}>
            <FacebookIcon />
            {AUTH_LABELS.actions.continueWithFacebook}
          </a>
        )}
      </div>
      <OrDivider />
    </>
  );
}

/** A line with "or" between the social links and the form. */
function OrDivider(): ReactElement {
  return (
    <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      {AUTH_LABELS.actions.or}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
