import { ColorSwatch, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatCount, formatDateTime } from '../../lib/format';
import { knownEntry } from '../../lib/known-codes';
import { UnknownValue } from '../unknown-value';
import { DashboardSection } from './dashboard-section';
import type { SectionState, ServiceState, SystemStatusView } from './types';

/**
 * A service state's label and colour. The label is always shown beside the colour (never
 * colour alone); the colours are the theme's filled shades, which follow the colour scheme.
 */
export const SERVICE_STATE: Record<ServiceState, { label: string; color: string }> = {
  up: { label: 'Up', color: 'teal' },
  degraded: { label: 'Degraded', color: 'orange' },
  down: { label: 'Down', color: 'red' },
};

const ROWS_WHILE_LOADING = 6;
const ROW_HEIGHT = 44;

/** A state's colour and label; a state the console does not know is grey and shown as it came, marked unknown. */
function Indicator({ state }: { state: string }) {
  const known = knownEntry(SERVICE_STATE, state);
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={`var(--mantine-color-${known?.color ?? 'gray'}-filled)`} size={12} withShadow={false} aria-hidden />
      <Text size="sm" fw={700}>
        {known ? known.label : <UnknownValue code={state} />}
      </Text>
    </Group>
  );
}

/** Each platform service's state as a coloured indicator with its label, response time and reason. */
export function SystemStatusSection({ state }: { state: SectionState<SystemStatusView> }) {
  return (
    <DashboardSection
      title="System status"
      aside={(status) => (
        <Text size="sm" c="dimmed">
          Checked {formatDateTime(status.checkedAt)}
        </Text>
      )}
      state={state}
      isEmpty={(status) => status.services.length === 0}
      emptyText="No services reported yet."
      skeleton={
        <Stack gap={4}>
          {Array.from({ length: ROWS_WHILE_LOADING + 1 }, (_, i) => (
            <Skeleton key={i} height={ROW_HEIGHT - 4} />
          ))}
        </Stack>
      }
    >
      {(status) => (
        <Stack gap={4}>
          <Group justify="space-between" mih={ROW_HEIGHT} wrap="nowrap">
            <Text size="sm" fw={500}>
              Overall
            </Text>
            <Indicator state={status.overall} />
          </Group>
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Services">
            {status.services.map((service) => (
              <Group component="li" key={service.code} justify="space-between" align="flex-start" wrap="nowrap" mih={ROW_HEIGHT}>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm">{service.name}</Text>
                  <Text size="xs" c="dimmed">
                    {[service.latencyMs === null ? 'No answer' : `${formatCount(service.latencyMs)} ms`, service.message].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                <Indicator state={service.state} />
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </DashboardSection>
  );
}
