import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { PublishedLegalDocument } from '@clinicall/shared/legal-documents';
import { Paths } from '@clinicall/shared/paths';
import { mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { LegalPage } from './legal-page';

const terms = (markdown: string): PublishedLegalDocument => ({
  kind: 'terms',
  title: 'Terms Of Use',
  versionId: 4,
  version: 2,
  publishedAt: '2026-11-20T10:00:00Z',
  markdown,
});

const show = () =>
  renderRoutes({
    at: Paths.termsOfUse,
    routes: [{ path: Paths.termsOfUse, element: <LegalPage kind="terms" /> }],
  });

test('A1 the published Terms of Use render as headings, text and lists with a link back to sign in', async () => {
  mockApi.get('/legal-documents/:kind', () =>
    terms(
      '# Terms of Use\n\n## Using the service\n\n- One\n- **Two**\n\nSee [our site](https://example.org).',
    ),
  );
  show();
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Using the service' })).toBeTruthy();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByText(/\*\*|^#/)).toBeNull();
  expect(screen.getByRole('link', { name: 'our site' }).getAttribute('href')).toBe(
    'https://example.org',
  );
  expect(screen.getByRole('link', { name: /Back to sign in/ }).getAttribute('href')).toBe(
    Paths.login,
  );
});

test('the renderer runs no script and follows no javascript: link an editor wrote', async () => {
  mockApi.get('/legal-documents/:kind', () =>
    terms(
      '# Terms\n\n<script>window.hacked = true</script>\n\n<img src=x onerror="window.hacked = true">\n\n[click](javascript:alert(1)) and <a href="javascript:alert(2)">raw</a>',
    ),
  );
  const view = show();
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeTruthy();
  expect(view.container.querySelector('script')).toBeNull();
  expect(view.container.querySelector('img')).toBeNull();
  expect(view.container.innerHTML).not.toContain('javascript:');
  expect(view.container.innerHTML).not.toContain('onerror');
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
});
