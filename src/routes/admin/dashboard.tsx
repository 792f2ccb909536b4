import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { failureText, retryAtOf } from '../../api/errors';
import { canOpenPage } from '../../auth/pages';
import { sessionSnapshot } from '../../auth/session';
import { useSessionUser } from '../../auth/use-session';
import { DashboardScreen } from '../../components/dashboard/dashboard-screen';
import { anySection, dashboardSections, dashboardView } from '../../resources/dashboard';
import { dashboardQuery } from '../../resources/dashboard-query';
import { menuFor, pagesOf, startupQuery, useStartup } from '../../resources/session';
import { page } from '../-list-page';

function Dashboard() {
  const startup = useStartup();
  const permissions = useSessionUser()?.permissions;
  const canOpen = useMemo(() => (pageId: string) => canOpenPage(pageId, pagesOf(startup), permissions ?? new Set()), [startup, permissions]);
  const sections = useMemo(() => dashboardSections(canOpen), [canOpen]);
  // A user who may see no section gets no call: the screen offers the pages they may open.
  const dashboard = useQuery({ ...dashboardQuery(), enabled: anySection(sections) });
  const { data } = dashboard;
  const view = useMemo(() => (data ? dashboardView(data.data, canOpen) : null), [data, canOpen]);
  const openable = useMemo(
    () =>
      anySection(sections)
        ? []
        : menuFor(startup, permissions ?? new Set()).map((group) => ({ title: group.title, items: group.items.map(({ title, to }) => ({ title, to })) })),
    [sections, startup, permissions],
  );
  return (
    <DashboardScreen
      view={view}
      error={dashboard.isError ? failureText(dashboard.error) : null}
      updatedAt={data ? dashboard.dataUpdatedAt : null}
      fetching={dashboard.isFetching}
      onRefresh={() => void dashboard.refetch()}
      retryAt={dashboard.isError ? retryAtOf(dashboard.error, dashboard.errorUpdatedAt) : null}
      sections={sections}
      openable={openable}
    />
  );
}

export const Route = createFileRoute('/admin/dashboard')({
  ...page('dashboard'),
  // Starts the call beside the screen's chunk (the guard has the page list at hand); the screen shows skeletons, then the data or the error in
  // place (a failure never replaces the page, so the shell stays usable). No call for a user who may see no section.
  loader: ({ context }) => {
    const startup = context.queryClient.getQueryData(startupQuery().queryKey);
    const pages = startup ? pagesOf(startup) : [];
    const permissions = sessionSnapshot().user?.permissions ?? new Set<string>();
    if (anySection(dashboardSections((pageId) => canOpenPage(pageId, pages, permissions)))) void context.queryClient.prefetchQuery(dashboardQuery());
  },
  component: Dashboard,
});
