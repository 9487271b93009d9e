import { Role } from '@clinicall/shared/roles';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { sessions, users } from '../../db/schema/identity.js';
import { assistantProviders } from '../../db/schema/profiles.js';
import {
  TEST_PASSWORD,
  accountStatus,
  bearer,
  createUser,
  linkAssistant,
  signIn,
} from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

async function assistantWith(names: Array<[string, string]>) {
  const db = ctx.database.db;
  const assistant = await createUser(db, Role.assistant);
  const providers = [];
  for (const [firstName, lastName] of names) {
    const provider = await createUser(db, Role.provider, { firstName, lastName });
    await linkAssistant(db, assistant.id, provider.id);
    providers.push(provider);
  }
  return { assistant, providers, token: await signIn(ctx.app, assistant.email) };
}

const providersPage = (token: string, query: string) =>
  ctx.app.inject({ url: `/api/assistant/providers?${query}`, headers: bearer(token) });

describe('assistant providers', () => {
  test('A54 lists only linked, active providers, paged with last and totalElements', async () => {
    const { token } = await assistantWith([
      ['Ana', 'Alvarez'],
      ['Ben', 'Brooks'],
      ['Cleo', 'Castro'],
    ]);
    await createUser(ctx.database.db, Role.provider, { firstName: 'Unlinked', lastName: 'Doctor' });
    const first = (await providersPage(token, 'page=0&size=2')).json();
    expect(first).toMatchObject({ totalElements: 3, last: false });
    expect(first.content.map((p: { lastName: string }) => p.lastName)).toEqual([
      'Alvarez',
      'Brooks',
    ]);
    const second = (await providersPage(token, 'page=1&size=2')).json();
    expect(second).toMatchObject({ totalElements: 3, last: true });
    expect(second.content.map((p: { lastName: string }) => p.lastName)).toEqual(['Castro']);
  });

  test('A55 the search matches a first, a last or a full name', async () => {
    const { token } = await assistantWith([
      ['Dana', 'Dawson'],
      ['Eli', 'Evans'],
    ]);
    const names = async (search: string) =>
      (await providersPage(token, `search=${encodeURIComponent(search)}`))
        .json()
        .content.map((p: { firstName: string }) => p.firstName);
    expect(await names('dana')).toEqual(['Dana']);
    expect(await names('EVANS')).toEqual(['Eli']);
    expect(await names('Eli Evans')).toEqual(['Eli']);
    expect(await names('%')).toEqual([]);
  });

  test('a page size over the cap is refused with 400', async () => {
    const { token } = await assistantWith([]);
    expect((await providersPage(token, 'size=1000')).statusCode).toBe(400);
  });
});

describe('acting as a provider', () => {
  test('A58 a linked provider yields a provider token; the assistant token stays valid', async () => {
    const { assistant, providers, token } = await assistantWith([['Fay', 'Fischer']]);
    const provider = providers[0]!;
    const response = await ctx.app.inject({
      url: `/api/assistant/authenticate/${provider.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const providerToken = response.json().token as string;
    const account = (
      await ctx.app.inject({ url: '/api/account', headers: bearer(providerToken) })
    ).json();
    expect(account).toMatchObject({
      id: provider.id,
      roles: [Role.provider],
      actingAssistant: { id: assistant.id },
    });
    expect((await ctx.app.inject({ url: '/api/account', headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });

  test('every impersonated action is recorded with both identities', async () => {
    const { assistant, providers, token } = await assistantWith([['Gus', 'Grant']]);
    const provider = providers[0]!;
    const providerToken = (
      await ctx.app.inject({
        url: `/api/assistant/authenticate/${provider.id}`,
        headers: bearer(token),
      })
    ).json().token as string;
    await ctx.app.inject({ url: '/api/getLoggedUser', headers: bearer(providerToken) });
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, provider.id), eq(auditLog.actingAssistantId, assistant.id)));
    expect(rows.map((r) => r.action)).toEqual(['assistant.impersonate', 'impersonated.request']);
    expect(rows[1]?.detail).toMatchObject({
      method: 'GET',
      route: '/api/getLoggedUser',
      status: 200,
    });
  });

  test('a provider not linked to the assistant is refused with 403', async () => {
    const { token } = await assistantWith([]);
    const stranger = await createUser(ctx.database.db, Role.provider);
    const response = await ctx.app.inject({
      url: `/api/assistant/authenticate/${stranger.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });

  test('a deactivated linked provider is refused', async () => {
    const db = ctx.database.db;
    const assistant = await createUser(db, Role.assistant);
    const provider = await createUser(db, Role.provider, { activated: false });
    await linkAssistant(db, assistant.id, provider.id);
    const token = await signIn(ctx.app, assistant.email);
    const response = await ctx.app.inject({
      url: `/api/assistant/authenticate/${provider.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });

  test('only assistants may list providers or act as one: a provider token gets 403', async () => {
    const { providers } = await assistantWith([['Hal', 'Hughes']]);
    const providerToken = await signIn(ctx.app, providers[0]!.email);
    expect((await providersPage(providerToken, '')).statusCode).toBe(403);
    const response = await ctx.app.inject({
      url: `/api/assistant/authenticate/${providers[0]!.id}`,
      headers: bearer(providerToken),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('an acting session is tied to the assistant', () => {
  async function acting() {
    const { assistant, providers, token } = await assistantWith([['Ida', 'Ives']]);
    const provider = providers[0]!;
    const mint = () =>
      ctx.app.inject({ url: `/api/assistant/authenticate/${provider.id}`, headers: bearer(token) });
    const providerToken = (await mint()).json().token as string;
    expect(await accountStatus(ctx.app, providerToken)).toBe(200);
    return { assistant, provider, token, providerToken, mint };
  }

  test("the assistant's logout ends the provider token at once", async () => {
    const { token, providerToken } = await acting();
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(await accountStatus(ctx.app, token)).toBe(401);
    expect(await accountStatus(ctx.app, providerToken)).toBe(401);
  });

  test("the assistant's password change ends the provider token", async () => {
    const { token, providerToken } = await acting();
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/change_password',
      headers: bearer(token),
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'Changed12345' },
    });
    expect(change.statusCode).toBe(200);
    expect(await accountStatus(ctx.app, providerToken)).toBe(401);
  });

  test("the assistant's deactivation ends the provider token", async () => {
    const { assistant, providerToken } = await acting();
    await ctx.database.db.update(users).set({ activated: false }).where(eq(users.id, assistant.id));
    expect(await accountStatus(ctx.app, providerToken)).toBe(401);
  });

  test('unlinking the assistant from the provider ends the provider token', async () => {
    const { assistant, provider, providerToken } = await acting();
    await ctx.database.db
      .delete(assistantProviders)
      .where(
        and(
          eq(assistantProviders.assistantId, assistant.id),
          eq(assistantProviders.providerId, provider.id),
        ),
      );
    expect(await accountStatus(ctx.app, providerToken)).toBe(401);
  });

  test('minting again replaces the earlier token: one live acting session per pair', async () => {
    const { assistant, provider, providerToken, mint } = await acting();
    const again = await Promise.all([mint(), mint(), mint()]);
    const live = [];
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      const status = await accountStatus(ctx.app, response.json().token);
      if (status === 200) live.push(response);
    }
    expect(live).toHaveLength(1);
    expect(await accountStatus(ctx.app, providerToken)).toBe(401);
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.actingAssistantId, assistant.id),
          eq(sessions.userId, provider.id),
          isNull(sessions.revokedAt),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});
