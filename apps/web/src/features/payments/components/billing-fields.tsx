import { SimpleGrid, TextInput } from '@mantine/core';
import type { BillingInfo } from '../billing';
import type { CardFormState } from '../hooks/use-card-payment';

const FIELDS: { key: keyof BillingInfo; label: string; autoComplete: string; required?: true }[] = [
  { key: 'customerName', label: 'Customer name', autoComplete: 'name' },
  { key: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1' },
  { key: 'addressLine2', label: 'Address line 2', autoComplete: 'address-line2' },
  { key: 'telephoneNumber', label: 'Telephone number', autoComplete: 'tel', required: true },
  { key: 'nameOnCard', label: 'Name on card', autoComplete: 'cc-name', required: true },
];

/** C64, C65: the billing info; name on card and phone are required. */
export function BillingFields({ form, onEdit }: { form: CardFormState; onEdit: () => void }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {FIELDS.map((field) => (
        <TextInput
          key={field.key}
          label={field.label}
          autoComplete={field.autoComplete}
          withAsterisk={field.required ?? false}
          value={form.billing[field.key]}
          error={form.errors[field.key]}
          onChange={(event) => {
            form.setBilling({ ...form.billing, [field.key]: event.currentTarget.value });
            onEdit();
          }}
        />
      ))}
    </SimpleGrid>
  );
}
