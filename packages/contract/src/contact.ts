export const CONTACT_PATH = '/api/contact';

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 20,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters.`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  phoneInvalid: 'Enter a phone number of digits, spaces and an optional leading +.',
  messageTooShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters.`,
  sent: 'Thank you. Your message has been sent and we will reply by e-mail.',
  failed: 'Your message could not be sent. Please try again later.',
} as const;
