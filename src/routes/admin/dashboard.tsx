import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { formatAmount, formatCount, formatDate } from '../../lib/format';
import { dashboardQuery } from '../../resources/dashboard';
import { requirePage } from '../../resources/session';

const STATE_COLOR = { up: 'teal.9', degraded: 'yellow.4', down: 'red.9' } as const;

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      )}
    </Card>
  );
}

function Dashboard() {
  const { data } = useSuspenseQuery(dashboardQuery());
  const { dayTransactionSummary: day, walletUsers, merchantSummary, systemStatus } = data.data;
  return (
    <Stack gap="lg">
      <Title order={2}>Dashboard</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Stat label={`Transactions on ${formatDate(day.date)}`} value={formatCount(day.totalCount)} hint={`${formatCount(day.failedCount)} failed`} />
        <Stat label="Transaction value" value={`${day.currency} ${formatAmount(day.totalAmount)}`} />
        <Stat label="Wallet users" value={formatCount(walletUsers.totalUsers)} hint={`${formatCount(walletUsers.activeLast30Days)} active in the last 30 days`} />
        <Stat label="Wallet balances" value={`${walletUsers.currency} ${formatAmount(walletUsers.totalBalance)}`} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Today by transaction type
          </Title>
          <Table striped aria-label="Today by transaction type">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Count</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {day.byType.map((row) => (
                <Table.Tr key={row.txType}>
                  <Table.Td>{row.description}</Table.Td>
                  <Table.Td ta="right">{formatCount(row.count)}</Table.Td>
                  <Table.Td ta="right">{formatAmount(row.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            System status
          </Title>
          <Stack gap={6}>
            {systemStatus.components.map((component) => (
              <Group key={component.code} justify="space-between">
                <Text>{component.name}</Text>
                <Badge color={STATE_COLOR[component.status]} variant="filled" autoContrast>
                  {component.status}
                </Badge>
              </Group>
            ))}
          </Stack>
          <Text size="sm" c="gray.7" mt="md">
            {formatCount(merchantSummary.merchants)} merchants, {formatCount(merchantSummary.terminals)} terminals
          </Text>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export const Route = createFileRoute('/admin/dashboard')({
  staticData: { title: 'Dashboard' },
  beforeLoad: requirePage('dashboard', 'the dashboard'),
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQuery()),
  component: Dashboard,
});
