import { useId, useState } from 'react';
import type { FaqItem } from '../../content/landing.ts';
import classes from './Faq.module.css';
import { Icon } from './icons.tsx';

/**
 * Single-open, collapsible accordion (WAI-ARIA accordion pattern). Hand-written because
 * Mantine's Accordion and Collapse cost more on the landing page than this does.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className={classes.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={classes.item} data-open={expanded || undefined}>
            <h3 className={classes.heading}>
              <button
                type="button"
                id={buttonId}
                className={`${classes.control} mantine-focus-auto`}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <span className={classes.chevron}>
                  <Icon name="chevronDown" size={18} />
                </span>
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} className={classes.panel} hidden={!expanded}>
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
