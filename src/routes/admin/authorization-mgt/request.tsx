import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { authorizationRequestsResource, changeCodesQuery } from '../../../resources/audit';
import { useSignedInUserName } from '../../../resources/session';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/authorization-mgt/request')({
  ...listPage('request'),
  // The queue's rows and columns do not depend on who is signed in, only which rows offer a decision.
  loader: ({ context, deps }) => loadView(context.queryClient, authorizationRequestsResource(''), deps.search),
  component: function AuthorizationRequests() {
    const navigate = Route.useNavigate();
    const me = useSignedInUserName();
    // Codes in a change (a transaction type) are shown by name once the configuration has answered.
    const codes = useQuery(changeCodesQuery()).data;
    const resource = useMemo(() => authorizationRequestsResource(me, codes), [me, codes]);
    return <ResourceScreen resource={resource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
