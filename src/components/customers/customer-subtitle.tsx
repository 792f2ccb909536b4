import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Under a customer's sub-screen title: whose it is, and the way back to the customer. */
export function CustomerSubtitle({ customerId, name }: { customerId: number; name: string }) {
  return (
    <Text size="sm" c="dimmed">
      Customer {name} ·{' '}
      <Anchor underline="always" renderRoot={(props) => <Link {...props} to="/admin/customer-mgt/$id" params={{ id: String(customerId) }} />}>
        Back to the customer
      </Anchor>
    </Text>
  );
}
