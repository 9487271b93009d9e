import { InputBase } from '@mantine/core';
import { IMaskInput } from 'react-imask';

interface DateOfBirthInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  'data-testid'?: string;
}

/**
 * D23: mm/dd/yyyy, digits only, the slashes typed for the person (react-imask through Mantine's
 * input, so it looks and labels like every other field).
 */
export function DateOfBirthInput({
  value,
  onChange,
  onBlur,
  error,
  ...rest
}: DateOfBirthInputProps) {
  return (
    <InputBase
      component={IMaskInput}
      mask="00/00/0000"
      label="Date of birth"
      placeholder="mm/dd/yyyy"
      inputMode="numeric"
      autoComplete="bday"
      value={value}
      onAccept={(next: string) => onChange(next)}
      onBlur={onBlur}
      error={error}
      data-testid={rest['data-testid']}
    />
  );
}
