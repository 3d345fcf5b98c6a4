import { useCallback, useEffect, useRef } from 'react';

/**
 * Brings the result of an action where the eye and the screen reader are: when `key` takes a new
 * value (the id of what was just made), the element given the returned ref scrolls into view and
 * takes focus — as soon as it is on screen, which after a list reload may be a moment later.
 * Nothing moves on the first render: a page that opens does not jump. The element needs
 * `tabIndex={-1}` to take focus.
 */
export function useReveal<T extends HTMLElement>(key: string | number | null | undefined) {
  const node = useRef<T | null>(null);
  const waiting = useRef(false);
  const seen = useRef(key);

  const reveal = useCallback(() => {
    const el = node.current;
    if (!el || !waiting.current) return;
    waiting.current = false;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    el.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
    // The form above empties itself once its action succeeds and shrinks (a long description's
    // textarea, on a phone): the result then slides up past the top. Aligned again once it settles.
    window.setTimeout(() => {
      const top = el.getBoundingClientRect().top;
      if (el.isConnected && (top < 0 || top >= window.innerHeight)) el.scrollIntoView({ block: 'start' });
    }, 600);
  }, []);

  useEffect(() => {
    if (key === seen.current) return;
    seen.current = key;
    if (key === null || key === undefined) return;
    waiting.current = true;
    reveal();
  }, [key, reveal]);

  return useCallback(
    (el: T | null) => {
      node.current = el;
      if (el) reveal();
    },
    [reveal],
  );
}
