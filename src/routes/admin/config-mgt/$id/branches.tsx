import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { loadView } from '../../../../components/crud/load-list';
import { ParentSubtitle } from '../../../../components/crud/parent-subtitle';
import { ResourceScreen } from '../../../../components/crud/resource-screen';
import { refText, useOptions } from '../../../../components/crud/sources';
import { useListRoute } from '../../../../components/crud/use-list-controller';
import { NotFoundPage } from '../../../../components/shell/not-found-page';
import { bankChoices, branchesResource } from '../../../../resources/banks';
import { fitsPath } from '../../../../resources/shared';
import { listPage } from '../../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/$id/branches')({
  ...listPage('branches'),
  notFoundComponent: NotFoundPage,
  // A malformed bank code names no bank: the 404 page, without asking the API.
  loader: async ({ context, deps, params }) => {
    if (!(await fitsPath('zListBranchesPath', { bankCode: params.id }))) throw notFound();
    return loadView(context.queryClient, branchesResource(params.id), deps.search);
  },
  component: function Branches() {
    const { id } = Route.useParams();
    const view = useListRoute(Route);
    const resource = useMemo(() => branchesResource(id), [id]);
    // The bank by name once the bank list (cached for the form's choices) has answered.
    const bank = refText(useOptions(bankChoices).options, id, id);
    return (
      <ResourceScreen
        resource={resource}
        {...view}
        subtitle={<ParentSubtitle of={bank === id ? `Bank ${id}` : bank} back="Back to Bank Management" link={{ to: '/admin/config-mgt/bank-mgt' }} />}
      />
    );
  },
});
