// Validation rules shared by server and browser (§5, §9), so both reject the same input.

export const USERNAME_MIN_LENGTH = 5;
export const USERNAME_MAX_LENGTH = 30;
/** At least 5 characters with at least one letter and one digit. */
export const USERNAME_PATTERN = '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9_.-]{5,30}$';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** At least 8 characters including a letter, a digit and a special symbol. */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{8,64}$';

/** Phone numbers are stored as digits only. */
export const PHONE_PATTERN = '^[0-9]{9,11}$';

export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 10;
