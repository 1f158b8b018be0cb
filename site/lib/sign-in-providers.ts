/**
 * Which social sign-ins this installation offers. The API that builds the site says which in
 * `SIGN_IN_PROVIDERS` (the providers whose keys are set, comma-separated), so the built screens show
 * only those buttons; a screen asks `GET /api/auth/providers` again when it opens, in case the keys
 * changed since the build.
 */
import { type SignInProviders, SignInProvidersSchema } from '@poolscape/shared/auth';

/** The providers named in a `SIGN_IN_PROVIDERS` value such as `google,facebook`. */
export function parseSignInProviders(value: string | undefined): SignInProviders {
  const names = new Set((value ?? '').split(',').map((name) => name.trim().toLowerCase()));
  return { google: names.has('google'), facebook: names.has('facebook') };
}

/** At build time: what the building API said. */
export function builtSignInProviders(): SignInProviders {
  return parseSignInProviders(process.env.SIGN_IN_PROVIDERS);
}

/** In the browser: what the API offers now, or null when it could not be asked. */
export async function fetchSignInProviders(): Promise<SignInProviders | null> {
  try {
    const response = await fetch('/api/auth/providers', { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = SignInProvidersSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
