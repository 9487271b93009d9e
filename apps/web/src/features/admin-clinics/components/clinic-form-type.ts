import type { UseFormReturnType } from '@mantine/form';
import type { ClinicFormValues } from './clinic-form-values';

export type ClinicForm = UseFormReturnType<ClinicFormValues>;
