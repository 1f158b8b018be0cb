// The chat panel's icons (outline, 24 px grid), hidden from assistive technology: every button
// that shows one has its own accessible name.
import type { ReactElement } from 'react';

interface IconProps {
  className: string;
}

function Icon({ className, path }: IconProps & { path: string }): ReactElement {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export function ChatIcon({ className }: IconProps): ReactElement {
  return (
    <Icon
      className={className}
      path="M21 12c0 4.56-4.03 8.25-9 8.25a9.8 9.8 0 0 1-2.55-.34A6 6 0 0 1 4.94 20.9a4.5 4.5 0 0 0 .98-2.02c.09-.46-.13-.9-.47-1.23C3.93 16.18 3 14.19 3 12c0-4.56 4.03-8.25 9-8.25s9 3.7 9 8.25ZM8.25 12h.01M12 12h.01M15.75 12h.01"
    />
  );
}

export function MinimizeIcon({ className }: IconProps): ReactElement {
  return <Icon className={className} path="M5 12h14" />;
}

export function CloseIcon({ className }: IconProps): ReactElement {
  return <Icon className={className} path="M6 18 18 6M6 6l12 12" />;
}

export function SendIcon({ className }: IconProps): ReactElement {
  return (
    <Icon
      className={className}
      path="M6 12 3.27 3.13A59.8 59.8 0 0 1 21.49 12 59.8 59.8 0 0 1 3.27 20.88L6 12Zm0 0h7.5"
    />
  );
}
