import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { schemas } from '../../generated/hey-api/zod.gen';
import { ResourceForm } from '../../src/components/crud/resource-form';
import { ascending, atLeastOne, endNotBeforeStart, notInPast } from '../../src/components/crud/rules';
import type { FormValues, ResourceDefinition } from '../../src/components/crud/types';
import { resolveFields, validateForm } from '../../src/components/crud/zod-fields';
import { branchesResource } from '../../src/resources/banks';
import { bannersResource, expiryNotPast } from '../../src/resources/banners';
import { billProvidersResource, paymentRangeAscending } from '../../src/resources/bills';
import { promotionEndsAfterStart, promotionsResource } from '../../src/resources/catalogue';
import { commissionRangeAscending, commissionRatesResource, commissionSlabsResource, slabPriced, slabRangeAscending } from '../../src/resources/commission';
import { commonConfigsResource, feeRangeAscending, feesResource, limitsAscending, transactionLimitsResource } from '../../src/resources/other-config';
import { PINNED_NOW, pinDate } from './clock';

type AnyResource = ResourceDefinition<never, FormValues, never>;

/** Validates values with a definition's own schema, fields and rules, as its dialog and record page do. */
async function validate(resource: unknown, values: FormValues, mode: 'add' | 'edit' = 'add') {
  const form = (resource as AnyResource).form;
  if (!form) throw new Error('no form');
  const schema = await form.schema();
  const fields = resolveFields(schema, form.fields);
  return validateForm(schema, fields, values, { mode, ...(form.rules ? { rules: form.rules } : {}) });
}

const errorsOf = (result: Awaited<ReturnType<typeof validate>>) => (result.ok ? {} : result.errors);
// "Not in the past" reads today's date: the tests run on a pinned day.
const NOW = dayjs(PINNED_NOW);
beforeEach(() => {
  pinDate();
});
const today = NOW.format('YYYY-MM-DD');
const yesterday = NOW.subtract(1, 'day').format('YYYY-MM-DD');
const context = { mode: 'add' as const, label: (field: string) => field, today };

describe('rule builders', () => {
  it('ascending: equal is fine, a drop is refused under the later field; strict refuses equal', () => {
    const rule = ascending('r', ['a', 'b', 'c']);
    expect(rule.check({ a: '10.00', b: '10.00', c: '20.00' }, context)).toEqual({});
    expect(rule.check({ a: '30.00', b: '20.00', c: '25.00' }, context)).toEqual({ b: 'b cannot be less than a', c: 'c cannot be less than a' });
    expect(rule.check({ a: '10.00', c: '' }, context)).toEqual({});
    expect(ascending('s', ['a', 'b'], { strict: true }).check({ a: '5.00', b: '5.00' }, context)).toEqual({ b: 'b must be more than a' });
  });

  it('endNotBeforeStart, notInPast (on add only) and atLeastOne', () => {
    expect(endNotBeforeStart('r', 'from', 'to').check({ from: '2026-11-20', to: '2026-11-19' }, context)).toEqual({ to: 'to cannot be before from' });
    expect(endNotBeforeStart('r', 'from', 'to').check({ from: '2026-11-20', to: '2026-11-20' }, context)).toEqual({});
    expect(notInPast('r', 'day').check({ day: yesterday }, context)).toEqual({ day: 'day cannot be in the past' });
    expect(notInPast('r', 'day').check({ day: today }, context)).toEqual({});
    expect(notInPast('r', 'day').check({ day: yesterday }, { ...context, mode: 'edit' })).toEqual({});
    expect(atLeastOne('r', ['x', 'y']).check({}, context)).toEqual({ x: 'Enter x or y' });
    expect(atLeastOne('r', ['x', 'y']).check({ y: '1.00' }, context)).toEqual({});
  });
});

