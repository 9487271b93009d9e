import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';

interface CenteredLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown instead of the Clinicall mark, e.g. a clinic's own logo on its branded login (A19). */
  brand?: ReactNode;
}

/** The header-less frame of sign-in, reset and other open screens. */
export function CenteredLayout({ title, subtitle, children, brand }: CenteredLayoutProps) {
  return (
    <Box component="main" bg="var(--app-canvas)" mih="100dvh" px="md" py={48}>
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          <Center>{brand ?? <BrandLogo size={36} />}</Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} fz="h2">
                  {title}
                </Title>
                {subtitle !== undefined && <Text c="dimmed">{subtitle}</Text>}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
