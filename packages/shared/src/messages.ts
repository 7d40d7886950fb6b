/** User-visible texts that both server and client emit (docs/product.md#validation and #messages). */
export const MESSAGES = {
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  fillRequired: 'Please fill in all required fields',
  fillEmailFields: 'Please fill in all email fields',
  invalidEmail: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  termsRequired: 'You must accept the Terms of Service and Privacy Policy',
  invalidPincode: 'PIN code must be 6 digits and cannot start with 0',
  invalidPhone: 'Enter a valid 10-digit Indian mobile number',
  invalidState: 'Choose a state or union territory of India',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  unauthorized: 'Please log in to continue',
  forbidden: 'You do not have permission to do this',
  tooManyRequests: 'Too many requests. Please try again later.',
} as const;

/**
 * Longest text each form field takes: the shared schemas refuse more with `tooLong`, and the inputs carry the same
 * `maxLength`, so a shopper never meets a schema's own wording ("Too big: expected string to have <=100 characters").
 */
export const FIELD_MAX = {
  name: 100,
  email: 254,
  password: 200,
  phone: 20,
  street: 200,
  city: 100,
  pincode: 6,
  orderNotes: 500,
  buyerGstin: 15,
  buyerLegalName: 120,
} as const;

/** "Name must be at most 100 characters long" (typed as that very text, so message lists `as const` keep it). */
export function tooLong<Label extends string, Max extends number>(
  label: Label,
  max: Max,
): `${Label} must be at most ${Max} characters long` {
  return `${label} must be at most ${max} characters long`;
}
