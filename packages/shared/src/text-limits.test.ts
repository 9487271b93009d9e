import { expect, test } from 'vitest';
import type { z } from 'zod';
import { AdminClinicLimits, ClinicInputSchema, ParentClinicInputSchema } from './admin-clinic.js';
import { TextLimit } from './constants.js';
import { RegisterTopicRequestSchema, ReplyMessageRequestSchema } from './messaging/topics.js';
import { SaveSummaryRequestSchema } from './notes/summaries.js';
import { SaveTemplateRequestSchema } from './notes/templates.js';
import { ProviderProfileFieldsSchema } from './people/provider-profile.js';
import { RoomMessageRequestSchema } from './rooms/signalling.js';
import { BookingMessageSchema } from './scheduling/booking.js';
import { CancelReasonSchema } from './scheduling/lifecycle.js';
import { VideoEncounterTypeInputSchema } from './scheduling/offerings.js';
import { LONG_TEXT_MAX } from './signup/schemas.js';
import { ProviderOverviewFormSchema, RecommendationFormSchema } from './signup/provider-forms.js';
import { SUPPORT_DESCRIPTION_MAX, SupportTicketSchema } from './support.js';

// Each long field the web shows with a counter (components/ui/counted-textarea), and the limit
// that counter names: the shared schema the server parses with must hold the same bound.
const fields: Array<[string, z.ZodType, number]> = [
  ['profile overview', ProviderProfileFieldsSchema.shape.briefOverview, TextLimit.large],
  ['profile recommendation', ProviderProfileFieldsSchema.shape.recommendation, TextLimit.large],
  ['sign-up overview', ProviderOverviewFormSchema.shape.briefOverview, LONG_TEXT_MAX],
  ['sign-up recommendation', RecommendationFormSchema.shape.recommendation, LONG_TEXT_MAX],
  ['booking message', BookingMessageSchema.shape.messageBody, TextLimit.large],
  ['new message body', RegisterTopicRequestSchema.shape.body, TextLimit.large],
  ['reply body', ReplyMessageRequestSchema.shape.body, TextLimit.large],
  ['subjective evaluation', SaveSummaryRequestSchema.shape.subjetiveEvaluation, TextLimit.large],
  ['objective evaluation', SaveSummaryRequestSchema.shape.objectiveEvaluation, TextLimit.large],
  ['plan of treatment', SaveSummaryRequestSchema.shape.planOfTreatment, TextLimit.large],
  ['diagnosis description', SaveSummaryRequestSchema.shape.diagnosisDescription, TextLimit.large],
  ['CPT description', SaveSummaryRequestSchema.shape.cptDescription, TextLimit.large],
  ['template description', SaveTemplateRequestSchema.shape.description, TextLimit.medium],
  ['video type description', VideoEncounterTypeInputSchema.shape.description, TextLimit.medium],
  ['clinic description', ClinicInputSchema.shape.description, AdminClinicLimits.description],
  [
    'additional consent text',
    ClinicInputSchema.shape.additionalConsentText,
    AdminClinicLimits.additionalConsentText,
  ],
  ['parent description (I20)', ParentClinicInputSchema.shape.description, TextLimit.medium],
  ['support ticket', SupportTicketSchema.shape.description, SUPPORT_DESCRIPTION_MAX],
  ['cancel or decline reason', CancelReasonSchema, TextLimit.medium],
  ['room message', RoomMessageRequestSchema.shape.message, TextLimit.medium],
];

test.each(fields)('H20 the %s takes %i characters and refuses one more', (_, schema, max) => {
  expect(schema.safeParse('x'.repeat(max)).success).toBe(true);
  expect(schema.safeParse('x'.repeat(max + 1)).success).toBe(false);
});

test('H20, I1 the named limits: tiny 50, short 100, normal 255, medium 1000, large 17850', () => {
  expect(TextLimit).toEqual({ tiny: 50, short: 100, normal: 255, medium: 1000, large: 17850 });
  expect(AdminClinicLimits.parentDescription).toBe(TextLimit.medium);
  expect(LONG_TEXT_MAX).toBe(TextLimit.large);
});
