import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { PasswordPolicyEditor } from '../../../components/settings/password-policy-editor';
import { passwordPolicySource } from '../../../resources/catalogue';
import { page } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/password-policy')({
  ...page('password-policy'),
  loader: ({ context }) => loadList(context.queryClient, passwordPolicySource.query),
  component: function PasswordPolicy() {
    return <PasswordPolicyEditor title="Password Policy" source={passwordPolicySource} />;
  },
});
