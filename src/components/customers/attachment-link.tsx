import { Anchor, Group } from '@mantine/core';
import { NO_SAFE_LINK, safeUrl } from '../../lib/safe-url';

/**
 * A file attached to a record: its name opens it in a new tab, Download saves it. An address the
 * allow-list refuses (`safeUrl`: a `data:` or `javascript:` value) leaves the name as text.
 */
export function AttachmentLink({ href, fileName }: { href: string; fileName: string }) {
  const url = safeUrl(href);
  if (url === null) return <span>{`${fileName} ${NO_SAFE_LINK}`}</span>;
  return (
    <Group gap="xs" wrap="nowrap" component="span">
      <Anchor underline="always" href={url} target="_blank" rel="noopener noreferrer">
        {fileName}
      </Anchor>
      <Anchor underline="always" href={url} download={fileName} aria-label={`Download ${fileName}`}>
        Download
      </Anchor>
    </Group>
  );
}
