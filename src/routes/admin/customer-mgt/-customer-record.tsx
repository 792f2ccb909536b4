/** A customer's record page: who the customer is, KYC, app registration, CRIB status, the sub-screens and the KYC video call. */
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { runtimeConfig } from '../../../api/runtime-config';
import { isAllowed } from '../../../auth/permissions';
import { useSessionUser } from '../../../auth/use-session';
import { useFormSchemas } from '../../../components/crud/form-schemas';
import { ResourceForm } from '../../../components/crud/resource-form';
import { StatusActionDialog } from '../../../components/crud/status-action';
import { useRecordMutations } from '../../../components/crud/use-record-mutations';
import { FactsTable, LOADED, QuerySection, sectionStateOf } from '../../../components/customers/facts';
import { KycVideoDialog } from '../../../components/customers/video/kyc-video-dialog';
import {
  appRegistrationFacts,
  appRegistrationQuery,
  belongsTo,
  cribFacts,
  cribStatusQuery,
  customerFacts,
  customerName,
  customersResource,
  customerStatusAction,
  endKycSession,
  KYC_PERMISSION,
  kycFacts,
  kycInfoQuery,
  startKycSession,
  type Customer,
  type CustomerStatusInput,
} from '../../../resources/customers';

/** The CRIB answer is about another wallet: it is not shown as this customer's status. */
const CRIB_MISMATCH = "The CRIB check returned the status of a different wallet, so this customer's CRIB status is not known. Reload the page to ask again; if it happens again, report it to the wallet's support team.";

const SUB_SCREENS = [
  { to: '/admin/customer-mgt/$id/devices-list', label: 'Devices' },
  { to: '/admin/customer-mgt/$id/paymet_instruments', label: 'Payment Instruments' },
  { to: '/admin/customer-mgt/$id/user-mandates', label: 'User Mandates' },
  { to: '/admin/customer-mgt/$id/wallet-history', label: 'Wallet History' },
  { to: '/admin/customer-mgt/$id/transaction-history', label: 'Transaction History' },
] as const;

export function CustomerRecord({ customer, video, onVideo }: { customer: Customer; video: boolean; onVideo: (open: boolean) => void }) {
  const permissions = useSessionUser()?.permissions;
  const mayVerify = isAllowed(permissions, KYC_PERMISSION);
  const mayEdit = isAllowed(permissions, customersResource.can?.update);
  const [editing, setEditing] = useState(false);
  const [changingStatus, setChangingStatus] = useState(false);
  const mayChangeStatus = isAllowed(permissions, customerStatusAction.permission);
  const { schemas, fields } = useFormSchemas(customersResource);
  const { save, reload } = useRecordMutations(customersResource, { saved: () => setEditing(false) });
  const kyc = useQuery(kycInfoQuery(customer));
  const registration = useQuery(appRegistrationQuery(customer));
  const crib = useQuery(cribStatusQuery(customer));
  const id = String(customer.customerId);
  const form = customersResource.form;

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Customer: {customerName(customer)}</Title>
        <Anchor component={Link} to="/admin/customer-mgt/customers" size="sm" underline="always">
          Back to Customers
        </Anchor>
      </div>
      <Group gap="sm">
        {mayEdit && (
          <Button
            variant="default"
            onClick={() => {
              save.reset();
              setEditing(true);
            }}
          >
            Edit Customer
          </Button>
        )}
        {mayChangeStatus && (
          <Button variant="default" onClick={() => setChangingStatus(true)}>
            {customerStatusAction.label}
          </Button>
        )}
        {mayVerify && <Button onClick={() => onVideo(true)}>Start video KYC</Button>}
      </Group>
      <nav aria-label="Customer screens">
        <Group gap="md">
          {SUB_SCREENS.map((screen) => (
            <Anchor key={screen.to} underline="always" renderRoot={(props) => <Link {...props} to={screen.to} params={{ id }} />}>
              {screen.label}
            </Anchor>
          ))}
        </Group>
      </nav>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <QuerySection title="Customer" state={LOADED}>
          <FactsTable title="Customer" facts={customerFacts(customer)} />
        </QuerySection>
        <QuerySection title="KYC information" state={sectionStateOf(kyc)}>
          {kyc.data && (belongsTo(customer, kyc.data.data) ? <FactsTable title="KYC information" facts={kycFacts(kyc.data.data)} /> : <Text c="dimmed">No KYC record is held for this wallet.</Text>)}
        </QuerySection>
        <QuerySection title="App registration" state={sectionStateOf(registration)}>
          {registration.data &&
            (belongsTo(customer, registration.data.data) ? (
              <FactsTable title="App registration" facts={appRegistrationFacts(registration.data.data)} />
            ) : (
              <Text c="dimmed">No app registration is recorded for this customer.</Text>
            ))}
        </QuerySection>
        <QuerySection title="CRIB registration" state={sectionStateOf(crib)}>
          {crib.data && (belongsTo(customer, crib.data.data) ? <FactsTable title="CRIB registration" facts={cribFacts(crib.data.data)} /> : <Text c="dimmed">{CRIB_MISMATCH}</Text>)}
        </QuerySection>
      </SimpleGrid>
      {form && schemas && fields && editing && (
        <ResourceForm
          title="Edit Customer"
          mode="edit"
          schema={schemas.edit}
          fields={fields.edit}
          initial={form.fromRow(customer)}
          submitting={save.saving}
          problem={save.problem}
          onSubmit={(body) => save.save(body as CustomerStatusInput, customer)}
          onClose={() => setEditing(false)}
        />
      )}
      {changingStatus && (
        <StatusActionDialog
          action={customerStatusAction}
          row={customer}
          name={customerName(customer)}
          onDone={async () => {
            setChangingStatus(false);
            await reload();
          }}
          onCancel={() => setChangingStatus(false)}
        />
      )}
      {/* A deep link (?video=true) opens the call only for those who may verify. */}
      {video && mayVerify && (
        <KycVideoDialog
          customer={customerName(customer)}
          roomKind={runtimeConfig().videoRoom}
          start={() => startKycSession(customer)}
          end={(roomSid) => endKycSession(customer, roomSid)}
          onClose={() => onVideo(false)}
        />
      )}
    </Stack>
  );
}
