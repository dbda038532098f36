import { useState, type ComponentType, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BackofficeProvider } from '../../../src/api/BackofficeProvider';
import { ApiError } from '../../../src/kernel/errors';
import { ToastProvider } from '../../../src/components/Toast';
import { useKitTranslation } from '../../../src/i18n/useKitTranslation';
import {
  createMemoryApi,
  createMemoryUploader,
  demoSeed,
  type MemoryApi,
  type MemorySeed,
} from '../../../src/testing';
import type { CatalogStepProps } from '../../../src/wizards/catalog';
import { storyT, type KitContext } from '../../support/kit';
import { findMessage } from '../../support/queries';

/** The demo tenant's company (acme) in the memory API. */
export const ACME = 1;

/** Options for the selects of the modal stories. */
export const level1Options = [
  { value: 301, label: 'Cookware' },
  { value: 302, label: 'Appliances' },
];
export const level2Options = [{ value: 311, label: 'Pans' }];
export const level3Options = [{ value: 321, label: 'Frying pans' }];

/** A play's context: the canvas and the kit settings. */
export type PlayContext = KitContext & { canvasElement: HTMLElement; viewMode?: string };

/** The open dialog, found by its translated title. */
export async function findDialog(context: PlayContext, titleKey: string) {
  const t = storyT(context);
  return within(context.canvasElement).findByRole('dialog', { name: t(titleKey) });
}

/** Within the dialog: a field by its label's key, and its buttons. */
export function inDialog(context: PlayContext, dialog: HTMLElement) {
  const t = storyT(context);
  const scope = within(dialog);
  return {
    t,
    scope,
    field: (key: string) =>
      scope.getByLabelText<HTMLInputElement>(t(key), { selector: 'input, select, textarea' }),
    save: () => scope.getByRole('button', { name: t('catalog.save') }),
  };
}

/** Presses Save on an empty modal and expects each message (validation keys) under its field. */
export async function expectEveryMessage(
  context: PlayContext,
  titleKey: string,
  messageKeys: readonly string[],
) {
  const dialog = await findDialog(context, titleKey);
  const { t, scope, save } = inDialog(context, dialog);
  await userEvent.click(save());
  for (const key of messageKeys) {
    // Messages fade in: wait until each is shown, not merely in the DOM.
    await waitFor(() => expect(scope.getByText(t(key))).toBeVisible());
  }
  // A docs page shows several examples at once and only one can hold focus: the focus check is
  // the story view's (and the tests').
  if (context.viewMode === 'docs') return;
  await waitFor(() => expect(dialog.querySelector('[aria-invalid="true"]')).toHaveFocus());
}

/** The memory API with the demo seed, or with the acme catalog emptied. */
export function catalogApi(empty = false, delay = 150): MemoryApi {
  const seed: MemorySeed = demoSeed();
  if (empty) {
    const acme = seed.tenants.acme;
    if (acme) {
      seed.tenants.acme = {
        ...acme,
        level1: [],
        level2: [],
        level3: [],
        banners: [],
        collections: [],
      };
    }
  }
  return createMemoryApi(seed, { tenant: 'acme', delay });
}

/**
 * A connected catalog piece over the memory API and uploader, with a toast region, keeping the
 * locale the global decorator set up.
 */
export function CatalogBackend({ api, children }: { api: MemoryApi; children: ReactNode }) {
  const { i18n } = useKitTranslation();
  const [uploader] = useState(() => createMemoryUploader({ delay: 150 }));
  return (
    <BackofficeProvider api={api} uploader={uploader} i18n={i18n} tenant="acme">
      <ToastProvider>{children}</ToastProvider>
    </BackofficeProvider>
  );
}

/** What a step story's loader hands over. */
export interface CatalogLoaded {
  api: MemoryApi;
}

/** Loaders: the demo catalog, or an empty one. */
export const withData = [async (): Promise<CatalogLoaded> => ({ api: catalogApi(false) })];
export const withEmptyLists = [async (): Promise<CatalogLoaded> => ({ api: catalogApi(true) })];

/** The memory API with the demo catalog whose level 1 list fails `times` times (a 503). */
function level1ListFailing(times: number): CatalogLoaded {
  const api = catalogApi(false);
  let failures = times;
  const list = api.level1.list.bind(api.level1);
  api.level1.list = (companyId, options) =>
    failures-- > 0
      ? Promise.reject(new ApiError('Service unavailable', { kind: 'rejected', status: 503 }))
      : list(companyId, options);
  return { api };
}

