import { expect, test } from '@playwright/test';
import { Paths } from '../packages/shared/src/paths.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId } from './support/pages.js';
import { snapWidths } from './support/shots.js';

test.use({ storageState: storageStateOf('provider') });

test('F99 F100 F102 F103 F104 F105: Dr. Rivera sees Dr. Sato among her connections, finds Dr. Chen, connects with him and removes the connection again', async ({
  page,
}) => {
  await page.goto(Paths.home);
  // F99: Riverside has the network on, so the sidebar offers it; it opens the connections.
  await byTestId(page, TestId.navProviderNetwork).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(Paths.providerNetworkConnections);
  const rows = byTestId(page, TestId.networkRow);
  const sato = rows.filter({ hasText: 'Hana Sato' });
  await expect(sato).toContainText('Current connection');
  await expect(sato).toContainText('Lakeside Behavioral Health');
  await expect(sato.getByTestId(TestId.networkPreferred)).toHaveText('Payer Preferred');
  await snapWidths(page, 'provider-network-connections');

  await byTestId(page, TestId.networkNavFind).click();
  await expect(page).toHaveURL(Paths.providerNetworkFind);
  await expect(sato).toBeVisible();
  // F102: Dr. Sato is a connection, so "Only Non-Connections" leaves her out.
  await byTestId(page, TestId.networkOnlyNonConnections).check();
  await expect(rows.first()).toBeVisible();
  await expect(sato).toHaveCount(0);
  await byTestId(page, TestId.networkKeyword).fill('chen');
  const chen = rows.filter({ hasText: 'Marcus Chen' });
  await expect(chen).toContainText('Riverside Family Health');
  await chen.getByTestId(TestId.networkAdd).click();
  // F105: connected, Dr. Chen leaves the non-connections; without the filter he is a connection.
  await expect(chen).toHaveCount(0);
  await byTestId(page, TestId.networkOnlyNonConnections).uncheck();
  await expect(chen.getByTestId(TestId.networkCurrent)).toBeVisible();
  await snapWidths(page, 'provider-network-find');
  // F103: "View profile" shows what the network knows of him, at a phone's width too.
  await chen.getByTestId(TestId.networkViewProfile).click();
  const profile = page.getByRole('dialog', { name: 'Provider profile' });
  await expect(profile).toContainText('dr.chen@clinicall.example');
  await snapWidths(page, 'provider-network-profile');
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  await byTestId(page, TestId.networkNavConnections).click();
  await expect(page).toHaveURL(Paths.providerNetworkConnections);
  await chen.getByTestId(TestId.networkRemove).click();
  await byTestId(page, TestId.confirmAccept).click();
  await expect(chen).toHaveCount(0);
  await expect(sato).toBeVisible();
});
