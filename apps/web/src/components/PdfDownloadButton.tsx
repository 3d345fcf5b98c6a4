import { displayFileName } from '@lexato/schemas';
import { ActionIcon, Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';

interface Props {
  /** The REST path of the report (GET, same-origin, the session cookie goes along). */
  href: string;
  /** The record's title, for the file name and the accessible name. */
  title: string;
  /** An icon alone, for a list row. */
  compact?: boolean;
}

/**
 * Downloads a server-made PDF report. A plain link: the browser streams the file and names it by
 * the response's Content-Disposition (RFC 5987 filename*, accents kept); `download` is the fallback.
 */
export function PdfDownloadButton({ href, title, compact = false }: Props) {
  const label = `Baixar PDF — ${title}`;
  const fileName = displayFileName(title, 'pdf');
  if (compact) {
    return (
      <ActionIcon component="a" href={href} download={fileName} variant="light" size="lg" aria-label={label}>
        <IconFileTypePdf size={18} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Button
      component="a"
      href={href}
      download={fileName}
      variant="light"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      aria-label={label}
    >
      Baixar PDF
    </Button>
  );
}
