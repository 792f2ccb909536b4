// The operations of the development wallet API whose effect is more than a row's create, update
// or delete: dual control, assignments (a user's roles and groups, a group's and the tenant's
// permissions), status decisions, inbox replies, the dashboard's counts and the reports. Each is
// `(context) => answer`, keyed by operationId; records.mjs answers the rest.
import { answer, copy, createAnswer, declared, deleteAnswer, successExample, updateAnswer } from './records.mjs';

/** The collection (its list operation) a dual-control request's `module` changes. */
const MODULES = {
  bank: 'listBanks',
  fee: 'listFees',
  'transaction-limit': 'listTransactionLimits',
  merchant: 'listMerchants',
  'head-merchant': 'listHeadMerchants',
  user: 'listUsers',
  group: 'listGroups',
};
const PENDING = 25;
const ACCEPTED = 26;

/** The signed-in user's name, from the bearer token (not verified: Prism and this API trust the gate in front). */
export function userOf(headers) {
  const token = /^(?:Bearer|DPoP) (\S+)$/.exec(headers.authorization ?? '')?.[1] ?? '';
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return String(claims.preferred_username ?? claims.sub ?? 'operator');
  } catch {
    return 'operator';
  }
}

const now = () => new Date().toISOString();

/** The write plan of a collection: its create, update or delete operation. */
function writePlan(context, list, kind) {
  return [...context.plans.values()].find((plan) => plan.kind === kind && plan.collection?.id === list && !plan.explicit.keyFrom && plan.explicit.collection === undefined);
}

/** Applies an accepted dual-control request to the record it names. */
function applyRequest(context, request) {
  const list = MODULES[request.module];
  if (!list) return;
  let values;
  try {
    values = JSON.parse(request.params);
  } catch {
    return;
  }
  const kind = request.action === 'CREATE' ? 'create' : request.action === 'DELETE' ? 'delete' : 'update';
  const plan = writePlan(context, list, kind) ?? writePlan(context, list, 'update');
  if (!plan) return;
  const params = Object.fromEntries((plan.keyParams ?? []).map((param, index) => [param, String(values[plan.keyFields[index]] ?? values[param] ?? '')]));
  const call = { ...context.request, params, query: {}, body: values, headers: { ...context.request.headers, 'if-match': undefined } };
  if (kind === 'create') createAnswer(plan, context.data, call);
  else if (kind === 'delete') deleteAnswer(plan, context.data, call);
  else updateAnswer(plan, context.data, call, values);
}

/** Moves names between an `available` and an `assigned` list (a tenant's or a user's permissions). */
function move(lists, names, to) {
  const from = to === 'assigned' ? 'available' : 'assigned';
  const sameName = (item, name) => (typeof item === 'string' ? item : item.name) === name;
  for (const name of names) {
    const at = lists[from].findIndex((item) => sameName(item, name));
    if (at >= 0 && !lists[to].some((item) => sameName(item, name))) lists[to].push(lists[from].splice(at, 1)[0]);
  }
}

/** The tenant's permissions: `available` and `assigned`, seeded from the contract's example. */
function tenantRoles(context) {
  context.data.facts.tenantRoles ??= copy(context.examples.getTenantRoles?.data ?? { available: [], assigned: [] });
  return context.data.facts.tenantRoles;
}

/** The tenant's password policies: `passwordPoliciesAvailable` and `passwordPoliciesAssigned`, seeded from the contract's example. */
function passwordPolicy(context) {
  context.data.facts.passwordPolicy ??= copy(context.examples.getPasswordPolicy?.data ?? { passwordPoliciesAvailable: [], passwordPoliciesAssigned: [] });
  return context.data.facts.passwordPolicy;
}

const rowsOf = (context, list) => context.data.rows(list);
const userRow = (context) => rowsOf(context, 'listUsers').find((user) => String(user.id) === String(context.request.params.id));
const groupRow = (context, id) => rowsOf(context, 'listGroups').find((group) => String(group.id) === String(id));

/**
 * Sets a group's permissions on its row, where the role list reads them too (a new row object:
 * what is kept per row follows the change).
 */
function setGroupPermissions(context, id, change) {
  const rows = rowsOf(context, 'listGroups');
  const at = rows.findIndex((group) => String(group.id) === String(id));
  rows[at] = { ...rows[at], permissions: change(rows[at].permissions ?? []) };
  context.data.touch('listGroups', [String(rows[at].id)]);
}

const permissions = (count) => `${count} role permission${count === 1 ? '' : 's'}`;

/** A success answer whose example says a message, with the message told as it happened. */
const told = (context, message) => {
  const body = successExample(context.plan) ?? {};
  if (body.data && typeof body.data === 'object' && 'message' in body.data) body.data.message = message;
  return answer(context.plan.success.status, body);
};

