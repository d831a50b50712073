/**
 * The first use of a `LazySelect`, alone in its file so that Mantine's select is not loaded yet
 * (each test file has its own modules): what is typed before it arrives must survive its arrival.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderProvinceField } from '../test/lazy-select';

describe('<LazySelect /> on first use', () => {
  it('keeps what was typed before the select loaded, and the focus, and lists the matches', async () => {
    const onSearch = vi.fn();
    renderProvinceField({ onSearch });
    const plain = screen.getByRole('combobox', { name: 'Provincia' });
    // What a fast visitor (or Playwright's fill) does: focus and type at once.
    fireEvent.focus(plain);
    fireEvent.change(plain, { target: { value: 'Barc' } });
    // The select's code loads on first use (slow in a fresh worker on a busy machine).
    await screen.findByRole('listbox', {}, { timeout: 30_000 });
    const select = screen.getByRole('combobox', { name: 'Provincia' });
    expect(select).toHaveValue('Barc');
    expect(select).toHaveFocus();
    // The select's own start (an empty search without a value) does not wipe the text.
    expect(onSearch.mock.calls.map(([text]) => text)).toEqual(['Barc']);
    expect(screen.getByRole('option', { name: 'Barcelona' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Barcelona' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveValue('Barcelona'));
  });
});
