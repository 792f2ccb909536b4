import { ActionIcon, Avatar, Group, Menu, Modal, Text, UnstyledButton, useMantineColorScheme, VisuallyHidden, type MantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingBank, IconCheck, IconChevronDown, IconDeviceDesktop, IconLogout, IconMoon, IconShieldCheck, IconSun, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useOpenedOnce } from '../opened-once';
import { UserPlacement } from './user-placement';

export type UserMenuProps = {
  /** Capitalised given name. */
  givenName: string;
  userName: string;
  branch: string;
  roles: string[];
  onSignOut: () => void;
};

/** The colour schemes a person can choose; System follows the operating system's setting. */
const SCHEMES: { value: MantineColorScheme; label: string; icon: typeof IconSun }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'System', icon: IconDeviceDesktop },
];

/** The top bar's user menu (Profile, User Branch, User Role, the colour scheme, Sign Out) and logout button. */
export const UserMenu = memo(function UserMenu({ givenName, userName, branch, roles, onSignOut }: UserMenuProps) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [branchOpen, branchModal] = useDisclosure(false);
  const [roleOpen, roleModal] = useDisclosure(false);
  const branchMounted = useOpenedOnce(branchOpen);
  const roleMounted = useOpenedOnce(roleOpen);
  return (
    <Group gap="xs" wrap="nowrap">
      <Menu position="bottom-end" width={220} withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton aria-label={`User menu for ${givenName}`}>
            <Group gap={8} wrap="nowrap">
              <Avatar color="indigo" radius="xl" size={34} aria-hidden>
                {givenName.charAt(0)}
              </Avatar>
              <Text fw={600} size="sm" visibleFrom="xs">
                {givenName}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{userName}</Menu.Label>
          <Menu.Item component={Link} to="/admin/profile" leftSection={<IconUser size={16} />}>
            Profile
          </Menu.Item>
          <Menu.Item leftSection={<IconBuildingBank size={16} />} onClick={branchModal.open}>
            User Branch
          </Menu.Item>
          <Menu.Item leftSection={<IconShieldCheck size={16} />} onClick={roleModal.open}>
            User Role
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>Colour scheme</Menu.Label>
          {SCHEMES.map(({ value, label, icon: Icon }) => (
            <Menu.Item
              key={value}
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={colorScheme === value ? <IconCheck size={14} aria-hidden /> : null}
              onClick={() => setColorScheme(value)}
            >
              {label}
              {colorScheme === value && <VisuallyHidden> (chosen)</VisuallyHidden>}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item color="var(--mantine-color-error)" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
            Sign Out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* A native title, as every hint of the console (no floating layer in the shell). */}
      <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label="Log out" title="Sign Out" onClick={onSignOut}>
        <IconLogout size={20} />
      </ActionIcon>
      {branchMounted && (
        <Modal opened={branchOpen} onClose={branchModal.close} title="User Branch" closeButtonProps={{ 'aria-label': 'Close' }}>
          <UserPlacement branch={branch} roles={roles} show="branch" />
        </Modal>
      )}
      {roleMounted && (
        <Modal opened={roleOpen} onClose={roleModal.close} title="User Role" closeButtonProps={{ 'aria-label': 'Close' }}>
          <UserPlacement branch={branch} roles={roles} show="role" />
        </Modal>
      )}
    </Group>
  );
});
