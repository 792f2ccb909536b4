/** The audit call that records personal data shown or exported in full (`POST /audit/disclosures`). */
import { recordDisclosure as recordDisclosureCall } from '../../generated/hooks/disclosures/disclosures';
import type { RecordDisclosure } from '../components/crud/disclosure';

export const recordDisclosure: RecordDisclosure = ({ action, resource, target, fields, purpose, records }) =>
  recordDisclosureCall({ action, resource: resource || 'console', target: target.slice(0, 100), fields, ...(purpose ? { purpose } : {}), ...(records === undefined ? {} : { records }) });
