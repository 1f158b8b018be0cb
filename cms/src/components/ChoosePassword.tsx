'use client';
// Someone who signed in with a password they did not choose (the installation's, or one an admin
// typed) is kept on their account page with a word on why, until they save a password of their own;
// then the whole admin opens, its menus loaded afresh with the rights they now have.
import { useAuth } from '@payloadcms/ui';
import { usePathname, useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';

const ACCOUNT = '/cms/admin/account';
const ME = '/cms/api/users/me';

export function ChoosePassword({ children }: { children: ReactNode }) {
  const { user } = useAuth<{ passwordChangeRequired?: boolean | null }>();
  const pathname = usePathname();
  const router = useRouter();
  const required = user?.passwordChangeRequired === true;
  const wasRequired = useRef(false);

  useEffect(() => {
    if (required) {
      wasRequired.current = true;
      if (pathname !== ACCOUNT) router.replace(ACCOUNT);
    } else if (wasRequired.current && user) {
      wasRequired.current = false;
      window.location.assign('/cms/admin');
    }
  }, [required, pathname, router, user]);

  // The account page does not always hand the saved account back to this context, so the server
  // is asked every two seconds while the password is still someone else's.
  useEffect(() => {
    if (!required) return;
    const timer = setInterval(async () => {
      const answer = await fetch(ME, { credentials: 'include' }).catch(() => null);
      const me = (await answer?.json().catch(() => null)) as {
        user?: { passwordChangeRequired?: boolean };
      } | null;
      if (me?.user && me.user.passwordChangeRequired !== true) window.location.assign('/cms/admin');
    }, 2000);
    return () => clearInterval(timer);
  }, [required]);

  if (!required) return children;
  return (
    <>
      <div
        role="alert"
        style={{
          padding: '0.75rem 1.5rem',
          background: 'var(--theme-warning-100)',
          color: 'var(--theme-warning-900)',
          borderBottom: '1px solid var(--theme-warning-250)',
        }}
      >
        Choose your own password to go on: press “Change Password”, type it twice and save. The password you
        signed in with was set for you and stops working once you do.
      </div>
      {children}
    </>
  );
}
