/**
 * Masks for personal and payment data (PCI DSS 3.4: a card number shows at most its first six
 * and last four digits). Lists, view panels and record pages show these by default; a person
 * with the right permission reveals one value at a time (`MaskedValue` in the crud cells).
 */

/** The character standing for each hidden one. */
export const MASK = '•';

/** The kinds of personal data the console masks. */
export type MaskKind = 'card' | 'account' | 'nic' | 'mobile' | 'email';

function hide(text: string, keepStart: number, keepEnd: number): string {
  if (text.length <= keepStart + keepEnd) return MASK.repeat(text.length);
  return text.slice(0, keepStart) + MASK.repeat(text.length - keepStart - keepEnd) + text.slice(text.length - keepEnd);
}

/** `4554121234567890` -> `455412••••••7890`: first 6 and last 4 digits, separators dropped. */
export function maskCard(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  // Too short to be a card number: nothing of it is shown.
  return digits.length < 13 ? MASK.repeat(digits.length) : hide(digits, 6, 4);
}

/** `001234567890` -> `••••••••7890`: the last 4 characters. */
export function maskAccount(value: string): string {
  return hide(value.replace(/\s/g, ''), 0, 4);
}

/** `199245678123` -> `•••••••••123`, `883456789V` -> `•••••••89V`: the last 3 characters. */
export function maskNic(value: string): string {
  return hide(value.trim(), 0, 3);
}

/** `0771234567` -> `077•••••67`: the operator prefix and the last 2 digits. */
export function maskMobile(value: string): string {
  return hide(value.trim(), 3, 2);
}

/** `nimal.perera@bank.lk` -> `n•••••••••••@bank.lk`: the first character and the domain. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at <= 0) return hide(value, 0, 0);
  return hide(value.slice(0, at), 1, 0) + value.slice(at);
}

const MASKS: Record<MaskKind, (value: string) => string> = { card: maskCard, account: maskAccount, nic: maskNic, mobile: maskMobile, email: maskEmail };

/** A value masked as its kind; empty for a missing value. */
export function maskValue(kind: MaskKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return MASKS[kind](typeof value === 'string' ? value : String(value as number));
}

/** Whether a column format is one of the masked kinds. */
export function isMaskKind(format: string | undefined): format is MaskKind {
  return format !== undefined && format in MASKS;
}
