import { defaultSearchSettings } from '@playboard/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { currentLocation, renderScreen } from '../../testing/render-screen.tsx';
import {
  previewHandler,
  searchSettingsHandlers,
  searchSettingsSite as site,
  signedInWithSite,
} from '../../testing/search-settings.ts';
import { Component as SearchableFieldsPage } from './searchable-fields-page.tsx';

const fieldsPath = `/index/v1/fields/site/${site.uuid}/searchable`;

type Reply = { status: number; body?: unknown };

const onlyName = {
  fields: defaultSearchSettings.searchableFields.map(({ name, weight }) => ({
    field: name,
    active: name === 'name',
    weight,
  })),
};

/** The server's answer to a PUT: every field, the listed ones active with their weights. */
function answerTo(call: RecordedCall): Reply {
  const listed = new Map(
    (call.body as { fields: { field: string; weight: number }[] }).fields.map((f) => [f.field, f.weight]),
  );
  return {
    status: 200,
    body: {
      fields: defaultSearchSettings.searchableFields.map(({ name, weight }) => ({
        field: name,
        active: listed.has(name),
        weight: listed.get(name) ?? weight,
      })),
    },
  };
}

async function open(
  options: { get?: (call: RecordedCall) => Reply; put?: (call: RecordedCall) => Reply } = {},
) {
  await signedInWithSite();
  const api = mockApi({
    ...searchSettingsHandlers(site.uuid),
    ...(options.get ? { [`GET ${fieldsPath}`]: options.get } : {}),
    [`PUT ${fieldsPath}`]: options.put ?? answerTo,
    [`POST /merchandising/v1/sites/${site.uuid}/search-preview`]: previewHandler,
  });
  const rendered = renderScreen(SearchableFieldsPage, { path: '/searchable-fields' });
  await screen.findByRole('form', { name: 'Searchable fields' });
  return { api, ...rendered };
}

const toggle = (field: string) => screen.getByRole('switch', { name: `Search in ${field}` });
const weight = (field: string) => screen.getByRole('combobox', { name: `Weight of ${field}` });

afterEach(() => vi.restoreAllMocks());

describe('SearchableFieldsPage', () => {
  it('should list every field searched or not, with its weight as a named level or a number', async () => {
    await open();
    expect(toggle('Name')).toBeChecked();
    expect(weight('Name')).toHaveDisplayValue('High (3)');
    expect(weight('Description')).toHaveDisplayValue('Low (0.5)');
    expect(weight('Attributes')).toHaveDisplayValue('Normal (1)');
    // 2 is none of the named levels: it shows as the number the settings store.
    expect(weight('Brand')).toHaveDisplayValue('Custom…');
    expect(screen.getByRole('spinbutton', { name: 'Custom weight of Brand' })).toHaveValue(2);
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      expect.stringContaining('kind=searchableFields'),
    );
  });

  it('should not let the last searched field be switched off, and say why (spec 1 §5)', async () => {
    await open({ get: () => ({ status: 200, body: onlyName }) });
    expect(toggle('Name')).toBeDisabled();
    expect(toggle('Name')).toHaveAccessibleDescription(/At least one field must stay searched/);
    expect(toggle('Brand')).not.toBeChecked();
    expect(weight('Brand')).toBeDisabled();
    await userEvent.click(toggle('Brand'));
    expect(toggle('Name')).toBeEnabled();
    await userEvent.click(toggle('Name'));
    expect(toggle('Brand')).toBeDisabled();
  });

  it('should say the fields could not be loaded and load them again on retry', async () => {
    let fail = true;
    await signedInWithSite();
    mockApi({
      ...searchSettingsHandlers(site.uuid),
      [`GET ${fieldsPath}`]: () =>
        fail ? (apiError(500, 'global-500') as Reply) : { status: 200, body: onlyName },
    });
    renderScreen(SearchableFieldsPage, { path: '/searchable-fields' });
    expect(await screen.findByText("The searchable fields couldn't be loaded.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Searchable fields' })).toBeInTheDocument();
  });

  it('should refuse a custom weight of 0 or above 100 and not save it', async () => {
    const { api } = await open();
    const brand = screen.getByRole('spinbutton', { name: 'Custom weight of Brand' });
    await userEvent.clear(brand);
    await userEvent.type(brand, '0');
    expect(await screen.findByText('Enter a weight above 0 and up to 100.')).toBeInTheDocument();
    expect(screen.getByText('Correct the weights to see the preview.')).toBeInTheDocument();
    await userEvent.clear(brand);
    await userEvent.type(brand, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a weight above 0 and up to 100.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('should preview the unsaved weights, then save only the searched fields', async () => {
    const { api } = await open();
    await userEvent.selectOptions(weight('Description'), 'High (3)');
    await userEvent.click(toggle('Identifiers'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for' }), 'boots');
    await waitFor(() => {
      const preview = api.calls.filter((call) => call.path.endsWith('/search-preview')).at(-1);
      expect(preview?.body).toMatchObject({
        query: 'boots',
        change: {
          kind: 'searchSettings',
          value: {
            searchableFields: expect.arrayContaining([
              { name: 'description', active: true, weight: 3 },
              { name: 'identifiers', active: false, weight: 3 },
            ]),
            resultsVisibility: defaultSearchSettings.resultsVisibility,
          },
        },
      });
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Searchable fields saved. The storefront follows them within a second.'),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      fields: [
        { field: 'name', weight: 3 },
        { field: 'brand', weight: 2 },
        { field: 'categories', weight: 1.5 },
        { field: 'attributes', weight: 1 },
        { field: 'description', weight: 3 },
      ],
    });
    expect(toggle('Identifiers')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('should keep the changes and say why when saving fails', async () => {
    await open({
      put: () => apiError(400, 'global-400', 'fields: At least one field must stay active.') as Reply,
    });
    await userEvent.click(toggle('Brand'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The searchable fields couldn't be saved\./)).toBeInTheDocument();
    expect(toggle('Brand')).not.toBeChecked();
  });

  it('should discard back to the saved fields, and ask before leaving with unsaved ones', async () => {
    const { router } = await open();
    await userEvent.selectOptions(weight('Name'), 'Low (0.5)');
    await act(() => router.navigate('/synonyms'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(dialog).getByText('Your changes to the searchable fields will be lost.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(weight('Name')).toHaveDisplayValue('High (3)');
    await act(() => router.navigate('/synonyms'));
    expect(await currentLocation()).toBe('/synonyms');
  });
});
