import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { PasswordPolicyEditor } from '../../../components/settings/password-policy-editor';
import { passwordPolicySource } from '../../../resources/catalogue';
import { requirePage } from '../../../resources/session';

export const Route = createFileRoute('/admin/config-mgt/password-policy')({
  staticData: { title: 'Password Policy', heading: 'Password Policy' },
  beforeLoad: requirePage('password-policy', 'Password Policy'),
  loader: ({ context }) => loadList(context.queryClient, passwordPolicySource.query),
  component: function PasswordPolicy() {
    return <PasswordPolicyEditor title="Password Policy" source={passwordPolicySource} />;
  },
});
