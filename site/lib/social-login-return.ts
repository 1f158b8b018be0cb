/**
 * The page a social sign-in comes back to, and the toasts of a social sign-in that failed.
 *
 * The API ends Google and Facebook sign-in on `/dashboard?google_login=success` (or
 * `facebook_login=success`) with the new token in the URL's `token` parameter or, as this API
 * does, in a short-lived `authToken` cookie; a failure ends on `/?error=google_auth_failed`.
 * {@link handleSocialLoginReturn} runs once when such a page loads.
 */
import { AUTH_TEXT } from '@poolscape/shared/auth-text';
import { signedInFromSocialReturn } from '../stores/auth-token.ts';
import { flashToast, toast } from '../stores/toasts.ts';

export type SocialProvider = 'google' | 'facebook';

/** What {@link handleSocialLoginReturn} found and did. */
export type SocialLoginOutcome =
  | { kind: 'none' }
  | { kind: 'signed-in'; provider: SocialProvider; tokenFrom: 'url' | 'cookie' }
  | { kind: 'failed'; message: string };

const SUCCESS_TITLES: Record<SocialProvider, string> = {
  google: AUTH_TEXT.success.google,
  facebook: AUTH_TEXT.success.facebook,
};

const FAILURE_TITLES: Record<SocialProvider, string> = {
  google: AUTH_TEXT.errors.googleFailed,
  facebook: AUTH_TEXT.errors.facebookFailed,
};

/** The toast title for an `error` query value. */
export function socialErrorMessage(error: string): string {
  if (error === 'facebook_auth_failed') return AUTH_TEXT.errors.facebookFailed;
  if (error === 'google_auth_failed') return AUTH_TEXT.errors.googleFailed;
  return AUTH_TEXT.errors.socialFailed;
}

function returningProvider(params: URLSearchParams): SocialProvider | null {
  if (params.get('google_login') === 'success') return 'google';
  if (params.get('facebook_login') === 'success') return 'facebook';
  return null;
}

/**
 * Security: the token must not stay in the address bar, the history entry or a bookmark, and an
 * error must not be shown again on reload, so the whole query string goes (the hash stays).
 */
function stripQueryString(): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
}

/**
 * Finish a social sign-in, or report its failure, from the current page's query string.
 *
 * - `google_login=success` or `facebook_login=success`: take the token from the `token` parameter,
 *   else from the `authToken` cookie; store it as `authToken`; strip the query string; reload. The
 *   cookie the API handed the token over in lives two minutes, so it is cleared and the store
 *   writes its own long-lived copy (the server reads that cookie to serve `/` as the dashboard).
 *   A provider's success toast is kept for the reloaded page. With no token anywhere the sign-in
 *   failed after all: the provider's failure toast shows and the query string is stripped.
 * - `error=…`: a destructive toast (Facebook login failed, Google login failed, or Social login
 *   failed for any other value), then the query string is cleared.
 * - Otherwise nothing happens.
 *
 * Calling it twice is harmless: the first call strips what the second would act on.
 */
export function handleSocialLoginReturn(): SocialLoginOutcome {
  if (typeof window === 'undefined') return { kind: 'none' };
  const params = new URLSearchParams(window.location.search);
  const provider = returningProvider(params);

  if (provider) {
    const tokenFrom = signedInFromSocialReturn(params.get('token') || null);
    if (!tokenFrom) {
      const message = FAILURE_TITLES[provider];
      toast({ title: message, variant: 'destructive' });
      stripQueryString();
      return { kind: 'failed', message };
    }
    stripQueryString();
    flashToast({ title: SUCCESS_TITLES[provider] });
    window.location.reload();
    return { kind: 'signed-in', provider, tokenFrom };
  }

  const error = params.get('error');
  if (error !== null) {
    const message = socialErrorMessage(error);
    toast({ title: message, variant: 'destructive' });
    stripQueryString();
    return { kind: 'failed', message };
  }
  return { kind: 'none' };
}
