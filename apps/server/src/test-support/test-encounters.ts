import type { App } from '../app.js';
import type { PayableEncounter, PayableEncounters } from '../modules/payments/payments.service.js';
import type { ClinicWorld } from './clinic-world.js';

/**
 * Encounters for the payment tests, held in memory: what payments read through their port until
 * the scheduling module's encounters are wired to it.
 */
export function createTestEncounters() {
  const rows = new Map<number, PayableEncounter>();
  return {
    find: async (id: number) => rows.get(id) ?? null,
    /** A paid video visit of the world's patient with its provider, $25 unless overridden. */
    add(world: ClinicWorld, overrides: Partial<PayableEncounter> = {}): PayableEncounter {
      const encounter: PayableEncounter = {
        id: rows.size + 1,
        clinicId: world.clinic.id,
        patientId: world.patient.id,
        providerId: world.provider.id,
        providerEmail: world.provider.email,
        providerName: `${world.provider.firstName} ${world.provider.lastName}`,
        type: 'VIDEO',
        paymentType: 'CASH',
        amountCents: 2500,
        videoTypeId: 1,
        open: true,
        ...overrides,
      };
      rows.set(encounter.id, encounter);
      return encounter;
    },
  } satisfies PayableEncounters & Record<string, unknown>;
}

export type TestEncounters = ReturnType<typeof createTestEncounters>;

const registries = new WeakMap<App, TestEncounters>();

export const registerTestEncounters = (app: App, encounters: TestEncounters) =>
  registries.set(app, encounters);

/** The encounters the test app's payments read. */
export function testEncountersOf(app: App): TestEncounters {
  const encounters = registries.get(app);
  if (!encounters) throw new Error('this app was not built by createTestApp');
  return encounters;
}