/** The failure message with the server's reason, and its Retry button. */
async function expectLoadFailed(context: PlayContext): Promise<HTMLElement> {
  const t = storyT(context);
  const alert = await findMessage(context.canvasElement, 'alert', t('catalog.loadFailed'));
  await expect(alert).toHaveTextContent('Service unavailable');
  await expect(within(alert).getByRole('button', { name: t('catalog.retry') })).toBeVisible();
  return alert;
}

/** A story whose level 1 list keeps failing (a 503 'Service unavailable'): the message and Retry. */
export function level1ListFails() {
  return {
    loaders: [async (): Promise<CatalogLoaded> => level1ListFailing(Number.POSITIVE_INFINITY)],
    play: async (context: PlayContext) => {
      await expectLoadFailed(context);
    },
  };
}

/**
 * For an interaction story: the level 1 list fails once, then answers; Retry loads the rows in place of
 * the failure.
 */
export function level1RetryLoads() {
  return {
    loaders: [async (): Promise<CatalogLoaded> => level1ListFailing(1)],
    play: async (context: PlayContext) => {
      const t = storyT(context);
      const canvas = within(context.canvasElement);
      const alert = await expectLoadFailed(context);
      await userEvent.click(within(alert).getByRole('button', { name: t('catalog.retry') }));
      await waitFor(() => expect(canvas.getByText('Cookware')).toBeVisible());
      await expect(canvas.queryByText(t('catalog.loadFailed'))).not.toBeInTheDocument();
    },
  };
}

/** The table shows the demo catalog's rows (a header row and at least one row of data). */
export function showsRows() {
  return {
    play: async (context: PlayContext) => {
      const table = await within(context.canvasElement).findByRole('table');
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    },
  };
}

/** Renders `Piece` with the story's args over the memory API the loader handed over. */
export function overMemoryApi<P extends object>(Piece: ComponentType<P>) {
  return (args: P, { loaded }: { loaded: Record<string, unknown> }) => (
    <CatalogBackend api={(loaded as unknown as CatalogLoaded).api}>
      <Piece {...args} />
    </CatalogBackend>
  );
}

/**
 * Opens Add New, fills the modal with `fill`, saves, then expects the success toast (`addedKey`),
 * the modal gone and `shown` in the table: the list refreshed without a reload.
 */
export async function addAndSee(
  context: PlayContext,
  titleKey: string,
  fill: (dialog: ReturnType<typeof inDialog>) => Promise<void>,
  addedKey: string,
  shown: string,
) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await canvas.findByRole('table');
  await userEvent.click(canvas.getByRole('button', { name: t('catalog.addNew') }));
  const dialog = await findDialog(context, titleKey);
  const scope = inDialog(context, dialog);
  await fill(scope);
  await userEvent.click(scope.save());
  // The toast shows the message (its live region repeats it, hidden, for screen readers).
  await waitFor(() =>
    expect(
      within(document.body)
        .getAllByText(t(addedKey))
        .some((node) => node.checkVisibility()),
    ).toBe(true),
  );
  await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(within(canvas.getByRole('table')).getByText(shown)).toBeVisible());
}

/** Adds the first level 1 category (Cookware) to an empty list and sees it in the table. */
export async function addFirstLevel1(context: PlayContext) {
  await addAndSee(
    context,
    'catalog.level1.modal',
    async ({ field }) => {
      await userEvent.type(field('catalog.level1.name'), 'Cookware');
      await userEvent.type(field('catalog.level1.description'), 'Pots and pans');
      await userEvent.type(field('catalog.level1.order'), '1');
    },
    'catalog.level1.added',
    'Cookware',
  );
}

/** An empty list: the kit's empty state in the table, with the action that adds the first entry. */
async function expectEmpty(context: PlayContext) {
  await waitFor(() => {
    const state = context.canvasElement.querySelector<HTMLElement>('[data-part="empty-state"]');
    expect(state).toBeVisible();
    expect(within(state!).getByRole('button')).toHaveAttribute('aria-haspopup', 'dialog');
  });
}

/**
 * What every step story's meta shares: the demo company, spied callbacks, the demo catalog, and
 * the step rendered over the memory API.
 */
export function stepStoryParts(Step: ComponentType<CatalogStepProps>) {
  return {
    args: { companyId: ACME, onNext: fn(), onBack: fn(), onCreated: fn() },
    loaders: withData,
    render: overMemoryApi(Step),
  };
}

/** A step story's play context: the spied callbacks and what the loader handed over. */
export type StepPlayContext = PlayContext & {
  args: Partial<CatalogStepProps>;
  loaded: Record<string, unknown>;
};

