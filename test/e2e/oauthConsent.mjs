// The sign-in page of our OAuth fixture, as a user meets it in the real VS Code: used by the OAuth e2e suite and by
// `npm run screenshots -- --oauth`.

/**
 * Runs `trigger`, a click that starts a sign-in, answers VS Code's question about opening an untrusted site, and
 * resolves with the sign-in page's new tab.
 */
export async function openConsentPage(page, trigger) {
  const opened = page.context().waitForEvent('page', { timeout: 60_000 });
  await trigger();
  const ask = page.locator('.monaco-dialog-box', { hasText: 'open the external website' });
  const consent = await Promise.race([
    opened,
    ask
      .waitFor({ timeout: 60_000 })
      .then(async () => (await ask.getByRole('button', { name: 'Open', exact: true }).click(), opened)),
  ]);
  // the new tab may open blank and then go to the page
  await consent.waitForURL(/\/authorize\?/, { timeout: 60_000 });
  await consent.getByRole('button', { name: 'Approve' }).waitFor({ timeout: 30_000 });
  return consent;
}

/** Approve on the consent page; the browser comes back to MCP Lens's listener, whose page says so. */
export async function approveConsent(consent) {
  await consent.getByRole('button', { name: 'Approve' }).click();
  await consent.getByRole('heading', { name: 'Signed in to your MCP server' }).waitFor({ timeout: 30_000 });
  await consent.close();
}
