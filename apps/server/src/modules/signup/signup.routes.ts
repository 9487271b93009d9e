import {
  EmailInUseParamsSchema,
  EmailInUseQuerySchema,
  EmailInUseResponseSchema,
  JoinClinicQuerySchema,
  JoinClinicResponseSchema,
  PatientRegisterRequestSchema,
  ProviderRegisterRequestSchema,
  RegisterQuerySchema,
  RegisterResponseSchema,
} from '@clinicall/shared/signup/schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PhotoService } from '../patients/photo.service.js';
import { readProviderFullProfile } from './provider-full-profile.js';
import type { SignupService } from './signup.service.js';

const tags = ['signup'];
const Registered = z.object({ email: z.string() });

/** F107–F132: open routes; the mailed token is the credential (A61). */
export const signupRoutes =
  (
    deps: {
      signup: SignupService;
      photos: Pick<PhotoService, 'store' | 'discard'>;
      /** Lets this plugin's routes read multipart uploads (the storage module's). */
      acceptUploads: (app: FastifyInstance) => Promise<void>;
    },
    perMinute: number,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { signup, photos } = deps;
    await deps.acceptUploads(app);
    const limited = {
      access: 'open',
      rateLimit: { max: perMinute * 3, timeWindow: '1 minute' },
    } as const;

    app.get(
      '/api/register',
      {
        config: limited,
        schema: {
          tags,
          summary: 'F107: where a sign-up or join link leads, with what the clinic already knows',
          security: [],
          querystring: RegisterQuerySchema,
          response: { 200: RegisterResponseSchema },
        },
      },
      async (request) => signup.lookup(request.query.token, request.query.type),
    );

    app.get(
      '/api/users/:email',
      {
        // F113: rate-limited per address, so the check cannot list who has an account.
        config: { access: 'open', rateLimit: { max: perMinute * 3, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'F113: whether an e-mail is already in use (nothing else)',
          security: [],
          params: EmailInUseParamsSchema,
          querystring: EmailInUseQuerySchema,
          response: { 200: EmailInUseResponseSchema },
        },
      },
      async (request) => ({
        inUse: await signup.emailInUse(request.params.email, request.query.token),
      }),
    );

    app.post(
      '/api/patientRegister',
      {
        config: { access: 'open', rateLimit: { max: perMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'F116: a patient completes their account from the invitation link',
          security: [],
          body: PatientRegisterRequestSchema,
          response: { 201: Registered },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await signup.registerPatient(request.ctx, request.body)),
    );

    app.post(
      '/api/providers/profile',
      {
        config: { access: 'open', rateLimit: { max: perMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'F128: a provider completes their account from the invitation link',
          security: [],
          body: ProviderRegisterRequestSchema,
          response: { 201: Registered },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await signup.registerProvider(request.ctx, request.body)),
    );

    app.post(
      '/api/providers/fullProfile',
      {
        config: { access: 'open', rateLimit: { max: perMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary:
            'F128: the provider account with a photo (multipart: providerDTOJson, then photo)',
          security: [],
          consumes: ['multipart/form-data'],
          response: { 201: Registered },
        },
      },
      async (request, reply) => {
        const { body, photo } = await readProviderFullProfile(request.parts(), photos);
        try {
          return reply.status(201).send(await signup.registerProvider(request.ctx, body, photo));
        } catch (error) {
          // The photo is kept only with the account it came with.
          if (photo) await photos.discard(photo);
          throw error;
        }
      },
    );

    app.get(
      '/api/joinClinic',
      {
        config: limited,
        schema: {
          tags,
          summary: 'F131: an existing patient joins the clinic that invited them',
          security: [],
          querystring: JoinClinicQuerySchema,
          response: { 200: JoinClinicResponseSchema },
        },
      },
      async (request) =>
        signup.joinClinic(request.ctx, request.query.token, request.query.patientId),
    );
  };
