import { TextInput } from '@mantine/core';
import { maskPhone, PHONE_MAX_CHARS } from '@clinicall/shared/people/phone';

interface PhoneInputProps {
  label: string;
  value: string;
  onChange: (masked: string) => void;
  error?: string | undefined;
  required?: boolean;
}

/** F26: a US number typed into (xxx) xxx-xxxx, with +1 shown before it; at most 14 characters. */
export function PhoneInput({ label, value, onChange, error, required }: PhoneInputProps) {
  return (
    <TextInput
      label={label}
      withAsterisk={required}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      leftSection="+1"
      placeholder="(000) 000-0000"
      maxLength={PHONE_MAX_CHARS}
      value={maskPhone(value)}
      error={error}
      onChange={(event) => onChange(maskPhone(event.currentTarget.value))}
    />
  );
}
