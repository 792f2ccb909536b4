import { Anchor, Text } from '@mantine/core';
import { Link, type LinkOptions } from '@tanstack/react-router';

/** Under a sub-list's title: whose records they are ("Bank 7010"), and the way back to that record or its list. */
export function ParentSubtitle({ of, back, link }: { of: string; back: string; link: LinkOptions }) {
  return (
    <Text size="sm" c="dimmed">
      {of} ·{' '}
      <Anchor underline="always" renderRoot={(props) => <Link {...props} {...link} />}>
        {back}
      </Anchor>
    </Text>
  );
}
