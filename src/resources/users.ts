/** System users (`/admin/users`) and one user's page with their roles and groups (`/admin/users/edit-user/:id?`). */
import { getListBanksQueryOptions } from '../../generated/hooks/banks/banks';
import { getListBranchOptionsQueryOptions } from '../../generated/hooks/configs/configs';
import { getListGroupsQueryOptions } from '../../generated/hooks/groups/groups';
import {
  assignUserGroups,
  assignUserRoles,
  createUser,
  deleteUser,
  getGetUserGroupsQueryOptions,
  getGetUserQueryKey,
  getGetUserSuspenseQueryOptions,
  getGetUserRolesQueryOptions,
  getListUsersQueryKey,
  getListUsersQueryOptions,
  getUserByNic,
  removeUserGroups,
  removeUserRoles,
  resetUserOtp,
  resetUserPassword,
  updateUser,
} from '../../generated/hooks/users/users';
import type { ListUsersResponse, SystemUser, SystemUserInput } from '../../generated/hey-api/types.gen';
import { answerId, pageOf } from '../api/envelope';
import { isNotFound } from '../api/errors';
import { STATE_COLOR } from '../components/crud/status';
import { itemsFrom, optionsFrom } from '../components/crud/sources';
import type { AssignmentDefinition, FormValues, ListSearch, ResourceDefinition } from '../components/crud/types';
import { tenantPermissions } from './roles';
import { ALL_ROWS, contractSchemas, searchText } from './shared';

/** The user list pages by offset: page 1 of 10 is first 0, max 10 (specification section 9). */
export function userListParams(search: ListSearch) {
  return { first: (search.page - 1) * search.size, max: search.size, ...searchText(search) };
}

// Banks are BANK's area: a user without it sees a user's bank as its code.
const banks = optionsFrom(getListBanksQueryOptions(ALL_ROWS), (raw) => raw.data.data.map((bank) => ({ value: bank.bankCode, label: `${bank.bankName} (${bank.bankCode})` })), 'BANK');
const branchesOf = (values: FormValues) =>
  typeof values.bankCode === 'string' && values.bankCode !== ''
    ? optionsFrom(getListBranchOptionsQueryOptions({ bankCode: values.bankCode }), (raw) =>
        raw.data.map((branch) => ({ value: branch.branchCode, label: `${branch.description} (${branch.branchCode})` })),
      )
    : null;

