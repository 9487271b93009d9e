import { z } from 'zod';
import { ALL_ROLES } from './roles.js';
import { NewPasswordSchema } from './password.js';
import { ClinicSummarySchema } from './clinic.js';
import { PageQuerySchema, pageSchema } from './paging.js';
import { PageSize } from './constants.js';
import { TimeZoneSchema } from './time-zone.js';

const EmailSchema = z.string().trim().min(1).max(100);

export const AuthenticateRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(200),
  timeZoneOffset: z.number().int().min(-840).max(840).optional(),
  timeZone: TimeZoneSchema.optional(),
});
export type AuthenticateRequest = z.infer<typeof AuthenticateRequestSchema>;

/** A6: `expires` is epoch milliseconds. */
export const AuthTokenSchema = z.object({ token: z.string(), expires: z.number().int() });
export type AuthToken = z.infer<typeof AuthTokenSchema>;

export const AuthenticateResponseSchema = z.union([
  AuthTokenSchema,
  z.object({ action: z.enum(['passcode', 'firstTimeLogin']) }),
]);
export type AuthenticateResponse = z.infer<typeof AuthenticateResponseSchema>;

/** Renewing a passcode needs the credentials again: there is no token yet. */
export const RenewPasscodeRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(200),
});

export const RoleSchema = z.enum(ALL_ROLES);

/** A28: GET /account. `actingFor` is set while an assistant acts as a provider. */
export const AccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(RoleSchema),
  roomName: z.string().nullable(),
  timeZone: z.string().nullable(),
  actingAssistant: z
    .object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })
    .nullable(),
  /**
   * Issue 20 point 10: true while this session waits for its user to accept newly published legal
   * documents; until then it reaches only the acceptance, the account and sign-out.
   */
  legalPending: z.boolean().optional(),
});
export type Account = z.infer<typeof AccountSchema>;

/** A29: GET /getLoggedUser — the identity plus the profile fields. */
export const LoggedUserSchema = AccountSchema.extend({
  phoneNumber: z.string().nullable(),
  imagePath: z.string().nullable(),
  primarySpecialty: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  clinicDTOS: z.array(ClinicSummarySchema),
});
export type LoggedUser = z.infer<typeof LoggedUserSchema>;

/** A30 */
export const ConfigsSchema = z.object({
  sessionDuration: z.number().int(),
  encounterRange: z.number().int(),
  /** Where the pages that help with a visit send people (SUPPORT_EMAIL). */
  supportEmail: z.string(),
  /** F133: Help & Support's knowledge base and live chat (KNOWLEDGE_BASE_URL, LIVE_CHAT_URL). */
  knowledgeBaseUrl: z.string().nullable(),
  liveChatUrl: z.string().nullable(),
});
export type Configs = z.infer<typeof ConfigsSchema>;

export const SiteConfigSchema = z.object({
  encounterRequestWindowDays: z.number().int(),
  environment: z.string(),
  version: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** A41: the spec sends the passwords as query parameters; the API also takes them as a JSON body. */
export const ChangePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(200),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** A35 */
export const FirstTimeChangeRequestSchema = z.object({
  email: EmailSchema,
  oldPassword: z.string().min(1).max(200),
  newPassword: NewPasswordSchema,
});
export type FirstTimeChangeRequest = z.infer<typeof FirstTimeChangeRequestSchema>;

/** A45 */
export const ResetInitRequestSchema = z.object({ email: EmailSchema });

/** A47 */
export const ResetKeyInfoSchema = z.object({ email: z.string() });

/** A49 */
export const ResetFinishRequestSchema = z.object({
  resetKey: z.string().min(1).max(200),
  password: NewPasswordSchema,
});
export type ResetFinishRequest = z.infer<typeof ResetFinishRequestSchema>;

/** A54: a provider an assistant may act for. */
export const AssistedProviderSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  primarySpecialty: z.string().nullable(),
  imagePath: z.string().nullable(),
});
export type AssistedProvider = z.infer<typeof AssistedProviderSchema>;
export const AssistedProviderPageSchema = pageSchema(AssistedProviderSchema);
export type AssistedProviderPage = z.infer<typeof AssistedProviderPageSchema>;

export const AssistantProvidersQuerySchema = PageQuerySchema.extend({
  size: PageQuerySchema.shape.size.unwrap().default(PageSize.assistantProviders),
  search: z.string().trim().max(100).optional(),
});
