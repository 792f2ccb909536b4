import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { useOpenedOnce } from '../opened-once';
import type { NavGroupView } from './nav-types';

/**
 * How long a pointer or the keyboard focus stays on a menu item before its screen is preloaded:
 * tabbing through the menu passes each item sooner, so it starts no list request per item passed.
 */
export const MENU_PRELOAD_DELAY_MS = 300;

/** The side navigation: server-provided groups, each item a link preloading on a hover or focus that stays. */
export const SideNav = memo(function SideNav({ groups, onNavigate }: { groups: NavGroupView[]; onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <ScrollArea component="nav" aria-label="Main navigation" h="100%">
      <NavLink component={Link} to="/admin/dashboard" preloadDelay={MENU_PRELOAD_DELAY_MS} label="Dashboard" active={pathname === '/admin/dashboard'} onClick={onNavigate} />
      {groups.map((group) => (
        <NavGroup key={group.id} group={group} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </ScrollArea>
  );
});

/**
 * A menu group, open when it holds the current screen: at first, and whenever the console moves
 * into it (a link on a page, the command palette, the back button); the operator may close it.
 * Its links are rendered once it is first opened: a closed group's items are not shown, and the
 * menu has some 50 of them.
 */
function NavGroup({ group, pathname, onNavigate }: { group: NavGroupView; pathname: string; onNavigate?: () => void }) {
  const holds = group.items.some((item) => pathname.startsWith(item.to));
  const [opened, setOpened] = useState(holds);
  const [held, setHeld] = useState(holds);
  // Moving into the group opens it (state adjusted while rendering, React's way for a change of a prop).
  if (holds !== held) {
    setHeld(holds);
    if (holds) setOpened(true);
  }
  const mounted = useOpenedOnce(opened);
  // The item whose address is the longest start of the current one: on /admin/roles/tenant-permissions that page's item, not Roles.
  const current = group.items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .reduce<string | null>((best, item) => (best === null || item.to.length > best.length ? item.to : best), null);
  return (
    // An empty list still makes the NavLink a group that opens.
    <NavLink label={group.title} opened={opened} onChange={setOpened} childrenOffset={12}>
      {mounted
        ? group.items.map((item) => (
            <NavLink
              key={item.id}
              component={Link}
              to={item.to}
              preload="intent"
              preloadDelay={MENU_PRELOAD_DELAY_MS}
              label={item.title}
              active={item.to === current}
              // The router marks every link whose address starts the current one as the page (aria-current):
              // only the current item may match that loosely, so one item is the page.
              activeOptions={{ exact: item.to !== current }}
              onClick={onNavigate}
            />
          ))
        : []}
    </NavLink>
  );
}
