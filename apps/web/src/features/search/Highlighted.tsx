import { highlightParts } from '@lexato/schemas';
import { Mark, Text } from '@mantine/core';

/** A ts_headline summary: the matched words marked, everything rendered as text (never HTML). */
export function Highlighted({ summary }: { summary: string }) {
  return (
    <Text size="sm" c="dimmed">
      {highlightParts(summary).map((part, i) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one summary never move
          <Mark key={i} color="yellow">
            {part.text}
          </Mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one summary never move
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
