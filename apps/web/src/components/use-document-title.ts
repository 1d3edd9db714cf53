import { useEffect } from 'react';

/** "Page · Verba" in the browser tab while the screen is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Verba` : 'Verba';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
