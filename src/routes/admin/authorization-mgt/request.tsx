import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { loadList } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { authorizationRequestsResource } from '../../../resources/audit';
import { tenantQuery } from '../../../resources/session';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/authorization-mgt/request')({
  ...listPage('request', 'Authorization Requests'),
  // The queue's rows and columns do not depend on who is signed in, only which rows offer a decision.
  loader: ({ context, deps }) => loadList(context.queryClient, authorizationRequestsResource('').list.query(deps.search)),
  component: function AuthorizationRequests() {
    const navigate = Route.useNavigate();
    const me = useSuspenseQuery(tenantQuery()).data.data.userInfo?.userName ?? '';
    const resource = useMemo(() => authorizationRequestsResource(me), [me]);
    return <ResourceScreen resource={resource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
