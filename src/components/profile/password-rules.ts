/**
 * The tenant's password policy (the identity realm's policy ids and values) as rules a person
 * can read, and, where the console can tell, whether a new password meets each one.
 */
import { plural } from '../crud/messages';

/** An assigned policy as the server lists it. */
export type PasswordPolicy = { realmName: string; description?: string; value?: number | null };

/** What the rule is checked against besides the password. */
export type PasswordContext = { userName?: string; email?: string };

/** One rule in words; `check` is absent where only the server can tell (e.g. earlier passwords). */
export type PasswordRule = { id: string; text: string; check?: (password: string, context: PasswordContext) => boolean };

const count = (pattern: RegExp, text: string) => (text.match(pattern) ?? []).length;

/** Characters the realm counts as special: anything that is not a letter, digit or space. */
const SPECIAL = /[^\p{L}\p{N}\s]/gu;

function ruleOf({ realmName, description, value }: PasswordPolicy): PasswordRule | null {
  const n = typeof value === 'number' && value > 0 ? value : 1;
  switch (realmName) {
    case 'length':
      return { id: realmName, text: `At least ${plural(n, 'character', 'characters')} long`, check: (p) => [...p].length >= n };
    case 'maxLength':
      return { id: realmName, text: `At most ${plural(n, 'character', 'characters')} long`, check: (p) => [...p].length <= n };
    case 'digits':
      return { id: realmName, text: `At least ${plural(n, 'digit', 'digits')} (0-9)`, check: (p) => count(/\p{N}/gu, p) >= n };
    case 'lowerCase':
      return { id: realmName, text: `At least ${plural(n, 'lower-case letter', 'lower-case letters')}`, check: (p) => count(/\p{Ll}/gu, p) >= n };
    case 'upperCase':
      return { id: realmName, text: `At least ${plural(n, 'upper-case letter', 'upper-case letters')}`, check: (p) => count(/\p{Lu}/gu, p) >= n };
    case 'specialChars':
      return { id: realmName, text: `At least ${plural(n, 'special character', 'special characters')}, such as ! # $ % & *`, check: (p) => count(SPECIAL, p) >= n };
    case 'notUsername':
      return { id: realmName, text: 'Not the same as your user name', check: (p, { userName }) => !userName || p.toLowerCase() !== userName.toLowerCase() };
    case 'notEmail':
      return { id: realmName, text: 'Not the same as your e-mail address', check: (p, { email }) => !email || p.toLowerCase() !== email.toLowerCase() };
    case 'passwordHistory':
      return { id: realmName, text: n === 1 ? 'Not your current password' : `Not one of your last ${n} passwords` };
    case 'forceExpiredPasswordChange':
      return { id: realmName, text: `Must be changed again after ${plural(n, 'day', 'days')}` };
    case 'hashAlgorithm':
    case 'hashIterations':
      // How the realm stores passwords: nothing the person choosing one has to follow.
      return null;
    default:
      return { id: realmName, text: description ? (typeof value === 'number' ? `${description}: ${value}` : description) : realmName };
  }
}

/** The readable rules of the assigned policies, in the order the tenant lists them. */
export function passwordRules(policies: readonly PasswordPolicy[]): PasswordRule[] {
  return policies.map(ruleOf).filter((rule): rule is PasswordRule => rule !== null);
}

/** The rules a password does not meet (only those the console can check). */
export function unmetRules(rules: readonly PasswordRule[], password: string, context: PasswordContext): PasswordRule[] {
  return rules.filter((rule) => rule.check !== undefined && !rule.check(password, context));
}
