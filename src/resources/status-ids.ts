/**
 * Status ids that other screens refer to (the dashboard links to each screen filtered on one).
 * A module of its own, so that importing one does not bring its resource's definition and what
 * that imports: for the dashboard, 11 files fewer on a cold visit.
 */
import type { AuthorizationStatusId, DisputeStatusId, RecurringPaymentStatusId } from '../../generated/hey-api/types.gen';

/** A dual-control request waiting for a decision. */
export const PENDING_REQUEST = 25 satisfies AuthorizationStatusId;
/** A dispute not decided yet. */
export const OPEN_DISPUTE = 31 satisfies DisputeStatusId;
/** A recurring payment whose last run failed. */
export const FAILED_PAYMENT = 4 satisfies RecurringPaymentStatusId;
