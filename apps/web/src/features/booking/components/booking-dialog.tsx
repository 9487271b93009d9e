import { Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { TestId } from '@clinicall/shared/test-ids';
import { ErrorLevel, SuccessLevel } from '../../../components/ui/dialog-levels';

/** C43–C45: 0 shows the details to confirm, 1 the success, 3 the failure. */
export type DialogLevel = 0 | 1 | 3;

interface BookingDialogProps {
  opened: boolean;
  level: DialogLevel;
  details: readonly string[];
  confirmLabel: string;
  sending: boolean;
  /** Level 1's text (C44). */
  successText: string;
  /** Level 3's detail (C45, C68). */
  errorText: string | null;
  /** Level 3's word on a request booked but not paid (C66). */
  unpaidNote?: string | null;
  onEdit: () => void;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * C43–C46, C72, H2: the make-appointment dialog, which is also the payment's dialog; its levels
 * 0, 1 and 3 are the shared initial, success and error levels.
 */
export function BookingDialog(props: BookingDialogProps) {
  const { level } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Make appointment"
      centered
      closeOnClickOutside={!props.sending}
      withCloseButton={!props.sending}
    >
      <Stack gap="md" data-testid={TestId.bookingDialog} data-level={level}>
        {level === 0 && (
          <>
            <List spacing={4}>
              {props.details.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            {props.sending && (
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">Sending your request…</Text>
              </Group>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={props.onEdit}
                disabled={props.sending}
                data-testid={TestId.bookingDialogEdit}
              >
                Edit
              </Button>
              <Button
                onClick={props.onConfirm}
                loading={props.sending}
                data-testid={TestId.bookingDialogConfirm}
              >
                {props.confirmLabel}
              </Button>
            </Group>
          </>
        )}
        {level === 1 && (
          <SuccessLevel onClose={props.onClose} closeTestId={TestId.bookingDialogClose}>
            {props.successText}
          </SuccessLevel>
        )}
        {level === 3 && (
          <ErrorLevel
            detail={props.errorText ?? ''}
            onClose={props.onClose}
            onRetry={props.onEdit}
            retryLabel="Edit"
            testId={TestId.bookingDialogError}
            closeTestId={TestId.bookingDialogClose}
          >
            {props.unpaidNote && <Text size="sm">{props.unpaidNote}</Text>}
          </ErrorLevel>
        )}
      </Stack>
    </Modal>
  );
}
