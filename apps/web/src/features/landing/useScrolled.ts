import { useEffect, useState } from 'react';

/** Header scroll threshold: the header turns solid past this many pixels. */
export const SCROLL_THRESHOLD = 20;

export function useScrolled(threshold = SCROLL_THRESHOLD) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
