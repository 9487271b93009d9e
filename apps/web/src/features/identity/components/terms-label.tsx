import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';

const documents = [
  { label: 'Terms Of Use', to: Paths.termsOfUse },
  { label: 'Consent For Telehealth', to: Paths.telehealthConsent },
  { label: 'Notice of Privacy', to: Paths.privacyNotice },
] as const;

function DocumentLink({ label, to }: { label: string; to: string }) {
  // A new tab keeps what the user typed on the login form.
  return (
    <Anchor component={Link} to={to} target="_blank" rel="noopener" inherit underline="always">
      {label}
    </Anchor>
  );
}

/** A1: the terms agreement names and links the three documents. */
export function TermsLabel() {
  const [terms, consent, privacy] = documents;
  return (
    <Text component="span" size="sm">
      I agree to the <DocumentLink {...terms} />, <DocumentLink {...consent} /> and{' '}
      <DocumentLink {...privacy} />.
    </Text>
  );
}
