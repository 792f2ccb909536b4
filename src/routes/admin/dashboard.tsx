import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { failureText } from '../../api/errors';
import { canOpenPage } from '../../auth/pages';
import { useSessionUser } from '../../auth/use-session';
import { DashboardScreen } from '../../components/dashboard/dashboard-screen';
import { dashboardSections, dashboardView } from '../../resources/dashboard';
import { dashboardQuery } from '../../resources/dashboard-query';
import { pagesQuery } from '../../resources/session';
import { page } from '../-list-page';

function Dashboard() {
  const dashboard = useQuery(dashboardQuery());
  const { data: pages } = useSuspenseQuery(pagesQuery());
  const permissions = useSessionUser()?.permissions;
  const { data } = dashboard;
  const canOpen = useMemo(() => (pageId: string) => canOpenPage(pageId, pages.data, permissions ?? new Set()), [pages, permissions]);
  const sections = useMemo(() => dashboardSections(canOpen), [canOpen]);
  const view = useMemo(() => (data ? dashboardView(data.data, canOpen) : null), [data, canOpen]);
  return (
    <DashboardScreen
      view={view}
      error={dashboard.isError ? failureText(dashboard.error) : null}
      updatedAt={data ? dashboard.dataUpdatedAt : null}
      fetching={dashboard.isFetching}
      onRefresh={() => void dashboard.refetch()}
      sections={sections}
    />
  );
}

export const Route = createFileRoute('/admin/dashboard')({
  ...page('dashboard'),
  // Starts the call beside the screen's chunk; the screen shows skeletons, then the data or the error in place (a failure never replaces the page, so
  // the shell stays usable).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(dashboardQuery());
  },
  component: Dashboard,
});
