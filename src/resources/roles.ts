/**
 * Roles (`/admin/roles`), which the API calls groups, one role's page with its permissions
 * (`/admin/roles/edit-role/:id?`), and the permissions enabled for the tenant (`/admin/roles/tenant-permissions`).
 */
import {
  addGroupPermissions,
  addTenantRoles,
  createGroup,
  deleteGroup,
  getGetGroupQueryKey,
  getGetGroupQueryOptions,
  getGetGroupSuspenseQueryOptions,
  getGetTenantRolesQueryKey,
  getGetTenantRolesQueryOptions,
  getListGroupsQueryKey,
  getListGroupsQueryOptions,
  removeGroupPermissions,
  removeTenantRoles,
  renameGroup,
} from '../../generated/hooks/groups/groups';
import type { GetTenantRolesResponse, Group, GroupInput, ListGroupsResponse } from '../../generated/hey-api/types.gen';
import { answerId, pageOf } from '../api/envelope';
import { plural } from '../components/crud/messages';
import { itemsFrom, optionsFrom, valueFrom } from '../components/crud/sources';
import { pageEntry } from '../auth/pages';
import type { AssignableItem, AssignmentDefinition, AssignmentQuestion, ResourceDefinition } from '../components/crud/types';
import { serverMessage } from './commission';
import { tenantQuery } from './session';
import { contractSchemas, listParams } from './shared';

/** How many permission codes a list cell names before "and N more". */
const CELL_CODES = 5;

/** A role's permission codes for a list cell: the first few, then how many more. */
export function permissionSummary(codes: readonly string[]): string {
  if (codes.length === 0) return 'None';
  const shown = codes.slice(0, CELL_CODES).join(', ');
  return codes.length > CELL_CODES ? `${shown} and ${codes.length - CELL_CODES} more` : shown;
}

/** What a role's delete confirmation tells: its members, and whether the signed-in user (with `myRoles`) is one. */
export function roleDependents(group: Pick<Group, 'name' | 'memberCount'>, myRoles: readonly string[]): string[] {
  const sentences: string[] = [];
  if (group.memberCount > 0) {
    const one = group.memberCount === 1;
    sentences.push(`${plural(group.memberCount, 'user')} ${one ? 'is a member' : 'are members'} of this role and ${one ? 'loses' : 'lose'} its permissions.`);
  }
  if (myRoles.includes(group.name)) sentences.push('You are a member of this role.');
  return sentences;
}

/** Who may change a role (rename it, give or take permissions): the spec's role_add or role_delete. */
export const ROLE_CHANGE = ['role_add', 'role_delete'] as const;

/** The tenant's permissions as choices named by their description (e.g. AUTHORIZATION: "Dual-control authorization requests"). */
const permissionNames = optionsFrom(getGetTenantRolesQueryOptions(), (raw: GetTenantRolesResponse) =>
  raw.data.assigned.map((permission) => ({ value: permission.name, label: permission.description ?? permission.name })),
);

export const rolesResource: ResourceDefinition<Group, GroupInput, ListGroupsResponse> = {
  id: 'roles',
  title: 'Roles',
  singular: 'Role',
  rowKey: (group) => String(group.id),
  describe: (group) => group.name,
  name: (group) => group.name,
  dependents: (group) => valueFrom(tenantQuery(), (raw) => roleDependents(group, raw.data.userInfo?.userRoles ?? [])),
  list: {
    query: (search) => getListGroupsQueryOptions(listParams(search)),
    select: pageOf,
    invalidates: getListGroupsQueryKey(),
  },
  columns: [
    { key: 'name', header: 'Role', sortable: true },
    { key: 'description', header: 'Description' },
    // The list names the first few codes; the view panel names every permission by its description.
    { key: 'permissions', header: 'Permissions', render: (group) => permissionSummary(group.permissions), labels: permissionNames },
    { key: 'memberCount', header: 'Members', format: 'count', sortable: true },
    { key: 'id', header: 'Role Id', hidden: true },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zGroupInput),
    fields: [{ name: 'name', label: 'Role Name', description: '2 to 50 characters: letters, digits, spaces, _ and -, starting with a letter' }],
    empty: { name: '' },
    fromRow: ({ name }) => ({ name }),
  },
  create: { run: (input) => createGroup(input), notice: 'New Group added Successfully' },
  update: { run: (group, input) => renameGroup(group.id, input), notice: 'Group Info Updated' },
  remove: { run: (group) => deleteGroup(group.id) },
  can: { create: 'role_add', update: ROLE_CHANGE, remove: 'role_delete' },
  pages: {
    add: { to: '/admin/roles/edit-role' },
    edit: (group) => ({ to: '/admin/roles/edit-role/$id', params: { id: String(group.id) } }),
  },
};

