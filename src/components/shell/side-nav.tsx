import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { NavGroupView } from './nav-types';

/** The side navigation: server-provided groups, each item a preloading link. */
export function SideNav({ groups, onNavigate }: { groups: NavGroupView[]; onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <ScrollArea component="nav" aria-label="Main navigation" h="100%">
      <NavLink component={Link} to="/admin/dashboard" label="Dashboard" active={pathname === '/admin/dashboard'} onClick={onNavigate} />
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
}
