import { Alert, Anchor, Button, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { CenteredLayout } from '../../../components/ui/centered-layout';
import { PageLoader } from '../../../components/ui/page-loader';
import { useExperienceGuide } from '../api/experience-guide-queries';

/** B53, B54: the clinic's guide, with no site header; without a hash it is the login page. */
export function ExperienceGuidePage() {
  const hash = useSearchParams()[0].get('hash') ?? '';
  if (hash === '') return <Navigate to={Paths.login} replace />;
  return <Guide hash={hash} />;
}

function Guide({ hash }: { hash: string }) {
  const guide = useExperienceGuide(hash);
  if (guide.isPending) return <PageLoader />;
  if (guide.isError) {
    return (
      <CenteredLayout title="Experience guide">
        <Alert color="red" data-testid={TestId.experienceGuide}>
          This guide link is not valid any more. Ask your clinic for a new one.
        </Alert>
        <Anchor component={Link} to={Paths.login}>
          Go to sign in
        </Anchor>
      </CenteredLayout>
    );
  }
  const { clinicName, logo, boxes, images } = guide.data;
  const brand =
    logo === null ? undefined : (
      <Image src={logo} alt={`${clinicName} logo`} mah={96} w="auto" fit="contain" />
    );
  return (
    <CenteredLayout title={`${clinicName} experience guide`} brand={brand}>
      <Stack gap="sm" data-testid={TestId.experienceGuide}>
        {images.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {images.map((src, index) => (
              <Image
                key={src}
                src={src}
                alt={`${clinicName} picture ${index + 1}`}
                radius="md"
                fit="cover"
                mah={240}
                data-testid={TestId.experienceGuideImage}
              />
            ))}
          </SimpleGrid>
        )}
        {boxes.length === 0 && images.length === 0 ? (
          <Text c="dimmed">Your clinic has not added anything to its guide yet.</Text>
        ) : (
          boxes.map((box) => (
            <Button
              key={`${box.name}-${box.url}`}
              component="a"
              href={box.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              fullWidth
              justify="space-between"
              rightSection={<IconExternalLink size={18} aria-hidden />}
              data-testid={TestId.experienceGuideLink}
            >
              {box.name}
            </Button>
          ))
        )}
      </Stack>
    </CenteredLayout>
  );
}
