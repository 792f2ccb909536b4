import { AppShell, Burger, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import classes from './app-layout.module.css';
import type { NavGroupView } from './nav-types';
import { PageDeviations } from './page-deviations';
import { PaletteButton } from './palette-button';
import type { PaletteScreen, RecordFinder } from './palette-types';
import { SideNav } from './side-nav';
import { UserMenu, type UserMenuProps } from './user-menu';

/** The system version shown in the shell (specification section 9). */
export const SYSTEM_VERSION = '1.2.18';

export type AppLayoutProps = {
  navGroups: NavGroupView[];
  companyDescription: string;
  user: UserMenuProps;
  /** The records the command palette can open by key, for this user (without it the palette offers screens only). */
  finders?: () => Promise<readonly RecordFinder[]>;
  children: ReactNode;
};

/** The id of the page's main region, the skip link's target. */
const MAIN_ID = 'main-content';

const NO_FINDERS = () => Promise.resolve([]);

/** The palette's screens: the dashboard, the user's menu and their profile. */
function paletteScreens(groups: NavGroupView[]): PaletteScreen[] {
  return [
    { id: 'dashboard', title: 'Dashboard', group: 'Home', to: '/admin/dashboard' },
    ...groups.flatMap((group) => group.items.map((item) => ({ id: item.id, title: item.title, group: group.title, to: item.to }))),
    { id: 'profile', title: 'Profile', group: 'Your account', to: '/admin/profile' },
  ];
}

/** The signed-in shell: top bar, side navigation and the page. */
export function AppLayout({ navGroups, companyDescription, user, finders = NO_FINDERS, children }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const screens = useMemo(() => paletteScreens(navGroups), [navGroups]);
  const main = useRef<HTMLElement>(null);
  // The page's region takes the focus itself: the address's fragment would be a navigation for the router.
  const skipToMain = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };
  return (
    // The start-up script's frame (showConsoleFrame, start-page.css) has these sizes: change both.
    <AppShell header={{ height: 60 }} navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      {/* Before the top bar and the menu (25 and more links): the keyboard's first stop. */}
      <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skipToMain}>
        Skip to main content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Title order={1} size="h4">
              Digital Wallet
            </Title>
            <Text size="sm" c="dimmed" visibleFrom="md" truncate>
              {companyDescription}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <PaletteButton screens={screens} finders={finders} />
            <UserMenu {...user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow style={{ overflow: 'hidden' }}>
          <SideNav groups={navGroups} onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section>
          <Text size="xs" c="dimmed" px="sm" py={4}>
            System version {SYSTEM_VERSION}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main ref={main} id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <PageDeviations />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
