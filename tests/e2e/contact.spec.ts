import { expect, test, type Page } from '@playwright/test';

const FIELDS = [
  ['First Name', 'First Name is required'],
  ['Last Name', 'Last Name is required'],
  ['Email Address', 'Email is required'],
  ['Phone', 'Phone is required'],
  ['Subject', 'Subject is required'],
  ['Message', 'Message is required'],
] as const;

const main = (page: Page) => page.getByRole('main');
const save = (page: Page) => main(page).getByRole('button', { name: 'SAVE' });

async function fillContact(page: Page, email = 'rahim@example.com') {
  const form = main(page);
  await form.getByLabel('First Name').fill('Rahim');
  await form.getByLabel('Last Name').fill('Uddin');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone').fill('০১৭১১-২২৩৩৪৪');
  await form.getByLabel('Subject').fill('Order question');
  await form.getByLabel('Message').fill('When will my books arrive?');
}

/** Opens /contact and waits until the form has hydrated (SAVE is enabled). */
async function openContact(page: Page) {
  await page.goto('/contact');
  await expect(save(page)).toBeEnabled();
}

test.describe('Contact Us', () => {
  test('keeps the shop’s contact details beside the form', async ({ page }) => {
    await openContact(page);
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Contact us');
    await expect(main(page).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(main(page).getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(main(page).getByLabel('Phone')).toHaveAttribute('type', 'tel');
  });

  test('an empty submit names all six fields and sends nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/contact')) sent.push(request.url());
    });
    await openContact(page);
    await save(page).click();
    for (const [label, message] of FIELDS) {
      const field = main(page).getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(main(page).getByText(/ is required$/)).toHaveCount(6);
    await expect(main(page).getByLabel('First Name')).toBeFocused();
    expect(sent).toEqual([]);
    // Typing into a field clears its message.
    await main(page).getByLabel('Subject').fill('Hello');
    await expect(main(page).getByText('Subject is required')).toHaveCount(0);
  });

  test('a malformed email and phone are named together, and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/contact')) sent.push(request.url());
    });
    await openContact(page);
    await fillContact(page, 'not-an-email');
    await main(page).getByLabel('Phone').fill('১২৩৪৫');
    await save(page).click();
    const email = main(page).getByLabel('Email Address');
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com');
    await expect(main(page).getByLabel('Phone')).toHaveAccessibleDescription('Enter a Bangladeshi mobile number, like 01712 345678');
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('not-an-email');
    await expect(main(page).getByLabel('Message')).toHaveValue('When will my books arrive?');
    await expect(save(page)).toBeEnabled();
    expect(sent).toEqual([]);
  });

  test('a field the server refuses gets the server’s message under it and keeps what was typed', async ({ page }) => {
    await page.route('**/content/contact', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'The given data was invalid.',
          errors: { subject: ['The subject may not be greater than 255 characters.'] },
        }),
      }),
    );
    await openContact(page);
    await fillContact(page);
    await save(page).click();
    const subject = main(page).getByLabel('Subject');
    await expect(subject).toHaveAccessibleDescription('The subject may not be greater than 255 characters.');
    await expect(subject).toBeFocused();
    await expect(main(page).getByLabel('Message')).toHaveValue('When will my books arrive?');
    await expect(save(page)).toBeEnabled();
  });

  test('a full message is thanked, with the Bangla phone number sent in its 11-digit form, and another can be sent', async ({ page }) => {
    await openContact(page);
    await fillContact(page);
    const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/contact'));
    await save(page).click();
    const body: unknown = (await request).postDataJSON();
    expect(body).toEqual({
      firstname: 'Rahim',
      lastname: 'Uddin',
      email: 'rahim@example.com',
      phone: '01711223344',
      subject: 'Order question',
      message: 'When will my books arrive?',
    });
    const thanks = main(page).getByRole('heading', { name: 'Thank you for contact with us.' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await main(page).getByRole('button', { name: 'Send another message' }).click();
    await expect(main(page).getByLabel('First Name')).toHaveValue('');
    await expect(save(page)).toBeEnabled();
  });

  test('when the shop cannot be reached the form says so and keeps the text', async ({ page }) => {
    await page.route('**/content/contact', (route) => route.abort());
    await openContact(page);
    await fillContact(page);
    await save(page).click();
    const alert = main(page).getByRole('alert');
    // The message, then a Retry that sends the form again.
    await expect(alert).toHaveText(/^Could not reach the shop\. Check your connection and try again\.\s*Retry$/);
    await expect(alert).toBeFocused();
    await expect(main(page).getByLabel('First Name')).toHaveValue('Rahim');
    await expect(main(page).getByLabel('Message')).toHaveValue('When will my books arrive?');
    await expect(save(page)).toBeEnabled();
    await expect(main(page).getByText('Thank you for contact with us.')).toHaveCount(0);
  });
});
