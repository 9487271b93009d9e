/**
 * Issue 24: a production server that cannot mail its users, or mails them links to
 * http://localhost, fails nobody at start and everybody later (password resets, passcodes,
 * invitations). Production names each missing piece instead, one line each.
 */
export function unreachableMailReasons(env: {
  SMTP_URL?: string | undefined;
  ALLOW_NO_SMTP: 'true' | 'false';
  PUBLIC_URL?: string | undefined;
}): string[] {
  const reasons: string[] = [];
  if (!env.SMTP_URL && env.ALLOW_NO_SMTP !== 'true') {
    reasons.push(
      'SMTP_URL: required when NODE_ENV=production (password resets and passcodes are mailed); ' +
        'ALLOW_NO_SMTP=true keeps mail in the database outbox instead, for trying a production build',
    );
  }
  if (!env.PUBLIC_URL) {
    reasons.push(
      'PUBLIC_URL: required when NODE_ENV=production (every mailed link starts with it), e.g. https://clinic.example.org',
    );
  }
  return reasons;
}
