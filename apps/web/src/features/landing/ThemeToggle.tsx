import { useHydrated } from '../../lib/use-hydrated.ts';
import { useThemeToggle } from '../../lib/use-theme-toggle.ts';
import { Icon } from './icons.tsx';
import classes from './Landing.module.css';

export function ThemeToggle() {
  const { isDark, toggle } = useThemeToggle();
  // The prerendered landing page is rendered light, and hydration must render the same: the label
  // follows the saved theme once hydrated; the icon is chosen by CSS from the first paint on.
  const dark = useHydrated() && isDark;
  return (
    <button
      type="button"
      className={`${classes.iconButton} mantine-focus-auto`}
      onClick={toggle}
      aria-label={dark ? 'Ativar tema claro' : 'Ativar tema escuro'}
      data-testid="theme-toggle"
    >
      <Icon name="moon" size={20} className="mantine-dark-hidden" />
      <Icon name="sun" size={20} className="mantine-light-hidden" />
    </button>
  );
}
