import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { faqsResource } from '../../../resources/other-config';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/faq-mgt')({
  ...listPage('faq-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, faqsResource, deps.search),
  component: function Faqs() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={faqsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
