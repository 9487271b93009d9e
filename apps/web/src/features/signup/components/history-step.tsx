import { Accordion, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MedicalHistoryGroups } from '@clinicall/shared/signup/medical-history';
import { TestId } from '@clinicall/shared/test-ids';
import { WizardButtons } from './wizard-buttons';

interface HistoryStepProps {
  initial: string[];
  onBack: () => void;
  onNext: (values: string[]) => void;
}

/** F111: the optional medical history, in collapsible groups. */
export function HistoryStep({ initial, onBack, onNext }: HistoryStepProps) {
  const [chosen, setChosen] = useState<string[]>(initial);
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
        <Checkbox.Group value={chosen} onChange={setChosen}>
          <Accordion variant="separated" multiple>
            {MedicalHistoryGroups.map((group) => (
              <Accordion.Item key={group.name} value={group.name}>
                <Accordion.Control>{group.name}</Accordion.Control>
                <Accordion.Panel>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    {group.conditions.map((condition) => (
                      <Checkbox key={condition} value={condition} label={condition} />
                    ))}
                  </SimpleGrid>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Checkbox.Group>
        <WizardButtons onBack={onBack} continueLabel="Sign up" />
      </Stack>
    </form>
  );
}
