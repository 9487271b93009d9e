import type { InputHTMLAttributes } from 'react';
import type { TestId } from '@clinicall/shared/test-ids';

/** FileButton's hidden input takes only typed input attributes; `data-*` ones are valid HTML too. */
export const inputTestId = (id: TestId) =>
  ({ 'data-testid': id }) as InputHTMLAttributes<HTMLInputElement>;
