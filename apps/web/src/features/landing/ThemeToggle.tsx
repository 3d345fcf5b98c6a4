import { useThemeToggle } from '../../lib/use-theme-toggle.ts';
import { Icon } from './icons.tsx';
import classes from './Landing.module.css';

export function ThemeToggle() {
  const { isDark, toggle } = useThemeToggle();
  return (
    <button
      type="button"
      className={`${classes.iconButton} mantine-focus-auto`}
      onClick={toggle}
      aria-label={isDark ? 'Ativar tema claro' : 'Ativar tema escuro'}
      data-testid="theme-toggle"
    >
      <Icon name={isDark ? 'sun' : 'moon'} size={20} />
    </button>
  );
}