/** Sets fields of a row of a collection named by the operation's `{id}` (a decision on a queue's request). */
function decide(context, list, changes) {
  const plan = { ...context.plan, kind: 'update', collection: context.collections.get(list), keyParams: [Object.keys(context.request.params).at(-1)], keyFields: context.collections.get(list).keyFields };
  return updateAnswer(plan, context.data, context.request, changes);
}

/** The inbox messages' conversations, each seeded with the message itself (and the example's conversation for its message). */
function history(context, id) {
  context.data.facts.inboxHistory ??= {};
  const all = context.data.facts.inboxHistory;
  if (!all[id]) {
    const message = rowsOf(context, 'listInboxMessages').find((row) => String(row.id) === String(id));
    const example = context.examples.getInboxHistory?.data ?? [];
    const replyExample = context.examples.replyToInboxMessage;
    if (replyExample && String(replyExample.inboxId) === String(id)) all[id] = copy(example);
    else {
      let body = message?.subject ?? '';
      try {
        body = JSON.parse(message?.message ?? '{}').body ?? body;
      } catch {
        // a message that is not JSON is its own text
        body = message?.message ?? body;
      }
      all[id] = message ? [{ id: Number(id) * 10, direction: 'IN', body, sentBy: message.customerUserName, sentAt: message.receivedAt }] : [];
    }
  }
  return all[id];
}

const count = (rows, test) => rows.filter(test).length;

