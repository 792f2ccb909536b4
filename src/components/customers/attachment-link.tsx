import { Anchor, Group } from '@mantine/core';

/** A file attached to a record: its name opens it in a new tab, Download saves it. */
export function AttachmentLink({ href, fileName }: { href: string; fileName: string }) {
  return (
    <Group gap="xs" wrap="nowrap" component="span">
      <Anchor underline="always" href={href} target="_blank" rel="noopener noreferrer">
        {fileName}
      </Anchor>
      <Anchor underline="always" href={href} download={fileName} aria-label={`Download ${fileName}`}>
        Download
      </Anchor>
    </Group>
  );
}
