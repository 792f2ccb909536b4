import { describe, expect, it } from 'vitest';
import { APPLICATION_TRANSITIONS, BLOCK_TRANSITIONS, INSTALLMENT_TRANSITIONS, nextStatuses, type Transitions } from '../../src/resources/credit-cards';

const TABLES: Record<string, Transitions<string>> = { application: APPLICATION_TRANSITIONS, block: BLOCK_TRANSITIONS, installment: INSTALLMENT_TRANSITIONS };

describe('card status transitions', () => {
  it('move an application from Pending to review or a decision, from review to a decision, and never out of a decision', () => {
    expect(nextStatuses(APPLICATION_TRANSITIONS, 'PENDING')).toEqual(['IN_REVIEW', 'APPROVED', 'REJECTED']);
    expect(nextStatuses(APPLICATION_TRANSITIONS, 'IN_REVIEW')).toEqual(['APPROVED', 'REJECTED']);
    expect(nextStatuses(APPLICATION_TRANSITIONS, 'APPROVED')).toEqual([]);
    expect(nextStatuses(APPLICATION_TRANSITIONS, 'REJECTED')).toEqual([]);
  });

  it('decide a block request once, and let an approved installment plan be cancelled', () => {
    expect(nextStatuses(BLOCK_TRANSITIONS, 'PENDING')).toEqual(['APPROVED', 'REJECTED']);
    expect(nextStatuses(BLOCK_TRANSITIONS, 'REJECTED')).toEqual([]);
    expect(nextStatuses(INSTALLMENT_TRANSITIONS, 'APPROVED')).toEqual(['CANCELLED']);
    expect(nextStatuses(INSTALLMENT_TRANSITIONS, 'CANCELLED')).toEqual([]);
  });

  it('offer nothing from a status a table does not know', () => {
    expect(nextStatuses(BLOCK_TRANSITIONS, 'IN_REVIEW')).toEqual([]);
    expect(nextStatuses(APPLICATION_TRANSITIONS, 'toString')).toEqual([]);
  });

  it.each(Object.entries(TABLES))('%s: never offer the status a record has, nor go back to Pending', (_kind, table) => {
    for (const [from, to] of Object.entries(table)) {
      expect(to).not.toContain(from);
      expect(to).not.toContain('PENDING');
      for (const status of to) expect(Object.keys(table)).toContain(status);
    }
  });
});
