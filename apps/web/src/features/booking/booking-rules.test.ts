import { describe, expect, test } from 'vitest';
import {
  cardPaymentDue,
  chooseProvider,
  choosePayment,
  chooseType,
  chooseVideoType,
  emptyDraft,
  forgetStaleBooking,
} from './booking-draft';
import { patientBookingRequest } from './booking-request';
import { canContinue, patientSteps, providerSteps, StepTitle } from './booking-steps';

const slot = {
  date: '2026-11-23',
  startTime: '2026-11-23T14:00:00.000Z',
  endTime: '2026-11-23T14:15:00.000Z',
  localTime: '09:00',
};
const chosenVideo = chooseVideoType(chooseType(emptyDraft, 'VIDEO'), {
  id: 4,
  duration: 30,
  price: 40,
});

describe('booking rules', () => {
  test('C32 choosing a type clears the payment, the video sub-type and the time', () => {
    const changed = chooseType({ ...chosenVideo, slot }, 'AUDIO');
    expect(changed).toMatchObject({ type: 'AUDIO', videoTypeId: null, slot: null, duration: null });
  });

  test('C34 a video visit has no payment until its sub-type is chosen, then INSURANCE', () => {
    expect(chooseType(emptyDraft, 'VIDEO').paymentType).toBeNull();
    expect(chosenVideo).toMatchObject({ videoTypeId: 4, duration: 30, paymentType: 'INSURANCE' });
  });

  test.each(['AUDIO', 'MESSAGE', 'OFFICE'] as const)(
    'C35 the %s type is paid by INSURANCE at once',
    (type) => expect(chooseType(emptyDraft, type).paymentType).toBe('INSURANCE'),
  );

  test('C33 the message type skips the date step in both wizards', () => {
    const message = chooseType(emptyDraft, 'MESSAGE');
    expect(patientSteps(message)).toEqual(['provider', 'type', 'reason', 'payment']);
    expect(providerSteps(message)).toEqual(['type', 'patient']);
    expect(patientSteps(chosenVideo)).toContain('date');
  });

  test('C47 C54 the steps carry the spec titles in order', () => {
    expect(providerSteps(chosenVideo).map((s) => StepTitle[s])).toEqual([
      'Select encounter type',
      'Select patient',
      'Select date & time',
    ]);
    expect(
      patientSteps(chosenVideo)
        .map((s) => StepTitle[s])
        .slice(0, 4),
    ).toEqual([
      'Select provider',
      'Select encounter type',
      'Select date & time',
      'Reason for visit',
    ]);
  });

  test('C37 Continue waits for a choice, or for a non-empty condition and message', () => {
    expect(canContinue('type', chooseType(emptyDraft, 'VIDEO'))).toBe(false);
    expect(canContinue('type', chosenVideo)).toBe(true);
    expect(canContinue('date', chosenVideo)).toBe(false);
    expect(canContinue('date', { ...chosenVideo, slot })).toBe(true);
    expect(canContinue('reason', { ...chosenVideo, condition: ' ', messageBody: 'x' })).toBe(false);
    expect(canContinue('reason', { ...chosenVideo, condition: 'Cough', messageBody: 'x' })).toBe(
      true,
    );
  });

  test('another provider clears what was chosen for the last one', () => {
    const first = chooseProvider(emptyDraft, { id: 1, name: 'A B', email: 'a@x.org' });
    const withType = {
      ...chooseVideoType(chooseType(first, 'VIDEO'), { id: 2, duration: 15, price: 0 }),
      slot,
    };
    expect(chooseProvider(withType, { id: 1, name: 'A B', email: 'a@x.org' })).toBe(withType);
    expect(chooseProvider(withType, { id: 3, name: 'C D', email: 'c@x.org' })).toMatchObject({
      type: null,
      videoTypeId: null,
      slot: null,
      paymentType: null,
    });
  });

  test('C60 the patient request carries the time, type, payment, condition and message', () => {
    const draft = {
      ...chosenVideo,
      provider: { id: 9, name: 'Ana Rivera', email: 'dr@x.org' },
      slot,
      condition: 'Cough',
      messageBody: 'Since Monday',
    };
    expect(patientBookingRequest(draft)).toEqual({
      type: 'VIDEO',
      startTime: slot.startTime,
      endTime: slot.endTime,
      provider: { id: 9 },
      patientPayment: { paymentType: 'INSURANCE' },
      paymentData: { paymentType: 'INSURANCE', videoTypeId: 4 },
      patientEncounterSymptom: { preCondition: { description: 'Cough' } },
      message: { messageBody: 'Since Monday' },
    });
  });

  test('C34 C73 a video visit starts as INSURANCE and may be self-paid (CASH) at its price', () => {
    const cash = choosePayment(chosenVideo, 'CASH');
    expect(cash).toMatchObject({ paymentType: 'CASH', price: 40 });
    expect(
      patientBookingRequest({
        ...cash,
        provider: { id: 9, name: 'Ana Rivera', email: 'dr@x.org' },
        slot,
      }).patientPayment,
    ).toEqual({ paymentType: 'CASH', quantity: 40 });
  });

  test('C62 C63 C64 a card is due only for a self-paid visit with a price above 0', () => {
    expect(cardPaymentDue(chosenVideo)).toBe(false);
    expect(cardPaymentDue(choosePayment(chosenVideo, 'CASH'))).toBe(true);
    expect(cardPaymentDue(choosePayment({ ...chosenVideo, price: 0 }, 'CASH'))).toBe(false);
  });

  test('C66 a paid booking in flight is forgotten once the request it was made with changes', () => {
    const pendingCharge = { idempotencyKey: 'key-12345678', cardToken: 'tok_sandbox_1' };
    const booked = { ...choosePayment(chosenVideo, 'CASH'), slot, pendingCharge };
    expect(forgetStaleBooking(booked, { ...booked, step: 2 })).toMatchObject({ pendingCharge });
    expect(forgetStaleBooking(booked, { ...booked, slot: null })).toMatchObject({
      pendingCharge: null,
    });
    expect(forgetStaleBooking(booked, { ...booked, condition: 'Cough' })).toMatchObject({
      pendingCharge: null,
    });
  });
});
