import { SIGN_IN_PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '@centre/contracts';

/** Client-side checks before a sign-in call; returns translation keys (spec §5, §9). */
export function validateSignIn(username: string, password: string): Partial<Record<'username' | 'password', string>> {
  const errors: Partial<Record<'username' | 'password', string>> = {};
  if (!username.trim()) errors.username = 'signIn.usernameRequired';
  else if (username.trim().length < USERNAME_MIN_LENGTH) errors.username = 'signIn.usernameTooShort';
  if (!password) errors.password = 'signIn.passwordRequired';
  else if (password.length < SIGN_IN_PASSWORD_MIN_LENGTH) errors.password = 'signIn.passwordTooShort';
  return errors;
}
