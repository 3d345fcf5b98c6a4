import { useCallback, useRef } from 'react';

/**
 * Runs `action` one call at a time: a call made while the previous one runs is dropped. A double
 * click on a submit button lands both clicks before the button can show it is busy (the mutation's
 * pending state reaches the screen a render later), and would otherwise send the form twice.
 */
export function useSingleFlight(action: () => Promise<void>): () => Promise<void> {
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  return useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      await latest.current();
    } finally {
      running.current = false;
    }
  }, []);
}
