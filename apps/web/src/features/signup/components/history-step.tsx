import { Accordion, Checkbox, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { MedicalHistory } from '@clinicall/shared/people/patient-profile';
import { TestId } from '@clinicall/shared/test-ids';
import { useMedicalHistoryData } from '../../profile';
import { WizardButtons } from './wizard-buttons';

interface HistoryStepProps {
  initial: MedicalHistory;
  onBack: () => void;
  onNext: (values: MedicalHistory) => void;
}

/**
 * F111: the optional medical history, in collapsible groups. The groups are the profile's own
 * (`GET /medicalHistoryData`, F43), so what is ticked here is what the profile shows.
 */
export function HistoryStep({ initial, onBack, onNext }: HistoryStepProps) {
  const groups = useMedicalHistoryData();
  const [chosen, setChosen] = useState<MedicalHistory>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext(chosen);
  };
  return (
    <form onSubmit={submit} noValidate data-testid={TestId.signupStep}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Optional: tick any condition you have had.
        </Text>
        {groups.isPending && <Loader size="sm" aria-label="Loading the medical history groups" />}
        <Accordion variant="separated" multiple>
          {(groups.data ?? []).map((group) => (
            <Accordion.Item key={group.key} value={group.key}>
              <Accordion.Control>{group.label}</Accordion.Control>
              <Accordion.Panel>
                <Checkbox.Group
                  value={chosen[group.key] ?? []}
                  onChange={(value) => setChosen((c) => ({ ...c, [group.key]: value }))}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    {group.items.map((item) => (
                      <Checkbox key={item} value={item} label={item} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <WizardButtons onBack={onBack} continueLabel="Sign up" />
      </Stack>
    </form>
  );
}
