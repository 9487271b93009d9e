import type { Role } from '@clinicall/shared/roles';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';

/**
 * How a route finds the clinic whose data it touches. The access plugin resolves it once, checks the
 * caller's membership, and puts the resulting scope on the request context.
 */
export type ClinicRule =
  /** No clinic-owned data: the caller's own account, sessions, or data checked another way. */
  | { readonly kind: 'none' }
  /** Every clinic the caller belongs to (with an allowed role); the super admin's scope is all. */
  | { readonly kind: 'own' }
  /** A clinic id in a path or query parameter; a non-member is refused. */
  | { readonly kind: 'param' | 'query'; readonly name: string }
  /** The clinic of the target record, found by `resolve`; an unknown record answers 404. */
  | {
      readonly kind: 'record';
      readonly resolve: (request: FastifyRequest, db: Db) => Promise<number | null>;
    }
  /**
   * A patient id in a path or query parameter: a patient reaches only themselves and the family
   * members they head; staff reach the patient only through a clinic both belong to. With
   * `defaultSelf`, an absent parameter means the caller.
   */
  | {
      readonly kind: 'patient';
      readonly from: 'param' | 'query';
      readonly name: string;
      readonly defaultSelf?: boolean;
      /**
       * Issue 22 item 4: a provider outside the patient's clinics is admitted while they hold a
       * live referral grant on the patient (scope: the referral's clinic). Only the routes that
       * read what a referral grants (profile, history) say so.
       */
      readonly viaReferralGrant?: boolean;
    };

export const Clinic = {
  none: { kind: 'none' },
  own: { kind: 'own' },
  param: (name: string) => ({ kind: 'param', name }),
  query: (name: string) => ({ kind: 'query', name }),
  record: (resolve: (request: FastifyRequest, db: Db) => Promise<number | null>) => ({
    kind: 'record',
    resolve,
  }),
  patient: (
    from: 'param' | 'query',
    name: string,
    options: { defaultSelf?: boolean; viaReferralGrant?: boolean } = {},
  ) => ({
    kind: 'patient',
    from,
    name,
    ...options,
  }),
} as const satisfies Record<string, ClinicRule | ((...args: never[]) => ClinicRule)>;

/** Who may call a route: `'open'` needs no token; otherwise the roles (or any) and the clinic rule. */
export type Access =
  'open' | { readonly roles: readonly Role[] | 'any'; readonly clinic: ClinicRule };

export const isScoped = (rule: ClinicRule) => rule.kind !== 'none';
