import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { TemplateMessages as M, type Template } from '@clinicall/shared/notes/templates';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { overlaysMounted } from '../../../components/ui/overlay-host';
import { setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { TemplatesPage } from './templates-page';

beforeAll(() => overlaysMounted());

const saved = (name: string): Template => ({
  id: 3,
  name,
  description: 'Before the visit',
  templateEditFormJson: '[{"label":"Since when?","type":"input","options":[]}]',
  templateEditFormDataJson: '{}',
  templateDisplayFormJson: null,
  isVisibleToPatient: true,
  providerId: 7,
  updatedAt: '2026-03-01T10:00:00Z',
});

function renderPage(templates: Template[] = []) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/templates', () => templates);
  renderRoutes({
    at: '/appointments/templates',
    account: makeAccount([Role.provider]),
    routes: [
      {
        path: '/appointments/templates',
        element: (
          <>
            <TemplatesPage />
            <ModalsProvider />
            <Notifications />
          </>
        ),
      },
    ],
  });
  return userEvent.setup();
}

describe('questionnaire templates page', () => {
  test('E30 a missing name and description show the spec texts; nothing is sent', async () => {
    const user = renderPage();
    await user.click(await screen.findByTestId(TestId.templateSubmit));
    expect(await screen.findByText(M.nameRequired)).toBeTruthy();
    expect(screen.getByText(M.descriptionRequired)).toBeTruthy();
    expect(sentRequests('/templates').filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  test('E31 E32 a dropdown needs its question first, and a new question waits for the last one', async () => {
    const user = renderPage();
    const addMore = await screen.findByTestId(TestId.templateAddQuestion);
    expect(addMore).toHaveProperty('disabled', true);
    await user.click(screen.getByTestId(TestId.templateQuestionType));
    await user.click(await screen.findByRole('option', { name: 'Dropdown', hidden: true }));
    expect(await screen.findByText(M.questionFirst)).toBeTruthy();
    await user.type(screen.getByTestId(TestId.templateQuestionLabel), 'Since when?');
    expect(screen.getByTestId(TestId.templateAddQuestion)).toHaveProperty('disabled', false);
  });

  test('E30 issue 21: a fixed field loses its error at once, without waiting for Submit', async () => {
    const user = renderPage();
    await user.click(await screen.findByTestId(TestId.templateSubmit));
    expect(await screen.findByText(M.nameRequired)).toBeTruthy();
    await user.type(screen.getByTestId(TestId.templateName), 'Intake');
    expect(screen.queryByText(M.nameRequired)).toBeNull();
    // The description was not touched: its error stays.
    expect(screen.getByText(M.descriptionRequired)).toBeTruthy();
    await user.type(screen.getByTestId(TestId.templateDescription), 'Before the visit');
    expect(screen.queryByText(M.descriptionRequired)).toBeNull();
  });

  test('E31 issue 21: an incomplete question is named once, under that question, and the error goes when it is typed', async () => {
    const user = renderPage();
    await user.type(await screen.findByTestId(TestId.templateName), 'Intake');
    await user.type(screen.getByTestId(TestId.templateDescription), 'Before the visit');
    await user.click(screen.getByTestId(TestId.templateQuestionType));
    await user.click(await screen.findByRole('option', { name: 'Dropdown', hidden: true }));
    expect(await screen.findAllByText(M.questionFirst)).toHaveLength(1);
    await user.click(screen.getByTestId(TestId.templateSubmit));
    expect(screen.getAllByText(M.questionFirst)).toHaveLength(1);
    expect(sentRequests('/templates').filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByTestId(TestId.templateQuestionLabel), 'Since when?');
    expect(screen.queryByText(M.questionFirst)).toBeNull();
  });

  test('E28 E33 E35 Submit sends the template without empty options and says it was saved', async () => {
    const user = renderPage();
    mockApi.post('/templates', () => saved('Intake'));
    await user.type(await screen.findByTestId(TestId.templateName), 'Intake');
    await user.type(screen.getByTestId(TestId.templateDescription), 'Before the visit');
    await user.type(screen.getByTestId(TestId.templateQuestionLabel), 'Where does it hurt?');
    await user.click(screen.getByTestId(TestId.templateQuestionType));
    await user.click(await screen.findByRole('option', { name: 'Dropdown', hidden: true }));
    await user.type(screen.getByTestId(TestId.templateOption), 'Head');
    await user.click(screen.getByTestId(TestId.templateAddOption));
    await user.click(screen.getByTestId(TestId.templateSubmit));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    const [sent] = sentRequests('/templates').filter((r) => r.method === 'POST');
    const body = (await sent!.json()) as { templateEditFormJson: string };
    expect(JSON.parse(body.templateEditFormJson)).toEqual([
      { label: 'Where does it hurt?', type: 'dropdown', options: ['Head'] },
    ]);
  });

  test('E34 a duplicate name shows the server’s "Template name X already exists"', async () => {
    const user = renderPage();
    mockApi.post('/templates', () =>
      apiError(409, { code: 'TEMPLATE_NAME_TAKEN', errorMessage: M.nameTaken('Intake') }),
    );
    await user.type(await screen.findByTestId(TestId.templateName), 'Intake');
    await user.type(screen.getByTestId(TestId.templateDescription), 'Before the visit');
    await user.type(screen.getByTestId(TestId.templateQuestionLabel), 'Since when?');
    await user.click(screen.getByTestId(TestId.templateSubmit));
    expect(await screen.findByText('Template name Intake already exists')).toBeTruthy();
  });

  test('E36 editing picks a template from the dropdown and Update says it was updated', async () => {
    const user = renderPage([saved('Intake')]);
    mockApi.patch('/templates/:id', () => saved('Intake form'));
    await user.click(await screen.findByTestId(TestId.templateModeEdit));
    await user.click(await screen.findByTestId(TestId.templatePicker));
    await user.click(await screen.findByRole('option', { name: 'Intake', hidden: true }));
    const name = await screen.findByTestId(TestId.templateName);
    await user.clear(name);
    await user.type(name, 'Intake form');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(M.updated)).toBeTruthy();
  });
});