/** One role, for its page. */
export const roleQuery = (id: number) => getGetGroupSuspenseQueryOptions(id, { query: { select: (raw): Group => raw.data } });

/** The tenant's enabled role permissions with their descriptions: what roles and users can be given. */
export const tenantPermissions = () =>
  itemsFrom(getGetTenantRolesQueryOptions(), (raw: GetTenantRolesResponse) =>
    raw.data.assigned.map((permission) => ({ value: permission.name, label: permission.name, description: permission.description })),
  );

/** A role's permissions, given and taken away one move at a time. */
export function rolePermissionsAssignment(id: number): AssignmentDefinition {
  return {
    title: 'Permissions',
    availableTitle: 'Available permissions',
    assignedTitle: 'Permissions of the role',
    all: tenantPermissions(),
    assigned: itemsFrom(getGetGroupQueryOptions(id), (raw) => raw.data.permissions.map((code) => ({ value: code, label: code }))),
    assign: { run: (codes) => addGroupPermissions(id, codes), notice: 'Permission Added' },
    remove: { run: (codes) => removeGroupPermissions(id, codes), notice: 'Permission Removed' },
    invalidates: [getListGroupsQueryKey(), getGetGroupQueryKey(id)],
  };
}

/** The id of the role the add form created (from the answer of `createGroup`), or null. */
export function createdRoleId(result: unknown): number | null {
  const id = answerId(result);
  return typeof id === 'number' ? id : null;
}

/** A permission of the tenant's lists as a transfer-list item: the code, with what it allows beneath. */
const permissionItem = (permission: { name: string; description?: string }) => ({ value: permission.name, label: permission.name, description: permission.description });

/** What enabling and withdrawing a tenant's role permission need. */
const ENABLE = 'role_add';
const WITHDRAW = 'role_delete';

/** The permissions the tenant's own page depends on, and for what. */
const TENANT_PAGE_NEEDS: Readonly<Record<string, string>> = {
  [pageEntry('tenant-permissions').permission ?? '']: 'opening this page',
  [ENABLE]: 'enabling permissions here',
  [WITHDRAW]: 'withdrawing permissions here',
};

/**
 * The question before withdrawing permissions from the tenant: which, that every role and user
 * holding them loses them (the page reads no role's or user's permissions, so it cannot count
 * them), and whether this page or the signed-in user depends on one.
 */
export function withdrawQuestion(items: readonly AssignableItem[], held: ReadonlySet<string>): AssignmentQuestion {
  const names = items.map((item) => (item.description ? `${item.label} (${item.description})` : item.label));
  const one = items.length === 1;
  const warnings = items.flatMap((item) => [
    ...(TENANT_PAGE_NEEDS[item.value] ? [`This page needs ${item.value} for ${TENANT_PAGE_NEEDS[item.value]}: once it is withdrawn, no role or user can be given it.`] : []),
    ...(held.has(item.value) ? [`You hold ${item.value}: you lose it too, with the screens and actions it opens to you.`] : []),
  ]);
  return {
    title: one ? `Withdraw ${items[0]?.label ?? ''} from the tenant?` : `Withdraw ${plural(items.length, 'permission')} from the tenant?`,
    message: `${names.join(', ')} ${one ? 'is' : 'are'} withdrawn from the tenant: every role and user that has ${one ? 'it loses it' : 'them loses them'}.`,
    warnings,
    confirmLabel: 'Withdraw',
  };
}

/**
 * The role permissions enabled for the tenant (what roles and users can be given) and the others it could
 * enable: enabling takes role_add, withdrawing role_delete (asked first: it reaches every role and
 * user); the server's message is the notice.
 */
export const tenantPermissionsAssignment: AssignmentDefinition = {
  title: 'Tenant role permissions',
  availableTitle: 'Available permissions',
  assignedTitle: 'Enabled for the tenant',
  all: itemsFrom(getGetTenantRolesQueryOptions(), (raw: GetTenantRolesResponse) => [...raw.data.assigned, ...raw.data.available].map(permissionItem)),
  assigned: itemsFrom(getGetTenantRolesQueryOptions(), (raw: GetTenantRolesResponse) => raw.data.assigned.map(permissionItem)),
  assign: { run: (codes) => addTenantRoles(codes), notice: serverMessage },
  remove: { run: (codes) => removeTenantRoles(codes), notice: serverMessage, confirm: withdrawQuestion },
  words: { assign: 'Enable', remove: 'Withdraw' },
  can: { assign: ENABLE, remove: WITHDRAW },
  invalidates: [getGetTenantRolesQueryKey(), getListGroupsQueryKey()],
};
