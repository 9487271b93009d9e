import { z } from 'zod';

/** A19: what a branded login page shows for a clinic's custom URL (before anyone signs in). */
export const ClinicBrandingSchema = z.object({
  name: z.string(),
  /** The clinic's custom URL as stored (its own case), so the page can show the canonical path. */
  customUrl: z.string(),
  /** Open address of the login logo (`/api/clinics/logos/…`), or null when the clinic has none. */
  logo: z.string().nullable(),
});
export type ClinicBranding = z.infer<typeof ClinicBrandingSchema>;

/** A20, A51: the custom URL a signed-in user goes back to on sign-out, or null for `/login`. */
export const OwnCustomUrlSchema = z.object({ customUrl: z.string().nullable() });
export type OwnCustomUrl = z.infer<typeof OwnCustomUrlSchema>;

/** The open lookups' paths, relative to the API root. */
export const ClinicBrandingPaths = {
  byCustomUrl: (customUrl: string) => `/clinics/customUrls/${encodeURIComponent(customUrl)}`,
  ofProvider: (id: number) => `/clinics/customUrls/provider/${id}`,
  ofPatient: (id: number) => `/clinics/customUrls/patient/${id}`,
} as const;
