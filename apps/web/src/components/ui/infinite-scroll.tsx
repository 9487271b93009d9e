import { Button, Center } from '@mantine/core';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { TestId } from '@clinicall/shared/test-ids';

interface InfiniteScrollProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  testId: TestId;
  /** How far below the viewport (as a share of its height) the end starts the next load: H7. */
  distance?: number;
}

/**
 * Loads the next page when the end of a list scrolls into view (spec 1 §9: distance 0.1 of the
 * viewport), with a "Load more" button for keyboards, screen readers and browsers without
 * IntersectionObserver.
 */
export function InfiniteScroll({
  hasMore,
  loading,
  onMore,
  testId,
  distance = 0.1,
}: InfiniteScrollProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const reached = useEffectEvent(() => {
    if (hasMore && !loading) onMore();
  });

  useEffect(() => {
    const node = sentinel.current;
    if (node === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reached();
      },
      { rootMargin: `0px 0px ${Math.round(distance * 100)}% 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [distance]);

  return (
    <>
      <div ref={sentinel} aria-hidden />
      {hasMore && (
        <Center>
          <Button variant="light" onClick={onMore} loading={loading} data-testid={testId}>
            Load more
          </Button>
        </Center>
      )}
    </>
  );
}
