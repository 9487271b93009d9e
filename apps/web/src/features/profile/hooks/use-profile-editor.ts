import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  PatientProfileFieldsSchema,
  type PatientProfile,
  type PatientProfileFields,
  type PatientProfileFieldsInput,
} from '@clinicall/shared/people/patient-profile';
import { EmailChangeMessages } from '@clinicall/shared/people/email-change';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { profileKeys } from '../api/query-keys';
import { useSavePatientProfile } from '../api/save-patient-profile';

/** Messages by field path ("medicineInfo.medications.0.name"); `form` holds what no field explains. */
export type FieldErrors = Record<string, string>;

/** The editable copy of a profile as read: what the save sends as `oldPatientData`. */
export function editableFields(profile: PatientProfile): PatientProfileFields {
  const parsed = PatientProfileFieldsSchema.safeParse(profile);
  return parsed.success ? parsed.data : profile;
}

export type ProfileEditor = {
  fields: PatientProfileFields;
  /** Validates the changed copy, saves it, and answers the errors to show (null: saved). */
  save(patch: Partial<PatientProfileFieldsInput>): Promise<FieldErrors | null>;
  saving: boolean;
};

/**
 * F19, F22: a modal edits a copy; Update sends the profile as it was read and as changed. A stale
 * copy (someone saved in between) is refused by the server: the profile reloads, the modal stays
 * open with the editor's values, and the message says nothing was saved.
 */
export function useProfileEditor(profile: PatientProfile, isOwnProfile: boolean): ProfileEditor {
  const queryClient = useQueryClient();
  const mutation = useSavePatientProfile(profile.id);
  const fields = editableFields(profile);

  const save = useCallback(
    async (patch: Partial<PatientProfileFieldsInput>): Promise<FieldErrors | null> => {
      const parsed = PatientProfileFieldsSchema.safeParse({ ...fields, ...patch });
      if (!parsed.success) {
        return Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        );
      }
      try {
        const result = await mutation.mutateAsync({
          oldPatientData: fields,
          newPatientData: parsed.data,
          ...(profile.isFamilyMember && !isOwnProfile ? { familyMemberId: profile.id } : {}),
        });
        const pending =
          parsed.data.email !== fields.email && result.profile.newEmail === parsed.data.email;
        if (pending) toast.info(EmailChangeMessages.pendingSaved);
        else toast.success(PeopleMessages.saved);
        return null;
      } catch (error) {
        if (!isApiError(error)) return { form: PeopleMessages.updateFailed };
        if (error.code === 'PROFILE_STALE') {
          await queryClient.invalidateQueries({ queryKey: profileKeys.patient(profile.id) });
          return { form: error.message, stale: 'true' };
        }
        if (error.code === 'EMAIL_TAKEN') return { email: PeopleMessages.emailUsed };
        if (error.fields?.length) {
          return Object.fromEntries(
            error.fields.map((f) => [f.field.replace(/^newPatientData\./, ''), f.message]),
          );
        }
        return { form: error.status === 403 ? error.message : PeopleMessages.updateFailed };
      }
    },
    [fields, mutation, profile.id, profile.isFamilyMember, isOwnProfile, queryClient],
  );

  return { fields, save, saving: mutation.isPending };
}