describe('rules declared beside the definitions', () => {
  const limit = { segmentCode: 'RETAIL', txTypeCode: 'P2P', dailyCount: 10, statusId: 1 };

  it('limitsAscending: per transaction <= daily <= monthly', async () => {
    expect(transactionLimitsResource.form?.rules).toContain(limitsAscending);
    expect(errorsOf(await validate(transactionLimitsResource, { ...limit, perTxLimit: '75,000', dailyLimit: '50000', monthlyLimit: '40000' }))).toEqual({
      dailyLimit: 'Daily Limit cannot be less than Per Transaction Limit',
      monthlyLimit: 'Monthly Limit cannot be less than Per Transaction Limit',
    });
    expect(await validate(transactionLimitsResource, { ...limit, perTxLimit: '50,000', dailyLimit: '100000', monthlyLimit: '500000.5' })).toEqual({
      ok: true,
      value: { ...limit, perTxLimit: '50000.00', dailyLimit: '100000.00', monthlyLimit: '500000.50' },
    });
  });

  it('amounts are never negative', async () => {
    expect(errorsOf(await validate(transactionLimitsResource, { ...limit, perTxLimit: '-5', dailyLimit: '10', monthlyLimit: '10' }))).toEqual({ perTxLimit: 'Per Transaction Limit cannot be negative' });
  });

  it('paymentRangeAscending: a bill provider takes min <= max', async () => {
    expect(billProvidersResource.form?.rules).toContain(paymentRangeAscending);
    const provider = { billProviderCode: 'CEB', billCategoryCode: 'ELEC', name: 'Ceylon Electricity Board', statusId: 1 };
    expect(errorsOf(await validate(billProvidersResource, { ...provider, minAmount: '5000', maxAmount: '100' }))).toEqual({ maxAmount: 'Max Amount cannot be less than Min Amount' });
  });

  it('feeRangeAscending: a percentage fee takes min <= max', async () => {
    expect(feesResource.form?.rules).toContain(feeRangeAscending);
    const fee = { chargeCode: 'P2P_PCT', description: 'Transfer fee', txTypeCode: 'P2P', feeType: 'PERCENTAGE', percentage: '1.25', statusId: 1 };
    expect(errorsOf(await validate(feesResource, { ...fee, minAmount: '500', maxAmount: '50' }))).toEqual({ maxAmount: 'Maximum Fee cannot be less than Minimum Fee' });
  });

  it('slabRangeAscending and slabPriced: from < to, and a rate or a flat amount', async () => {
    const slabs = commissionSlabsResource(1);
    expect(slabs.form?.rules).toEqual([slabRangeAscending, slabPriced]);
    expect(errorsOf(await validate(slabs, { commissionRateId: 1, fromAmount: '1000', toAmount: '1000' }))).toEqual({
      toAmount: 'To Amount must be more than From Amount',
      rate: 'Enter Rate or Flat Amount',
    });
    expect((await validate(slabs, { commissionRateId: 1, fromAmount: '0', toAmount: '1000', flatAmount: '10' })).ok).toBe(true);
  });

  it('commissionRangeAscending: min commission <= max commission', async () => {
    expect(commissionRatesResource.form?.rules).toContain(commissionRangeAscending);
    const profile = { description: 'Standard QR', commRateType: 'PERCENTAGE', txTypeCode: 'QRPAY', rate: '0.50', statusId: 1 };
    expect(errorsOf(await validate(commissionRatesResource, { ...profile, minAmount: '20', maxAmount: '10' }))).toEqual({ maxAmount: 'Max Commission cannot be less than Min Commission' });
  });

  it('promotionEndsAfterStart: an end date not before the start date', async () => {
    expect(promotionsResource.form?.rules).toContain(promotionEndsAfterStart);
    const promotion = { title: 'Year end', catCode: 'FOOD', discountType: 'PERCENTAGE', discountValue: '10.00', merchantIds: [], statusId: 1 };
    expect(errorsOf(await validate(promotionsResource, { ...promotion, startDate: '2026-12-10', endDate: '2026-12-01' }))).toEqual({ endDate: 'End Date cannot be before Start Date' });
  });

  it('expiryNotPast: a banner added with an expiry in the past is refused; an edit keeps its date', async () => {
    expect(bannersResource.form?.rules).toContain(expiryNotPast);
    const banner = { name: 'Year end', category: 'HOME', priority: 1, status: 1, file: new File(['x'], 'b.png', { type: 'image/png' }) };
    expect(errorsOf(await validate(bannersResource, { ...banner, expDate: yesterday }))).toEqual({ expDate: 'Expiry Date cannot be in the past' });
    expect(errorsOf(await validate(bannersResource, { ...banner, expDate: yesterday }, 'edit'))).toEqual({});
  });

  it('a configuration value is checked against the entry\'s data type', async () => {
    expect(errorsOf(await validate(commonConfigsResource, { code: 'OTP_TTL', value: 'abc', dataType: 'NUMBER' }, 'edit'))).toEqual({ value: 'Value is a number' });
    expect(errorsOf(await validate(commonConfigsResource, { code: 'KYC_ON', value: 'maybe', dataType: 'BOOLEAN' }, 'edit'))).toEqual({ value: 'Value is true or false' });
    expect(await validate(commonConfigsResource, { code: 'OTP_TTL', value: '180', dataType: 'NUMBER' }, 'edit')).toEqual({ ok: true, value: { code: 'OTP_TTL', value: '180' } });
  });
});

