import type { ReactNode } from 'react';
import classes from './Landing.module.css';

interface GridProps {
  /** Columns from the sm breakpoint on. */
  sm?: '2';
  /** Columns (or a 7/5 split) from the md breakpoint on. */
  md?: '2' | '3' | '4' | '5' | '7-5' | '5-7';
  children: ReactNode;
}

/** A CSS grid: the landing page avoids Mantine's Grid/SimpleGrid to stay light. */
export function Grid({ sm, md, children }: GridProps) {
  return (
    <div className={classes.grid} data-sm={sm} data-md={md}>
      {children}
    </div>
  );
}

export function IconBox({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span
      className={classes.iconBox}
      style={{
        background: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }}
    >
      {children}
    </span>
  );
}
