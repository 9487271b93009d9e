import { inArray, sql, type Column, type SQL } from 'drizzle-orm';

declare const scopeBrand: unique symbol;

/**
 * The clinics a request may touch, made only by the access plugin (and test factories). Repositories
 * of clinic-owned tables take it as a required argument, so an unscoped query does not compile.
 */
export type ClinicScope = {
  readonly [scopeBrand]: true;
  /** The super admin's scope: every clinic. */
  readonly all: boolean;
  /** The clinics in scope when `all` is false; never empty on a request that passed the check. */
  readonly clinicIds: readonly number[];
};

export const allClinics = (): ClinicScope =>
  ({ all: true, clinicIds: [] }) as unknown as ClinicScope;

export const clinicsScope = (clinicIds: readonly number[]): ClinicScope =>
  ({ all: false, clinicIds: [...new Set(clinicIds)] }) as unknown as ClinicScope;

export const inScope = (scope: ClinicScope, clinicId: number) =>
  scope.all || scope.clinicIds.includes(clinicId);

/** The scope in a cache key: '*' for every clinic, else its clinics' ids in order. */
export const scopeKey = (scope: ClinicScope) =>
  scope.all ? '*' : [...scope.clinicIds].sort((a, b) => a - b).join(',');

/** The WHERE condition that keeps a query inside the scope. */
export function scopeCondition(scope: ClinicScope, clinicColumn: Column): SQL {
  if (scope.all) return sql`true`;
  if (scope.clinicIds.length === 0) return sql`false`;
  return inArray(clinicColumn, [...scope.clinicIds]);
}
