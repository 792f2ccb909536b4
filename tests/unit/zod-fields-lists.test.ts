import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resolveFields, validateForm } from '../../src/components/crud/zod-fields';

const schema = z.object({
  merchantIds: z.array(z.string()),
  categories: z.array(z.string()).min(1),
  channels: z.array(z.number()).optional(),
});
const fields = resolveFields(schema, [
  { name: 'merchantIds', label: 'Merchants' },
  { name: 'categories', label: 'Categories' },
  { name: 'channels', label: 'Channels' },
]);
const byName = (name: string) => fields.find((field) => field.name === name);

describe('list fields', () => {
  it('a list that may be empty asks for no choice; one with a minimum does', () => {
    expect(byName('merchantIds')).toMatchObject({ widget: 'multiselect', required: false });
    expect(byName('categories')).toMatchObject({ widget: 'multiselect', required: true });
    expect(byName('channels')).toMatchObject({ widget: 'multiselect', required: false });
  });

  it('an empty list is sent as it is, and a list needing a choice says so', () => {
    expect(validateForm(schema, fields, { merchantIds: [], categories: ['SAVINGS'] })).toEqual({ ok: true, value: { merchantIds: [], categories: ['SAVINGS'] } });
    const result = validateForm(schema, fields, { merchantIds: [], categories: [] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.categories).toBe('Choose at least one category');
  });
});
