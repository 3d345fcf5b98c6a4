import { Tabs } from '@mantine/core';
import { IconClipboardText, IconPaperclip } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The two ways a text comes in, the same in every tool: pasted, or read from an attached file. The
 * tabs' names are the ones users and the browser tests look for; each tool brings its own panels.
 */
export function PasteOrAttach({ paste, attach }: { paste: ReactNode; attach: ReactNode }) {
  return (
    <Tabs defaultValue="paste" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="paste" leftSection={<IconClipboardText size={16} />}>
          Colar texto
        </Tabs.Tab>
        <Tabs.Tab value="attach" leftSection={<IconPaperclip size={16} />}>
          Anexar arquivo
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="paste" pt="md">
        {paste}
      </Tabs.Panel>
      <Tabs.Panel value="attach" pt="md">
        {attach}
      </Tabs.Panel>
    </Tabs>
  );
}