describe('widgets that fit the value', () => {
  const renderForm = (props: Partial<Parameters<typeof ResourceForm>[0]> & Pick<Parameters<typeof ResourceForm>[0], 'schema' | 'fields' | 'initial'>) => {
    const onSubmit = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <ResourceForm title="Form" mode="edit" submitting={false} problem={null} onSubmit={onSubmit} onClose={() => undefined} {...props} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    return { onSubmit, user: userEvent.setup() };
  };

  it('a true-or-false configuration value is a switch sending true or false', async () => {
    const fields = resolveFields(schemas.zCommonConfigInput, commonConfigsResource.form?.fields ?? []);
    const { onSubmit, user } = renderForm({ schema: schemas.zCommonConfigInput, fields, initial: { code: 'KYC_ON', value: 'false', dataType: 'BOOLEAN' } });
    await user.click(screen.getByRole('switch', { name: 'Value' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: 'KYC_ON', value: 'true' });
  });

  it('an amount is shown with separators and sent in the contract\'s format', async () => {
    const form = transactionLimitsResource.form;
    if (!form) throw new Error('no form');
    const schema = await form.schema();
    const fields = resolveFields(schema, form.fields);
    expect(fields.find((f) => f.name === 'perTxLimit')?.widget).toBe('amount');
    const { onSubmit, user } = renderForm({ schema, fields, initial: { segmentCode: 'RETAIL', txTypeCode: 'P2P', perTxLimit: '50000.00', dailyLimit: '100000.00', dailyCount: 10, monthlyLimit: '500000.00', statusId: 1 }, rules: form.rules });
    const perTx = screen.getByRole('textbox', { name: 'Per Transaction Limit' });
    expect(perTx).toHaveValue('50,000.00');
    await user.clear(perTx);
    await user.type(perTx, '75000.5');
    await user.tab();
    expect(perTx).toHaveValue('75,000.50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ perTxLimit: '75000.50' }));
  });

  it('a branch\'s bank code comes from the route and cannot be changed, even on add', async () => {
    const form = branchesResource('7010').form;
    if (!form) throw new Error('no form');
    const schema = await form.schema();
    renderForm({ schema, fields: resolveFields(schema, form.fields), initial: form.empty, mode: 'add' });
    const bankCode = within(screen.getByRole('form', { name: 'Form' })).getByRole('textbox', { name: 'Bank Code' });
    expect(bankCode).toHaveValue('7010');
    expect(bankCode).toHaveAttribute('readonly');
  });
});
