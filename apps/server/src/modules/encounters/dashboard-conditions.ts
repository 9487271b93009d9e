import { and, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { encounters } from '../../db/schema/encounters.js';

/*
 * The dashboard tabs' conditions (C92–C94), shared by their lists and the counters. Their instants
 * are placeholders, filled per request.
 */
const slot = (name: string) => sql.placeholder(name);

/**
 * Confirmed timed appointments not over yet (C93's Confirmed tab); none lasts a day, which bounds
 * the index range from below. Placeholders `now` and `dayBefore`.
 */
export const confirmedCondition = () =>
  and(
    eq(encounters.status, 'ACCEPTED'),
    gt(encounters.startTime, slot('dayBefore')),
    gt(encounters.endTime, slot('now')),
  );

/** Today's confirmed or running appointments, on the viewer's clock (C94, providers). */
export const todayCondition = () =>
  and(
    inArray(encounters.status, ['ACCEPTED', 'STARTED', 'PROVIDER_STARTED', 'PATIENT_STARTED']),
    gte(encounters.startTime, slot('todayStart')),
    lt(encounters.startTime, slot('todayEnd')),
  );

/**
 * C92: requests within the request window: timed ones not yet over and starting before its end;
 * message requests (which hold no time) for as long as the window after they were sent.
 */
export const requestsCondition = () =>
  and(
    inArray(encounters.status, ['REQUESTED', 'PENDING']),
    gte(encounters.startTime, slot('requestsSince')),
    lt(encounters.startTime, slot('requestsUntil')),
    or(gt(encounters.endTime, slot('now')), eq(encounters.type, 'MESSAGE')),
  );

/** C92: requests beyond the request window's end, the next to enter it as time passes. */
export const laterRequestsCondition = () =>
  and(
    inArray(encounters.status, ['REQUESTED', 'PENDING']),
    gte(encounters.startTime, slot('requestsUntil')),
  );
