import { z } from 'zod';

/** Router state is whatever the last page put there: parse it before trusting it. */
const LoginNoticeSchema = z.object({
  tone: z.enum(['success', 'error', 'info']),
  text: z.string(),
});
export type LoginNotice = z.infer<typeof LoginNoticeSchema>;

const LoginStateSchema = z.object({ notice: LoginNoticeSchema });

export function loginState(notice: LoginNotice): z.infer<typeof LoginStateSchema> {
  return { notice };
}

export function readLoginNotice(state: unknown): LoginNotice | null {
  const parsed = LoginStateSchema.safeParse(state);
  return parsed.success ? parsed.data.notice : null;
}

/** A8: the credentials reach /first-time-login in memory only, never in storage or the URL. */
const FirstTimeStateSchema = z.object({ email: z.string().min(1), password: z.string().min(1) });
type FirstTimeState = z.infer<typeof FirstTimeStateSchema>;

export function readFirstTimeState(state: unknown): FirstTimeState | null {
  const parsed = FirstTimeStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
