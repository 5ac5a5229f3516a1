import { describe, expect, it } from 'vitest';
import { ZSignUpRequestSchema } from './auth-schemas';

const valid = {
  firstName: 'Aïcha',
  lastName: 'Mbarga',
  phone: '6 90 00 00 07',
  email: '',
  password: 'Mango-Riviere-42',
  passwordConfirmation: 'Mango-Riviere-42',
  acceptTerms: true,
};

function issues(input: Record<string, unknown>) {
  const result = ZSignUpRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('ZSignUpRequestSchema', () => {
  it('normalises the phone and drops an empty email', () => {
    expect(ZSignUpRequestSchema.parse(valid)).toMatchObject({ phone: '+237690000007', email: undefined });
  });

  it('gives one message key per problem, the mismatch included while other fields are still empty', () => {
    expect(
      issues({ ...valid, firstName: '', phone: '', passwordConfirmation: 'autre-chose', acceptTerms: false }),
    ).toEqual([
      ['firstName', 'validation.required'],
      ['phone', 'validation.required'],
      ['acceptTerms', 'validation.acceptTerms'],
      ['passwordConfirmation', 'validation.passwordsMismatch'],
    ]);
  });

  it('refuses a foreign phone, a bad email, a short password and an overlong name', () => {
    expect(
      issues({
        ...valid,
        phone: '+33 6 12 34 56 78',
        email: 'a@',
        password: 'court',
        passwordConfirmation: 'court',
        lastName: 'x'.repeat(81),
      }),
    ).toEqual([
      ['lastName', 'validation.tooLong'],
      ['phone', 'validation.invalidPhone'],
      ['email', 'validation.invalidEmail'],
      ['password', 'validation.passwordTooShort'],
    ]);
  });
});
