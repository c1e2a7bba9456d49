export const accountKeys = {
  emailStatus: ['account', 'email-status'] as const,
  sessions: ['account', 'sessions'] as const,
  emailPreferences: ['account', 'email-preferences'] as const,
  consents: ['account', 'consents'] as const,
};
