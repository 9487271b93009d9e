import { Role } from '@clinicall/shared/roles';
import { SessionListSchema } from '@clinicall/shared/sessions';
import { describe, expect, test } from 'vitest';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { accountStatus, bearer, createSignedInUser, signIn } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const list = async (token: string) => {
  const response = await ctx.app.inject({ url: '/api/account/sessions', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return SessionListSchema.parse(response.json());
};

const end = (token: string, id?: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: id ? `/api/account/sessions/${encodeURIComponent(id)}` : '/api/account/sessions',
    headers: bearer(token),
  });

const sessionIdOf = async (token: string) => (await ctx.app.tokens.verify(token))?.sessionId;

async function actAs(assistantToken: string, providerId: number) {
  const response = await ctx.app.inject({
    url: `/api/assistant/authenticate/${providerId}`,
    headers: bearer(assistantToken),
  });
  return response.json<{ token: string }>().token;
}

describe('the account page sessions', () => {
  test("lists the caller's live sessions with address, agent and the current one, never ended ones", async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.patient);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { email: user.email, password: 'Testing123' },
      headers: { 'user-agent': 'phone-browser' },
      remoteAddress: '10.9.9.9',
    });
    const otherToken: string = other.json().token;
    const ended = await signIn(ctx.app, user.email);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(ended) });

    const sessions = await list(token);
    expect(sessions.map((s) => s.id).sort()).toEqual(
      [await sessionIdOf(token), await sessionIdOf(otherToken)].sort(),
    );
    expect(sessions.find((s) => s.current)?.id).toBe(await sessionIdOf(token));
    expect(sessions.find((s) => !s.current)).toMatchObject({
      ip: '10.9.9.9',
      userAgent: 'phone-browser',
      actingAssistant: null,
    });
  });

  test("names the assistant acting in a provider's session", async () => {
    const world = await createClinicWorld(ctx.app);
    await actAs(world.assistant.token, world.provider.id);
    const sessions = await list(world.provider.token);
    expect(sessions.find((s) => s.actingAssistant)?.actingAssistant).toEqual({
      id: world.assistant.id,
      firstName: 'Asa',
      lastName: 'Assistant',
    });
  });

  test('ending one session refuses its token and leaves the others working', async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.provider);
    const other = await signIn(ctx.app, user.email);
    expect((await end(token, await sessionIdOf(other))).statusCode).toBe(204);
    expect(await accountStatus(ctx.app, other)).toBe(401);
    expect(await accountStatus(ctx.app, token)).toBe(200);
  });

  test("a user can neither see nor end another user's session", async () => {
    const alice = await createSignedInUser(ctx.app, Role.patient);
    const bob = await createSignedInUser(ctx.app, Role.patient);
    const bobSession = await sessionIdOf(bob.token);
    expect((await list(alice.token)).map((s) => s.id)).not.toContain(bobSession);
    const refused = await end(alice.token, bobSession);
    expect(refused.statusCode).toBe(404);
    expect(await accountStatus(ctx.app, bob.token)).toBe(200);
  });

  test('sign out everywhere ends every session of the user and the acting sessions bound to them', async () => {
    const world = await createClinicWorld(ctx.app);
    const second = await signIn(ctx.app, world.provider.email);
    const acting = await actAs(world.assistant.token, world.provider.id);
    expect((await end(world.provider.token)).statusCode).toBe(204);
    for (const token of [world.provider.token, second, acting]) {
      expect(await accountStatus(ctx.app, token)).toBe(401);
    }
    expect(await accountStatus(ctx.app, world.assistant.token)).toBe(200);
  });

  test("an assistant acting as a provider cannot list or end the provider's sessions", async () => {
    const world = await createClinicWorld(ctx.app);
    const acting = await actAs(world.assistant.token, world.provider.id);
    const listing = await ctx.app.inject({ url: '/api/account/sessions', headers: bearer(acting) });
    expect(listing.statusCode).toBe(403);
    expect((await end(acting)).statusCode).toBe(403);
    expect(await accountStatus(ctx.app, world.provider.token)).toBe(200);
  });
});
