import { AUTH_TEXT } from '@poolscape/shared/auth';
import { describe, expect, it } from 'vitest';
import {
  type RegistrationValues,
  validateCombinedSignIn,
  validateCombinedSignUp,
  validateFreshForm,
  validateNewPassword,
  validateRegistration,
  validateResetRequestEmail,
} from './validation.ts';

const TEXT = AUTH_TEXT.validation;

const validRegistration: RegistrationValues = {
  firstName: 'Ada',
  lastName: 'Pool',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  agreedToTerms: true,
};

const messages = (errors: readonly { message: string }[]): string[] => errors.map((error) => error.message);

describe('register screen (/register)', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(validRegistration)).toEqual([]);
  });

  it('lists every problem of an empty form together, in the order of the fields', () => {
    const empty = {
      ...validRegistration,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
    };
    expect(messages(validateRegistration({ ...empty, agreedToTerms: false }))).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Password confirmation is required',
      'You must agree to the Terms of Service and Privacy Policy',
    ]);
  });

  it('names the field of each problem, so the form can mark it invalid', () => {
    expect(validateRegistration({ ...validRegistration, lastName: ' ', agreedToTerms: false })).toEqual([
      { field: 'lastName', message: TEXT.lastNameRequired },
      { field: 'terms', message: TEXT.termsRequired },
    ]);
  });

  it('treats names made of spaces as missing', () => {
    expect(messages(validateRegistration({ ...validRegistration, firstName: '   ' }))).toEqual([
      'First name is required',
    ]);
  });

  it('wants an address-like email', () => {
    for (const email of ['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com'])
      expect(messages(validateRegistration({ ...validRegistration, email }))).toEqual([
        'Please enter a valid email address',
      ]);
  });

  it('accepts an email with surrounding spaces or capitals, as the API does', () => {
    expect(validateRegistration({ ...validRegistration, email: '  Ada@Example.COM ' })).toEqual([]);
  });

  it('wants at least 6 password characters', () => {
    expect(
      messages(validateRegistration({ ...validRegistration, password: '12345', confirmPassword: '12345' })),
    ).toEqual(['Password must be at least 6 characters long']);
    expect(
      validateRegistration({ ...validRegistration, password: '123456', confirmPassword: '123456' }),
    ).toEqual([]);
  });

  it('wants the confirmation to match the password', () => {
    expect(messages(validateRegistration({ ...validRegistration, confirmPassword: 'secret2' }))).toEqual([
      'Passwords do not match',
    ]);
  });
});

describe('combined screen (/simple-login)', () => {
  it('sign in: email and password rules, no names or terms', () => {
    expect(validateCombinedSignIn({ email: 'ada@example.com', password: 'secret1' })).toEqual([]);
    expect(messages(validateCombinedSignIn({ email: '', password: '' }))).toEqual([
      'Email is required',
      'Password is required',
    ]);
    expect(messages(validateCombinedSignIn({ email: 'nope', password: '123' }))).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters long',
    ]);
  });

  it('sign up: the register rules without a confirmation field', () => {
    expect(
      messages(
        validateCombinedSignUp({
          firstName: '',
          lastName: '',
          email: '',
          password: '',
          agreedToTerms: false,
        }),
      ),
    ).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'You must agree to the Terms of Service and Privacy Policy',
    ]);
    const { confirmPassword: _, ...withoutConfirmation } = validRegistration;
    expect(validateCombinedSignUp(withoutConfirmation)).toEqual([]);
  });

  it('reset mode: a missing email and an invalid one, each with its title', () => {
    expect(validateResetRequestEmail('')).toEqual({
      title: 'Missing Information',
      description: 'Email address is required',
    });
    expect(validateResetRequestEmail('   ')).toEqual({
      title: 'Missing Information',
      description: 'Email address is required',
    });
    expect(validateResetRequestEmail('ada@')).toEqual({
      title: 'Invalid Email',
      description: 'Please enter a valid email address',
    });
    expect(validateResetRequestEmail('ada@example.com')).toBeNull();
  });
});

describe('fresh page (/fresh-register)', () => {
  const filled = { firstName: 'Ada', lastName: 'Pool', email: 'ada@example.com', password: 'secret1' };

  it('sign in: a valid email and a 6-character password; names are not asked for', () => {
    expect(validateFreshForm('signin', { ...filled, firstName: '', lastName: '' })).toEqual([]);
    expect(validateFreshForm('signin', { ...filled, email: '', password: '12345' })).toEqual([
      { field: 'email', message: 'Please enter a valid email' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('create account: first and last name are required too', () => {
    expect(validateFreshForm('signup', filled)).toEqual([]);
    expect(
      messages(validateFreshForm('signup', { firstName: ' ', lastName: '', email: 'x', password: '' })),
    ).toEqual([
      'First name is required',
      'Last name is required',
      'Please enter a valid email',
      'Password must be at least 6 characters',
    ]);
  });
});

describe('reset page (/reset-password)', () => {
  it('wants both fields filled in', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toBe('Please fill in all fields');
    expect(validateNewPassword({ password: 'secret1', confirmPassword: '' })).toBe(
      'Please fill in all fields',
    );
    expect(validateNewPassword({ password: '', confirmPassword: 'secret1' })).toBe(
      'Please fill in all fields',
    );
  });

  it('wants at least 6 characters, checked before the match', () => {
    expect(validateNewPassword({ password: '12345', confirmPassword: '54321' })).toBe(
      'Password must be at least 6 characters long',
    );
  });

  it('wants the two passwords to match', () => {
    expect(validateNewPassword({ password: 'secret1', confirmPassword: 'secret2' })).toBe(
      'Passwords do not match',
    );
    expect(validateNewPassword({ password: 'secret1', confirmPassword: 'secret1' })).toBeNull();
  });
});
