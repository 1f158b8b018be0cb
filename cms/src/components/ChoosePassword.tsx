'use client';
// Someone who signed in with a password they did not choose (the installation's, or one an admin
// typed) is kept on their account page with a word on why, until they save a password of their own;
// then the whole admin opens, its menus loaded afresh with the rights they now have.
import { useAuth } from '@payloadcms/ui';
import { usePathname, useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';

const ACCOUNT = '/cms/admin/account';

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
