import { validateLogin, validateRegistration } from '@teranga/headless';
import type { LoginFormProps, RegisterFormProps } from '@teranga/ui';
import { describe, expect, it } from 'vitest';

// The kit's forms take headless's rules as they are (`validate={validateLogin}`): these assignments are the type
// check (`npm run typecheck` fails if they stop fitting), the calls below what the forms then read.
const loginRules: NonNullable<LoginFormProps['validate']> = validateLogin;
const registrationRules: NonNullable<RegisterFormProps['validate']> = validateRegistration;

const errorsOf = (found: object): Record<string, string | undefined> =>
  'errors' in found
    ? (found.errors as Record<string, string | undefined>)
    : (found as Record<string, string>);

describe('headless rules passed straight to the kit forms', () => {
  it('gives the login form a French message per empty field, and none once filled', () => {
    const empty = errorsOf(loginRules({ emailOrPhone: '', password: '', rememberMe: false }));
    expect(empty).toEqual({
      emailOrPhone: 'Veuillez saisir votre email ou téléphone',
      password: 'Veuillez saisir votre mot de passe',
    });
    expect(
      errorsOf(loginRules({ emailOrPhone: 'awa@teranga.sn', password: 'Secret12', rememberMe: true })),
    ).toEqual({});
  });

  it('gives the registration form its messages, the unmet password rules among them', () => {
    const found = errorsOf(
      registrationRules({
        role: 'customer',
        firstName: 'Awa',
        lastName: '',
        email: 'awa@teranga',
        phone: '',
        password: 'abc',
        confirmPassword: 'abd',
      }),
    );
    expect(Object.keys(found).sort()).toEqual(['confirmPassword', 'email', 'lastName', 'password']);
  });
});
