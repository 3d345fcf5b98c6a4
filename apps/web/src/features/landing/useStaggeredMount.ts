import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` blocks to render: none at the first paint, then one more each frame, in a
 * transition. Mounting the sections below the hero all at once was one long task (their layout,
 * about 40 ms on a fast machine, four times that on Lighthouse's mobile profile); one per frame
 * keeps every task short, so the page stays responsive while they come in.
 */
export function useStaggeredMount(total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setShown((n) => n + 1)));
    return () => cancelAnimationFrame(frame);
  }, [shown, total]);
  return shown;
}
