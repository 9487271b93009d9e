import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { makeAccount } from '../../../test/render';
import { CurrentAccountContext } from '../hooks/current-account';
import { IsAdmin, IsAssistant, IsClinicAdmin, IsPatient, IsProvider } from './role-gates';

const gates = [
  [IsPatient, Role.patient],
  [IsProvider, Role.provider],
  [IsAdmin, Role.superAdmin],
  [IsAssistant, Role.assistant],
  [IsClinicAdmin, Role.clinicAdmin],
] as const;

test.each(gates.map(([Gate, role]) => [role, Gate] as const))(
  'A80 content marked for %s shows only to that role',
  (role, Gate) => {
    for (const viewer of Object.values(Role)) {
      const { unmount } = render(
        <CurrentAccountContext value={makeAccount([viewer])}>
          <Gate>secret</Gate>
        </CurrentAccountContext>,
      );
      expect(screen.queryByText('secret') !== null).toBe(viewer === role);
      unmount();
    }
  },
);
