'use client';
// The CMS's sign-out button. Someone in with their Poolscape account is signed out of Poolscape
// (the session the CMS trusts ends, on the server), and the CMS's own session of the installation's
// editor account ends too; then the sign-in page.
import { LogOutIcon } from '@payloadcms/ui';

const TOKEN = /(?:^|;\s*)authToken=([^;]*)/;

async function signOut() {
  const token = document.cookie.match(TOKEN)?.[1];
  if (token) {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${decodeURIComponent(token)}` },
    }).catch(() => undefined);
    // The app writes this cookie the same way; it must be gone before the next page.
    // biome-ignore lint/suspicious/noDocumentCookie: cleared as the app writes it (see above)
    document.cookie = 'authToken=; Path=/; Max-Age=0; SameSite=Lax';
    localStorage.removeItem('authToken');
  }
  await fetch('/cms/api/users/logout', { method: 'POST', credentials: 'include' }).catch(() => undefined);
  window.location.assign('/login');
}

export function AppSignOut() {
  return (
    <button
      type="button"
      className="nav__log-out"
      aria-label="Sign out"
      title="Sign out"
      onClick={() => void signOut()}
      style={{ background: 'none', border: 0, cursor: 'pointer', padding: 0 }}
    >
      <LogOutIcon />
    </button>
  );
}
