import { VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './Landing.module.css';

interface BrandProps {
  to: '/' | '/admin';
  /** Said to screen readers after the name: where the link goes. */
  hint: string;
}

export function Brand({ to, hint }: BrandProps) {
  return (
    <Link to={to} className={classes.brand} preload={false}>
      <svg
        className={classes.brandMark}
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M11 8v16h10"
          stroke="#fff"
          strokeWidth="3.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Lexato
      <VisuallyHidden>{` — ${hint}`}</VisuallyHidden>
    </Link>
  );
}
