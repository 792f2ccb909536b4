/**
 * Personal data shown or written out in full is recorded first (an audit call): a reveal (the
 * eye on a masked value) and an export with personal data in full. The call comes from the
 * resources (`src/resources/disclosures.ts`), given to the screens by `DisclosureRecorder`; where
 * none is given, nothing masked is revealed.
 */
import { createContext, useContext } from 'react';

/** One disclosure: what left in full, of which list or record, and why (an export's purpose). */
export type Disclosure = {
  action: 'REVEAL' | 'EXPORT';
  /** The list the data belongs to (a resource id, e.g. `customers`). */
  resource: string;
  /** The record whose value is shown (its name on screen); empty for an export. */
  target: string;
  /** The headers of the values shown or written in full. */
  fields: string[];
  purpose?: string;
  records?: number;
};

/** Records a disclosure; resolves once the server has it, rejects (an ApiError) otherwise. */
export type RecordDisclosure = (disclosure: Disclosure) => Promise<unknown>;

/** The recorder the console's screens use (the admin layout provides it). */
export const DisclosureRecorder = createContext<RecordDisclosure | null>(null);

/** The list or record kind a masked value on screen belongs to (a list's resource id). */
export const DisclosureScope = createContext('');

/** The recorder, or null where none is given (then nothing masked may be revealed). */
export function useDisclosureRecorder(): RecordDisclosure | null {
  return useContext(DisclosureRecorder);
}
