/** One transaction of a customer: every labelled field and its status history as a timeline. */
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { failureText } from '../../../api/errors';
import { FactsTable, QuerySection, StatusTimeline } from '../../../components/customers/facts';
import { customerName, transactionFacts, transactionHistoryQuery, transactionTimeline, useTransaction, type Customer } from '../../../resources/customers';

export function TransactionDetail({ customer, transId }: { customer: Customer; transId: string }) {
  const transaction = useTransaction(transId, customer);
  const history = useQuery(transactionHistoryQuery(transId));
  const entries = history.data?.data.filter((entry) => entry.transId === transId);
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Transaction {transId}</Title>
        <Text size="sm" c="dimmed">
          Customer {customerName(customer)} ·{' '}
          <Anchor underline="always" renderRoot={(props) => <Link {...props} to="/admin/customer-mgt/$id/transaction-history" params={{ id: String(customer.customerId) }} />}>
            Back to Transaction History
          </Anchor>
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <QuerySection title="Transaction" state={{ pending: false, error: null, onRetry: () => undefined }}>
          <FactsTable title="Transaction" facts={transactionFacts(transaction)} />
        </QuerySection>
        <QuerySection
          title="Status history"
          state={{ pending: history.isPending, error: history.isError ? failureText(history.error) : null, onRetry: () => void history.refetch() }}
        >
          <StatusTimeline label="Status history" entries={transactionTimeline(entries ?? [])} />
        </QuerySection>
      </SimpleGrid>
    </Stack>
  );
}
