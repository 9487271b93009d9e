import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { InviteMessages } from '@clinicall/shared/invitations/messages';
import type { PatientInviteResponse } from '@clinicall/shared/invitations/schemas';
import { TestId } from '@clinicall/shared/test-ids';
import { CsvInvite } from './csv-invite';
import { InviteForm } from './invite-form';

/** The invite by form (levels 0 and 1) or by CSV, shared by the dialog and the invite page. */
export function InvitePanel({ onDone }: { onDone?: () => void }) {
  const [level, setLevel] = useState<null | PatientInviteResponse['outcome']>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <Tabs defaultValue="form" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="form" data-testid={TestId.inviteFormTab}>
          Invite by form
        </Tabs.Tab>
        <Tabs.Tab value="csv" data-testid={TestId.inviteCsvTab}>
          Invite by CSV
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="form">
        {level === null ? (
          <InviteForm key={formKey} onInvited={setLevel} />
        ) : (
          <Stack data-testid={TestId.inviteSuccess}>
            <Alert color="teal">
              {level === 'invited' ? (
                <>
                  <Text fw={500}>{InviteMessages.invited}</Text>
                  <Text size="sm">{InviteMessages.invitedNext}</Text>
                </>
              ) : (
                <>
                  <Text fw={500}>{InviteMessages.familyMemberRequested}</Text>
                  <Text size="sm">{InviteMessages.familyMemberRequestedNext}</Text>
                </>
              )}
            </Alert>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  setLevel(null);
                  setFormKey((k) => k + 1);
                }}
              >
                Invite another patient
              </Button>
              {onDone && <Button onClick={onDone}>Done</Button>}
            </Group>
          </Stack>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="csv">
        <CsvInvite />
      </Tabs.Panel>
    </Tabs>
  );
}