/** @type {Record<string, (context: object) => { status: number, body: unknown, headers?: object }>} */
export const ACTIONS = {
  decideAuthorizationRequest(context) {
    const { body } = context.request;
    const rows = rowsOf(context, 'listAuthorizationRequests');
    const at = rows.findIndex((row) => row.id === body.id);
    if (at < 0) return declared(context.plan, 404, 'Record not found');
    const request = rows[at];
    if (request.statusId !== PENDING) return declared(context.plan, 409, 'This request was already decided');
    if (request.requestedBy === userOf(context.request.headers)) return declared(context.plan, 403, 'Forbidden Action');
    rows[at] = { ...request, statusId: body.statusId, checkedBy: userOf(context.request.headers), checkedAt: now(), ...('reason' in request && body.reason ? { reason: body.reason } : {}) };
    context.data.touch('listAuthorizationRequests', [String(request.id)]);
    if (body.statusId === ACCEPTED) applyRequest(context, request);
    return answer(context.plan.success.status, successExample(context.plan) ?? {});
  },

  getTenantRoles(context) {
    return answer(200, { data: copy(tenantRoles(context)) });
  },
  addTenantRoles(context) {
    move(tenantRoles(context), context.request.body ?? [], 'assigned');
    return told(context, `${permissions((context.request.body ?? []).length)} added to tenant ${context.tenant}`);
  },
  removeTenantRoles(context) {
    move(tenantRoles(context), context.request.body ?? [], 'available');
    return told(context, `${permissions((context.request.body ?? []).length)} removed from tenant ${context.tenant}`);
  },

  getPasswordPolicy(context) {
    return answer(200, { data: copy(passwordPolicy(context)) });
  },
  updatePasswordPolicy(context) {
    // The whole assigned list is sent: what it leaves out is available again, without a value.
    const policy = passwordPolicy(context);
    const assigned = copy(context.request.body ?? []);
    const names = new Set(assigned.map((each) => each.realmName));
    const known = [...policy.passwordPoliciesAvailable, ...policy.passwordPoliciesAssigned];
    policy.passwordPoliciesAvailable = known.filter((each) => !names.has(each.realmName)).map((each) => ({ ...each, value: null }));
    policy.passwordPoliciesAssigned = assigned;
    return answer(context.plan.success.status, successExample(context.plan) ?? {});
  },

  getUserRoles(context) {
    const user = userRow(context);
    if (!user) return declared(context.plan, 404, 'User not found');
    const assigned = [...(user.userRoles ?? [])];
    const tenant = tenantRoles(context).assigned.map((role) => role.name);
    return answer(200, { data: { available: tenant.filter((name) => !assigned.includes(name)), assigned } });
  },
  assignUserRoles(context) {
    const user = userRow(context);
    if (!user) return declared(context.plan, 404, 'User not found');
    user.userRoles = [...new Set([...(user.userRoles ?? []), ...(context.request.body ?? [])])];
    context.data.touch('listUsers', [String(user.id)]);
    return answer(context.plan.success.status, successExample(context.plan) ?? {});
  },
  removeUserRoles(context) {
    const user = userRow(context);
    if (!user) return declared(context.plan, 404, 'User not found');
    user.userRoles = (user.userRoles ?? []).filter((name) => !(context.request.body ?? []).includes(name));
    context.data.touch('listUsers', [String(user.id)]);
    return answer(context.plan.success.status, successExample(context.plan) ?? {});
  },
  getUserGroups(context) {
    const user = userRow(context);
    if (!user) return declared(context.plan, 404, 'User not found');
    const groups = rowsOf(context, 'listGroups').map((group) => ({ id: group.id, name: group.name }));
    const mine = user.groups ?? [];
    return answer(200, { data: { available: groups.filter((group) => !mine.includes(group.name)), assigned: groups.filter((group) => mine.includes(group.name)) } });
  },
  assignUserGroups(context) {
    const user = userRow(context);
    if (!user) return declared(context.plan, 404, 'User not found');
    const names = (context.request.body ?? []).map((id) => groupRow(context, id)?.name).filter(Boolean);
    user.groups = [...new Set([...(user.groups ?? []), ...names])];
    context.data.touch('listUsers', [String(user.id)]);
    return answer(context.plan.success.status, successExample(context.plan) ?? {});
  },
  removeUserGroups(context) {
    const user = userRow(context);
    if (!user) return declared(context.plan, 404, 'User not found');
    const names = (context.request.body ?? []).map((id) => groupRow(context, id)?.name);
    user.groups = (user.groups ?? []).filter((name) => !names.includes(name));
    context.data.touch('listUsers', [String(user.id)]);
    return answer(context.plan.success.status, successExample(context.plan) ?? {});
  },

  getGroup(context) {
    const group = groupRow(context, context.request.params.id);
    if (!group) return declared(context.plan, 404, 'Group not found');
    const members = count(rowsOf(context, 'listUsers'), (user) => (user.groups ?? []).includes(group.name));
    return answer(200, { data: { ...copy(group), permissions: [...(group.permissions ?? [])], memberCount: members } });
  },
  addGroupPermissions(context) {
    const id = context.request.params.groupId;
    if (!groupRow(context, id)) return declared(context.plan, 404, 'Group not found');
    setGroupPermissions(context, id, (permissions) => [...new Set([...permissions, ...(context.request.body ?? [])])]);
    return answer(context.plan.success.status, successExample(context.plan) ?? {});
  },
  removeGroupPermissions(context) {
    const id = context.request.params.groupId;
    if (!groupRow(context, id)) return declared(context.plan, 404, 'Group not found');
    setGroupPermissions(context, id, (permissions) => permissions.filter((name) => !(context.request.body ?? []).includes(name)));
    return answer(context.plan.success.status, successExample(context.plan) ?? {});
  },

  updateMerchantRequest(context) {
    const { action, remark, userId } = context.request.body ?? {};
    const result = decide(context, 'listMerchantRequests', { status: action === 'APPROVE' ? 'APPROVED' : 'REJECTED', remark: remark ?? null });
    // An approved request makes its wallet user a merchant at once (the console says so).
    const customers = rowsOf(context, 'listCustomers');
    const at = customers.findIndex((customer) => String(customer.userId) === String(userId));
    if (result.status < 300 && action === 'APPROVE' && at >= 0) {
      customers[at] = { ...customers[at], merchantStatusId: 1 };
      context.data.touch('listCustomers', [String(customers[at].customerId)]);
    }
    return result;
  },
  completeBankServiceRequest(context) {
    return decide(context, 'listBankServiceRequests', { status: 'COMPLETE', completedAt: now() });
  },
  reprocessRecurringPayment(context) {
    return decide(context, 'listRecurringPayments', { statusId: context.request.body?.statusId ?? 1 });
  },

  getInboxHistory(context) {
    const { id } = context.request.params;
    if (!rowsOf(context, 'listInboxMessages').some((row) => String(row.id) === String(id))) return declared(context.plan, 404, 'Message not found');
    return answer(200, { data: copy(history(context, id)) });
  },
  replyToInboxMessage(context) {
    const { inboxId } = context.request.params;
    const messages = rowsOf(context, 'listInboxMessages');
    const at = messages.findIndex((row) => String(row.id) === String(inboxId));
    if (at < 0) return declared(context.plan, 404, 'Message not found');
    const message = messages[at];
    const conversation = history(context, inboxId);
    conversation.push({ id: Math.max(0, ...conversation.map((entry) => Number(entry.id) || 0)) + 1, direction: 'OUT', body: context.request.body?.body ?? '', sentBy: userOf(context.request.headers), sentAt: now() });
    // A new row object: what is kept per row (its search text) follows the change.
    messages[at] = { ...message, status: 'REPLIED' };
    context.data.touch('listInboxMessages', [String(message.id)]);
    return answer(context.plan.success.status, { ...(successExample(context.plan) ?? {}), ...copy(context.request.body ?? {}) });
  },

  getDashboard(context) {
    const body = successExample(context.plan);
    const rows = (list) => rowsOf(context, list);
    const waiting = {
      pendingAuthorizations: count(rows('listAuthorizationRequests'), (row) => row.statusId === PENDING),
      unreadInboxMessages: count(rows('listInboxMessages'), (row) => row.status === 'NEW'),
      openDisputes: count(rows('listDisputes'), (row) => row.disputeStatusId === 31),
      pendingBankServiceRequests: count(rows('listBankServiceRequests'), (row) => row.status === 'PENDING'),
      pendingCreditCardApplications: count(rows('listCreditCardApplications'), (row) => row.status === 'PENDING' || row.status === 'IN_REVIEW'),
      pendingCardBlockRequests: count(rows('listCardBlockRequests'), (row) => row.status === 'PENDING'),
      pendingMerchantRequests: count(rows('listMerchantRequests'), (row) => row.status === 'PENDING'),
      failedRecurringPayments: count(rows('listRecurringPayments'), (row) => row.statusId === 4),
    };
    const summary = body.data.notificationSummary;
    Object.assign(summary, waiting, { total: Object.values(waiting).reduce((sum, value) => sum + value, 0) });
    // The merchant figures are the stored merchants', all of them: a count taken from the data
    // beside a breakdown from the example would contradict itself on one card.
    const merchants = rows('listMerchants');
    Object.assign(body.data.merchantSummary, {
      pendingMerchantRequests: waiting.pendingMerchantRequests,
      merchants: merchants.length,
      activeMerchants: count(merchants, (row) => row.statusId === 1),
      inactiveMerchants: count(merchants, (row) => row.statusId === 2),
      pendingMerchants: count(merchants, (row) => row.statusId === 3),
      headMerchants: rows('listHeadMerchants').length,
      terminals: rows('listTerminals').length,
    });
    return answer(200, body);
  },

  listMerchantDropdownOptions(context) {
    // The cascade's steps from the stored head merchants, merchants and terminals.
    const { type, id } = context.request.query;
    const options =
      type === 'heads' ? rowsOf(context, 'listHeadMerchants').map((head) => ({ value: String(head.id), label: head.name }))
      : type === 'merchants' ? rowsOf(context, 'listMerchants').filter((merchant) => String(merchant.headMerchantId) === String(id)).map((merchant) => ({ value: merchant.mid, label: merchant.name }))
      : rowsOf(context, 'listTerminals').filter((terminal) => terminal.merchantId === id).map((terminal) => ({ value: terminal.terminalCode, label: `${terminal.terminalCode} - ${terminal.location}` }));
    return answer(200, { data: options });
  },

  getMerchantReport(context) {
    // The report's rows are the merchants as stored, with their figures where the example has them.
    const figures = new Map((context.examples.getMerchantReport?.data?.data ?? []).map((row) => [row.mid, row]));
    const report = rowsOf(context, 'listMerchants').map((merchant) => ({
      ...(figures.get(merchant.mid) ?? { txCount: 0, txVolume: '0.00', commissionAmount: '0.00', lastTxAt: null }),
      mid: merchant.mid,
      name: merchant.name,
      headMerchantId: merchant.headMerchantId,
      headMerchantName: merchant.headMerchantName,
      statusId: merchant.statusId,
    }));
    return context.listOf('getMerchantReport', report);
  },
};

