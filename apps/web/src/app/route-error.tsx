import { Button } from '@mantine/core';
import { useRouteError } from 'react-router';
import { CenteredLayout } from '../components/ui/centered-layout';

/** Last resort for a render failure or a screen whose code could not load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : 'The page could not be shown.';
  return (
    <CenteredLayout title="Something went wrong" subtitle={detail}>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </CenteredLayout>
  );
}
