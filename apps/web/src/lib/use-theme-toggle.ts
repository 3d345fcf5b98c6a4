import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';

/**
 * Light/dark choice of the public site. Mantine persists it under `lexato-theme` (theme.ts);
 * this also keeps the `dark` class on <html> that theme-init.js sets before the first paint.
 */
export function useThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useEffect(() => {
    document.documentElement.classList.toggle('dark', scheme === 'dark');
  }, [scheme]);
  return {
    isDark: scheme === 'dark',
    toggle: () => setColorScheme(scheme === 'dark' ? 'light' : 'dark'),
  };
}