/**
 * Fields a row shows of another record (a merchant's head merchant's name), set again whenever the
 * row is written, so a new or edited row never shows the name of the example it was made from.
 * @type {Record<string, (row: object, data: import('./store.mjs').TenantData) => object>}
 */
export const DERIVED = {
  listMerchants: (row, data) => {
    const head = data.rows('listHeadMerchants').find((each) => String(each.id) === String(row.headMerchantId));
    return head ? { headMerchantName: head.name } : {};
  },
  listUsers: (row, data) => {
    const bank = data.rows('listBanks').find((each) => each.bankCode === row.bankCode);
    const branch = data.rows('listBranches').find((each) => each.bankCode === row.bankCode && each.branchCode === row.branchCode);
    return bank && branch ? { userBranchDesc: `${bank.bankName} — ${branch.branchName}` } : {};
  },
};

/** Downloads refused over this many rows, as the catalogue says. */
export const REPORT_LIMIT = 500;

/** The list each report download counts (412 over the limit). */
export const DOWNLOAD_ROWS = {
  downloadRemittanceReport: 'listRemittanceTransactions',
  downloadCustomerReport: 'getCustomerReport',
  downloadMerchantReport: 'listMerchants',
  downloadRegistrationReport: 'getRegistrationReport',
  downloadSummaryReport: 'getSummaryReport',
  downloadYearSummaryReport: 'getYearSummaryReport',
  downloadCribReport: 'listServiceRequests',
  downloadTerminationRequestReport: 'listServiceRequests',
};

