import { Image, Stack, Text } from '@mantine/core';
import type { ClinicBranding } from '@clinicall/shared/clinic-branding';
import { TestId } from '@clinicall/shared/test-ids';

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
          data-testid={TestId.brandedLoginLogo}
        />
      ) : (
        <Text fw={700} fz="lg" ta="center" data-testid={TestId.brandedLoginName}>
          {branding.name}
        </Text>
      )}
    </Stack>
  );
}
