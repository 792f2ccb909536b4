import { AppShell, Burger, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { NavGroupView } from './nav-types';
import { SideNav } from './side-nav';
import { UserMenu, type UserMenuProps } from './user-menu';

/** The system version shown in the shell (specification section 9). */
export const SYSTEM_VERSION = '1.2.18';

export type AppLayoutProps = {
  navGroups: NavGroupView[];
  companyDescription: string;
  user: UserMenuProps;
  children: ReactNode;
};

/** The signed-in shell: top bar, side navigation and the page. */
export function AppLayout({ navGroups, companyDescription, user, children }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Title order={1} size="h4">
              Digital Wallet
            </Title>
            <Text size="sm" c="gray.7" visibleFrom="md" truncate>
              {companyDescription}
            </Text>
          </Group>
          <UserMenu {...user} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow style={{ overflow: 'hidden' }}>
          <SideNav groups={navGroups} onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section>
          <Text size="xs" c="gray.7" px="sm" py={4}>
            System version {SYSTEM_VERSION}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