/** The details recorded for a NIC as form values, or null when nothing is recorded (404). */
export async function detailsForNic(nic: string): Promise<FormValues | null> {
  try {
    const { data } = await getUserByNic(nic);
    return { firstName: data.firstName, lastName: data.lastName, email: data.email ?? null, mobile: data.mobile ?? null };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A user who can sign in is active, one who cannot inactive, in the record statuses' colours. */
const ENABLED = { true: { label: 'Active', color: STATE_COLOR.positive }, false: { label: 'Inactive', color: STATE_COLOR.neutral } };

const fullName = (user: SystemUser) => `${user.firstName} ${user.lastName}`;

export const usersResource: ResourceDefinition<SystemUser, SystemUserInput, ListUsersResponse> = {
  id: 'users',
  title: 'Users',
  singular: 'User',
  rowKey: (user) => user.id,
  describe: (user) => `${fullName(user)} (${user.userName})`,
  list: {
    query: (search) => getListUsersQueryOptions(userListParams(search)),
    select: pageOf,
    invalidates: getListUsersQueryKey(),
  },
  columns: [
    { key: 'userName', header: 'User Name' },
    { key: 'firstName', header: 'Name', render: fullName, title: true },
    // Whoever may edit a user sees these in the form anyway, so may reveal them here.
    { key: 'email', header: 'Email', format: 'email', reveal: 'user_update', priority: 3 },
    { key: 'mobile', header: 'Mobile', hidden: true, format: 'mobile', reveal: 'user_update' },
    { key: 'nic', header: 'NIC', format: 'nic', reveal: 'user_update' },
    // Where a user works matters to the bank more than the masked email, which folds first.
    { key: 'userBranchDesc', header: 'Branch', priority: 1 },
    { key: 'groups', header: 'Groups' },
    { key: 'enabled', header: 'Status', format: 'status', statuses: ENABLED },
    { key: 'createdAt', header: 'Created', format: 'datetime' },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zSystemUserInput),
    fields: [
      {
        name: 'nic',
        description: '12 digits, or 9 digits followed by V or X. Look it up to fill the name and contact details.',
        lookup: { label: 'Look up', run: detailsForNic, notFound: (nic) => `Nothing is recorded for NIC ${nic}: fill in the details by hand.` },
        mask: { kind: 'nic', reveal: 'user_update' },
      },
      { name: 'userName', readOnlyOnEdit: true, description: 'Sign-in name: lower-case letters, digits and dots, e.g. nimal.perera' },
      { name: 'firstName', label: 'First Name' },
      { name: 'lastName', label: 'Last Name' },
      { name: 'email', description: 'Sign-in links and password resets are sent here' },
      { name: 'mobile', description: 'National format, e.g. 0771234567', mask: { kind: 'mobile', reveal: 'user_update' } },
      { name: 'bankCode', label: 'Bank', optionsFrom: banks },
      { name: 'branchCode', label: 'Branch', optionsFrom: branchesOf, description: 'Choose the bank first' },
      { name: 'enabled', label: 'Can sign in' },
    ],
    empty: { nic: '', userName: '', firstName: '', lastName: '', email: '', mobile: '', bankCode: '', branchCode: '', enabled: true },
    fromRow: ({ id: _id, userBranchDesc: _b, userRoles: _r, groups: _g, createdAt: _c, ...input }) => input,
  },
  // The Name row shows the whole name: its last part is not a row of its own further down.
  view: { omit: ['lastName'] },
  create: { run: (input) => createUser(input), notice: 'New User added Successfully' },
  update: { run: (user, input) => updateUser({ ...input, id: user.id }), notice: 'User Edited Successfully' },
  remove: { run: (user) => deleteUser({ id: user.id }) },
  actions: [
    {
      label: 'Reset Password',
      permission: 'user_update',
      confirm: {
        title: 'Reset Password',
        message: (user) => `E-mail ${fullName(user)} (${user.userName}) a link to set a new password at ${user.email}? The current password stops working once the new one is set.`,
        confirmLabel: 'Send reset e-mail',
      },
      run: (user) => resetUserPassword(user.id),
      notice: 'Password Reset Email Sent',
    },
    {
      label: 'Reset OTP',
      permission: 'user_update',
      confirm: {
        title: 'Reset OTP',
        message: (user) => `Clear the one-time-password device of ${fullName(user)} (${user.userName})? They enrol a device again at their next sign-in; an e-mail tells them how.`,
        confirmLabel: 'Reset OTP',
        danger: true,
      },
      run: (user) => resetUserOtp(user.id),
      notice: 'Otp Reset Email Sent',
    },
  ],
  can: { create: 'user_add', update: 'user_update', remove: 'user_delete' },
  pages: {
    add: { to: '/admin/users/edit-user' },
    edit: (user) => ({ to: '/admin/users/edit-user/$id', params: { id: user.id } }),
  },
};

/**
 * The user list for the signed-in user `me` (their user name): their own row offers no password or
 * OTP reset, and its delete is refused with the reason, since each would lock them out.
 */
export function usersResourceFor(me: string): ResourceDefinition<SystemUser, SystemUserInput, ListUsersResponse> {
  const other = (user: SystemUser) => user.userName !== me;
  const { remove } = usersResource;
  return {
    ...usersResource,
    actions: usersResource.actions?.map((action) => ({ ...action, when: other })),
    remove: remove && {
      ...remove,
      refusal: (user) => (other(user) ? null : 'This is your own account: deleting it would sign you out for good. Another administrator can delete it if it is no longer needed.'),
    },
  };
}

/** One user, for their page. */
export const userQuery = (id: string) => getGetUserSuspenseQueryOptions(id, { query: { select: (raw): SystemUser => raw.data } });

/** A user's roles (realm roles: the tenant's enabled permissions), given and taken away one move at a time. */
export function userRolesAssignment(id: string): AssignmentDefinition {
  return {
    title: 'Roles',
    availableTitle: 'Available roles',
    assignedTitle: 'Roles of the user',
    all: tenantPermissions(),
    assigned: itemsFrom(getGetUserRolesQueryOptions(id), (raw) => raw.data.assigned.map((code) => ({ value: code, label: code }))),
    assign: { run: (codes) => assignUserRoles(id, codes), notice: 'Role Added' },
    remove: { run: (codes) => removeUserRoles(id, codes), notice: 'Role Removed' },
    invalidates: [getListUsersQueryKey(), getGetUserQueryKey(id)],
  };
}

/** A user's groups (the roles of the Roles screen), joined and left one move at a time. */
export function userGroupsAssignment(id: string): AssignmentDefinition {
  return {
    title: 'Groups',
    availableTitle: 'Available groups',
    assignedTitle: 'Groups of the user',
    all: itemsFrom(getListGroupsQueryOptions(ALL_ROWS), (raw) => raw.data.data.map((group) => ({ value: String(group.id), label: group.name, description: group.description }))),
    assigned: itemsFrom(getGetUserGroupsQueryOptions(id), (raw) => raw.data.assigned.map((group) => ({ value: String(group.id), label: group.name }))),
    assign: { run: (ids) => assignUserGroups(id, ids.map(Number)), notice: 'Group Added' },
    remove: { run: (ids) => removeUserGroups(id, ids.map(Number)), notice: 'Group Removed' },
    invalidates: [getListUsersQueryKey(), getGetUserQueryKey(id)],
  };
}

/** The id of the user the add form created (from the answer of `createUser`), or null. */
export function createdUserId(result: unknown): string | null {
  const id = answerId(result);
  return typeof id === 'string' ? id : null;
}
