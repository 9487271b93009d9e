import { z } from 'zod';
import { IdTextSchema } from './ids.js';

/** The product an organization signs in to through its own identity provider (A23's {provider}). */
export const SsoProductName = 'Clinicall';

export const SsoMessages = {
  /** A23, word for word with {provider} filled in. */
  noSso: `Your organization does not have SSO with ${SsoProductName}.`,
  emailRequired: 'Email is required.',
  domainTaken: 'Another identity provider already signs in this domain.',
  issuerTaken: 'An identity provider with this issuer already exists.',
  discoveryFailed: 'The identity provider could not be reached or its configuration is invalid.',
} as const;

/** Where a browser starts single sign-on (A24) and where the identity provider sends it back. */
export const SsoPaths = {
  start: '/oauth2/authorization/ns',
  callback: '/oauth2/callback/ns',
} as const;

/** How long a started sign-in waits for the identity provider's answer. */
export const SSO_AUTHORIZATION_TTL_MINUTES = 10;

const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(253)
  .regex(/^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    message: 'Enter a domain such as example.org.',
  });

const IssuerSchema = z
  .string()
  .trim()
  .max(500)
  .url({ message: 'Enter the issuer URL, such as https://login.example.org.' })
  .refine((value) => /^https?:\/\//.test(value), { message: 'The issuer must be an http(s) URL.' });

const ProviderFields = {
  name: z.string().trim().min(1).max(100),
  issuer: IssuerSchema,
  clientId: z.string().trim().min(1).max(300),
  domains: z.array(DomainSchema).min(1).max(20),
  enabled: z.boolean(),
};

export const SsoProviderCreateSchema = z.object({
  ...ProviderFields,
  clientSecret: z.string().min(1).max(1000),
});
export type SsoProviderCreate = z.infer<typeof SsoProviderCreateSchema>;

/** An empty or absent secret keeps the stored one: the admin never sees it to type it again. */
export const SsoProviderUpdateSchema = z.object({
  ...ProviderFields,
  clientSecret: z.string().max(1000).optional(),
});
export type SsoProviderUpdate = z.infer<typeof SsoProviderUpdateSchema>;

/** What the admin API answers: never the secret, only whether one is stored. */
export const SsoProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  domains: z.array(z.string()),
  enabled: z.boolean(),
  hasClientSecret: z.boolean(),
  updatedAt: z.string(),
});
export type SsoProvider = z.infer<typeof SsoProviderSchema>;

export const SsoProviderIdParamsSchema = z.object({ id: IdTextSchema });

/** The test connection's answer: discovery worked, and the URL of the round trip to open. */
export const SsoTestStartSchema = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
  authorizationUrl: z.string(),
});
export type SsoTestStart = z.infer<typeof SsoTestStartSchema>;

/** The domains with SSO switched on, for the login page's SSO filter (A23). */
export const SsoDomainsSchema = z.object({ domains: z.array(z.string()) });

/** The lower-cased domain part of an e-mail, or null when there is none. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1 || at === email.trim().length - 1) return null;
  return email
    .trim()
    .slice(at + 1)
    .toLowerCase();
}
