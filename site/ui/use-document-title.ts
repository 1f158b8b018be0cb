import { useEffect } from 'react';

/** Sets the browser tab's title while a screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Poolscape`;
  }, [title]);
}
