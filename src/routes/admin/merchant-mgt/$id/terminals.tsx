import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { loadView } from '../../../../components/crud/load-list';
import { ParentSubtitle } from '../../../../components/crud/parent-subtitle';
import { ResourceScreen } from '../../../../components/crud/resource-screen';
import { useListRoute } from '../../../../components/crud/use-list-controller';
import { NotFoundPage } from '../../../../components/shell/not-found-page';
import { isMid, merchantByMidQuery, merchantIn, terminalsResource } from '../../../../resources/merchants';
import { listPage } from '../../../-list-page';

export const Route = createFileRoute('/admin/merchant-mgt/$id/terminals')({
  ...listPage('terminals'),
  // Handled here, so a MID that names no merchant shows the 404 inside the shell.
  notFoundComponent: NotFoundPage,
  loader: async ({ context, deps, params }) => {
    if (!isMid(params.id)) throw notFound();
    const [merchants] = await Promise.all([
      context.queryClient.ensureQueryData(merchantByMidQuery(params.id)),
      loadView(context.queryClient, terminalsResource(params.id), deps.search),
    ]);
    if (!merchantIn(merchants, params.id)) throw notFound();
  },
  component: function Terminals() {
    const { id } = Route.useParams();
    const view = useListRoute(Route);
    const merchant = merchantIn(useSuspenseQuery(merchantByMidQuery(id)).data, id);
    const resource = useMemo(() => terminalsResource(id), [id]);
    const of = merchant ? `${merchant.name} (${merchant.mid})` : id;
    return <ResourceScreen resource={resource} {...view} subtitle={<ParentSubtitle of={of} back="Back to Merchants" link={{ to: '/admin/merchant-mgt/merchant-mgt' }} />} />;
  },
});
