import { useEffect } from 'react';

/**
 * E52: once the page's data is on screen, the print dialog opens; when it closes, so does the
 * window (browsers ignore the close of a window a script did not open, leaving the page readable).
 */
export function usePrintWhenReady(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const close = () => window.close();
    window.addEventListener('afterprint', close);
    // One frame later, so the printed page is the rendered one.
    const timer = window.setTimeout(() => window.print(), 300);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', close);
    };
  }, [ready]);
}
