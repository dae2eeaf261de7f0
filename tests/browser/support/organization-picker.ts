// Choosing an organization in the sidebar's picker (a searchable combobox) the way a user does:
// open it, type part of the name, take the option with exactly that name.
import type { Page } from 'playwright-core';

export async function chooseOrganization(page: Page, name: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Selected organization' });
  await picker.click();
  await picker.fill(name);
  const listbox = page.getByRole('listbox', { name: 'Organizations' });
  await listbox.getByRole('option', { name, exact: true }).click();
  await listbox.waitFor({ state: 'detached' });
}
