/** Card BIN ranges (`/admin/config-mgt/bin-mgt`): which bank and card scheme a card number's first digits belong to. */
import { createBinRange, deleteBinRange, getListBinRangesQueryKey, getListBinRangesQueryOptions, updateBinRange } from '../../generated/hooks/bins/bins';
import type { BinRange, BinRangeInput, ListBinRangesResponse } from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { STATUS_OPTIONS } from '../components/crud/status';
import type { ResourceDefinition } from '../components/crud/types';
import { bankChoices, bankRef } from './banks';
import { contractSchemas, listParams } from './shared';

export const binsResource: ResourceDefinition<BinRange, BinRangeInput, ListBinRangesResponse> = {
  id: 'bins',
  title: 'BIN Management',
  singular: 'Bin',
  rowKey: (bin) => String(bin.id),
  describe: (bin) => `${bin.bin}${bin.description ? ` ${bin.description}` : ''}`,
  list: {
    query: (search) => getListBinRangesQueryOptions(listParams(search)),
    select: pageOf,
    invalidates: getListBinRangesQueryKey(),
  },
  columns: [
    { key: 'id', header: 'Id', hidden: true },
    { key: 'bin', header: 'BIN', sortable: true },
    { key: 'cardScheme', header: 'Card Scheme', sortable: true },
    { key: 'cardType', header: 'Card Type' },
    { key: 'bankCode', header: 'Bank', refers: bankRef },
    { key: 'description', header: 'Description' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', sortable: true },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zBinRangeInput),
    fields: [
      { name: 'bin', description: 'The first 6 to 8 digits of the card number, e.g. 455412' },
      { name: 'cardScheme' },
      { name: 'cardType' },
      { name: 'bankCode', optionsFrom: bankChoices },
      { name: 'description' },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { bin: '', bankCode: '', statusId: 1 },
    fromRow: ({ id: _id, createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createBinRange(input), notice: 'New Bin added Successfully' },
  update: { run: (bin, input) => updateBinRange(bin.id, input), notice: 'Bin edited Successfully' },
  remove: { run: (bin) => deleteBinRange(bin.id) },
};
