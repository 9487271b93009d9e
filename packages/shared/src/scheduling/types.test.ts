import { describe, expect, test } from 'vitest';
import {
  EncounterStatusInputSchema,
  EncounterTypeInputSchema,
  EncounterTypeLabel,
  ENCOUNTER_STATUSES,
  FINISH_REASONS,
  FinishReasonInputSchema,
} from './types.js';

describe('appointment vocabulary', () => {
  test('C15 the four types are labelled Phone Call, Message, Video Exam and In Office Visit', () => {
    expect(EncounterTypeLabel).toEqual({
      AUDIO: 'Phone Call',
      MESSAGE: 'Message',
      VIDEO: 'Video Exam',
      OFFICE: 'In Office Visit',
    });
  });

  test('C15 requests name a type in upper or lower case; anything else is refused', () => {
    for (const type of ['video', 'audio', 'message', 'office', 'VIDEO', 'Office']) {
      expect(EncounterTypeInputSchema.parse(type)).toBe(type.toUpperCase());
    }
    expect(EncounterTypeInputSchema.safeParse('voice').success).toBe(false);
  });

  test('C82 the nine statuses, also accepted in lower case', () => {
    expect([...ENCOUNTER_STATUSES].sort()).toEqual(
      [
        'ACCEPTED',
        'CANCELLED',
        'DECLINED',
        'FINISHED',
        'PATIENT_STARTED',
        'PENDING',
        'PROVIDER_STARTED',
        'REQUESTED',
        'STARTED',
      ].sort(),
    );
    expect(EncounterStatusInputSchema.parse('requested')).toBe('REQUESTED');
  });

  test('C83 the finish reasons are APPOINTMENT_CONCLUDED, PATIENT_NOT_ATTEND, TEST_NOT_TRUE_APPOINTMENT and OTHER', () => {
    expect(FINISH_REASONS).toEqual([
      'APPOINTMENT_CONCLUDED',
      'PATIENT_NOT_ATTEND',
      'TEST_NOT_TRUE_APPOINTMENT',
      'OTHER',
    ]);
    expect(FinishReasonInputSchema.parse('patient_not_attend')).toBe('PATIENT_NOT_ATTEND');
    expect(FinishReasonInputSchema.safeParse('NO_SHOW').success).toBe(false);
  });
});
