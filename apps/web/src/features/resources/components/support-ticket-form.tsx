import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  SUPPORT_DESCRIPTION_MAX,
  SupportMessages,
  SupportTicketSchema,
  type SupportTicket,
} from '@clinicall/shared/support';
import { TestId } from '@clinicall/shared/test-ids';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../components/ui/toast';
import { useSendSupportTicket } from '../api/support-ticket';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

/** F133: the support ticket form. */
export function SupportTicketForm() {
  const send = useSendSupportTicket();
  const form = useForm<SupportTicket>({
    initialValues: { subject: '', description: '' },
    validate: schemaResolver(SupportTicketSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(SupportMessages.ticketSent);
        form.reset();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid={TestId.supportTicketForm}>
      <Stack gap="sm">
        <TextInput
          label="Subject"
          withAsterisk
          maxLength={255}
          {...form.getInputProps('subject')}
        />
        <CountedTextarea
          max={SUPPORT_DESCRIPTION_MAX}
          label="Description"
          withAsterisk
          autosize
          minRows={4}
          {...form.getInputProps('description')}
        />
        {send.isError && (
          <Alert color="red">
            {isApiError(send.error) ? send.error.message : 'The ticket could not be sent.'}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send ticket
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
