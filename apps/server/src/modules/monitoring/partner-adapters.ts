import { DEVICES, type Device, type PartnerKey } from '@clinicall/shared/monitoring/partners';

/**
 * What differs between the partners of G3 (spec 2 §5): each adapter reads the readings its partner
 * delivered through the ingest; these are the rules its views and sign-up follow.
 */
export type PartnerAdapter = {
  key: PartnerKey | 'simulator';
  /** G23, G28, G29: the devices a sign-up may ask for. */
  devices: readonly Device[];
  /** G21, G28: the view shows a QR code for the patient to scan. */
  qrCode: boolean;
  /** G28: the sign-up asks for the patient's weight. */
  weightRequired: boolean;
  /** G19: the partner counts respiratory sounds (`/strados/patients/{id}/readings`). */
  respiratorySounds: boolean;
  /** G20: the partner's observations by name (`/remotecare/patients/{id}/observations/{name}`). */
  observations: boolean;
  /** G11: where a provider asks the partner to set the clinic up. */
  requestUrl: string;
};

const all = DEVICES;
/**
 * G11: the partners' request pages are not in the spec; each partner's is its own page on the
 * partners' directory until an installation is given the real addresses.
 */
const requestUrl = (key: string) => `https://partners.example.com/${key}/request-monitoring`;
/** G28: Morley and the views associated with it offer a blood pressure monitor and a pulse oximeter. */
const morleyDevices: readonly Device[] = ['bloodPressure', 'pulseOximeter'];

const adapter = (
  key: PartnerAdapter['key'],
  requestUrl: string,
  rules: Partial<Omit<PartnerAdapter, 'key' | 'requestUrl'>> = {},
): PartnerAdapter => ({
  key,
  devices: all,
  qrCode: false,
  weightRequired: false,
  respiratorySounds: false,
  observations: false,
  requestUrl,
  ...rules,
});

export const PartnerAdapters: Record<PartnerAdapter['key'], PartnerAdapter> = {
  remotecare: adapter('remotecare', requestUrl('remotecare'), {
    // G29: the Remote Care view excludes ECG.
    devices: all.filter((d) => d !== 'ecg'),
    observations: true,
  }),
  premedex: adapter('premedex', requestUrl('premedex')),
  strados: adapter('strados', requestUrl('strados'), { respiratorySounds: true }),
  promedix: adapter('promedix', requestUrl('promedix')),
  thorough: adapter('thorough', requestUrl('thorough')),
  morley: adapter('morley', requestUrl('morley'), {
    devices: morleyDevices,
    qrCode: true,
    weightRequired: true,
  }),
  simulator: adapter('simulator', requestUrl('simulator'), {
    respiratorySounds: true,
    observations: true,
  }),
};

/**
 * G28: a view is Morley-associated when the partner is Morley or the clinic chose Morley as the
 * partner's associate (Promedix, B44): it takes Morley's device rules and QR code.
 */
export function adapterFor(
  key: PartnerAdapter['key'],
  associatedKey: string | null,
): PartnerAdapter {
  const own = PartnerAdapters[key];
  if (associatedKey !== 'morley' || key === 'morley') return own;
  const morley = PartnerAdapters.morley;
  return { ...own, devices: morley.devices, qrCode: true, weightRequired: true };
}

export const isAdapterKey = (key: string): key is PartnerAdapter['key'] => key in PartnerAdapters;
