import { Code, List, Text } from '@mantine/core';
import { SandboxTestCards } from '@clinicall/shared/payments';
import { groupCardDigits } from '../sandbox-card';

const CARDS = [
  ['approved', SandboxTestCards.approved],
  ['declined', SandboxTestCards.declined],
  ['insufficient funds', SandboxTestCards.insufficientFunds],
] as const;

/** Development only: the sandbox's test cards (any future expiry, any CVC). */
export function TestCardsHint() {
  return (
    <div>
      <Text size="xs" c="dimmed">
        Sandbox test cards (any future expiry, any CVC):
      </Text>
      <List size="xs" c="dimmed">
        {CARDS.map(([outcome, number]) => (
          <List.Item key={number}>
            <Code>{groupCardDigits(number)}</Code> {outcome}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
