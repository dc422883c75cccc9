import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  SHOTS_DIR,
  STEP_MS,
  baseUrl,
  clientIp,
  escapeRegExp,
  eventually,
  expectAccessible,
  launchChromium,
  uniqueEmail,
  visible,
  waitForPath,
} from './rig';

/**
 * An owner builds a small pizzeria menu through the menu dashboards, in a real
 * browser against the running stack: subscribe to Starter through the sandbox
 * checkout, create and open a restaurant, then a category, a pizza with three
 * sizes, a topping with little/regular/extra prices, a side and a special of
 * two pizzas; edit one of each; delete them all again ('delete it' where the
 * spec asks for it), seeing every empty state before and after.
 *
 * Rig: ZEST_TEST_BASE_URL (web app, /graphql and the billing sandbox pages).
 */

jest.setTimeout(180_000);

describe('the menu dashboards, in a browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  /** The GraphQL operations the page sent, by name. */
  let operations: string[];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1280, height: 800 },
      // Lets expectAccessible inject axe-core past the app's CSP.
      bypassCSP: true,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp() },
    });
    page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.setDefaultNavigationTimeout(STEP_MS);
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    operations = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
        operations.push(String((request.postDataJSON() as { operationName?: string } | null)?.operationName));
    });
  });

  afterEach(async () => {
    await context?.close();
  });

  /** Runs the steps; on failure keeps a screenshot of what the browser showed. */
  async function step(name: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page
        .screenshot({ path: join(SHOTS_DIR, `menu-${name.replace(/\W+/g, '-')}.png`), fullPage: true })
        .catch(() => undefined);
      throw new Error(
        `step "${name}" failed at ${page.url()}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }

  const mainNav = () => page.getByRole('navigation', { name: 'Main' }).first();
  const dialog = () => page.getByRole('dialog');

  const menuTiles = () => page.getByRole('navigation', { name: 'Menu dashboards' });
  const deletePhraseLabel = "Type 'delete it' to confirm.";

  /** The card whose heading is exactly `name`. */
  const card = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

  async function dialogTitled(title: string): Promise<Locator> {
    const open = await visible(dialog());
    await visible(open.getByRole('heading', { name: title, exact: true }));
    await expectAccessible(page, `the dialog ${title}`);
    return open;
  }

  async function dialogClosed() {
    await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
  }

  /** The writes a Save sent: a product, a special or a topping goes in one call, with its sizes, items or option set. */
  async function writesOf(save: () => Promise<void>): Promise<string[]> {
    operations = [];
    await save();
    return operations.filter((name) => /^(Save|Create|Update|Delete|Add|Remove)/.test(name));
  }

  async function cardMenu(name: string, action: 'Edit' | 'Delete') {
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** Back to /menuDashboards/{id} with Go Back, then into one of its tiles. */
  async function openTile(restaurantId: string, label: 'Category' | 'Specials' | 'Topping' | 'Sides') {
    if (!new URL(page.url()).pathname.startsWith('/menuDashboards/')) {
      await page.getByRole('link', { name: 'Go Back' }).click();
      await waitForPath(page, new RegExp(`^/menuDashboards/${escapeRegExp(restaurantId)}$`));
    }
    await menuTiles()
      .getByRole('link', { name: new RegExp(`^${label}\\b`) })
      .click();
  }

  /** docs/product.md#delete-confirmation: Delete stays disabled until exactly 'delete it' is typed. */
  async function deleteWithPhrase(title: string) {
    const confirm = await dialogTitled(title);
    const remove = confirm.getByRole('button', { name: 'Delete', exact: true });
    expect(await remove.isDisabled()).toBe(true);
    await confirm.getByLabel(deletePhraseLabel).fill('Delete it');
    expect(await remove.isDisabled()).toBe(true);
    await confirm.getByLabel(deletePhraseLabel).fill('delete it');
    await eventually(() => remove.isEnabled(), true);
    await remove.click();
    await dialogClosed();
  }

  test('an owner builds, edits and clears a pizzeria menu through the dashboards', async () => {
    const email = uniqueEmail('menu-owner');
    const password = `pw-${randomUUID().slice(0, 8)}`;
    const restaurantName = `Mario's ${randomUUID().slice(0, 4)}`;
    const securityPin = '2468';
    let restaurantId = '';

    await step('sign up, subscribe to Starter and create a restaurant', async () => {
      await page.goto('/sign-up');
      await page.getByLabel('Full name').fill('Mario Rossi');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await waitForPath(page, /^\/sign-in$/);
      // The sign-in screen loads with its route: fill its form, not the sign-up form still on screen.
      await visible(page.getByRole('heading', { name: 'Sign in', exact: true }));
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForPath(page, /^\/restaurantDashboard\/[^/]+$/);

      await mainNav().getByRole('link', { name: 'Plans' }).click();
      await waitForPath(page, /^\/plans$/);
      const subscribe = page.getByRole('button', { name: 'Subscribe Now to Starter' });
      await eventually(() => subscribe.isEnabled(), true);
      await subscribe.click();
      await page.waitForURL((url) => url.pathname !== '/plans', { timeout: STEP_MS });
      await page.getByRole('button', { name: /pay/i }).first().click();
      await waitForPath(page, /^\/success$/);

      await mainNav().getByRole('link', { name: 'Restaurant Dashboard' }).click();
      await waitForPath(page, /^\/restaurantDashboard\/[^/]+$/);
      const create = page.getByRole('button', { name: '+ New Restaurant' });
      await eventually(() => create.isEnabled(), true);
      await create.click();
      const form = await visible(dialog());
      await form.getByLabel('Restaurant name').fill(restaurantName);
      await form.getByLabel('Security PIN', { exact: true }).fill(securityPin);
      await form.getByLabel('Tax (%)').fill('8');
      await form.getByLabel('Delivery charge ($)').fill('3');
      await form.getByLabel('Full address').fill('7 Carmine Street, New York, NY 10014');
      await form.getByLabel('Phone number').fill('2125550177');
      await form.getByRole('button', { name: 'Create restaurant' }).click();
      await dialogClosed();
    });

    await step('open the restaurant and go to its menu', async () => {
      await page.getByRole('button', { name: `Open ${restaurantName}` }).click();
      const prompt = await visible(dialog());
      await prompt.getByLabel('Security PIN', { exact: true }).fill(securityPin);
      await prompt.getByRole('button', { name: 'Open', exact: true }).click();
      await waitForPath(page, /^\/openARestaurantDashboard\/[^/]+$/);
      restaurantId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
      expect(restaurantId).not.toBe('');
      await page.getByRole('link', { name: 'Update Menu' }).click();
      await waitForPath(page, new RegExp(`^/menuDashboards/${escapeRegExp(restaurantId)}$`));
      for (const label of ['Category', 'Specials', 'Topping', 'Sides']) {
        await visible(menuTiles().getByRole('link', { name: new RegExp(`^${label}\\b`) }));
      }
      expect(await menuTiles().getByRole('link').count()).toBe(4);
      await expectAccessible(page, 'the menu hub');
    });

    await step('every dashboard starts empty', async () => {
      await openTile(restaurantId, 'Category');
      await waitForPath(page, new RegExp(`^/CategoryDashboard/${escapeRegExp(restaurantId)}$`));
      await visible(page.getByText('No Categories created yet.'));
      await expectAccessible(page, 'categories, none');
      await openTile(restaurantId, 'Specials');
      await waitForPath(page, new RegExp(`^/SpecialsDashboard/${escapeRegExp(restaurantId)}$`));
      await visible(page.getByRole('heading', { level: 1, name: 'Specials Dashboard' }));
      await visible(page.getByText('Specials you create appear here.'));
      await visible(page.getByText('No Specials Created yet.'));
      await expectAccessible(page, 'specials, none');
      await openTile(restaurantId, 'Topping');
      await waitForPath(page, new RegExp(`^/ToppingDashboard/${escapeRegExp(restaurantId)}$`));
      await visible(page.getByRole('heading', { level: 1, name: 'Topping Dashboard' }));
      await visible(page.getByText('Topping you create appear here.'));
      await visible(page.getByText('No Topping available yet.'));
      await expectAccessible(page, 'toppings, none');
      await openTile(restaurantId, 'Sides');
      await waitForPath(page, new RegExp(`^/SidesDashboard/${escapeRegExp(restaurantId)}$`));
      await visible(page.getByRole('heading', { level: 1, name: 'Sides Dashboard' }));
      await visible(page.getByText('Sides you create appear here.'));
      await visible(page.getByText('No Sides created yet.'));
      await expectAccessible(page, 'sides, none');
    });

    await step('create a category and rename it', async () => {
      await openTile(restaurantId, 'Category');
      await page.getByRole('button', { name: 'New Category' }).click();
      let form = await dialogTitled('Create New Category');
      // Focus starts on the field; an empty name is said in the dialog, in the server's words.
      expect(await form.getByLabel('Category name').evaluate((field) => field === document.activeElement)).toBe(true);
      await form.getByRole('button', { name: 'Create', exact: true }).click();
      await visible(form.getByRole('alert').filter({ hasText: 'Category name is required.' }));
      await form.getByLabel('Category name').fill('Pizzas');
      await form.getByRole('button', { name: 'Create', exact: true }).click();
      await dialogClosed();
      await visible(card('Pizzas'));
      expect(await page.getByText('No Categories created yet.').count()).toBe(0);

      await page.getByRole('button', { name: 'Edit Pizzas' }).click();
      form = await dialogTitled('Edit Category');
      await form.getByLabel('Category name').fill('Pizza');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await dialogClosed();
      await visible(card('Pizza'));
      expect(await card('Pizzas').count()).toBe(0);
      await expectAccessible(page, 'categories');
    });

    await step('open the category: no products yet', async () => {
      await page.getByRole('button', { name: 'Open Pizza' }).click();
      await waitForPath(page, new RegExp(`^/ProductsDashboard/${escapeRegExp(restaurantId)}/[^/]+$`));
      await visible(page.getByRole('heading', { level: 1, name: `${restaurantName} Dashboard` }));
      await visible(page.getByText('No products available yet.'));
      await expectAccessible(page, 'products, none');
    });

    await step('create a pizza with three sizes (an incomplete fourth row is skipped)', async () => {
      await page.getByRole('button', { name: '+ New Product' }).click();
      const form = await dialogTitled('Create New Product');
      await form.getByLabel('Product name').fill('Margherita');
      const price = form.getByLabel('Price ($)', { exact: true });
      await price.fill('11');
      expect(await price.isEnabled()).toBe(true);
      const sizes: [string, string][] = [
        ['Large', '16'],
        ['Small', '10'],
        ['Medium', '13.50'],
        ['Family', ''],
      ];
      for (const [index, [sizeName, sizePrice]] of sizes.entries()) {
        await form.getByRole('button', { name: 'Add Size' }).click();
        await form.getByLabel(`Size ${index + 1} name`).fill(sizeName);
        await form.getByLabel(`Size ${index + 1} price ($)`).fill(sizePrice);
      }
      // With sizes the product price is disabled and 0 (docs/product.md#products-and-sizes).
      expect(await price.isDisabled()).toBe(true);
      expect(await price.inputValue()).toBe('0');
      await expectAccessible(page, 'the product dialog with sizes');
      await form.getByRole('button', { name: 'Create', exact: true }).click();
      await dialogClosed();
      const pizza = await visible(card('Margherita'));
      const text = (await pizza.textContent()) ?? '';
      // Ascending by price, dollars with two decimals.
      expect(text).toMatch(/Small\s*\$10\.00.*Medium\s*\$13\.50.*Large\s*\$16\.00/);
      expect(text).not.toContain('Family');
      expect(await page.getByText('No products available yet.').count()).toBe(0);
      await expectAccessible(page, 'products');
    });

    await step('edit the pizza: a size priced 0 shows Price upon request', async () => {
      await cardMenu('Margherita', 'Edit');
      const form = await dialogTitled('Edit Product');
      expect(await form.getByLabel('Price ($)', { exact: true }).isDisabled()).toBe(true);
      // The sizes come in ascending by price: Small, Medium, Large.
      expect(await form.getByLabel('Size 3 name').inputValue()).toBe('Large');
      await form.getByLabel('Size 3 price ($)').fill('0');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await dialogClosed();
      const pizza = card('Margherita');
      await eventually(async () => /Large\s*Price upon request/.test((await pizza.textContent()) ?? ''), true);
      expect((await pizza.textContent()) ?? '').toMatch(/Large\s*Price upon request.*Small\s*\$10\.00/);
    });

    await step('a saved size removed in the dialog is deleted at once', async () => {
      await cardMenu('Margherita', 'Edit');
      let form = await dialogTitled('Edit Product');
      await form.getByRole('button', { name: 'Add Size' }).click();
      await form.getByLabel('Size 4 name').fill('Family');
      await form.getByLabel('Size 4 price ($)').fill('21');
      // The product with its sizes, the new one too, in one call: all of it or none of it.
      const saves = await writesOf(async () => {
        await form.getByRole('button', { name: 'Save', exact: true }).click();
        await dialogClosed();
      });
      expect(saves).toEqual(['SaveProduct']);
      const pizza = card('Margherita');
      await eventually(async () => /Family\s*\$21\.00/.test((await pizza.textContent()) ?? ''), true);

      await cardMenu('Margherita', 'Edit');
      form = await dialogTitled('Edit Product');
      // Ascending by price with Large at 0: Large, Small, Medium, Family.
      expect(await form.getByLabel('Size 4 name').inputValue()).toBe('Family');
      const writes = await writesOf(async () => {
        await form.getByRole('button', { name: 'Remove size 4' }).click();
        await form.getByLabel('Size 4 name').waitFor({ state: 'detached', timeout: STEP_MS });
      });
      expect(writes).toEqual(['DeleteProductSize']);
      // The dialog stays open; the card already lost the size.
      await eventually(async () => (await pizza.textContent())?.includes('Family') ?? true, false);
      await page.keyboard.press('Escape');
      await dialogClosed();
    });

    await step('create a topping with little, regular and extra prices', async () => {
      await page.getByRole('link', { name: 'Go Back' }).click();
      await waitForPath(page, new RegExp(`^/CategoryDashboard/${escapeRegExp(restaurantId)}$`));
      await openTile(restaurantId, 'Topping');
      await page.getByRole('button', { name: '+ New Topping' }).click();
      const form = await dialogTitled('Create New Topping');
      await form.getByLabel('Topping name').fill('Mushrooms');
      const base = form.getByLabel('Base price ($)');
      await base.fill('1');
      const addOptions = form.getByRole('button', { name: 'Add Topping Options' });
      await addOptions.click();
      // One set per topping.
      expect(await addOptions.isDisabled()).toBe(true);
      // Zero option prices leave the base price alone; a non-zero one disables it.
      expect(await base.isEnabled()).toBe(true);
      await form.getByLabel('Little price ($)').fill('0.75');
      expect(await base.isDisabled()).toBe(true);
      await form.getByLabel('Regular price ($)').fill('1,25');
      await form.getByLabel('Extra price ($)').fill('2');
      // A price that is not an amount is said in the dialog, in the documented words, and nothing is sent.
      const refused = await writesOf(() => form.getByRole('button', { name: 'Create', exact: true }).click());
      const notAnAmount =
        'Regular price must be an amount in dollars of 0 or more with at most 2 decimals, e.g. 12.50.';
      await visible(form.getByRole('alert').filter({ hasText: notAnAmount }));
      // Said beside the field too, which is marked.
      await expect(form.getByLabel('Regular price ($)').getAttribute('aria-invalid')).resolves.toBe('true');
      expect(await form.getByText(notAnAmount).count()).toBe(2);
      expect(refused).toEqual([]);
      await form.getByLabel('Regular price ($)').fill('1.25');
      await expectAccessible(page, 'the topping dialog with options');
      const writes = await writesOf(async () => {
        await form.getByRole('button', { name: 'Create', exact: true }).click();
        await dialogClosed();
      });
      expect(writes).toEqual(['SaveTopping']);
      const topping = await visible(card('Mushrooms'));
      const text = (await topping.textContent()) ?? '';
      expect(text).toMatch(/Adding Little\s*\$0\.75/);
      expect(text).toMatch(/Adding Regular\s*\$1\.25/);
      expect(text).toMatch(/Adding Extra\s*\$2\.00/);
      expect(await page.getByText('No Topping available yet.').count()).toBe(0);
      await expectAccessible(page, 'toppings');
    });

    await step('edit the topping', async () => {
      await cardMenu('Mushrooms', 'Edit');
      const form = await dialogTitled('Edit Topping');
      // In edit the base price is disabled whenever a set exists.
      expect(await form.getByLabel('Base price ($)').isDisabled()).toBe(true);
      expect(await form.getByRole('button', { name: 'Add Topping Options' }).isDisabled()).toBe(true);
      await form.getByLabel('Topping name').fill('Wild Mushrooms');
      await form.getByLabel('Extra price ($)').fill('2.50');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await dialogClosed();
      const topping = await visible(card('Wild Mushrooms'));
      await eventually(async () => /Adding Extra\s*\$2\.50/.test((await topping.textContent()) ?? ''), true);
    });

    await step('create a side and change only its price', async () => {
      await openTile(restaurantId, 'Sides');
      await page.getByRole('button', { name: '+ New Sides' }).click();
      let form = await dialogTitled('Create New Sides');
      await form.getByLabel('Side name').fill('Garlic Knots');
      await form.getByLabel('Price ($)').fill('4.5');
      await form.getByRole('button', { name: 'Create', exact: true }).click();
      await dialogClosed();
      const side = await visible(card('Garlic Knots'));
      expect(await side.textContent()).toContain('$4.50');
      expect(await page.getByText('No Sides created yet.').count()).toBe(0);
      await expectAccessible(page, 'sides');

      await page.getByRole('button', { name: 'Edit Garlic Knots' }).click();
      form = await dialogTitled('Edit Side Name or Price');
      // An empty name keeps the current one (docs/product.md#sides).
      expect(await form.getByLabel('New name').inputValue()).toBe('');
      await form.getByLabel('Price ($)').fill('5');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await dialogClosed();
      await eventually(async () => (await card('Garlic Knots').textContent())?.includes('$5.00') ?? false, true);
    });

    /** Picks a product by search, then a size, and adds the item (docs/product.md#specials). */
    async function pickItem(form: Locator, search: string, sizeSearch: string, size: string, quantity: string) {
      await form.getByPlaceholder('Search product...').fill(search);
      await form
        .getByRole('group', { name: 'Matching products' })
        .getByRole('button', { name: 'Margherita', exact: true })
        .click();
      await form.getByPlaceholder('Search size...').fill(sizeSearch);
      await form
        .getByRole('group', { name: 'Matching sizes' })
        .getByRole('button', { name: size, exact: true })
        .click();
      await form.getByLabel('Quantity').fill(quantity);
      await form.getByRole('button', { name: 'Add Item' }).click();
    }

    await step('create a special of two pizzas', async () => {
      await openTile(restaurantId, 'Specials');
      await page.getByRole('button', { name: '+ New Specials' }).click();
      const form = await dialogTitled('Create New Specials');
      await form.getByLabel('Special name').fill('Two Pizza Deal');
      await form.getByLabel('Total price ($)').fill('24');
      await pickItem(form, 'marg', 'lar', 'Large', '1');
      await pickItem(form, 'Marg', 'Sm', 'Small', '1');
      await visible(form.getByText('Large Margherita x 1'));
      await visible(form.getByText('Small Margherita x 1'));
      await expectAccessible(page, 'the special dialog with two items');
      const writes = await writesOf(async () => {
        await form.getByRole('button', { name: 'Create', exact: true }).click();
        await dialogClosed();
      });
      expect(writes).toEqual(['SaveSpecial']);
      const special = await visible(card('Two Pizza Deal'));
      await eventually(async () => (await special.textContent())?.includes('Small Margherita x 1') ?? false, true);
      const text = (await special.textContent()) ?? '';
      expect(text).toContain('Large Margherita x 1');
      expect(text).toMatch(/Total Price\s*\$24\.00/);
      expect(await page.getByText('No Specials Created yet.').count()).toBe(0);
      await expectAccessible(page, 'specials');
    });

    await step('edit the special: remove one item, add another, change the price, in one save', async () => {
      await cardMenu('Two Pizza Deal', 'Edit');
      const form = await dialogTitled('Edit Specials');
      await form.getByRole('button', { name: 'Remove Small Margherita x 1' }).click();
      await form.getByText('Small Margherita x 1').waitFor({ state: 'detached', timeout: STEP_MS });
      await pickItem(form, 'Margherita', 'Med', 'Medium', '1');
      await form.getByLabel('Total price ($)').fill('26.50');
      const writes = await writesOf(async () => {
        await form.getByRole('button', { name: 'Save', exact: true }).click();
        await dialogClosed();
      });
      expect(writes).toEqual(['SaveSpecial']);
      const special = card('Two Pizza Deal');
      await eventually(async () => (await special.textContent())?.includes('Medium Margherita x 1') ?? false, true);
      const text = (await special.textContent()) ?? '';
      expect(text).toContain('Large Margherita x 1');
      expect(text).not.toContain('Small Margherita');
      expect(text).toMatch(/Total Price\s*\$26\.50/);
    });

    await step("delete the special with 'delete it'", async () => {
      await cardMenu('Two Pizza Deal', 'Delete');
      await deleteWithPhrase('Delete this Special!');
      await visible(page.getByText('No Specials Created yet.'));
    });

    await step('delete the topping and the side with a click', async () => {
      await openTile(restaurantId, 'Topping');
      await visible(card('Wild Mushrooms'));
      await cardMenu('Wild Mushrooms', 'Delete');
      let confirm = await dialogTitled('Delete this Topping');
      expect(await confirm.getByRole('textbox').count()).toBe(0);
      // A confirmation starts on Cancel, the safe button.
      expect(
        await confirm.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement),
      ).toBe(true);
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialogClosed();
      await visible(page.getByText('No Topping available yet.'));

      await openTile(restaurantId, 'Sides');
      const deleteSide = page.getByRole('button', { name: 'Delete Garlic Knots' });
      await deleteSide.click();
      await dialogTitled('Delete this Side');
      // Escape closes it and focus goes back to where it was.
      await page.keyboard.press('Escape');
      await dialogClosed();
      expect(await deleteSide.evaluate((button) => button === document.activeElement)).toBe(true);
      await deleteSide.click();
      confirm = await dialogTitled('Delete this Side');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialogClosed();
      await visible(page.getByText('No Sides created yet.'));
    });

    await step('drinks take no toppings: a category says so, and a product can too', async () => {
      await openTile(restaurantId, 'Category');
      await page.getByRole('button', { name: 'New Category' }).click();
      let form = await dialogTitled('Create New Category');
      const takes = form.getByLabel('Takes toppings');
      // On by default; turned off for drinks.
      expect(await takes.isChecked()).toBe(true);
      await form.getByLabel('Category name').fill('Drinks');
      await takes.uncheck();
      await form.getByRole('button', { name: 'Create', exact: true }).click();
      await dialogClosed();
      await visible(card('Drinks').getByText('No toppings'));
      expect(await card('Pizza').getByText('No toppings').count()).toBe(0);
      await expectAccessible(page, 'categories, one without toppings');

      await page.getByRole('button', { name: 'Open Drinks' }).click();
      await visible(page.getByText('Drinks · takes no toppings'));
      await page.getByRole('button', { name: '+ New Product' }).click();
      form = await dialogTitled('Create New Product');
      await visible(form.getByText('Drinks takes no toppings: none are offered for its products, whatever this says.'));
      await form.getByLabel('Product name').fill('Soda');
      await form.getByLabel('Price ($)', { exact: true }).fill('2.49');
      await form.getByLabel('Takes toppings').uncheck();
      await form.getByRole('button', { name: 'Create', exact: true }).click();
      await dialogClosed();
      await visible(card('Soda').getByText('No toppings'));
      await cardMenu('Soda', 'Edit');
      form = await dialogTitled('Edit Product');
      expect(await form.getByLabel('Takes toppings').isChecked()).toBe(false);
      await page.keyboard.press('Escape');
      await dialogClosed();
      await cardMenu('Soda', 'Delete');
      await deleteWithPhrase('Delete this Product');

      await page.getByRole('link', { name: 'Go Back' }).click();
      await waitForPath(page, new RegExp(`^/CategoryDashboard/${escapeRegExp(restaurantId)}$`));
      await page.getByRole('button', { name: 'Edit Drinks' }).click();
      form = await dialogTitled('Edit Category');
      expect(await form.getByLabel('Takes toppings').isChecked()).toBe(false);
      await form.getByLabel('Takes toppings').check();
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await dialogClosed();
      await card('Drinks').getByText('No toppings').waitFor({ state: 'detached', timeout: STEP_MS });
      await page.getByRole('button', { name: 'Delete Drinks' }).click();
      await deleteWithPhrase('Delete this Category');
      await card('Drinks').waitFor({ state: 'detached', timeout: STEP_MS });
    });

    await step("delete the pizza and the category with 'delete it'", async () => {
      await openTile(restaurantId, 'Category');
      await page.getByRole('button', { name: 'Open Pizza' }).click();
      await waitForPath(page, new RegExp(`^/ProductsDashboard/${escapeRegExp(restaurantId)}/[^/]+$`));
      await visible(card('Margherita'));
      await cardMenu('Margherita', 'Delete');
      await deleteWithPhrase('Delete this Product');
      await visible(page.getByText('No products available yet.'));

      await page.getByRole('link', { name: 'Go Back' }).click();
      await waitForPath(page, new RegExp(`^/CategoryDashboard/${escapeRegExp(restaurantId)}$`));
      await page.getByRole('button', { name: 'Delete Pizza' }).click();
      await deleteWithPhrase('Delete this Category');
      await visible(page.getByText('No Categories created yet.'));
    });

    await step('the server agrees: every dashboard is empty after a reload', async () => {
      await page.reload();
      await visible(page.getByText('No Categories created yet.'));
      await openTile(restaurantId, 'Specials');
      await visible(page.getByText('No Specials Created yet.'));
      await openTile(restaurantId, 'Topping');
      await visible(page.getByText('No Topping available yet.'));
      await openTile(restaurantId, 'Sides');
      await visible(page.getByText('No Sides created yet.'));
    });

    expect(pageErrors).toEqual([]);
  });
});
