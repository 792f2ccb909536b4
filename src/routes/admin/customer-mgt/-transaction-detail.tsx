/** One transaction of a customer: every labelled field and its status history as a timeline. */
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ParentSubtitle } from '../../../components/crud/parent-subtitle';
import { FactsTable, LOADED, QuerySection, sectionStateOf, StatusTimeline } from '../../../components/customers/facts';
import { customerName, transactionFacts, transactionHistoryQuery, transactionTimeline, useTransaction, type Customer } from '../../../resources/customers';

export function TransactionDetail({ customer, transId }: { customer: Customer; transId: string }) {
  const transaction = useTransaction(transId, customer);
  const history = useQuery(transactionHistoryQuery(transId));
  const entries = history.data?.data.filter((entry) => entry.transId === transId);
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Transaction {transId}</Title>
        <ParentSubtitle
          of={`Customer ${customerName(customer)}`}
          back="Back to Transaction History"
          link={{ to: '/admin/customer-mgt/$id/transaction-history', params: { id: String(customer.customerId) } }}
        />
      </div>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <QuerySection title="Transaction" state={LOADED}>
          <FactsTable title="Transaction" facts={transactionFacts(transaction)} />
        </QuerySection>
        <QuerySection
          title="Status history"
          state={sectionStateOf(history)}
        >
          <StatusTimeline label="Status history" entries={transactionTimeline(entries ?? [])} />
        </QuerySection>
      </SimpleGrid>
    </Stack>
  );
}
