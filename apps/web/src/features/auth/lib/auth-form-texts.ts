/**
 * Each auth form's accessible name, its button and what the button reads while the request
 * runs: fixed texts (docs/product/limits-and-messages.md, "busy buttons").
 */
export const AUTH_FORM_TEXTS = {
  signIn: { label: 'Sign in', submitLabel: 'Sign in', busyLabel: 'Signing in...' },
  signUp: { submitLabel: 'Sign up', busyLabel: 'Signing up...' },
  verifyCode: { label: 'Verify code', submitLabel: 'Verify OTP', busyLabel: 'Verifying...' },
  requestReset: {
    label: 'Request a reset link',
    submitLabel: 'Send Reset Link',
    busyLabel: 'Sending...',
  },
  newPassword: {
    label: 'Set a new password',
    submitLabel: 'Reset Password',
    busyLabel: 'Resetting...',
  },
} as const;
