import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { mockApi } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { testConfigs } from '../../../test/site-configs';
import { ResourcesPage } from './resources-page';

// The ticket form's autosizing description listens to document.fonts, which jsdom lacks.
beforeAll(() => {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

function renderPage(links: { knowledgeBaseUrl: string | null; liveChatUrl: string | null }) {
  mockApi.get('/configs', () => ({ ...testConfigs, ...links }));
  renderRoutes({
    at: Paths.resources,
    account: makeAccount([Role.patient]),
    routes: [{ path: Paths.resources, element: <ResourcesPage /> }],
  });
}

describe('Help & Support', () => {
  test('F133 issue 21: the knowledge base and the live chat are links to the configured addresses, opened in a new tab', async () => {
    renderPage({
      knowledgeBaseUrl: 'https://help.clinic.example/kb',
      liveChatUrl: 'https://chat.clinic.example/start',
    });
    const kb = await screen.findByTestId(TestId.supportKnowledgeBase);
    expect(kb.getAttribute('href')).toBe('https://help.clinic.example/kb');
    expect(kb.getAttribute('target')).toBe('_blank');
    expect(kb.getAttribute('rel')).toContain('noopener');
    // The page's chat link, and the widget's while it shows.
    const chats = [
      screen.getByTestId(TestId.supportLiveChat),
      screen.getByTestId(TestId.supportWidgetChat),
    ];
    for (const chat of chats) {
      expect(chat.getAttribute('href')).toBe('https://chat.clinic.example/start');
    }
    expect(screen.getByTestId(TestId.resourcesPage).textContent).toContain(
      'Monday to Friday 8:00AM to 4:00PM ET',
    );
    expect(screen.getByTestId(TestId.supportTechCheck).getAttribute('href')).toBe(Paths.techCheck);
  });

  test('F133 issue 21: with no knowledge base or chat configured, both offer the support address', async () => {
    renderPage({ knowledgeBaseUrl: null, liveChatUrl: null });
    const kb = await screen.findByTestId(TestId.supportKnowledgeBase);
    expect(kb.getAttribute('href')).toBe(`mailto:${testConfigs.supportEmail}`);
    expect(screen.getByTestId(TestId.supportLiveChat).getAttribute('href')).toBe(
      `mailto:${testConfigs.supportEmail}`,
    );
  });
});