/**
 * An interaction story that adds a row to the catalog of `area` (`catalog.level2` …): Add New, `fill`
 * the modal, Save, then the area's success toast and `shown` in the table (`addAndSee`); `then`
 * checks what else the story cares about (the callbacks, the stored row).
 *
 * @example
 * export const WithData: Story = addsRow('catalog.collection', 'New Arrivals', fill);
 */
export function addsRow(
  area: string,
  shown: string,
  fill: (dialog: ReturnType<typeof inDialog>) => Promise<void>,
  then?: (context: StepPlayContext & { loaded: CatalogLoaded }) => Promise<void>,
) {
  return {
    play: async (context: StepPlayContext) => {
      await addAndSee(context, `${area}.modal`, fill, `${area}.added`, shown);
      await then?.(context as StepPlayContext & { loaded: CatalogLoaded });
    },
  };
}

/**
 * Interaction: what a user does on a step besides adding: searches its table for `row` (found),
 * then for something absent (the no-match message), clears the search, and goes Back.
 */
export function searchesThenGoesBack(row: string) {
  return {
    play: async (context: StepPlayContext) => {
      const t = storyT(context);
      const canvas = within(context.canvasElement);
      const table = () => within(canvas.getByRole('table'));
      await waitFor(() => expect(table().getByText(row)).toBeVisible());
      const search = canvas.getByRole('searchbox', { name: t('data.table.search') });
      await userEvent.type(search, row.slice(0, 4).toLocaleLowerCase());
      await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(2));
      await expect(table().getByText(row)).toBeVisible();
      await userEvent.clear(search);
      await userEvent.type(search, 'zzz');
      await waitFor(() => expect(canvas.getByText(t('data.table.noMatches'))).toBeVisible());
      await userEvent.clear(search);
      await waitFor(() => expect(table().getByText(row)).toBeVisible());
      await userEvent.click(canvas.getByRole('button', { name: t('catalog.back') }));
      await expect(context.args.onBack).toHaveBeenCalledTimes(1);
      await expect(context.args.onNext).not.toHaveBeenCalled();
    },
  };
}

/** A step over empty lists: the table's empty message. */
export function emptyStep() {
  return { loaders: withEmptyLists, play: expectEmpty };
}

/** An interaction over empty lists: Next still goes on (no check, docs/behaviour.md, "States and transitions"). */
export function nextWhenEmpty() {
  return {
    loaders: withEmptyLists,
    play: async (context: PlayContext & { args: Partial<CatalogStepProps> }) => {
      await expectEmpty(context);
      await userEvent.click(
        within(context.canvasElement).getByRole('button', {
          name: storyT(context)('catalog.next'),
        }),
      );
      await expect(context.args.onNext).toHaveBeenCalledTimes(1);
    },
  };
}

/** The args a modal story starts from: open, with spied callbacks. */
export function modalArgs() {
  return { open: true, onClose: fn(), onSubmit: fn(), onEdit: fn() };
}

/** A modal story's play context: its spied callbacks, the canvas and the kit settings. */
export type ModalPlayContext = PlayContext & { args: Record<string, unknown> };

/** The modal (titled `titleKey`) as it opens. */
export function opens(titleKey: string) {
  return {
    play: async (context: PlayContext) => {
      await findDialog(context, titleKey);
    },
  };
}

/** Save on the empty modal: each message of `messageKeys`, the first invalid field focused. */
export function everyMessage(titleKey: string, messageKeys: readonly string[]) {
  return { play: (context: PlayContext) => expectEveryMessage(context, titleKey, messageKeys) };
}

/**
 * A filled modal submits: `fill` fills the form and returns the values `onSubmit` must get
 * (ids and orders as numbers), then Save.
 */
export function submits(
  titleKey: string,
  fill: (dialog: ReturnType<typeof inDialog>, context: ModalPlayContext) => Promise<object>,
) {
  return {
    play: async (context: ModalPlayContext) => {
      const dialog = inDialog(context, await findDialog(context, titleKey));
      const expected = await fill(dialog, context);
      await userEvent.click(dialog.save());
      await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledWith(expected));
    },
  };
}

/** The server refused the save: its `message` above the fields. */
export function refused(titleKey: string, message: string) {
  return {
    args: { serverError: message },
    play: async (context: PlayContext) => {
      const { scope } = inDialog(context, await findDialog(context, titleKey));
      await expect(scope.getByRole('alert')).toHaveTextContent(message);
    },
  };
}
