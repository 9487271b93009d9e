import { z } from 'zod';
import { Messages } from '@clinicall/shared/messages';
import { NewPasswordSchema } from '@clinicall/shared/password';

// `when` lets the cross-field checks run even while another field is still invalid, so every
// message shows at once instead of one per submit.
const always = () => true;

/** Shown under every new-password field, so the rule is known before the first error. */
export const PASSWORD_HINT =
  'At least 8 characters, with a capital letter, a lower case letter and a number.';

/** A37–A40: the change-password dialog. */
export const ChangePasswordFormSchema = z
  .object({
    oldPassword: z.string().min(1, Messages.password.existingRequired),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword !== v.oldPassword, {
    path: ['newPassword'],
    message: Messages.password.sameAsExisting,
    when: always,
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: Messages.password.confirmMismatch,
    when: always,
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** A48: the reset page has no existing password to compare with. */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: Messages.password.confirmMismatch,
    when: always,
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;
