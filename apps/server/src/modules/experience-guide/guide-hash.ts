import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * B53: the `hash` of a clinic's experience guide is `<clinicId>.<signature>`, an HMAC under a key
 * derived from the app's secret. It needs no stored column, cannot be guessed for another clinic,
 * and stays the same, so a link printed or mailed to patients keeps working. It names no patient.
 */
export function guideHashes(hmacSecret: Uint8Array) {
  const key = createHmac('sha256', hmacSecret).update('clinicall:experience-guide').digest();
  const sign = (clinicId: number) =>
    createHmac('sha256', key).update(String(clinicId)).digest('base64url');
  return {
    of: (clinicId: number) => `${clinicId}.${sign(clinicId)}`,
    /** The clinic a well-signed hash names; null for anything else. */
    clinicOf(hash: string): number | null {
      const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(hash);
      if (!match) return null;
      const clinicId = Number(match[1]);
      // The signature's text is compared, so no second spelling of it passes.
      const given = Buffer.from(match[2]!);
      const expected = Buffer.from(sign(clinicId));
      return timingSafeEqual(given, expected) ? clinicId : null;
    },
  };
}
