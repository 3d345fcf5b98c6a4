import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Landing.module.css';

interface SectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  children: ReactNode;
}

/** A landing section: an anchor target that can take focus after an in-page link. */
export function Section({ id, eyebrow, title, subtitle, tinted, children }: SectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={classes.section}
      data-tinted={tinted || undefined}
    >
      <Container size="lg">
        <Stack align="center" ta="center" gap="xs" mb={48}>
          {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
          <Title order={2} id={headingId} className={classes.sectionTitle}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="lg" maw={720}>
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </section>
  );
}
