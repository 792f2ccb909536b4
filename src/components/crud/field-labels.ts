/**
 * A form field's label when its definition gives none: the header of the column that shows the
 * same property ("Bank Name" for `bankName`), else the property's name in words. So a field
 * shown in the list as well is labelled once, by its column.
 */
import { humanise } from './humanise';
import type { FieldDef } from './types';

/** A form field with its label settled (what the form engine draws). */
export type LabelledField<Name extends string = string> = FieldDef<Name> & { label: string };

/** `fields` with a label each; `columns` are the list's, whose headers label the fields they show. */
export function labelledFields(fields: readonly FieldDef[], columns: readonly { key: string; header: string }[] = []): LabelledField[] {
  const headers = new Map(columns.map((column) => [column.key, column.header]));
  return fields.map((field) => ({ ...field, label: field.label ?? headers.get(field.name) ?? humanise(field.name) }));
}
