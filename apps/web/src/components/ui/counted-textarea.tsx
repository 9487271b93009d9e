import { Group, Textarea, type TextareaProps } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';

export interface CountedTextareaProps extends TextareaProps {
  /** The field's length limit, the one its shared zod schema enforces (H20). */
  max: number;
}

/**
 * H20: a long text field that shows how much of its limit is used, "120 / 1000", beside its
 * description. The browser stops typing at the limit unless the caller lets one more character
 * through (`maxLength`) so the form's own message can say what is wrong. Controlled fields count
 * their value; uncontrolled ones (a form in uncontrolled mode) count what is typed.
 */
export function CountedTextarea({
  max,
  maxLength = max,
  description,
  onChange,
  ...props
}: CountedTextareaProps) {
  const [typed, setTyped] = useState(String(props.defaultValue ?? '').length);
  const length = props.value === undefined ? typed : String(props.value).length;
  const count = (
    <span aria-label={`${length} of ${max} characters`}>
      {length} / {max}
    </span>
  );
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.currentTarget.value.length);
    onChange?.(event);
  };
  return (
    <Textarea
      {...props}
      maxLength={maxLength}
      onChange={handleChange}
      description={
        <Group component="span" justify="space-between" wrap="nowrap" gap="xs">
          <span>{description}</span>
          {count}
        </Group>
      }
    />
  );
}
