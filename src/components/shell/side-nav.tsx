import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { memo } from 'react';
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
      {groups.map((group) => {
        const open = group.items.some((item) => pathname.startsWith(item.to));
        return (
          <NavLink key={group.id} label={group.title} defaultOpened={open} childrenOffset={12}>
            {group.items.map((item) => (
              <NavLink
                key={item.id}
                component={Link}
                to={item.to}
                preload="intent"
                preloadDelay={MENU_PRELOAD_DELAY_MS}
                label={item.title}
                active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        );
      })}
    </ScrollArea>
  );
});
