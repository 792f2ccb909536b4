import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import { canOpenPage } from '../../auth/pages';
import { capitalise, isAllowed } from '../../auth/permissions';
import { sessionSnapshot, signOut } from '../../auth/session';
import { useSessionUser } from '../../auth/use-session';
import { runtimeConfig } from '../../api/runtime-config';
import { DisclosureRecorder } from '../../components/crud/disclosure';
import { RoutePageActions } from '../../components/crud/page-actions';
import { ReadingPermissions } from '../../components/crud/sources';
import { DeferredMount } from '../../components/deferred-mount';
import { AppLayout } from '../../components/shell/app-layout';
import { prefetchErrorPage } from '../../components/shell/lazy-error-pages';
import { IdleSignOut } from '../../components/shell/idle-sign-out';
import { NotFoundPage } from '../../components/shell/not-found-page';
import { RouteErrors } from '../../components/shell/route-errors';
import { ServerPageGate } from '../../components/shell/server-page-gate';
import { StartupNotice } from '../../components/shell/startup-notice';
import { recordDisclosure } from '../../resources/disclosures';
import { menuFor, pagesOf, startStartup, startupQuery, useStartup } from '../../resources/session';

function AdminLayout() {
  const user = useSessionUser();
  // A start-up call that failed costs its own part only (`Startup`): no page list, no narrowing.
  const startup = useStartup();
  const queryClient = useQueryClient();
  const retrying = useIsFetching({ queryKey: startupQuery().queryKey }) > 0;
  const pages = pagesOf(startup);
  const permissions = useMemo(() => user?.permissions ?? new Set<string>(), [user?.permissions]);
  const info = startup.tenant?.data.userInfo;
  // The record finders load with the palette, narrowed to the pages this user may open.
  const finders = useCallback(
    () =>
      import('../../resources/record-finders').then((m) =>
        m.recordFinders.filter((finder) => canOpenPage(finder.pageId, pages, permissions) && isAllowed(permissions, finder.permission)),
      ),
    [pages, permissions],
  );
  const { idleTimeoutSeconds, idleWarningSeconds } = runtimeConfig();
  const navGroups = useMemo(() => menuFor(startup, permissions), [startup, permissions]);
  const givenName = capitalise(user?.givenName || info?.firstName || '');
  const userName = user?.userName ?? info?.userName ?? '';
  const branch = info?.userBranchDesc ?? '';
  const roles = info?.userRoles;
  useEffect(prefetchErrorPage, []);
  const shellUser = useMemo(() => ({ givenName, userName, branch, roles: roles ?? [], onSignOut: () => void signOut() }), [givenName, userName, branch, roles]);
  // The layout commits first; the shell and the screen in it are then drawn as a deferred render,
  // in slices. In one render with the layout, an answer landing meanwhile made React draw the
  // whole tree again at commit, in one blocking task; a later navigation mounts the layout through
  // the router's store, itself a blocking render.
  return (
    <DeferredMount>
      <IdleSignOut
        timeoutSeconds={idleTimeoutSeconds}
        warningSeconds={idleWarningSeconds}
        onSignOut={(idle) => void (idle ? signOut('idle', idleTimeoutSeconds) : signOut())}
      />
      <AppLayout
        navGroups={navGroups}
        companyDescription={startup.tenant ? (startup.tenant.data.tenant?.description ?? '') : '—'}
        finders={finders}
        user={shellUser}
      >
        <StartupNotice
          failures={startup.failures}
          pages={pages}
          permissions={permissions}
          retrying={retrying}
          onRetry={() => void queryClient.refetchQueries({ queryKey: startupQuery().queryKey })}
        />
        <RoutePageActions pages={pages}>
          <RouteErrors>
            <ServerPageGate pages={pages} permissions={permissions}>
              {/* Personal data shown or exported in full is recorded first; related names are read in the user's areas only. */}
              <DisclosureRecorder.Provider value={recordDisclosure}>
                <ReadingPermissions.Provider value={permissions}>
                  <Outlet />
                </ReadingPermissions.Provider>
              </DisclosureRecorder.Provider>
            </ServerPageGate>
          </RouteErrors>
        </RoutePageActions>
      </AppLayout>
    </DeferredMount>
  );
}

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => {
    if (!sessionSnapshot().user) throw redirect({ to: '/login', search: { redirect: location.href } });
    startStartup(context.queryClient);
  },
  component: AdminLayout,
  // An unknown address under /admin (or a record that does not exist) says so inside the shell, navigation at hand.
  notFoundComponent: NotFoundPage,
});
