import { Image, Stack, Text } from '@mantine/core';
import type { ClinicBranding } from '@clinicall/shared/clinic-branding';
import { LoginTestId } from '@clinicall/shared/test-ids-login';

/** A19: the clinic's own logo above its branded login; without one, its name stands in. */
export function ClinicLoginMark({ branding }: { branding: ClinicBranding }) {
  return (
    <Stack align="center" gap={6}>
      {branding.logo !== null ? (
        <Image
          src={branding.logo}
          alt={`${branding.name} logo`}
          mah={96}
          maw="100%"
          w="auto"
          fit="contain"
          data-testid={LoginTestId.brandedLoginLogo}
        />
      ) : (
        <Text fw={700} fz="lg" ta="center" data-testid={LoginTestId.brandedLoginName}>
          {branding.name}
        </Text>
      )}
    </Stack>
  );
}
