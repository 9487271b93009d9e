import { z } from 'zod';

/** B53, I25: what `/experience-guide?hash=…` shows: the clinic's experience boxes as links. */
export const ExperienceGuideSchema = z.object({
  clinicName: z.string(),
  /** The clinic's logo address (open), or null. */
  logo: z.string().nullable(),
  boxes: z.array(z.object({ name: z.string(), url: z.string() })),
  /** B52, I25: the clinic's experience images (uploaded ones are open, like its logo). */
  images: z.array(z.string()),
});
export type ExperienceGuide = z.infer<typeof ExperienceGuideSchema>;

/** The signed-in patient's guide link, or null when no clinic of theirs offers one. */
export const OwnGuideSchema = z.object({ hash: z.string().nullable() });
export type OwnGuide = z.infer<typeof OwnGuideSchema>;

/** The guide's screen; its `hash` query parameter names the clinic (B53). */
export const EXPERIENCE_GUIDE_PATH = '/experience-guide';
export const experienceGuideUrl = (hash: string) =>
  `${EXPERIENCE_GUIDE_PATH}?hash=${encodeURIComponent(hash)}`;
