import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkPasswordChange } from '../../src/components/profile/change-password-form';
import { passwordRules, unmetRules } from '../../src/components/profile/password-rules';

/** The tenant policy of the contract's example. */
const POLICY = [
  { realmName: 'length', description: 'Minimum password length', value: 8 },
  { realmName: 'digits', description: 'Minimum number of digits', value: 1 },
  { realmName: 'specialChars', description: 'Minimum number of special characters', value: 1 },
  { realmName: 'passwordHistory', description: 'Number of previous passwords that may not be reused', value: 3 },
];
const rules = passwordRules(POLICY);
const context = { userName: 'nimal.perera', email: 'nimal.perera@example.lk' };

describe('passwordRules', () => {
  it('says each assigned policy in words', () => {
    expect(rules.map((rule) => rule.text)).toEqual([
      'At least 8 characters long',
      'At least 1 digit (0-9)',
      'At least 1 special character, such as ! # $ % & *',
      'Not one of your last 3 passwords',
    ]);
  });

  it('uses singular and plural, and names the other realm policies', () => {
    const texts = passwordRules([
      { realmName: 'upperCase', value: 2 },
      { realmName: 'lowerCase', value: 1 },
      { realmName: 'notUsername', value: 1 },
      { realmName: 'notEmail', value: 1 },
      { realmName: 'maxLength', value: 64 },
      { realmName: 'forceExpiredPasswordChange', value: 90 },
      { realmName: 'passwordHistory', value: 1 },
      { realmName: 'hashIterations', value: 27500 },
      { realmName: 'customRule', description: 'Minimum strength score', value: 3 },
    ]).map((rule) => rule.text);
    expect(texts).toEqual([
      'At least 2 upper-case letters',
      'At least 1 lower-case letter',
      'Not the same as your user name',
      'Not the same as your e-mail address',
      'At most 64 characters long',
      'Must be changed again after 90 days',
      'Not your current password',
      'Minimum strength score: 3',
    ]);
  });

  it('checks what the console can check, leaves the rest to the server', () => {
    expect(unmetRules(rules, 'Galle!Fort2026', context)).toEqual([]);
    expect(unmetRules(rules, 'galleforts', context).map((rule) => rule.id)).toEqual(['digits', 'specialChars']);
    expect(unmetRules(rules, 'G!1', context).map((rule) => rule.id)).toEqual(['length']);
    const [notUserName] = passwordRules([{ realmName: 'notUsername', value: 1 }]);
    expect(notUserName?.check?.('Nimal.Perera', context)).toBe(false);
    expect(rules.find((rule) => rule.id === 'passwordHistory')?.check).toBeUndefined();
  });

  it('counts letters and digits of every script, and any symbol as special', () => {
    const [upper, special] = passwordRules([
      { realmName: 'upperCase', value: 1 },
      { realmName: 'specialChars', value: 2 },
    ]);
    expect(upper?.check?.('Ärliga', {})).toBe(true);
    expect(special?.check?.('a#b€', {})).toBe(true);
    expect(special?.check?.('a b c', {})).toBe(false);
  });
});

describe('checkPasswordChange', () => {
  const schema = z.object({ currentPassword: z.string().min(1), newPassword: z.string().min(8), confirmPassword: z.string().min(8) });

  it('asks for every field', () => {
    expect(checkPasswordChange(schema, rules, context, { currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Confirm new password is required',
    });
  });

  it('names the unmet rules of the policy', () => {
    const errors = checkPasswordChange(schema, rules, context, { currentPassword: 'Kandy#2026start', newPassword: 'galleforts', confirmPassword: 'galleforts' });
    expect(errors).toEqual({ newPassword: 'The new password does not meet the password policy: at least 1 digit (0-9); at least 1 special character, such as ! # $ % & *.' });
  });

  it('says clearly when the confirmation does not match', () => {
    const errors = checkPasswordChange(schema, rules, context, { currentPassword: 'Kandy#2026start', newPassword: 'Galle!Fort2026', confirmPassword: 'Galle!Fort2027' });
    expect(errors).toEqual({ confirmPassword: 'The new password and its confirmation do not match. Type the same new password twice.' });
  });

  it('says a short password and a differing confirmation in plain words', () => {
    const contract = z.object({ currentPassword: z.string().min(1).max(128), newPassword: z.string().min(8).max(128), confirmPassword: z.string().min(8).max(128) });
    expect(checkPasswordChange(contract, rules, context, { currentPassword: 'Kandy#2026start', newPassword: 'weak', confirmPassword: 'weak2' })).toEqual({
      newPassword: 'New password is 8 to 128 characters long',
      confirmPassword: 'The new password and its confirmation do not match. Type the same new password twice.',
    });
  });

  it('refuses the current password as the new one and accepts a good change', () => {
    expect(checkPasswordChange(schema, rules, context, { currentPassword: 'Galle!Fort2026', newPassword: 'Galle!Fort2026', confirmPassword: 'Galle!Fort2026' })).toEqual({
      newPassword: 'The new password must differ from the current one.',
    });
    expect(checkPasswordChange(schema, rules, context, { currentPassword: 'Kandy#2026start', newPassword: 'Galle!Fort2026', confirmPassword: 'Galle!Fort2026' })).toEqual({});
  });
});
