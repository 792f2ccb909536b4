import { Alert, Anchor, Button, Card, Grid, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { RetryButton } from "../retry-button";
import { Link } from "@tanstack/react-router";
import { formatDateTime } from "../../lib/format";
import { DailySeriesSection } from "./daily-series-section";
import { DaySummarySection } from "./day-summary-section";
import { NotificationsSection } from "./notifications-section";
import {
  CustomersSection,
  MerchantsSection,
  WalletUsersSection,
} from "./summary-sections";
import { SystemStatusSection } from "./system-status-section";
import {
  isUnreadableSection,
  type DashboardSections,
  type DashboardView,
  type Readable,
  type SectionState,
} from "./types";

export type DashboardScreenProps = {
  /** What the last successful call answered; null until the first answer. */
  view: DashboardView | null;
  /** The catalogue's message for the last failed call, or null. */
  error: string | null;
  /** When `view` was fetched (epoch milliseconds), or null. */
  updatedAt: number | null;
  /** A call is running (the first load, a refresh or the periodic refetch). */
  fetching: boolean;
  /** Fetches the data again (Refresh and Retry). */
  onRefresh: () => void;
  /** When Retry may be used (epoch ms, a 429's `Retry-After`): until then it counts down. */
  retryAt?: number | null;
  /** The sections the user may see (default: all), known before the data comes. */
  sections?: DashboardSections;
  /** The pages the user may open, by menu group: offered when no section is theirs. */
  openable?: readonly OpenableGroup[];
};

/** A menu group of pages the user may open, for the dashboard without sections. */
export type OpenableGroup = { title: string; items: readonly { title: string; to: string }[] };

const ALL_SECTIONS: DashboardSections = {
  today: true,
  customerDaily: true,
  merchantDaily: true,
  customers: true,
  merchants: true,
  walletUsers: true,
  notifications: true,
  systemStatus: true,
  links: {},
  waiting: [
    "authorizations",
    "inboxMessages",
    "disputes",
    "bankServiceRequests",
    "creditCardApplications",
    "cardBlockRequests",
    "merchantRequests",
    "failedRecurringPayments",
  ],
};

/**
 * The operations overview: today's transactions, the 14-day customer and merchant series,
 * customers, merchants, wallet users, system status and notifications, with a Refresh
 * action and the time of the data. Each section shows skeletons while the first call runs
 * and the error with a Retry when it failed; a failed refresh keeps the data on screen.
 */
export function DashboardScreen({
  view,
  error,
  updatedAt,
  fetching,
  onRefresh,
  retryAt = null,
  sections = ALL_SECTIONS,
  openable = [],
}: DashboardScreenProps) {
  if (!sections.systemStatus) return <NoSections openable={openable} />;
  function state<T>(pick: (v: DashboardView) => Readable<T> | null): SectionState<T> {
    const data = view ? pick(view) : null;
    // A section whose data could not be read fails alone; the others show theirs.
    if (isUnreadableSection(data))
      return {
        status: "error",
        message: `This section's data could not be read${data.requestId ? ` (request id ${data.requestId})` : ""}`,
        onRetry: onRefresh,
      };
    if (data !== null) return { status: "success", data };
    // A retry shows the skeletons again until it answers.
    if (error !== null && !fetching)
      return { status: "error", message: error, onRetry: onRefresh, retryAt };
    return { status: "pending" };
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2}>Dashboard</Title>
        <Group gap="sm">
          {/* As wide as "Last updated 2026-11-23 12:00 PM": the Refresh button does not move when the time appears. */}
          <Text size="sm" c="dimmed" miw={260} ta="right">
            {updatedAt === null
              ? fetching
                ? "Loading…"
                : ""
              : `Last updated ${formatDateTime(updatedAt)}`}
          </Text>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={fetching && view !== null}
            onClick={onRefresh}
          >
            Refresh
          </Button>
        </Group>
      </Group>
      {view !== null && error !== null && (
        <Alert
          color="red.9"
          variant="outline"
          title="The dashboard could not be refreshed"
        >
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {error}. The figures below are from the last update.
            </Text>
            <RetryButton retryAt={retryAt} onRetry={onRefresh} />
          </Group>
        </Alert>
      )}
      {sections.today && <DaySummarySection state={state((v) => v.today)} />}
      <Grid gutter="md">
        {sections.customerDaily && (
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <DailySeriesSection
              title="Customer transactions"
              subject="customer"
              state={state((v) => v.customerDaily)}
            />
          </Grid.Col>
        )}
        {sections.merchantDaily && (
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <DailySeriesSection
              title="Merchant transactions"
              subject="merchant"
              state={state((v) => v.merchantDaily)}
            />
          </Grid.Col>
        )}
        {sections.customers && (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <CustomersSection state={state((v) => v.customers)} />
          </Grid.Col>
        )}
        {sections.merchants && (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <MerchantsSection state={state((v) => v.merchants)} />
          </Grid.Col>
        )}
        {sections.walletUsers && (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <WalletUsersSection state={state((v) => v.walletUsers)} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SystemStatusSection state={state((v) => v.systemStatus)} />
        </Grid.Col>
        {sections.notifications && (
          <Grid.Col span={12}>
            <NotificationsSection
              state={state((v) => v.notifications)}
              waiting={sections.waiting}
              links={sections.links}
            />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}

/** The dashboard of a user whose permissions show none of its sections: the pages they may open instead. */
function NoSections({ openable }: { openable: readonly OpenableGroup[] }) {
  return (
    <Stack gap="md">
      <Title order={2}>Dashboard</Title>
      <Card withBorder padding="md" component="section" aria-label="What you can open">
        <Stack gap="sm">
          <Text>
            The dashboard's figures belong to areas your role does not cover (transactions,
            customers, merchants and the work queues), so none is shown here.
          </Text>
          {openable.length > 0 ? (
            <>
              <Text>You can open:</Text>
              {openable.map((group) => (
                <div key={group.title}>
                  <Text fw={500} size="sm">
                    {group.title}
                  </Text>
                  <List size="sm">
                    {group.items.map((item) => (
                      <List.Item key={item.to}>
                        <Anchor renderRoot={(props) => <Link {...props} to={item.to} />}>{item.title}</Anchor>
                      </List.Item>
                    ))}
                  </List>
                </div>
              ))}
            </>
          ) : (
            <Text>Your role opens no other page: ask an administrator for the permissions your work needs.</Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
