import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../components/shell/not-found-page';
import { requireCustomer, useCustomer } from '../../../../resources/customers';
import { CustomerRecord } from '../-customer-record';
import { page } from '../../../-list-page';

/** `?video=true` keeps the open KYC video call in the URL. */
type CustomerSearch = { video?: true };

export const Route = createFileRoute('/admin/customer-mgt/$id/')({
  ...page('customer'),
  validateSearch: (search: Record<string, unknown>): CustomerSearch => (search.video === true || search.video === 'true' ? { video: true } : {}),
  // Handled here, so an id that names no customer shows the 404 inside the shell.
  notFoundComponent: NotFoundPage,
  loader: ({ context, params }) => requireCustomer(context.queryClient, params.id),
  component: function CustomerPage() {
    const customer = useCustomer(Route.useParams().id);
    const navigate = Route.useNavigate();
    return <CustomerRecord customer={customer} video={Route.useSearch().video === true} onVideo={(open) => void navigate({ search: open ? { video: true } : {} })} />;
  },
});
